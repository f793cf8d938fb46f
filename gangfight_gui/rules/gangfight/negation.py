"""The wounds a negating roll (armour, a dodge) leaves, as an exact law: the defender's drop is
chosen for each count to negate (R5, R13, R23)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import accumulate, chain, repeat
from math import comb
from operator import add, mul

from gangfight_gui.rules.engine.distribution import CERTAIN_ZERO, Distribution, trim
from gangfight_gui.rules.gangfight.dice import (
    MAX_NATURAL_TN,
    capped_means,
    defence_drops,
    effective_tn,
    plan_test,
    successes,
)
from gangfight_gui.rules.gangfight.scenario import AUTO, Drop

MIN_TABLE = 16


def table_size(length: int) -> int:
    """The size of the tables serving a law of ``length`` counts: a power of two, so a
    few sizes serve every length and each table is built once a batch, at most twice too long
    (each count beyond needs R5's drop worked out, exactly where the float values are level)."""
    return max(MIN_TABLE, 1 << (length - 1).bit_length())


@lru_cache(maxsize=16384)
def drop_runs(pool: int, tn: int, drop: Drop, size: int) -> tuple[tuple[int, int, int], ...]:
    """The drop for w = 1..size-1 wounds (R5, or the player's) as runs: (first, last, drop)."""
    if size <= 1:
        return ()
    if drop != AUTO:
        return ((1, size - 1, drop),)
    chosen = defence_drops(pool, tn, size)
    runs: list[tuple[int, int, int]] = []
    first = 1
    for w in range(2, size):
        if chosen[w] != chosen[first]:
            runs.append((first, w - 1, chosen[first]))
            first = w
    runs.append((first, size - 1, chosen[first]))
    return tuple(runs)


@lru_cache(maxsize=4096)
def armour_tables(
    pool: int, tn: int, drop: int, size: int
) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """E[min(S, w)] and P(S <= k) for w, k = 0..size-1, once ``drop`` steps are dropped."""
    test = plan_test(pool, tn, drop)
    capped = capped_means(test.pool, test.tn)
    cdf = tuple(accumulate(successes(test.pool, test.tn)))
    return _padded(capped, size), _padded(cdf, size)


def _padded(values: tuple[float, ...], size: int) -> tuple[float, ...]:
    """Flat past the end, as the tables are (the tail beyond is below TAIL)."""
    return values[:size] + (values[-1],) * (size - len(values))


def scale(dist: Distribution, factor: int) -> Distribution:
    """Each hit inflicts ``factor`` wounds (R12)."""
    if factor == 1:
        return dist
    if factor == 0:
        return CERTAIN_ZERO
    out = [0.0] * ((len(dist) - 1) * factor + 1)
    out[::factor] = dist
    return tuple(out)


@lru_cache(maxsize=16384)
def _negate(
    inflicted: Distribution, pool: int, tn: int, drop: Drop
) -> tuple[Distribution, tuple[int, ...]]:
    """What is left of ``inflicted`` after a roll negating one a success (R13, R23), and the drop
    used for each count: the defender picks its drop knowing how many it must negate (R5).

    P(left = k) = the sum over w of P(inflicted = w) P(successes = w - k), for k >= 1; the rest
    (every wound negated) is left = 0. Wound counts are grouped by the drop chosen for them
    (R5), and each group is worked out by ``_left_after``.
    """
    n = len(inflicted)
    if pool <= 0:  # no die to negate with (ARM 0, no cover): every wound is left
        return trim(inflicted), (0,) * n
    # The drop for each count: R5's table (its count 0 drops nothing), or the player's.
    drops = defence_drops(pool, tn, n) if drop == AUTO else (0,) + (drop,) * (n - 1)
    out = [0.0] * n
    out[0] = inflicted[0]
    for first, last, rolled_pool, rolled_tn, cdf in _negation_runs(pool, tn, drop, table_size(n)):
        if first >= n:
            break
        last = min(last, n - 1)
        weights = inflicted[first : last + 1]
        left = _left_after(weights, first, rolled_pool, rolled_tn)
        if first == 1:  # the first run: nothing added yet to what it leaves
            out[1 : last + 1] = left
        else:
            out[1 : last + 1] = map(add, out[1 : last + 1], left)
        # Every wound negated: P(successes >= w), the mass not left above 0.
        out[0] += sum(weights) - sum(map(mul, weights, cdf[first - 1 : last]))
    return trim(out), drops


negate = _negate


@lru_cache(maxsize=16384)
def _negation_runs(
    pool: int, tn: int, drop: Drop, size: int
) -> tuple[tuple[int, int, int, int, tuple[float, ...]], ...]:
    """``drop_runs`` with what each run rolls (pool and TN after its drop, R3, R4) and P(S <= k)
    of that roll: everything a negation asks of the roll, in one lookup."""
    runs = []
    for first, last, chosen in drop_runs(pool, tn, drop, size):
        test = plan_test(pool, tn, chosen)
        runs.append((first, last, test.pool, test.tn, armour_tables(pool, tn, chosen, size)[1]))
    return tuple(runs)


def _left_after(weights: Sequence[float], first: int, pool: int, tn: int) -> list[float]:
    """P(inflicted = w) P(successes = w - k) summed over w, for k = 1 .. first + len - 1, where
    ``weights`` are P(inflicted = w) for w = first, first + 1, ... (and 0 elsewhere).

    The successes of ``pool`` dice have the generating function ((f + a x) / (6 - x))^pool
    (each die a chain: 6s at 1/6 each, closed by one of a succeeding or f failing faces; R1-R3),
    so the sum is a short filter instead of a product of two long laws: one pass a
    die (``_one_die``). It is exact for the infinite law (no tail is cut), all its
    terms are positive, and it costs a pass over the counts a die instead of a dot product per
    count. The passes after each die are kept (``_DIE_PASSES``): the same wounds met by another
    pool at the same TN (another armour, another drop) start from the passes done.
    """
    t = effective_tn(tn)
    hit, fail = MAX_NATURAL_TN - t, t - 1
    # Index j stands for k = j + 1: counts below ``first`` get mass only through the saves.
    values = tuple(weights) if first == 1 else (0.0,) * (first - 1) + tuple(weights)
    n = len(values)
    if not pool:  # nothing to negate with: every wound is left
        return list(values)
    if n > SCALED_COUNTS:
        return _left_after_long(list(values), pool, hit, fail)
    key = (values, t)
    passes = _DIE_PASSES.get(key)
    if passes is None:
        # Scaled by 6^-j (a decay by 1/6 a count becomes a plain running sum) and reversed
        # (running sums go from the far end).
        start = list(map(mul, values, _INVERSE_POWERS))
        start.reverse()
        passes = (start,)
    if len(passes) <= pool:
        more = list(passes)
        ratio = 6.0 * hit / fail  # (f + a x) / 6 = f / 6 (1 + (6 a / f) x / 6) once scaled
        while len(more) <= pool:
            more.append(_one_die(more[-1], ratio))
        passes = tuple(more)
        if len(_DIE_PASSES) >= MAX_DIE_PASSES:
            _DIE_PASSES.clear()
        _DIE_PASSES[key] = passes  # replaced whole, never changed: threads see a whole one
    # Undo the scaling and the reversal, with the factor (f / 6) a die left out.
    return list(map(mul, reversed(passes[pool]), _unscaling(fail, pool)))


@lru_cache(maxsize=1024)
def _unscaling(fail: int, pool: int) -> tuple[float, ...]:
    """6^j (f / 6)^pool for j = 0 .. SCALED_COUNTS - 1: one product a count undoes both."""
    factor = (fail / 6.0) ** pool
    return tuple(map(mul, _POWERS, repeat(factor)))


def _one_die(scaled: list[float], ratio: float) -> list[float]:
    """One die's correlation, on values scaled by 6^-j and reversed: the running sum (the die's
    6s, 1 / (1 - x / 6)), then its closing face (1 + ratio x), both up to the factor f / 6."""
    summed = list(accumulate(scaled))
    if not ratio:  # R3's only-6s pools and TN 6: no closing face succeeds
        return summed
    return list(map(add, summed, map(mul, chain((0.0,), summed), repeat(ratio))))


_DIE_PASSES: dict[tuple[tuple[float, ...], int], tuple[list[float], ...]] = {}
"""``_left_after``'s passes by (counts, TN): bounded, and cleared with the other caches."""
MAX_DIE_PASSES = 2048
"""A batch of 1,000 varied scenarios meets about 1,200 (counts, TN); each entry holds a few lists
of some dozens of floats, so a long session keeps at most a few megabytes of them."""


def _left_after_long(values: list[float], pool: int, hit: int, fail: int) -> list[float]:
    """``_left_after`` past SCALED_COUNTS counts, where 6^-j would leave a float's range: the
    polynomial (f + a x)^pool / 6^pool (pool + 1 taps), then pool decayed running sums."""
    n = len(values)
    taps = _taps(pool, hit, fail)
    mixed = list(map(mul, values, repeat(taps[0])))
    for i in range(1, len(taps)):
        if i >= n:
            break
        mixed[: n - i] = map(add, mixed, map(mul, values[i:], repeat(taps[i])))
    mixed.reverse()
    for _ in range(pool):
        mixed = list(accumulate(mixed, _decay))
    mixed.reverse()
    return mixed


@lru_cache(maxsize=1024)
def _taps(pool: int, hit: int, fail: int) -> tuple[float, ...]:
    """The coefficients of (fail + hit x)^pool / 6^pool; only the first when no face but 6s
    succeeds."""
    if hit == 0:
        return ((fail / 6.0) ** pool,)
    return tuple(comb(pool, i) * hit**i * fail ** (pool - i) / 6.0**pool for i in range(pool + 1))


SCALED_COUNTS = 300
"""Up to this many counts the running sums are taken on values scaled by 6^-k, so each pass is
one C-level ``accumulate``; 6^300 is about 1e233, well inside a float's range."""
_POWERS = tuple(6.0**k for k in range(SCALED_COUNTS))
_INVERSE_POWERS = tuple(6.0**-k for k in range(SCALED_COUNTS))


def _decay(total: float, value: float) -> float:
    return value + total / 6.0
