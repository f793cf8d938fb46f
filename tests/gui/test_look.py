"""The application's look (``gui/common/look.py``): on Fusion, scroll bars painted flat in the
palette's colours, light or dark, with the handle where Qt puts it; the palette still mended
after the style is set; other styles left alone; the start's look in two steps the same look
once its second step comes."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QScrollBar,
    QStyle,
    QStyleFactory,
    QStyleOptionSlider,
    QWidget,
)
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.common.look import QuickScrollBars, dress, dress_in_two
from tests.gui.combat.results.test_painted import dark_palette, light_palette


@pytest.fixture
def restored(qapp: QApplication) -> Iterator[QApplication]:
    """The test application's style and palette as they were, whatever the test set."""
    palette = QPalette(qapp.palette())
    name = qapp.style().name()
    yield qapp
    qapp.setStyle(QStyleFactory.create(name or "fusion"))
    qapp.setPalette(palette)


def painted(bar: QScrollBar) -> tuple[QColor, QColor]:
    """The colours at the middle of the bar's handle and of its groove below the handle."""
    option = QStyleOptionSlider()
    bar.initStyleOption(option)
    style = bar.style()
    handle = style.subControlRect(
        QStyle.ComplexControl.CC_ScrollBar, option, QStyle.SubControl.SC_ScrollBarSlider, bar
    )
    groove = style.subControlRect(
        QStyle.ComplexControl.CC_ScrollBar, option, QStyle.SubControl.SC_ScrollBarAddPage, bar
    )
    image = bar.grab().toImage()
    return (
        image.pixelColor(handle.center()),
        image.pixelColor(QPoint(groove.center().x(), groove.center().y())),
    )


@pytest.mark.parametrize("dark", [False, True])
def test_fusions_scroll_bars_are_flat_in_the_palettes_colours(
    qtbot: QtBot, restored: QApplication, dark: bool
) -> None:
    restored.setStyle(QStyleFactory.create("fusion"))
    restored.setPalette(dark_palette() if dark else light_palette())
    dress(restored)
    assert isinstance(restored.style(), QuickScrollBars)
    button = restored.palette().color(QPalette.ColorRole.Button)
    bar = QScrollBar(Qt.Orientation.Vertical)
    qtbot.addWidget(bar)
    bar.setRange(0, 300)
    bar.setPageStep(100)
    bar.resize(14, 400)
    handle, groove = painted(bar)
    assert handle.rgb() == button.lighter(104).rgb()
    assert groove.rgb() == button.darker(105).rgb()
    assert (handle.lightness() < 128) == dark  # a dark palette's bar is dark


def test_the_palette_is_mended_after_the_style_is_set(restored: QApplication) -> None:
    restored.setStyle(QStyleFactory.create("fusion"))
    palette = dark_palette()
    palette.setColor(QPalette.ColorRole.AlternateBase, QColor("#f7f7f7"))
    restored.setPalette(palette)
    dress(restored)
    assert restored.palette().color(QPalette.ColorRole.AlternateBase).lightness() < 128


def test_another_style_is_left_as_it_is(restored: QApplication) -> None:
    windows = QStyleFactory.create("windows")
    assert windows is not None
    restored.setStyle(windows)
    dress(restored)
    assert not isinstance(restored.style(), QuickScrollBars)
    assert restored.style().name().lower() == "windows"


def _bar_and_box(qtbot: QtBot) -> tuple[QScrollBar, QCheckBox]:
    bar = QScrollBar(Qt.Orientation.Vertical)
    bar.setRange(0, 300)
    bar.setPageStep(100)
    bar.resize(14, 400)
    box = QCheckBox("Line of sight")
    box.setChecked(True)
    for widget in (bar, box):
        qtbot.addWidget(widget)
    return bar, box


def _pictures(widgets: tuple[QWidget, ...]) -> list[QImage]:
    return [widget.grab().toImage() for widget in widgets]


@pytest.mark.parametrize("dark", [False, True])
def test_the_look_in_two_steps_paints_as_dress_once_its_second_comes(
    qtbot: QtBot, restored: QApplication, dark: bool
) -> None:
    palette = dark_palette() if dark else light_palette()
    restored.setStyle(QStyleFactory.create("fusion"))
    restored.setPalette(palette)
    dress(restored)
    dressed = _pictures(_bar_and_box(qtbot))
    restored.setStyle(QStyleFactory.create("fusion"))
    restored.setPalette(palette)
    quicken = dress_in_two(restored)
    widgets = _bar_and_box(qtbot)
    assert _pictures(widgets) != dressed  # Fusion's own bar and box until the second step
    quicken()
    del quicken
    gc.collect()  # the quick style lives on with no Python name for it, nor for its proxy
    assert _pictures(widgets) == dressed
    assert _pictures(_bar_and_box(qtbot)) == dressed


def test_another_style_is_dressed_in_one_step(restored: QApplication) -> None:
    windows = QStyleFactory.create("windows")
    assert windows is not None
    restored.setStyle(windows)
    quicken = dress_in_two(restored)
    quicken()
    assert restored.style().name().lower() == "windows"
