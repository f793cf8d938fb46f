"""Every row of the attack-drop advice equals the full outcome of that drop chosen explicitly.

R5 compares the attacker's drops by expectations worked out as single sums over the wounds to
negate; only the chosen drop's distributions are computed in full. These properties check the
sums against the full calculation of each drop, on generated scenarios of every kind.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from gangfight_gui.rules.engine.distribution import mean
from gangfight_gui.rules.gangfight import RulesError, calculate
from gangfight_gui.rules.gangfight.reading import read_scenario

KINDS = ["melee", "power", "finesse", "slam", "trample", "ranged", "aoe_direct", "aoe_indirect"]
BOW = {"name": "Bow", "kind": "ranged", "range": 12}


def model(name: str, size: str) -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries(
        {
            "name": st.just(name),
            "size": st.just(size),
            "attack": st.integers(1, 9),
            "defense": st.integers(1, 9),
            "marksmanship": st.integers(1, 7),
            "armour": st.integers(0, 8),
            "damage": st.integers(1, 8),
            "endurance": st.integers(1, 8),
            "initiative": st.integers(0, 5),
            "wounds_taken": st.integers(0, 3),
            "weapons": st.just([BOW]),
        }
    )


@st.composite
def scenarios(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(KINDS))
    big = kind in ("slam", "trample")
    attacker = draw(model("A", draw(st.sampled_from(["large", "huge"] if big else ["medium"]))))
    data: dict[str, Any] = {"attack": kind, "attacker": attacker}
    target_size = "small" if kind == "trample" else ("huge" if kind == "slam" else "medium")
    targets = [draw(model(f"T{i}", target_size)) for i in range(draw(st.integers(1, 3)))]
    if kind in ("trample", "aoe_direct", "aoe_indirect"):
        data["targets"] = targets
    else:
        data["target"] = targets[0]
    if kind in ("ranged", "aoe_direct", "aoe_indirect"):
        data |= {"weapons": ["Bow"], "range_band": draw(st.sampled_from(["short", "normal"]))}
        data["cover"] = draw(st.sampled_from(["none", "soft", "hard"]))
    data["armour_drop"] = draw(st.sampled_from(["auto", "auto", 0, 1]))
    return data


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(scenarios())
def test_each_advice_row_is_that_drop_calculated_in_full(data: dict[str, Any]) -> None:
    try:
        outcome = calculate(read_scenario(data))
    except RulesError:
        assume(False)  # a refused attack has no advice; too many and hypothesis says so
        return
    for row in outcome.advice:
        alone = calculate(dataclasses.replace(outcome.plan.scenario, attack_drop=row.dropped))
        assert alone.attack_test is not None
        assert alone.attack_test.dropped == row.dropped
        assert row.expected_final_wounds == pytest.approx(
            sum(mean(t.final_wounds) for t in alone.targets), abs=1e-9
        )
        assert row.expected_hits == pytest.approx(
            sum(mean(t.hits) for t in alone.targets), abs=1e-9
        )
        for mine, full in zip(row.p_incapacitated, alone.targets, strict=True):
            assert mine == pytest.approx(full.p_incapacitated, abs=1e-9)
        for mine, full in zip(row.p_wounded, alone.targets, strict=True):
            assert mine == pytest.approx(full.p_wounded, abs=1e-9)
