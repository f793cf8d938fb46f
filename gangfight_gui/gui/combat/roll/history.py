"""The rolls made this session, each replayable from its seed.

A roll is kept as its seed and the outcome it was rolled for, not as its dice: the seed is what
``gangfight roll FILE --seed N`` takes, so a disputed roll can be checked from the command line,
and replaying re-resolves the same dice with ``resolve_outcome`` exactly as the CLI does.

Signals:
    roll_selected(RollRecord): the player picked a roll to see again.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from gangfight_gui.gui.combat.results.wording import roll_summary
from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.rules.engine.sources import SeededDice
from gangfight_gui.rules.gangfight.outcome import AttackOutcome
from gangfight_gui.rules.gangfight.resolve import ResolvedAttack, resolve_outcome

MAX_ROLLS = 200
"""Older rolls fall off the end; a session rarely needs more to settle a dispute."""

RECORD_ROLE = Qt.ItemDataRole.UserRole + 1


@dataclass(frozen=True, slots=True)
class RollRecord:
    """A roll as it can be made again: the outcome it was rolled for and the seed."""

    outcome: AttackOutcome
    seed: int
    summary: str

    @classmethod
    def of(cls, resolved: ResolvedAttack) -> RollRecord:
        if resolved.seed is None:
            raise ValueError("only seeded rolls can be kept: a typed-in roll has no seed")
        return cls(resolved.outcome, resolved.seed, roll_summary(resolved))

    def replay(self) -> ResolvedAttack:
        """The same dice again, as ``gangfight roll --seed`` would give them."""
        return resolve_outcome(self.outcome, SeededDice(self.seed), seed=self.seed)

    @property
    def text(self) -> str:
        return f"seed {self.seed} · {self.summary}"


class RollHistory(QWidget):
    """A list of past rolls, newest first; selecting one asks for it to be shown again.

    Signals:
        roll_selected(RollRecord): a roll of the list was picked by the player.
    """

    roll_selected = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget(self)
        self.list.setObjectName("roll_history_list")
        self.list.setAlternatingRowColors(True)
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setToolTip("Rolls made so far; pick one to see it again from its seed")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list)
        self.list.itemClicked.connect(self._on_list_item_clicked)
        self.list.itemActivated.connect(self._on_list_item_clicked)

    def records(self) -> list[RollRecord]:
        """Newest first."""
        out = []
        for row in range(self.list.count()):
            record = self.list.item(row).data(RECORD_ROLE)
            assert isinstance(record, RollRecord)
            out.append(record)
        return out

    def add(self, record: RollRecord) -> None:
        """Put a new roll on top and mark it as the one shown (without replaying it)."""
        item = QListWidgetItem(record.text)
        item.setData(RECORD_ROLE, record)
        item.setToolTip(tooltip(f"{record.text}\n(gangfight roll FILE --seed {record.seed})"))
        self.list.insertItem(0, item)
        while self.list.count() > MAX_ROLLS:
            self.list.takeItem(self.list.count() - 1)
        blocked = self.list.blockSignals(True)
        self.list.setCurrentRow(0)
        self.list.blockSignals(blocked)

    def select(self, row: int) -> None:
        """Pick the roll at ``row`` as the player would (newest is 0)."""
        item = self.list.item(row)
        if item is not None:
            self.list.setCurrentItem(item)
            self._on_list_item_clicked(item)

    def clear(self) -> None:
        self.list.clear()

    @Slot(QListWidgetItem)
    def _on_list_item_clicked(self, item: QListWidgetItem) -> None:
        record = item.data(RECORD_ROLE)
        if isinstance(record, RollRecord):
            self.roll_selected.emit(record)
