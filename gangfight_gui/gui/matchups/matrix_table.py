"""The table widget of the matrix: wrapped target names on top, selection that keeps the heat.

Two small departures from a plain ``QTableView``, both for reading a heat map:

* a selected cell keeps its heat colour and gets a frame instead of the selection fill, which
  would hide exactly the colour the user is looking at;
* column headers wrap long target names ("Veteran Crossbowman") over lines instead of widening
  every column, so 50 targets still fit across a screen.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

WRAP = Qt.AlignmentFlag(int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap))
"""Header alignment with word wrap (Qt reads the wrap flag from the alignment)."""
WIDEST = 1.8
"""A column grows to at most this many times its narrowest width when there is room."""
SAMPLE = "99.99 / 100%"
"""The widest figures a cell shows: sets the column width."""


class FramedSelectionDelegate(QStyledItemDelegate):
    """Paints cells as usual but marks selection with a frame, not a fill."""

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        opt = QStyleOptionViewItem(option)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        opt.state &= ~QStyle.StateFlag.State_Selected
        super().paint(painter, opt, index)
        if selected:
            painter.save()
            colour = opt.palette.highlight().color()
            painter.setPen(QPen(colour, 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(opt.rect.adjusted(1, 1, -1, -1))
            painter.restore()


class WrappingHeader(QHeaderView):
    """A horizontal header whose height fits its names wrapped to the section width."""

    MAX_LINES = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setDefaultAlignment(WRAP)

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:
        size = super().sectionSizeFromContents(logicalIndex)
        model = self.model()
        if model is None:
            return size
        text = str(model.headerData(logicalIndex, self.orientation()) or "")
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, self)
        width = max(10, self.sectionSize(logicalIndex) - 2 * margin)
        metrics = QFontMetrics(self.font())
        wrapped = metrics.boundingRect(QRect(0, 0, width, 10_000), int(WRAP), text)
        height = min(wrapped.height(), metrics.lineSpacing() * self.MAX_LINES)
        size.setHeight(max(size.height(), height + 2 * margin))
        return size


class MatrixTable(QTableView):
    """The matrix's table view: fixed-width columns sized for the figures, one cell selected."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matrix_table")
        self.setTabKeyNavigation(False)  # Tab leaves the matrix; the arrows move in it
        self.setHorizontalHeader(WrappingHeader(self))
        self.setItemDelegate(FramedSelectionDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(False)
        self.setCornerButtonEnabled(False)
        self.setAlternatingRowColors(False)
        self.setMouseTracking(True)
        font = self.horizontalHeader().font()
        font.setBold(True)
        self.horizontalHeader().setFont(font)
        self.verticalHeader().setFont(font)
        self.verticalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        )
        metrics = QFontMetrics(self.font())
        self.horizontalHeader().setDefaultSectionSize(metrics.horizontalAdvance(SAMPLE) + 28)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.verticalHeader().setDefaultSectionSize(round(metrics.height() * 2.0))
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self._narrowest = self.horizontalHeader().defaultSectionSize()
        self.setGridStyle(Qt.PenStyle.SolidLine)
        self.setStyleSheet("QTableView { gridline-color: #c8c8ce; }")

    def fit_columns(self) -> None:
        """Share the free width among the columns (up to WIDEST each) so a small matrix does
        not huddle in a corner; a large one keeps the narrow columns and scrolls."""
        model = self.model()
        columns = model.columnCount() if model is not None else 0
        if not columns:
            return
        free = self.viewport().width() // columns
        width = min(max(self._narrowest, free), round(self._narrowest * WIDEST))
        header = self.horizontalHeader()
        for column in range(columns):
            header.resizeSection(column, width)
        header.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_columns()
