"""The headline figures as big tiles: the numbers a player decides an attack on, for any game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QWidget

from gangfight_gui.gui.combat.results.static_text import Type
from gangfight_gui.gui.combat.results.style import Card, set_shown
from gangfight_gui.gui.combat.results.tones import WORDS, paint_tone
from gangfight_gui.gui.combat.steady import keep_place
from gangfight_gui.gui.common.elided import fitted
from gangfight_gui.gui.common.named_widgets import NO_MARGINS, lay_out, named
from gangfight_gui.gui.common.plain_text import tooltip

if TYPE_CHECKING:  # the tiles are made, empty, before any figure exists
    from gangfight_gui.rules.game import Figure

MAX_TILES = 4
"""The first figures of a view shown as tiles; the Details tab lists every figure."""
MARGINS = (8, 4, 8, 5)
"""Left, top, right, bottom, inside a tile's card."""
GAUGE = 5
"""The gauge's height under the value."""
WIDEST_VALUE = "100.0%"
"""A tile is at least this wide in its big font, so a new figure rarely changes its size."""
CAPTION_LINES = 2
SMALL, BIG = 0.85, 1.7
"""Fonts of the caption and of the value, against the widget's."""


class FigureTile(Card):
    """One figure: caption, big value and the gauge of its share, painted on a card. Painted,
    not labels: a label's new text lays out every layout above it, a tile only when outgrown."""

    def __init__(self, parent: QWidget, scale: float = 1.0) -> None:
        super().__init__(parent)
        self.figure: Figure | None = None
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._scale = 0.0
        self.set_scale(scale)

    def set_scale(self, scale: float) -> None:
        """Bigger numbers for At the table, read from across it."""
        if scale == self._scale:
            return
        self._scale = scale
        self._small = Type(self, SMALL)
        self._big = Type(self, BIG * scale, bold=True)
        self.updateGeometry()
        self.update()

    @property
    def caption(self) -> str:
        return self.figure.label if self.figure is not None else ""

    @property
    def value(self) -> str:
        return self.figure.text if self.figure is not None else ""

    def show_figure(self, figure: Figure | None) -> None:
        if figure == self.figure:
            return
        self.figure = figure
        if figure is not None:
            self.setAccessibleName(f"{figure.label}: {figure.text}")
            self.setAccessibleDescription(figure.help)
            tip = f"{figure.label}: {figure.text}"
            if figure.help:
                tip += f"\n{figure.help}"
            self.setToolTip(tooltip(f"{tip}\nColour: {WORDS[figure.tone]}"))
        self.update()

    def sizeHint(self) -> QSize:
        left, top, right, bottom = MARGINS
        width = self._big.metrics.horizontalAdvance(WIDEST_VALUE) + left + right
        height = CAPTION_LINES * self._small.metrics.height() + self._big.metrics.height()
        return QSize(width, height + GAUGE + 3 + top + bottom)

    def minimumSizeHint(self) -> QSize:
        hint = self.sizeHint()
        return QSize(self._big.metrics.horizontalAdvance("99.9%") // 2, hint.height())

    def caption_lines(self) -> list[str]:
        """The caption as painted at this width (measured once for each caption and width)."""
        left, _top, right, _bottom = MARGINS
        return list(self._small.lines(self.caption, self.width() - left - right, CAPTION_LINES))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.paint_card(painter)
        figure = self.figure
        if figure is None:
            painter.end()
            return
        palette = self.palette()
        left, top, right, bottom = MARGINS
        width = self.width() - left - right
        small, big = self._small.metrics, self._big.metrics
        align = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        painter.setFont(self._small.font)
        painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
        y = top
        for line in self.caption_lines():
            self._small.draw(painter, QRectF(left, y, width, small.height()), align, line)
            y += small.height()
        y = top + CAPTION_LINES * small.height()
        value = figure.text
        if big.horizontalAdvance(value) > width:
            value = fitted(big, value, width)
        painter.setFont(self._big.font)
        painter.setPen(palette.color(QPalette.ColorRole.Text))
        self._big.draw(painter, QRectF(left, y, width, big.height()), align, value)
        gauge = QRectF(left, self.height() - bottom - GAUGE, width, GAUGE)
        painter.setPen(palette.color(QPalette.ColorRole.Midlight))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(gauge)
        if figure.share > 0:
            filled = QRectF(
                gauge.left(), gauge.top(), max(2.0, gauge.width() * figure.share), GAUGE
            )
            paint_tone(painter, filled, figure.tone, palette)
        painter.end()


class FigureTiles(QWidget):
    """Up to ``MAX_TILES`` tiles in a row for the figures given to ``show_figures``.

    An unused tile is hidden but keeps its place, so the tiles keep their width from one edit to
    the next.
    """

    def __init__(self, parent: QWidget | None = None, count: int = MAX_TILES) -> None:
        super().__init__(parent)
        self.setObjectName("results_tiles")
        self.tiles: list[FigureTile] = []
        line = lay_out(QHBoxLayout(self), margins=NO_MARGINS, spacing=6)
        for index in range(count):
            tile = named(FigureTile(self), f"tile_{index}")
            keep_place(tile)
            tile.setHidden(True)
            line.addWidget(tile, 1)
            self.tiles.append(tile)

    def set_scale(self, scale: float) -> None:
        for tile in self.tiles:
            tile.set_scale(scale)

    def figures(self) -> list[tuple[str, str]]:
        """(label, value) of each tile shown, as a player reads them."""
        return [(t.caption, t.value) for t in self.tiles if t.figure is not None]

    def show_figures(self, figures: Sequence[Figure]) -> None:
        for index, tile in enumerate(self.tiles):
            figure = figures[index] if index < len(figures) else None
            tile.show_figure(figure)
            set_shown(tile, figure is not None)
