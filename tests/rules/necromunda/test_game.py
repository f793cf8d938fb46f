"""``find_game("necromunda")`` satisfies rules/game.py's Game: fields, text, headline, matchups.

mypy checks ``GAME: Game[Scenario, Outcome, Roll]`` in the package (game.py), and ``_: AnyGame``
below is the same promise for the registry's answer.
"""

from __future__ import annotations

import inspect
import json
from fractions import Fraction
from typing import Any

from gangfight_gui.rules.engine.sources import SeededDice
from gangfight_gui.rules.game import AnyGame, FieldSpec, Game, find_game, game_keys, game_title
from gangfight_gui.rules.kinds import OPTIONAL_WHOLE, TEXT, TEXT_LIST, WHOLE
from gangfight_gui.rules.necromunda import game as necromunda_game
from gangfight_gui.rules.necromunda.matchups import SERIOUS_WEIGHT
from tests.helpers.protocol_calls import takes_protocol_arguments
from tests.rules.necromunda.profiles import PAGE_SCENARIO, fighter, scenario, set_paths

GAME: AnyGame = find_game("necromunda")


def test_registry_returns_this_package() -> None:
    assert "necromunda" in game_keys()
    assert GAME is necromunda_game.GAME
    assert GAME.key == "necromunda"
    assert GAME.rulings == "Necromunda rulings (N1–N17)"
    assert GAME.title == game_title("necromunda") == "Necromunda"


def test_every_protocol_member_is_there_with_its_signature() -> None:
    members = [name for name in dir(Game) if not name.startswith("_")]
    members += ["key", "title", "rulings", "model_fields", "weapon_fields", "scenario_fields"]
    for name in members:
        assert hasattr(GAME, name), name
        wanted = getattr(Game, name, None)
        if inspect.isfunction(wanted):
            assert takes_protocol_arguments(getattr(GAME, name), wanted), name


def _keys(fields: tuple[FieldSpec, ...]) -> list[str]:
    return [field.key for field in fields]


def test_model_fields_cover_a_roster_fighter() -> None:
    """Every roster fighter field, with N2's ranges where N2 gives them, N17's state and what a
    Yaktribe gang carries."""
    assert _keys(GAME.model_fields) == [
        "name", "m", "ws", "bs", "s", "t", "w", "i", "a", "ld", "cl", "wil", "int", "sv", "cost",
        "type", "flesh_wounds", "status", "xp", "kills", "advances", "skills", "injuries",
        "campaign_status", "unchecked", "notes",
    ]  # fmt: skip
    spec = {field.key: field for field in GAME.model_fields}
    assert (spec["ws"].minimum, spec["ws"].maximum, spec["ws"].ruling) == (2, 6, "N2")
    assert (spec["sv"].kind, spec["sv"].minimum, spec["sv"].maximum) == (OPTIONAL_WHOLE, 2, 6)
    for key in ("s", "t", "w"):
        assert (spec[key].minimum, spec[key].maximum) == (1, None)
    assert (spec["a"].minimum, spec["a"].maximum) == (0, 20)
    # N10–N13 and N17 are this program's reading: the fields they use say so.
    for key in ("t", "w", "sv", "flesh_wounds", "status"):
        assert spec[key].reading, key
    assert not spec["ws"].reading and not spec["flesh_wounds"].on_card
    for field in GAME.model_fields:
        if field.kind in (WHOLE, OPTIONAL_WHOLE) and field.default is not None:
            low = field.minimum if field.minimum is not None else field.default
            high = field.maximum if field.maximum is not None else field.default
            assert isinstance(field.default, int) and low <= field.default <= high, field.key


def test_flags_say_where_each_field_goes() -> None:
    """tweak: the numbers a fight reads; state: N17's; column: the profile line a gang roster
    shows; on_card: the profile, type, skills and injuries, never the battle state."""
    spec = {field.key: field for field in GAME.model_fields}
    assert [k for k, f in spec.items() if f.tweak] == ["ws", "s", "t", "a", "sv"]
    assert [k for k, f in spec.items() if f.state] == ["w", "flesh_wounds", "status"]
    assert [k for k, f in spec.items() if f.column] == [
        "name", "m", "ws", "bs", "s", "t", "w", "i", "a", "ld", "cl", "wil", "int", "sv", "cost"
    ]  # fmt: skip
    off_card = [k for k, f in spec.items() if not f.on_card]
    assert off_card == [
        "flesh_wounds", "status", "xp", "kills", "advances", "campaign_status", "unchecked"
    ]  # fmt: skip
    weapon = {field.key: field for field in GAME.weapon_fields}
    assert [k for k, f in weapon.items() if not f.column] == ["notes"]
    assert [k for k, f in weapon.items() if not f.on_card] == ["profile"]


def test_yaktribe_fields_are_declared_with_their_ranges() -> None:
    """What a Yaktribe gang export carries has a place, with this program's ranges."""
    spec = {field.key: field for field in GAME.model_fields}
    assert (spec["type"].kind, spec["type"].default) == (TEXT, "")
    for key, high in (("xp", 9999), ("kills", 999), ("advances", 99)):
        assert (spec[key].kind, spec[key].minimum, spec[key].maximum) == (WHOLE, 0, high)
        assert spec[key].default == 0
    for key in ("skills", "injuries", "unchecked"):
        assert (spec[key].kind, spec[key].default) == (TEXT_LIST, ())
    assert spec["campaign_status"].choices == ("active", "in recovery", "dead")
    assert spec["campaign_status"].default == "active"
    assert "sv" in spec["unchecked"].choices and "unchecked" not in spec["unchecked"].choices
    assert set(spec["unchecked"].choices) <= set(spec)
    profile = next(field for field in GAME.weapon_fields if field.key == "profile")
    assert (profile.choices, profile.default) == (("weapon", "wargear", "to fill in"), "weapon")
    gang = {field.key: field for field in GAME.roster_fields}
    assert list(gang) == ["type", "credits", "reputation", "wealth"]
    for key in ("credits", "reputation", "wealth"):
        assert (gang[key].kind, gang[key].minimum, gang[key].default) == (OPTIONAL_WHOLE, 0, None)
    # Notes as long as the Limits table says (201 characters were once refused).
    assert spec["notes"].maximum == 10_000


def test_weapon_and_scenario_fields() -> None:
    assert _keys(GAME.weapon_fields) == [
        "name", "strength", "ap", "d", "traits", "profile", "cost", "notes"
    ]  # fmt: skip
    weapon = {field.key: field for field in GAME.weapon_fields}
    assert (weapon["ap"].minimum, weapon["ap"].maximum) == (None, 0)
    assert (weapon["d"].minimum, weapon["d"].maximum) == (1, 10)
    assert weapon["ap"].reading and weapon["d"].reading and not weapon["strength"].reading
    assert weapon["traits"].kind is TEXT_LIST
    scenario_keys = _keys(GAME.scenario_fields)
    assert scenario_keys == [
        "charging", "out_of_sight", "turn_to_face", "broken", "assists", "interference",
        "extra_die", "reaction.enabled", "reaction.weapons", "reaction.turn_to_face",
        "reaction.broken", "reaction.assists", "reaction.interference", "reaction.extra_die",
    ]  # fmt: skip
    spec = {field.key: field for field in GAME.scenario_fields}
    odd = spec["extra_die"]  # N8: "auto" or the index of a weapon, offered as a menu
    assert (odd.choices, odd.minimum, odd.maximum) == (("auto",), 0, 1)
    assert odd.kind.options(odd) == ("auto", "0", "1")
    # The readings of the page (N8 auto, N15) are marked for the player.
    for key in ("extra_die", "reaction.enabled"):
        assert spec[key].reading, key
    assert not spec["charging"].reading
    # Groups, what each needs to apply, and what the matchups dock offers.
    assert {key for key, f in spec.items() if f.group == "Fight"} == set(scenario_keys[:7])
    assert spec["out_of_sight"].requires == (("charging", True),)
    for key in scenario_keys[8:]:
        assert spec[key].group == "Reaction" and spec[key].requires == (("reaction.enabled", True),)
    assert [key for key, f in spec.items() if f.matchup] == ["charging", "reaction.enabled"]
    assert all(f.attacks == () for f in GAME.scenario_fields)  # one kind of attack


def test_injury_faces_are_house_rules_not_builder_fields() -> None:
    """N13's option lives in Preferences, with its ruling, marked a reading."""
    assert [f.key for f in GAME.house_rules] == [
        "rules.injury_faces.flesh_wound",
        "rules.injury_faces.seriously_injured",
        "rules.injury_faces.out_of_action",
    ]
    assert [f.default for f in GAME.house_rules] == [2, 3, 1]
    assert all(f.ruling == "N13" and f.reading for f in GAME.house_rules)
    assert not any(f.key.startswith("rules.") for f in GAME.scenario_fields)
    house = {"rules": {"injury_faces": {"flesh_wound": 3, "seriously_injured": 2,
                                        "out_of_action": 1}}}  # fmt: skip
    base = scenario(fighter("A"), fighter("T"))
    plan = GAME.read_scenario(base | house)
    assert plan.faces.counts == (3, 2, 1)


def _scenario_from_fields(values: dict[str, Any]) -> dict[str, Any]:
    """Scenario JSON from field values, each dotted key one nested value (rules/game.py)."""
    return set_paths(scenario(fighter("A", "Knife"), fighter("T", "Knife")), values)


def test_scenario_fields_build_the_page_scenarios() -> None:
    """The builder's defaults, set as nested values in any order, read as the page's defaults;
    switching the reaction on gives the page's ``"reaction": true``."""
    defaults = {field.key: field.default for field in GAME.scenario_fields}
    plain = scenario(fighter("A", "Knife"), fighter("T", "Knife"))
    expected = GAME.outcome_json(GAME.calculate(GAME.read_scenario(plain)))
    for values in (defaults, dict(reversed(defaults.items()))):
        built = _scenario_from_fields(values)
        assert built["reaction"]["enabled"] is False
        assert GAME.outcome_json(GAME.calculate(GAME.read_scenario(built))) == expected
    on = _scenario_from_fields(defaults | {"reaction.enabled": True, "extra_die": "1"})
    expected = GAME.outcome_json(GAME.calculate(GAME.read_scenario(plain | {"reaction": True})))
    assert GAME.outcome_json(GAME.calculate(GAME.read_scenario(on))) == expected
    house = {field.key: field.default for field in GAME.house_rules}
    with_house = _scenario_from_fields(defaults | house)
    expected = GAME.outcome_json(GAME.calculate(GAME.read_scenario(plain)))
    assert GAME.outcome_json(GAME.calculate(GAME.read_scenario(with_house))) == expected


def test_every_choice_of_a_choice_field_reads() -> None:
    two = scenario(
        fighter("A", "Knife", "Chain blade", a=2), fighter("T"), weapons=["Knife", "Chain blade"]
    )
    splits = []
    for choice in ("auto", "0", "1"):
        plan = GAME.read_scenario(two | {"extra_die": choice})
        splits.append(plan.action.attack_dice)
    assert splits == [
        {"Knife": 1, "Chain blade": 2},  # N8 auto: the S4 blade's die is worth more
        {"Knife": 2, "Chain blade": 1},
        {"Knife": 1, "Chain blade": 2},
    ]


def test_entry_noun_and_choice_label() -> None:
    assert GAME.entry_noun == "fighter"
    assert GAME.choice_label(PAGE_SCENARIO) == "Stub pistol + Chain blade"
    assert GAME.choice_label(scenario(fighter("A"), fighter("T"))) == "Unarmed"


def test_outcome_text_shows_the_readings() -> None:
    text = GAME.outcome_text(GAME.calculate(GAME.read_scenario(PAGE_SCENARIO)))
    assert "Ganger attacks Juve (charging): 4 Attack dice" in text
    assert "Stub pistol: 1 die, hits on 3+, S3 wounds on 4+, no save, D1" in text
    assert "Juve: out of action 25.9%, seriously injured 47.7%" in text
    assert "Reaction attacks by Juve (turned to face), if still standing (26.4%)" in text
    assert "no reaction 73.6%" in text
    assert (
        "Note: Wound, save, damage and injury dice: this program's reading (N10–N13); "
        "injury dice faces: default (2 flesh wound, 3 seriously injured, 1 out of action), "
        "editable"
    ) in text
    assert "(N15)" in text
    odd = scenario(
        fighter("A", "Power edge", "Chain blade", s=4, a=2),
        fighter("T"),
        weapons=["Power edge", "Chain blade"],
        rules={"injury_faces": {"flesh_wound": 3, "out_of_action": 3}},
    )
    text = GAME.outcome_text(GAME.calculate(GAME.read_scenario(odd)))
    assert "the odd Attack die went to Power edge" in text
    assert "injury dice faces: set in this scenario (3 flesh wound" in text
    assert GAME.outcome_json(GAME.calculate(GAME.read_scenario(odd)))["notes"][1].startswith(
        "the odd Attack die"
    )


def test_headline() -> None:
    outcome = GAME.calculate(GAME.read_scenario(PAGE_SCENARIO))
    out = GAME.outcome_json(outcome)
    figures = GAME.headline(outcome)
    assert [f.key for f in figures] == [
        "p_out_of_action",
        "p_seriously_injured",
        "p_injured",
        "reaction.p_out_of_action",
        "reaction.p_seriously_injured",
    ]
    for figure in figures:
        node: Any = out
        for key in figure.key.split("."):
            node = node[key]
        assert figure.probability == node
    assert out["p_injured"] == sum(
        out["outcome"][k] for k in ("flesh_wound", "seriously_injured", "out_of_action")
    )


def test_pair_scenarios_try_every_legal_choice() -> None:
    """N5: each close-combat weapon, each pair without an Unwieldy one, then unarmed."""
    attacker = fighter("A", "Knife", "Stub pistol", "Thunder maul") | {"cost": 80, "notes": "x"}
    attacker["weapons"].append({"name": "Lasgun", "strength": 3, "traits": ["rapid fire"]})
    target = fighter("T", "Knife")
    tried = GAME.pair_scenarios(attacker, target)
    assert [s["weapons"] for s in tried] == [
        ["Knife"],
        ["Stub pistol"],
        ["Thunder maul"],
        ["Knife", "Stub pistol"],
        [],
    ]
    for data in tried:
        assert data["game"] == "necromunda"
        # Not charging; the target's Reaction attacks ready but switched off (N15).
        assert "charging" not in data and data["reaction"]["enabled"] is False
        json.dumps(data)
        GAME.calculate(GAME.read_scenario(data))


def test_pair_scenarios_of_an_unreadable_fighter_leave_the_message_to_calc() -> None:
    tried = GAME.pair_scenarios({"name": "A", "ws": "bad"}, fighter("T"))
    assert [s["weapons"] for s in tried] == [[]]


def test_score() -> None:
    outcome = GAME.calculate(GAME.read_scenario(PAGE_SCENARIO))
    states = outcome.action.states
    expected = states["out_of_action"] + Fraction(SERIOUS_WEIGHT) * states["seriously_injured"]
    assert abs(GAME.score(outcome) - float(expected)) < 1e-15


def test_roll_through_the_protocol() -> None:
    roll = GAME.resolve(GAME.read_scenario(PAGE_SCENARIO), SeededDice(1))
    out = GAME.roll_json(roll)
    assert out["game"] == "necromunda"
    assert "reaction" in out
    assert GAME.roll_steps(roll)
