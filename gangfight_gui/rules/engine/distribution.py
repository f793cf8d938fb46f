"""Laws over 0, 1, 2, ... as plain tuples of float probabilities (``Distribution``):
cheap on the hot paths, hashable and immutable, so they are cached and shared safely."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate, repeat
from operator import mul

Distribution = tuple[float, ...]
"""P(count = 0), P(count = 1), ...; the tail beyond the last entry is below TAIL."""

TAIL = 1e-12
"""A law stops once the mass left beyond it is below this (docs/cli.md)."""

CERTAIN_ZERO: Distribution = (1.0,)


def point(value: int) -> Distribution:
    """All the mass on one count."""
    return (0.0,) * value + (1.0,)


def mean(dist: Sequence[float]) -> float:
    # map(mul, ...) keeps the loop in C: means are taken of every law of a batch. The
    # counts are floats already (the same products as with ints, without converting each).
    counts = _COUNTS if len(dist) <= len(_COUNTS) else range(len(dist))
    total: float = sum(map(mul, counts, dist))
    return total


_COUNTS = tuple(float(k) for k in range(1024))


def at_least(dist: Sequence[float], k: int) -> float:
    """P(count >= k)."""
    if k <= 0:
        return 1.0
    return max(0.0, min(1.0, sum(dist[k:])))


def at_least_table(dist: Sequence[float]) -> Distribution:
    """P(count >= k) for k = 0, 1, ..., len(dist) - 1: the "at least" odds a player reads."""
    if not dist:
        return ()
    tails = list(accumulate(reversed(dist)))
    # Rounding may take a sum a hair above 1; a chance never is. The sums grow (no probability
    # is negative), so those above 1 are the last few: found by bisection, not a min per entry
    # (a batch's outputs hold thousands of these).
    above = bisect_right(tails, 1.0)
    tails[above:] = repeat(1.0, len(tails) - above)
    tails[-1] = 1.0
    tails.reverse()
    return tuple(tails)


def trim(values: Sequence[float]) -> Distribution:
    """Drop the far tail once what is left is below TAIL, and trailing zeros."""
    total = 0.0
    end = len(values)
    # Walk from the far end while the accumulated tail stays below TAIL.
    for k in range(len(values) - 1, 0, -1):
        if total + values[k] >= TAIL:
            break
        total += values[k]
        end = k
    return tuple(values[:end]) if end > 0 else CERTAIN_ZERO
