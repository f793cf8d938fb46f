"""One meaning per colour in every game's results: whom a number, a bar or a cell is good for.

A game marks each figure, bar and "at least" law with a ``Tone`` (``rules/game.py``): good for the
attacker, good for the defender, or neither. Every painted widget of the results takes its
colours from here, so orange means "good for the attacker" in Gangfight's wounds, Necromunda's
injuries and WarStrike's casualties alike (issue 24: green meant a hit, a save and a casualty).
The pair is Okabe and Ito's orange and blue, told apart by a colour-blind player, and never alone:
a defender's bar is hatched, a neutral one dotted, and every chart carries a legend and its
percentages.

The colours follow the palette: a dark palette (Fusion's dark scheme) gets lighter shades of the
same hues, and panels are painted in the palette's Base colour, never a fixed white.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPalette, QPen

from gangfight_gui.rules.game import Tone

TONES: tuple[Tone, ...] = ("attacker", "defender", "neutral")
WORDS: dict[Tone, str] = {
    "attacker": "good for the attacker",
    "defender": "good for the defender",
    "neutral": "neither side",
}
"""The legend's words for each tone."""

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


def paint_tone(painter: QPainter, rect: QRectF, tone: Tone, palette: QPalette) -> None:
    """Fill ``rect`` in the tone's colour and pattern, with an edge one shade darker.

    Filled with ``fillRect`` (a brush and a pen through ``drawRect`` cost ten times as much,
    and a chart paints a dozen of these on every edit)."""
    color = tone_color(tone, palette)
    painter.fillRect(rect, color)
    pattern = _PATTERN[tone]
    if pattern != Qt.BrushStyle.NoBrush:
        painter.fillRect(
            rect.adjusted(1, 1, -1, -1),
            QBrush(palette.color(QPalette.ColorRole.Base), pattern),
        )
    pen = painter.pen()
    brush = painter.brush()
    painter.setPen(QPen(color.darker(130), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(rect)
    painter.setPen(pen)
    painter.setBrush(brush)


def paint_tones(painter: QPainter, rects: list[tuple[QRectF, Tone]], palette: QPalette) -> None:
    """``paint_tone`` for many rectangles, with one change of pen and brush a tone (a chart's
    bars: the state changes were most of their cost)."""
    base = palette.color(QPalette.ColorRole.Base)
    pen = painter.pen()
    brush = painter.brush()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for tone in TONES:
        mine = [rect for rect, its in rects if its == tone]
        if not mine:
            continue
        color = tone_color(tone, palette)
        for rect in mine:
            painter.fillRect(rect, color)
        pattern = _PATTERN[tone]
        if pattern != Qt.BrushStyle.NoBrush:
            hatch = QBrush(base, pattern)
            for rect in mine:
                painter.fillRect(rect.adjusted(1, 1, -1, -1), hatch)
        painter.setPen(QPen(color.darker(130), 1))
        painter.drawRects(mine)
    painter.setPen(pen)
    painter.setBrush(brush)
