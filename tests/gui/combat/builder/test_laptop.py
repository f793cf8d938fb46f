"""The builder on a laptop, in every game: at 1366×768 and 1280×720 with both samples open, the
headline answer is on screen beside the builder (no tab switch), reached in at most four actions
(pick the attacker, pick the target, one circumstance, read), every text of the builder fits or
is elided with the whole of it in the tooltip, and nothing needs sideways scrolling."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QStyle,
    QStyleOptionButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.common.elided import ElidedComboBox, ElidedLabel
from gangfight_gui.gui.shell.main_window import MainWindow
from tests.gui.combat.builder.helpers import change_first_circumstance, choose, fight, open_samples

SIZES = [QSize(1366, 768), QSize(1280, 720)]


def _laid_out(window: MainWindow, size: QSize, qtbot: QtBot) -> None:
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size)
    window.combat.builder_dock.raise_()
    QApplication.processEvents()


def _cut(widget: QWidget) -> str:
    """The text ``widget`` cuts (shown neither whole nor elided with a tooltip), or ""."""
    metrics = widget.fontMetrics()
    if isinstance(widget, ElidedLabel):
        whole = widget.text()
        return "" if not widget.is_elided() or whole in widget.toolTip() else whole
    if isinstance(widget, ElidedComboBox):
        whole = widget.currentText().strip()
        return "" if not widget.is_elided() or whole in widget.toolTip() else whole
    if isinstance(widget, QLabel) and not widget.wordWrap():
        text = widget.text().replace("&", "")
        return text if metrics.horizontalAdvance(text) > widget.contentsRect().width() else ""
    if isinstance(widget, QCheckBox | QAbstractButton) and widget.text():
        text = widget.text().replace("&", "")
        option = QStyleOptionButton()
        option.initFrom(widget)
        room = widget.width()
        if isinstance(widget, QCheckBox):
            room -= widget.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, option, widget)
        return text if metrics.horizontalAdvance(text) > room else ""
    if isinstance(widget, QComboBox):
        text = widget.currentText()
        return text if metrics.horizontalAdvance(text) > widget.width() - 30 else ""
    if isinstance(widget, QGroupBox):
        text = widget.title()
        return text if metrics.horizontalAdvance(text) > widget.width() else ""
    return ""


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s.width()}x{s.height()}")
def test_every_text_of_the_builder_fits_or_is_elided_with_a_tooltip(
    window: MainWindow, game: str, size: QSize, qtbot: QtBot
) -> None:
    builder = open_samples(window, game)
    builder.adhoc_button.click()  # the numbers too
    _laid_out(window, size, qtbot)
    page = window.combat.page(game)
    shown = [page.headline, *page.headline.findChildren(QWidget), builder]
    shown += builder.findChildren(QWidget)
    cut = [
        f"{type(w).__name__} {w.objectName()}: {_cut(w)!r}"
        for w in shown
        if w.isVisible() and _cut(w)
    ]
    assert cut == []
    area = page.builder_area
    assert area.horizontalScrollBar().maximum() == 0, (builder.width(), area.viewport().width())
    assert window.size() == size


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s.width()}x{s.height()}")
def test_the_headline_answer_in_four_actions(
    window: MainWindow, game: str, size: QSize, qtbot: QtBot
) -> None:
    builder = open_samples(window, game)
    _laid_out(window, size, qtbot)
    catalogue = builder.setup.catalogue
    first, last = catalogue.labels[0], catalogue.labels[-1]
    attacker = list(catalogue.in_roster(first))[-1]
    target = list(catalogue.in_roster(last))[-1]
    # 1. pick the attacker; 2. pick the target; 3. one circumstance; 4. read.
    choose(builder.attacker_picker, attacker.roster, attacker.name, attacker.place)
    choose(builder.target_picker, target.roster, target.name, target.place)
    before = fight(builder).scenario
    change_first_circumstance(builder)
    assert fight(builder).scenario != before
    QApplication.processEvents()  # the results follow when the event loop turns
    shown = fight(builder)
    rules = builder.game
    figures = rules.headline(rules.calculate(rules.read_scenario(shown.scenario)))
    strip = window.combat.page(game).headline
    assert strip.isVisible() and not strip.visibleRegion().isEmpty()  # no tab switch needed
    assert strip.shown_figures()[0] == figures[0]  # type: ignore[attr-defined]


def test_a_refusal_reads_in_a_light_and_a_dark_palette(window: MainWindow, game: str) -> None:
    """The window follows a dark palette; a refusal's red with it (and words say
    what is wrong, so the colour is never all there is)."""
    builder = open_samples(window, game)
    for window_colour in (QColor("#f0f0f0"), QColor("#2b2b2b")):
        palette = QPalette(builder.palette())
        palette.setColor(QPalette.ColorRole.Window, window_colour)
        builder.setPalette(palette)
        text = builder.refusal_label.palette().color(QPalette.ColorRole.WindowText)
        assert abs(text.lightness() - window_colour.lightness()) > 60, window_colour.name()
        assert text.red() > text.green() and text.red() > text.blue()  # a red


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s.width()}x{s.height()}")
def test_the_fight_line_is_whole_with_its_house_rules_and_circumstances(
    window: MainWindow, game: str, size: QSize, qtbot: QtBot
) -> None:
    """The end of the fight's line names what the odds assume (a house rule such as R14's
    option, a drop, a state): it is painted whole, on more lines if it must, never cut."""
    builder = open_samples(window, game)
    rules = {spec.key: spec.choices[-1] for spec in builder.game.house_rules if spec.choices}
    window.settings.update(lambda s: s.with_house_rules(game, rules))
    change_first_circumstance(builder)
    _laid_out(window, size, qtbot)
    strip = window.combat.page(game).headline
    qtbot.waitUntil(lambda: strip.title == fight(builder).title)  # type: ignore[attr-defined]
    assert strip.shown_title() == strip.title  # type: ignore[attr-defined]
    assert strip.height() >= strip.sizeHint().height()  # every line of it in view
    assert window.size() == size
