"""The card typeface, shipped with the app and loaded into Qt, so cards look the same anywhere."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QCoreApplication
from PySide6.QtGui import QFont, QFontDatabase

from gangfight_gui import shipped

FONT_FILES = ("fonts/DejaVuSans.ttf", "fonts/DejaVuSans-Bold.ttf")
FAMILY = "DejaVu Sans"


class CardFontError(RuntimeError):
    """The shipped card fonts are missing or Qt cannot read them (a broken install)."""


_loaded_for: int | None = None
"""Identity of the application the fonts were added to; application fonts die with it."""


def load_card_fonts() -> str:
    """Add the card fonts to Qt's font database once per application; return the family name.

    Read as the package's bytes (``shipped``), they load from a wheel or a bundle alike; as
    application fonts, a machine with no system fonts (offscreen Qt in CI) prints the same cards
    as a desktop, and the PDF embeds them."""
    global _loaded_for
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("create a QGuiApplication before loading fonts")
    if _loaded_for == id(app):
        return FAMILY
    for name in FONT_FILES:
        try:
            data = shipped.resource_bytes(name)
        except OSError as error:
            raise CardFontError(str(error)) from None
        font_id = QFontDatabase.addApplicationFontFromData(QByteArray(data))
        if font_id < 0 or FAMILY not in QFontDatabase.applicationFontFamilies(font_id):
            raise CardFontError(f"Qt cannot load the card font {name}")
    _loaded_for = id(app)
    return FAMILY


def card_font(point_size: float, *, bold: bool = False) -> QFont:
    """The card typeface at ``point_size`` points (points on paper, whatever the device's DPI)."""
    font = QFont(load_card_fonts())
    font.setPointSizeF(point_size)
    font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.Normal)
    # Hinting would snap glyphs to a screen's pixel grid, which paper does not have. Font merging
    # stays on: a name in a script DejaVu lacks falls back to a system font rather than boxes.
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font
