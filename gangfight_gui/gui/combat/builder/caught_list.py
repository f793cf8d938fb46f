"""The models a Trample or an area attack catches besides its target: ticked in a list.

Every model of the open rosters is listed, friends included, because a blast or a Trample does
not choose sides (R17, R23). A model that cannot be caught by this attack (a Trample takes only
models smaller than the attacker) is shown greyed with the reason as its tooltip, rather than
hidden, so the player sees why it is not counted.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from gangfight_gui.gui.combat.builder.attack_setup import CaughtRow
from gangfight_gui.gui.combat.builder.form import ModelKey
from gangfight_gui.gui.combat.builder.model_picker import KEY_ROLE, pick_text
from gangfight_gui.gui.common.plain_text import tooltip

VISIBLE_ROWS = 4


class CaughtList(QListWidget):
    """Checkable models; Space ticks the current one.

    Signals:
        caught_changed(object): the player ticked or unticked a model; carries the tuple of
            ticked ModelKeys, in list order.
    """

    caught_changed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._shown: tuple[tuple[ModelKey, str | None, bool], ...] = ()
        self.setUniformItemSizes(True)
        # Ticking is the only choice here; a selection highlight would read as "ticked".
        self.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.itemChanged.connect(self._on_item_changed)

    def set_rows(self, rows: Sequence[CaughtRow]) -> None:
        """Show ``rows``; the list is rebuilt only when its models change, to keep the focus."""
        shown = tuple((row.key, row.refusal, row.numbered) for row in rows)
        with QSignalBlocker(self):
            if shown != self._shown:
                self._shown = shown
                self.clear()
                for row in rows:
                    text = pick_text(row.key, numbered=row.numbered)
                    item = QListWidgetItem(f"{text} ({row.profile.size})", self)
                    item.setData(KEY_ROLE, row.key)
                    if row.refusal:
                        item.setFlags(Qt.ItemFlag.ItemIsUserCheckable)
                        item.setToolTip(tooltip(row.refusal))
                    else:
                        item.setFlags(
                            Qt.ItemFlag.ItemIsEnabled
                            | Qt.ItemFlag.ItemIsSelectable
                            | Qt.ItemFlag.ItemIsUserCheckable
                        )
                if self.count() and self.currentRow() < 0:
                    self.setCurrentRow(0)
            for index, row in enumerate(rows):
                ticked = row.checked and not row.refusal
                self.item(index).setCheckState(
                    Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked
                )
        row_height = self.sizeHintForRow(0) if self.count() else self.fontMetrics().height() + 4
        rows_shown = max(1, min(VISIBLE_ROWS, self.count()))
        self.setFixedHeight(row_height * rows_shown + 2 * self.frameWidth())

    def enabled_keys(self) -> tuple[ModelKey, ...]:
        """The models the player may tick now: the others keep whatever was wished for them."""
        return tuple(key for key, refusal, _numbered in self._shown if refusal is None)

    def caught(self) -> tuple[ModelKey, ...]:
        # The keys are read from the rows shown, the one record of which model each item is.
        return tuple(
            key
            for index, (key, *_rest) in enumerate(self._shown)
            if self.item(index).checkState() is Qt.CheckState.Checked
        )

    def _on_item_changed(self, _item: QListWidgetItem) -> None:
        self.caught_changed.emit(self.caught())
