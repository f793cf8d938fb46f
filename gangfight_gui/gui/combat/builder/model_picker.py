"""Picking a model from any open roster: a combo grouped under each roster's name.

The closed combo reads "Orc Braves › Orc Brave", so the pick is clear however many gangs are open;
the list shows each roster as a bold heading with its models under it. Headings cannot be picked,
and the arrow keys step over them.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QPalette, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from gangfight_gui.gui.combat.builder.form import ModelKey

KEY_ROLE = Qt.ItemDataRole.UserRole + 1
"""The item's ModelKey; None on a roster heading."""
NAME_ROLE = Qt.ItemDataRole.UserRole + 2
"""The model's name alone, shown in the list under its roster's heading."""

SEPARATOR = " \u203a "
INDENT = "\u2003"

Groups = tuple[tuple[str, tuple[str, ...]], ...]


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
        self._model = QStandardItemModel(self)
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
            self._model.clear()
            for label, names in groups:
                heading = QStandardItem(label)
                heading.setFlags(Qt.ItemFlag.NoItemFlags)
                heading.setData(None, KEY_ROLE)
                self._model.appendRow(heading)
                for name in names:
                    item = QStandardItem(pick_text((label, name)))
                    item.setData((label, name), KEY_ROLE)
                    item.setData(name, NAME_ROLE)
                    self._model.appendRow(item)
            self._select(key)

    def current_key(self) -> ModelKey | None:
        key = self.currentData(KEY_ROLE)
        return (str(key[0]), str(key[1])) if key is not None else None

    def set_current_key(self, key: ModelKey | None) -> None:
        """Show ``key`` as the pick, without emitting model_picked."""
        with QSignalBlocker(self):
            self._select(key)

    def _select(self, key: ModelKey | None) -> None:
        for row in range(self._model.rowCount()):
            data = self._model.item(row).data(KEY_ROLE)
            if data is not None and tuple(data) == key:
                self.setCurrentIndex(row)
                return
        self.setCurrentIndex(-1)

    def _on_current_index_changed(self, _index: int) -> None:
        key = self.current_key()
        if key is not None:
            self.model_picked.emit(key)
