"""The painted widgets of the results under a light and a dark palette (the chart once kept a
white panel in a dark window): their panels and text follow the palette, and their colours keep
one meaning, whom the number is good for, in every game."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.results.at_least import AtLeastGrid
from gangfight_gui.gui.combat.results.chart import BarChart
from gangfight_gui.gui.combat.results.strip import HeadlineStrip
from gangfight_gui.gui.combat.results.tiles import FigureTiles
from gangfight_gui.gui.combat.results.tones import is_dark, tone_color
from gangfight_gui.gui.combat.roll.dice_view import DiceView
from gangfight_gui.rules.engine.steps import Die
from gangfight_gui.rules.game import AnyGame, Chart
from tests.gui.combat.results.fights import fight_of


def dark_palette() -> QPalette:
    """Fusion's colours in a dark scheme, as a player's dark desktop gives them."""
    palette = QPalette()
    for role, color in (
        (QPalette.ColorRole.Window, "#2b2b2b"),
        (QPalette.ColorRole.WindowText, "#e0e0e0"),
        (QPalette.ColorRole.Base, "#1e1e1e"),
        (QPalette.ColorRole.AlternateBase, "#333333"),
        (QPalette.ColorRole.Text, "#e8e8e8"),
        (QPalette.ColorRole.Button, "#3a3a3a"),
        (QPalette.ColorRole.ButtonText, "#e0e0e0"),
        (QPalette.ColorRole.Mid, "#555555"),
        (QPalette.ColorRole.Midlight, "#444444"),
        (QPalette.ColorRole.PlaceholderText, "#9a9a9a"),
    ):
        palette.setColor(role, QColor(color))
    return palette


def light_palette() -> QPalette:
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Base, QColor("#ffffff"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#111111"))
    palette.setColor(QPalette.ColorRole.Window, QColor("#efefef"))
    palette.setColor(QPalette.ColorRole.AlternateBase, QColor("#f4f4f4"))
    return palette


PALETTES: dict[str, Callable[[], QPalette]] = {"light": light_palette, "dark": dark_palette}


def grab(widget: QWidget) -> QImage:
    return widget.grab().toImage()


def near(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def colours_in(image: QImage, rect: QRectF) -> list[QColor]:
    area = rect.toRect().intersected(image.rect())
    return [
        image.pixelColor(x, y)
        for x in range(area.left(), area.right() + 1)
        for y in range(area.top(), area.bottom() + 1)
    ]


def shown(qtbot: QtBot, widget: QWidget, palette: QPalette, width: int, height: int) -> None:
    qtbot.addWidget(widget)
    widget.setPalette(palette)
    widget.resize(width, height)
    widget.show()


@pytest.mark.parametrize("scheme", PALETTES)
def test_the_chart_follows_the_palette_and_its_tones(
    qtbot: QtBot, game: AnyGame, scheme: str
) -> None:
    palette = PALETTES[scheme]()
    fight = fight_of(game.key)
    view = game.views(game.calculate(game.read_scenario(fight.scenario)))[0]
    chart = BarChart()
    shown(qtbot, chart, palette, 480, 260)
    main: Chart = view.charts[0]
    chart.show_chart(main)
    image = grab(chart)
    base = palette.color(QPalette.ColorRole.Base)
    assert near(image.pixelColor(3, 3), base, 2)  # the panel is the palette's, not white
    text = palette.color(QPalette.ColorRole.Text)
    assert any(near(c, text, 60) for c in colours_in(image, QRectF(0, 0, 200, 20)))
    for index, tone in enumerate(main.tones):
        rect = chart.bar_rect(index)
        if rect.height() < 6:
            continue
        inside = colours_in(image, rect.adjusted(2, 2, -2, -2))
        assert any(near(c, tone_color(tone, palette), 12) for c in inside), (index, tone)
        if tone == "defender":  # hatched: readable without its colour
            assert any(near(c, base, 12) for c in inside)
    assert is_dark(palette) == (scheme == "dark")


@pytest.mark.parametrize("scheme", PALETTES)
def test_tiles_grid_strip_and_dice_paint_on_the_palettes_base(
    qtbot: QtBot, game: AnyGame, scheme: str
) -> None:
    palette = PALETTES[scheme]()
    base = palette.color(QPalette.ColorRole.Base)
    fight = fight_of(game.key)
    outcome = game.calculate(game.read_scenario(fight.scenario))
    view = game.views(outcome)[0]
    tiles = FigureTiles()
    shown(qtbot, tiles, palette, 560, 80)
    tiles.show_figures(view.figures)
    grid = AtLeastGrid()
    shown(qtbot, grid, palette, 560, 100)
    grid.show_laws(view.at_least)
    strip = HeadlineStrip()
    shown(qtbot, strip, palette, 560, 50)
    strip.show_figures(game.headline(outcome))
    dice = DiceView()
    shown(qtbot, dice, palette, 300, 60)
    dice.set_dice((Die(6, True), Die(2, False), Die(5, True, chained_from=0)), pending=1)
    for widget, inside in (
        (tiles.tiles[0], QPoint(tiles.tiles[0].width() // 2, 2)),
        (grid, QPoint(4, grid.height() - 4)),
        (strip, QPoint(strip.width() - 4, strip.height() - 4)),
    ):
        assert near(grab(widget).pixelColor(inside), base, 2), type(widget).__name__
    first = tiles.tiles[0]
    figure = view.figures[0]
    image = grab(first)
    gauge = QRectF(8, first.height() - 10, max(3.0, (first.width() - 16) * figure.share), 5)
    if figure.share > 0.05:
        assert any(near(c, tone_color(figure.tone, palette), 12) for c in colours_in(image, gauge))
    die_image = grab(dice)
    solid = dice.slots(float(dice.width()))[0]
    text = palette.color(QPalette.ColorRole.Text)
    assert any(near(c, text, 20) for c in colours_in(die_image, solid.adjusted(3, 3, -3, -3)))
    hollow = dice.slots(float(dice.width()))[1]
    assert near(die_image.pixelColor(hollow.center().toPoint() + QPoint(0, 7)), base, 8)
