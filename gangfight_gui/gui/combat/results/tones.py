"""One meaning per colour in every game's results: whom a number, a bar or a cell is good for."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPalette, QPen, QPixmap

if TYPE_CHECKING:  # the headline's band is made before any figure exists
    from gangfight_gui.rules.game import Tone

TONES: tuple[Tone, ...] = ("attacker", "defender", "neutral")
WORDS: dict[Tone, str] = {
    "attacker": "good for the attacker",
    "defender": "good for the defender",
    "neutral": "neither side",
}
"""The legend's words for each tone."""

# Okabe and Ito's orange and blue, told apart by a colour-blind player; a dark palette gets
# lighter shades of the same hues.
_LIGHT: dict[Tone, QColor] = {
    "attacker": QColor(213, 94, 0),
    "defender": QColor(0, 114, 178),
    "neutral": QColor(140, 140, 140),
}
_DARK: dict[Tone, QColor] = {
    "attacker": QColor(240, 138, 75),
    "defender": QColor(86, 180, 233),
    "neutral": QColor(160, 160, 160),
}
_PATTERN: dict[Tone, Qt.BrushStyle] = {
    "attacker": Qt.BrushStyle.NoBrush,
    "defender": Qt.BrushStyle.BDiagPattern,
    "neutral": Qt.BrushStyle.Dense6Pattern,
}
"""Drawn over a bar's colour in the panel's colour, so the tone reads without its colour."""


def is_dark(palette: QPalette) -> bool:
    """Whether the palette paints light text on dark panels."""
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def tone_color(tone: Tone, palette: QPalette) -> QColor:
    """The colour of ``tone`` under ``palette``."""
    return QColor((_DARK if is_dark(palette) else _LIGHT)[tone])


HATCH_TILE = 64
"""The side of the picture a patterned tone is tiled from (a multiple of Qt's 8-pixel
patterns, so the tiles meet seamlessly)."""
_TILES: dict[tuple[Tone, int, int], QPixmap] = {}


def _tile(tone: Tone, palette: QPalette) -> QPixmap:
    """The tone's colour with its pattern in the panel's colour, painted once: tiling a picture
    costs a twentieth of filling with a pattern brush, and a chart does it on every edit."""
    color = tone_color(tone, palette)
    base = palette.color(QPalette.ColorRole.Base)
    key = (tone, color.rgba(), base.rgba())
    tile = _TILES.get(key)
    if tile is None:
        tile = QPixmap(HATCH_TILE, HATCH_TILE)
        tile.fill(color)
        painter = QPainter(tile)
        painter.fillRect(0, 0, HATCH_TILE, HATCH_TILE, QBrush(base, _PATTERN[tone]))
        painter.end()
        if len(_TILES) > 4 * len(TONES):  # palettes come and go rarely: start afresh
            _TILES.clear()
        _TILES[key] = tile
    return tile


def paint_tone(painter: QPainter, rect: QRectF, tone: Tone, palette: QPalette) -> None:
    """Fill ``rect`` in the tone's colour and pattern, with an edge one shade darker."""
    paint_tones(painter, [(rect, tone)], palette)


def paint_tones(painter: QPainter, rects: list[tuple[QRectF, Tone]], palette: QPalette) -> None:
    """Each rectangle in its tone's colour and pattern with an edge one shade darker, with one
    change of pen a tone (a chart's bars: the state changes were most of their cost)."""
    pen = painter.pen()
    brush = painter.brush()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for tone in TONES:
        mine = [rect for rect, its in rects if its == tone]
        if not mine:
            continue
        color = tone_color(tone, palette)
        if _PATTERN[tone] == Qt.BrushStyle.NoBrush:
            for rect in mine:
                painter.fillRect(rect, color)
        else:
            tile = _tile(tone, palette)
            for rect in mine:
                painter.drawTiledPixmap(rect, tile)
        painter.setPen(QPen(color.darker(130), 1))
        painter.drawRects(mine)
    painter.setPen(pen)
    painter.setBrush(brush)
