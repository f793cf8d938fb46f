"""Fixtures of the window's tests: the main window on a laptop's screen."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.shell.main_window import MainWindow
from tests.gui.roster_helpers import close_quietly, make_window


@pytest.fixture
def laptop_window(qtbot: QtBot) -> Iterator[MainWindow]:
    """A shown main window at 1366×768 (issue 24's laptop), closed without questions after."""
    shown = make_window(qtbot)
    shown.resize(1366, 768)
    yield shown
    close_quietly(shown)
