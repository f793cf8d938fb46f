"""The matchup matrix of the games other than Gangfight: every entry of one roster against every
entry of another roster of the same game, each cell the best choice the game offers the pair.

The cells come from ``rules/pairings.py`` (the same as ``gangfight matchups``); a cell's colour
follows its headline figure, its tooltip lists every figure and the choice, and activating it
opens that fight in the combat builder.

Signals:
    pairing_activated(object, object, int): (attacker roster label, entry name), (target roster
        label, entry name) and the index of the chosen scenario among the pair's choices.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.game import AnyGame
from gangfight_gui.rules.pairings import Pairing, pairing_grid


def heat(p: float) -> QColor:
    """White for 0, a deep red for 1: the attacker's chance at a glance."""
    p = max(0.0, min(1.0, p))
    return QColor(255, int(255 - 150 * p), int(255 - 170 * p))


class GameMatrixView(QWidget):
    """Two roster pickers and the matrix of best pairings of ``game``."""

    pairing_activated = Signal(object, object, int)

    def __init__(self, game: AnyGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName(f"{game.key}_matrix")
        self._rosters: list[tuple[str, Roster]] = []
        self.rows: list[list[Pairing]] = []
        self.attackers = QComboBox(self)
        self.attackers.setObjectName("matrix_attackers_combo")
        self.targets = QComboBox(self)
        self.targets.setObjectName("matrix_targets_combo")
        self.caption = QLabel(self)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        self.table = QTableWidget(self)
        self.table.setObjectName("matrix_table")
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setDefaultSectionSize(90)
        self.table.cellActivated.connect(self._on_table_cell_activated)
        self.table.cellDoubleClicked.connect(self._on_table_cell_activated)
        row = QHBoxLayout()
        attackers_label = QLabel("&Attackers:", self)
        attackers_label.setBuddy(self.attackers)
        targets_label = QLabel("&Targets:", self)
        targets_label.setBuddy(self.targets)
        row.addWidget(attackers_label)
        row.addWidget(self.attackers, 1)
        row.addWidget(targets_label)
        row.addWidget(self.targets, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.caption)
        layout.addWidget(self.table, 1)
        self.attackers.currentIndexChanged.connect(self._recompute)
        self.targets.currentIndexChanged.connect(self._recompute)

    def set_rosters(self, rosters: Sequence[tuple[str, Roster]]) -> None:
        rosters = [(label, r) for label, r in rosters if r.game == self.game.key]
        if rosters == self._rosters:
            return
        picks = self.attackers.currentText(), self.targets.currentText()
        if len(self._rosters) < 2 and picks[0] == picks[1]:
            # Rosters opened one at a time: the second one becomes the targets.
            picks = (picks[0], "")
        self._rosters = list(rosters)
        labels = [label for label, _ in rosters]
        other = next((i for i, label in enumerate(labels) if label != picks[0]), len(labels) - 1)
        for combo, wanted, fallback in (
            (self.attackers, picks[0], 0),
            (self.targets, picks[1], other),
        ):
            blocked = combo.blockSignals(True)
            combo.clear()
            combo.addItems(labels)
            combo.setCurrentIndex(labels.index(wanted) if wanted in labels else fallback)
            combo.blockSignals(blocked)
        self._recompute()

    def _roster(self, combo: QComboBox) -> Roster | None:
        index = combo.currentIndex()
        return self._rosters[index][1] if 0 <= index < len(self._rosters) else None

    def _recompute(self) -> None:
        a, b = self._roster(self.attackers), self._roster(self.targets)
        self.table.clear()
        if a is None or b is None:
            self.rows = []
            self.table.setRowCount(0)
            self.table.setColumnCount(0)
            self.caption.setText(f"Open two {self.game.title} rosters (or one, against itself).")
            return
        self.rows = pairing_grid(
            self.game, [e.to_json() for e in a.models], [e.to_json() for e in b.models]
        )
        self.table.setRowCount(len(a.models))
        self.table.setColumnCount(len(b.models))
        self.table.setVerticalHeaderLabels([e.name for e in a.models])
        self.table.setHorizontalHeaderLabels([e.name for e in b.models])
        lead = next((c.figures[0].label for row in self.rows for c in row if c.figures), "")
        self.caption.setText(
            f"Each cell: {lead.lower() or 'the headline figure'} with the attacker's best choice; "
            "the colour is the first chance of the cell's figures. Double-click or press Enter on "
            "a cell to open that fight in the builder."
        )
        for r, row in enumerate(self.rows):
            for c, cell in enumerate(row):
                item = QTableWidgetItem()
                if cell.scenario is None:
                    item.setText("–")
                    item.setToolTip("\n".join(cell.refusals) or "No fight possible")
                else:
                    item.setText(cell.figures[0].text if cell.figures else "")
                    chance = next((f.probability for f in cell.figures if not f.expected), 0.0)
                    item.setBackground(heat(chance))
                    item.setForeground(QColor("#000000"))
                    lines = [f"{cell.attacker} against {cell.target}"]
                    lines.append(self.game.choice_label(cell.scenario))
                    lines += [f"{f.label}: {f.text}" for f in cell.figures]
                    item.setToolTip("\n".join(lines))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)

    def _on_table_cell_activated(self, row: int, column: int) -> None:
        if not (0 <= row < len(self.rows) and 0 <= column < len(self.rows[row])):
            return
        cell = self.rows[row][column]
        a, b = self._roster(self.attackers), self._roster(self.targets)
        if cell.scenario is None or a is None or b is None:
            return
        choices = self.game.pair_scenarios(a.models[row].to_json(), b.models[column].to_json())
        index = next((i for i, s in enumerate(choices) if s == cell.scenario), 0)
        self.pairing_activated.emit(
            (self.attackers.currentText(), a.models[row].name),
            (self.targets.currentText(), b.models[column].name),
            index,
        )
