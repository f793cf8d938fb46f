"""W17: what Melee Attacks leave the defender in, its new inputs, ``roll --json``'s ``after``,
``after()`` and ``entry_state()``, and a battle that goes on from there."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.cli.main import main
from gangfight_gui.rules.engine.sources import SeededDice, TypedDice
from gangfight_gui.rules.game import After, EntryState
from gangfight_gui.rules.kinds import OPTIONAL_WHOLE
from gangfight_gui.rules.warstrike.errors import OutOfRange
from gangfight_gui.rules.warstrike.game import GAME
from tests.rules.warstrike import scenarios as S


def _example(
    count: int, *, models: int, engaged: int, counter: int, markers: int
) -> dict[str, Any]:
    """``count`` models, one die each: to hit on ≤ 3, saved on ≤ 4, Toughness 1 killed on ≤ 3."""
    data = S.scenario(
        [S.group(count, 3, 3, "Cutlass", 1)], ws=3, ar=1, to=1, engaged=engaged, hit_counter=counter
    )
    data["defender"] |= {"models": models, "suppression_markers": markers}
    return data


W17_EXAMPLE = _example(4, models=5, engaged=3, counter=4, markers=1)
# 4 hits (1s), 4 failed saves (6s), 4 kills (1s), then the allocation 2d6.
W17_DICE = [1, 1, 1, 1, 6, 6, 6, 6, 1, 1, 1, 1, 2, 3]


def _roll(data: dict[str, Any], dice: list[int]) -> Any:
    source = TypedDice(dice)
    roll = GAME.resolve(GAME.read_scenario(data), source)
    source.check_all_used()
    return roll


def test_w17_example() -> None:
    """resources/rules-warstrike.md, W17 example: to the last marker."""
    roll = _roll(W17_EXAMPLE, W17_DICE)
    out = GAME.roll_json(roll)
    assert (out["hits"], out["failed_saves"], out["casualties_caused"]) == (4, 4, 4)
    assert out["casualties"] == 3  # W13's cap
    assert out["suppression_markers"] == {
        "first_failed_save": 1,
        "hit_counter": 1,  # 4 → 8 passes 6
        "overflow": 1,  # 4 caused exceed the 3 engaged
        "total": 3,
    }
    assert out["after"] == {
        "defender": {"models": 2, "hit_counter": 8, "suppression_markers": 4, "destroyed": False}
    }
    assert list(out)[-1] == "after"  # the page's keys as before, "after" added at the end
    scenario = GAME.read_scenario(W17_EXAMPLE)
    assert GAME.after(scenario, roll) == After(
        {}, ({"models": 2, "hit_counter": 8, "suppression_markers": 4},)
    )


def test_w17_example_goes_on_to_destroy_the_unit() -> None:
    """The next attack has at most 2 engaged; 2 more casualties leave none: destroyed, and a
    scenario against it is refused (exit 1)."""
    refused = _example(4, models=2, engaged=3, counter=8, markers=4)
    with pytest.raises(OutOfRange, match=r"defender\.models: 2 is below the 3 engaged \(W17"):
        GAME.read_scenario(refused)
    second = _example(2, models=2, engaged=2, counter=8, markers=4)
    out = GAME.roll_json(_roll(second, [1, 1, 6, 6, 1, 1, 5, 5]))
    assert out["casualties"] == 2
    assert out["after"] == {
        # First failed save 1; the counter 8 → 10 reaches no multiple of 6; no overflow.
        "defender": {"models": 0, "hit_counter": 10, "suppression_markers": 5, "destroyed": True}
    }
    gone = _example(1, models=0, engaged=1, counter=10, markers=5)
    with pytest.raises(OutOfRange, match="the unit is destroyed, no model left to be attacked"):
        GAME.read_scenario(gone)


def _cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], *argv: str, data: object) -> Any:
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code = main([*argv, str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def test_roll_json_carries_after_and_each_roll_starts_from_the_scenario(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """W17 in roll --json: with --count K the rolls are alternatives from the same state."""
    code, out, _ = _cli(
        tmp_path, capsys, "roll", "--json", "--seed", "7", "--count", "20", data=W17_EXAMPLE
    )
    assert code == 0
    for roll in json.loads(out):
        after = roll["after"]["defender"]
        assert after["models"] == 5 - roll["casualties"]
        assert after["hit_counter"] == 4 + roll["hits"] == roll["hit_counter"]["after"]
        assert after["suppression_markers"] == 1 + roll["suppression_markers"]["total"]
        assert after["destroyed"] is False  # 5 models, at most 3 removed
    code, out, _ = _cli(
        tmp_path,
        capsys,
        "roll",
        "--json",
        "--dice",
        "1,1,1,1,6,6,6,6,1,1,1,1,2,3",
        data=W17_EXAMPLE,
    )
    assert code == 0
    assert json.loads(out)[0]["after"]["defender"]["models"] == 2


def test_a_scenario_started_from_after_rolls_again_until_destroyed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each roll's ``after`` set on the defender (engaged capped at the models left, W17) is a
    scenario ``roll`` takes; once destroyed, the next one is refused with exit 1."""
    data = _example(6, models=4, engaged=2, counter=0, markers=0)
    data["defender"]["ar"] = 0  # saved only on ≤ 2: the unit goes down within a few rolls
    for seed in range(100):
        code, out, err = _cli(tmp_path, capsys, "roll", "--json", "--seed", str(seed), data=data)
        assert (code, err) == (0, "")
        after = json.loads(out)[0]["after"]["defender"]
        if after["destroyed"]:
            break
        S.carry_on(data, after, engaged=2)
    else:
        pytest.fail("four models with a 2-in-3 chance a die to kill never went down")
    assert after["models"] == 0
    data["defender"] |= {"models": 0, "engaged": 1}
    for command in ("calc", "roll"):
        code, out, err = _cli(tmp_path, capsys, command, "--json", data=data)
        assert code == 1
        assert "defender.models: 0: the unit is destroyed" in err
        assert "(W17" in err and err.count("\n") == 1


@pytest.mark.parametrize(
    ("edit", "code", "message"),
    [
        ({"models": 2}, 1, "defender.models: 2 is below the 3 engaged (W17: models >= engaged)"),
        ({"models": -1}, 1, "defender.models: -1: the unit is destroyed"),
        (
            {"suppression_markers": -2},
            1,
            "defender.suppression_markers: must be a whole number of at least 0 (found -2) (W4",
        ),
        ({"models": "5"}, 2, 'defender.models: must be a whole number (found "5")'),
        (
            {"suppression_markers": 1.5},
            2,
            "defender.suppression_markers: must be a whole number of at least 0 (found 1.5)",
        ),
        ({"suppression_markers": False}, 2, "(found false)"),
        # Shape first: a wrong type beside a W17 break is exit 2.
        ({"models": 0, "ws": "x"}, 2, "defender.ws: must be a whole number"),
    ],
)
def test_the_new_inputs_are_checked_like_the_others(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    edit: dict[str, Any],
    code: int,
    message: str,
) -> None:
    data = json.loads(json.dumps(W17_EXAMPLE))
    data["defender"] |= edit
    for command in ("calc", "roll"):
        got, _, err = _cli(tmp_path, capsys, command, "--json", data=data)
        assert got == code
        assert message in err and err.count("\n") == 1


def test_calc_takes_the_state_and_changes_no_odds() -> None:
    """W14: markers already carried, and models beyond the engaged, change no odds."""
    fresh = json.loads(json.dumps(W17_EXAMPLE))
    for key in ("models", "suppression_markers"):
        del fresh["defender"][key]
    assert GAME.outcome_json(GAME.calculate(GAME.read_scenario(fresh))) == GAME.outcome_json(
        GAME.calculate(GAME.read_scenario(W17_EXAMPLE))
    )
    assert GAME.read_scenario(fresh).defender.models_left == 3  # W17: default engaged


def test_rolls_of_the_same_seed_differ_only_by_after() -> None:
    fresh = json.loads(json.dumps(W17_EXAMPLE))
    fresh["defender"] |= {"models": 3, "suppression_markers": 0}
    a = GAME.roll_json(GAME.resolve(GAME.read_scenario(fresh), SeededDice(3)))
    b = GAME.roll_json(GAME.resolve(GAME.read_scenario(W17_EXAMPLE), SeededDice(3)))
    assert a.pop("after") != b.pop("after")
    assert a == b


# --- the entries' state ----------------------------------------------------------------------

REAVERS = {
    "name": "Reaver deckhands", "count": 10, "ws": 3, "str": 3, "ar": 2, "to": None, "ld": 6,
    "points": 60, "notes": "", "models": None, "hit_counter": 0, "suppression_markers": 0,
    "weapons": [{"name": "Hanger", "atk": 2, "ws_plus": 0, "ap": 1, "str_plus": 0,
                 "points": 10, "notes": ""}],
}  # fmt: skip
PIKEMEN = {
    "name": "Watch pikemen", "count": 8, "ws": 3, "str": 3, "ar": 3, "to": 1, "ld": 7,
    "points": 64, "notes": "", "models": None, "hit_counter": 0, "suppression_markers": 0,
    "weapons": [{"name": "Halberd pike", "atk": 1, "ws_plus": 1, "ap": 2, "str_plus": 1,
                 "points": 8, "notes": ""}],
}  # fmt: skip


def test_entry_state_reads_the_state_fields() -> None:
    assert GAME.entry_state(PIKEMEN) == EntryState()  # fresh: nothing to say
    worn = PIKEMEN | {"models": 3, "hit_counter": 8, "suppression_markers": 1}
    assert GAME.entry_state(worn) == EntryState(
        "3 of 8 models left, hit counter 8, 1 suppression marker"
    )
    gone = GAME.entry_state(PIKEMEN | {"models": 0})
    assert gone.summary == "destroyed"
    assert gone.attack_refusal == "Watch pikemen is destroyed: no model left to attack with (W17)"
    assert gone.target_refusal == (
        "Watch pikemen is destroyed: it has no model left to be attacked (W17)"
    )


def test_state_fields_are_declared_and_after_names_only_them() -> None:
    state = {f.key: f for f in GAME.model_fields if f.state}
    assert set(state) == {"models", "hit_counter", "suppression_markers"}
    assert all(not f.on_card and not f.column and f.ruling for f in state.values())
    assert state["models"].kind is OPTIONAL_WHOLE and state["models"].default is None
    roll = _roll(W17_EXAMPLE, W17_DICE)
    after = GAME.after(GAME.read_scenario(W17_EXAMPLE), roll)
    assert set(after.targets[0]) == set(state)


def test_a_battle_from_roster_entries_follows_after() -> None:
    """Choices read the target's state; its ``after`` set on the entry is the next fight's
    state (engaged capped at the models left), until the unit is destroyed and refused."""
    target = dict(PIKEMEN)
    attacks = 0
    while not GAME.entry_state(target).target_refusal:
        (choice,) = GAME.choices(REAVERS, [target], "melee")
        defender = choice.scenario["defender"]
        assert defender["models"] == (target["models"] or 8)
        assert defender["engaged"] == min(10, defender["models"])
        assert defender["hit_counter"] == target["hit_counter"]
        assert defender["suppression_markers"] == target["suppression_markers"]
        scenario = GAME.read_scenario(choice.scenario)
        roll = GAME.resolve(scenario, SeededDice(attacks))
        after = GAME.after(scenario, roll)
        assert after.attacker == {}  # W17: the attacking unit does not change
        assert after.targets[0]["models"] == defender["models"] - roll.casualties
        assert GAME.roll_json(roll)["after"]["defender"]["models"] == after.targets[0]["models"]
        target |= after.targets[0]
        attacks += 1
    assert target["models"] == 0 and 1 <= attacks < 50
    assert target["hit_counter"] > 0 and target["suppression_markers"] > 0
    assert GAME.choices(REAVERS, [target], "melee") == ()
    (offer,) = GAME.offers(REAVERS, target)
    assert not offer.offered and "(W17)" in offer.refusal
