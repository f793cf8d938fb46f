"""The exact outcome of one unit's Melee Attacks (W7–W15): the laws of hits, failed saves,
casualties and suppression markers, worked out once for Fractions and for floats."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache, reduce
from itertools import accumulate
from math import comb
from operator import add, mul
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
    chances: tuple[float, float, float]
    """The three chances as floats, as ``calculate`` and ``calc --json`` take them."""


def group_tests(scenario: Scenario) -> tuple[GroupTests, ...]:
    """W7, W10, W12 for every group, in input order."""
    to = scenario.defender.to
    return tuple(
        [
            _tests(
                group.name,
                group.dice,
                hit_target(group, scenario),
                save_target(group, scenario),
                adjusted_strength(group),
                to,
            )
            for group in scenario.groups
        ]
    )


@lru_cache(maxsize=4096)
def _tests(name: str, dice: int, hit: int, save: int, strength: int, to: int | None) -> GroupTests:
    """One group's tests from its targets, memoised: a batch's units meet the same defenders
    again and again."""
    (hit_chance, hit_float), (save_chance, save_float) = _chance(hit), _chance(save)
    kill, kill_float = _kill(strength, to)
    floats = hit_float, save_float, kill_float
    return GroupTests(name, dice, hit, save, strength, hit_chance, save_chance, kill, floats)


@lru_cache(maxsize=64)
def _chance(target: int) -> tuple[Fraction, float]:
    """W3: a roll of at most ``target`` on a d6, exactly and as a float; memoised, as making
    fractions was a tenth of a fight's time."""
    chance = Fraction(target, FACES)
    return chance, float(chance)


@lru_cache(maxsize=1024)
def _kill(strength: int, to: int | None) -> tuple[Fraction, float]:
    """W12's ``kill_chance``, exactly and as a float; memoised as ``_chance`` is."""
    chance = kill_chance(strength, to)
    return chance, float(chance)


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


def binomial(n: int, p: Num, one: Num) -> tuple[Num, ...]:
    """The law of successes of ``n`` dice, each a success with chance ``p`` (``one`` is 1 as a
    float or a Fraction), memoised: a duel's law and a calculation share it."""
    return _terms(n, p, one - p, not isinstance(one, float))


@lru_cache(maxsize=8192)
def _terms(n: int, p: Num, q: Num, exact: bool) -> tuple[Num, ...]:
    """C(n, x)·p^x·q^(n−x) for x = 0..n (a binomial law when p + q = 1), memoised: the same dice
    and chances come back in fight after fight of a batch. ``exact`` keeps Fractions apart."""
    return tuple([comb(n, x) * p**x * q ** (n - x) for x in range(n + 1)])


def _binomial_rows(n: int, p: Num, width: int, one: Num) -> tuple[tuple[Num, ...], ...]:
    """Bin(x, p) for x = 0..n, each row cut to its first ``width`` entries (Pascal's rule)."""
    return _pascal(n, p, width, one, not isinstance(one, float))


@lru_cache(maxsize=4096)
def _pascal(n: int, p: Num, width: int, one: Num, exact: bool) -> tuple[tuple[Num, ...], ...]:
    """``_binomial_rows``, memoised as ``_terms`` is."""
    q: Num = one - p
    zero: Num = one - one
    if width == 2:  # one model engaged (W13), the commonest: two entries need no row's setup
        none, some = one, zero
        pairs = [(none, some)]
        for _ in range(n):
            none, some = none * q, some * q + none * p
            pairs.append((none, some))
        return tuple(pairs)
    row = [one] + [zero] * (width - 1)
    rows = [tuple(row)]
    for _ in range(n):
        row = [row[0] * q] + [row[j] * q + row[j - 1] * p for j in range(1, width)]
        rows.append(tuple(row))
    return tuple(rows)


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
    out: Sequence[Num] = binomial(n, p, one)
    for n, p in dice[1:]:
        out = _convolve(out, binomial(n, p, one), zero)
    return tuple(out)


def _successes(dice: list[tuple[int, Num]], one: Num, exact: bool) -> tuple[Num, ...]:
    """``_sum_of_binomials`` of ``dice``; one class's law straight from its own memo."""
    if len(dice) == 1:
        n, p = dice[0]
        return binomial(n, p, one)
    return _sum_of_binomials(tuple(dice), one, exact)


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
            for x, px in enumerate(binomial(n, p_hit, one))
        ]
    else:
        acc = [[one]]
    for n, p_hit, q in dice[1:-1]:
        new: list[list[Num]] = [[zero] * (min(h, engaged) + 1) for h in range(len(acc) + n)]
        kill_rows = _binomial_rows(n, q, engaged + 1, one)
        for x, px in enumerate(binomial(n, p_hit, one)):
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
    hits = binomial(n, p_hit, one)
    kill_rows = _binomial_rows(n, q, engaged + 1, one)
    if len(dice) == 1:  # Σ_k acc[0][k]·cdf[k] below, with acc [[one]], is cdf[0], bit for bit
        return [
            px * reduce(add, kills, zero) if px else zero
            for px, kills in zip(hits, kill_rows, strict=True)
        ]
    out = [zero] * (len(acc) + n)
    for x, px in enumerate(hits):
        if not px:
            continue
        # cdf[k] = P(this group's casualties ≤ engaged − k), for k = 0..engaged.
        cdf = list(accumulate(kill_rows[x]))
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
    if len(per_die) == 1:
        dice = [die for die in per_die if die[0]]
    else:
        pooled: dict[tuple[Num, Num, Num], int] = {}
        for n, h, s, k in per_die:
            if n:
                pooled[(h, s, k)] = pooled.get((h, s, k), 0) + n
        dice = [(n, h, s, k) for (h, s, k), n in pooled.items()]
    total = sum(n for n, *_ in dice)
    exact = not isinstance(one, float)  # a Fraction (a float is no ABC: the quicker test)
    hits = _successes([(n, h) for n, h, _, _ in dice], one, exact)
    failed = _successes([(n, h * (one - s)) for n, h, s, _ in dice], one, exact)
    caused = _successes([(n, h * (one - s) * k) for n, h, s, k in dice], one, exact)
    wiped = sum(caused[engaged:], zero)
    casualties = caused
    if engaged < len(caused):  # W13: the casualties past the engaged models are lumped
        lumped = list(caused[:engaged])
        lumped.append(wiped)
        casualties = tuple(lumped)
    # P0[h]: every die a miss or a saved hit (no failed save, W11).
    unsaved_free: Sequence[Num] = ()
    for n, h, s, _ in dice:
        term = _terms(n, h * s, one - h, exact)
        if unsaved_free:
            unsaved_free = _convolve(unsaved_free, term, zero)[: total + 1]
        else:  # the first group's alone, as convolving [one, 0, …] with it gives it
            unsaved_free = term + (zero,) * (total + 1 - len(term))
    if not unsaved_free:
        unsaved_free = (one,)
    few: Sequence[Num]
    if engaged >= total:
        few = hits  # W13's overflow needs more casualties than there are dice
    else:
        few = _hits_with_few_casualties(
            [(n, h, (one - s) * k) for n, h, s, k in dice], engaged, one
        )
    markers = [zero] * (counter_markers(counter, total) + 3)
    past = counter % FACES  # W9: counter_markers(counter, h) is (past + h) // FACES
    for n_hits, (ph, p0, pl) in enumerate(zip(hits, unsaved_free, few, strict=True)):
        b = (past + n_hits) // FACES
        markers[b] += p0  # W11 0, W13 0
        markers[b + 1] += pl - p0  # a failed save, no overflow
        markers[b + 2] += ph - pl  # a failed save and W13's overflow marker
    markers = [max(zero, m) for m in markers]  # float rounding can leave -1e-18
    while len(markers) > 1 and not markers[-1]:
        markers.pop()
    return Laws(hits, failed, caused, casualties, tuple(markers), wiped)


def clear_caches() -> None:
    """Forget the memoised laws (benchmarks time a cold calculation with this)."""
    memos = (_figures, _counted, _sum_of_binomials, _terms, _pascal)
    for memo in (*memos, _tests, _chance, _kill):
        memo.cache_clear()


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


@lru_cache(maxsize=8192)
def _counted(law: tuple[float, ...]) -> Counted:
    """A law's mean and trimmed law, memoised: a unit's hits are the same law against every
    defender of one WS, and its other laws recur as often."""
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


ALLOCATION_FLOATS = tuple(float(chance) for chance in ALLOCATION_CHANCES)
"""W15's chances as ``calculate`` multiplies them."""


@lru_cache(maxsize=4096)
def _figures(
    per_die: tuple[tuple[int, float, float, float], ...], engaged: int, counter: int
) -> tuple[Counted, Counted, Counted, Counted, Allocation, float, Counted]:
    """The figures of ``laws_of`` in floats, as ``Outcome`` lists them after its scenario and
    groups, memoised: a batch or a matrix fights the same units again and again."""
    laws = laws_of(per_die, engaged, counter, 1.0)
    p_any = max(0.0, 1.0 - laws.no_casualty)
    none, one, two = ALLOCATION_FLOATS
    return (
        _counted(laws.hits),
        _counted(laws.failed_saves),
        _counted(laws.casualties),
        _counted(laws.markers),
        Allocation(laws.no_casualty, p_any * none, p_any * one, p_any * two),
        laws.p_unit_wiped,
        _counted(laws.caused),
    )


def calculate(scenario: Scenario) -> Outcome:
    """The exact outcome of ``scenario`` (floats, exact to ~1e-15)."""
    check_limits(scenario)
    tests = group_tests(scenario)
    d = scenario.defender
    per_die = tuple([(t.dice, *t.chances) for t in tests])
    return Outcome(scenario, tests, *_figures(per_die, d.engaged, d.hit_counter))
