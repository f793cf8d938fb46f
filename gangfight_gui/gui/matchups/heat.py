"""The heat map's colours: white for harmless, through amber, to red for the deadliest cell.

A cell's colour is its measure divided by the largest in the matrix, so the deadliest matchup is
always full red and the map compares models within this matrix (the legend prints the actual
range). The user picks the measure: expected final wounds ("how much damage") or the chance to
incapacitate ("how likely a kill"); a model with a high EN reads differently under each.

The screen, the legend and the printout all take their colours from here, so they agree.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from enum import StrEnum

from PySide6.QtGui import QColor

from gangfight_gui.rules.gangfight.matchups import AttackOption, Matchup

STOPS: tuple[tuple[float, QColor], ...] = (
    (0.0, QColor(255, 255, 255)),
    (0.5, QColor(255, 196, 77)),
    (1.0, QColor(215, 48, 31)),
)
"""White → amber → red, spaced so the middle of the range is clearly amber."""

NO_ATTACK = QColor(228, 228, 232)
"""A cell with no possible attack: neutral grey, outside the scale."""

DARK_TEXT = QColor(33, 33, 33)
LIGHT_TEXT = QColor(255, 255, 255)


class HeatMeasure(StrEnum):
    """Which figure of a cell colours the map."""

    WOUNDS = "wounds"
    INCAPACITATION = "incapacitation"

    @property
    def label(self) -> str:
        return _LABELS[self]

    def of(self, option: AttackOption) -> float:
        if self is HeatMeasure.WOUNDS:
            return option.expected_final_wounds
        return option.p_incapacitated

    def tick(self, value: float) -> str:
        """A legend tick: "1.50" wounds, "25%" chance."""
        if self is HeatMeasure.WOUNDS:
            return f"{value:.2f}"
        return f"{value * 100:.0f}%"


_LABELS = {
    HeatMeasure.WOUNDS: "Expected final wounds",
    HeatMeasure.INCAPACITATION: "Chance to incapacitate",
}


def scale_max(cells: Iterable[Matchup], measure: HeatMeasure) -> float:
    """The largest measure over the cells' best attacks; 0 when nothing can be hurt."""
    return max(
        (measure.of(cell.best) for cell in cells if cell.best is not None),
        default=0.0,
    )


def fraction(value: float, top: float) -> float:
    """``value`` on the 0-1 scale of a matrix whose largest value is ``top``."""
    if top <= 0:
        return 0.0
    return min(max(value / top, 0.0), 1.0)


def heat_colour(t: float) -> QColor:
    """The colour at ``t`` (0-1) along STOPS, interpolated linearly between neighbours."""
    t = min(max(t, 0.0), 1.0)
    for (t0, c0), (t1, c1) in itertools.pairwise(STOPS):
        if t <= t1:
            k = (t - t0) / (t1 - t0)
            return QColor(
                round(c0.red() + (c1.red() - c0.red()) * k),
                round(c0.green() + (c1.green() - c0.green()) * k),
                round(c0.blue() + (c1.blue() - c0.blue()) * k),
            )
    return QColor(STOPS[-1][1])


def text_colour(background: QColor) -> QColor:
    """Dark text on light cells, white on dark ones, by relative luminance (WCAG)."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    luminance = (
        0.2126 * linear(background.red())
        + 0.7152 * linear(background.green())
        + 0.0722 * linear(background.blue())
    )
    # Contrast with white equals contrast with #212121 near L = 0.2; above that, dark text reads.
    return DARK_TEXT if luminance > 0.2 else LIGHT_TEXT
