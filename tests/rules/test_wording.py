"""The one pluraliser: every count the app writes reads as a player would write it."""

from __future__ import annotations

import pytest

from gangfight_gui.rules.engine.wording import at_least_odds, count_of, plural


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


def test_at_least_odds_leave_out_what_rounds_to_nothing() -> None:
    # P(>=1) = 0.75, P(>=2) = 0.25, P(>=3) = 0.0004: below SHOWN, so not written.
    assert at_least_odds((0.25, 0.5, 0.2496, 0.0004)) == "1+: 75.0%   2+: 25.0%"
    assert at_least_odds((1.0,)) == ""


def test_a_message_loses_its_json_path_and_keeps_a_field_it_does_not_name() -> None:
    """Once read "Matron Ilse Vorne: attacker.weapons: two weapons named 'Arc lash'"."""
    from gangfight_gui.rules.engine.wording import without_path

    assert (
        without_path("attacker.weapons: two weapons named 'Arc lash'")
        == "two weapons named 'Arc lash'"
    )
    # a field's name inside a word ("w" of "whole") does not name it
    assert (
        without_path("fighter.ws: must be a whole number from 2 to 6 (found 9) (N2)")
        == "ws: must be a whole number from 2 to 6 (found 9) (N2)"
    )
    assert without_path("target.weapons[1].flesh_wounds: too many") == "flesh wounds: too many"
    assert without_path("Pick the fighter attacked.") == "Pick the fighter attacked."
