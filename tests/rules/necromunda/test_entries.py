"""A roster fighter's problems (in a player's words), facts and card boxes (N2–N7, N13, N17;
an import's items to fill in and fields to check)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from gangfight_gui.roster.roster import EntryError, new_entry, new_weapon
from gangfight_gui.rules.game import find_game
from tests.conftest import ROSTERS
from tests.rules.necromunda.profiles import fighter

GAME = find_game("necromunda")


def _messages(entry: dict[str, Any]) -> list[tuple[str, str, bool]]:
    return [(p.field, p.message, p.error) for p in GAME.entry_problems(entry)]


def test_sample_fighters_have_no_problem() -> None:
    for name in ("necromunda_ashveil_sisters.json", "necromunda_slagworks_rivet_crew.json"):
        for entry in json.loads((ROSTERS / name).read_text(encoding="utf-8"))["models"]:
            assert GAME.entry_problems(entry) == (), entry["name"]


def test_names_unique_and_unarmed_reserved() -> None:
    """N2, in the player's words: the fighter's name, never a JSON path."""
    entry = fighter("Kattar", "Knife", "Knife", "Knife")
    entry["weapons"].append({"name": "unarmed", "strength": "S", "traits": ["melee"]})
    assert _messages(entry) == [
        ("weapons[3].name", "Kattar: a weapon cannot be called 'Unarmed', the name of unarmed "
         "attacks; give it another name (N2)", True),
        ("weapons[1].name", "Kattar: two weapons named 'Knife'; call the second 'Knife 2' (N2)",
         True),
        ("weapons[2].name", "Kattar: two weapons named 'Knife'; call the second 'Knife 2' (N2)",
         True),
    ]  # fmt: skip
    for _, message, _ in _messages(entry):
        assert "attacker" not in message and "." not in message.split(":")[0]


def test_flesh_wounds_below_t_unless_out_of_action() -> None:
    """N2, N13; N17 keeps an out-of-action fighter's flesh wounds as rolled."""
    worn = fighter("Pim", t=3, flesh_wounds=3)
    ((field, message, error),) = _messages(worn)
    assert field == "flesh_wounds" and error
    assert message.startswith("Pim: 3 flesh wounds with T 3") and message.endswith("(N2, N13)")
    assert _messages(worn | {"status": "out_of_action"}) == []


def test_strength_the_rules_cannot_read() -> None:
    """N3: the weapon's strength field takes what the rules read (its kind), so a roster refuses
    any other at once, naming the weapon, as it refuses any field's wrong value."""
    spanner = new_weapon(new_entry("necromunda", "Orsa"), "Spanner")
    for given in ("S*2", 0, "0", "-1", True, 1.5, "S+"):
        with pytest.raises(EntryError) as refused:
            spanner.with_value("strength", given)
        assert str(refused.value) == (
            'Spanner: S must be "S", "S+N", "S-N" or a whole number of at least 1 '
            f"(found {json.dumps(given)})"
        )
    for given in ("S", "s + 1", "S-2", 4, "4"):
        assert spanner.with_value("strength", given).value_of("strength") == given
    entry = fighter("Orsa") | {"weapons": [{"name": "Spanner", "strength": "S+1", "traits": []}]}
    assert _messages(entry) == []


def test_items_to_fill_in_and_fields_to_check_are_warnings() -> None:
    """An import names each; the file stays valid (warnings)."""
    entry = fighter("Neo", "Knife") | {"unchecked": ["sv", "ws"]}
    entry["weapons"] += [
        {"name": "Chain Glaive*", "profile": "to fill in", "strength": "S"},
        {"name": "Filter plugs", "profile": "wargear", "strength": "bogus"},
    ]
    assert _messages(entry) == [
        ("weapons[1].profile", "Neo: the profile of 'Chain Glaive*' is still to fill in "
         "(strength, AP, D, traits); it cannot be chosen until then", False),
        ("sv", "Neo: Sv still to check", False),
        ("ws", "Neo: WS still to check", False),
    ]  # fmt: skip
    wrong = _messages(fighter("Neo") | {"unchecked": ["name"]})
    assert [(f, e) for f, _, e in wrong] == [("unchecked", True)]
    assert "'To check' names 'name'" in wrong[0][1]


def test_facts_say_what_the_rules_make_of_the_fighter() -> None:
    entry = fighter("Durn", "Chain blade", "Stub pistol", t=3, flesh_wounds=1, a=2, sv=5, w=2)
    entry["weapons"] += [
        {"name": "Lasgun", "strength": 3, "traits": ["Rapid Fire"]},
        {"name": "Respirator", "profile": "wargear"},
        {"name": "Chain Glaive*", "profile": "to fill in"},
    ]
    entry |= {"type": "Champion", "xp": 7, "kills": 1, "campaign_status": "in recovery"}
    assert GAME.entry_facts(entry) == (
        "Attack dice: 2, +1 with two weapons, +1 when charging (N6)",
        "T 3, 2 with 1 flesh wound (N10); 2 wounds; save 5+ (N11)",
        "Close combat: Chain blade (S4, melee); Stub pistol (S3, sidearm)",
        "Weapon choices (N5): Chain blade; Stub pistol; Chain blade + Stub pistol; unarmed",
        "Not for close combat (no Melee or Sidearm, N5): Lasgun",
        "Wargear: Respirator",
        "Profile to fill in: Chain Glaive*",
        "In the battle: 1 flesh wound (T 2) (N17)",
        "Campaign: Champion, 7 XP, 1 kill, in recovery",
    )
    assert GAME.entry_facts(fighter("X", ws=9)) == (
        "Cannot fight as it stands: ws: must be a whole number from 2 to 6 (found 9) (N2)",
    )


def test_card_boxes_are_wounds_and_flesh_wounds() -> None:
    boxes = GAME.card_boxes(fighter("Kattar", w=2, t=4))
    assert [(b.label, b.count) for b in boxes] == [("Wounds", 2), ("Flesh wounds", 4)]
    big = GAME.card_boxes(fighter("Ogryn", w=30, t=5))
    assert [(b.label, b.count) for b in big] == [
        ("Wounds (first 20 of 30)", 20),
        ("Flesh wounds", 5),
    ]


def test_boxes_tick_wounds_lost_and_flesh_wounds_n17() -> None:
    juve = fighter("Juve", w=1, t=3)
    assert [b.ticked for b in GAME.card_boxes(juve, {"w": 1, "flesh_wounds": 0})] == [0, 0]
    # N17 example (1): flesh wounds 1 → 2 (standing) → 3 (out of action): a box each.
    assert [b.ticked for b in GAME.card_boxes(juve, {"w": 1, "flesh_wounds": 2})] == [0, 2]
    assert [b.ticked for b in GAME.card_boxes(juve, {"w": 1, "flesh_wounds": 3})] == [0, 3]
    # N17 example (2): a Ganger with w 2 loses 1 wound: one wound box of 2 ticked.
    ganger = fighter("Ganger", w=2, t=3)
    boxes = GAME.card_boxes(ganger, {"w": 1, "flesh_wounds": 0, "status": "standing"})
    assert [(b.label, b.count, b.ticked) for b in boxes] == [
        ("Wounds", 2, 1),
        ("Flesh wounds", 3, 0),
    ]
    # A card stays empty, whatever state the entry carries.
    assert [b.ticked for b in GAME.card_boxes(juve | {"flesh_wounds": 2})] == [0, 0]
    big = GAME.card_boxes(fighter("Ogryn", w=30, t=5), {"w": 3, "flesh_wounds": 9})
    assert [(b.count, b.ticked) for b in big] == [(20, 20), (5, 5)]  # held to the row's boxes
