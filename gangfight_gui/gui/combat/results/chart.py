"""The final-wounds distribution as bars, with the "at least k" odds as a line on a second axis.

Bars answer "how likely is exactly this", the line "how likely is at least this", which is what a
player asks before committing an attack. The chart's series and axes are made once and their
values replaced on each outcome: rebuilding a QChart costs far more than a frame.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCharts import (
    QBarSeries,
    QBarSet,
    QCategoryAxis,
    QChart,
    QChartView,
    QLineSeries,
    QValueAxis,
)
from PySide6.QtCore import QMargins, QPointF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QWidget

from gangfight_gui.gui.combat.results.wording import SHOWN
from gangfight_gui.rules.engine.distribution import Distribution, at_least_table

BAR_COLOR = QColor(70, 120, 190)
LINE_COLOR = QColor(205, 110, 20)
GRID_COLOR = QColor(225, 225, 225)
MIN_CATEGORIES = 2
"""Always show 0 and 1, so a sure miss still reads as a chart and not as one fat bar."""
MAX_BARS = 24
"""Longer distributions (a huge attacker: 4 wounds a hit) are drawn as bars of several counts:
more bars would be thinner than their labels, and each bar is a graphics item to lay out."""
MAX_LABELS = 13


@dataclass(frozen=True, slots=True)
class ChartData:
    """What the chart draws for a distribution, in percent: one bar per ``width`` counts."""

    width: int
    exactly: tuple[float, ...]
    """Bar i: P(i * width <= count < (i + 1) * width)."""
    at_least: tuple[float, ...]
    """Point i: P(count >= i * width)."""
    labels: tuple[tuple[int, str], ...]
    """(bar index, count) for the x axis, a few evenly spaced."""


def shown_length(dist: Distribution) -> int:
    """How many counts to draw: up to the last one whose "at least" chance is worth showing."""
    odds = at_least_table(dist)
    last = max((k for k in range(len(odds)) if odds[k] >= SHOWN), default=0)
    return max(MIN_CATEGORIES, last + 1)


def chart_data(dist: Distribution) -> ChartData:
    length = shown_length(dist)
    width = math.ceil(length / MAX_BARS)
    bars = math.ceil(length / width)
    padded = [*dist, *[0.0] * (bars * width)]
    odds = [*at_least_table(dist), *[0.0] * (bars * width)]
    exactly = tuple(100.0 * sum(padded[i * width : (i + 1) * width]) for i in range(bars))
    at_least = tuple(100.0 * odds[i * width] for i in range(bars))
    step = next(s for s in (1, 2, 5, 10, 20, 50) if bars / s <= MAX_LABELS)
    labels = tuple((i, str(i * width)) for i in range(0, bars, step))
    return ChartData(width, exactly, at_least, labels)


def nice_ceiling(percent: float) -> float:
    """The left axis' top: a round number just above the tallest bar, so bars fill the chart."""
    for top in (5, 10, 20, 25, 40, 50, 60, 80, 100):
        if percent <= top:
            return float(top)
    return 100.0


class ResultsChart(QChartView):
    """Bars of P(exactly k) and a line of P(at least k), in percent, for one distribution."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("results_chart")
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        chart = QChart()
        chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        chart.setBackgroundRoundness(0)
        chart.setMargins(QMargins(2, 2, 2, 2))
        chart.layout().setContentsMargins(0, 0, 0, 0)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        small = QFont(self.font())
        small.setPointSizeF(small.pointSizeF() * 0.85)
        chart.legend().setFont(small)

        self.bars = QBarSet("exactly k")
        self.bars.setColor(BAR_COLOR)
        self.bars.setBorderColor(BAR_COLOR.darker(120))
        self.bar_series = QBarSeries()
        self.bar_series.setBarWidth(0.7)
        self.bar_series.append(self.bars)
        self.line = QLineSeries()
        self.line.setName("at least k")
        self.line.setPen(QPen(LINE_COLOR, 2.4))
        self.line.setPointsVisible(True)
        self.line.setMarkerSize(6)
        chart.addSeries(self.bar_series)
        chart.addSeries(self.line)

        self.axis_x = QCategoryAxis()
        self.axis_x.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
        self.axis_x.setStartValue(-0.5)
        self.axis_x.setTitleText("wounds taken")
        self.axis_exactly = QValueAxis()
        self.axis_exactly.setLabelFormat("%.0f%%")
        self.axis_exactly.setTitleText("exactly")
        self.axis_at_least = QValueAxis()
        self.axis_at_least.setRange(0.0, 100.0)
        self.axis_at_least.setTickCount(6)
        self.axis_at_least.setLabelFormat("%.0f%%")
        self.axis_at_least.setTitleText("at least")
        self.axis_at_least.setLinePenColor(LINE_COLOR)
        self.axis_at_least.setLabelsColor(LINE_COLOR.darker(115))
        self.axis_at_least.setGridLineVisible(False)
        for axis in (self.axis_x, self.axis_exactly, self.axis_at_least):
            axis.setLabelsFont(small)
            axis.setTitleFont(small)
            # QtCharts cuts a label it thinks too wide ("100%" became "10…" in a narrow pane).
            axis.setTruncateLabels(False)
        self.axis_exactly.setGridLinePen(QPen(GRID_COLOR))
        self.axis_exactly.setLabelsColor(BAR_COLOR.darker(130))
        self.axis_x.setGridLineVisible(False)
        chart.addAxis(self.axis_x, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self.axis_exactly, Qt.AlignmentFlag.AlignLeft)
        chart.addAxis(self.axis_at_least, Qt.AlignmentFlag.AlignRight)
        self.bar_series.attachAxis(self.axis_x)
        self.bar_series.attachAxis(self.axis_exactly)
        self.line.attachAxis(self.axis_x)
        self.line.attachAxis(self.axis_at_least)
        chart.setBackgroundBrush(QBrush(QColor(255, 255, 255)))
        self.setChart(chart)
        self._labels: tuple[tuple[int, str], ...] = ()
        self._bars = 0
        self._top = 0.0

    def sizeHint(self) -> QSize:
        return QSize(340, 230)

    def minimumSizeHint(self) -> QSize:
        return QSize(220, 170)

    def show_distribution(self, dist: Distribution, unit: str = "wounds taken") -> None:
        """Replace the values; the axes change only when the number of bars or unit do."""
        data = chart_data(dist)
        bars = len(data.exactly)
        if data.labels != self._labels:
            for label in self.axis_x.categoriesLabels():
                self.axis_x.remove(label)
            for index, text in data.labels:
                self.axis_x.append(text, index)
            self._labels = data.labels
        if bars != self._bars:
            self.axis_x.setRange(-0.5, bars - 0.5)
            self._bars = bars
        title = unit if data.width == 1 else f"{unit} (bars of {data.width})"
        if self.axis_x.titleText() != title:
            self.axis_x.setTitleText(title)
        _replace_bars(self.bars, data.exactly)
        # k = 0 is always 100%: the line starts at the first bar past 0, where the question is.
        self.line.replace([QPointF(i, data.at_least[i]) for i in range(1, bars)])
        top = nice_ceiling(max(data.exactly))
        if top != self._top:
            self.axis_exactly.setRange(0.0, top)
            self.axis_exactly.setTickCount(6 if top in (5.0, 10.0, 25.0, 50.0, 100.0) else 5)
            self._top = top

    def values(self) -> tuple[list[float], list[float]]:
        """The bars and the line's points as drawn, in percent (for tests)."""
        bars = [self.bars.at(i) for i in range(self.bars.count())]
        line = [p.y() for p in self.line.points()]
        return bars, line


def _replace_bars(bars: QBarSet, values: Sequence[float]) -> None:
    """Change the bars in place; only a change of length appends or removes."""
    count = bars.count()
    if count > len(values):
        bars.remove(len(values), count - len(values))
        count = len(values)
    for i in range(count):
        if bars.at(i) != values[i]:
            bars.replace(i, values[i])
    if len(values) > count:
        bars.append(list(values[count:]))
