"""N17: a fighter's state between actions, ``"after"`` in ``roll --json``, ``Game.after`` and
``entry_state``; the page's four examples, each with dice typed in as at the table."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from gangfight_gui.rules.engine.errors import RulesError
from gangfight_gui.rules.engine.sources import SeededDice, TypedDice
from gangfight_gui.rules.game import After, find_game
from gangfight_gui.rules.necromunda.errors import CannotFight
from tests.rules.necromunda.profiles import PAGE_SCENARIO, fighter, scenario

GAME = find_game("necromunda")


def _roll(data: dict[str, Any], faces: list[int]) -> dict[str, Any]:
    dice = TypedDice(faces)
    roll = GAME.resolve(GAME.read_scenario(data), dice)
    dice.check_all_used()
    out: dict[str, Any] = GAME.roll_json(roll)
    assert GAME.after(GAME.read_scenario(data), roll) == _after_of(out)
    return out


def _after_of(out: dict[str, Any]) -> After:
    """``Game.after`` carries the same facts as the JSON, the attacker only when it changed."""
    reacted = out.get("reaction") is not None
    return After(out["after"]["attacker"] if reacted else {}, (out["after"]["target"],))


def _with_state(data: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """N17: the same scenario with both fighters' w, flesh_wounds and status set from after."""
    following = copy.deepcopy(data)
    for role in ("attacker", "target"):
        following[role].update(after[role])
    return following


JUVE_FIGHT = scenario(fighter("Ganger"), fighter("Juve", t=3, w=1, flesh_wounds=1))
"""N17 example 1: an unarmed Ganger (1 die, 3+, S3 v T2: 3+) against a Juve with 1 flesh wound."""


def test_example_1_a_flesh_wound_then_another_takes_the_juve_out() -> None:
    # Hit 4, wound 5 (S3 v T2: 3+), no save; damage 1 at w 1: an injury die, 1 (flesh wound).
    first = _roll(JUVE_FIGHT, [4, 5, 1])
    assert first["outcome"] == "flesh_wound"
    assert first["after"]["target"] == {"w": 1, "flesh_wounds": 2, "status": "standing"}
    # The same again from there: T = 3 − 2 = 1, S3 wounds on 2+; 2 + 1 = 3 ≥ t 3 (N13).
    second_fight = _with_state(JUVE_FIGHT, first["after"])
    second = _roll(second_fight, [4, 2, 2])
    assert second["outcome"] == "out_of_action"
    assert second["after"]["target"] == {"w": 1, "flesh_wounds": 3, "status": "out_of_action"}
    assert second["after"]["attacker"] == {"w": 1, "flesh_wounds": 0, "status": "standing"}
    # An out-of-action fighter takes no further part (N17, exit 1).
    with pytest.raises(CannotFight, match=r"target.status: out of action.*\(N17\)"):
        GAME.read_scenario(_with_state(JUVE_FIGHT, second["after"]))


def test_example_2_a_wound_lost_without_an_injury_die() -> None:
    data = scenario(fighter("A"), fighter("Ganger", w=2, flesh_wounds=1))
    out = _roll(data, [3, 6])  # hit, wound; damage 1 at w 2: a wound lost (N12)
    assert (out["wounds_lost"], out["injury_dice"], out["outcome"]) == (1, [], "wounded")
    assert out["after"]["target"] == {"w": 1, "flesh_wounds": 1, "status": "standing"}


def test_example_3_a_seriously_injured_target_stays_so() -> None:
    data = scenario(fighter("A"), fighter("T", status="seriously_injured"))
    out = _roll(data, [3, 6, 2])  # hit, wound, injury die 2: a flesh wound
    assert out["outcome"] == "flesh_wound"
    assert out["after"]["target"] == {"w": 1, "flesh_wounds": 1, "status": "seriously_injured"}


def test_example_4_reaction_attacks_change_the_attacker_only_when_made() -> None:
    data = scenario(
        fighter("A", "Knife", w=2), fighter("T", "Knife", w=2), weapons=["Knife"], reaction=True
    )
    # A: hit 3, wound 4, damage 1 at w 2: T wounded, stands and reacts; hit 5, wound 6: A loses
    # a wound (N17, the attacker changes by the Reaction attacks' result).
    standing = _roll(data, [3, 4, 5, 6])
    assert standing["after"] == {
        "attacker": {"w": 1, "flesh_wounds": 0, "status": "standing"},
        "target": {"w": 1, "flesh_wounds": 0, "status": "standing"},
    }
    # From there: hit, wound, injury die 4 (seriously injured): no Reaction attacks, so the
    # attacker is unchanged, as it stands in the scenario.
    fallen = _roll(_with_state(data, standing["after"]), [3, 4, 4])
    assert fallen["reaction"] is None
    assert fallen["after"] == {
        "attacker": {"w": 1, "flesh_wounds": 0, "status": "standing"},
        "target": {"w": 1, "flesh_wounds": 0, "status": "seriously_injured"},
    }
    # A seriously injured target with the Reaction still asked is refused (N17).
    with pytest.raises(CannotFight, match="makes no Reaction attacks"):
        GAME.read_scenario(_with_state(data, fallen["after"]))
    without = _with_state(data, fallen["after"]) | {"reaction": False}
    assert GAME.read_scenario(without).action.target.status == "seriously_injured"


def test_after_keeps_flesh_wounds_as_rolled_and_never_goes_below_one_wound() -> None:
    """N12: damage past w − 1 is injury dice; N17: flesh wounds counted as rolled."""
    data = scenario(
        fighter("A", "Thunder maul", s=4, a=2), fighter("T", w=2, t=2), weapons=["Thunder maul"]
    )
    # 2 hits (S6 v T2: 2+), 2 wounds: damage 4 at w 2: 1 lost, 3 injury dice all flesh wounds.
    out = _roll(data, [4, 5, 2, 3, 1, 2, 1])
    assert (out["damage"], out["wounds_lost"], out["outcome"]) == (4, 1, "out_of_action")
    assert out["after"]["target"] == {"w": 1, "flesh_wounds": 3, "status": "out_of_action"}


@pytest.mark.parametrize("seed", range(40))
def test_a_scenario_started_from_after_rolls_again(seed: int) -> None:
    """N17: the page's scenario from each roll's after either rolls again or, with a fighter
    out of action or a seriously injured target still asked to react, is refused (exit 1)."""
    data = copy.deepcopy(PAGE_SCENARIO)
    for _ in range(6):
        out = GAME.roll_json(GAME.resolve(GAME.read_scenario(data), SeededDice(seed)))
        data = _with_state(data, out["after"])
        if any(side["status"] != "standing" for side in out["after"].values()):
            with pytest.raises(RulesError, match=r"\(N17"):
                GAME.read_scenario(data)
            return
        GAME.read_scenario(data)


def test_count_rolls_each_start_from_the_scenario_state() -> None:
    """N17: ``--count K`` rolls are alternatives: each after counts from the scenario's state."""
    data = scenario(fighter("A", a=3), fighter("T", w=3, flesh_wounds=1, t=4))
    plan = GAME.read_scenario(data)
    for seed in range(30):
        out = GAME.roll_json(GAME.resolve(plan, SeededDice(seed)))
        after = out["after"]["target"]
        assert after["w"] == 3 - out["wounds_lost"]
        assert after["flesh_wounds"] == 1 + out["injury_dice"].count("flesh_wound")


def test_entry_state_says_what_a_fighter_may_still_do() -> None:
    fresh = GAME.entry_state(fighter("A"))
    assert (fresh.summary, fresh.attack_refusal, fresh.target_refusal) == ("", "", "")
    hurt = GAME.entry_state(fighter("A", t=3, flesh_wounds=2, status="seriously_injured"))
    assert hurt.summary == "Seriously injured, 2 flesh wounds (T 1)"
    assert hurt.attack_refusal == "Seriously injured: it cannot fight (N17)"
    assert hurt.target_refusal == ""
    out = GAME.entry_state(fighter("A", t=3, flesh_wounds=3, status="out_of_action"))
    assert out.summary == "Out of action, 3 flesh wounds"
    assert "(N17)" in out.attack_refusal and "(N17)" in out.target_refusal
    assert GAME.entry_state(fighter("A", flesh_wounds=1)).summary == "1 flesh wound (T 2)"


def test_a_fighters_wounds_lost_in_a_battle_are_told() -> None:
    # N17: a battle's state overwrites the roster's W with the wounds left; given apart from
    # the roster entry, the wounds lost are told, not "ready".
    veteran = fighter("A", w=3)
    lost = GAME.entry_state(veteran, {"w": 2, "flesh_wounds": 0, "status": "standing"})
    assert (lost.summary, lost.attack_refusal, lost.target_refusal) == ("1 wound lost", "", "")
    hurt = GAME.entry_state(veteran, {"w": 1, "flesh_wounds": 1, "status": "seriously_injured"})
    assert hurt.summary == "Seriously injured, 2 wounds lost, 1 flesh wound (T 2)"
    assert GAME.entry_state(veteran, {"w": 3, "flesh_wounds": 0}).summary == ""


def test_state_fields_are_the_ones_after_sets() -> None:
    state = [spec.key for spec in GAME.model_fields if spec.state]
    assert state == ["w", "flesh_wounds", "status"]
    status = next(spec for spec in GAME.model_fields if spec.key == "status")
    assert (status.default, status.choices) == (
        "standing",
        ("standing", "seriously_injured", "out_of_action"),
    )
    assert status.ruling == "N17" and status.reading and not status.on_card
