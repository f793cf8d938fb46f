"""The application's look (``gui/common/look.py``): on Fusion, scroll bars painted flat in the
palette's colours, light or dark, with the handle where Qt puts it; the palette still mended
after the style is set; other styles left alone."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QScrollBar, QStyle, QStyleFactory, QStyleOptionSlider
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.common.look import QuickScrollBars, dress
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
