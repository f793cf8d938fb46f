"""A roster's model: what it breaks (in a player's words), what its size means, its card's boxes
and its state in a battle (R7, R10, R14, R15, R25)."""

from __future__ import annotations

from gangfight_gui.rules.gangfight.game import GAME
from tests.rules.gangfight.entries import CROSSBOW, ORC, SHIELD, SWORD, VETERAN, entry


def _problems(model: dict[str, object]) -> list[tuple[str, str, str, bool]]:
    return [(p.field, p.message, p.ruling, p.error) for p in GAME.entry_problems(model)]


def test_a_sound_model_breaks_nothing() -> None:
    assert GAME.entry_problems(ORC) == ()
    assert GAME.entry_problems(VETERAN | {"base_mm": 25.0}) == ()


def test_bases_by_size_r7() -> None:
    ogre = entry("Ogre", "large", 3, 3, 1, 3, 5, 8, 1, base_mm=32.0)
    assert _problems(ogre) == [
        ("base_mm", "Ogre: base 32 mm is too small for a large model (40–60 mm, R7)", "R7", True)
    ]
    goblin = entry("Goblin", "small", 2, 3, 2, 1, 2, 2, 3, base_mm=32)
    assert _problems(goblin)[0][1] == (
        "Goblin: base 32 mm is too large for a small model (20–25 mm, R7)"
    )
    assert GAME.entry_problems(ogre | {"base_mm": 40}) == ()  # the range is inclusive


def test_weapons_shield_and_ranges() -> None:
    pistol = {"name": "Pistol", "kind": "pistol"}
    model = ORC | {
        "weapons": [SWORD, pistol, SHIELD, SWORD, SHIELD | {"name": "Buckler", "range": 6.0}]
    }
    assert _problems(model) == [
        (
            "weapons",
            "Orc Brave: cannot fight with two weapons while carrying a shield (R10)",
            "R10",
            False,
        ),
        (
            "weapons[1].range",
            "Orc Brave: Pistol is a pistol without a range; range bands need one (R15)",
            "R15",
            True,
        ),
        (
            "weapons[3].name",
            "Orc Brave: two weapons are named 'Sword'; give each weapon its own name",
            "",
            True,
        ),
        (
            "weapons[4].range",
            'Orc Brave: Buckler is a shield and cannot shoot, so its range of 6" is never used '
            "(R15)",
            "R15",
            False,
        ),
    ]
    assert GAME.entry_problems(ORC | {"weapons": [CROSSBOW]}) == ()


def test_endurance_and_wounds_of_a_roster_model_r14() -> None:
    assert _problems(ORC | {"endurance": 0}) == [
        (
            "endurance",
            "Orc Brave: EN 0 means the model starts the game incapacitated (R14)",
            "R14",
            True,
        )
    ]
    [(field, message, _, error)] = _problems(ORC | {"wounds_taken": 1})
    assert (field, error) == ("wounds_taken", False)
    assert message == "Orc Brave: starts with 1 wound(s) taken; rosters start unwounded (R14)"


def test_facts_of_a_size_and_the_cards_boxes() -> None:
    assert GAME.entry_facts(ORC) == (
        "Medium model",
        'Threat range: 1" (R8)',
        'Volume: 1" × 1.5" (R9)',
        "Wounds per melee hit: 1 (R12)",
        "Legal base: 20–32 mm (R7)",
        'Falls hurt beyond: 1.5" (R22)',
    )
    huge = GAME.entry_facts(entry("Dragon", "huge", 5, 5, 4, 6, 6, 12, 4))
    assert huge[3] == "Wounds per melee hit: 4 (R12)"
    [boxes] = GAME.card_boxes(ORC)
    assert (boxes.label, boxes.count) == ("Wounds", 4)  # a box per point of EN (R14)


def test_entry_state_at_a_glance_r25() -> None:
    fresh = GAME.entry_state(ORC)
    assert (fresh.summary, fresh.attack_refusal, fresh.target_refusal) == ("", "", "")
    hurt = GAME.entry_state(ORC | {"wounds_taken": 2, "prone": True})
    assert hurt.summary == "2 wounds taken of EN 4, prone"
    down = GAME.entry_state(ORC | {"wounds_taken": 4, "status": "incapacitated"})
    assert down.summary == "4 wounds taken of EN 4, incapacitated"
    assert down.attack_refusal == "Orc Brave is incapacitated: it cannot attack (R25)"
    assert down.target_refusal == ""
    dead = GAME.entry_state(ORC | {"wounds_taken": 5, "status": "dead"})
    assert dead.attack_refusal == dead.target_refusal == "Orc Brave is dead (R25)"


def test_wound_boxes_tick_the_wounds_taken_r25() -> None:
    """R25 example (1): a Human Veteran of EN 4 with 1 wound taken takes 2, then 1, then 1."""
    veteran = VETERAN | {"endurance": 4}
    ticks = [
        GAME.card_boxes(veteran, {"wounds_taken": taken})[0].ticked for taken in (0, 1, 3, 4, 5)
    ]
    assert ticks == [0, 1, 3, 4, 4]  # the 5th wound (dead) is past the boxes: the words say it
    assert GAME.card_boxes(veteran)[0].ticked == 0  # a card: empty
    # A card stays empty even from an entry that carries wounds taken.
    assert GAME.card_boxes(veteran | {"wounds_taken": 3})[0].ticked == 0
