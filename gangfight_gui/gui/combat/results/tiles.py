"""The headline figures as big tiles: the numbers a player decides an attack on.

Which figures apply depends on the attack (wounds or not, knock-back, move away, Free Strike), so
the tiles are a fixed set of slots that take the figures of each outcome in turn. Slots never
move in the grid; only the ones past the last figure are hidden, which keeps a recompute from
relaying the pane out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from gangfight_gui.gui.combat.results.style import Card, dim, scale_font, set_shown, set_text

COLUMNS = 4


@dataclass(frozen=True, slots=True)
class TileSpec:
    key: str
    """Also the value label's object name, ``figure_<key>``."""
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


class _Slot(Card):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.caption = dim(QLabel(self))
        self.value = QLabel("–", self)
        self.note = dim(QLabel(self))
        scale_font(self.value, 1.7, bold=True)
        scale_font(self.caption, 0.85)
        scale_font(self.note, 0.85)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(0)
        layout.addWidget(self.caption)
        layout.addWidget(self.value)
        layout.addWidget(self.note)

    def show_figure(self, spec: TileSpec, value: str) -> None:
        if self.value.objectName() != f"figure_{spec.key}":
            self.value.setObjectName(f"figure_{spec.key}")
            set_text(self.caption, spec.caption)
            set_text(self.note, spec.note)
        set_text(self.value, value)


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
        return self._slots[self._keys.index(key)].value.text()

    def show_figures(self, figures: Sequence[tuple[TileSpec, str]]) -> None:
        for slot, (spec, value) in zip(self._slots, figures, strict=False):
            slot.show_figure(spec, value)
        for i, slot in enumerate(self._slots):
            if i >= len(figures) and slot.value.objectName():
                slot.value.setObjectName("")
            set_shown(slot, i < len(figures))
        for r, row in enumerate(self._rows):
            set_shown(row, r * COLUMNS < len(figures))
        self._keys = tuple(spec.key for spec, _ in figures)
