"""Attacks to incapacitate and what-if hints (the matchups: tests/rules/test_pairings.py)."""

from __future__ import annotations

import dataclasses

import pytest

from gangfight_gui.rules.gangfight import AttackKind, Scenario, calculate, roll_many
from gangfight_gui.rules.gangfight.attrition import attacks_to_incapacitate
from gangfight_gui.rules.gangfight.game import GAME
from gangfight_gui.rules.gangfight.writing import scenario_json
from tests.rules.gangfight.profiles import DUELLIST, ORC, VETERAN


@pytest.mark.slow
def test_attacks_to_incapacitate_agrees_with_repeated_seeded_rolls() -> None:
    scenario = Scenario(AttackKind.MELEE, ORC, (VETERAN,), ("Great axe",))
    exact = attacks_to_incapacitate(calculate(scenario))
    assert exact.wounds_needed == 4
    assert sum(exact.distribution) + exact.beyond == pytest.approx(1.0, abs=1e-9)
    # Simulate: attack again and again with fresh seeded rolls until EN is gone.
    rolls = iter(roll_many(scenario, seed=2024, count=60000))
    counts = []
    for _ in range(6000):
        taken, n = 0, 0
        while taken < 4:
            taken += next(rolls).target.final_wounds
            n += 1
        counts.append(n)
    simulated = sum(counts) / len(counts)
    assert exact.mean is not None
    var = sum((n - exact.mean) ** 2 * p for n, p in enumerate(exact.distribution))
    assert simulated == pytest.approx(exact.mean, abs=4 * (var / len(counts)) ** 0.5)
    for k in (1, 2, 4, 8):
        share = sum(c <= k for c in counts) / len(counts)
        p = exact.within(k)
        assert share == pytest.approx(p, abs=4 * (p * (1 - p) / len(counts)) ** 0.5 + 1e-9)


def test_attacks_that_never_wound_never_bring_the_target_down() -> None:
    power = Scenario(AttackKind.POWER, ORC, (VETERAN,))
    result = attacks_to_incapacitate(calculate(power))
    assert result.beyond == 1.0
    assert result.mean is None
    down = dataclasses.replace(VETERAN, wounds_taken=4)
    assert attacks_to_incapacitate(calculate(Scenario(AttackKind.MELEE, ORC, (down,)))).mean == 0


def test_two_weapons_hint_only_when_legal() -> None:
    one = Scenario(AttackKind.MELEE, DUELLIST, (ORC,), ("Sword",))
    assert any(w.label.startswith("two weapons") for w in GAME.what_ifs(scenario_json(one)))
    shielded = Scenario(AttackKind.MELEE, VETERAN, (ORC,), ("Sword",))
    assert not any(
        w.label.startswith("two weapons") for w in GAME.what_ifs(scenario_json(shielded))
    )
