"""Editors for fields of any game: each its kind's (``gui/common/kind_editors.py``), bounded by
the field's spec; a true-or-false field is a check box in the cell itself."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QObject, Qt
from PySide6.QtGui import QBrush, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from gangfight_gui.gui.common.kind_editors import editor_of
from gangfight_gui.gui.common.spin import StrictSpinBox
from gangfight_gui.gui.roster import fields
from gangfight_gui.gui.roster.table_model import ModelIndex
from gangfight_gui.rules.game import FieldSpec

SELECTED_FRAME = 2
"""The width of the frame that marks a selected tinted cell."""


@dataclass(frozen=True, slots=True)
class FieldEditor:
    """The editor of one field (its kind's, ``editor_of``), with the field's tooltip; the same for
    the roster table, the weapons table and the detail panel's form, so a limit reads the same
    everywhere and an editor never offers a value a file could not hold."""

    spec: FieldSpec

    def create(self, parent: QWidget) -> QWidget:
        editor = editor_of(self.spec).make(self.spec, parent)
        editor.setToolTip(fields.field_tooltip(self.spec))
        return editor

    def set_value(self, editor: QWidget, value: Any, *, select: bool = True) -> None:
        """Show ``value`` in ``editor``; ``select``: its text selected, to type over (a cell)."""
        editor_of(self.spec).show(editor, self.spec, value)
        if select and isinstance(editor, QAbstractSpinBox):
            editor.selectAll()

    def value(self, editor: QWidget) -> Any:
        """What the editor holds, as the field's value; a number typed out of range as typed."""
        typed = editor.typed_out_of_range() if isinstance(editor, StrictSpinBox) else None
        return editor_of(self.spec).read(editor, self.spec) if typed is None else typed


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
        if found is None or editor_of(found.spec).own_label:
            return super().createEditor(parent, option, index)
        editor = found.create(parent)
        editor.setAutoFillBackground(True)
        if isinstance(editor, QComboBox):
            # One selection commits at once, like a menu, instead of waiting for focus to leave.
            editor.activated.connect(lambda _position: self._commit_and_close(editor))
        return editor

    def updateEditorGeometry(
        self, editor: QWidget, option: QStyleOptionViewItem, index: ModelIndex
    ) -> None:
        """The cell's rectangle, widened to the editor's least width where the column is
        narrower (a strength's box in its one-letter column showed only its arrows), kept
        within the table's viewport."""
        super().updateEditorGeometry(editor, option, index)
        rect = editor.geometry()
        rect.setWidth(max(rect.width(), editor.minimumSizeHint().width()))
        viewport = editor.parentWidget()
        if viewport is not None and rect.right() >= viewport.width():
            rect.moveRight(max(viewport.width() - 1, rect.width() - 1))
        editor.setGeometry(rect)

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


def edit_in_cells(
    view: QTableView, spec_role: int, selection: QAbstractItemView.SelectionMode
) -> None:
    """``view`` edited cell by cell, each with its field's editor (``FieldDelegate``): rows
    selected whole, a double-click or a key starts an edit, Tab leaves the table (the arrows
    move in it)."""
    view.setTabKeyNavigation(False)
    view.setItemDelegate(FieldDelegate(spec_role, view))
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(selection)
    view.setEditTriggers(
        QAbstractItemView.EditTrigger.DoubleClicked
        | QAbstractItemView.EditTrigger.EditKeyPressed
        | QAbstractItemView.EditTrigger.AnyKeyPressed
    )
    view.setWordWrap(False)
