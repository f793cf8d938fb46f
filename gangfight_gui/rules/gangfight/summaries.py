"""R5's summary of one target under one attack drop: its expected hits and wounds and its chances,
each one sum over the wounds to negate, without its whole laws."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from operator import mul, sub

from gangfight_gui.rules.engine.distribution import CERTAIN_ZERO, Distribution, mean
from gangfight_gui.rules.engine.records import quick_init
from gangfight_gui.rules.gangfight.dice import successes
from gangfight_gui.rules.gangfight.negation import armour_tables, drop_runs, negate, table_size
from gangfight_gui.rules.gangfight.scenario import AUTO, Drop


@quick_init
@dataclass(frozen=True, slots=True)
class TargetSummary:
    """What R5 and the advice table need of one target under one attack drop."""

    expected_hits: float
    expected_final_wounds: float
    p_incapacitated: float
    p_wounded: float


@lru_cache(maxsize=65536)
def target_summary(
    pool: int,
    tn: int,
    wounds_per_hit: int,
    dodge: tuple[int, int] | None,
    armour: tuple[int, int] | None,
    armour_drop: Drop,
    already: bool,
    needed: int,
) -> TargetSummary:
    """One target's expectations and chances, each a single sum over the wounds to negate.

    E[final] = sum of P(W = w) (w - E[min(S, w)]) and P(final >= m) = sum of P(W = w)
    P(S <= w - m), with S the armour successes at the drop chosen for w (R5, R13). The hits
    are those of ``pool`` dice at ``tn``; R14's threshold is ``already``/``needed``. Keyed by
    these numbers alone, a summary serves every scenario of a batch that comes to the same dice.
    """
    rolled, hits = hits_of(pool, tn)
    if armour is None:
        return TargetSummary(hits, 0.0, 1.0 if already else 0.0, 0.0)
    # The wounds W: after the dodge (R23), or ``wounds_per_hit`` a hit (R12). Those of a hit
    # are the hits spread out (W = f k only), so the tables are read every f-th count: the same
    # sums, without their zero terms.
    if dodge is not None:
        wounds, _ = negate(rolled, dodge[0], dodge[1], AUTO)
        step = 1
    elif wounds_per_hit:
        wounds, step = rolled, wounds_per_hit
    else:
        wounds, step = CERTAIN_ZERO, 1
    a_pool, a_tn = armour
    size = table_size((len(wounds) - 1) * step + 1)
    # Each a C-level dot product with a table over every count (zip stops at the shorter).
    left, cdf = _summary_tables(a_pool, a_tn, armour_drop, size, step)
    expected = sum(map(mul, wounds, left))
    wounded = sum(map(mul, wounds, cdf))
    if already:
        incapacitated = 1.0
    else:
        table = _strided_cdf(a_pool, a_tn, armour_drop, size, needed, step)
        incapacitated = sum(map(mul, wounds, table))
    return TargetSummary(hits, expected, incapacitated, wounded)


@lru_cache(maxsize=16384)
def _summary_tables(
    pool: int, tn: int, drop: Drop, size: int, step: int
) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """``_left_table`` and ``_cdf_table`` (at least one wound left) read every ``step``-th count,
    together: every summary asks for both."""
    left = _left_table(pool, tn, drop, size)
    cdf = _cdf_table(pool, tn, drop, size, 1)
    return (left[::step], cdf[::step]) if step > 1 else (left, cdf)


@lru_cache(maxsize=16384)
def _strided_cdf(
    pool: int, tn: int, drop: Drop, size: int, shift: int, step: int
) -> tuple[float, ...]:
    """``_cdf_table`` read every ``step``-th count."""
    table = _cdf_table(pool, tn, drop, size, shift)
    return table[::step] if step > 1 else table


@lru_cache(maxsize=4096)
def hits_of(pool: int, tn: int) -> tuple[Distribution, float]:
    """The successes of ``pool`` dice at ``tn`` and their mean, asked for by every summary."""
    rolled = successes(pool, tn)
    return rolled, mean(rolled)


@lru_cache(maxsize=16384)
def _left_table(pool: int, tn: int, drop: Drop, size: int) -> tuple[float, ...]:
    """w - E[min(S, w)] for w = 0..size-1: the wounds armour leaves on average when w are to
    negate, each w with its own drop (R5, or the player's; R13)."""
    table = [0.0]
    for first, last, chosen in drop_runs(pool, tn, drop, size):
        capped = armour_tables(pool, tn, chosen, size)[0]
        table += map(sub, range(first, last + 1), capped[first : last + 1])
    return tuple(table)


@lru_cache(maxsize=16384)
def _cdf_table(pool: int, tn: int, drop: Drop, size: int, shift: int) -> tuple[float, ...]:
    """P(S <= w - shift) for w = 0..size-1 with the drop chosen for w, 0 where w < shift: the
    chance that at least ``shift`` of w wounds are left (R13)."""
    table = [0.0] * min(shift, size)
    for first, last, chosen in drop_runs(pool, tn, drop, size):
        low = max(first, shift)
        if low <= last:
            cdf = armour_tables(pool, tn, chosen, size)[1]
            table += cdf[low - shift : last + 1 - shift]
    return tuple(table)
