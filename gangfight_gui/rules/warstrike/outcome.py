"""The exact outcome of one unit's Melee Attacks (W7–W15): the laws of hits, failed saves,
casualties and suppression markers, worked out once for Fractions and for floats."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import comb
from operator import mul
from typing import Generic, TypeVar

from gangfight_gui.rules.engine.distribution import Distribution, mean, trim
from gangfight_gui.rules.warstrike.rulings import (
    ALLOCATION_CHANCES,
    FACES,
    adjusted_strength,
    check_limits,
    counter_markers,
    hit_target,
    kill_chance,
    save_target,
)
from gangfight_gui.rules.warstrike.scenario import Scenario

Num = TypeVar("Num", float, Fraction)


@dataclass(frozen=True, slots=True)
class GroupTests:
    """One group's dice and tests, as ``calc --json``'s ``groups`` and chances show them."""

    name: str
    dice: int
    hit_target: int
    save_target: int
    strength: int
    hit_chance: Fraction
    save_chance: Fraction
    kill_chance: Fraction


def group_tests(scenario: Scenario) -> tuple[GroupTests, ...]:
    """W7, W10, W12 for every group, in input order."""
    to = scenario.defender.to
    out = []
    for group in scenario.groups:
        hit = hit_target(group, scenario)
        save = save_target(group, scenario)
        strength = adjusted_strength(group)
        out.append(
            GroupTests(
                name=group.name,
                dice=group.dice,
                hit_target=hit,
                save_target=save,
                strength=strength,
                hit_chance=Fraction(hit, FACES),
                save_chance=Fraction(save, FACES),
                kill_chance=kill_chance(strength, to),
            )
        )
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Laws(Generic[Num]):
    """Full (untrimmed) laws: P(0), P(1), ... up to the most the attack can give."""

    hits: tuple[Num, ...]
    failed_saves: tuple[Num, ...]
    caused: tuple[Num, ...]
    """Casualties caused, before W13's cap."""
    casualties: tuple[Num, ...]
    """Models removed: caused capped at ``engaged`` (W13)."""
    markers: tuple[Num, ...]
    """Suppression markers gained (W14)."""
    p_unit_wiped: Num
    """W13: P(casualties caused ≥ engaged)."""

    @property
    def no_casualty(self) -> Num:
        return self.caused[0]


def _binomial(n: int, p: Num, one: Num) -> list[Num]:
    q = one - p
    return [comb(n, x) * p**x * q ** (n - x) for x in range(n + 1)]


def _binomial_rows(n: int, p: Num, width: int, one: Num) -> list[list[Num]]:
    """Bin(x, p) for x = 0..n, each row cut to its first ``width`` entries (Pascal's rule)."""
    q = one - p
    zero = one - one
    row = [one] + [zero] * (width - 1)
    rows = [row]
    for _ in range(n):
        row = [row[0] * q] + [row[j] * q + row[j - 1] * p for j in range(1, width)]
        rows.append(row)
    return rows


def _convolve(a: Sequence[Num], b: Sequence[Num], zero: Num) -> list[Num]:
    out = [zero] * (len(a) + len(b) - 1)
    for i, pa in enumerate(a):
        if pa:
            for j, pb in enumerate(b):
                out[i + j] += pa * pb
    return out


@lru_cache(maxsize=8192)
def _sum_of_binomials(dice: tuple[tuple[int, Num], ...], one: Num, exact: bool) -> tuple[Num, ...]:
    """The law of the successes of every class of dice, (dice, P(success)) each, memoised: a
    unit's hits are the same against every defender it needs the same rolls against. ``exact``
    (``one`` is a Fraction) is in the memo's key: 0.5 and Fraction(1, 2) are equal keys."""
    if not dice:
        return (one,)
    zero = one - one
    # The first group's law as it is: convolving it with [one] gives it back, bit for bit.
    n, p = dice[0]
    out = _binomial(n, p, one)
    for n, p in dice[1:]:
        out = _convolve(out, _binomial(n, p, one), zero)
    return tuple(out)


def _hits_with_few_casualties(
    dice: Sequence[tuple[int, Num, Num]], engaged: int, one: Num
) -> list[Num]:
    """PL[h] = P(H = h, casualties caused ≤ engaged); ``dice`` are (n, P(hit), P(kill | hit)).

    The joint law of hits and casualties is kept only up to ``engaged`` casualties, and the last
    group is folded in through its casualties' CDF: two groups cost dice × dice × engaged."""
    zero = one - one
    if len(dice) > 1:
        # acc[h][k] = P(H = h, K = k), k ≤ engaged; the first group's alone is its hits' law
        # times each row of its kills (what the loop below makes of it, without the loop).
        n, p_hit, q = dice[0]
        kill_rows = _binomial_rows(n, q, engaged + 1, one)
        acc: list[list[Num]] = [
            [px * pj for pj in kill_rows[x][: min(x, engaged) + 1]]
            for x, px in enumerate(_binomial(n, p_hit, one))
        ]
    else:
        acc = [[one]]
    for n, p_hit, q in dice[1:-1]:
        new: list[list[Num]] = [[zero] * (min(h, engaged) + 1) for h in range(len(acc) + n)]
        kill_rows = _binomial_rows(n, q, engaged + 1, one)
        for x, px in enumerate(_binomial(n, p_hit, one)):
            if not px:
                continue
            kills = kill_rows[x]
            for h, row in enumerate(acc):
                target = new[h + x]
                for k, pk in enumerate(row):
                    if pk:
                        w = pk * px
                        for j, pj in enumerate(kills[: min(x + 1, engaged + 1 - k)]):
                            target[k + j] += w * pj
        acc = new
    n, p_hit, q = dice[-1]
    out = [zero] * (len(acc) + n)
    kill_rows = _binomial_rows(n, q, engaged + 1, one)
    for x, px in enumerate(_binomial(n, p_hit, one)):
        if not px:
            continue
        kills = kill_rows[x]
        # cdf[k] = P(this group's casualties ≤ engaged − k), for k = 0..engaged.
        running = zero
        cdf: list[Num] = []
        for pj in kills:
            running += pj
            cdf.append(running)
        cdf.reverse()
        for h, row in enumerate(acc):
            out[h + x] += px * sum(map(mul, row, cdf), zero)
    return out


def laws_of(
    per_die: Sequence[tuple[int, Num, Num, Num]], engaged: int, counter: int, one: Num
) -> Laws[Num]:
    """The laws from each class of dice: (dice, P(hit), P(saved), P(kill | failed save)).

    A class is a group's dice, or (for dice typed in at the table) dice whose fate is partly
    known: a known hit is a die with P(hit) 1, a known failed save one with P(saved) 0 too.
    Written once for any number type: ``exact_laws`` runs it on Fractions, ``calculate`` on
    floats (exact to ~1e-15).

    Each die is a miss, a saved hit, a failed save that does not kill or a casualty,
    independently (W16), so hits, failed saves and casualties are sums of binomials. With
    B(h) W9's counter markers, P0[h] = P(H = h, no failed save) and PL[h] = P(H = h, casualties
    ≤ engaged) (no failed save means no casualty, so P0 ≤ PL), the markers (W11, W13, W14) are

        P(markers = m) = Σ_h  P0[h]·[m = B(h)]  +  (PL[h] − P0[h])·[m = B(h) + 1]
                            +  (P(H = h) − PL[h])·[m = B(h) + 2]
    """
    zero = one - one
    # Groups whose dice have the same law are one pool of dice: fewer, larger groups are cheaper.
    pooled: dict[tuple[Num, Num, Num], int] = {}
    for n, h, s, k in per_die:
        if n:
            pooled[(h, s, k)] = pooled.get((h, s, k), 0) + n
    dice = [(n, h, s, k) for (h, s, k), n in pooled.items()]
    total = sum(n for n, *_ in dice)
    hits = list(
        _sum_of_binomials(tuple([(n, h) for n, h, _, _ in dice]), one, isinstance(one, Fraction))
    )
    failed = list(
        _sum_of_binomials(
            tuple([(n, h * (one - s)) for n, h, s, _ in dice]), one, isinstance(one, Fraction)
        )
    )
    caused = list(
        _sum_of_binomials(
            tuple([(n, h * (one - s) * k) for n, h, s, k in dice]), one, isinstance(one, Fraction)
        )
    )
    casualties: list[Num]
    if engaged < len(caused):
        casualties = caused[:engaged]
        casualties.append(sum(caused[engaged:], zero))
    else:
        casualties = caused
    # P0[h]: every die a miss or a saved hit (no failed save, W11).
    unsaved_free: list[Num] = []
    for n, h, s, _ in dice:
        miss = one - h
        term = [comb(n, x) * (h * s) ** x * miss ** (n - x) for x in range(n + 1)]
        if unsaved_free:
            unsaved_free = _convolve(unsaved_free, term, zero)[: total + 1]
        else:  # the first group's alone, as convolving [one, 0, …] with it gives it
            unsaved_free = term + [zero] * (total + 1 - len(term))
    if not unsaved_free:
        unsaved_free = [one]
    if engaged >= total:
        few = hits  # W13's overflow needs more casualties than there are dice
    else:
        few = _hits_with_few_casualties(
            [(n, h, (one - s) * k) for n, h, s, k in dice], engaged, one
        )
    markers = [zero] * (counter_markers(counter, total) + 3)
    for n_hits, ph in enumerate(hits):
        b = counter_markers(counter, n_hits)  # W9
        p0 = unsaved_free[n_hits]
        pl = few[n_hits]
        markers[b] += p0  # W11 0, W13 0
        markers[b + 1] += pl - p0  # a failed save, no overflow
        markers[b + 2] += ph - pl  # a failed save and W13's overflow marker
    markers = [max(zero, m) for m in markers]  # float rounding can leave -1e-18
    while len(markers) > 1 and not markers[-1]:
        markers.pop()
    wiped = sum(caused[engaged:], zero)
    return Laws(tuple(hits), tuple(failed), tuple(caused), tuple(casualties), tuple(markers), wiped)


@lru_cache(maxsize=4096)
def float_laws(
    per_die: tuple[tuple[int, float, float, float], ...], engaged: int, counter: int
) -> Laws[float]:
    """``laws_of`` in floats, memoised: a batch or a matrix fights the same units again and
    again, and the laws are immutable, so they are shared."""
    return laws_of(per_die, engaged, counter, 1.0)


def clear_caches() -> None:
    """Forget the memoised laws (benchmarks time a cold calculation with this)."""
    float_laws.cache_clear()
    _sum_of_binomials.cache_clear()


def exact_laws(scenario: Scenario) -> Laws[Fraction]:
    """The laws as exact fractions (for tests and checks; ``calculate`` uses floats)."""
    check_limits(scenario)
    tests = group_tests(scenario)
    per_die = [(t.dice, t.hit_chance, t.save_chance, t.kill_chance) for t in tests]
    d = scenario.defender
    return laws_of(per_die, d.engaged, d.hit_counter, Fraction(1))


@dataclass(frozen=True, slots=True)
class Counted:
    """A count's law as ``calc --json`` shows it: mean and trimmed distribution."""

    mean: float
    distribution: Distribution

    @property
    def at_least_one(self) -> float:
        return max(0.0, 1.0 - self.distribution[0])


def _counted(law: Sequence[float]) -> Counted:
    return Counted(mean(law), trim(law))


@dataclass(frozen=True, slots=True)
class Allocation:
    """W15's outcomes, unconditional, with ``no_casualty``; they sum to 1."""

    no_casualty: float
    defender_picks: float
    attacker_picks_one: float
    attacker_picks_leader_or_two: float


@dataclass(frozen=True, slots=True)
class Outcome:
    """Everything ``calc`` reports for one scenario."""

    scenario: Scenario
    groups: tuple[GroupTests, ...]
    hits: Counted
    failed_saves: Counted
    casualties: Counted
    suppression_markers: Counted
    allocation: Allocation
    p_unit_wiped: float
    casualties_caused: Counted
    """Before W13's cap: the take-down and the overflow marker's chance read it."""

    @property
    def p_any_casualty(self) -> float:
        return 1.0 - self.allocation.no_casualty


def calculate(scenario: Scenario) -> Outcome:
    """The exact outcome of ``scenario`` (floats, exact to ~1e-15)."""
    check_limits(scenario)
    tests = group_tests(scenario)
    per_die = [
        (t.dice, float(t.hit_chance), float(t.save_chance), float(t.kill_chance)) for t in tests
    ]
    d = scenario.defender
    laws = float_laws(tuple(per_die), d.engaged, d.hit_counter)
    p_any = max(0.0, 1.0 - laws.no_casualty)
    none, one, two = (float(c) for c in ALLOCATION_CHANCES)
    allocation = Allocation(laws.no_casualty, p_any * none, p_any * one, p_any * two)
    return Outcome(
        scenario=scenario,
        groups=tests,
        hits=_counted(laws.hits),
        failed_saves=_counted(laws.failed_saves),
        casualties=_counted(laws.casualties),
        suppression_markers=_counted(laws.markers),
        allocation=allocation,
        p_unit_wiped=laws.p_unit_wiped,
        casualties_caused=_counted(laws.caused),
    )
