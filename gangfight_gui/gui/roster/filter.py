"""Sorting and searching the roster table without touching the roster's own order.

The proxy sorts by ``SORT_ROLE`` (sizes small to huge, numbers as numbers) and keeps the rows
whose model matches every word typed in the search field, in its name, a perk or a weapon's name.
With no sort column the rows keep the roster's order, the order that is saved and printed.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
)

from gangfight_gui.gui.roster.table_model import (
    MODEL_ROLE,
    SORT_ROLE,
    Column,
    RosterTableModel,
    sort_key,
)
from gangfight_gui.roster.model_spec import ModelSpec

ModelIndex = QModelIndex | QPersistentModelIndex


def model_matches(model: ModelSpec, words: list[str]) -> bool:
    """Whether each of ``words`` (already case-folded) is part of the model's name, a perk or a
    weapon's name."""
    haystack = [model.name, *model.perks, *(w.name for w in model.weapons)]
    folded = [text.casefold() for text in haystack]
    return all(any(word in text for text in folded) for word in words)


class RosterFilterProxyModel(QSortFilterProxyModel):
    """Sorts by SORT_ROLE and filters by the search words."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._words: list[str] = []
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(True)
        self._table: RosterTableModel | None = None
        self._compared: tuple[tuple[ModelSpec, ...], int, list[Any]] | None = None

    def set_search_text(self, text: str) -> None:
        words = text.casefold().split()
        if words == self._words:
            return
        self.beginFilterChange()
        self._words = words
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def setSourceModel(self, source: QAbstractItemModel) -> None:
        self._table = source if isinstance(source, RosterTableModel) else None
        self._compared = None
        super().setSourceModel(source)

    def lessThan(self, source_left: ModelIndex, source_right: ModelIndex) -> bool:
        """Qt's own order of ``SORT_ROLE`` values, from keys worked out once a sort: asking
        ``data`` for both rows of each of the 2 n log n comparisons took 0.4–0.7 s for 10,000
        models (issue 11). Kept as lean as it is because it runs that often."""
        table = self._table
        if table is None:
            return super().lessThan(source_left, source_right)
        column = source_left.column()
        compared = self._compared
        if compared is None or compared[0] is not table.models or compared[1] != column:
            compared = self._compare(table, column)
        keys = compared[2]
        return bool(keys[source_left.row()] < keys[source_right.row()])

    def _compare(
        self, table: RosterTableModel, column: int
    ) -> tuple[tuple[ModelSpec, ...], int, list[Any]]:
        """Each row's ``SORT_ROLE`` value as QSortFilterProxyModel compares it: text
        case-sensitively by UTF-16 code unit (its defaults; Python's ``<`` on ``str`` goes by
        code point, which puts a character beyond U+FFFF elsewhere), numbers as numbers."""
        by = Column(column)
        keys = [
            value.encode("utf-16-be", "surrogatepass") if isinstance(value, str) else value
            for value in (sort_key(model, by) for model in table.models)
        ]
        self._compared = (table.models, column, keys)
        return self._compared

    def filterAcceptsRow(self, source_row: int, source_parent: ModelIndex) -> bool:
        if not self._words:
            return True
        if self._table is not None:  # the row's model itself: no call to data() a row (issue 11)
            return model_matches(self._table.models[source_row], self._words)
        source = self.sourceModel()
        model = source.data(source.index(source_row, 0, source_parent), MODEL_ROLE)
        return isinstance(model, ModelSpec) and model_matches(model, self._words)
