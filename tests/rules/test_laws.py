"""The engine's exact integer laws against an enumeration of every face of every die: sums of
dice alike (``repeated``, by halves), binomials, sums of two counts, and their floats rounded
once from the exact value (the floats the same Fractions would give)."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import orjson
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


chances = st.tuples(st.integers(0, 50), st.integers(1, 50)).filter(lambda c: c[0] <= c[1])


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 6), st.integers(0, 216), chances)
def test_a_law_made_with_a_chance_is_written_as_its_exact_fractions(
    n: int, faces: int, chance: tuple[int, int]
) -> None:
    """A count rolled only with some chance (a reaction, say): its JSON is the Fractions' floats,
    each rounded once, whatever the chance (0 and 1 included) and however it is written."""
    law = laws.binomial(n, faces, 216)
    p = Fraction(*chance)
    made = laws.given_chance(law, p)
    exact = made.fractions()
    written = laws.given_json([law, law], *chance)
    assert written[0] == written[1]
    assert written[0]["mean"] == float(sum(k * q for k, q in enumerate(exact)))
    assert written[0]["distribution"] == list(made.floats())
    assert written[0]["distribution"] == [float(q) for q in exact][: len(made.floats())]
    # the same chance unreduced: the same figures
    assert laws.given_json([law], chance[0] * 6, chance[1] * 6) == written[:1]


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 5), st.integers(0, 6), st.integers(0, 3), st.integers(0, 36))
def test_a_laws_piece_is_its_json(n: int, hits: int, m: int, through: int) -> None:
    """``pieces``: the bytes orjson writes for the law's mean and floats, the same for a law met
    again (memoised by its numbers), and each sum of two counts the same as a fresh one."""
    law = laws.add(laws.binomial(n, hits, 6), laws.binomial(m, through, 36))
    again = laws.add(laws.binomial(n, hits, 6), laws.binomial(m, through, 36))
    assert again == law
    want = orjson.dumps({"mean": law.mean, "distribution": law.floats()})
    assert [orjson.dumps(piece) for piece in laws.pieces([law, again])] == [want, want]
    laws.clear_caches()
    assert orjson.dumps(laws.pieces([law])[0]) == want
