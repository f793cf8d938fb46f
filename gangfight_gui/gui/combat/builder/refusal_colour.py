"""The red the combat builder says a refusal in, following a light or a dark palette."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

REFUSAL_LIGHT = QColor(176, 32, 32)
REFUSAL_DARK = QColor(255, 120, 110)
"""A refusal's red on a light window and on a dark one (a dark palette is followed)."""


def refusal_colour(widget: QWidget) -> None:
    """Draw ``widget``'s text in a red that reads on its window's colour, light or dark; the
    text says what is wrong in words, so the colour is never all there is."""
    palette = widget.palette()
    dark = palette.color(QPalette.ColorRole.Window).lightness() < DARK_LIGHTNESS
    palette.setColor(QPalette.ColorRole.WindowText, REFUSAL_DARK if dark else REFUSAL_LIGHT)
    widget.setPalette(palette)


DARK_LIGHTNESS = 128
