"""The Necromunda rulings' worked examples 1–5 and their scenario, exactly."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.necromunda.outcome import Outcome, calculate
from gangfight_gui.rules.necromunda.scenario import read_scenario
from tests.rules.necromunda.profiles import PAGE_SCENARIO, fighter, scenario

GAME = find_game("necromunda")


def _outcome(data: dict[str, object]) -> Outcome:
    return calculate(read_scenario(data))


def _states(outcome: Outcome) -> dict[str, F]:
    return outcome.action.states


def test_example_1_unarmed() -> None:
    """N5 unarmed, N9 3+, N10 S3 v T3 4+, no save: one injury die (N13 default faces)."""
    out = _outcome(scenario(fighter("A"), fighter("T")))
    (group,) = out.action.action.groups
    assert (group.name, group.dice, group.hit_target, group.wound_target) == ("Unarmed", 1, 3, 4)
    assert group.save_target is None
    assert out.action.damage.probability(1) == F(1, 3)
    assert out.action.injury_dice.fractions() == (F(2, 3), F(1, 3))
    assert _states(out) == {
        "unharmed": F(2, 3),
        "wounded": F(0),
        "flesh_wound": F(1, 9),
        "seriously_injured": F(1, 6),
        "out_of_action": F(1, 18),
    }


def test_example_2_sidearm_and_charge() -> None:
    """N6: 2 + 1 (two weapons) + 1 (charging); N7: the sidearm takes 1 die."""
    out = _outcome(
        scenario(
            fighter("A", "Stub pistol", "Chain blade", a=2),
            fighter("T", w=2, sv=5),
            weapons=["Stub pistol", "Chain blade"],
            charging=True,
        )
    )
    assert out.action.action.attack_dice == {"Stub pistol": 1, "Chain blade": 3}
    pistol, blade = out.action.action.groups
    assert F(pistol.worth, 216) == F(2, 9)
    assert F(blade.worth, 216) == F(8, 27)
    assert out.action.hits.fractions() == (F(1, 81), F(8, 81), F(8, 27), F(32, 81), F(16, 81))
    assert out.action.injury_dice.fractions() == (
        F(40793, 59049),
        F(14288, 59049),
        F(10880, 177147),
        F(1024, 177147),
    )
    assert _states(out) == {
        "unharmed": F(48013, 177147),
        "wounded": F(74366, 177147),
        "flesh_wound": F(139472, 1594323),
        "seriously_injured": F(85000, 531441),
        "out_of_action": F(98440, 1594323),
    }


def test_example_3_odd_die_and_old_flesh_wounds() -> None:
    """N8 auto gives the odd die to the Power edge (25/54 beats 15/54); N10 T = 4 − 2."""
    out = _outcome(
        scenario(
            fighter("A", "Power edge", "Chain blade", s=4, a=2),
            fighter("T", t=4, sv=4, flesh_wounds=2),
            weapons=["Power edge", "Chain blade"],
        )
    )
    assert out.action.action.attack_dice == {"Power edge": 2, "Chain blade": 1}
    edge, blade = out.action.action.groups
    assert (edge.wound_target, blade.wound_target) == (2, 2)
    assert (edge.save_target, blade.save_target) == (6, 4)
    assert out.action.damage.fractions() == (
        F(10933, 52488),
        F(7685, 17496),
        F(5125, 17496),
        F(3125, 52488),
    )
    assert _states(out) == {
        "unharmed": F(10933, 52488),
        "wounded": F(0),
        "flesh_wound": F(7685, 52488),
        "seriously_injured": F(173345, 419904),
        "out_of_action": F(97615, 419904),
    }


def test_example_4_reaction_broken_and_turned_to_face() -> None:
    """N9: Broken −2 plus turned to face −1 = −3 (the excerpt's example); N15 unconditional."""
    out = _outcome(
        scenario(
            fighter("A", "Knife", a=2, w=2, sv=5),
            fighter("T", "Thunder maul", s=4, a=2, sv=6),
            weapons=["Knife"],
            reaction={"weapons": ["Thunder maul"], "broken": True, "turn_to_face": True},
        )
    )
    (knife,) = out.action.action.groups
    assert knife.save_target is None
    assert _states(out) == {
        "unharmed": F(4, 9),
        "wounded": F(0),
        "flesh_wound": F(13, 81),
        "seriously_injured": F(31, 108),
        "out_of_action": F(35, 324),
    }
    assert out.p_reaction == F(49, 81)
    assert out.reaction is not None
    (maul,) = out.reaction.action.groups
    assert (maul.dice, maul.hit_target, maul.wound_target, maul.save_target) == (2, 6, 2, 6)
    assert out.reaction.action.modifier == -3
    assert out.reaction.states == {
        "no_reaction": F(32, 81),
        "unharmed": F(1787569, 3779136),
        "wounded": F(0),
        "flesh_wound": F(233975, 5668704),
        "seriously_injured": F(6013525, 90699264),
        "out_of_action": F(736225, 30233088),
    }


def test_example_5_two_sidearms() -> None:
    """N7: one die each, the third Unarmed; assists +1 against ws 4 gives 3+."""
    out = _outcome(
        scenario(
            fighter("A", "Plasma pistol", "Hand cannon", ws=4, a=1),
            fighter("T", w=2, sv=5),
            weapons=["Plasma pistol", "Hand cannon"],
            charging=True,
            assists=1,
        )
    )
    assert out.action.action.attack_dice == {"Plasma pistol": 1, "Hand cannon": 1, "Unarmed": 1}
    assert [g.hit_target for g in out.action.action.groups] == [3, 3, 3]
    assert [F(g.worth, 216 * g.damage) for g in out.action.action.groups] == [
        F(10, 27),
        F(8, 27),
        F(2, 9),
    ]
    assert out.action.damage.fractions() == tuple(
        F(k, 6561) for k in (2261, 646, 2282, 652, 560, 160)
    )
    assert _states(out) == {
        "unharmed": F(2261, 6561),
        "wounded": F(646, 6561),
        "flesh_wound": F(7498, 59049),
        "seriously_injured": F(1888, 6561),
        "out_of_action": F(8396, 59049),
    }


def test_page_scenario_json() -> None:
    """The "calc --json output" section's figures (rounded there to 3 places)."""
    out = GAME.outcome_json(GAME.calculate(GAME.read_scenario(PAGE_SCENARIO)))
    assert out["game"] == "necromunda"
    assert out["attack_dice"] == {"Stub pistol": 1, "Chain blade": 3}
    pistol, blade = out["weapons"]
    assert {k: pistol[k] for k in ("name", "dice", "hit_target", "strength", "wound_target")} == {
        "name": "Stub pistol",
        "dice": 1,
        "hit_target": 3,
        "strength": 3,
        "wound_target": 4,
    }
    assert pistol["save_target"] is None
    assert (blade["dice"], blade["strength"], blade["wound_target"]) == (3, 4, 3)
    assert blade["hits"]["distribution"] == pytest.approx([1 / 27, 6 / 27, 12 / 27, 8 / 27])
    assert out["hits"]["mean"] == pytest.approx(8 / 3, abs=1e-12)
    assert [round(p, 3) for p in out["wounding_hits"]["distribution"]] == [
        0.114,
        0.332,
        0.357,
        0.168,
        0.029,
    ]
    assert {k: round(v, 3) for k, v in out["outcome"].items()} == {
        "unharmed": 0.114,
        "wounded": 0.0,
        "flesh_wound": 0.15,
        "seriously_injured": 0.477,
        "out_of_action": 0.259,
    }
    assert out["p_out_of_action"] == out["outcome"]["out_of_action"]
    reaction = out["reaction"]
    assert round(reaction["p_reaction"], 3) == 0.264
    assert reaction["attack_dice"] == {"Knife": 1}
    (knife,) = reaction["weapons"]
    assert (knife["hit_target"], knife["strength"], knife["wound_target"]) == (5, 3, 4)
    assert knife["save_target"] == 6
    assert [round(p, 3) for p in reaction["hits"]["distribution"]] == [0.912, 0.088]
    assert {k: round(v, 3) for k, v in reaction["outcome"].items()} == {
        "no_reaction": 0.736,
        "unharmed": 0.228,
        "wounded": 0.037,
        "flesh_wound": 0.0,
        "seriously_injured": 0.0,
        "out_of_action": 0.0,
    }
    assert reaction["p_out_of_action"] == 0.0
