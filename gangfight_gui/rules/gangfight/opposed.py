"""Opposed tests (R6): both sides roll; more successes wins; a tie is won by neither."""

from __future__ import annotations

from dataclasses import dataclass

from gangfight_gui.rules.gangfight.dice import successes


@dataclass(frozen=True, slots=True)
class OpposedOdds:
    first_wins: float
    tie: float
    second_wins: float


def opposed_test(pool_a: int, tn_a: int, pool_b: int, tn_b: int) -> OpposedOdds:
    a = successes(pool_a, tn_a)
    b = successes(pool_b, tn_b)
    cumulative_b = []
    running = 0.0
    for p in b:
        running += p
        cumulative_b.append(running)
    first = tie = 0.0
    for k, p in enumerate(a):
        if k > 0:
            first += p * cumulative_b[min(k - 1, len(b) - 1)]
        if k < len(b):
            tie += p * b[k]
    return OpposedOdds(first, tie, max(0.0, 1.0 - first - tie))
