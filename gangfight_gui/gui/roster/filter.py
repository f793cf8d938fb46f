"""Sorting and searching the roster table without touching the roster's own order.

The proxy sorts by ``SORT_ROLE`` (sizes small to huge, numbers as numbers) and keeps the rows
whose model matches every word typed in the search field, in its name, a perk or a weapon's name.
With no sort column the rows keep the roster's order, the order that is saved and printed.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel

from gangfight_gui.gui.roster.table_model import MODEL_ROLE, SORT_ROLE
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

    def set_search_text(self, text: str) -> None:
        words = text.casefold().split()
        if words == self._words:
            return
        self.beginFilterChange()
        self._words = words
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: ModelIndex) -> bool:
        if not self._words:
            return True
        source = self.sourceModel()
        model = source.data(source.index(source_row, 0, source_parent), MODEL_ROLE)
        return isinstance(model, ModelSpec) and model_matches(model, self._words)
