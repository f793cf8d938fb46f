"""The engine's exact integer laws against an enumeration of every face of every die: sums of
dice alike (``repeated``, by halves), binomials, sums of two counts, and their floats rounded
once from the exact value (the floats the same Fractions would give)."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from gangfight_gui.rules.engine import laws

# A die as its faces' counts: faces[k] of its sides score k (a d6 hitting on 4+ is (3, 3)).
faces = st.lists(st.integers(0, 3), min_size=1, max_size=3).filter(lambda f: sum(f) > 0)


def _enumerated(die: list[int], n: int) -> dict[int, Fraction]:
    """P(the n dice score k), rolling every side of every die."""
    sides = [score for score, count in enumerate(die) for _ in range(count)]
    scores = Counter(sum(roll) for roll in itertools.product(sides, repeat=n))
    return {k: Fraction(c, len(sides) ** n) for k, c in scores.items()}


def _exact(law: laws.Law) -> dict[int, Fraction]:
    return {k: p for k, p in enumerate(law.fractions()) if p}


@settings(max_examples=80, deadline=None)
@given(faces, st.integers(0, 5))
def test_dice_alike_summed_by_halves_are_every_roll(die: list[int], n: int) -> None:
    law = laws.repeated(laws.Law(tuple(die), sum(die)), n)
    assert _exact(law) == _enumerated(die, n)
    assert len(law.weights) == (len(die) - 1) * n + 1
    assert law.mean == float(sum(k * p for k, p in _enumerated(die, n).items()))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 6), st.integers(0, 6), faces, st.integers(0, 3))
def test_a_binomial_plus_dice_is_every_roll(n: int, hits: int, die: list[int], m: int) -> None:
    law = laws.add(laws.binomial(n, hits, 6), laws.repeated(laws.Law(tuple(die), sum(die)), m))
    d6 = [6 - hits, hits]
    want: Counter[int] = Counter()
    for a, p in _enumerated(d6, n).items():
        for b, q in _enumerated(die, m).items():
            want[a + b] += p * q
    assert _exact(law) == {k: p for k, p in want.items() if p}
    assert list(law.floats()) == [float(p) for p in law.fractions()][: len(law.floats())]
