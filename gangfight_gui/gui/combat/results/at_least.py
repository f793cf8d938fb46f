"""The "at least k" odds as a compact table: "2+ 26.6%", the question players ask.

One cell pair (k+, chance) per k from 1, as long as the chance is worth showing (SHOWN, as in
the CLI's text). A large attacker's tail runs to twenty counts and more, which a single row
could only show by scrolling or truncating, so the pairs wrap onto as many lines as the width
needs. It is painted directly: a table widget repainted a dozen item cells and relaid its
headers on every edit, and this table is only read, never clicked or selected.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QPalette, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from gangfight_gui.gui.combat.results.wording import SHOWN, percent

CELL_PADDING = 14
ROW_PADDING = 6
FRAME = 1
CENTER = int(Qt.AlignmentFlag.AlignCenter)


class AtLeastTable(QWidget):
    """Pairs of rows: the counts ("1+", "2+", …) over their chances, wrapped to the width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("at_least_table")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # it fills every pixel
        self._head_font = QFont(self.font())
        self._head_font.setBold(True)
        metrics = QFontMetrics(self._head_font)
        self._row = metrics.height() + ROW_PADDING
        self._min_cell = metrics.horizontalAdvance("100.0%") + CELL_PADDING
        self._texts: list[str] = []
        """The chance shown for k = 1, 2, …"""
        self._unit = ""
        self._lines = 0
        self._place()

    def set_odds(self, odds: tuple[float, ...], unit: str) -> None:
        """``odds[k]`` is P(at least k); k = 0 (always 100%) is not shown."""
        shown = [k for k in range(1, len(odds)) if odds[k] >= SHOWN] or [1]
        texts = [percent(odds[k] if k < len(odds) else 0.0) for k in range(1, shown[-1] + 1)]
        if unit != self._unit:
            self._unit = unit
            self.setToolTip(f"chance of at least k {unit}")
            self.setAccessibleName(f"Chance of at least k {unit}")
        if texts != self._texts:
            self._texts = texts
            self.setAccessibleDescription(
                ", ".join(f"{head} {text}" for head, text in self.odds_texts().items())
            )
            self._place()
            self.update()

    def odds_texts(self) -> dict[str, str]:
        """What the table shows: count ("2+") to chance ("26.6%")."""
        return {f"{k}+": text for k, text in enumerate(self._texts, start=1)}

    def per_line(self) -> int:
        """How many counts a line holds at this width (each needs room for "100.0%")."""
        inside = self.width() - 2 * FRAME
        return max(1, min(len(self._texts), inside // self._min_cell))

    def sizeHint(self) -> QSize:
        return QSize(self._min_cell * max(1, min(len(self._texts), 6)), self.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self._min_cell, self.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        """As tall as the lines the counts take at this width: set only when that changes."""
        lines = max(1, math.ceil(len(self._texts) / self.per_line()))
        if lines != self._lines:
            self._lines = lines
            self.setFixedHeight(2 * lines * self._row + 2 * FRAME)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Backgrounds, then every head in bold, every chance, and the grid in one go."""
        painter = QPainter(self)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        per_line = self.per_line()
        width = (self.width() - 2 * FRAME) / per_line
        count, row = len(self._texts), self._row
        cells = [
            (
                k,
                QRectF(
                    FRAME + (k - 1) % per_line * width,
                    FRAME + (k - 1) // per_line * 2 * row,
                    width,
                    row,
                ),
            )
            for k in range(1, count + 1)
        ]
        head = palette.color(QPalette.ColorRole.AlternateBase)
        for _k, cell in cells:
            painter.fillRect(cell, head)
        painter.setPen(palette.color(QPalette.ColorRole.Text))
        painter.setFont(self._head_font)
        for k, cell in cells:
            painter.drawText(cell, CENTER, f"{k}+")
        painter.setFont(self.font())
        for k, cell in cells:
            painter.drawText(cell.translated(0, row), CENTER, self._texts[k - 1])
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Midlight).darker(110), 1))
        right, bottom = self.width() - FRAME, self.height() - FRAME
        lines = [
            QLineF(FRAME, y, right, y) for y in (FRAME + i * row for i in range(1, 2 * self._lines))
        ]
        lines += [
            QLineF(x, FRAME, x, bottom) for x in (FRAME + c * width for c in range(1, per_line))
        ]
        painter.drawLines(lines)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), FRAME))
        painter.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        painter.end()
