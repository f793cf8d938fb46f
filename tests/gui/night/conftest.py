"""The window for game night's tests: shown at 1366×768, closed at the end without a question
(an open battle with unsaved changes would ask to be saved)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.shell.main_window import MainWindow
from tests.gui.roster_helpers import close_quietly, make_window


def close_window(window: MainWindow) -> None:
    """Close ``window`` asking nothing: its battle dropped (its autosave kept, as a kill
    leaves it), its rosters marked clean."""
    if window.battle.document is not None:
        window.battle.document.undo_stack.setClean()
    close_quietly(window)


@pytest.fixture
def night_window(qtbot: QtBot) -> Iterator[MainWindow]:
    shown = make_window(qtbot)
    shown.resize(1366, 768)
    yield shown
    close_window(shown)
