"""``gangfight_gui.testing``, the checks a game's own tests run: they pass on the example game
(whose own tests use them) and each fails on a game that gets its part wrong."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui import testing
from gangfight_gui.rules.game import AnyGame, Chart, OutcomeView, TypedProgress, find_game
from tests.helpers.example_game import EXAMPLE, ROSTER, SCENARIO, example_on_path, with_example_game


@pytest.fixture
def game(example_game: Path) -> Iterator[AnyGame]:
    with example_on_path(example_game):
        yield find_game("pitfight")


def small() -> dict[str, Any]:
    """Two attack dice and a save for each hit (P3, P4): four dice at most."""
    scenario: dict[str, Any] = json.loads(SCENARIO.read_text(encoding="utf-8"))
    scenario["attacker"] |= {"skill": 1, "weapons": [{"name": "Spear", "dice": 1}]}
    return scenario | {"charging": False}


def test_the_example_game_passes_every_check(game: AnyGame) -> None:
    crew = json.loads(ROSTER.read_text(encoding="utf-8"))
    testing.check_game("pitfight", [small()], [crew])
    # Prefixes: none, one attack die (6 ways), both (36); then the saves: two hits at 3+ (16
    # ways of the 36) ask two dice (6 + 36 prefixes each), one hit (16 ways) one die (6).
    count = testing.check_typed_odds(game, small())
    assert count == 1 + 6 + 36 + 16 * (6 + 36) + 16 * 6


@pytest.mark.slow
def test_its_own_tests_use_them(example_game: Path) -> None:
    tests = EXAMPLE / "tests"
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tests)]
    done = subprocess.run(
        command, env=with_example_game(example_game), capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    # Every one of them ran: none skipped, none deselected (their number grows with the game).
    summary = done.stdout.strip().splitlines()[-1]
    assert re.fullmatch(r"\d+ passed in [\d.]+s", summary), summary


def test_typed_odds_off_at_one_prefix_fail(game: AnyGame) -> None:
    class Off(type(game)):  # type: ignore[misc]
        def typed_progress(self, scenario: Any, dice: Any) -> TypedProgress:
            progress: TypedProgress = super().typed_progress(scenario, dice)
            if list(dice) != [6]:
                return progress
            odds = tuple(replace(f, probability=f.probability * 0.999) for f in progress.odds)
            return replace(progress, odds=odds)

    with pytest.raises(AssertionError, match=r"dice \[6\]: .* the six faces to come give"):
        testing.check_typed_odds(Off(), small())


def test_a_chart_that_does_not_add_up_fails(game: AnyGame) -> None:
    class Leaky(type(game)):  # type: ignore[misc]
        def views(self, outcome: Any) -> tuple[OutcomeView, ...]:
            [view, *rest] = super().views(outcome)
            chart = view.charts[0]
            bars = ((chart.bars[0][0], chart.bars[0][1] / 2), *chart.bars[1:])
            leaky = Chart(chart.title, bars, chart.counts, chart.tones)
            return (replace(view, charts=(leaky, *view.charts[1:])), *rest)

    testing.check_views(game, small())
    with pytest.raises(AssertionError, match="adds to"):
        testing.check_views(Leaky(), small())


def test_a_roll_longer_than_allowed_is_refused(game: AnyGame) -> None:
    with pytest.raises(AssertionError, match="more than 3 dice: check a smaller fight"):
        testing.check_typed_odds(game, small(), most_dice=3)
