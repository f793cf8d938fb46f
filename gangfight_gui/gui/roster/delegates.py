"""Editors for table cells: a size or kind as a drop-down, numbers as bounded spin boxes.

The limits come from the schema the files are checked against (``ModelSpec``, ``WeaponSpec``,
whose attributes stop at ``MAX_ATTRIBUTE``), so an editor can never offer a value a file could not
hold. A spin box at its minimum shows a word instead ("none"), for the optional values where 0
means "not given" (a base size, a weapon's range).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import Annotated, Any, get_args, get_origin

import annotated_types
from pydantic import BaseModel
from pydantic.fields import FieldInfo
from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from gangfight_gui.gui.common.spin import StrictSpinBox
from gangfight_gui.gui.roster.table_model import ATTRIBUTE_COLUMNS, COLUMN_FIELDS, Column
from gangfight_gui.gui.roster.weapons_model import KIND_LABELS, WeaponColumn
from gangfight_gui.roster.model_spec import ModelSpec, WeaponSpec
from gangfight_gui.rules.gangfight.profile import WeaponKind
from gangfight_gui.rules.gangfight.sizes import Size

ModelIndex = QModelIndex | QPersistentModelIndex


def _constraints(model: type[BaseModel], field: str) -> list[Any]:
    """The field's constraint objects (``annotated_types.Ge`` and the like), wherever declared:
    on the field, or inside an ``Annotated`` member of an optional type (``Cost | None``)."""
    info = model.model_fields[field]
    found: list[Any] = list(info.metadata)
    for member in get_args(info.annotation):
        if get_origin(member) is Annotated:
            for extra in member.__metadata__:
                found.extend(extra.metadata if isinstance(extra, FieldInfo) else [extra])
    return found


@cache
def field_bounds(model: type[BaseModel], field: str) -> tuple[float, float]:
    """The smallest and largest value the schema allows for ``field`` (a number field).

    An exclusive minimum (``gt=0``) is returned as itself: editors use that value to mean
    "none given". Read from the field's constraints rather than from ``model_json_schema()``,
    which took a tenth of a second to build on the first roster opened.
    """
    low: Any = None
    high: Any = None
    for constraint in _constraints(model, field):
        if isinstance(constraint, annotated_types.Ge | annotated_types.Gt):
            low = constraint.ge if isinstance(constraint, annotated_types.Ge) else constraint.gt
        elif isinstance(constraint, annotated_types.Le | annotated_types.Lt):
            high = constraint.le if isinstance(constraint, annotated_types.Le) else constraint.lt
    if low is None or high is None:
        raise ValueError(f"{model.__name__}.{field} has no bounds in the schema")
    return float(low), float(high)


@dataclass(frozen=True, slots=True)
class IntEditor:
    """A whole number between the schema's bounds."""

    low: int
    high: int
    suffix: str = ""

    @classmethod
    def for_field(cls, model: type[BaseModel], field: str, suffix: str = "") -> IntEditor:
        low, high = field_bounds(model, field)
        return cls(int(low), int(high), suffix)

    def create(self, parent: QWidget) -> QWidget:
        box = StrictSpinBox(parent)
        box.setRange(self.low, self.high)
        box.setSuffix(self.suffix)
        box.setAccelerated(True)
        return box

    def set_value(self, editor: QWidget, value: Any) -> None:
        assert isinstance(editor, QSpinBox)
        editor.setValue(int(value) if value is not None else self.low)
        editor.selectAll()

    def value(self, editor: QWidget) -> Any:
        """The number typed; one out of range is passed on for the model to refuse."""
        assert isinstance(editor, StrictSpinBox)
        return editor.typed_value()


@dataclass(frozen=True, slots=True)
class FloatEditor:
    """A decimal number; the minimum shows ``none_text`` and stands for "not given"."""

    low: float
    high: float
    suffix: str
    none_text: str
    decimals: int = 1

    @classmethod
    def for_field(
        cls, model: type[BaseModel], field: str, suffix: str, none_text: str
    ) -> FloatEditor:
        low, high = field_bounds(model, field)
        return cls(low, high, suffix, none_text)

    def create(self, parent: QWidget) -> QWidget:
        box = QDoubleSpinBox(parent)
        box.setDecimals(self.decimals)
        box.setRange(self.low, self.high)
        box.setSingleStep(1.0)
        box.setSuffix(self.suffix)
        box.setSpecialValueText(self.none_text)
        box.setAccelerated(True)
        return box

    def set_value(self, editor: QWidget, value: Any) -> None:
        assert isinstance(editor, QDoubleSpinBox)
        editor.setValue(float(value) if value is not None else self.low)
        editor.selectAll()

    def value(self, editor: QWidget) -> Any:
        assert isinstance(editor, QDoubleSpinBox)
        editor.interpretText()
        return None if editor.value() <= self.low else editor.value()


@dataclass(frozen=True, slots=True)
class ChoiceEditor:
    """One of an enumeration's members, shown by label, stored by value."""

    choices: tuple[tuple[str, str], ...]
    """(label, value) pairs in the order offered."""

    @classmethod
    def for_enum(cls, members: list[Enum], labels: dict[Any, str] | None = None) -> ChoiceEditor:
        names = labels or {}
        return cls(tuple((names.get(m, str(m.value).capitalize()), str(m.value)) for m in members))

    def create(self, parent: QWidget) -> QWidget:
        box = QComboBox(parent)
        for label, value in self.choices:
            box.addItem(label, value)
        return box

    def set_value(self, editor: QWidget, value: Any) -> None:
        assert isinstance(editor, QComboBox)
        position = editor.findData(str(value))
        editor.setCurrentIndex(max(position, 0))

    def value(self, editor: QWidget) -> Any:
        assert isinstance(editor, QComboBox)
        return editor.currentData()


CellEditor = IntEditor | FloatEditor | ChoiceEditor


class FieldDelegate(QStyledItemDelegate):
    """Edits each column with the editor given for it; other columns get Qt's default."""

    def __init__(self, editors: dict[int, CellEditor], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._editors = editors

    def editor_for(self, column: int) -> CellEditor | None:
        return self._editors.get(column)

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: ModelIndex
    ) -> QWidget:
        spec = self._editors.get(index.column())
        if spec is None:
            return super().createEditor(parent, option, index)
        editor = spec.create(parent)
        editor.setAutoFillBackground(True)
        if isinstance(editor, QComboBox):
            # One selection commits at once, like a menu, instead of waiting for focus to leave.
            editor.activated.connect(lambda _position: self._commit_and_close(editor))
        return editor

    def setEditorData(self, editor: QWidget, index: ModelIndex) -> None:
        spec = self._editors.get(index.column())
        if spec is None:
            super().setEditorData(editor, index)
            return
        spec.set_value(editor, index.data(Qt.ItemDataRole.EditRole))

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: ModelIndex) -> None:
        spec = self._editors.get(index.column())
        if spec is None:
            super().setModelData(editor, model, index)
            return
        model.setData(index, spec.value(editor), Qt.ItemDataRole.EditRole)

    def _commit_and_close(self, editor: QWidget) -> None:
        self.commitData.emit(editor)
        self.closeEditor.emit(editor, QStyledItemDelegate.EndEditHint.NoHint)


def roster_delegate(parent: QObject | None = None) -> FieldDelegate:
    """The editors of the roster table (names keep Qt's line edit)."""
    editors: dict[int, CellEditor] = {
        Column.SIZE: ChoiceEditor.for_enum(list(Size)),
        Column.BASE: FloatEditor.for_field(ModelSpec, "base_mm", " mm", "none"),
        Column.COST: IntEditor.for_field(ModelSpec, "cost", " pts"),
    }
    for column in ATTRIBUTE_COLUMNS:
        editors[column] = IntEditor.for_field(ModelSpec, COLUMN_FIELDS[column])
    return FieldDelegate(editors, parent)


def weapons_delegate(parent: QObject | None = None) -> FieldDelegate:
    """The editors of a model's weapons table."""
    editors: dict[int, CellEditor] = {
        WeaponColumn.KIND: ChoiceEditor.for_enum(list(WeaponKind), dict(KIND_LABELS)),
        WeaponColumn.DAMAGE_BONUS: IntEditor.for_field(WeaponSpec, "damage_bonus"),
        WeaponColumn.RANGE: FloatEditor.for_field(WeaponSpec, "range", '"', "none"),
        WeaponColumn.COST: IntEditor.for_field(WeaponSpec, "cost", " pts"),
    }
    return FieldDelegate(editors, parent)
