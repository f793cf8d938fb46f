"""Small look-and-feel helpers for the results pane, chosen to be cheap on every recompute.

Style sheets would be the obvious way to dim a label or colour a message, but Qt re-polishes a
widget with a style sheet whenever it is shown or re-styled, which cost milliseconds a recompute
here; palette roles give the same look for nothing. Likewise visibility is only touched when it
changes, since every hide or show invalidates the layout.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QFrame, QLabel, QWidget

ERROR_COLOR = QColor(180, 40, 40)


def dim(label: QLabel) -> QLabel:
    """Draw the label's text in the palette's placeholder colour: secondary information."""
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


def set_shown(widget: QWidget, shown: bool) -> bool:
    """Show or hide, touching the widget (and its layout) only when that changes; say if so."""
    if widget.isHidden() == shown:
        widget.setHidden(not shown)
        return True
    return False


def set_text(label: QLabel, text: str) -> bool:
    """Change a label's text only when it differs (a same-text setText still relayouts); say
    if it did."""
    if label.text() != text:
        label.setText(text)
        return True
    return False


class MessageLabel(QLabel):
    """A label for inline feedback: a hint in the placeholder colour or an error in red."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Text, ERROR_COLOR)
        self.setPalette(palette)
        self.setWordWrap(True)
        self._error = False

    @property
    def is_error(self) -> bool:
        return self._error

    def show_message(self, text: str, *, error: bool = False) -> None:
        self._error = error
        self.setForegroundRole(
            QPalette.ColorRole.Text if error else QPalette.ColorRole.PlaceholderText
        )
        set_text(self, text)
        set_shown(self, bool(text))


class Card(QFrame):
    """A rounded panel in the palette's base colour, painted directly (no style sheet)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.paint_card(painter)
        painter.end()

    def paint_card(self, painter: QPainter) -> None:
        """The panel itself, for subclasses that paint their content with the same painter."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.setPen(palette.color(QPalette.ColorRole.Mid))
        painter.setBrush(palette.color(QPalette.ColorRole.Base))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
        painter.restore()
