"""The colours of a number: one meaning per colour, the number shown on one scale (the matchups'
matrix, its printout and the cards' odds)."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor

if TYPE_CHECKING:  # the window's palette reads this module before any figure exists
    from gangfight_gui.rules.game import Figure, Tone

PAPER = QColor(255, 255, 255)
TONE_STOPS: dict[str, tuple[QColor, QColor]] = {
    "attacker": (QColor(255, 196, 77), QColor(215, 48, 31)),
    "defender": (QColor(146, 197, 222), QColor(33, 102, 172)),
    "neutral": (QColor(189, 189, 189), QColor(99, 99, 99)),
}
"""The middle and the top of each tone's ramp: amber to red for a figure good for the attacker,
light to deep blue for one good for the defender, greys for a neutral one (``Tone``)."""


@dataclass(frozen=True, slots=True)
class HeatScale:
    """What a cell's colour stands for: its figure on one scale for the whole matrix.

    A chance is out of 1. An expected count (wounds, casualties) is out of the largest scale
    any cell's figure has (``Figure.scale``: the most it can be), the same for every cell, so a
    deeper colour always means a bigger number shown (WarStrike's best cell, 1.48, was
    white beside a red 0.44, coloured by another figure).
    """

    label: str = ""
    """The figure's name ("Out of action", "Expected casualties")."""
    top: float = 1.0
    """The value of the deepest colour."""
    expected: bool = False
    tone: Tone = "attacker"
    help: str = ""

    def share(self, figure: Figure) -> float:
        """``figure`` on this scale, 0 to 1."""
        if self.top <= 0:
            return 0.0
        return min(1.0, max(0.0, figure.probability / self.top))

    def colour(self, figure: Figure | None, base: QColor = PAPER) -> QColor:
        """A cell's colour: ``figure``'s share along the tone's ramp from ``base``, or the grey of
        no fight."""
        if figure is None:
            return QColor(NO_FIGHT)
        return heat_colour(self.share(figure), self.tone, base)

    def tick(self, share: float) -> str:
        """A legend tick at ``share`` of the scale: "1.50" for a count, "25%" for a chance."""
        value = self.top * share
        return f"{value:.2f}" if self.expected else f"{value * 100:.0f}%"

    @classmethod
    def of(cls, figures: Iterable[Figure]) -> HeatScale:
        """The scale of the cells' figures: the name most of them have, and the largest scale
        among the expected counts (1 when they are chances)."""
        found = list(figures)
        if not found:
            return cls()
        label = Counter(f.label for f in found).most_common(1)[0][0]
        first = next(f for f in found if f.label == label)
        expected = any(f.expected for f in found)
        top = max((f.scale for f in found if f.expected), default=1.0) if expected else 1.0
        return cls(label, top, expected, first.tone, first.help)


NO_FIGHT = QColor(200, 200, 206)
"""A cell where no fight is possible: a flat grey outside every ramp (with a dash, not a number)."""

DARK_TEXT = QColor(0, 0, 0)
LIGHT_TEXT = QColor(255, 255, 255)
EVEN = 0.179
"""The luminance at which black and white text read alike on a cell (4.58:1 each, WCAG asks
4.5; a softer black such as #212121 would leave the cells near it at 4.0:1)."""


def stops(tone: Tone, base: QColor = PAPER) -> tuple[tuple[float, QColor], ...]:
    middle, top = TONE_STOPS.get(tone, TONE_STOPS["neutral"])
    return ((0.0, QColor(base)), (0.5, middle), (1.0, top))


def between(start: QColor, end: QColor, share: float) -> QColor:
    """The colour ``share`` (0 to 1) of the way from ``start`` to ``end``, channel by channel."""
    return QColor(
        round(start.red() + (end.red() - start.red()) * share),
        round(start.green() + (end.green() - start.green()) * share),
        round(start.blue() + (end.blue() - start.blue()) * share),
    )


def heat_colour(share: float, tone: Tone = "attacker", base: QColor = PAPER) -> QColor:
    """The colour at ``share`` (0 to 1) of ``tone``'s ramp from ``base`` (the palette's base colour
    on screen, so the map follows a dark palette; white on paper)."""
    share = min(max(share, 0.0), 1.0)
    for (t0, c0), (t1, c1) in itertools.pairwise(stops(tone, base)):
        if share <= t1:
            return between(c0, c1, (share - t0) / (t1 - t0))
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
    """Black text on light cells, white on dark ones: each at least 4.58:1 (``EVEN``)."""
    return DARK_TEXT if luminance(background) > EVEN else LIGHT_TEXT
