"""The table widget of the matrix: names that fit or elide, selection that keeps the colour."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionHeader,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from gangfight_gui.gui.common.elided import wrapped

WIDEST = 1.8
"""A column grows to at most this many times its narrowest width when there is room."""
SAMPLE = "99.9%"
"""The widest figure a cell shows ("<0.1%", "12.34" are narrower): sets the column width."""
HEADING_LINES = 2
ROW_HEADING_MAX = 170
"""Pixels a row heading may take at most (about 20 characters); longer names are elided."""


class FramedSelectionDelegate(QStyledItemDelegate):
    """Paints cells as usual but marks selection with a frame, not a fill: the fill would hide
    the very colour the player is reading."""

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
            painter.setPen(QPen(opt.palette.highlight().color(), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(opt.rect.adjusted(1, 1, -1, -1))
            painter.restore()


class ElidingHeader(QHeaderView):
    """A header whose sections show their names wrapped and elided at the end to fit
    (``wrapped``), never cut mid-glyph; the whole name is the heading's tooltip (the model's)."""

    def __init__(self, orientation: Qt.Orientation, parent: QWidget | None = None) -> None:
        super().__init__(orientation, parent)
        self._lines = HEADING_LINES if orientation == Qt.Orientation.Horizontal else 1

    def section_lines(self, logical: int, width: int | None = None) -> list[str]:
        """The lines the section shows: its name as it fits."""
        model = self.model()
        text = str(model.headerData(logical, self.orientation()) or "") if model else ""
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, self)
        room = (self.sectionSize(logical) if width is None else width) - 2 * margin
        return wrapped(QFontMetrics(self.font()), text, max(10, room), self._lines)

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:
        size = super().sectionSizeFromContents(logicalIndex)
        metrics = QFontMetrics(self.font())
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, self)
        if self.orientation() == Qt.Orientation.Horizontal:
            size.setHeight(max(size.height(), metrics.lineSpacing() * self._lines + 2 * margin))
        else:
            size.setWidth(min(size.width(), ROW_HEADING_MAX))
        return size

    def paintSection(self, painter: QPainter, rect: QRect, logicalIndex: int) -> None:
        if not rect.isValid():
            return
        option = QStyleOptionHeader()
        self.initStyleOptionForIndex(option, logicalIndex)
        option.rect = rect
        option.text = ""
        painter.save()
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, self)
        lines = self.section_lines(logicalIndex, rect.width())
        painter.setPen(option.palette.buttonText().color())
        painter.setFont(self.font())
        horizontal = self.orientation() == Qt.Orientation.Horizontal
        align = (
            Qt.AlignmentFlag.AlignCenter
            if horizontal
            else (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        )
        painter.drawText(rect.adjusted(margin, 0, -margin, 0), int(align), "\n".join(lines))
        painter.restore()


class MatrixTable(QTableView):
    """The matrix's table view: columns sized for the figures, one cell selected."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matrix_table")
        self.setTabKeyNavigation(False)  # Tab leaves the matrix; the arrows move in it
        self.setHorizontalHeader(ElidingHeader(Qt.Orientation.Horizontal, self))
        self.setVerticalHeader(ElidingHeader(Qt.Orientation.Vertical, self))
        self.setItemDelegate(FramedSelectionDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(False)
        self.setCornerButtonEnabled(False)
        self.setMouseTracking(True)
        for header in (self.horizontalHeader(), self.verticalHeader()):
            font = header.font()
            font.setBold(True)
            header.setFont(font)
        metrics = QFontMetrics(self.font())
        bold = QFontMetrics(self.horizontalHeader().font())
        self._narrowest = max(metrics.horizontalAdvance(SAMPLE), bold.averageCharWidth() * 8) + 20
        self.horizontalHeader().setDefaultSectionSize(self._narrowest)
        self.horizontalHeader().setMinimumSectionSize(self._narrowest // 2)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.verticalHeader().setDefaultSectionSize(round(metrics.height() * 1.7))
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setMaximumWidth(ROW_HEADING_MAX)

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

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self.fit_columns()
