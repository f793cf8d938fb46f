"""No scroll bar shows with nothing to scroll: the builder keeps its bar's room (its width never
changes as rows come and go) but draws no bar while it shows whole, in the empty window and with
rosters open, in every game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollBar
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.shell.main_window import MainWindow
from tests.gui.combat.builder.helpers import caught_up, samples
from tests.gui.roster_helpers import LAPTOP


@pytest.fixture
def window_size() -> tuple[int, int]:
    return LAPTOP


def inert_bars_drawn(window: MainWindow) -> list[str]:
    """Each shown vertical scroll bar with nothing to scroll that draws more than one colour."""
    drawn = []
    for bar in window.findChildren(QScrollBar):
        if not bar.isVisible() or bar.orientation() != Qt.Orientation.Vertical:
            continue
        if bar.maximum() > bar.minimum():
            continue
        image = bar.grab().toImage()
        colours = {
            image.pixel(x, y) for x in range(image.width()) for y in range(0, image.height(), 3)
        }
        if len(colours) > 1:
            area = bar.parentWidget().parentWidget() if bar.parentWidget() else None
            drawn.append(area.objectName() if area is not None else "?")
    return drawn


def test_the_empty_window_shows_no_bar_with_nothing_to_scroll(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.combat.builder_dock.show()
    caught_up()
    bars = [b for b in window.findChildren(QScrollBar) if b.isVisible()]
    assert bars, "the builder keeps its bar's room"
    assert inert_bars_drawn(window) == []


@pytest.mark.parametrize("game", ["gangfight", "necromunda", "warstrike"])
def test_a_builder_that_shows_whole_shows_no_bar(
    window: MainWindow, qtbot: QtBot, game: str
) -> None:
    window.open_paths(samples(game))
    caught_up()
    window.combat.recompute_now()
    caught_up()
    assert inert_bars_drawn(window) == []


def test_a_bar_with_something_to_scroll_is_drawn_and_works(qtbot: QtBot) -> None:
    from gangfight_gui.gui.common.fitting import RoomKeptScrollBar

    bar = RoomKeptScrollBar()
    qtbot.addWidget(bar)
    bar.resize(16, 200)
    bar.show()
    qtbot.waitExposed(bar)
    bar.setRange(0, 0)
    assert not bar.isEnabled()
    bar.setRange(0, 300)
    assert bar.isEnabled()
    image = bar.grab().toImage()
    assert len({image.pixel(x, y) for x in range(16) for y in range(0, 200, 3)}) > 1
    bar.setValue(120)
    assert bar.value() == 120
