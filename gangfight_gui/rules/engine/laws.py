"""Exact laws of counts as whole-number weights over one total, for every game; the builders
are memoised, since a batch or a matrix asks for the same laws again and again."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import repeat
from math import comb
from operator import mul, truediv
from typing import Any

import orjson

from gangfight_gui.rules.engine.distribution import TAIL, Distribution, trim
from gangfight_gui.rules.engine.records import quick_init


@quick_init
@dataclass(frozen=True, slots=True)
class Law:
    """An exact law over 0, 1, 2, …: P(k) = weights[k] / total.

    A count of dice has integer weights over a power of the sides: Python's integers keep it
    exact, much cheaper than Fractions. Floats appear only when a law is shown, each the
    correctly rounded value of the exact one, so the same floats as the Fractions' would be."""

    weights: tuple[int, ...]
    total: int

    def probability(self, k: int) -> Fraction:
        if not 0 <= k < len(self.weights):
            return Fraction(0)
        return Fraction(self.weights[k], self.total)

    def fractions(self) -> tuple[Fraction, ...]:
        return tuple(Fraction(w, self.total) for w in self.weights)

    def floats(self) -> Distribution:
        """The law as docs/cli.md shows it: correctly rounded floats, the far tail trimmed."""
        return trim(list(map(truediv, self.weights, repeat(self.total))))

    @property
    def mean(self) -> float:
        moment: int = sum(map(mul, range(len(self.weights)), self.weights))
        return moment / self.total


@lru_cache(maxsize=16384)
def figures(law: Law) -> tuple[float, Distribution]:
    """The law's mean and its floats (``Law.mean``, ``Law.floats``), memoised: the laws of a
    batch's fights are shared, and each is shown again in every fight."""
    return law.mean, law.floats()


def pieces(laws: Iterable[Law]) -> list[orjson.Fragment]:
    """Each law as docs/cli.md writes it, ``{"mean": …, "distribution": […]}``, encoded once by
    orjson (which splices a Fragment as it is) for every output of a batch that shows it."""
    return [_piece(law.weights, law.total) for law in laws]


@lru_cache(maxsize=16384)
def _piece(weights: tuple[int, ...], total: int) -> orjson.Fragment:
    """One of ``pieces``, memoised by the law's numbers (a tuple hashes without Python code)."""
    moment: int = sum(map(mul, range(len(weights)), weights))
    floats = list(map(truediv, weights, repeat(total)))  # as Law.mean and Law.floats
    if floats[-1] < TAIL:
        floats = list(trim(floats))
    return orjson.Fragment(orjson.dumps({"mean": moment / total, "distribution": floats}))


def given_json(laws: Iterable[Law], made: int, out_of: int) -> list[dict[str, Any]]:
    """Each law as ``pieces`` writes it, but of ``given_chance(law, made / out_of)``: the same
    floats, each rounded once from the same exact value, without that law or a Fraction (the
    chance is each fight's own: nothing is shared to memoise, so every step counts)."""
    kept = out_of - made
    written = []
    done: dict[int, dict[str, Any]] = {}  # a law given twice (one group's hits, all the hits)
    for law in laws:
        found = done.get(id(law))
        if found is None:
            weights, total = law.weights, law.total
            scaled = out_of * total
            floats = [weight * made / scaled for weight in weights]  # a few: quicker than map
            floats[0] = (kept * total + made * weights[0]) / scaled
            if floats[-1] < TAIL:
                floats = list(trim(floats))
            moment: int = sum(map(mul, range(len(weights)), weights))
            found = done[id(law)] = {"mean": made * moment / scaled, "distribution": floats}
        written.append(found)
    return written


NOTHING = Law((1,), 1)
"""No dice rolled: a count of 0 for certain."""


@lru_cache(maxsize=4096)
def binomial(n: int, faces: int, sides: int) -> Law:
    """Successes of ``n`` independent dice, each a success on ``faces`` of ``sides``."""
    if n == 0:
        return NOTHING
    other = sides - faces
    weights = tuple(comb(n, k) * faces**k * other ** (n - k) for k in range(n + 1))
    return Law(weights, sides**n)


def add(first: Law, second: Law) -> Law:
    """The law of the sum of two independent counts (convolution)."""
    if second is NOTHING:
        return first
    if first is NOTHING:
        return second
    return _added(first.weights, first.total, second.weights, second.total)


@lru_cache(maxsize=16384)
def _added(
    first: tuple[int, ...], first_total: int, second: tuple[int, ...], second_total: int
) -> Law:
    """``add``, memoised by the laws' numbers: a batch's fights sum the same few dice again and
    again (the same two weapons' hits), and a tuple of numbers hashes without Python code."""
    out = [0] * (len(first) + len(second) - 1)
    for i, a in enumerate(first):
        if a:
            for j, b in enumerate(second):
                out[i + j] += a * b
    return Law(tuple(out), first_total * second_total)


@lru_cache(maxsize=4096)
def repeated(law: Law, n: int) -> Law:
    """The law of the sum of ``n`` independent counts with this law (``n`` dice alike)."""
    if n == 0:
        return NOTHING
    half = repeated(law, n // 2)
    both = add(half, half)
    return add(both, law) if n % 2 else both


def times(law: Law, factor: int) -> Law:
    """The law of ``factor`` times a count (each die deals the same damage, say)."""
    if factor == 1:
        return law
    out = [0] * ((len(law.weights) - 1) * factor + 1)
    for k, w in enumerate(law.weights):
        out[k * factor] = w
    return Law(tuple(out), law.total)


def beyond(law: Law, free: int) -> Law:
    """The law of max(0, count − free): what is left past ``free`` (damage past the wounds)."""
    if free <= 0:
        return law
    head = sum(law.weights[: free + 1])
    return Law((head, *law.weights[free + 1 :]), law.total)


def given_chance(law: Law, chance: Fraction) -> Law:
    """The unconditional law of a count that is rolled with ``chance`` and else is 0."""
    num, den = chance.numerator, chance.denominator
    weights = [num * w for w in law.weights]
    weights[0] += (den - num) * law.total
    return Law(tuple(weights), den * law.total)


def clear_caches() -> None:
    """Forget the memoised laws (benchmarks time a cold calculation with this)."""
    figures.cache_clear()
    _piece.cache_clear()
    _added.cache_clear()
    binomial.cache_clear()
    repeated.cache_clear()
