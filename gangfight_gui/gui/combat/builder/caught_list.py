"""The entries an attack of several targets catches besides its target: ticked in a list."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from gangfight_gui.gui.combat.builder.entries import pick_text
from gangfight_gui.gui.combat.builder.entry_picker import KEY_ROLE
from gangfight_gui.gui.combat.builder.setup import CaughtRow
from gangfight_gui.gui.combat.fight import EntryKey
from gangfight_gui.gui.common.plain_text import tooltip

VISIBLE_ROWS = 4


class CaughtList(QListWidget):
    """Checkable entries; Space ticks the current one. Every entry of the open rosters, friends
    included; one the attack cannot take (``Game.offers`` refuses it: a Trample takes only
    smaller models, R17) greyed with the reason as its tooltip, so the player sees why.

    Signals:
        caught_changed(object): the player ticked or unticked an entry; carries the tuple of
            ticked EntryKeys, in list order.
    """

    caught_changed = Signal(object)

    def __init__(self, noun: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._noun = noun
        self._shown: tuple[tuple[EntryKey, str, bool], ...] = ()
        self.setUniformItemSizes(True)
        # Ticking is the only choice here; a selection highlight would read as "ticked".
        self.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.itemChanged.connect(self._on_item_changed)

    def set_rows(self, rows: Sequence[CaughtRow], numbered: Callable[[EntryKey], bool]) -> None:
        """Show ``rows``; the list is rebuilt only when its entries change, to keep the focus."""
        shown = tuple((row.key, row.refusal, numbered(row.key)) for row in rows)
        with QSignalBlocker(self):
            if shown != self._shown:
                self._shown = shown
                self.clear()
                for key, refusal, is_numbered in shown:
                    text = pick_text(key, self._noun, numbered=is_numbered)
                    item = QListWidgetItem(text, self)
                    item.setData(KEY_ROLE, key)
                    item.setToolTip(tooltip(refusal or text))
                    flags = Qt.ItemFlag.ItemIsUserCheckable  # greyed while refused
                    if not refusal:
                        flags |= Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                    item.setFlags(flags)
                if self.count() and self.currentRow() < 0:
                    self.setCurrentRow(0)
            for index, row in enumerate(rows):
                ticked = row.ticked and not row.refusal
                self.item(index).setCheckState(
                    Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked
                )
        row_height = self.sizeHintForRow(0) if self.count() else self.fontMetrics().height() + 4
        rows_shown = max(1, min(VISIBLE_ROWS, self.count()))
        self.setFixedHeight(row_height * rows_shown + 2 * self.frameWidth())

    def enabled_keys(self) -> tuple[EntryKey, ...]:
        """The entries the player may tick now: the others keep whatever was wished for them."""
        return tuple(key for key, refusal, _numbered in self._shown if not refusal)

    def caught(self) -> tuple[EntryKey, ...]:
        # The keys are read from the rows shown, the one record of which entry each item is.
        return tuple(
            key
            for index, (key, *_rest) in enumerate(self._shown)
            if self.item(index).checkState() is Qt.CheckState.Checked
        )

    def _on_item_changed(self, _item: QListWidgetItem) -> None:
        self.caught_changed.emit(self.caught())
