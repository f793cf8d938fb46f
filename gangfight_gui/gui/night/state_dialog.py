"""Setting an entry's state by hand: a fighter stands up, a marker is removed, a casualty undone.

One control per state field of the game (``FieldSpec.state``), by its kind: a number, a yes/no
box, a menu of the field's choices; "no value" for an optional number. The values are checked by
the battle model (``Battle.edit_state``, the field's range), which logs the edit with the
player's note; the dock makes it one undoable step.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.roster.night.battle import Battle, EntryRef, state_fields
from gangfight_gui.rules.engine.limits import MAX_NOTES_CHARS
from gangfight_gui.rules.game import FieldSpec

LARGEST = 999_999
"""A state number's top where its field sets none."""


class StateDialog(QDialog):
    """The state fields of one entry, to set by hand, and a note for the log."""

    def __init__(self, battle: Battle, ref: EntryRef, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("battle_state_dialog")
        name = battle.name_of(ref)
        self.setWindowTitle(f"Edit the state of {name}")
        self._specs = state_fields(battle.rules)
        self._controls: dict[str, QWidget] = {}
        heading = QLabel(f"{name}: {battle.entry_state(ref).summary or 'ready'}", self)
        heading.setTextFormat(Qt.TextFormat.PlainText)
        heading.setWordWrap(True)
        form = QFormLayout()
        state = battle.state(ref)
        for spec in self._specs:
            control = self._control(spec, state.get(spec.key))
            control.setObjectName(f"state_{spec.key}")
            if spec.help:
                control.setToolTip(spec.help)
            self._controls[spec.key] = control
            form.addRow(f"{spec.label}:", control)
        self.note = QLineEdit(self)
        self.note.setObjectName("state_note")
        self.note.setMaxLength(MAX_NOTES_CHARS)
        self.note.setPlaceholderText("Why, for the log (stood up, rallied…)")
        form.addRow("Note:", self.note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(heading)
        column.addLayout(form)
        column.addWidget(buttons)

    def _control(self, spec: FieldSpec, value: object) -> QWidget:
        if spec.kind.ticked:
            box = QCheckBox(self)
            box.setChecked(bool(value))
            return box
        if spec.kind.chosen:
            combo = QComboBox(self)
            for choice in spec.choices:
                combo.addItem(spec.label_of(choice), choice)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            return combo
        spin = QSpinBox(self)
        low = spec.minimum if spec.minimum is not None else 0
        high = spec.maximum if spec.maximum is not None else LARGEST
        if spec.kind.optional:
            spin.setRange(low - 1, high)
            spin.setSpecialValueText(spec.blank)  # the lowest value stands for none
            spin.setValue(value if isinstance(value, int) else low - 1)
        else:
            spin.setRange(low, high)
            spin.setValue(value if isinstance(value, int) else low)
        return spin

    def values(self) -> Mapping[str, Any]:
        """The state fields as set in the dialog."""
        found: dict[str, Any] = {}
        for spec in self._specs:
            control = self._controls[spec.key]
            if isinstance(control, QCheckBox):
                found[spec.key] = control.isChecked()
            elif isinstance(control, QComboBox):
                found[spec.key] = control.currentData()
            elif isinstance(control, QSpinBox):
                value = control.value()
                optional = spec.kind.optional
                found[spec.key] = None if optional and value == control.minimum() else value
        return found

    def set_value(self, key: str, value: object) -> None:
        """Set one field's control (as the player would)."""
        control = self._controls[key]
        if isinstance(control, QCheckBox):
            control.setChecked(bool(value))
        elif isinstance(control, QComboBox):
            control.setCurrentIndex(control.findData(value))
        elif isinstance(control, QSpinBox):
            control.setValue(control.minimum() if value is None else int(str(value)))
