"""A 10,000-entry roster of any game opens in the window asking the table only for the rows on
screen.

Opening a 1,000-model roster once made the table model answer 441,000 ``data()`` calls (columns
sized to their contents measure every row; the header and the stacked widget ask again and
again). These tests count which rows are asked for, so any whole-roster work in the table's
layout, size hints or sorting shows up as rows far below the screen, in every game's editor.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.roster.editor import RosterEditor
from gangfight_gui.gui.roster.table_model import RosterTableModel
from gangfight_gui.gui.roster.tabs import RosterTabs
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.engine.limits import MAX_MODELS
from tests.gui.roster.conftest import sample_roster

MARGIN = 2
"""Rows asked for beyond the last one on screen: a partly shown row and the one after it."""


def horde(game: str, count: int) -> Roster:
    """``count`` entries of ``game``: its sample's entries over and over, each named apart."""
    sample = sample_roster(game)
    models = sample.models
    return sample.with_models(
        models[i % len(models)].with_value("name", f"Horde {i}") for i in range(count)
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


class Shown:
    """The editor of a roster in a tab of its own, as the window holds it (a stacked widget
    asking for size hints), tall enough for many rows on screen."""

    def __init__(self, qtbot: QtBot) -> None:
        self.tabs = RosterTabs()
        qtbot.addWidget(self.tabs)
        self.tabs.resize(1600, 1000)
        self.tabs.show()

    def open(self, roster: Roster) -> RosterEditor:
        document = RosterDocument(roster)
        self.tabs.add_document(document)
        return self.tabs.editor_for(document)


@pytest.fixture
def window(qtbot: QtBot) -> Shown:
    return Shown(qtbot)


def _shown(window: Shown) -> RosterEditor:
    QApplication.processEvents()
    window.tabs.grab()  # paints every visible cell, as the screen would
    editor = window.tabs.current_editor()
    assert editor is not None
    return editor


def _last_on_screen(editor: RosterEditor) -> int:
    view = editor.view
    return view.rowAt(view.viewport().height() - 1)


def test_opening_10000_entries_asks_only_for_the_rows_on_screen(
    window: Shown, asked: set[int], every_game: str
) -> None:
    window.open(horde(every_game, MAX_MODELS))
    editor = _shown(window)
    assert editor.view.rowAt(0) == 0
    assert 10 < _last_on_screen(editor) < MAX_MODELS - 1
    assert asked, "the table painted no rows at all"
    assert max(asked) <= _last_on_screen(editor) + MARGIN
    assert editor.table_model.rowCount() == MAX_MODELS


def test_an_edit_sort_and_search_ask_only_for_the_rows_on_screen(
    window: Shown, asked: set[int], every_game: str
) -> None:
    window.open(horde(every_game, MAX_MODELS))
    editor = _shown(window)
    asked.clear()
    model = editor.table_model
    assert model.setData(model.index(1, model.name_column), "Edited")
    editor = _shown(window)
    assert editor.document.roster.models[1].name == "Edited"
    assert 1 in asked
    assert max(asked) <= _last_on_screen(editor) + MARGIN
    asked.clear()
    editor.view.sortByColumn(model.name_column, Qt.SortOrder.DescendingOrder)
    editor.search_edit.setText("Horde 99")
    _shown(window)
    # Sorting and the search read the entries themselves, never the model's data().
    assert len(asked) <= _last_on_screen(editor) + MARGIN + 1


def test_columns_fit_the_widest_value_of_any_row(window: Shown, every_game: str) -> None:
    """The widths come from the values, not the rows on screen: a long name far down counts."""
    roster = horde(every_game, 3_000)
    name_spec = type(roster.models[0]).specs[0]
    long_name = "Grand Warlord of the Eastern Marches"[: name_spec.maximum or 200]
    models = list(roster.models)
    models[2_500] = models[2_500].with_value("name", long_name)
    window.open(roster.with_models(models))
    editor = _shown(window)
    view = editor.view
    metrics = view.fontMetrics()
    model = editor.table_model
    assert view.columnWidth(model.name_column) > metrics.horizontalAdvance(long_name)
    for column in range(model.columnCount()):
        title = str(model.headerData(column, Qt.Orientation.Horizontal))
        assert view.columnWidth(column) >= metrics.horizontalAdvance(title)
