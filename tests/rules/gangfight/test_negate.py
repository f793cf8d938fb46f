"""``negate`` (R13, R23) and the defender's drop tables (R5) against their plain definitions.

negate works the saves out as a filter (their generating function): a pass a die on values
scaled by 6^-k up to SCALED_COUNTS counts (the passes shared between pools at one TN), and
unscaled sums beyond. Every way must give the direct sum
P(left = k) = sum over w of P(inflicted = w) P(saves = w - k), with R5's drop chosen for each w.
"""

from __future__ import annotations

import pytest

from gangfight_gui.rules.engine.distribution import point
from gangfight_gui.rules.gangfight.caches import clear_caches
from gangfight_gui.rules.gangfight.dice import (
    DROP_TABLES,
    best_defence_drop,
    defence_drops,
    plan_test,
    successes,
)
from gangfight_gui.rules.gangfight.negation import SCALED_COUNTS, negate, scale
from gangfight_gui.rules.gangfight.scenario import AUTO


def _direct(inflicted: tuple[float, ...], pool: int, tn: int) -> list[float]:
    out = [0.0] * len(inflicted)
    for w, p in enumerate(inflicted):
        drop = best_defence_drop(pool, tn, w) if w else 0
        test = plan_test(pool, tn, drop)
        for s, q in enumerate(successes(test.pool, test.tn)):
            out[max(0, w - s)] += p * q
    return out


@pytest.mark.parametrize(
    ("inflicted", "pool", "tn"),
    [
        (successes(6, 3), 4, 5),  # drops change with the wounds to negate (several runs)
        (scale(successes(5, 4), 3), 3, 7),  # R3's forced drop, large attacker's wounds
        (successes(8, 2), 2, 9),  # only 6s succeed once the pool cannot pay (R3)
        (successes(4, 4), 0, 4),  # no armour: nothing negated
        (point(SCALED_COUNTS + 40), 3, 4),  # beyond the scaled range: the unscaled sums
        (point(12), 5, 5),
    ],
)
def test_negate_matches_the_direct_sum(inflicted: tuple[float, ...], pool: int, tn: int) -> None:
    left, drops = negate(inflicted, pool, tn, AUTO)
    expected = _direct(inflicted, pool, tn)
    assert len(drops) == len(inflicted)
    for k in range(len(expected)):
        got = left[k] if k < len(left) else 0.0
        # The direct sum cuts each saves distribution at TAIL (1e-12); negate does not.
        assert got == pytest.approx(expected[k], abs=1e-11)
    assert sum(left) == pytest.approx(sum(inflicted), abs=1e-11)


@pytest.mark.parametrize("pool", range(1, 9))
def test_drop_tables_decide_as_r5_count_by_count(pool: int) -> None:
    """``defence_drops`` (floats first, exact where close) gives R5's drop for every count, also
    when its table grows from a shorter one."""
    for tn in range(2, 11):
        DROP_TABLES.pop((pool, tn), None)  # built afresh: first short, then grown
        short = defence_drops(pool, tn, 9)
        grown = defence_drops(pool, tn, 70)
        expected = tuple(best_defence_drop(pool, tn, w) for w in range(70))
        assert grown == expected
        assert short == expected[:9]


@pytest.mark.parametrize("pools", [(3, 6, 1), (6, 3, 5), (2, 2, 7)])
def test_negations_sharing_their_dice_passes_match_the_direct_sum(
    pools: tuple[int, int, int],
) -> None:
    """The same wounds met by several armour pools at one TN share the passes done a die: in
    whatever order they come, each is still the direct sum (R13, R5)."""
    clear_caches()
    inflicted = scale(successes(6, 3), 2)
    for pool in pools:
        left, _ = negate(inflicted, pool, 5, AUTO)
        expected = _direct(inflicted, pool, 5)
        assert len(left) <= len(expected)
        for k, want in enumerate(expected):
            assert (left[k] if k < len(left) else 0.0) == pytest.approx(want, abs=1e-11)
