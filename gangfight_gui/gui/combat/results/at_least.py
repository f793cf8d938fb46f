"""The "at least k" odds as a compact table: "2+ 26.6%", the question players ask.

One cell pair (k+, chance) per k from 1, as long as the chance is worth showing (SHOWN, as in
the CLI's text). A large attacker's tail runs to twenty counts and more, which a single row
could only show by scrolling or truncating, so the pairs wrap onto as many lines as the width
needs. Items are made once and their text replaced; cells are only reassigned when the number
of counts or of cells a line changes, so a recompute touches only what changed.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFont, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from gangfight_gui.gui.combat.results.wording import SHOWN, percent

CELL_PADDING = 14


class AtLeastTable(QTableWidget):
    """Pairs of rows: the counts ("1+", "2+", …) over their chances, wrapped to the width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 0, parent)
        self.setObjectName("at_least_table")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.horizontalHeader().hide()
        self.verticalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._min_cell = self.fontMetrics().horizontalAdvance("100.0%") + CELL_PADDING
        self._texts: list[str] = []
        """The chance shown for k = 1, 2, …"""
        self._layout_key = (-1, -1)
        self._unit = ""
        self._head_font = QFont(self.font())
        self._head_font.setBold(True)
        self._head_brush = QBrush(self.palette().color(QPalette.ColorRole.AlternateBase))

    def set_odds(self, odds: tuple[float, ...], unit: str) -> None:
        """``odds[k]`` is P(at least k); k = 0 (always 100%) is not shown."""
        shown = [k for k in range(1, len(odds)) if odds[k] >= SHOWN] or [1]
        self._texts = [percent(odds[k] if k < len(odds) else 0.0) for k in range(1, shown[-1] + 1)]
        if unit != self._unit:
            self._unit = unit
            self.setToolTip(f"chance of at least k {unit}")
        self._place()

    def odds_texts(self) -> dict[str, str]:
        """What the table shows: count ("2+") to chance ("26.6%")."""
        out = {}
        for row in range(0, self.rowCount(), 2):
            for column in range(self.columnCount()):
                head, value = self.item(row, column), self.item(row + 1, column)
                if head is not None and value is not None and head.text():
                    out[head.text()] = value.text()
        return out

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def _per_line(self) -> int:
        width = self.viewport().width() or self.width()
        return max(1, min(len(self._texts), width // self._min_cell))

    def _place(self) -> None:
        count = len(self._texts)
        per_line = self._per_line()
        if (count, per_line) != self._layout_key:
            self._layout_key = (count, per_line)
            lines = math.ceil(count / per_line)
            self.setColumnCount(per_line)
            self.setRowCount(2 * lines)
            for line in range(lines):
                for column in range(per_line):
                    k = line * per_line + column + 1
                    head = self._cell(2 * line, column, head=True)
                    head.setText(f"{k}+" if k <= count else "")
                    head.setBackground(self._head_brush if k <= count else QBrush())
                    self._cell(2 * line + 1, column, head=False)
            height = sum(self.rowHeight(r) for r in range(2 * lines)) + 2 * self.frameWidth()
            if self.maximumHeight() != height:
                self.setFixedHeight(height)
        for index, text in enumerate(self._texts):
            item = self.item(2 * (index // per_line) + 1, index % per_line)
            if item is not None and item.text() != text:
                item.setText(text)
        last_line = (count - 1) // per_line
        for column in range(count - last_line * per_line, per_line):
            item = self.item(2 * last_line + 1, column)
            if item is not None and item.text():
                item.setText("")

    def _cell(self, row: int, column: int, *, head: bool) -> QTableWidgetItem:
        item = self.item(row, column)
        if item is None:
            item = QTableWidgetItem()
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if head:
                item.setFont(self._head_font)
                item.setBackground(self._head_brush)
            self.setItem(row, column, item)
        return item
