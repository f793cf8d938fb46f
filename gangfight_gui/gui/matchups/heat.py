"""The matrix's colours: one meaning per colour, the number shown on one scale.

A cell's colour runs from the background (nothing) to its figure's tone at the top of the scale
(``result.HeatScale``): warm (amber to red) for a figure good for the attacker, cool (light to
deep blue) for one good for the defender, grey for a neutral one, the same meaning as every
game's charts and rolls (``rules.game.Tone``). The background is the palette's base colour on
screen (a dark palette's dark base) and white on paper, so the map follows the window's palette;
the number is always written in the cell, never colour alone.

The screen, the legend and the printout all take their colours from here, so they agree.
"""

from __future__ import annotations

import itertools

from PySide6.QtGui import QColor

from gangfight_gui.rules.game import Tone

PAPER = QColor(255, 255, 255)
TONE_STOPS: dict[str, tuple[QColor, QColor]] = {
    "attacker": (QColor(255, 196, 77), QColor(215, 48, 31)),
    "defender": (QColor(146, 197, 222), QColor(33, 102, 172)),
    "neutral": (QColor(189, 189, 189), QColor(99, 99, 99)),
}
"""The middle and the top of each tone's ramp: amber to red, light to deep blue, greys."""

NO_FIGHT = QColor(200, 200, 206)
"""A cell where no fight is possible: a flat grey outside every ramp (with a dash, not a number)."""

DARK_TEXT = QColor(33, 33, 33)
LIGHT_TEXT = QColor(255, 255, 255)


def stops(tone: Tone, base: QColor = PAPER) -> tuple[tuple[float, QColor], ...]:
    middle, top = TONE_STOPS.get(tone, TONE_STOPS["neutral"])
    return ((0.0, QColor(base)), (0.5, middle), (1.0, top))


def heat_colour(share: float, tone: Tone = "attacker", base: QColor = PAPER) -> QColor:
    """The colour at ``share`` (0 to 1) of ``tone``'s ramp from ``base``."""
    share = min(max(share, 0.0), 1.0)
    for (t0, c0), (t1, c1) in itertools.pairwise(stops(tone, base)):
        if share <= t1:
            k = (share - t0) / (t1 - t0)
            return QColor(
                round(c0.red() + (c1.red() - c0.red()) * k),
                round(c0.green() + (c1.green() - c0.green()) * k),
                round(c0.blue() + (c1.blue() - c0.blue()) * k),
            )
    return QColor(stops(tone, base)[-1][1])


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG), 0 for black to 1 for white."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(colour.red())
        + 0.7152 * linear(colour.green())
        + 0.0722 * linear(colour.blue())
    )


def text_colour(background: QColor) -> QColor:
    """Dark text on light cells, white on dark ones: contrast with white equals contrast with
    #212121 near a luminance of 0.2."""
    return DARK_TEXT if luminance(background) > 0.2 else LIGHT_TEXT
