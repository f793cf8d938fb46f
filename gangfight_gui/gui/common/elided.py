"""Text that fits any width: a line elided with "…", a few wrapped lines, and a label and a
combo box that show them (the whole text in the tooltip).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics, QFontMetricsF, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QSizePolicy,
    QStyle,
    QStyleOption,
    QStyleOptionComboBox,
    QStylePainter,
    QWidget,
)

from gangfight_gui.gui.common.plain_text import tooltip

MINIMUM_CHARACTERS = 4
"""The least an elided label asks for: a few letters and the ellipsis."""


def fitted(metrics: QFontMetrics | QFontMetricsF, text: str, width: float) -> str:
    """``text`` whole when it fits ``width``, else elided on the right ("Incapacit…").

    Qt's ``elidedText`` elides some texts exactly as wide as the room given ("Incapacitat…" in a
    space measured for "Incapacitated"): only a text that does not fit is handed to it."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(max(0, width)))


def wrapped(
    metrics: QFontMetrics | QFontMetricsF, text: str, width: float, lines: int
) -> list[str]:
    """``text`` word-wrapped to ``width`` over at most ``lines`` lines, the last elided at its
    end when text remains; a word too long for a line is elided on its own line."""
    words = text.split()
    found: list[str] = []
    while words and len(found) < lines:
        last = len(found) == lines - 1
        line = words.pop(0)
        while words and metrics.horizontalAdvance(f"{line} {words[0]}") <= width:
            line += f" {words.pop(0)}"
        if last and words:
            line = f"{line} {' '.join(words)}"
            words = []
        found.append(fitted(metrics, line, width))  # a line its very width is whole
    return found


class ElidedLabel(QLabel):
    """One line of plain text, elided to the width it gets; its tooltip holds the whole text
    while it is elided (an extra tooltip, ``tip`` or ``set_extra_tooltip``, is shown in any
    case, after the text). It asks for little room (``minimumSizeHint``), so a long name never
    widens its panel, where a QLabel would widen it or be clipped mid-glyph."""

    def __init__(self, text: str = "", parent: QWidget | None = None, *, tip: str = "") -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        # Its whole text when there is room, down to a few letters when squeezed.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._full = ""
        self._tip = tip
        self._advance: tuple[str, object, int] | None = None
        """The text's width, measured once per text and font (asked on every resize)."""
        self._elided: bool | None = None
        self.setText(text)

    def setText(self, text: str) -> None:
        text = " ".join(text.split())  # one line
        if text == self._full and self.text() == text:
            return
        self._full = text
        super().setText(text)
        self._elided = None
        self._update_tip()

    def set_extra_tooltip(self, tip: str) -> None:
        """More lines for the tooltip, always shown after the whole text (which is there only
        while it is elided)."""
        if tip != self._tip:
            self._tip = tip
            self._update_tip()

    def shown_text(self) -> str:
        """What is painted: the text, or its beginning and an ellipsis."""
        if not self.is_elided():
            return self._full
        return fitted(self.fontMetrics(), self._full, self.contentsRect().width())

    def _text_width(self) -> int:
        font = self.font()
        known = self._advance
        if known is None or known[0] != self._full or known[1] != font:
            known = (self._full, font, self.fontMetrics().horizontalAdvance(self._full))
            self._advance = known
        return known[2]

    def is_elided(self) -> bool:
        return self._text_width() > self.contentsRect().width()

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        least = min(
            self._text_width(),
            self.fontMetrics().horizontalAdvance("M" * MINIMUM_CHARACTERS + "…"),
        )
        margins = self.contentsMargins()
        return QSize(least + margins.left() + margins.right(), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.is_elided() != self._elided:  # the tooltip changes only when that does
            self._update_tip()

    def _update_tip(self) -> None:
        self._elided = self.is_elided()
        parts = [self._full] if self._full and self._elided else []
        if self._tip and self._tip != self._full:
            parts.append(self._tip)
        text = tooltip("\n".join(parts))
        if self.toolTip() != text:
            self.setToolTip(text)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        rect = self.contentsRect()
        shown = self.shown_text()
        self.style().drawItemText(
            painter,
            rect,
            int(self.alignment()),
            option.palette,
            self.isEnabled(),
            shown,
            self.foregroundRole(),
        )
        painter.end()


class ElidedComboBox(QComboBox):
    """A combo box whose closed text ends in "…" when it does not fit, rather than being cut
    mid-glyph (its owner keeps the whole text in the tooltip)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        option.currentText = fitted(self.fontMetrics(), option.currentText, field.width())
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
        painter.end()

    def is_elided(self) -> bool:
        """Whether the closed text is shown elided."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        return self.fontMetrics().horizontalAdvance(self.currentText()) > field.width()
