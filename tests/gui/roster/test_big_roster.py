"""A 10,000-model roster opens in the window asking the table only for the rows on screen.

Opening a 1,000-model roster once made the table model answer 441,000 ``data()`` calls (columns
sized to their contents measure every row; the header and the stacked widget ask again and
again). These tests count which rows are asked for, so any whole-model work in the table's
layout, size hints or sorting shows up as rows far below the screen.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.roster.column_widths import content_texts
from gangfight_gui.gui.roster.editor import RosterEditor
from gangfight_gui.gui.roster.table_model import Column, RosterTableModel
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.roster.model_spec import ModelSpec
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.gangfight.sizes import Size
from tests.gui.roster_helpers import close_quietly, make_window, open_document

MODELS = 10_000
MARGIN = 2
"""Rows asked for beyond the last one on screen: a partly shown row and the one after it."""


def horde(count: int) -> Roster:
    sizes = list(Size)
    return Roster(
        name="Horde",
        models=tuple(
            ModelSpec(
                name=f"Horde model {number}",
                size=sizes[number % len(sizes)],
                attack=1 + number % 6,
                defense=3,
                cost=number,
            )
            for number in range(count)
        ),
    )


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> set[int]:
    """The rows every RosterTableModel is asked about, from now on: their cells' data and
    flags, and their row headers (a header sized to its contents asks for every row's)."""
    rows: set[int] = set()
    data, flags, header_data = (
        RosterTableModel.data,
        RosterTableModel.flags,
        RosterTableModel.headerData,
    )

    def counting_data(
        self: RosterTableModel,
        index: QModelIndex | QPersistentModelIndex,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if index.isValid():
            rows.add(index.row())
        return data(self, index, role)

    def counting_flags(
        self: RosterTableModel, index: QModelIndex | QPersistentModelIndex
    ) -> Qt.ItemFlag:
        if index.isValid():
            rows.add(index.row())
        return flags(self, index)

    def counting_header_data(
        self: RosterTableModel,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if orientation == Qt.Orientation.Vertical:
            rows.add(section)
        return header_data(self, section, orientation, role)

    monkeypatch.setattr(RosterTableModel, "data", counting_data)
    monkeypatch.setattr(RosterTableModel, "flags", counting_flags)
    monkeypatch.setattr(RosterTableModel, "headerData", counting_header_data)
    return rows


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = make_window(qtbot)
    win.resize(1600, 1000)
    # The calculator's docks hidden, so the table has the height for many rows on screen.
    win.combat.builder_dock.hide()
    win.combat.results_dock.hide()
    yield win
    close_quietly(win)


def _shown(window: MainWindow) -> RosterEditor:
    QApplication.processEvents()
    window.grab()  # paints every visible cell, as the screen would
    editor = window.tabs.current_editor()
    assert editor is not None
    return editor


def test_opening_10000_models_asks_only_for_the_rows_on_screen(
    window: MainWindow, asked: set[int]
) -> None:
    open_document(window, horde(MODELS))
    editor = _shown(window)
    view = editor.view
    last_on_screen = view.rowAt(view.viewport().height() - 1)
    assert view.rowAt(0) == 0
    assert 10 < last_on_screen < MODELS - 1
    assert asked, "the table painted no rows at all"
    assert max(asked) <= last_on_screen + MARGIN
    assert editor.table_model.rowCount() == MODELS


def test_an_edit_in_a_10000_model_roster_asks_only_for_the_rows_on_screen(
    window: MainWindow, asked: set[int]
) -> None:
    open_document(window, horde(MODELS))
    editor = _shown(window)
    asked.clear()
    model = editor.table_model
    assert model.setData(model.index(1, Column.ATTACK), 6)
    editor = _shown(window)
    view = editor.view
    assert editor.document.roster.models[1].attack == 6
    assert 1 in asked
    assert max(asked) <= view.rowAt(view.viewport().height() - 1) + MARGIN


def test_columns_fit_the_widest_value_of_any_row(window: MainWindow) -> None:
    """The widths come from the values, not the rows on screen: a long name far down counts."""
    roster = horde(3_000)
    long_name = "Grand Warlord of the Eastern Marches"
    models = list(roster.models)
    models[2_500] = models[2_500].model_copy(update={"name": long_name})
    open_document(window, roster.model_copy(update={"models": tuple(models)}))
    editor = _shown(window)
    view = editor.view
    metrics = view.fontMetrics()
    assert long_name in content_texts(editor.document.roster.models)[Column.NAME]
    assert view.columnWidth(Column.NAME) > metrics.horizontalAdvance(long_name)
    for column in Column:
        heading = str(editor.table_model.headerData(column, Qt.Orientation.Horizontal))
        assert view.columnWidth(column) >= metrics.horizontalAdvance(heading)
    assert view.columnWidth(Column.COST) > metrics.horizontalAdvance("2999")
