"""The rolls made this session, newest first, each replayable from its seed or its typed dice."""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, Signal, Slot
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QSizePolicy, QVBoxLayout, QWidget

from gangfight_gui.gui.combat.roll.records import RollRecord
from gangfight_gui.gui.common.named_widgets import NO_MARGINS, lay_out, named
from gangfight_gui.gui.common.plain_text import tooltip

MAX_ROLLS = 200
"""Older rolls fall off the end; a session rarely needs more to settle a dispute."""
ROWS_SHOWN = 3
"""Rows in view; the list scrolls for more."""
RECORD_ROLE = Qt.ItemDataRole.UserRole + 1


def record_text(number: int, record: RollRecord, summary: str) -> str:
    return f"#{number} · {record.how} · {record.title} · {summary}"


class RollHistory(QWidget):
    """A list of past rolls, newest first; picking one asks for it to be shown again.

    Signals:
        roll_selected(RollRecord): a roll of the list was picked by the player.
    """

    roll_selected = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._count = 0
        self.list = named(QListWidget(self), "roll_history_list")
        self.list.setAlternatingRowColors(True)
        self.list.setWordWrap(False)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setUniformItemSizes(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setToolTip("Rolls made this session; pick one to see it again")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        lay_out(QVBoxLayout(self), self.list, margins=NO_MARGINS)
        self.list.itemClicked.connect(self._on_list_item_clicked)
        self.list.itemActivated.connect(self._on_list_item_clicked)
        self._fit()

    def _fit(self) -> None:
        """Exactly ``ROWS_SHOWN`` rows high."""
        row = self.list.sizeHintForRow(0)
        if row <= 0:  # no row yet: as high as a line of text
            row = self.list.fontMetrics().height() + 6
        self.list.setFixedHeight(ROWS_SHOWN * row + 2 * self.list.frameWidth())

    def records(self) -> list[RollRecord]:
        """Newest first."""
        return [self.list.item(row).data(RECORD_ROLE) for row in range(self.list.count())]

    def texts(self) -> list[str]:
        return [self.list.item(row).text() for row in range(self.list.count())]

    def add(self, record: RollRecord, summary: str) -> None:
        """Put a new roll on top and mark it as the one shown (without replaying it)."""
        self._count += 1
        text = record_text(self._count, record, summary)
        item = QListWidgetItem(text)
        item.setData(RECORD_ROLE, record)
        item.setToolTip(tooltip(f"{text}\n{record.command}"))
        self.list.insertItem(0, item)
        while self.list.count() > MAX_ROLLS:
            self.list.takeItem(self.list.count() - 1)
        with QSignalBlocker(self.list):
            self.list.setCurrentRow(0)
        if self.list.count() == 1:
            self._fit()

    def select(self, row: int) -> None:
        """Pick the roll at ``row`` as the player would (the newest is 0)."""
        item = self.list.item(row)
        if item is not None:
            self.list.setCurrentItem(item)
            self._on_list_item_clicked(item)

    @Slot(QListWidgetItem)
    def _on_list_item_clicked(self, item: QListWidgetItem) -> None:
        record = item.data(RECORD_ROLE)
        if isinstance(record, RollRecord):
            self.roll_selected.emit(record)
