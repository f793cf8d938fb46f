"""The chart's data: bars of "exactly", a line of "at least", long tails grouped into wider bars."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.results.chart import (
    MAX_BARS,
    ResultsChart,
    chart_data,
    nice_ceiling,
    shown_length,
)
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


def test_the_chart_draws_percentages(qtbot: QtBot) -> None:
    chart = ResultsChart()
    qtbot.addWidget(chart)
    chart.resize(380, 240)
    chart.show_distribution((0.5, 0.5), "hits")
    bars, line = chart.values()
    assert bars == [50.0, 50.0]
    assert line == [50.0]
    assert chart.axis_exactly.labelFormat() == "%.0f%%"
    assert chart.axis_at_least.labelFormat() == "%.0f%%"
    assert chart.axis_x.titleText() == "hits"
    assert not chart.grab().isNull()
