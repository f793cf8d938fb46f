"""The printout's typeface: the app's shipped DejaVu Sans when it is there, else Qt's default.

The shipped font makes a PDF look the same on every machine (offscreen Qt in CI has no system
fonts at all) and is embedded in it. The card printing code already loads it into Qt's font
database once per application; the matrix reuses that loader. A checkout without the fonts still
prints, in the default family, rather than failing.
"""

from __future__ import annotations

from PySide6.QtGui import QFont

from gangfight_gui.cards import fonts as card_fonts


def print_font(point_size: float, *, bold: bool = False) -> QFont:
    """A font for paper: the cards' own, or Qt's default family where the font is missing."""
    try:
        return card_fonts.card_font(point_size, bold=bold)
    except card_fonts.CardFontError:
        font = QFont()
        font.setPointSizeF(point_size)
        font.setBold(bold)
        return font
