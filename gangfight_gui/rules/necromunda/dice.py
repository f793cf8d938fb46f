"""The per-die numbers of N9–N11 and exact laws of counts built from them.

Every per-die chance is a whole number of faces out of 6, so a die's chance of getting through
hit, wound and save is an integer over 6³ and every law here is integers over a common
denominator. Python's integers keep the arithmetic exact and cheap; floats appear only when a law
is shown (``Law.floats``), rounded once from the exact value.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import repeat
from math import comb
from operator import mul, truediv

from gangfight_gui.rules.engine.distribution import Distribution, trim

CANNOT = 7
"""A target number that no die reaches (N9: a hit_target of 7 cannot hit)."""


def hit_target(ws: int, modifier: int) -> int:
    """N9: the natural roll needed to hit; a natural 1 always misses, so never below 2."""
    return min(CANNOT, max(2, ws - modifier))


def wound_target(strength: int, toughness: int) -> int:
    """N10 (this project's reading): the wound chart of S against T."""
    if strength >= 2 * toughness:
        return 2
    if 2 * strength <= toughness:
        return 6
    if strength > toughness:
        return 3
    if strength == toughness:
        return 4
    return 5


def save_target(sv: int | None, ap: int) -> int | None:
    """N11 (this project's reading): sv − ap, or None when there is no save die to roll."""
    if sv is None or sv - ap > 6:
        return None
    return sv - ap


def faces_reaching(target: int | None) -> int:
    """Faces of a d6 at or above ``target`` (a target of 2+ or more: a natural 1 never counts)."""
    if target is None:
        return 0
    return max(0, 7 - max(2, target))


@dataclass(frozen=True, slots=True)
class Law:
    """An exact distribution over 0, 1, 2, …: P(k) = weights[k] / total."""

    weights: tuple[int, ...]
    total: int

    def probability(self, k: int) -> Fraction:
        if not 0 <= k < len(self.weights):
            return Fraction(0)
        return Fraction(self.weights[k], self.total)

    def fractions(self) -> tuple[Fraction, ...]:
        return tuple(Fraction(w, self.total) for w in self.weights)

    def floats(self) -> Distribution:
        """The law as CLI.md shows it: correctly rounded floats, the far tail trimmed."""
        return trim(list(map(truediv, self.weights, repeat(self.total))))

    @property
    def mean(self) -> float:
        return sum(map(mul, range(len(self.weights)), self.weights)) / self.total


@lru_cache(maxsize=16384)
def figures(law: Law) -> tuple[float, Distribution]:
    """The law's mean and its floats (``Law.mean``, ``Law.floats``), memoised: the laws of a
    batch's fights are shared (``outcome``'s memo), and each is shown again in every fight."""
    return law.mean, law.floats()


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
    out = [0] * (len(first.weights) + len(second.weights) - 1)
    for i, a in enumerate(first.weights):
        if a:
            for j, b in enumerate(second.weights):
                out[i + j] += a * b
    return Law(tuple(out), first.total * second.total)


def times(law: Law, factor: int) -> Law:
    """The law of ``factor`` times a count (each unsaved wound deals the weapon's d, N12)."""
    if factor == 1:
        return law
    out = [0] * ((len(law.weights) - 1) * factor + 1)
    for k, w in enumerate(law.weights):
        out[k * factor] = w
    return Law(tuple(out), law.total)


def beyond(law: Law, free: int) -> Law:
    """The law of max(0, count − free): damage past the wounds that can be lost (N12)."""
    if free <= 0:
        return law
    head = sum(law.weights[: free + 1])
    return Law((head, *law.weights[free + 1 :]), law.total)


def given_chance(law: Law, chance: Fraction) -> Law:
    """The unconditional law of a count that is rolled with ``chance`` and else is 0 (N15)."""
    num, den = chance.numerator, chance.denominator
    weights = [num * w for w in law.weights]
    weights[0] += (den - num) * law.total
    return Law(tuple(weights), den * law.total)
