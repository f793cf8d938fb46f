"""The "Chance of at least k" grid while the same models fight and the counts change: every
column it keeps has its head and its true chance, whatever fight came before."""

from __future__ import annotations

from fractions import Fraction

from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.results.at_least import AtLeastGrid
from gangfight_gui.rules.engine.wording import percent
from gangfight_gui.rules.game import AtLeast

EIGHT = AtLeast("Hits", tuple(1 / 9 for _ in range(9)))
"""Counts 0 … 8, each as likely: eight columns, every one worth showing."""
TEN = AtLeast("Hits", tuple(1 / 11 for _ in range(11)))
"""Counts 0 … 10: ten columns."""
TAIL = AtLeast("Hits", (0.5, 0.3, 0.1, 0.05, 0.03, 0.0196, 0.00025, 0.0001, 0.00005))
"""Six counts worth showing; 7 and 8 can still happen (less than 0.05%), 9 and 10 cannot."""


def grid_of(qtbot: QtBot, *laws: AtLeast) -> AtLeastGrid:
    """A grid shown each law in turn while the same models fight, two bands wide."""
    measure = AtLeastGrid()
    measure.show_laws([TEN])
    width = next(w for w in range(100, 2000) if measure.per_band(w) == 7)
    measure.deleteLater()
    grid = AtLeastGrid()
    qtbot.addWidget(grid)
    grid.hold("the same fighters")
    grid.resize(width, measure.heightForWidth(width))
    grid.show()
    qtbot.waitExposed(grid)
    for law in laws:
        grid.show_laws([law])
        grid.grab()  # painted as each fight is shown
    return grid


def test_a_second_band_heads_every_count_it_shows(qtbot: QtBot) -> None:
    """Eight counts then ten: the second band heads 8+, 9+ and 10+, as a grid shown ten at once."""
    came = grid_of(qtbot, EIGHT, TEN)
    fresh = grid_of(qtbot, TEN)
    assert came.bands() == fresh.bands() == 2
    assert came.size() == fresh.size()
    assert came.grab().toImage() == fresh.grab().toImage()


def test_a_kept_column_shows_its_chance_never_a_blank(qtbot: QtBot) -> None:
    """After ten counts, a law of six keeps ten columns: 7+ and 8+ read "<0.1%" (they can
    happen), 9+ and 10+ "0.0%", each the sum of the law's chances from k on."""
    grid = grid_of(qtbot, TEN, TAIL)
    shown = grid.odds_texts(0)
    law = [Fraction(p) for p in TAIL.law]
    assert list(shown) == [f"{k}+" for k in range(1, 11)]
    for k in range(1, 11):
        assert shown[f"{k}+"] == percent(float(sum(law[k:], Fraction(0)))), k
    assert [shown[k] for k in ("7+", "8+", "9+", "10+")] == ["<0.1%", "<0.1%", "0.0%", "0.0%"]
