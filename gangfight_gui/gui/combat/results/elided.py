"""A one-line label that ends in "…" when its text does not fit, the whole text in its tooltip.

Issue 24 found step names cut mid-word ("Wound roll (3+", "Toughn") and headings cut at both
ends ("eriously injured"): a label given less room than its text must say so and still let the
player read the whole. This one keeps its full text (``full_text``), shows as much as fits with
a trailing ellipsis, and then puts the whole in its tooltip beside any help given.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from gangfight_gui.gui.common.plain_text import tooltip

MINIMUM_CHARS = 4
"""It never asks for less than a few characters' width: enough to show "Wo…"."""


class ElidedLabel(QLabel):
    """Plain text on one line, elided on the right to its width; ``help`` joins the tooltip."""

    def __init__(self, text: str = "", parent: QWidget | None = None, *, help: str = "") -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)  # names are the player's text (issue 16)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._full = ""
        self._help = help
        self.set_full_text(text)

    def full_text(self) -> str:
        return self._full

    def is_elided(self) -> bool:
        return self.text() != self._full

    def set_full_text(self, text: str, help: str | None = None) -> None:
        """Show ``text`` (as much as fits); touch nothing when it and the help are unchanged."""
        if help is not None:
            self._help = help
        if text == self._full and help is None:
            return
        self._full = text
        self.updateGeometry()
        self._fit()

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        margins = self.contentsMargins()
        width = metrics.horizontalAdvance(self._full) + margins.left() + margins.right() + 2
        return QSize(width, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        width = min(self.sizeHint().width(), self.fontMetrics().averageCharWidth() * MINIMUM_CHARS)
        return QSize(width, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        margins = self.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        metrics = self.fontMetrics()
        shown = self._full
        if metrics.horizontalAdvance(shown) > room:
            shown = metrics.elidedText(self._full, Qt.TextElideMode.ElideRight, max(0, room))
        if self.text() != shown:
            self.setText(shown)
        whole = self._full if shown != self._full else ""
        tip = "\n".join(part for part in (whole, self._help) if part)
        if self.toolTip() != tooltip(tip):
            self.setToolTip(tooltip(tip))
