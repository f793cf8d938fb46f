"""A dark palette that leaves AlternateBase light gets dark alternate rows."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

from gangfight_gui.gui.common.palette import FADED_LEAST, faded_text, mended
from tests.gui.combat.results.test_painted import dark_palette, light_palette


def test_a_dark_palette_with_white_alternate_rows_gets_dark_ones() -> None:
    palette = dark_palette()
    palette.setColor(QPalette.ColorRole.AlternateBase, QColor("#f7f7f7"))
    fixed = mended(palette)
    alternate = fixed.color(QPalette.ColorRole.AlternateBase)
    assert alternate.lightness() < 128
    assert alternate != fixed.color(QPalette.ColorRole.Base)  # still tells the rows apart
    assert fixed.color(QPalette.ColorRole.Text) == palette.color(QPalette.ColorRole.Text)


def test_a_consistent_palette_is_left_as_it_is() -> None:
    for palette in (light_palette(), dark_palette()):
        fixed = mended(palette)
        for role in (QPalette.ColorRole.AlternateBase, QPalette.ColorRole.Base):
            assert fixed.color(role) == palette.color(role)


def test_a_faded_row_is_told_apart_under_a_dark_palette_whose_disabled_text_is_the_text() -> None:
    palette = dark_palette()  # every group's Text the same light grey, as some desktops give
    text = palette.color(QPalette.ColorRole.Text)
    base = palette.color(QPalette.ColorRole.Base)
    faded = faded_text(palette)
    assert abs(faded.lightness() - text.lightness()) >= FADED_LEAST
    assert base.lightness() < faded.lightness() < text.lightness()  # still readable on it


def test_a_palette_with_its_own_disabled_text_keeps_it() -> None:
    palette = light_palette()
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#9a9a9a"))
    assert faded_text(palette) == QColor("#9a9a9a")
