"""Fixtures of the builder's tests: a window with both samples of a game open, for every game
(the example game installed as a player installs a game: ``example_game``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from gangfight_gui.gui.shell.main_window import MainWindow
from tests.gui.combat.builder.helpers import GAMES
from tests.helpers.example_game import example_on_path


@pytest.fixture(params=GAMES)
def game(request: pytest.FixtureRequest, example_game: Path) -> Iterator[str]:
    """Each game's key in turn, the example game installed and found for its turn."""
    key: str = request.param
    if key == "pitfight":
        with example_on_path(example_game):
            yield key
    else:
        yield key


@pytest.fixture
def window(game: str, window: MainWindow) -> MainWindow:
    """The main window, made once the game under test is installed and closed before it is
    uninstalled."""
    return window
