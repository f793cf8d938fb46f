"""The roster table sorts exactly as Qt's own proxy sorts ``SORT_ROLE`` (issue 11).

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
from gangfight_gui.gui.roster.table_model import SORT_ROLE, Column, RosterTableModel
from gangfight_gui.gui.roster.undo_commands import SetModelFieldCommand
from gangfight_gui.roster.model_spec import ModelSpec, WeaponSpec
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.gangfight.profile import WeaponKind
from gangfight_gui.rules.gangfight.sizes import Size

NAMES = ["𝔄 rune", "\ue000 glyph", "Ω warden", "orc", "Orc", "ORC b", "é", "E", "z", "Zed", ""]


def roster_of(names: list[str]) -> Roster:
    sizes = list(Size)
    return Roster(
        name="Sorting",
        models=tuple(
            ModelSpec(
                name=name or f"Model {number}",
                size=sizes[number % len(sizes)],
                attack=number % 4,
                defense=(number * 7) % 5,
                base_mm=None
                if number % 3 == 0
                else float(sizes[number % len(sizes)].info.base_mm[0]),
                cost=None if number % 4 == 0 else number % 6,
                weapons=(WeaponSpec(name="Axe", kind=WeaponKind.HAND, cost=1),)
                if number % 5
                else (),
            )
            for number, name in enumerate(names)
        ),
    )


@pytest.fixture
def models() -> Iterator[tuple[RosterTableModel, RosterFilterProxyModel, QSortFilterProxyModel]]:
    document = RosterDocument(roster_of(NAMES))
    table = RosterTableModel(document)
    ours = RosterFilterProxyModel()
    ours.setSourceModel(table)
    qts = QSortFilterProxyModel()
    qts.setSortRole(SORT_ROLE)
    qts.setDynamicSortFilter(True)
    qts.setSourceModel(table)
    yield table, ours, qts
    ours.setSourceModel(None)
    qts.setSourceModel(None)


def order(proxy: QSortFilterProxyModel) -> list[int]:
    return [proxy.mapToSource(proxy.index(row, 0)).row() for row in range(proxy.rowCount())]


@pytest.mark.parametrize("column", list(Column))
@pytest.mark.parametrize("way", [Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder])
def test_each_column_sorts_as_qt_sorts_it(
    models: tuple[RosterTableModel, RosterFilterProxyModel, QSortFilterProxyModel],
    column: Column,
    way: Qt.SortOrder,
) -> None:
    _table, ours, qts = models
    ours.sort(column, way)
    qts.sort(column, way)
    assert order(ours) == order(qts)
    assert sorted(order(ours)) == list(range(len(NAMES)))


def test_names_beyond_u_ffff_sort_by_utf16_as_qt_does(
    models: tuple[RosterTableModel, RosterFilterProxyModel, QSortFilterProxyModel],
) -> None:
    table, ours, _qts = models
    ours.sort(Column.NAME, Qt.SortOrder.AscendingOrder)
    names = [table.model_at(row).name for row in order(ours)]
    # UTF-16: the surrogate pair of U+1D504 (D835 DD04) comes before U+E000; code points disagree.
    assert names.index("𝔄 rune") < names.index("\ue000 glyph")


def test_an_edit_to_the_sorted_column_moves_the_row_as_qt_moves_it(
    models: tuple[RosterTableModel, RosterFilterProxyModel, QSortFilterProxyModel],
) -> None:
    table, ours, qts = models
    for proxy in (ours, qts):
        proxy.sort(Column.ATTACK, Qt.SortOrder.DescendingOrder)
    document = table.document
    for row, value in ((0, 9), (5, 0), (3, 9)):
        document.undo_stack.push(SetModelFieldCommand(document, row, "attack", value))
        assert order(ours) == order(qts)
    document.undo_stack.undo()
    assert order(ours) == order(qts)


@settings(max_examples=40, deadline=None)
@given(
    names=st.lists(st.text(min_size=1, max_size=6).map(str.strip).filter(bool), max_size=25),
    column=st.sampled_from(list(Column)),
    descending=st.booleans(),
)
def test_any_names_sort_as_qt_sorts_them(
    names: list[str], column: Column, descending: bool
) -> None:
    document = RosterDocument(roster_of(names))
    table = RosterTableModel(document)
    ours, qts = RosterFilterProxyModel(), QSortFilterProxyModel()
    qts.setSortRole(SORT_ROLE)
    way = Qt.SortOrder.DescendingOrder if descending else Qt.SortOrder.AscendingOrder
    for proxy in (ours, qts):
        proxy.setSourceModel(table)
        proxy.sort(column, way)
    assert order(ours) == order(qts)
