"""The chart's data: bars of "exactly", a line of "at least", long tails grouped into wider bars."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QColor, QHelpEvent, QImage
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.results.chart import (
    BAR_COLOR,
    MAX_BARS,
    ResultsChart,
    chart_data,
    nice_ceiling,
    shown_length,
)
from gangfight_gui.gui.combat.results.wording import percent
from gangfight_gui.rules.gangfight import AttackKind, Scenario, at_least_table, calculate
from tests.rules.gangfight.profiles import DRAGON, KNIGHT


def test_a_short_distribution_is_one_bar_a_count() -> None:
    dist = (0.48, 0.25, 0.16, 0.07, 0.03, 0.01)
    data = chart_data(dist)
    assert data.width == 1
    assert data.exactly == pytest.approx([100 * p for p in dist])
    assert data.at_least == pytest.approx([100 * p for p in at_least_table(dist)])
    assert [text for _, text in data.labels] == ["0", "1", "2", "3", "4", "5"]


def test_a_sure_miss_still_shows_0_and_1() -> None:
    assert shown_length((1.0,)) == 2
    assert chart_data((1.0,)).exactly == (100.0, 0.0)


def test_a_huge_attackers_long_tail_is_grouped() -> None:
    outcome = calculate(Scenario(AttackKind.MELEE, DRAGON, (KNIGHT,), target_prone=True))
    dist = outcome.target.final_wounds
    data = chart_data(dist)
    assert shown_length(dist) > MAX_BARS
    assert data.width > 1
    assert len(data.exactly) <= MAX_BARS
    assert sum(data.exactly) == pytest.approx(100 * sum(dist[: len(data.exactly) * data.width]))
    odds = at_least_table(dist)
    for i, value in enumerate(data.at_least):
        assert value == pytest.approx(100 * odds[i * data.width])
    assert data.labels[1][1] == str(data.labels[1][0] * data.width)


@given(st.lists(st.floats(0.0, 1.0), min_size=1, max_size=120).filter(lambda xs: sum(xs) > 0))
def test_bars_keep_the_mass_shown(values: list[float]) -> None:
    total = sum(values)
    dist = tuple(v / total for v in values)
    data = chart_data(dist)
    assert len(data.exactly) <= MAX_BARS
    assert len(data.exactly) * data.width >= shown_length(dist)
    assert sum(data.exactly) <= 100.0 + 1e-6
    assert len(data.labels) <= 13


@pytest.mark.parametrize(("tallest", "top"), [(0.3, 5.0), (7.0, 10.0), (48.0, 50.0), (99.0, 100.0)])
def test_left_axis_top(tallest: float, top: float) -> None:
    assert nice_ceiling(tallest) == top


def _runs(image: QImage, y: int, color: QColor) -> list[tuple[int, int]]:
    """The [first, last] x of each run of ``color`` along the row ``y``."""
    runs: list[tuple[int, int]] = []
    for x in range(image.width()):
        if image.pixelColor(x, y) == color:
            if runs and runs[-1][1] == x - 1:
                runs[-1] = (runs[-1][0], x)
            else:
                runs.append((x, x))
    return runs


def _column(image: QImage, x: int, matches: Callable[[QColor], bool]) -> list[int]:
    return [y for y in range(image.height()) if matches(image.pixelColor(x, y))]


def _blue(color: QColor) -> bool:
    """A bar's fill or its border, also where antialiasing blends it with the background."""
    return color.blue() > color.red() + 40


def _orange(color: QColor) -> bool:
    return color.red() > 170 and 80 < color.green() < 140 and color.blue() < 80


def test_the_chart_paints_its_bars_and_line_to_scale(qtbot: QtBot) -> None:
    """What the player sees: bars as tall as their chances, the at-least point where it says."""
    chart = ResultsChart()
    qtbot.addWidget(chart)
    chart.resize(380, 240)
    chart.show_distribution((0.75, 0.25), "hits")
    assert chart.values() == ([75.0, 25.0], [25.0])
    assert chart.axis_title() == "hits"
    counts, exactly, at_least = chart.axis_labels()
    assert counts == ["0", "1"]
    assert exactly == ["0%", "20%", "40%", "60%", "80%"]  # the tallest bar, 75%, fits under 80%
    assert at_least == ["0%", "20%", "40%", "60%", "80%", "100%"]

    image = chart.grab().toImage()
    bar = QColor(BAR_COLOR)
    floor = max(_column(image, image.width() // 2, lambda c: c == bar) or [0])
    assert floor == 0  # no bar in the gap between the two
    centres: list[int] = []
    for y in range(image.height() - 1, 0, -1):
        runs = _runs(image, y, bar)
        if len(runs) == 2:
            centres = [(first + last) // 2 for first, last in runs]
            break
    assert len(centres) == 2
    (top0, *_, bottom0), (top1, *_, bottom1) = (_column(image, x, _blue) for x in centres)
    assert bottom0 == bottom1
    height0, height1 = bottom0 - top0, bottom1 - top1
    assert height0 == pytest.approx(3 * height1, abs=2.0)  # 75% and 25%
    plot_height = height0 * 80 / 75  # the left axis runs to 80%
    marker = _column(image, centres[1], _orange)
    assert marker
    middle = (min(marker) + max(marker)) / 2
    assert bottom0 - middle == pytest.approx(0.25 * plot_height, abs=2.0)  # at least 1: 25%
    # Only k >= 1 is on the line: nothing orange over the first bar.
    assert not _column(image, centres[0], _orange)


def test_hovering_a_bar_tells_its_chances(qtbot: QtBot) -> None:
    chart = ResultsChart()
    qtbot.addWidget(chart)
    chart.resize(380, 240)
    chart.show()
    chart.show_distribution((0.5, 0.3, 0.2), "wounds taken")
    tips = {chart.bar_at(x) for x in range(chart.width())} - {None}
    assert tips == {0, 1, 2}
    x = next(x for x in range(chart.width()) if chart.bar_at(x) == 1)
    assert chart.bar_tip(1) == "Wounds taken: 1\nexactly 1: 30.0%\nat least 1: 50.0%"
    help_event = QHelpEvent(
        QEvent.Type.ToolTip, QPoint(x, chart.height() // 2), chart.mapToGlobal(QPoint(x, 0))
    )
    QApplication.sendEvent(chart, help_event)
    try:
        assert QToolTip.text() == chart.bar_tip(1)
    finally:
        QToolTip.hideText()
    assert "exactly 2: 20.0%" in chart.accessibleDescription()
    assert chart.accessibleName() == "Chart: chance of exactly and at least k wounds taken"


def test_grouped_bars_say_which_counts_they_hold(qtbot: QtBot) -> None:
    outcome = calculate(Scenario(AttackKind.MELEE, DRAGON, (KNIGHT,), target_prone=True))
    chart = ResultsChart()
    qtbot.addWidget(chart)
    chart.show_distribution(outcome.target.final_wounds)
    data = chart_data(outcome.target.final_wounds)
    assert chart.axis_title() == f"wounds taken (bars of {data.width})"
    assert chart.bar_tip(1).splitlines()[1] == (
        f"{data.width} to {2 * data.width - 1}: {percent(data.exactly[1] / 100)}"
    )
