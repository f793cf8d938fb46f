"""The take-down (W17): attacks needed to destroy a unit when the same attack repeats.

Checked against the chain worked out with this test's own enumerator (brute.py: every die, face
by face) for each number of engaged models, and against battles rolled attack by attack, each
roll's ``after`` becoming the next scenario's state.
"""

from __future__ import annotations

import copy
from fractions import Fraction
from typing import Any

import pytest

from gangfight_gui.rules.engine.sources import SeededDice
from gangfight_gui.rules.warstrike.game import GAME
from tests.rules.warstrike import scenarios as S
from tests.rules.warstrike.brute import enumerate_attack


def _scenario(models: int | None, engaged: int, **defender: Any) -> dict[str, Any]:
    data = S.scenario(
        [S.group(2, 3, 3, "Cutlass", 1, ap=1)], ws=3, ar=2, engaged=engaged, **defender
    )
    if models is not None:
        data["defender"]["models"] = models
    return data


def _chain(data: dict[str, Any], attacks: int) -> list[Fraction]:
    """P(destroyed within n), n = 1..attacks: the models left, attack by attack, each attack's
    casualties from brute force with min(engaged, models left) engaged (W13, W17)."""
    engaged = data["defender"]["engaged"]
    models = data["defender"].get("models") or engaged
    laws = {}
    for left in range(1, models + 1):
        one = copy.deepcopy(data)
        one["defender"]["engaged"] = min(engaged, left)
        laws[left] = enumerate_attack(one).casualties
    standing = {models: Fraction(1)}
    down = Fraction(0)
    out = []
    for _ in range(attacks):
        after: dict[int, Fraction] = {}
        for left, p in standing.items():
            for removed, q in laws[left].items():
                after[left - removed] = after.get(left - removed, Fraction(0)) + p * q
        down += after.pop(0, Fraction(0))
        standing = after
        out.append(down)
    return out


@pytest.mark.parametrize(("models", "engaged"), [(None, 2), (2, 2), (5, 2), (4, 1), (3, 3)])
def test_takedown_is_the_exact_chain(models: int | None, engaged: int) -> None:
    data = _scenario(models, engaged)
    takedown = GAME.takedown(data)
    assert takedown is not None
    want = _chain(data, 12)
    assert takedown.within[:12] == pytest.approx([float(p) for p in want], abs=1e-12)
    assert all(a <= b for a, b in zip(takedown.within, takedown.within[1:], strict=False))
    assert takedown.within[-1] == pytest.approx(1.0, abs=1e-11)
    assert takedown.mean == pytest.approx(1 + sum(1 - p for p in takedown.within), rel=1e-12)


def test_goal_and_note() -> None:
    wiped = GAME.takedown(_scenario(None, 2))
    destroyed = GAME.takedown(_scenario(5, 2))
    assert wiped is not None and destroyed is not None
    assert wiped.goal == "to wipe the 2 engaged models of Defenders"
    assert destroyed.goal == "to destroy Defenders (5 models left)"
    assert "(W17)" in destroyed.note and "at most 2 engaged" in destroyed.note
    # One more model to remove, no faster: more attacks on the unit of 5 than on the 2 engaged.
    assert destroyed.mean is not None and wiped.mean is not None
    assert destroyed.mean > wiped.mean


def test_an_attack_that_cannot_remove_a_model_never_gets_there() -> None:
    data = _scenario(3, 1)
    data["attacker"]["groups"][0]["weapon"]["atk"] = 0
    takedown = GAME.takedown(data)
    assert takedown is not None
    assert (takedown.within, takedown.mean) == ((0.0,), None)
    assert "can remove no model" in takedown.note
    assert GAME.takedown({"game": "warstrike"}) is None  # refused: the window shows why


def test_rolled_battles_agree_with_the_takedown() -> None:
    """Each roll's after is the next attack's state (engaged capped at the models left): the
    number of attacks to destroy the unit averages the take-down's mean."""
    start = _scenario(5, 2, hit_counter=3)
    takedown = GAME.takedown(start)
    assert takedown is not None and takedown.mean is not None
    runs, total, seed = 400, 0, 0
    for _ in range(runs):
        data = copy.deepcopy(start)
        while True:
            seed += 1
            roll = GAME.resolve(GAME.read_scenario(data), SeededDice(seed))
            total += 1
            state = GAME.roll_json(roll)["after"]["defender"]
            if state["destroyed"]:
                break
            S.carry_on(data, state, engaged=2)
    # Six standard errors at most (the number of attacks has a standard deviation below its mean).
    assert abs(total / runs - takedown.mean) < 6 * takedown.mean / runs**0.5
