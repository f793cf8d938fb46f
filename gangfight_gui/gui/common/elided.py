"""A one-line label that elides what does not fit and holds the whole text in its tooltip.

Issue 24: every text of the window fits its widget or is elided with the whole text in a
tooltip, never cut mid-glyph. A ``QLabel`` clips a long text at its edge (or makes the window
wider); this label paints as much as fits with an ellipsis at the end, and its tooltip is the
whole text whenever some of it is hidden. The text is always plain (never markup: it holds
roster and entry names).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from gangfight_gui.gui.common.plain_text import tooltip


class ElidedLabel(QWidget):
    """Plain text on one line, elided at its end to the width it is given."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._tip = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setText(text)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        self._text = " ".join(text.split())
        self._update_tooltip()
        self.updateGeometry()
        self.update()

    def set_extra_tooltip(self, text: str) -> None:
        """More lines for the tooltip, always shown after the whole text."""
        self._tip = text
        self._update_tooltip()

    def shown_text(self) -> str:
        """What fits: the text, or its beginning and an ellipsis. A text exactly as wide as its
        room is whole (Qt's ``elidedText`` elides some of those)."""
        metrics = QFontMetrics(self.font())
        room = max(0, self.contentsRect().width())
        if metrics.horizontalAdvance(self._text) <= room:
            return self._text
        return metrics.elidedText(self._text, Qt.TextElideMode.ElideRight, room)

    def is_elided(self) -> bool:
        return self.shown_text() != self._text

    def _update_tooltip(self) -> None:
        lines = [self._text] if self.is_elided() else []
        if self._tip:
            lines.append(self._tip)
        self.setToolTip(tooltip("\n".join(lines)) if lines else "")

    def sizeHint(self) -> QSize:
        metrics = QFontMetrics(self.font())
        return QSize(metrics.horizontalAdvance(self._text) + 4, metrics.height() + 2)

    def minimumSizeHint(self) -> QSize:
        metrics = QFontMetrics(self.font())
        return QSize(metrics.horizontalAdvance("…") * 4, metrics.height() + 2)

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._update_tooltip()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(
            self.contentsRect(),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            self.shown_text(),
        )
        painter.end()
