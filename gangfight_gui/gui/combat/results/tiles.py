"""The headline figures as big tiles: the numbers a player decides an attack on.

Which figures apply depends on the attack (wounds or not, knock-back, move away, Free Strike), so
the tiles are a fixed set of slots that take the figures of each outcome in turn. Slots never
move in the grid; only the ones past the last figure are hidden, which keeps a recompute from
relaying the pane out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from gangfight_gui.gui.combat.results.style import Card, set_shown

COLUMNS = 4


@dataclass(frozen=True, slots=True)
class TileSpec:
    key: str
    """The figure's name (``ResultsFigures.figure_text``)."""
    caption: str
    note: str = ""


TILES = (
    TileSpec("expected_final_wounds", "Wounds taken", "expected, after armour"),
    TileSpec("p_wounded", "Wounded", "at least 1 wound"),
    TileSpec("p_incapacitated", "Incapacitated"),
    TileSpec("p_dead", "Dead"),
    TileSpec("knockback", "Knock-back", "expected inches"),
    TileSpec("p_knocked_down", "Knocked down", "at least 1 hit"),
    TileSpec("move_away", "Move away", "expected inches"),
    TileSpec("p_free_strike", "Free Strike", "no hit: it strikes back"),
)
TILE_KEYS = tuple(spec.key for spec in TILES)


MARGINS = (8, 4, 8, 4)
"""Left, top, right, bottom, inside a tile's card."""
ALIGN = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
WIDEST_VALUE = "100.0%"
"""A tile is at least this wide in its big font, so a new figure rarely changes its size."""


class _Slot(Card):
    """One tile: caption, big value and note, painted on its card.

    Painted rather than three labels: a label whose text changes asks every layout above it
    to lay out again, on every edit; a tile changes its size hint only when a text outgrows it.
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.key = ""
        self.caption = ""
        self.value = "–"
        self.note = ""
        self._small = QFont(self.font())
        self._small.setPointSizeF(self._small.pointSizeF() * 0.85)
        self._big = QFont(self.font())
        self._big.setPointSizeF(self._big.pointSizeF() * 1.7)
        self._big.setBold(True)
        self._small_metrics = QFontMetrics(self._small)
        self._big_metrics = QFontMetrics(self._big)
        self._hint = self._measure()

    def show_figure(self, spec: TileSpec, value: str) -> None:
        if (self.key, self.value) == (spec.key, value):
            return
        if self.key != spec.key:
            self.key, self.caption, self.note = spec.key, spec.caption, spec.note
        self.value = value
        self.setAccessibleName(f"{self.caption}: {value}")
        self.setAccessibleDescription(self.note)
        hint = self._measure()
        if hint != self._hint:
            self._hint = hint
            self.updateGeometry()
        self.update()

    def clear(self) -> None:
        self.key = ""

    def _measure(self) -> QSize:
        small, big = self._small_metrics, self._big_metrics
        width = max(
            small.horizontalAdvance(self.caption),
            small.horizontalAdvance(self.note),
            big.horizontalAdvance(self.value),
            big.horizontalAdvance(WIDEST_VALUE),
        )
        left, top, right, bottom = MARGINS
        height = 2 * small.height() + big.height()
        return QSize(width + left + right, height + top + bottom)

    def sizeHint(self) -> QSize:
        return self._hint

    def minimumSizeHint(self) -> QSize:
        return self._hint

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.paint_card(painter)
        palette = self.palette()
        left, top, right, _bottom = MARGINS
        width = self.width() - left - right
        dim, plain = palette.color(QPalette.ColorRole.PlaceholderText), palette.windowText().color()
        y = top
        for text, font, metrics, color in (
            (self.caption, self._small, self._small_metrics, dim),
            (self.value, self._big, self._big_metrics, plain),
            (self.note, self._small, self._small_metrics, dim),
        ):
            height = metrics.height()
            if text:
                if metrics.horizontalAdvance(text) > width:  # a narrow pane: end in "…"
                    text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
                painter.setFont(font)
                painter.setPen(color)
                painter.drawText(QRect(left, y, width, height), ALIGN, text)
            y += height
        painter.end()


class FigureTiles(QWidget):
    """Big tiles, four a row, for the figures given to ``show_figures``.

    An unused slot in a used row is hidden but keeps its place, so the tiles of a row keep
    their width; a row with no figure is hidden whole.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._slots: list[_Slot] = []
        self._rows: list[QWidget] = []
        self._keys: tuple[str, ...] = ()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        for first in range(0, len(TILES), COLUMNS):
            row = QWidget(self)
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.setSpacing(6)
            for _ in range(first, min(first + COLUMNS, len(TILES))):
                slot = _Slot(row)
                policy = slot.sizePolicy()
                policy.setRetainSizeWhenHidden(True)
                slot.setSizePolicy(policy)
                slot.setHidden(True)
                line.addWidget(slot, 1)
                self._slots.append(slot)
            row.setHidden(True)
            layout.addWidget(row)
            self._rows.append(row)

    @property
    def keys(self) -> tuple[str, ...]:
        """The figures shown, in order."""
        return self._keys

    def text(self, key: str) -> str:
        return self._slots[self._keys.index(key)].value

    def show_figures(self, figures: Sequence[tuple[TileSpec, str]]) -> None:
        for slot, (spec, value) in zip(self._slots, figures, strict=False):
            slot.show_figure(spec, value)
        for i, slot in enumerate(self._slots):
            if i >= len(figures):
                slot.clear()
            set_shown(slot, i < len(figures))
        for r, row in enumerate(self._rows):
            set_shown(row, r * COLUMNS < len(figures))
        self._keys = tuple(spec.key for spec, _ in figures)
