"""Editors for fields of any game, chosen by the field's kind, bounded by the field's spec.

A whole number is a spin box over the spec's range (an optional one shows "–" below it, for
none), a decimal a decimal spin box, a choice a drop-down of the spec's labels, a text or a list a
line edit as long as the field takes; a true-or-false field is a check box in the cell itself.
The same editors serve the roster table, the weapons table and the detail panel's form, so a
limit is offered the same everywhere and an editor never offers a value a file could not hold.
A number typed beyond the range is handed on, never changed, for the roster to refuse with the
field's limits (``StrictSpinBox``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QPainter, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QLineEdit,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from gangfight_gui.gui.common.spin import StrictSpinBox
from gangfight_gui.gui.roster import fields
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.kinds import longest_text, unit_text

ModelIndex = QModelIndex | QPersistentModelIndex

UNBOUNDED = 999_999
"""A spin box needs ends: a field without one (a Necromunda S) stops here, far past any use."""

AUTO_TEXT = "auto"
SELECTED_FRAME = 2
"""The width of the frame that marks a selected tinted cell."""


@dataclass(frozen=True, slots=True)
class FieldEditor:
    """The editor of one field: made, filled and read back by the field's kind."""

    spec: FieldSpec

    @property
    def low(self) -> int:
        """The spin box's lowest value: the spec's minimum, or one below it standing for none
        (or "auto") where the field may be empty (an exclusive minimum, which no value takes,
        stands for none itself: a base of 0 mm is no base given)."""
        spec = self.spec
        low = spec.minimum if spec.minimum is not None else -UNBOUNDED
        if self._has_special() and not spec.exclusive_minimum:
            return low - 1
        return low

    @property
    def high(self) -> int:
        return self.spec.maximum if self.spec.maximum is not None else UNBOUNDED

    def _has_special(self) -> bool:
        return self.spec.kind.optional or self.spec.kind.automatic

    def create(self, parent: QWidget) -> QWidget:
        spec = self.spec
        kind = spec.kind
        if kind.whole:
            box = StrictSpinBox(parent)
            box.setRange(self.low, self.high)
            if self._has_special():
                box.setSpecialValueText(AUTO_TEXT if kind.automatic else spec.blank)
            box.setSuffix(unit_text(spec))
            box.setAccelerated(True)
            box.setToolTip(fields.field_tooltip(spec))
            return box
        if kind.number:
            decimal = QDoubleSpinBox(parent)
            decimal.setDecimals(1)
            decimal.setRange(float(self.low), float(self.high))
            decimal.setSingleStep(1.0)
            if self._has_special():
                decimal.setSpecialValueText(spec.blank)
            decimal.setSuffix(unit_text(spec))
            decimal.setAccelerated(True)
            decimal.setToolTip(fields.field_tooltip(spec))
            return decimal
        if kind.chosen:
            combo = QComboBox(parent)
            for choice in spec.choices:
                combo.addItem(spec.label_of(choice), choice)
            combo.setToolTip(fields.field_tooltip(spec))
            return combo
        line = QLineEdit(parent)
        if not kind.listed:
            line.setMaxLength(longest_text(spec))
        else:
            line.setPlaceholderText("separated by commas")
        line.setToolTip(fields.field_tooltip(spec))
        return line

    def set_value(self, editor: QWidget, value: Any, *, select: bool = True) -> None:
        """Show ``value`` in ``editor``; ``select``: its text selected, to type over (a cell)."""
        if isinstance(editor, StrictSpinBox):
            special = value is None or value == AUTO_TEXT
            editor.setValue(editor.minimum() if special else int(value))
            editor.forget_typed()
            if select:
                editor.selectAll()
        elif isinstance(editor, QDoubleSpinBox):
            editor.setValue(editor.minimum() if value is None else float(value))
            if select:
                editor.selectAll()
        elif isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(editor.findData(value), 0))
        elif isinstance(editor, QLineEdit):
            editor.setText("" if value is None else str(fields.edit_value(self.spec, value)))

    def value(self, editor: QWidget) -> Any:
        """What the editor holds, as the field's value; a number typed out of range as typed."""
        if isinstance(editor, StrictSpinBox):
            text = editor.lineEdit().text().strip()
            typed = editor.typed_value()
            if (
                self._has_special()
                and typed == self.low
                and text in ("", editor.specialValueText())
            ):
                return AUTO_TEXT if self.spec.kind.automatic else None
            return typed
        if isinstance(editor, QDoubleSpinBox):
            editor.interpretText()
            if self._has_special() and editor.value() <= self.low:
                return None
            return editor.value()
        if isinstance(editor, QComboBox):
            return editor.currentData()
        if isinstance(editor, QLineEdit):
            return editor.text()
        return None


class FieldDelegate(QStyledItemDelegate):
    """Edits each cell with the editor of its column's field (the model's ``SPEC_ROLE``).

    A cell the model tints (a fault) keeps its tint when its row is selected, the selection
    then drawn as a frame: the selection's fill would hide the very cell a player selected the
    row to mend."""

    def __init__(self, spec_role: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._spec_role = spec_role

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        if not selected or not isinstance(index.data(Qt.ItemDataRole.BackgroundRole), QBrush):
            super().paint(painter, option, index)
            return
        shown = QStyleOptionViewItem(option)
        shown.state &= ~QStyle.StateFlag.State_Selected
        super().paint(painter, shown, index)
        painter.save()
        highlight = option.palette.highlight().color()
        painter.setPen(QPen(highlight, SELECTED_FRAME))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        rect = option.rect.adjusted(1, 1, -1, -1)
        painter.drawRect(rect)
        painter.restore()

    def editor_for(self, index: ModelIndex) -> FieldEditor | None:
        spec = index.data(self._spec_role)
        return FieldEditor(spec) if isinstance(spec, FieldSpec) else None

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: ModelIndex
    ) -> QWidget:
        found = self.editor_for(index)
        if found is None or found.spec.kind.ticked:
            return super().createEditor(parent, option, index)
        editor = found.create(parent)
        editor.setAutoFillBackground(True)
        if isinstance(editor, QComboBox):
            # One selection commits at once, like a menu, instead of waiting for focus to leave.
            editor.activated.connect(lambda _position: self._commit_and_close(editor))
        return editor

    def setEditorData(self, editor: QWidget, index: ModelIndex) -> None:
        found = self.editor_for(index)
        if found is None:
            super().setEditorData(editor, index)
            return
        found.set_value(editor, index.data(Qt.ItemDataRole.EditRole))

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: ModelIndex) -> None:
        found = self.editor_for(index)
        if found is None:
            super().setModelData(editor, model, index)
            return
        model.setData(index, found.value(editor), Qt.ItemDataRole.EditRole)

    def _commit_and_close(self, editor: QWidget) -> None:
        self.commitData.emit(editor)
        self.closeEditor.emit(editor, QStyledItemDelegate.EndEditHint.NoHint)
