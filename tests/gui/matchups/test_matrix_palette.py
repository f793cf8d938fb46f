"""The matrix as painted under a light and a dark palette: a cell of nothing is the
palette's base, its text readable on it, and a bigger figure a deeper colour of the tone's ramp
(good for the attacker: warm, as in every chart)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex
from PySide6.QtGui import QPalette

from gangfight_gui.cards import heat
from gangfight_gui.gui.combat.results.tones import tone_color
from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.gui.matchups.view import MatchupsView
from tests.gui.combat.results.test_painted import PALETTES, near


@pytest.mark.parametrize("scheme", PALETTES)
def test_the_matrix_paints_on_the_palette_and_keeps_its_colours_meaning(
    view: MatchupsView, shown: MatrixResult, scheme: str
) -> None:
    palette = PALETTES[scheme]()
    view.setPalette(palette)
    view.table.viewport().update()
    image = view.table.viewport().grab().toImage()
    base = palette.color(QPalette.ColorRole.Base)
    model = view.model
    cells = [
        (row, column)
        for row in range(model.rowCount(QModelIndex()))
        for column in range(model.columnCount(QModelIndex()))
    ]
    assert cells
    shares = []
    for row, column in cells:
        index = model.index(row, column)
        rect = view.table.visualRect(index)
        if rect.isEmpty() or not image.rect().contains(rect.center()):
            continue
        painted = image.pixelColor(rect.left() + 3, rect.top() + 3)
        expected = model.background(shown.cells()[row * model.columnCount() + column])
        assert near(painted, expected, 6), (row, column, painted.name(), expected.name())
        cell = shown.cells()[row * model.columnCount() + column]
        if cell.figure is not None:
            shares.append((shown.scale.share(cell.figure), expected))
    # Nothing is the palette's base; more is deeper along the tone's ramp.
    assert heat.heat_colour(0.0, shown.scale.tone, base) == base
    top = heat.heat_colour(1.0, shown.scale.tone, base)
    assert heat.text_colour(base) == (heat.LIGHT_TEXT if scheme == "dark" else heat.DARK_TEXT)
    if shown.scale.tone == "attacker":  # warm like the charts' "good for the attacker"
        hue = tone_color("attacker", palette).hueF()
        assert abs(top.hueF() - hue) < 0.1
    shares.sort(key=lambda pair: pair[0])
    if len(shares) >= 2 and shares[-1][0] > shares[0][0]:
        low, high = shares[0][1], shares[-1][1]
        assert abs(high.lightness() - base.lightness()) >= abs(low.lightness() - base.lightness())
