"""A card's tick boxes in the battle's tables, ticked as the battle stands, so a player reads the
window as the card in hand."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QPainter, QPalette, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from gangfight_gui.cards.layout import box_grid, box_x
from gangfight_gui.rules.game import TickBoxes

BOXES_ROLE = Qt.ItemDataRole.UserRole + 7
"""The item data role holding a cell's ``TickBoxes``."""

PER_LINE = 10
"""Boxes on one line of a cell (two fives); more go on the next line."""
GAP = 2
"""Pixels between two boxes."""
FIVE_GAP = 5
"""Pixels between two fives."""
MARGIN = 4


def boxes_text(boxes: TickBoxes) -> str:
    """The row in words, for the tooltip and a screen reader: "Wounds: 2 of 4 ticked"."""
    return f"{boxes.label}: {boxes.ticked} of {boxes.count} ticked"


def box_side(metrics: QFontMetrics) -> int:
    """A box as tall as a capital letter and a little more: readable beside the text."""
    return max(7, metrics.ascent() - 1)


def boxes_size(count: int, side: int) -> QSize:
    """The pixels ``count`` boxes of ``side`` take, margins included."""
    across = min(count, PER_LINE)
    width = round(box_x(across - 1, side, GAP, FIVE_GAP - GAP)) + side if across else 0
    lines = max(1, math.ceil(count / PER_LINE))
    return QSize(width + 2 * MARGIN, lines * side + (lines - 1) * GAP + 2 * MARGIN)


def box_rects(count: int, side: int, origin: QPointF) -> list[QRectF]:
    """Where each box goes, in order (the ticked ones first), from ``origin`` (the top left)."""
    grid = box_grid(count, PER_LINE, side, GAP, FIVE_GAP - GAP)
    return [QRectF(origin.x() + box.x, origin.y() + box.y, side, side) for box in grid]


def paint_boxes(
    painter: QPainter, rect: QRectF, boxes: TickBoxes, ink: QColor, side: int
) -> list[QRectF]:
    """Draw ``boxes`` in ``ink`` inside ``rect`` (left, centred up and down): the ticked ones
    filled with a half tone and crossed, the rest open, told apart by shape and not by colour
    alone. The boxes' rectangles, in order."""
    size = boxes_size(boxes.count, side)
    top = rect.top() + max(0.0, (rect.height() - size.height()) / 2) + MARGIN
    rects = box_rects(boxes.count, side, QPointF(rect.left() + MARGIN, top))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    pen = QPen(ink, 1.0)
    fill = QColor(ink)
    fill.setAlphaF(0.45)
    for place, box in enumerate(rects):
        inner = box.adjusted(0.5, 0.5, -0.5, -0.5)
        ticked = place < boxes.ticked
        painter.setPen(pen)
        painter.setBrush(QBrush(fill) if ticked else QBrush(Qt.BrushStyle.NoBrush))
        painter.drawRect(inner)
        if ticked:
            painter.setPen(QPen(ink, 1.6))
            painter.drawLine(inner.topLeft(), inner.bottomRight())
            painter.drawLine(inner.topRight(), inner.bottomLeft())
    painter.restore()
    return rects


class TickBoxDelegate(QStyledItemDelegate):
    """Paints a cell's ``TickBoxes`` (``BOXES_ROLE``) over the view's own cell background and
    selection, in the text colour the cell would have (greyed for an entry out of the fight)."""

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        boxes = index.data(BOXES_ROLE)
        if not isinstance(boxes, TickBoxes):
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        widget = opt.widget
        style = widget.style() if isinstance(widget, QWidget) else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        if opt.state & QStyle.StateFlag.State_Selected:
            ink = opt.palette.color(QPalette.ColorRole.HighlightedText)
        elif isinstance(foreground, QBrush):
            ink = foreground.color()
        else:
            ink = opt.palette.color(QPalette.ColorRole.Text)
        paint_boxes(painter, QRectF(opt.rect), boxes, ink, box_side(QFontMetrics(opt.font)))

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        boxes = index.data(BOXES_ROLE)
        if not isinstance(boxes, TickBoxes):
            return super().sizeHint(option, index)
        return boxes_size(boxes.count, box_side(QFontMetrics(option.font)))


def columns_of(rows: Sequence[Sequence[TickBoxes]]) -> list[str]:
    """A heading per row of boxes the entries have (the first entry's label for it, as on its
    card): Necromunda's "Wounds" and "Flesh wounds", a WarStrike unit's "Models"."""
    most = max(map(len, rows), default=0)
    return [next(row[place].label for row in rows if len(row) > place) for place in range(most)]
