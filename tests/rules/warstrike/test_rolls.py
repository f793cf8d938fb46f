"""Resolved rolls: W16's order, typed-in dice, seeds, and frequencies against calc."""

from __future__ import annotations

import math

import pytest

from gangfight_gui.rules.engine.errors import NotEnoughDice
from gangfight_gui.rules.engine.sources import SeededDice, TypedDice
from gangfight_gui.rules.engine.steps import steps_text
from gangfight_gui.rules.warstrike.game import GAME
from tests.rules.warstrike import scenarios as S


def test_typed_dice_are_deterministic() -> None:
    scenario = GAME.read_scenario(S.ROLL_EXAMPLE)
    faces = [2, 5, 1, 3, 6, 2, 5, 2, 3, 6, 3]
    first = GAME.roll_json(GAME.resolve(scenario, TypedDice(faces)))
    again = GAME.roll_json(GAME.resolve(scenario, TypedDice(faces)))
    assert first == again


def test_too_few_typed_dice() -> None:
    scenario = GAME.read_scenario(S.ROLL_EXAMPLE)
    with pytest.raises(NotEnoughDice):
        GAME.resolve(scenario, TypedDice([2, 5, 1]))


def test_w16_order_saves_after_every_hit_die() -> None:
    """Two groups: both groups' to-hit dice come before any save (W16)."""
    data = S.scenario(
        [S.group(1, 3, 3, "Cutlass", 2), S.group(1, 3, 3, "Axe", 1, name="Bosun")],
        ws=3,
        ar=0,
        engaged=3,
    )
    # Hit dice 1 1 | 1, then saves 6 6 | 6 (save target 3 + 0 − 0 = 3), no To, allocation 1 1.
    dice = TypedDice([1, 1, 1, 6, 6, 6, 1, 1])
    roll = GAME.resolve(GAME.read_scenario(data), dice)
    dice.check_all_used()
    out = GAME.roll_json(roll)
    assert [g["hit_dice"] for g in out["groups"]] == [[1, 1], [1]]
    assert [g["save_dice"] for g in out["groups"]] == [[6, 6], [6]]
    assert [g["kill_dice"] for g in out["groups"]] == [[[], []], [[]]]  # no To: no dice
    assert out["casualties_caused"] == 3
    assert out["unit_wiped"] is True
    assert out["allocation"] == {"dice": [1, 1], "sixes": 0, "result": "defender_picks"}
    text = steps_text(GAME.roll_steps(roll))
    assert "Bosun: Hit roll (≤ 3): [1] = 1 hit" in text
    assert "unit wiped" in text


def test_no_casualty_no_allocation() -> None:
    """W15: with no casualty there is no test, and no die is read for it."""
    dice = TypedDice([6, 6, 6, 6])
    roll = GAME.resolve(GAME.read_scenario(S.ROLL_EXAMPLE), dice)
    dice.check_all_used()
    assert GAME.roll_json(roll)["allocation"] is None
    assert "Allocation test" not in [s.title for s in GAME.roll_steps(roll)]


def test_overflow_marker_in_a_roll() -> None:
    """W13: 3 casualties against 1 engaged: 1 removed, one extra marker; W9 counter 5 -> 8."""
    data = S.scenario([S.group(3, 3, 3, "Dirk", 1)], ws=3, ar=0, engaged=1, hit_counter=5)
    roll = GAME.resolve(GAME.read_scenario(data), TypedDice([1, 1, 1, 6, 6, 6, 6, 6]))
    out = GAME.roll_json(roll)
    assert out["casualties_caused"] == 3
    assert out["casualties"] == 1
    assert out["hit_counter"] == {"before": 5, "after": 8}
    assert out["suppression_markers"] == {
        "first_failed_save": 1,
        "hit_counter": 1,
        "overflow": 1,
        "total": 3,
    }
    assert out["allocation"]["result"] == "attacker_picks_leader_or_two"


def test_same_seed_same_rolls() -> None:
    scenario = GAME.read_scenario(S.PAGE)
    a = [GAME.roll_json(GAME.resolve(scenario, d)) for d in [SeededDice(7)] * 5]
    b = [GAME.roll_json(GAME.resolve(scenario, d)) for d in [SeededDice(7)] * 5]
    assert a == b


def test_seeded_frequencies_agree_with_calc() -> None:
    """4000 rolls from a fixed seed: every mean and frequency within 5 standard errors."""
    scenario = GAME.read_scenario(S.PAGE)
    outcome = GAME.outcome_json(GAME.calculate(scenario))
    dice = SeededDice(20260217)
    n = 4000
    rolls = [GAME.roll_json(GAME.resolve(scenario, dice)) for _ in range(n)]

    def check_mean(values: list[int], law: dict[str, object]) -> None:
        dist = law["distribution"]
        assert isinstance(dist, list)
        mean = sum(k * p for k, p in enumerate(dist))
        var = sum((k - mean) ** 2 * p for k, p in enumerate(dist))
        assert abs(sum(values) / n - mean) <= 5 * math.sqrt(var / n) + 1e-9

    check_mean([r["hits"] for r in rolls], outcome["hits"])
    check_mean([r["failed_saves"] for r in rolls], outcome["failed_saves"])
    check_mean([r["casualties"] for r in rolls], outcome["casualties"])
    check_mean([r["suppression_markers"]["total"] for r in rolls], outcome["suppression_markers"])
    results = [r["allocation"]["result"] if r["allocation"] else "no_casualty" for r in rolls]
    for key, p in outcome["allocation"].items():
        freq = results.count(key) / n
        assert abs(freq - p) <= 5 * math.sqrt(p * (1 - p) / n) + 1e-9
    wiped = sum(r["unit_wiped"] for r in rolls) / n
    p = outcome["p_unit_wiped"]
    assert abs(wiped - p) <= 5 * math.sqrt(p * (1 - p) / n) + 1 / n
