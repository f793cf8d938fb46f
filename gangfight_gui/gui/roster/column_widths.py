"""The roster table's column widths, worked out from the roster's values without asking the view.

Qt's ``ResizeToContents`` columns ask the model's ``data()`` for every cell of up to 1,000 rows
each time the header lays out (a sort indicator set, a size hint asked by the stacked widget,
every edit): 441,000 calls to open a 1,000-model roster. The widths here come instead from the
font and from cheap summaries of the values: the few longest names, the distinct base sizes, the
largest cost, and the widest text each other column can hold. So opening a roster of any size
costs the table only the rows on screen, and the columns still fit their contents.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

from PySide6.QtCore import QSize, QSortFilterProxyModel, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QHeaderView, QStyle, QTableView, QWidget

from gangfight_gui.gui.roster.table_model import ATTRIBUTE_COLUMNS, Column
from gangfight_gui.roster.model_spec import ModelSpec
from gangfight_gui.rules.gangfight.profile import MAX_ATTRIBUTE
from gangfight_gui.rules.gangfight.sizes import Size

LONGEST_NAMES = 16
"""Names measured with the font: the longest by character count (widths follow them closely)."""
NAME_MAX_CHARS = 48
"""A name column wider than this many average characters would push the numbers off screen;
a longer name is elided, and its column can still be dragged wider."""


def _widest(metrics: QFontMetrics, texts: Sequence[str]) -> int:
    return max((metrics.horizontalAdvance(text) for text in texts), default=0)


def content_texts(models: Sequence[ModelSpec]) -> dict[Column, list[str]]:
    """For each column, texts at least as wide as any of its cells (cheap for any roster size)."""
    names = heapq.nlargest(LONGEST_NAMES, (model.name for model in models), key=len)
    bases = {model.base_mm for model in models}
    top_cost = max((model.cost or 0 for model in models), default=0)
    texts: dict[Column, list[str]] = {
        Column.NAME: names,
        Column.SIZE: [str(size.value).capitalize() for size in Size],
        Column.BASE: ["—", *(f"{base:g} mm" for base in bases if base is not None)],
        Column.COST: [str(top_cost)],
    }
    digits = "0" * len(str(MAX_ATTRIBUTE))
    for column in ATTRIBUTE_COLUMNS:
        texts[column] = [digits]
    return texts


def fit_columns(view: QTableView, models: Sequence[ModelSpec], *, grow_only: bool = False) -> None:
    """Size each column for its heading and its widest value; ``grow_only`` never narrows one
    (after an edit, so a column the player widened stays as wide)."""
    header = view.horizontalHeader()
    metrics = view.fontMetrics()
    style = view.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    padding = 2 * margin + 2 * 2 + (1 if view.showGrid() else 0)
    cap = metrics.averageCharWidth() * NAME_MAX_CHARS
    for column, texts in content_texts(models).items():
        content = _widest(metrics, texts) + padding
        if column is Column.NAME:
            content = min(content, cap)
        wanted = max(header.sectionSizeHint(column), content)
        if not grow_only or header.sectionSize(column) < wanted:
            header.resizeSection(column, wanted)


def use_fitted_columns(view: QTableView) -> None:
    """Columns the player may drag, sized by ``fit_columns`` rather than by asking every row."""
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)


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
