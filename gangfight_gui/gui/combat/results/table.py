"""A read-only table of the results whose headings and cells fit or say what they hold."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from gangfight_gui.gui.combat.results.static_text import Type
from gangfight_gui.gui.common.plain_text import tooltip

SECTION_PADDING = 8
"""Room a column takes beyond its text and the style's margins (the grid, a bold row)."""
STRETCH_CHARS = 10
"""The stretching column (a choice's name) keeps at least this many characters' width."""


def two_lines(text: str) -> str:
    """``text`` broken at the space nearest its middle: "Seriously\\ninjured"."""
    spaces = [i for i, c in enumerate(text) if c == " "]
    if not spaces:
        return text
    middle = len(text) / 2
    cut = min(spaces, key=lambda i: abs(i - middle))
    return text[:cut] + "\n" + text[cut + 1 :]


class FittedTable(QTableWidget):
    """A table to read and click, never to edit: headings that fit (on two lines at a space,
    then elided, never cut mid-glyph), a height that shows every row. ``stretch`` is the column
    that takes the spare width (the others fit their content); with ``wrap`` a cell too long for
    its column goes on over more lines instead of eliding."""

    def __init__(
        self, parent: QWidget | None = None, *, stretch: int = 0, wrap: bool = False
    ) -> None:
        super().__init__(parent)
        self._stretch = stretch
        self._wrap = wrap
        self._headings: list[str] = []
        self._helps: list[str] = []
        self._natural: list[int] | None = None
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWordWrap(wrap)
        self.setTextElideMode(Qt.TextElideMode.ElideNone if wrap else Qt.TextElideMode.ElideRight)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.horizontalHeader()
        # Qt elides a heading of two lines as one long line ("Wound…"): the headings are
        # broken and elided here instead, a line at a time (``_fit_columns``).
        header.setTextElideMode(Qt.TextElideMode.ElideNone)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        header.setMinimumSectionSize(24)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_headings(self, headings: Sequence[str], helps: Sequence[str] = ()) -> None:
        """The column headings (and what each means, for its tooltip)."""
        headings = list(headings)
        helps = [*helps, *[""] * (len(headings) - len(helps))][: len(headings)]
        if (headings, helps) == (self._headings, self._helps):
            return
        self._headings, self._helps = headings, helps
        self._natural = None
        self.setColumnCount(len(headings))
        for column, (text, help) in enumerate(zip(headings, helps, strict=True)):
            item = QTableWidgetItem(text)
            item.setToolTip(tooltip("\n".join(part for part in (text, help) if part)))
            self.setHorizontalHeaderItem(column, item)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self._fit_columns()

    def sizeHint(self) -> QSize:
        return QSize(sum(self.natural_widths()) + 2 * self.frameWidth(), self.height())

    def minimumSizeHint(self) -> QSize:
        """Narrow: the columns share whatever width the pane gives (never cut off on the
        right by a wide table in a narrow dock)."""
        return QSize(STRETCH_CHARS * self.fontMetrics().averageCharWidth(), self.height())

    def heading(self, column: int) -> str:
        """The whole heading of ``column`` (the header may show it on two lines)."""
        return self._headings[column]

    def set_rows(
        self, rows: Sequence[Sequence[str]], *, bold: Sequence[bool] = (), tips: Sequence[str] = ()
    ) -> None:
        """Every row's cells, the rows in ``bold`` set in bold; cells keep their text as
        tooltip, so an elided one can still be read whole, but the first cell of a row with a
        tip in ``tips`` (plain text), which says more of the row."""
        self._natural = None
        self.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            heavy = bold[r] if r < len(bold) else False
            for c, text in enumerate(cells):
                item = self.item(r, c)
                if item is None:
                    item = QTableWidgetItem()
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                        if c == self._stretch
                        else Qt.AlignmentFlag.AlignCenter
                    )
                    self.setItem(r, c, item)
                item.setText(text)
                item.setToolTip(tooltip(tips[r] if c == 0 and r < len(tips) else text))
                if item.font().bold() != heavy:
                    font = QFont(item.font())
                    font.setBold(heavy)
                    item.setFont(font)
        self._fit_columns()

    def cell_texts(self) -> list[list[str]]:
        """Every cell as shown, row by row (for tests and copying)."""
        return [
            [
                item.text() if (item := self.item(r, c)) is not None else ""
                for c in range(self.columnCount())
            ]
            for r in range(self.rowCount())
        ]

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_columns()

    def natural_widths(self) -> list[int]:
        """Each column's width for its widest cell and its heading, on two lines where that
        is narrower than one line and the cells allow (measured once for each content)."""
        if self._natural is None:
            self._natural = self._measure()
        return self._natural

    def _measure(self) -> list[int]:
        cell_metrics = self.fontMetrics()
        bold_metrics = Type(self, bold=True).metrics
        head = self.horizontalHeader().fontMetrics()
        widths = []
        for column, text in enumerate(self._headings):
            cells = 0
            for row in range(self.rowCount()):
                item = self.item(row, column)
                if item is not None:
                    metrics = bold_metrics if item.font().bold() else cell_metrics
                    cells = max(cells, metrics.horizontalAdvance(item.text()))
            one = head.horizontalAdvance(text)
            two = max(head.horizontalAdvance(line) for line in two_lines(text).split("\n"))
            widths.append(max(cells, one if one <= cells else two) + self._padding())
        return widths

    def _padding(self) -> int:
        """Room a cell or heading takes beyond its text: the style's margins, and some."""
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, self)
        return 2 * margin + SECTION_PADDING + 2  # and a pixel each side for rounding

    def _fit_columns(self) -> None:
        """Every column in the width: the stretching one takes what the others leave, and when
        they leave too little they share the width by their natural sizes (cells then elide,
        their tooltips whole); a heading too wide for its column goes onto two lines."""
        columns = len(self._headings)
        room = self.viewport().width()
        if not columns or room <= 0:
            return
        natural = self.natural_widths()
        least = min(natural[self._stretch], self.fontMetrics().averageCharWidth() * STRETCH_CHARS)
        others = sum(w for c, w in enumerate(natural) if c != self._stretch)
        widths = list(natural)
        if others + least > room:
            share = max(0.0, (room - least) / others) if others else 0.0
            widths = [int(w * share) for w in natural]
            widths[self._stretch] = room - sum(
                w for c, w in enumerate(widths) if c != self._stretch
            )
        else:
            widths[self._stretch] = room - others
        header = self.horizontalHeader()
        metrics = header.fontMetrics()
        for column, width in enumerate(widths):
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)
            text = self._headings[column]
            room = width - self._padding()
            shown = text
            if metrics.horizontalAdvance(text) > room:
                shown = "\n".join(
                    line
                    if metrics.horizontalAdvance(line) <= room
                    else metrics.elidedText(line, Qt.TextElideMode.ElideRight, max(0, room))
                    for line in two_lines(text).split("\n")
                )
            item = self.horizontalHeaderItem(column)
            if item is not None and item.text() != shown:
                item.setText(shown)
        if self._wrap:
            self.resizeRowsToContents()
        self._fit_height()

    def _fit_height(self) -> None:
        height = self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth()
        height += sum(self.rowHeight(r) for r in range(self.rowCount()))
        if self.maximumHeight() != height:
            self.setFixedHeight(height)
