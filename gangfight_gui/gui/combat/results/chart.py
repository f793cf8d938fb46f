"""The final-wounds distribution as bars, with the "at least k" odds as a line on a second axis.

Bars answer "how likely is exactly this", the line "how likely is at least this", which is what a
player asks before committing an attack. The chart is painted directly with QPainter: a
QtCharts view is a graphics scene of dozens of items that re-lays itself out on every new value
(about a millisecond an edit, most of the builder's budget), and importing QtCharts slowed the
start. A new outcome only stores the numbers and asks for a repaint; nothing here changes a size
hint, so an edit never relays out the pane.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QToolTip, QWidget

from gangfight_gui.gui.combat.results.wording import SHOWN, percent
from gangfight_gui.rules.engine.distribution import Distribution, at_least_table

BAR_COLOR = QColor(70, 120, 190)
LINE_COLOR = QColor(205, 110, 20)
GRID_COLOR = QColor(225, 225, 225)
AXIS_COLOR = QColor(150, 150, 150)
TEXT_COLOR = QColor(60, 60, 60)
BACKGROUND = QColor(255, 255, 255)
"""The chart is a white card in every theme, as printed charts are: its colours are its own."""
MIN_CATEGORIES = 2
"""Always show 0 and 1, so a sure miss still reads as a chart and not as one fat bar."""
MAX_BARS = 24
"""Longer distributions (a huge attacker: 4 wounds a hit) are drawn as bars of several counts:
more bars would be thinner than their labels."""
MAX_LABELS = 13
BAR_WIDTH = 0.7
"""A bar's share of its slot: the gaps keep neighbouring counts apart."""
LINE_WIDTH = 2.4
MARKER = 6.0
"""The diameter of the line's points, in pixels."""
AXES_KEPT = 8
"""Pictures of the axes kept: a player weighing a few choices goes back and forth between a few
scales, and each picture is only the chart's size."""
TICK = 4.0
GAP = 4.0


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


def ticks(top: float) -> tuple[float, ...]:
    """The left axis' marks: five or six round steps from 0 to ``top``."""
    count = 6 if top in (5.0, 10.0, 25.0, 50.0, 100.0) else 5
    return tuple(top * i / (count - 1) for i in range(count))


AT_LEAST_TICKS = ticks(100.0)
"""The right axis (at least k) always runs from 0% to 100%."""


def tick_label(value: float) -> str:
    return f"{value:.0f}%"


class ResultsChart(QWidget):
    """Bars of P(exactly k) and a line of P(at least k), in percent, for one distribution.

    Hovering a bar tells its count's two chances; the accessible description lists them all.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("results_chart")
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # it fills every pixel
        self._small = QFont(self.font())
        self._small.setPointSizeF(self._small.pointSizeF() * 0.85)
        self._data = ChartData(1, (), (), ())
        self._top = 10.0
        self._title = "wounds taken"
        self._unit = "wounds taken"
        self.setAccessibleName("Chart: chance of exactly and at least k wounds taken")
        self._axes: dict[tuple[object, ...], QPixmap] = {}
        self._margins: dict[float, tuple[float, float, float, float]] = {}
        """The plot's margins (left, top, right, bottom) for each scale of the left axis."""

    def sizeHint(self) -> QSize:
        return QSize(340, 230)

    def minimumSizeHint(self) -> QSize:
        return QSize(220, 170)

    # -- what is shown ------------------------------------------------------------------------

    def show_distribution(self, dist: Distribution, unit: str = "wounds taken") -> None:
        """Keep the values and repaint; an edit that leaves them as they were paints nothing."""
        data = chart_data(dist)
        title = unit if data.width == 1 else f"{unit} (bars of {data.width})"
        if data == self._data and title == self._title:
            return
        self._data = data
        self._top = nice_ceiling(max(data.exactly))
        self._title = title
        if unit != self._unit:
            self._unit = unit
            self.setAccessibleName(f"Chart: chance of exactly and at least k {unit}")
        self.setAccessibleDescription(self._describe())
        self.update()

    def values(self) -> tuple[list[float], list[float]]:
        """The bars and the line's points as drawn, in percent (for tests)."""
        # k = 0 is always 100%: the line starts at the first bar past 0, where the question is.
        return list(self._data.exactly), list(self._data.at_least[1:])

    def axis_title(self) -> str:
        """The x axis' title: the unit, and the counts a bar groups when there are many."""
        return self._title

    def axis_labels(self) -> tuple[list[str], list[str], list[str]]:
        """The tick labels drawn: the counts under the bars, the left (exactly) and right (at
        least) percentages from the bottom up."""
        return (
            [text for _, text in self._data.labels],
            [tick_label(v) for v in ticks(self._top)],
            [tick_label(v) for v in AT_LEAST_TICKS],
        )

    def bar_tip(self, index: int) -> str:
        """What hovering bar ``index`` tells: its counts and their two chances."""
        data = self._data
        first = index * data.width
        counts = str(first) if data.width == 1 else f"{first} to {first + data.width - 1}"
        exactly = percent(data.exactly[index] / 100.0)
        at_least = percent(data.at_least[index] / 100.0)
        return (
            f"{self._unit.capitalize()}: {counts}\n"
            f"{'exactly ' if data.width == 1 else ''}{counts}: {exactly}\n"
            f"at least {first}: {at_least}"
        )

    def _describe(self) -> str:
        return "\n".join(
            self.bar_tip(i).replace("\n", "; ") for i in range(len(self._data.exactly))
        )

    # -- painting -----------------------------------------------------------------------------

    def plot_area(self) -> QRectF:
        """Where the bars go: the widget less its axes' labels and titles and the legend.

        The margins are measured on the labels, so "100%" is never cut in a narrow pane.
        """
        margins = self._margins.get(self._top)
        if margins is None:  # one measure a scale, not one a paint
            metrics = QFontMetricsF(self._small)
            line = metrics.height()
            left_labels, right_labels = (
                max(metrics.horizontalAdvance(tick_label(v)) for v in values)
                for values in (ticks(self._top), AT_LEAST_TICKS)
            )
            margins = (
                2 + line + GAP + left_labels + GAP + TICK,
                2 + line / 2,
                2 + line + GAP + right_labels + GAP + TICK,
                2 + TICK + line + 2 + line + GAP + line + 2,
            )
            self._margins[self._top] = margins
        left, top, right, bottom = margins
        return QRectF(self.rect()).adjusted(left, top, -right, -bottom)

    def _bar_slot(self, plot: QRectF) -> float:
        return plot.width() / max(1, len(self._data.exactly))

    def paintEvent(self, event: QPaintEvent) -> None:
        """The axes from a picture kept while they stay the same, then the bars and line.

        Text is the slow part of painting the chart (a dozen labels, two of them turned), and
        an edit rarely changes the axes: only the bars and the line are drawn each time.
        """
        painter = QPainter(self)
        plot = self.plot_area()
        data = self._data
        if not data.exactly or plot.width() < 10 or plot.height() < 10:
            painter.fillRect(self.rect(), BACKGROUND)
            painter.end()
            return
        painter.drawPixmap(0, 0, self._axes_picture(plot))
        bottom, height = plot.bottom(), plot.height()
        slot = self._bar_slot(plot)
        painter.setPen(QPen(BAR_COLOR.darker(120), 1))
        painter.setBrush(BAR_COLOR)
        for index, value in enumerate(data.exactly):
            bar = height * min(value, self._top) / self._top
            if bar > 0.0:
                x = plot.left() + slot * (index + (1 - BAR_WIDTH) / 2)
                painter.drawRect(QRectF(x, bottom - bar, slot * BAR_WIDTH, bar))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        points = [
            QPointF(plot.left() + slot * (i + 0.5), bottom - height * data.at_least[i] / 100.0)
            for i in range(1, len(data.at_least))
        ]
        painter.setPen(QPen(LINE_COLOR, LINE_WIDTH))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if len(points) > 1:
            painter.drawPolyline(points)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(LINE_COLOR)
        for point in points:
            painter.drawEllipse(point, MARKER / 2, MARKER / 2)
        painter.setPen(QPen(AXIS_COLOR, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())  # over the bars' feet
        painter.end()

    def _axes_picture(self, plot: QRectF) -> QPixmap:
        ratio = self.devicePixelRatioF()
        data = self._data
        key = (
            self.width(),
            self.height(),
            ratio,
            self._top,
            data.labels,
            len(data.exactly),
            self._title,
        )
        cached = self._axes.pop(key, None)
        if cached is not None:
            self._axes[key] = cached  # the most recently used last
            return cached
        picture = QPixmap(self.size() * ratio)
        picture.setDevicePixelRatio(ratio)
        picture.fill(BACKGROUND)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self._small)
        self._draw_axes(painter, plot)
        painter.end()
        self._axes[key] = picture
        while len(self._axes) > AXES_KEPT:
            del self._axes[next(iter(self._axes))]
        return picture

    def _draw_axes(self, painter: QPainter, plot: QRectF) -> None:
        """Everything but the bars and the line: grid, ticks, their labels, titles, legend."""
        metrics = QFontMetricsF(self._small)
        line = metrics.height()
        bottom, height = plot.bottom(), plot.height()
        left_color, right_color = BAR_COLOR.darker(130), LINE_COLOR.darker(115)
        for value in ticks(self._top):
            y = bottom - height * value / self._top
            painter.setPen(QPen(GRID_COLOR, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(QPen(AXIS_COLOR, 1))
            painter.drawLine(QPointF(plot.left() - TICK, y), QPointF(plot.left(), y))
            painter.setPen(left_color)
            painter.drawText(
                QRectF(0, y - line / 2, plot.left() - TICK - GAP, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                tick_label(value),
            )
        for value in AT_LEAST_TICKS:
            y = bottom - height * value / 100.0
            painter.setPen(QPen(LINE_COLOR, 1))
            painter.drawLine(QPointF(plot.right(), y), QPointF(plot.right() + TICK, y))
            painter.setPen(right_color)
            painter.drawText(
                QRectF(plot.right() + TICK + GAP, y - line / 2, self.width(), line),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                tick_label(value),
            )
        painter.setPen(QPen(AXIS_COLOR, 1))
        painter.drawLine(plot.topLeft(), plot.bottomLeft())
        painter.setPen(QPen(LINE_COLOR, 1))
        painter.drawLine(plot.topRight(), plot.bottomRight())
        self._draw_vertical_title(painter, "exactly", 2 + line / 2, plot, left_color)
        self._draw_vertical_title(
            painter, "at least", self.width() - 2 - line / 2, plot, right_color
        )
        slot = self._bar_slot(plot)
        labels_top = bottom + TICK
        for index, text in self._data.labels:
            x = plot.left() + slot * (index + 0.5)
            painter.setPen(QPen(AXIS_COLOR, 1))
            painter.drawLine(QPointF(x, bottom), QPointF(x, labels_top))
            painter.setPen(TEXT_COLOR)
            painter.drawText(
                QRectF(x - slot * 2, labels_top, slot * 4, line),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                text,
            )
        title_top = labels_top + line + 2
        painter.setPen(TEXT_COLOR)
        painter.drawText(
            QRectF(plot.left(), title_top, plot.width(), line),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            self._title,
        )
        self._draw_legend(painter, metrics, title_top + line + GAP, plot)

    def _draw_vertical_title(
        self, painter: QPainter, text: str, x: float, plot: QRectF, color: QColor
    ) -> None:
        painter.save()
        painter.setPen(color)
        painter.translate(x, plot.center().y())
        painter.rotate(-90)
        line = QFontMetricsF(self._small).height()
        painter.drawText(
            QRectF(-plot.height() / 2, -line / 2, plot.height(), line),
            Qt.AlignmentFlag.AlignCenter,
            text,
        )
        painter.restore()

    def _draw_legend(
        self, painter: QPainter, metrics: QFontMetricsF, top: float, plot: QRectF
    ) -> None:
        """Two keys, centred under the chart: a bar's square and the line's point."""
        line = metrics.height()
        box = line * 0.55
        entries = (("exactly k", BAR_COLOR), ("at least k", LINE_COLOR))
        widths = [box + GAP + metrics.horizontalAdvance(text) for text, _ in entries]
        spacing = 3 * GAP
        x = plot.center().x() - (sum(widths) + spacing) / 2
        middle = top + line / 2
        for (text, color), width in zip(entries, widths, strict=True):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            key = QRectF(x, middle - box / 2, box, box)
            if color == LINE_COLOR:
                painter.drawEllipse(key)
            else:
                painter.drawRect(key)
            painter.setPen(TEXT_COLOR)
            painter.drawText(
                QRectF(x + box + GAP, top, width, line),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
            x += width + spacing

    # -- hovering -----------------------------------------------------------------------------

    def bar_at(self, x: float) -> int | None:
        """The bar under the horizontal position ``x``, if any."""
        plot = self.plot_area()
        if not self._data.exactly or not plot.left() <= x < plot.right():
            return None
        return min(len(self._data.exactly) - 1, int((x - plot.left()) / self._bar_slot(plot)))

    def event(self, event: QEvent) -> bool:
        """A tooltip for the bar under the pointer: its counts, exactly and at least."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            index = self.bar_at(event.pos().x())
            if index is None:
                QToolTip.hideText()
                event.ignore()
            else:
                QToolTip.showText(event.globalPos(), self.bar_tip(index), self)
            return True
        return super().event(event)
