"""Text painted on every edit, laid out once: the percentages and labels of the painted widgets.

Laying a string out is most of what ``QPainter.drawText`` costs (a chart's fifteen labels and
percentages took most of its paint); a ``QStaticText`` keeps the layout, and drawing it again
costs a quarter as much. The same strings come back as a player goes back and forth between a
few fights ("25.4%", "3+"), so each widget keeps the last few hundred it drew.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QPainter, QStaticText, QTransform

KEPT = 256
"""Strings kept laid out per widget; past that the oldest go."""


class StaticTexts:
    """Laid-out strings of one font, drawn aligned in a rectangle as ``drawText`` would."""

    def __init__(self, font: QFont) -> None:
        self.font = font
        self._kept: dict[str, QStaticText] = {}

    def get(self, text: str) -> QStaticText:
        found = self._kept.pop(text, None)
        if found is None:
            found = QStaticText(text)
            found.setTextFormat(Qt.TextFormat.PlainText)
            found.prepare(QTransform(), self.font)
        self._kept[text] = found  # the most recently used last
        while len(self._kept) > KEPT:
            del self._kept[next(iter(self._kept))]
        return found

    def draw(
        self, painter: QPainter, rect: QRectF, align: Qt.AlignmentFlag | int, text: str
    ) -> None:
        """``text`` in ``rect`` with ``align`` (its font set on the painter by the caller)."""
        if not text:
            return
        laid = self.get(text)
        size = laid.size()
        flags = int(align)
        x = rect.left()
        if flags & int(Qt.AlignmentFlag.AlignHCenter):
            x += (rect.width() - size.width()) / 2
        elif flags & int(Qt.AlignmentFlag.AlignRight):
            x += rect.width() - size.width()
        y = rect.top()
        if flags & int(Qt.AlignmentFlag.AlignVCenter):
            y += (rect.height() - size.height()) / 2
        elif flags & int(Qt.AlignmentFlag.AlignBottom):
            y += rect.height() - size.height()
        painter.drawStaticText(QPointF(x, y), laid)


def fitted(metrics: QFontMetrics | QFontMetricsF, text: str, width: float) -> str:
    """``text`` whole when it fits ``width``, else elided on the right ("Incapacit…").

    Qt's ``elidedText`` elides some texts exactly as wide as the room given ("Incapacitat…" in a
    space measured for "Incapacitated"): only a text that does not fit is handed to it."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(max(0, width)))
