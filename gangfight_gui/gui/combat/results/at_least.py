"""The "at least k" odds as a compact table: "2+ 26.6%", the question players ask.

One cell pair (k+, chance) per k from 1, as long as the chance is worth showing (SHOWN, as in
the CLI's text). A large attacker's tail runs to twenty counts and more, which a single row
could only show by scrolling or truncating, so the pairs wrap onto as many lines as the width
needs. It is painted directly: a table widget repainted a dozen item cells and relaid its
headers on every edit, and this table is only read, never clicked or selected.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QPalette, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from gangfight_gui.gui.combat.results.wording import SHOWN, percent

CELL_PADDING = 14
ROW_PADDING = 6
FRAME = 1


class AtLeastTable(QWidget):
    """Pairs of rows: the counts ("1+", "2+", …) over their chances, wrapped to the width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("at_least_table")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
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
        painter = QPainter(self)
        palette = self.palette()
        grid = QPen(palette.color(QPalette.ColorRole.Midlight).darker(110), 1)
        base = palette.color(QPalette.ColorRole.Base)
        head = palette.color(QPalette.ColorRole.AlternateBase)
        text = palette.color(QPalette.ColorRole.Text)
        body_font = self.font()
        painter.fillRect(self.rect(), base)
        per_line = self.per_line()
        width = (self.width() - 2 * FRAME) / per_line
        count = len(self._texts)
        center = Qt.AlignmentFlag.AlignCenter
        for line in range(self._lines):
            top = FRAME + 2 * line * self._row
            for column in range(per_line):
                k = line * per_line + column + 1
                left = FRAME + column * width
                head_cell = QRectF(left, top, width, self._row)
                value_cell = QRectF(left, top + self._row, width, self._row)
                if k <= count:
                    painter.fillRect(head_cell, head)
                    painter.setPen(text)
                    painter.setFont(self._head_font)
                    painter.drawText(head_cell, center, f"{k}+")
                    painter.setFont(body_font)
                    painter.drawText(value_cell, center, self._texts[k - 1])
                painter.setPen(grid)
                painter.drawRect(head_cell)
                painter.drawRect(value_cell)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), FRAME))
        painter.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        painter.end()
