"""R25: what an attack leaves its targets in, as ``after()`` and ``roll --json``'s ``"after"``, for
every kind of attack; the ruling's four examples; a scenario set from ``after`` rolls again."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.cli.main import main
from gangfight_gui.rules.engine.typed import PaddedDice
from gangfight_gui.rules.gangfight.game import GAME
from gangfight_gui.rules.gangfight.resolve import ResolvedAttack
from tests.rules.gangfight.entries import EVERY_KIND, GOBLINS, KNIGHT, ORC, SHOOTER, VETERAN


def _choice(attacker: dict[str, Any] | None, targets: Any, kind: str) -> dict[str, Any]:
    return copy.deepcopy(GAME.choices(attacker, tuple(targets), kind)[0].scenario)


def _roll(scenario: dict[str, Any], dice: list[int]) -> ResolvedAttack:
    """The roll with these dice first, then 1s (a 1 never succeeds nor adds a die, R1, R2)."""
    return GAME.resolve(GAME.read_scenario(scenario), PaddedDice(dice, 1))


def _next(scenario: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
    """The same attack on the target as ``after`` left it (R25): wounds and prone."""
    following = copy.deepcopy(scenario)
    following["target"]["wounds_taken"] = state["wounds_taken"]
    following["target_prone"] = state["prone"]
    return following


def _option(scenario: dict[str, Any]) -> dict[str, Any]:
    changed = copy.deepcopy(scenario)
    changed["rules"]["incapacitation"] = "more_than_endurance"
    return changed


def test_example_1_wounds_then_incapacitated_then_dead() -> None:
    # A Human Veteran (EN 4, wounds_taken 1) takes 2 final wounds, then 1, then 1 more. The Orc
    # rolls 3 dice at TN 4: two 4s are 2 hits, one 4 is 1 hit; the armour rolls only 1s.
    start = _choice(ORC, [VETERAN | {"wounds_taken": 1}], "melee")
    for rules, statuses in (
        (start, ("active", "incapacitated", "dead")),
        (_option(start), ("active", "active", "incapacitated")),
    ):
        scenario = rules
        taken = []
        for hits, status in zip(([4, 4, 1], [4, 1, 1], [4, 1, 1]), statuses, strict=True):
            roll = _roll(scenario, hits)
            [state] = GAME.after(GAME.read_scenario(scenario), roll).targets
            assert state["status"] == status
            taken.append(state["wounds_taken"])
            scenario = _next(scenario, dict(state))
        assert taken == [3, 4, 5]
    # With the option, dead only from its next wound (it was incapacitated at 5).
    after = GAME.after(GAME.read_scenario(scenario), _roll(scenario, [4, 1, 1])).targets[0]
    assert (after["wounds_taken"], after["status"]) == (6, "dead")


def test_example_2_a_power_attack_knocks_down_only_when_it_hits() -> None:
    # R18: a medium attacker's Power Attack wounds nobody; 2 hits knock the target down.
    power = _choice(ORC, [VETERAN], "power")
    [state] = GAME.after(GAME.read_scenario(power), _roll(power, [5, 5, 1])).targets
    assert dict(state) == {"wounds_taken": 0, "prone": True, "status": "active"}
    for prone in (False, True):
        missed = power | {"target_prone": prone}
        [state] = GAME.after(GAME.read_scenario(missed), _roll(missed, [])).targets
        assert state["prone"] is prone  # 0 hits: as before (target_prone)


def test_example_3_a_trample_leaves_each_target_as_it_was_prone() -> None:
    trample = _choice(KNIGHT, GOBLINS, "trample")
    for prone in (False, True):
        scenario = trample | {"target_prone": prone}
        roll = _roll(scenario, [6, 6, 5, 5, 4])
        after = GAME.roll_json(roll)["after"]
        assert [a["name"] for a in after] == ["Goblin 1", "Goblin 2", "Goblin 3"]
        assert [a["prone"] for a in after] == [prone] * 3  # a Trample does not knock down
        assert all(a["wounds_taken"] > 0 for a in after)


def test_example_4_an_area_attack_leaves_only_the_nominated_model_prone() -> None:
    blast = _choice(SHOOTER, [ORC, VETERAN], "aoe_indirect") | {"target_prone": True}
    after = GAME.roll_json(_roll(blast, [5, 5, 5]))["after"]
    assert [(a["name"], a["prone"]) for a in after] == [
        ("Orc Brave", True),
        ("Human Veteran", False),
    ]
    # The nominated model is found by name, wherever it stands among those caught.
    aimed = blast | {"target": copy.deepcopy(blast["targets"][1])}
    after = GAME.roll_json(_roll(aimed, [5, 5, 5]))["after"]
    assert [a["prone"] for a in after] == [False, True]


def test_a_slam_that_hits_knocks_down_and_a_fall_leaves_prone_as_it_was() -> None:
    slam = _choice(KNIGHT, [KNIGHT | {"name": "Other knight"}], "slam")
    [state] = GAME.after(GAME.read_scenario(slam), _roll(slam, [5])).targets
    assert state["prone"] is True  # R17
    fall = _choice(None, [ORC | {"prone": True}], "falling")  # a prone model falls (R22)
    assert fall["target_prone"] is True
    roll = _roll(fall, [])
    [state] = GAME.after(GAME.read_scenario(fall), roll).targets
    assert state == {"wounds_taken": 2, "prone": True, "status": "active"}  # R22: 2 hits, 1s
    assert GAME.after(GAME.read_scenario(fall), roll).attacker == {}  # the attacker is as it was


@pytest.mark.parametrize("kind", list(EVERY_KIND))
def test_roll_json_carries_after_for_every_kind_and_it_rolls_again(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    attacker, targets = EVERY_KIND[kind]
    scenario = _choice(attacker, targets, kind)
    path = tmp_path / "s.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    assert main(["roll", str(path), "--json", "--seed", "5", "--count", "3"]) == 0
    rolls = json.loads(capsys.readouterr().out)
    names = [t["name"] for t in (scenario.get("targets") or [scenario["target"]])]
    for seed, roll in enumerate(rolls, start=5):
        after = roll["after"]
        assert list(roll)[-1] == "after" and [a["name"] for a in after] == names
        direct = GAME.roll_json(GAME.resolve(GAME.read_scenario(scenario), _seeded(seed)))
        assert direct["after"] == after
        for state, name in zip(after, names, strict=True):
            assert set(state) == {"name", "wounds_taken", "prone", "status"}
            assert state["name"] == name
        # --count K: every roll starts from the scenario's state, not from the roll before.
        finals = (
            [t["final_wounds"] for t in roll["targets"]]
            if "targets" in roll
            else [roll["final_wounds"]]
        )
        starts = [t.get("wounds_taken", 0) for t in scenario.get("targets") or [scenario["target"]]]
        assert [a["wounds_taken"] for a in after] == [
            s + f for s, f in zip(starts, finals, strict=True)
        ]
    # The scenario with each target's state set from "after" rolls again (R25).
    following = copy.deepcopy(scenario)
    first = rolls[0]["after"]
    models = following.get("targets") or [following["target"]]
    for model, state in zip(models, first, strict=True):
        model["wounds_taken"] = min(state["wounds_taken"], 40)
    if "target" in following:
        nominated = next(s for s in first if s["name"] == following["target"]["name"])
        following["target"]["wounds_taken"] = min(nominated["wounds_taken"], 40)
        following["target_prone"] = nominated["prone"]
    path.write_text(json.dumps(following), encoding="utf-8")
    assert main(["roll", str(path), "--json", "--seed", "9"]) == 0
    again = json.loads(capsys.readouterr().out)[0]
    assert [a["name"] for a in again["after"]] == names
    targets = again.get("targets") or [again]
    assert [a["wounds_taken"] for a in again["after"]] == [
        min(s["wounds_taken"], 40) + t["final_wounds"] for s, t in zip(first, targets, strict=True)
    ]


def _seeded(seed: int) -> Any:
    from gangfight_gui.rules.engine.sources import SeededDice

    return SeededDice(seed)


def test_after_and_roll_json_agree_and_take_only_state_fields() -> None:
    scenario = _choice(KNIGHT, GOBLINS, "trample")
    roll = _roll(scenario, [6, 6, 5, 5, 4])
    after = GAME.after(GAME.read_scenario(scenario), roll)
    state_fields = {s.key for s in GAME.model_fields if s.state}
    assert all(set(t) == state_fields for t in after.targets)
    assert [
        {"name": r.target.name, **t} for r, t in zip(roll.targets, after.targets, strict=True)
    ] == (GAME.roll_json(roll)["after"])
