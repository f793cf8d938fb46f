"""Picking a model from any open roster: a combo grouped under each roster's name.

The closed combo reads "Orc Braves › Orc Brave", so the pick is clear however many gangs are open;
the list shows each roster as a bold heading with its models under it. Headings cannot be picked,
and the arrow keys step over them.
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

from gangfight_gui.gui.combat.builder.form import ModelKey

KEY_ROLE = Qt.ItemDataRole.UserRole + 1
"""The item's ModelKey; None on a roster heading."""
NAME_ROLE = Qt.ItemDataRole.UserRole + 2
"""The model's name alone, shown in the list under its roster's heading."""

SEPARATOR = " \u203a "
INDENT = "\u2003"

Groups = tuple[tuple[str, tuple[str, ...]], ...]
ModelIndex = QModelIndex | QPersistentModelIndex


def pick_text(key: ModelKey) -> str:
    """ "Orc Braves › Orc Brave": a pick with the gang it comes from."""
    return f"{key[0]}{SEPARATOR}{key[1]}"


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

    A QStandardItemModel would build an item per model, for both pickers, on every roster
    change: most of the time of opening a 10,000-model roster. Here a change costs one list of
    rows, and Qt asks only for the rows it shows.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, str | None]] = []
        self._positions: dict[ModelKey, int] = {}

    def set_groups(self, groups: Groups) -> None:
        self.beginResetModel()
        self._rows = []
        self._positions = {}
        for label, names in groups:
            self._rows.append((label, None))
            for name in names:
                self._positions.setdefault((label, name), len(self._rows))
                self._rows.append((label, name))
        self.endResetModel()

    def position(self, key: ModelKey | None) -> int:
        """The row of ``key``, or -1."""
        return -1 if key is None else self._positions.get(key, -1)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        label, name = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return label if name is None else pick_text((label, name))
        if role == KEY_ROLE:
            return None if name is None else (label, name)
        if role == NAME_ROLE:
            return name
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid() or self._rows[index.row()][1] is None:
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class ModelPicker(QComboBox):
    """A model of an open roster, by (roster label, model name).

    Signals:
        model_picked(object): the player picked a model; carries its ModelKey. Not emitted when
            the list is filled or a pick is set from code.
    """

    model_picked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._groups: Groups = ()
        self._model = _GroupsModel(self)
        self.setModel(self._model)
        self.setItemDelegate(_GroupedDelegate(self))
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(22)
        self.currentIndexChanged.connect(self._on_current_index_changed)

    def set_groups(self, groups: Groups) -> None:
        """Fill the list with each roster's models; the pick is kept if it is still there."""
        if groups == self._groups:
            return
        key = self.current_key()
        self._groups = groups
        with QSignalBlocker(self):
            self._model.set_groups(groups)
            self._select(key)

    def current_key(self) -> ModelKey | None:
        key = self.currentData(KEY_ROLE)
        return (str(key[0]), str(key[1])) if key is not None else None

    def set_current_key(self, key: ModelKey | None) -> None:
        """Show ``key`` as the pick, without emitting model_picked."""
        with QSignalBlocker(self):
            self._select(key)

    def _select(self, key: ModelKey | None) -> None:
        position = self._model.position(key)
        if position != self.currentIndex():
            self.setCurrentIndex(position)

    def _on_current_index_changed(self, _index: int) -> None:
        key = self.current_key()
        if key is not None:
            self.model_picked.emit(key)
