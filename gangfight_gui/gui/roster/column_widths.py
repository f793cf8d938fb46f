"""Table column widths worked out from the values and the field specs, without asking the view,
so every column fits its heading and values and opening a roster of any size stays quick."""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QSize, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QHeaderView, QStyle, QTableView, QWidget

from gangfight_gui.gui.roster.table_model import FieldTable
from gangfight_gui.rules.game import FieldSpec

LONGEST_TEXTS = 16
"""Texts measured with the font: the longest by character count (widths follow them closely)."""
TEXT_MAX_CHARS = 40
"""A text column wider than this many average characters would push the numbers off screen;
a longer text is elided (its tooltip holds it whole), and its column can still be dragged wider."""
CHECK_WIDTH = 24


def sample_texts(table: FieldTable, spec: FieldSpec, records: Sequence[Any]) -> list[str]:
    """Texts at least as wide as any cell of the column of ``spec`` (cheap for any count)."""
    if spec.kind.chosen:
        return [spec.label_of(choice) for choice in spec.choices]
    if spec.kind.ticked:
        return []
    bounds = (spec.minimum, spec.maximum)
    # A column the table shows otherwise than its field (the cost with weapons) is measured.
    overridden = spec.key == getattr(table, "cost_key", None)
    if spec.kind.whole and None not in bounds and not overridden:
        return [*(spec.kind.show(spec, bound) for bound in bounds), spec.blank, "auto"]
    texts = (table.display(record, spec) for record in records)
    return heapq.nlargest(LONGEST_TEXTS, texts, key=len)


def heading_width(header: QHeaderView, text: str) -> int:
    """A heading's width without room for the sort arrow, which only the sorted column needs
    (``make_room_for_sort_arrow``): room for an arrow in each of fifteen narrow columns pushed
    a Necromunda fighter's last columns off a laptop's screen."""
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    return max(
        header.minimumSectionSize(), header.fontMetrics().horizontalAdvance(text) + 2 * margin + 4
    )


def sort_arrow_width(header: QHeaderView) -> int:
    style = header.style()
    return style.pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, header) + 2 * (
        style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    )


def fit_columns(
    view: QTableView, table: FieldTable, records: Sequence[Any], *, grow_only: bool = False
) -> None:
    """Size each column of ``view`` (showing ``table``) for its heading and its widest value;
    ``grow_only`` never narrows one (after an edit, so a column the player widened stays).

    The widths come from the font, the field specs and cheap summaries of the values, never from
    the model's ``data()``: Qt's ``ResizeToContents`` asks it for every cell of up to 1,000 rows
    at each layout, which made a large roster slow to open."""
    header = view.horizontalHeader()
    metrics = view.fontMetrics()
    style = view.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    padding = 2 * margin + 2 * 3 + (1 if view.showGrid() else 0)
    cap = metrics.averageCharWidth() * TEXT_MAX_CHARS
    sorted_column = header.sortIndicatorSection() if header.isSortIndicatorShown() else -1
    for column, spec in enumerate(table.specs):
        texts = sample_texts(table, spec, records)
        content = max(map(metrics.horizontalAdvance, texts), default=0) + padding
        if spec.kind.ticked:
            content = CHECK_WIDTH + padding
        if spec.kind.textual:  # elided past the cap, whole in its tooltip
            content = min(content, cap)
        title = str(table.headerData(column, Qt.Orientation.Horizontal) or "")
        wanted = max(heading_width(header, title), content)
        if column == sorted_column:
            wanted += sort_arrow_width(header)
        if not grow_only or header.sectionSize(column) < wanted:
            header.resizeSection(column, wanted)


def make_room_for_sort_arrow(view: QTableView, section: int, previous: int) -> None:
    """Widen the newly sorted column by the sort arrow, and give the previous one its width
    back, so no heading is cut short by the arrow ("Co…")."""
    header = view.horizontalHeader()
    extra = sort_arrow_width(header)
    if previous >= 0 and previous != section:
        header.resizeSection(
            previous, max(header.minimumSectionSize(), header.sectionSize(previous) - extra)
        )
    if section >= 0 and section != previous:
        header.resizeSection(section, header.sectionSize(section) + extra)


class RowNumberHeader(QHeaderView):
    """The table's row numbers, as wide as the largest one, worked out from the row count.

    Qt's header measures the text of up to 200 of its sections (a thousand calls into the
    model) each time the table lays out; the numbers' width only needs their digit count.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)

    def sizeHint(self) -> QSize:
        model = self.model()
        rows = model.rowCount() if model is not None else 0
        if isinstance(model, QSortFilterProxyModel) and model.sourceModel() is not None:
            rows = max(rows, model.sourceModel().rowCount())  # numbers are the roster's rows
        digits = "0" * len(str(max(rows, 1)))
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, self)
        width = self.fontMetrics().horizontalAdvance(digits) + 2 * margin + 4
        return QSize(width, self.defaultSectionSize())
