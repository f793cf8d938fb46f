"""The fight as the builder sets it up: offers (N1, N2, N17), choices (N5), bounds that depend on
the fight (N5, N8, N15, N17) and the results' title (naming charging and the Reaction)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from gangfight_gui.rules import kinds
from gangfight_gui.rules.engine.limits import MAX_NAME_CHARS
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.necromunda.errors import IllegalWeapons
from tests.rules.necromunda.profiles import PAGE_SCENARIO, fighter, scenario

GAME = find_game("necromunda")
ATTACKER = fighter("Vorne", "Knife", "Stub pistol", "Thunder maul", a=2)
TARGET = fighter("Kattar", "Chain blade", "Thunder maul", w=2, sv=5)


def _refusal(attacker: Any, target: Any) -> str:
    (offer,) = GAME.offers(attacker, target)
    assert offer.kind.key == "fight" and offer.kind.ruling == "N1"
    return offer.refusal


def test_one_kind_the_fight_refused_with_the_ruling() -> None:
    assert [kind.key for kind in GAME.attack_kinds] == ["fight"]
    assert _refusal(ATTACKER, TARGET) == ""
    assert _refusal(None, TARGET) == "Pick an attacker first"
    assert "cannot fight itself" in _refusal(ATTACKER, ATTACKER)
    hurt = ATTACKER | {"status": "seriously_injured"}
    assert _refusal(hurt, TARGET) == "Vorne is seriously injured: it cannot fight (N17)"
    out = TARGET | {"status": "out_of_action", "flesh_wounds": 3}
    assert _refusal(ATTACKER, out) == "Kattar is out of action: it takes no further part (N17)"
    # A seriously injured target is fought as any other (N17).
    assert _refusal(ATTACKER, TARGET | {"status": "seriously_injured"}) == ""
    assert (
        _refusal(ATTACKER | {"ws": 9}, TARGET)
        == "Vorne: ws: must be a whole number from 2 to 6 (found 9) (N2)"
    )
    assert _refusal(ATTACKER, TARGET | {"vehicle": True}).endswith("(N1)")


def test_choices_are_every_legal_weapon_choice_as_full_scenarios() -> None:
    """N5; labelled as today; each with every circumstance at its default, read as absent."""
    choices = GAME.choices(ATTACKER, [TARGET], "fight")
    assert [c.label for c in choices] == [
        "Knife",
        "Stub pistol",
        "Thunder maul",
        "Knife + Stub pistol",
        "Unarmed",
    ]
    for label, data in choices:
        json.dumps(data)
        for spec in GAME.scenario_fields:
            node: Any = data
            for part in spec.key.split("."):
                node = node[part]
            assert node == spec.default or spec.default is None, (label, spec.key)
        bare = copy.deepcopy(data)
        for key in ("charging", "out_of_sight", "turn_to_face", "broken", "assists"):
            del bare[key]
        assert GAME.outcome_json(GAME.calculate(GAME.read_scenario(data))) == GAME.outcome_json(
            GAME.calculate(GAME.read_scenario(bare))
        )
    assert GAME.choices(ATTACKER, [TARGET], "shoot") == ()
    assert GAME.choices(ATTACKER | {"status": "seriously_injured"}, [TARGET], "fight") == ()


def test_wargear_and_weapons_to_fill_in_are_never_offered() -> None:
    """Only a weapon with its profile is a choice; naming the others is refused."""
    carried = copy.deepcopy(ATTACKER)
    carried["weapons"][0]["profile"] = "wargear"
    carried["weapons"][1] = {"name": "Chain Glaive*", "profile": "to fill in"}
    labels = [c.label for c in GAME.choices(carried, [TARGET], "fight")]
    assert labels == ["Thunder maul", "Unarmed"]
    for name, message in (
        ("Knife", "'Knife' is wargear, not a weapon (N5)"),
        ("Chain Glaive*", "'Chain Glaive*' has no profile yet"),
    ):
        with pytest.raises(IllegalWeapons) as refused:
            GAME.read_scenario(scenario(carried, TARGET, weapons=[name]))
        assert message in str(refused.value)


def test_field_limits_name_the_weapons_of_the_odd_die_and_the_reaction() -> None:
    two = scenario(fighter("A", "Power edge", "Chain blade", s=4, a=2), TARGET)
    two |= {"weapons": ["Power edge", "Chain blade"], "reaction": {"enabled": False}}
    limits = GAME.field_limits(two)
    odd = limits["extra_die"]
    assert odd.choices == ("auto", "0", "1")
    assert odd.choice_labels == ("Auto: Power edge", "Power edge", "Chain blade")
    assert "3 Attack dice" in odd.hint and "(N8)" in odd.hint
    one = GAME.field_limits(two | {"weapons": ["Power edge"]})["extra_die"]
    assert one.choices == ("auto",) and "No odd Attack die" in one.hint
    weapons = limits["reaction.weapons"]
    assert weapons.choices == ("Chain blade", "Thunder maul")
    assert weapons.hint == (
        "Up to two, one if Unwieldy (N5): all of Chain blade + Thunder maul cannot be (N15)"
    )
    knife = GAME.field_limits(two | {"target": fighter("T", "Knife")})["reaction.weapons"]
    assert knife.hint == "Up to two, one if Unwieldy (N5); unset: Knife (N15)"
    # The target's two weapons include an Unwieldy one: N15's default is refused, so its odd
    # die has no limits of its own; with one weapon named there is no odd die.
    assert "reaction.extra_die" not in limits
    named = two | {"reaction": {"enabled": False, "weapons": ["Chain blade"]}}
    assert GAME.field_limits(named)["reaction.extra_die"].choices == ("auto",)
    hurt = two | {"target": TARGET | {"status": "seriously_injured"}}
    assert "(N17)" in GAME.field_limits(hurt)["reaction.enabled"].hint


def test_describe_names_every_circumstance_that_counts() -> None:
    """The title names charging, out of sight, the modifiers and the Reaction."""
    assert GAME.describe(PAGE_SCENARIO) == (
        "Ganger charges Juve (Stub pistol + Chain blade); Reaction attacks (Knife), turned to face"
    )
    plain = scenario(fighter("A"), fighter("T"))
    assert GAME.describe(plain) == "A fights T (Unarmed)"
    busy = scenario(
        fighter("A", "Power edge", "Chain blade", a=2),
        fighter("T", flesh_wounds=1, status="seriously_injured"),
        weapons=["Power edge", "Chain blade"],
        charging=True,
        out_of_sight=True,
        turn_to_face=True,
        broken=True,
        assists=2,
        interference=1,
        extra_die="1",
        reaction={"enabled": False, "broken": True},
        rules={"injury_faces": {"flesh_wound": 3, "seriously_injured": 2, "out_of_action": 1}},
    )
    assert GAME.describe(busy) == (
        "A charges T (Power edge + Chain blade), out of sight, turned to face, broken, "
        "2 assists, 1 interference, odd die to Chain blade, T: seriously injured, "
        "1 flesh wound (T 2); injury dice 3 flesh wound, 2 seriously injured, 1 out of action"
    )
    assert "out of sight" not in GAME.describe(busy | {"charging": False})


def test_n5_the_reaction_names_any_weapon_the_fighter_may_carry() -> None:
    # A weapon's name may be as long as MAX_NAME_CHARS; the builder's Reaction weapons take it.
    spec = next(spec for spec in GAME.scenario_fields if spec.key == "reaction.weapons")
    weapon = next(spec for spec in GAME.weapon_fields if spec.key == "name")
    assert kinds.longest_text(spec) == kinds.longest_text(weapon) == MAX_NAME_CHARS
    assert kinds.takes(spec, ["W" * MAX_NAME_CHARS])
    assert not kinds.takes(spec, ["W" * (MAX_NAME_CHARS + 1)])


@pytest.mark.parametrize(("given", "named"), [(1, True), (" 1", True), ("AUTO", False)])
def test_n8_the_title_names_the_odd_die_however_it_is_written(given: object, named: bool) -> None:
    """The odd die read as the fight reads it: " 1" is the second weapon, "AUTO" is auto."""
    data = scenario(
        fighter("A", "Power edge", "Chain blade", a=2),
        fighter("T"),
        weapons=["Power edge", "Chain blade"],
        extra_die=given,
    )
    assert ("odd die to Chain blade" in GAME.describe(data)) is named
