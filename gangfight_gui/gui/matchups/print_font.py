"""The printout's typeface: the app's shipped DejaVu Sans when it is there, else Qt's default."""

from __future__ import annotations

from PySide6.QtGui import QFont

from gangfight_gui.cards import fonts as card_fonts


def print_font(point_size: float, *, bold: bool = False) -> QFont:
    """A font for paper: the cards' own, or Qt's default family where the font is missing.

    The shipped font makes a PDF look the same on every machine (offscreen Qt has no system fonts)
    and is embedded in it; a checkout without the fonts still prints rather than failing."""
    try:
        return card_fonts.card_font(point_size, bold=bold)
    except card_fonts.CardFontError:
        font = QFont()
        font.setPointSizeF(point_size)
        font.setBold(bold)
        return font
