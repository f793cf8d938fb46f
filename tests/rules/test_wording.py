"""The one pluraliser: every count the app writes reads as a player would write it."""

from __future__ import annotations

import pytest

from gangfight_gui.rules.engine.wording import count_of, plural


@pytest.mark.parametrize(
    ("n", "word", "expected"),
    [
        (1, "die", "1 die"),
        (3, "die", "3 dice"),
        (0, "crit die", "0 crit dice"),
        (1, "success", "1 success"),
        (2, "success", "2 successes"),
        (2, "inch", "2 inches"),
        (4, "wound", "4 wounds"),
        (2, "more problem", "2 more problems"),
        (1, "more weapon", "1 more weapon"),
        (1, "casualty", "1 casualty"),
        (2, "casualty", "2 casualties"),
        (2, "injury die", "2 injury dice"),
        (3, "failed save", "3 failed saves"),
    ],
)
def test_count_of(n: int, word: str, expected: str) -> None:
    assert count_of(n, word) == expected


def test_a_negative_count_reads_as_its_size() -> None:
    assert plural("die", -1) == "die"  # "-1 die: long range" (R15)
    assert plural("die", -2) == "dice"
