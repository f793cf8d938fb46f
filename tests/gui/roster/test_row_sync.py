"""``sync_rows`` tells views exactly what changed, however long the rows.

Rows both versions share as the same objects at either end are skipped before ``difflib``
compares the rest: an edit to one model of 10,000 must still be one changed row, and rows equal
in value but rebuilt as new objects must still count as unchanged.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from gangfight_gui.gui.roster.row_sync import sync_rows


class Rows(QAbstractTableModel):
    """A list model that records the notifications it sends."""

    def __init__(self, rows: tuple[Any, ...]) -> None:
        super().__init__()
        self.rows = rows
        self.heard: list[tuple[str, int, int]] = []
        self.dataChanged.connect(
            lambda top, bottom: self.heard.append(("changed", top.row(), bottom.row()))
        )
        self.rowsInserted.connect(
            lambda _parent, first, last: self.heard.append(("inserted", first, last))
        )
        self.rowsRemoved.connect(
            lambda _parent, first, last: self.heard.append(("removed", first, last))
        )

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 1

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        return self.rows[index.row()] if role == Qt.ItemDataRole.DisplayRole else None

    def sync(self, new: tuple[Any, ...]) -> None:
        sync_rows(self, self.rows, new, self._store)
        assert self.rows == new

    def _store(self, rows: tuple[Any, ...]) -> None:
        self.rows = rows


ROWS = tuple(("model", number) for number in range(10_000))


def test_one_edited_row_of_10000_is_one_changed_row() -> None:
    rows = Rows(ROWS)
    edited = list(ROWS)
    edited[4_321] = ("model", -1)
    rows.sync(tuple(edited))
    assert rows.heard == [("changed", 4_321, 4_321)]


def test_a_row_inserted_and_one_removed_are_said_where_they_are() -> None:
    rows = Rows(ROWS)
    rows.sync((*ROWS[:100], ("new", 0), *ROWS[100:]))
    assert rows.heard == [("inserted", 100, 100)]
    rows.heard.clear()
    rows.sync(ROWS[:100] + ROWS[101:])
    assert rows.heard == [("removed", 100, 101)]


def test_rows_rebuilt_equal_are_unchanged() -> None:
    rows = Rows(ROWS)
    rebuilt = tuple(("model", number) for number in range(10_000))  # equal, not the same objects
    assert rebuilt[5] is not ROWS[5]
    rows.sync(rebuilt)
    assert rows.heard == []


def test_a_row_moved_from_the_end_to_the_front() -> None:
    rows = Rows(ROWS[:50])
    moved = (ROWS[49], *ROWS[:49])
    rows.sync(moved)
    assert rows.heard == [("removed", 49, 49), ("inserted", 0, 0)]
