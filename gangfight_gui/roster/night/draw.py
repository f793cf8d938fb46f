"""Drawing tonight's crew at random, and its exact odds before the dice are rolled."""

from __future__ import annotations

import math
import os
import random
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from gangfight_gui.roster.night.count import CrewCount
from gangfight_gui.roster.night.entries import entry_cost

MAX_SEED = 2**63 - 1
"""A seed is a whole number from 0 to this (``gangfight crew --seed``)."""

FRESH_SEEDS = 1_000_000
"""A draw without a seed takes one below this: six digits a player can read out and retype."""

MAX_COST_WORK = 4_000_000_000
"""Bits of big-integer arithmetic the cost law may take (about a second). A 30-fighter
gang takes a few hundred thousand; past this (thousands of entries with prices in the tens of
thousands) the law is left out and the odds say why."""


class DrawError(ValueError):
    """A plan that cannot be drawn (an entry both always and never in); the message says which."""


@dataclass(frozen=True, slots=True)
class DrawPlan:
    """What a draw is asked: how many, and which entries always or never go.

    As a player expects it (this program's reading, docs/window.md, "Game night"): the always-in
    entries count toward the number and all of them go, even past it; with fewer entries than
    the number, every one that may go goes; the others are drawn uniformly at random."""

    count: CrewCount
    entries: int
    """How many entries the roster has."""
    always: frozenset[int] = frozenset()
    never: frozenset[int] = frozenset()

    def __post_init__(self) -> None:
        both = self.always & self.never
        if both:
            raise DrawError(f"entry {min(both) + 1} is marked both always in and never in")
        outside = [i for i in self.always | self.never if not 0 <= i < self.entries]
        if outside:
            raise DrawError(f"the roster has no entry {min(outside) + 1}")

    @property
    def pool(self) -> tuple[int, ...]:
        """The entries the draw chooses among, in roster order."""
        return tuple(i for i in range(self.entries) if i not in self.always and i not in self.never)

    def drawn_for(self, count: int) -> int:
        """How many of the pool a count of ``count`` draws (the always-in entries count toward
        it; never more than the pool holds)."""
        return min(max(count - len(self.always), 0), len(self.pool))


@dataclass(frozen=True, slots=True)
class Drawn:
    """One draw: the die's value (None for a fixed count), the count, and the crew."""

    seed: int
    roll: int | None
    count: int
    picked: tuple[int, ...]
    """The crew's entries, in roster order."""


def fresh_seed() -> int:
    """A seed for a draw the player did not seed: shown with the crew, so it can be replayed."""
    return int.from_bytes(os.urandom(4), "big") % FRESH_SEEDS


def draw(plan: DrawPlan, seed: int) -> Drawn:
    """The crew ``seed`` draws: the die (one D6 of ``random.Random(seed)``), then a uniformly
    random set of that many of the pool, and every always-in entry. The same seed, roster and
    plan draw the same crew, so a draw is replayed from its seed."""
    rng = random.Random(seed)
    roll = plan.count.roll(rng)
    count = plan.count.count(roll)
    chosen = rng.sample(plan.pool, plan.drawn_for(count))
    return Drawn(seed, roll, count, tuple(sorted({*plan.always, *chosen})))


@dataclass(frozen=True, slots=True)
class DrawOdds:
    """The exact odds of a draw, before it is made."""

    count_law: tuple[tuple[int, Fraction], ...]
    """P(the count is c), as the die gives it."""
    size_law: tuple[tuple[int, Fraction], ...]
    """P(the crew has s entries): the count, with the always-in entries and the pool's size."""
    chances: tuple[Fraction, ...]
    """Each roster entry's chance to be in the crew, in roster order (1 always in, 0 never)."""
    cost_law: tuple[tuple[int, Fraction], ...] | None
    """P(the crew costs c), cheapest first; None when too large to work out (``cost_note``)."""
    cost_note: str = ""

    @property
    def mean_cost(self) -> Fraction | None:
        law = self.cost_law
        return None if law is None else sum((cost * p for cost, p in law), Fraction(0))

    def p_over(self, limit: int) -> Fraction | None:
        """The chance the crew costs more than ``limit`` (a crew at the limit is within it)."""
        law = self.cost_law
        return None if law is None else sum((p for cost, p in law if cost > limit), Fraction(0))


def draw_odds(plan: DrawPlan, costs: Sequence[int]) -> DrawOdds:
    """The exact odds of ``plan``, ``costs`` being each roster entry's price (``entry_costs``)."""
    pool = plan.pool
    size_law: defaultdict[int, Fraction] = defaultdict(Fraction)
    drawn_law: defaultdict[int, Fraction] = defaultdict(Fraction)
    for count, p in plan.count.law:
        k = plan.drawn_for(count)
        drawn_law[k] += p
        size_law[len(plan.always) + k] += p
    n = len(pool)
    pooled = sum((p * k for k, p in drawn_law.items()), Fraction(0)) / n if n else Fraction(0)
    chances = tuple(
        Fraction(1) if i in plan.always else Fraction(0) if i in plan.never else pooled
        for i in range(plan.entries)
    )
    always_cost = sum(costs[i] for i in plan.always)
    cost_law, note = _cost_law([costs[i] for i in pool], drawn_law, always_cost)
    return DrawOdds(plan.count.law, tuple(sorted(size_law.items())), chances, cost_law, note)


def entry_costs(game: Any, entries: Sequence[Mapping[str, Any]]) -> tuple[int, ...]:
    """Each entry's price with its weapons' (``Game.cost_key``), in roster order."""
    return tuple(entry_cost(game, entry) for entry in entries)


def _cost_law(
    costs: Sequence[int], drawn_law: Mapping[int, Fraction], offset: int
) -> tuple[tuple[tuple[int, Fraction], ...] | None, str]:
    """The law of ``offset`` plus the total price of a uniformly random k-set of ``costs``, k
    following ``drawn_law``.

    The number of k-sets of each total is the coefficient of y^k x^s in the product of
    (1 + y x^c) over the prices c. Each power of y is one big integer holding its polynomial in
    x, ``width`` bits a coefficient (Kronecker's substitution): multiplying by (1 + y x^c) is then
    a shift and an addition per power, done by Python's integers in C, a few microseconds for a
    30-fighter gang where a loop over totals took tens of milliseconds. Prices are counted in
    units of their greatest common divisor, so totals of a gang priced in fives take a fifth of
    the bits.
    """
    n = len(costs)
    wanted = {k for k, p in drawn_law.items() if p}
    top = max(wanted, default=0)
    unit = math.gcd(*costs) if costs else 0
    if not top or not unit:  # nothing drawn, or everything free: one total
        return ((offset, Fraction(1)),), ""
    units = [c // unit for c in costs]
    highest = sum(sorted(units, reverse=True)[:top])
    width = 8 * math.ceil((math.comb(n, min(top, n // 2)).bit_length() + 1) / 8)
    work = n * top * (highest + 1) * width
    if work > MAX_COST_WORK:
        return None, (
            f"the cost distribution of {n:,} entries drawn {top} at a time is too large to work "
            "out exactly"
        )
    polys = [1] + [0] * top
    for i, u in enumerate(units):
        shift = u * width
        for j in range(min(top, i + 1), 0, -1):
            polys[j] += polys[j - 1] << shift
    weights = {k: drawn_law[k] / math.comb(n, k) for k in wanted}
    common = math.lcm(*(w.denominator for w in weights.values()))
    numerators: dict[int, int] = {}
    step = width // 8
    for k in wanted:
        scale = weights[k].numerator * (common // weights[k].denominator)
        raw = polys[k].to_bytes((highest + 1) * step, "little")
        for s in range(highest + 1):
            ways = int.from_bytes(raw[s * step : (s + 1) * step], "little")
            if ways:
                numerators[s] = numerators.get(s, 0) + ways * scale
    law_items = sorted((offset + s * unit, Fraction(v, common)) for s, v in numerators.items())
    return tuple(law_items), ""
