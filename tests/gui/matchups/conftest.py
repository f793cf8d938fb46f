"""Fixtures of the matchups tests: every game (the three built-in and the example game, installed
as a player installs one: ``matchup_game``), two of its rosters, a shown view and a way to wait
for its matrix."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.gui.matchups.view import MatchupsView
from gangfight_gui.roster.files import AnyRoster, roster_from_data, roster_to_data
from gangfight_gui.rules.game import AnyGame
from tests.every_game import pair_rosters

WAIT_MS = 20_000


@pytest.fixture
def game(matchup_game: AnyGame) -> AnyGame:
    """Each game with matchups in turn (``tests/conftest.py``)."""
    return matchup_game


def samples(game: AnyGame) -> tuple[AnyRoster, AnyRoster]:
    """Two rosters of the game (``every_game.pair_data``)."""
    return pair_rosters(game.key)


def renamed(roster: AnyRoster, name: str, entries: list[dict[str, Any]] | None = None) -> AnyRoster:
    """``roster`` under another name, with other entries if given."""
    data = roster_to_data(roster)
    data = {**data, "name": name, "models": data["models"] if entries is None else entries}
    return roster_from_data(json.loads(json.dumps(data)), name)


def big_roster(game: AnyGame, count: int) -> AnyRoster:
    """``count`` entries cycling through the first sample's, each named apart."""
    roster = samples(game)[0]
    entries = roster_to_data(roster)["models"]
    made = [{**entries[n % len(entries)], "name": f"Entry {n + 1}"} for n in range(count)]
    return renamed(roster, f"{count} of them", made)


@pytest.fixture
def view(qtbot: QtBot, game: AnyGame) -> MatchupsView:
    """Shown (a hidden matrix waits to be shown); pytest-qt closes it, which stops its thread."""
    widget = MatchupsView(game)
    qtbot.addWidget(widget)
    widget.resize(1200, 520)
    widget.show()
    return widget


Compute = Callable[[Callable[[], object]], MatrixResult]


@pytest.fixture
def computed(qtbot: QtBot, view: MatchupsView) -> Compute:
    """Run an action on the view and return the matrix it leads to."""

    def run(action: Callable[[], object]) -> MatrixResult:
        with qtbot.waitSignal(view.matrix_computed, timeout=WAIT_MS) as blocker:
            action()
        result = blocker.args[0]
        assert isinstance(result, MatrixResult)
        return result

    return run


@pytest.fixture
def shown(view: MatchupsView, computed: Compute, game: AnyGame) -> MatrixResult:
    """The matrix of the game's two samples."""
    first, second = samples(game)
    return computed(lambda: view.set_rosters([("mine", first), ("theirs", second)]))
