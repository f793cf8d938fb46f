"""One law of an outcome drawn as labelled bars, for any game's ``Chart``."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QSizePolicy, QWidget

from gangfight_gui.gui.combat.results.static_text import Painted, Type
from gangfight_gui.gui.combat.results.tones import TONES, WORDS, paint_tone, paint_tones
from gangfight_gui.gui.common.elided import fitted
from gangfight_gui.rules.engine.wording import percent
from gangfight_gui.rules.game import Chart, Tone

PAD = 6.0
GAP = 4.0
BAR_SHARE = 0.7
"""A bar's share of its slot: the gaps keep neighbouring bars apart."""
SWATCH = 0.7
"""A legend swatch's side, in lines."""


def bar_tones(chart: Chart) -> tuple[Tone, ...]:
    """Each bar's tone; a chart without tones is neutral throughout."""
    if len(chart.tones) == len(chart.bars):
        return chart.tones
    neutral: Tone = "neutral"
    return (neutral,) * len(chart.bars)


def short_percent(p: float) -> str:
    """A percentage in few characters, for a narrow bar ("43%", "<1%")."""
    if p <= 0:
        return "0%"
    if p < 0.01:
        return "<1%"
    return f"{round(p * 100)}%"


class BarChart(Painted):
    """Bars of one ``Chart``; ``show_chart(None)`` leaves the panel empty. A new law only stores
    the bars and repaints: no size hint changes, so an edit never lays the pane out again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        super().__init__(parent, "results_chart", policy)
        self._small = Type(self, 0.9)
        self.chart: Chart | None = None
        self._tones: tuple[Tone, ...] = ()

    def sizeHint(self) -> QSize:
        return QSize(360, 220)

    def minimumSizeHint(self) -> QSize:
        return QSize(160, 150)

    def show_chart(self, chart: Chart | None) -> None:
        if chart == self.chart:
            return
        self.chart = chart
        self._tones = bar_tones(chart) if chart is not None else ()
        bars = chart.bars if chart is not None else ()
        self.setAccessibleName(f"Chart: {chart.title}" if chart is not None else "")
        self.setAccessibleDescription("; ".join(self.bar_tip(i) for i in range(len(bars))))
        self.update()

    def legend(self) -> tuple[Tone, ...]:
        """The tones the legend names: those of the bars drawn, in one order for every chart."""
        return tuple(tone for tone in TONES if tone in self._tones)

    def bar_tip(self, index: int) -> str:
        assert self.chart is not None
        label, p = self.chart.bars[index]
        return f"{label}: {percent(p)} ({WORDS[self._tones[index]]})"

    # -- geometry ---------------------------------------------------------------------------

    def plot_area(self) -> QRectF:
        """Where the bars stand: under the title and the percentages, over the labels and the
        legend."""
        line = self._small.fine.height()
        top = PAD + line + GAP + line
        bottom = PAD + line + GAP + line + GAP
        return QRectF(self.rect()).adjusted(PAD, top, -PAD, -bottom)

    def bar_at(self, x: float) -> int | None:
        if self.chart is None or not self.chart.bars:
            return None
        plot = self.plot_area()
        if not plot.left() <= x < plot.right():
            return None
        slot = plot.width() / len(self.chart.bars)
        return min(len(self.chart.bars) - 1, int((x - plot.left()) / slot))

    def bar_rect(self, index: int) -> QRectF:
        """Where bar ``index`` is drawn (for tests: its colour and pattern)."""
        return self.bar_rects()[index]

    def bar_rects(self) -> list[QRectF]:
        """Every bar's rectangle: the tallest fills the plot's height (the shape of the law is
        what the eye reads; the chances are written on the bars)."""
        assert self.chart is not None
        plot = self.plot_area()
        bars = self.chart.bars
        slot = plot.width() / len(bars)
        top_p = max((p for _, p in bars), default=0.0) or 1.0
        rects = []
        for index, (_label, p) in enumerate(bars):
            height = plot.height() * max(0.0, min(1.0, p / top_p))
            left = plot.left() + index * slot + slot * (1 - BAR_SHARE) / 2
            rects.append(QRectF(left, plot.bottom() - height, slot * BAR_SHARE, height))
        return rects

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        """The frame, title and legend from a picture kept while they stay the same (an edit
        mostly changes the bars), then the bars, their percentages and labels."""
        painter = QPainter(self)
        self.draw_backdrop(painter)
        chart = self.chart
        plot = self.plot_area()
        if chart is None or not chart.bars or plot.height() < 4 or plot.width() < 4:
            painter.end()
            return
        palette = self.palette()
        painter.setFont(self._small.font)
        metrics = self._small.fine
        line = metrics.height()
        painter.setPen(palette.color(QPalette.ColorRole.Text))
        slot = plot.width() / len(chart.bars)
        short = metrics.horizontalAdvance("99.9%") > slot - 2
        every = self._label_step(metrics, slot)
        bottom = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)
        top = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        bars = self.bar_rects()
        paint_tones(
            painter,
            [
                (bar, tone)
                for bar, tone in zip(bars, self._tones, strict=True)
                if bar.height() > 0.5
            ],
            palette,
        )
        for index, (label, p) in enumerate(chart.bars):
            bar = bars[index]
            left = plot.left() + index * slot
            # A narrow bar of less than 1% keeps its chance in its tooltip and the "at least"
            # grid: its "<1%" would crowd the tail.
            shown = short_percent(p) if short else percent(p)
            if not short or (p >= 0.01 and metrics.horizontalAdvance(shown) <= slot):
                self._small.draw(painter, QRectF(left, bar.top() - line, slot, line), bottom, shown)
            if index % every == 0:
                room = slot * every - 2
                self._small.draw(
                    painter,
                    QRectF(
                        left - (slot * (every - 1)) / 2, plot.bottom() + GAP / 2, room + 2, line
                    ),
                    top,
                    fitted(metrics, label, room),
                )
        painter.end()

    def backdrop_key(self) -> object:
        """The frame, the title, the base line and the legend, painted once for each look
        (the bars' labels come and go with the bars: they are painted with them)."""
        chart = self.chart
        key = (chart.title if chart is not None else None, bool(chart and chart.bars))
        return (key, self.legend())

    def paint_backdrop(self, painter: QPainter) -> None:
        palette = self.palette()
        self.paint_frame(painter)
        chart = self.chart
        if chart is None or not chart.bars:
            return
        painter.setFont(self._small.font)
        metrics = self._small.fine
        line = metrics.height()
        inner = QRectF(self.rect()).adjusted(PAD, PAD, -PAD, -PAD)
        painter.setPen(palette.color(QPalette.ColorRole.Text))
        painter.drawText(
            QRectF(inner.left(), inner.top(), inner.width(), line),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            fitted(metrics, chart.title, inner.width()),
        )
        plot = self.plot_area()
        if plot.height() < 4 or plot.width() < 4:
            return
        painter.setPen(palette.color(QPalette.ColorRole.Mid))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        self._draw_legend(painter, metrics, plot.bottom() + GAP / 2 + line + GAP, inner)

    def _label_step(self, metrics: QFontMetricsF, slot: float) -> int:
        """Label every bar when labels are short enough; else every 2nd, 5th… (counts 0, 1, 2…
        read from a few of them; the tooltip names each)."""
        assert self.chart is not None
        widest = max(metrics.horizontalAdvance(label) for label, _ in self.chart.bars)
        if not self.chart.counts or widest <= slot - 2:
            return 1
        return next((s for s in (2, 5, 10, 20) if widest <= slot * s - 2), 50)

    def _draw_legend(
        self, painter: QPainter, metrics: QFontMetricsF, top: float, inner: QRectF
    ) -> None:
        line = metrics.height()
        box = line * SWATCH
        palette = self.palette()
        entries = [(tone, WORDS[tone]) for tone in self.legend()]
        widths = [box + GAP + metrics.horizontalAdvance(words) for _, words in entries]
        spacing = 3 * GAP
        total = sum(widths) + spacing * (len(entries) - 1)
        x = inner.left() + max(0.0, (inner.width() - total) / 2)
        for (tone, words), width in zip(entries, widths, strict=True):
            room = inner.right() - x - box - GAP
            if room <= 0:
                break
            paint_tone(painter, QRectF(x, top + (line - box) / 2, box, box), tone, palette)
            painter.setPen(palette.color(QPalette.ColorRole.Text))
            painter.drawText(
                QRectF(x + box + GAP, top, room, line),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                fitted(metrics, words, room),
            )
            x += width + spacing

    # -- hovering ---------------------------------------------------------------------------

    def tip_at(self, point: QPoint) -> str:
        """The bar under the pointer tells its label, chance and tone; elsewhere the chart's
        title and help."""
        index = self.bar_at(point.x())
        if index is not None:
            return self.bar_tip(index)
        if self.chart is None:
            return ""
        return self.chart.title + (f"\n{self.chart.help}" if self.chart.help else "")
