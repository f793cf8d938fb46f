"""The roster table sorts exactly as Qt's own proxy sorts ``SORT_ROLE``, in every game.

The proxy compares keys worked out once a sort instead of asking ``data`` for both rows of
every comparison; these tests hold it to the order Qt's default comparison gives, column by
column, both ways, after edits too, with names Python and Qt would order apart if compared
carelessly (a character beyond U+FFFF against one just below it, letters of two cases).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSortFilterProxyModel, Qt

from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.roster.filter import RosterFilterProxyModel
from gangfight_gui.gui.roster.table_model import SORT_ROLE, RosterTableModel
from gangfight_gui.gui.roster.undo_commands import SetEntryFieldCommand
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.kinds import WHOLE
from tests.gui.roster.conftest import sample_roster

NAMES = ["𝔄 rune", "\ue000 glyph", "Ω warden", "orc", "Orc", "ORC b", "é", "E", "z", "Zed", "x"]

Models = tuple[RosterTableModel, RosterFilterProxyModel, QSortFilterProxyModel]


def roster_of(game: str, names: list[str]) -> Roster:
    """The sample's entries, renamed, each number field stepped through its range."""
    sample = sample_roster(game)
    entries = []
    for number, name in enumerate(names):
        entry = sample.models[number % len(sample.models)].with_value("name", name)
        for spec in type(entry).specs:
            if spec.kind is WHOLE and spec.minimum is not None and spec.maximum is not None:
                span = spec.maximum - spec.minimum + 1
                entry = entry.with_value(spec.key, spec.minimum + (number * 7) % span)
        entries.append(entry)
    return sample.with_models(entries)


def _models(document: RosterDocument) -> Models:
    table = RosterTableModel(document)
    ours = RosterFilterProxyModel()
    ours.setSourceModel(table)
    qts = QSortFilterProxyModel()
    qts.setSortRole(SORT_ROLE)
    qts.setDynamicSortFilter(True)
    qts.setSourceModel(table)
    return table, ours, qts


@pytest.fixture
def models(every_game: str) -> Iterator[Models]:
    table, ours, qts = _models(RosterDocument(roster_of(every_game, NAMES)))
    yield table, ours, qts
    ours.setSourceModel(None)
    qts.setSourceModel(None)


def order(proxy: QSortFilterProxyModel) -> list[int]:
    return [proxy.mapToSource(proxy.index(row, 0)).row() for row in range(proxy.rowCount())]


@pytest.mark.parametrize("way", [Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder])
def test_each_column_sorts_as_qt_sorts_it(models: Models, way: Qt.SortOrder) -> None:
    table, ours, qts = models
    for column in range(table.columnCount()):
        ours.sort(column, way)
        qts.sort(column, way)
        assert order(ours) == order(qts), table.specs[column].key
        assert sorted(order(ours)) == list(range(len(NAMES)))


def test_names_beyond_u_ffff_sort_by_utf16_as_qt_does(models: Models) -> None:
    table, ours, _qts = models
    ours.sort(table.name_column, Qt.SortOrder.AscendingOrder)
    names = [table.rows[row].name for row in order(ours)]
    # UTF-16: the surrogate pair of U+1D504 (D835 DD04) comes before U+E000; code points disagree.
    assert names.index("𝔄 rune") < names.index("\ue000 glyph")


def test_an_edit_to_the_sorted_column_moves_the_row_as_qt_moves_it(models: Models) -> None:
    table, ours, qts = models
    spec = next(s for s in table.specs if s.kind is WHOLE and s.maximum is not None)
    column = table.column_of(spec.key)
    assert column is not None
    for proxy in (ours, qts):
        proxy.sort(column, Qt.SortOrder.DescendingOrder)
    document = table.document
    for row, value in ((0, spec.maximum), (5, spec.minimum), (3, spec.maximum)):
        document.undo_stack.push(SetEntryFieldCommand(document, row, spec.key, value))
        assert order(ours) == order(qts)
    document.undo_stack.undo()
    assert order(ours) == order(qts)


@settings(max_examples=30, deadline=None)
@given(
    names=st.lists(st.text(min_size=1, max_size=6).map(str.strip).filter(bool), max_size=25),
    column=st.integers(0, 5),
    descending=st.booleans(),
)
def test_any_names_sort_as_qt_sorts_them(names: list[str], column: int, descending: bool) -> None:
    _table, ours, qts = _models(RosterDocument(roster_of("necromunda", names)))
    way = Qt.SortOrder.DescendingOrder if descending else Qt.SortOrder.AscendingOrder
    ours.sort(column, way)
    qts.sort(column, way)
    assert order(ours) == order(qts)
    ours.setSourceModel(None)
    qts.setSourceModel(None)
