"""The crew count's notation ("3+D3", "D6", "4") and its law (``CrewCount.parse``)."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gangfight_gui.roster.night.count import CountError, CrewCount
from gangfight_gui.rules.engine.limits import MAX_MODELS


@pytest.mark.parametrize(
    ("text", "fixed", "die", "canonical"),
    [
        ("4", 4, 0, "4"),
        ("D6", 0, 6, "D6"),
        ("d3", 0, 3, "D3"),
        ("3+D3", 3, 3, "3+D3"),
        (" 5 + d6 ", 5, 6, "5+D6"),
        ("D6+2", 2, 6, "2+D6"),
        ("0", 0, 0, "0"),
    ],
)
def test_notation(text: str, fixed: int, die: int, canonical: str) -> None:
    count = CrewCount.parse(text)
    assert (count.fixed, count.die, count.text) == (fixed, die, canonical)
    assert CrewCount.parse(count.text) == count


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("3+D4", "a count adds a D3 or a D6, not a D4"),
        ("2D6", "is not a count"),
        ("3+D3+2", "is not a count"),
        ("", "is not a count"),
        ("-1", "is not a count"),
        ("three", "is not a count"),
        (str(MAX_MODELS + 1), "at most 10,000 entries"),
    ],
)
def test_what_is_not_a_count(text: str, words: str) -> None:
    with pytest.raises(CountError, match=words):
        CrewCount.parse(text)


def test_law_of_each_kind() -> None:
    third, sixth = Fraction(1, 3), Fraction(1, 6)
    assert CrewCount.parse("3+D3").law == ((4, third), (5, third), (6, third))
    assert CrewCount.parse("D6").law == tuple((c, sixth) for c in range(1, 7))
    assert CrewCount.parse("4").law == ((4, Fraction(1)),)
    assert (CrewCount.parse("5+D6").lowest, CrewCount.parse("5+D6").highest) == (6, 11)


class _Faces(random.Random):
    """Rolls the faces given, in order (a D6 of ``randint(1, 6)``)."""

    def __init__(self, *faces: int) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a: int, b: int) -> int:
        assert (a, b) == (1, 6)
        return self.faces.pop(0)


@pytest.mark.parametrize(("face", "d3"), [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_a_d3_is_a_d6_halved_rounding_up(face: int, d3: int) -> None:
    assert CrewCount.parse("3+D3").roll(_Faces(face)) == d3
    assert CrewCount.parse("D6").roll(_Faces(face)) == face
    assert CrewCount.parse("3+D3").count(d3) == 3 + d3


def test_a_fixed_count_rolls_no_die() -> None:
    rng = random.Random(1)
    state = rng.getstate()
    assert CrewCount.parse("4").roll(rng) is None
    assert rng.getstate() == state
    assert CrewCount.parse("4").count(None) == 4


@given(st.integers(0, MAX_MODELS), st.sampled_from([0, 3, 6]))
def test_every_count_reads_back_from_its_text(fixed: int, die: int) -> None:
    count = CrewCount(fixed, die)
    assert CrewCount.parse(count.text) == count
    assert sum(p for _, p in count.law) == 1
