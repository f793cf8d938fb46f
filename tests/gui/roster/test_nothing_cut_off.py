"""The roster editor at 1366×768 with both samples of a game open: no text cut off.

Today's defects: in the Necromunda fighter table Sv and Cost needed sideways scrolling, Traits
showed "Mel…", and the third line of the roster notes was cut. Now each column is as wide as its
heading and its values (a text cut short holds its whole in its tooltip), the columns fit the
editor beside the calculator, and the notes show three lines.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QAbstractItemModel, QSize, Qt
from PySide6.QtWidgets import QApplication, QTableView
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.roster.editor import RosterEditor
from gangfight_gui.gui.shell.main_window import MainWindow
from tests.every_game import BUILT_IN, sample_paths

LAPTOP = QSize(1366, 768)


@pytest.fixture(params=BUILT_IN)
def shown(request: pytest.FixtureRequest, window: MainWindow, qtbot: QtBot) -> RosterEditor:
    """The first sample of a game in front, both open, in a window of a laptop's size."""
    window.resize(LAPTOP)
    qtbot.waitUntil(lambda: window.size() == LAPTOP)
    window.open_paths(sample_paths(request.param)[:2])
    window.tabs.setCurrentIndex(0)
    editor = window.tabs.current_editor()
    assert editor is not None
    editor.select_rows([0])
    QApplication.processEvents()
    return editor


def _cell_fits(view: QTableView, model: QAbstractItemModel, row: int, column: int) -> bool:
    """Whether a cell shows its whole text, or holds it whole in its tooltip."""
    index = model.index(row, column)
    text = str(index.data() or "")
    room = view.columnWidth(column) - 8
    if view.fontMetrics().horizontalAdvance(text) <= room:
        return True
    return text in str(index.data(Qt.ItemDataRole.ToolTipRole) or "")


def test_every_column_of_the_table_is_in_view_without_scrolling(shown: RosterEditor) -> None:
    view = shown.view
    last = view.model().columnCount() - 1
    right = view.columnViewportPosition(last) + view.columnWidth(last)
    assert right <= view.viewport().width(), "the last columns need sideways scrolling"
    assert not view.horizontalScrollBar().isVisible()


def test_every_heading_fits_its_column(shown: RosterEditor) -> None:
    for view in (shown.view, shown.detail.weapons_view):
        header = view.horizontalHeader()
        for column in range(view.model().columnCount()):
            title = str(view.model().headerData(column, Qt.Orientation.Horizontal))
            assert header.fontMetrics().horizontalAdvance(title) < view.columnWidth(column), title


def test_every_cell_shows_its_text_or_holds_it_in_its_tooltip(shown: RosterEditor) -> None:
    for view in (shown.view, shown.detail.weapons_view):
        model = view.model()
        for row in range(model.rowCount()):
            for column in range(model.columnCount()):
                assert _cell_fits(view, model, row, column), model.index(row, column).data()


def test_the_weapons_lists_are_not_cut_short(shown: RosterEditor) -> None:
    """Necromunda's Traits showed "Mel…" for "Melee, Versatile"."""
    view = shown.detail.weapons_view
    model = view.model()
    metrics = view.fontMetrics()
    for column in range(model.columnCount()):
        for row in range(model.rowCount()):
            text = str(model.index(row, column).data() or "")
            assert metrics.horizontalAdvance(text) <= view.columnWidth(column) - 8, text


def test_the_roster_notes_show_three_lines(shown: RosterEditor) -> None:
    box = shown.properties.notes_edit
    assert box.viewport().height() >= 3 * box.fontMetrics().lineSpacing()
