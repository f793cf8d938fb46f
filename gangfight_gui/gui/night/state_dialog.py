"""Setting an entry's state by hand: a fighter stands up, a marker is removed, a casualty undone."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.common.kind_editors import Use, editor_of
from gangfight_gui.gui.common.named_widgets import lay_out, named, text_label
from gangfight_gui.roster.night.battle import Battle, EntryRef, state_fields
from gangfight_gui.rules.engine.limits import MAX_NOTES_CHARS
from gangfight_gui.rules.game import FieldSpec

LARGEST = 999_999
"""A state number's top where its field sets none."""
NOTE_HINT = "Why, for the log (stood up, rallied…)"
NOTE_MARGIN = 3
"""Pixels a line edit keeps clear each side of its text, and one to spare."""


class StateDialog(QDialog):
    """The state fields of one entry, to set by hand, and a note for the log; the battle model
    checks the values (``Battle.edit_state``) and the dock makes the edit one undoable step."""

    def __init__(self, battle: Battle, ref: EntryRef, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("battle_state_dialog")
        name = battle.name_of(ref)
        self.setWindowTitle(f"Edit the state of {name}")
        self._specs = state_fields(battle.rules)
        self._controls: dict[str, QWidget] = {}
        heading = text_label(self, text=f"{name}: {battle.entry_state(ref).summary or 'ready'}")
        form = QFormLayout()
        state = battle.state(ref)
        for spec in self._specs:
            control = named(
                self._control(spec, state.get(spec.key)), f"state_{spec.key}", spec.help
            )
            self._controls[spec.key] = control
            form.addRow(f"{spec.label}:", control)
        tip = "A note for the battle's log: why the state was set by hand"
        self.note = named(QLineEdit(self), "state_note", tip)
        self.note.setMaxLength(MAX_NOTES_CHARS)
        self.note.setPlaceholderText(NOTE_HINT)
        # Its hint whole: the dialog is otherwise only as wide as its number boxes.
        frame = self.note.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth)
        hint_width = self.note.fontMetrics().horizontalAdvance(NOTE_HINT)
        self.note.setMinimumWidth(hint_width + 2 * (frame + NOTE_MARGIN))
        form.addRow("Note:", self.note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay_out(QVBoxLayout(self), heading, form, buttons)

    def _control(self, spec: FieldSpec, value: object) -> QWidget:
        editor = editor_of(spec)
        control = editor.make(spec, self, Use(ends=(0, LARGEST)))
        editor.show(control, spec, value)
        return control

    def values(self) -> Mapping[str, Any]:
        """The state fields as set in the dialog."""
        return {
            spec.key: editor_of(spec).read(self._controls[spec.key], spec) for spec in self._specs
        }

    def set_value(self, key: str, value: object) -> None:
        """Set one field's control (as the player would)."""
        spec = next(spec for spec in self._specs if spec.key == key)
        editor_of(spec).show(self._controls[key], spec, value)
