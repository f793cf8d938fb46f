"""The heat map's legend: the measure, a white → amber → red bar from 0 to the matrix's top,
and the grey of "no attack possible".

One painting function serves the screen widget and the printout, sized from the font so it reads
the same at 96 dpi and at 1200.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from gangfight_gui.gui.matchups import heat

TICKS = (0.0, 0.25, 0.5, 0.75, 1.0)
BORDER = QColor(150, 150, 158)


def legend_height(font: QFont, painter: QPainter | None = None) -> float:
    """Two lines of text: the bar (as tall as a line) and its tick labels."""
    metrics = _metrics(font, painter)
    return metrics.height() * 2.3


def _metrics(font: QFont, painter: QPainter | None) -> QFontMetricsF:
    if painter is not None and painter.device() is not None:
        return QFontMetricsF(font, painter.device())
    return QFontMetricsF(font)


def paint_legend(
    painter: QPainter,
    rect: QRectF,
    measure: heat.HeatMeasure,
    top: float,
    font: QFont,
    *,
    text_colour: QColor | None = None,
) -> None:
    """Paint the legend inside ``rect`` (left-aligned, one bar and its ticks)."""
    painter.save()
    painter.setFont(font)
    metrics = _metrics(font, painter)
    line = metrics.height()
    pen_colour = text_colour if text_colour is not None else QColor(heat.DARK_TEXT)
    painter.setPen(pen_colour)

    caption = f"{measure.label}:"
    x = rect.left()
    bar_top = rect.top() + line * 0.1
    painter.drawText(
        QRectF(x, bar_top, metrics.horizontalAdvance(caption) + 1, line),
        int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
        caption,
    )
    x += metrics.horizontalAdvance(caption) + line * 0.6

    no_attack = "no attack possible"
    swatch = line * 1.4
    tail = swatch + line * 0.4 + metrics.horizontalAdvance(no_attack) + line
    bar_width = max(line * 6, min(line * 26, rect.right() - x - tail - line))
    bar = QRectF(x, bar_top, bar_width, line * 0.9)

    gradient = QLinearGradient(bar.topLeft(), bar.topRight())
    for stop, colour in heat.STOPS:
        gradient.setColorAt(stop, colour)
    painter.setBrush(gradient)
    painter.setPen(QPen(BORDER, max(1.0, line / 16)))
    painter.drawRect(bar)

    painter.setPen(pen_colour)
    label_top = bar.bottom() + line * 0.15
    for tick in TICKS:
        tx = bar.left() + bar.width() * tick
        painter.setPen(QPen(BORDER, max(1.0, line / 16)))
        painter.drawLine(QPointF(tx, bar.bottom()), QPointF(tx, bar.bottom() + line * 0.15))
        painter.setPen(pen_colour)
        label = measure.tick(top * tick)
        width = metrics.horizontalAdvance(label) + 2
        align = Qt.AlignmentFlag.AlignHCenter
        left = tx - width / 2
        if tick == 0.0:
            left, align = tx, Qt.AlignmentFlag.AlignLeft
        elif tick == 1.0:
            left, align = tx - width, Qt.AlignmentFlag.AlignRight
        painter.drawText(
            QRectF(left, label_top, width, line), int(align | Qt.AlignmentFlag.AlignTop), label
        )

    sx = bar.right() + line * 1.2
    painter.setBrush(heat.NO_ATTACK)
    painter.setPen(QPen(BORDER, max(1.0, line / 16)))
    painter.drawRect(QRectF(sx, bar_top, swatch, bar.height()))
    painter.setPen(pen_colour)
    painter.drawText(
        QRectF(sx + swatch + line * 0.4, bar_top, rect.right() - sx, bar.height()),
        int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
        no_attack,
    )
    painter.restore()


class HeatLegend(QWidget):
    """The legend under the table; follows the model's measure and top value."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("heat_legend")
        self._measure = heat.HeatMeasure.WOUNDS
        self._top = 0.0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_scale(self, measure: heat.HeatMeasure, top: float) -> None:
        self._measure = measure
        self._top = top
        self.setToolTip(
            f"Cell colours: {measure.label.lower()}, from 0 (white) to "
            f"{measure.tick(top)} (red), the largest in this matrix."
        )
        self.update()

    @property
    def measure(self) -> heat.HeatMeasure:
        return self._measure

    @property
    def top(self) -> float:
        return self._top

    def sizeHint(self) -> QSize:
        metrics = QFontMetricsF(self.font())
        return QSize(round(metrics.height() * 30), round(legend_height(self.font())) + 2)

    def minimumSizeHint(self) -> QSize:
        return QSize(round(QFontMetricsF(self.font()).height() * 20), self.sizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        paint_legend(
            painter,
            QRectF(self.rect()).adjusted(1, 1, -1, -1),
            self._measure,
            self._top,
            self.font(),
            text_colour=self.palette().windowText().color(),
        )
        painter.end()
