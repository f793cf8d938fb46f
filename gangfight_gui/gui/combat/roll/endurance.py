"""A model's EN as a row of boxes with the wounds ticked, as players track it on a card.

Wounds from earlier in the game are ticked grey, this attack's in red, so a player sees at once
what the roll did and how much is left (R14). Wounds beyond EN are drawn as red boxes past the
card's edge: they matter for whether the model is dead.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

BOX = 18.0
GAP = 4.0
EDGE = QColor(90, 98, 110)
EARLIER = QColor(150, 150, 150)
NOW = QColor(200, 40, 40)
OVER_FILL = QColor(252, 232, 232)


class EnduranceBoxes(QWidget):
    """EN boxes: ``set_wounds(endurance, earlier, now)`` ticks ``earlier`` grey, ``now`` red."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._endurance = 0
        self._earlier = 0
        self._now = 0
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    @property
    def wounds(self) -> tuple[int, int, int]:
        """(endurance, earlier wounds, this attack's wounds) as drawn."""
        return self._endurance, self._earlier, self._now

    def set_wounds(self, endurance: int, earlier: int, now: int) -> None:
        self._endurance, self._earlier, self._now = endurance, earlier, now
        left = max(0, endurance - earlier - now)
        self.setToolTip(f"EN {endurance}: {earlier} earlier, {now} now, {left} left")
        self.updateGeometry()
        self.update()

    def _count(self) -> int:
        return max(self._endurance, self._earlier + self._now)

    def sizeHint(self) -> QSize:
        n = max(1, self._count())
        return QSize(int(n * (BOX + GAP) + 2), int(BOX + 4))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i in range(self._count()):
            rect = QRectF(1 + i * (BOX + GAP), 2, BOX, BOX)
            over = i >= self._endurance
            if over:
                painter.setPen(QPen(NOW, 1.2, Qt.PenStyle.DashLine))
                painter.setBrush(OVER_FILL)
            else:
                painter.setPen(QPen(EDGE, 1.4))
                painter.setBrush(QColor(255, 255, 255))
            painter.drawRoundedRect(rect, 3, 3)
            if i < self._earlier:
                _tick(painter, rect, EARLIER)
            elif i < self._earlier + self._now:
                _tick(painter, rect, NOW)
        painter.end()


def _tick(painter: QPainter, rect: QRectF, color: QColor) -> None:
    pen = QPen(color, 2.4)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    inner = rect.adjusted(4, 4, -4, -4)
    painter.drawLine(inner.topLeft(), inner.bottomRight())
    painter.drawLine(QPointF(inner.right(), inner.top()), QPointF(inner.left(), inner.bottom()))
