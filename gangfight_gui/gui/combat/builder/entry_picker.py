"""Picking an entry from any open roster of the game: a combo grouped under each roster's name
("Orc Braves › Orc Brave" when closed).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSignalBlocker,
    Qt,
    Signal,
)
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QComboBox, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from gangfight_gui.gui.combat.builder.entries import Catalogue, Groups, entry_text, pick_text
from gangfight_gui.gui.combat.fight import EntryKey
from gangfight_gui.gui.common.elided import ElidedComboBox

KEY_ROLE = Qt.ItemDataRole.UserRole + 1
"""The item's EntryKey; None on a roster heading. The picker itself reads keys with ``key_at``,
straight from its rows."""
NAME_ROLE = Qt.ItemDataRole.UserRole + 2
"""The entry's name alone, shown in the list under its roster's heading."""

INDENT = "\u2003"
PICK_CHARACTERS = 14
"""The least a picker shows of "Roster › Entry" before eliding it (the whole in its tooltip):
the builder fits a dock narrower than half a laptop's screen."""

ModelIndex = QModelIndex | QPersistentModelIndex


class _GroupedDelegate(QStyledItemDelegate):
    """Draws roster headings bold (not greyed, though they cannot be picked), models indented."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if index.data(KEY_ROLE) is None:
            option.font.setBold(True)
            option.state |= QStyle.StateFlag.State_Enabled
            palette: QPalette = option.palette
            palette.setColor(
                QPalette.ColorGroup.Disabled,
                QPalette.ColorRole.Text,
                palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Text),
            )
        else:
            option.text = INDENT + str(index.data(NAME_ROLE))


class _GroupsModel(QAbstractListModel):
    """Each roster's heading followed by its models, answered from the groups on demand.

    A QStandardItemModel would build an item per entry, for both pickers, on every roster
    change: most of the time of opening a 10,000-entry roster. Here a change costs one list of
    rows, and Qt asks only for the rows it shows.
    """

    def __init__(self, noun: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._noun = noun
        self._rows: list[EntryKey | str] = []
        """A roster heading (its label) or an entry."""
        self._starts: dict[str, int] = {}
        """The row of each roster's first entry."""
        self._catalogue = Catalogue()

    def set_catalogue(self, catalogue: Catalogue) -> None:
        self.beginResetModel()
        self._rows = []
        self._starts = {}
        self._catalogue = catalogue
        for label, names in catalogue.groups:
            self._rows.append(label)
            self._starts.setdefault(label, len(self._rows))
            self._rows.extend(EntryKey(label, name, index) for index, name in enumerate(names))
        self.endResetModel()

    def position(self, key: EntryKey | None) -> int:
        """The row of ``key`` (by its roster and place), or -1."""
        if key is None or key.place is None or key.roster not in self._starts:
            return -1
        row = self._starts[key.roster] + key.place
        return row if row < len(self._rows) and self._rows[row] == key else -1

    def key_at(self, row: int) -> EntryKey | None:
        """The entry on ``row``; None on a heading or outside the list."""
        shown = self._rows[row] if 0 <= row < len(self._rows) else None
        return shown if isinstance(shown, EntryKey) else None

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        shown = self._rows[index.row()]
        key = shown if isinstance(shown, EntryKey) else None
        if key is None:
            return shown if role == Qt.ItemDataRole.DisplayRole else None
        numbered = self._catalogue.numbered(key)
        if role == Qt.ItemDataRole.DisplayRole:
            return pick_text(key, self._noun, numbered=numbered)
        if role == KEY_ROLE:
            return key
        if role == NAME_ROLE:
            return entry_text(key, self._noun, numbered=numbered)
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid() or self.key_at(index.row()) is None:
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class EntryPicker(ElidedComboBox):
    """An entry of an open roster, by its EntryKey (roster label, name and place); the arrow
    keys step over the rosters' headings.

    Signals:
        entry_picked(object): the player picked an entry; carries its EntryKey. Not emitted when
            the list is filled or a pick is set from code.
    """

    entry_picked = Signal(object)

    def __init__(self, noun: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._groups: Groups = ()
        self._model = _GroupsModel(noun, self)
        self.setModel(self._model)
        self.setItemDelegate(_GroupedDelegate(self))
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(PICK_CHARACTERS)
        self.currentIndexChanged.connect(self._on_current_index_changed)

    def set_catalogue(self, catalogue: Catalogue) -> None:
        """Fill the list with each open roster's models; the pick is kept if it is still
        there."""
        if catalogue.groups == self._groups:
            return
        key = self.current_key()
        self._groups = catalogue.groups
        with QSignalBlocker(self):
            self._model.set_catalogue(catalogue)
            self._select(key)

    def current_key(self) -> EntryKey | None:
        return self._model.key_at(self.currentIndex())

    def key_at(self, row: int) -> EntryKey | None:
        """The entry on ``row`` of the list; None on a roster's heading."""
        return self._model.key_at(row)

    def set_current_key(self, key: EntryKey | None) -> None:
        """Show ``key`` as the pick, without emitting entry_picked."""
        with QSignalBlocker(self):
            self._select(key)

    def _select(self, key: EntryKey | None) -> None:
        position = self._model.position(key)
        if position != self.currentIndex():
            self.setCurrentIndex(position)

    def _on_current_index_changed(self, _index: int) -> None:
        key = self.current_key()
        if key is not None:
            self.entry_picked.emit(key)
