"""The matrix's legend: the figure a cell shows, its colour ramp from 0 to the top of the scale
with ticks in the figure's own units, and the grey of "no fight possible"."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from gangfight_gui.cards import heat
from gangfight_gui.cards.heat import HeatScale
from gangfight_gui.gui.common.plain_text import tooltip

TICKS = (0.0, 0.25, 0.5, 0.75, 1.0)
BORDER = QColor(150, 150, 158)
NO_FIGHT_TEXT = "no fight possible"
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
CENTRE = int(Qt.AlignmentFlag.AlignCenter)
"""How a line sits in its box: from the left, or in the middle; up and down in the middle."""


def legend_height(font: QFont, painter: QPainter | None = None) -> float:
    """Two lines of text: the bar (as tall as a line) and its tick labels."""
    return _metrics(font, painter).height() * 2.3


def _metrics(font: QFont, painter: QPainter | None) -> QFontMetricsF:
    if painter is not None and painter.device() is not None:
        return QFontMetricsF(font, painter.device())
    return QFontMetricsF(font)


def scale_caption(scale: HeatScale) -> str:
    """ "Out of action:", "Expected casualties (out of 8):"."""
    what = scale.label or "Figure"
    return f"{what} (out of {scale.top:g}):" if scale.expected else f"{what}:"


def paint_legend(
    painter: QPainter,
    rect: QRectF,
    scale: HeatScale,
    font: QFont,
    *,
    text_colour: QColor,
    base: QColor = heat.PAPER,
) -> None:
    """Paint the legend inside ``rect`` (left-aligned: caption, bar and ticks, no-fight swatch),
    for the screen and the printout alike, sized from the font so it reads the same at any dpi."""
    painter.save()
    painter.setFont(font)
    metrics = _metrics(font, painter)
    line = metrics.height()
    painter.setPen(text_colour)
    caption = scale_caption(scale)
    x = rect.left()
    bar_top = rect.top() + line * 0.1
    painter.drawText(
        QRectF(x, bar_top, metrics.horizontalAdvance(caption) + 1, line), LEFT, caption
    )
    x += metrics.horizontalAdvance(caption) + line * 0.6
    swatch = line * 1.4
    tail = swatch + line * 0.4 + metrics.horizontalAdvance(NO_FIGHT_TEXT) + line
    bar_width = max(line * 6, min(line * 22, rect.right() - x - tail - line))
    bar = QRectF(x, bar_top, bar_width, line * 0.9)
    gradient = QLinearGradient(bar.topLeft(), bar.topRight())
    for stop, colour in heat.stops(scale.tone, base):
        gradient.setColorAt(stop, colour)
    thin = QPen(BORDER, max(1.0, line / 16))
    painter.setBrush(gradient)
    painter.setPen(thin)
    painter.drawRect(bar)
    label_top = bar.bottom() + line * 0.15
    widest = max(metrics.horizontalAdvance(scale.tick(t)) for t in TICKS) + line * 0.6
    ticks = next(
        (t for t in (TICKS, (0.0, 0.5, 1.0), (0.0, 1.0)) if bar.width() >= widest * len(t)),
        (0.0, 1.0),
    )  # as many ticks as fit side by side: labels never overlap
    for tick in ticks:
        tx = bar.left() + bar.width() * tick
        painter.setPen(thin)
        painter.drawLine(QPointF(tx, bar.bottom()), QPointF(tx, bar.bottom() + line * 0.15))
        painter.setPen(text_colour)
        label = scale.tick(tick)
        width = metrics.horizontalAdvance(label) + 2
        align, left = Qt.AlignmentFlag.AlignHCenter, tx - width / 2
        if tick == 0.0:
            left, align = tx, Qt.AlignmentFlag.AlignLeft
        elif tick == 1.0:
            left, align = tx - width, Qt.AlignmentFlag.AlignRight
        painter.drawText(
            QRectF(left, label_top, width, line), int(align | Qt.AlignmentFlag.AlignTop), label
        )
    sx = bar.right() + line * 1.2
    painter.setBrush(heat.NO_FIGHT)
    painter.setPen(thin)
    painter.drawRect(QRectF(sx, bar_top, swatch, bar.height()))
    painter.setPen(text_colour)
    painter.drawText(QRectF(sx + swatch * 0.5 - line, bar_top, line * 2, bar.height()), CENTRE, "—")
    words = QRectF(sx + swatch + line * 0.4, bar_top, rect.right() - sx - swatch, bar.height())
    if words.width() >= metrics.horizontalAdvance(NO_FIGHT_TEXT):  # else the tooltip says it
        painter.drawText(words, LEFT, NO_FIGHT_TEXT)
    painter.restore()


class HeatLegend(QWidget):
    """The legend under the table; follows the shown matrix's scale and the palette."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("heat_legend")
        self._scale = HeatScale()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    @property
    def scale(self) -> HeatScale:
        return self._scale

    def set_scale(self, scale: HeatScale) -> None:
        self._scale = scale
        meaning = "good for the defender" if scale.tone == "defender" else "good for the attacker"
        top = scale.tick(1.0)
        self.setToolTip(
            tooltip(
                f"Cell colours: {scale.label or 'the figure'}, from 0 (no colour) to {top} "
                f"(deepest), one scale for every cell; a deeper colour is a bigger number, "
                f"{meaning}. {scale.help} A grey cell with a dash: {NO_FIGHT_TEXT}.".strip()
            )
        )
        self.update()

    def sizeHint(self) -> QSize:
        metrics = QFontMetricsF(self.font())
        return QSize(round(metrics.height() * 36), round(legend_height(self.font())) + 2)

    def minimumSizeHint(self) -> QSize:
        return QSize(round(QFontMetricsF(self.font()).height() * 16), self.sizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        palette = self.palette()
        paint_legend(
            painter,
            QRectF(self.rect()).adjusted(1, 1, -1, -1),
            self._scale,
            self.font(),
            text_colour=palette.windowText().color(),
            base=palette.base().color(),
        )
        painter.end()
