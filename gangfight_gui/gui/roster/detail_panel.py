"""The panel beside the roster table: everything about the selected model the table cannot show.

Weapons (their own table), perks, notes, the values printed on the card but unused by the
calculator (MOV, AP), and what the model's size implies under the Basic Rules' size table. Like
the tables, the panel changes the roster only through undo commands, and redraws from the roster
whenever it changes, so undo updates it too.
"""

from __future__ import annotations

from pydantic import ValidationError
from PySide6.QtCore import QEvent, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.roster.delegates import IntEditor, weapons_delegate
from gangfight_gui.gui.roster.table_model import RosterTableModel
from gangfight_gui.gui.roster.undo_commands import (
    AddWeaponCommand,
    RemoveWeaponCommand,
    SetModelFieldCommand,
)
from gangfight_gui.gui.roster.weapons_model import WeaponColumn, WeaponsTableModel
from gangfight_gui.gui.shell import icons
from gangfight_gui.roster.model_spec import ModelSpec, WeaponSpec
from gangfight_gui.roster.readable_errors import readable
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.gangfight.entries import size_facts
from gangfight_gui.rules.gangfight.profile import MARAUDER, SKIRMISHER, WeaponKind
from gangfight_gui.rules.gangfight.sizes import Size

NO_MODEL_TEXT = "Select a model in the table to see its weapons, perks and notes."

PERKS_TOOLTIP = (
    "Perks, separated by commas. The calculator knows two: "
    f"{MARAUDER} (Power Attacks also wound, R18) and "
    f"{SKIRMISHER} (Finesse Attacks also wound, R19); others are printed on the card."
)

CARD_ONLY_FIELDS: dict[str, tuple[str, str]] = {
    "movement": ("Movement (MOV)", "Printed on the card; the calculator does not use it"),
    "action_points": ("Action points (AP)", "Printed on the card; the calculator does not use it"),
    "wounds_taken": (
        "Wounds taken",
        "Wounds the model has already taken; a roster normally starts at 0 (R14)",
    ),
}


def parse_perks(text: str) -> tuple[str, ...]:
    """A comma-separated line as perks (the schema trims and lower-cases them)."""
    return tuple(part.strip() for part in text.split(",") if part.strip())


class WeaponsView(QTableView):
    """The weapons table, where the Delete key removes a weapon rather than the whole model.

    Signals:
        delete_pressed(): Delete was pressed while no cell was being edited.
    """

    delete_pressed = Signal()

    def _takes_delete(self, event: QEvent) -> bool:
        return (
            isinstance(event, QKeyEvent)
            and event.matches(QKeySequence.StandardKey.Delete)
            and self.state() != QAbstractItemView.State.EditingState
        )

    def event(self, event: QEvent) -> bool:
        # Claim the key before the window's "Delete Models" shortcut sees it.
        if event.type() == QEvent.Type.ShortcutOverride and self._takes_delete(event):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._takes_delete(event):
            self.delete_pressed.emit()
            return
        super().keyPressEvent(event)


class ModelDetailPanel(QWidget):
    """Weapons, perks, notes and size facts of the model in one roster-table row.

    Signals:
        edit_refused(str): an edit was not applied because the value is not allowed; says why.
    """

    edit_refused = Signal(str)

    def __init__(self, roster_model: RosterTableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("model_detail")
        self._roster_model = roster_model
        self._row = QPersistentModelIndex()
        self._updating = False

        self.title = QLabel(NO_MODEL_TEXT, self)

        self.title.setTextFormat(Qt.TextFormat.PlainText)  # names (issue 16)
        self.title.setObjectName("model_title")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)

        self.weapons_model = WeaponsTableModel(roster_model, self)
        self.weapons_model.edit_refused.connect(self.edit_refused)
        self.weapons_view = WeaponsView(self)
        self.weapons_view.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.weapons_view.setObjectName("weapons_view")
        self.weapons_view.setModel(self.weapons_model)
        self.weapons_view.setItemDelegate(weapons_delegate(self.weapons_view))
        self.weapons_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.weapons_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.weapons_view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.weapons_view.verticalHeader().hide()
        header = self.weapons_view.horizontalHeader()
        header.setSectionResizeMode(WeaponColumn.NAME, QHeaderView.ResizeMode.Stretch)
        for column in WeaponColumn:
            if column is not WeaponColumn.NAME:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.weapons_view.setMinimumHeight(110)
        self.weapons_view.selectionModel().selectionChanged.connect(
            self._on_weapons_selection_changed
        )

        self.add_weapon_button = QPushButton(icons.icon("add"), "Add weapon", self)
        self.add_weapon_button.setObjectName("add_weapon_button")
        self.add_weapon_button.setToolTip("Give this model a new hand weapon; edit it in the table")
        self.add_weapon_button.clicked.connect(self._on_add_weapon_button_clicked)
        self.remove_weapon_button = QPushButton(icons.icon("delete"), "Remove weapon", self)
        self.remove_weapon_button.setObjectName("remove_weapon_button")
        self.remove_weapon_button.setToolTip("Take the selected weapon away from this model")
        self.remove_weapon_button.clicked.connect(self._on_remove_weapon_button_clicked)
        self.weapons_view.delete_pressed.connect(self._on_remove_weapon_button_clicked)

        weapons_box = QGroupBox("Weapons", self)
        weapon_buttons = QHBoxLayout()
        weapon_buttons.addWidget(self.add_weapon_button)
        weapon_buttons.addWidget(self.remove_weapon_button)
        weapon_buttons.addStretch(1)
        weapons_layout = QVBoxLayout(weapons_box)
        weapons_layout.addWidget(self.weapons_view)
        weapons_layout.addLayout(weapon_buttons)

        self.perks_edit = QLineEdit(self)
        self.perks_edit.setObjectName("perks_edit")
        self.perks_edit.setPlaceholderText(f"e.g. {MARAUDER}, {SKIRMISHER}")
        self.perks_edit.setToolTip(PERKS_TOOLTIP)
        self.perks_edit.editingFinished.connect(self._on_perks_edit_editing_finished)

        self.card_spins: dict[str, QSpinBox] = {}
        values_box = QGroupBox("Perks and card values", self)
        values_form = QFormLayout(values_box)
        values_form.addRow("Perks", self.perks_edit)
        spins_row = QHBoxLayout()
        for field, (label, tooltip) in CARD_ONLY_FIELDS.items():
            spin = IntEditor.for_field(ModelSpec, field).create(self)
            assert isinstance(spin, QSpinBox)
            spin.setObjectName(f"{field}_spin")
            spin.setToolTip(tooltip)
            spin.setKeyboardTracking(False)
            spin.valueChanged.connect(
                lambda value, field=field: self._on_card_spin_value_changed(field, value)
            )
            self.card_spins[field] = spin
            caption = QLabel(label, self)
            caption.setToolTip(tooltip)
            caption.setBuddy(spin)
            spins_row.addWidget(caption)
            spins_row.addWidget(spin)
            spins_row.addSpacing(8)
        spins_row.addStretch(1)
        values_form.addRow(spins_row)

        self.size_box = QGroupBox("What its size means", self)
        self.size_box.setObjectName("size_box")
        self.size_box.setToolTip("Read from the Basic Rules' size table; change the size to change")
        size_form = QFormLayout(self.size_box)
        self.size_labels: dict[str, QLabel] = {}
        for label, _value, tooltip in size_facts(Size.MEDIUM):
            value_label = QLabel(self.size_box)
            value_label.setObjectName(f"size_fact_{label.lower().replace(' ', '_')}")
            value_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            value_label.setToolTip(tooltip)
            caption = QLabel(label, self.size_box)
            caption.setToolTip(tooltip)
            size_form.addRow(caption, value_label)
            self.size_labels[label] = value_label

        self.notes_edit = QPlainTextEdit(self)
        self.notes_edit.setObjectName("notes_edit")
        self.notes_edit.setTabChangesFocus(True)  # Tab goes on to the next control (issue 14)
        self.notes_edit.setPlaceholderText("Notes about this model, printed on its card")
        self.notes_edit.textChanged.connect(self._on_notes_edit_text_changed)
        notes_box = QGroupBox("Notes", self)
        notes_layout = QVBoxLayout(notes_box)
        notes_layout.addWidget(self.notes_edit)

        self._editors: list[QWidget] = [
            weapons_box,
            values_box,
            self.size_box,
            notes_box,
        ]
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(weapons_box, 3)
        layout.addWidget(values_box)
        size_and_notes = QHBoxLayout()
        size_and_notes.addWidget(self.size_box)
        size_and_notes.addWidget(notes_box, 1)
        layout.addLayout(size_and_notes, 2)

        roster_model.roster_changed.connect(self._on_roster_model_roster_changed)
        self._refresh()

    def model_row(self) -> int | None:
        """The roster row shown, or None when no model is selected (or it was deleted)."""
        return self._row.row() if self._row.isValid() else None

    def set_model_row(self, row: int | None) -> None:
        """Show the model in roster row ``row``."""
        if row == self.model_row():
            return
        self._row = (
            QPersistentModelIndex()
            if row is None
            else QPersistentModelIndex(self._roster_model.index(row, 0))
        )
        self.weapons_model.set_model_row(row)
        self._refresh()

    def _model(self) -> ModelSpec | None:
        row = self.model_row()
        return None if row is None else self._roster_model.model_at(row)

    def _refresh(self) -> None:
        """Show the current model's values without echoing them back as edits."""
        model = self._model()
        self._updating = True
        try:
            for widget in self._editors:
                widget.setEnabled(model is not None)
            if model is None:
                self.title.setText(NO_MODEL_TEXT)
                self.perks_edit.clear()
                if self.notes_edit.toPlainText():
                    self.notes_edit.clear()
                for fact_label in self.size_labels.values():
                    fact_label.clear()
                self.size_box.setTitle("What its size means")
                self._update_weapon_buttons()
                return
            self.title.setText(model.name)
            if parse_perks(self.perks_edit.text()) != model.perks or not self.perks_edit.hasFocus():
                self.perks_edit.setText(", ".join(model.perks))
            if self.notes_edit.toPlainText() != model.notes:
                self.notes_edit.setPlainText(model.notes)
            for field, spin in self.card_spins.items():
                spin.setValue(getattr(model, field))
            self.size_box.setTitle(f"What {model.size.value} size means")
            for label, value, _tooltip in size_facts(model.size):
                self.size_labels[label].setText(value)
            self._update_weapon_buttons()
        finally:
            self._updating = False

    def _push_model_field(self, field: str, value: object) -> None:
        row = self.model_row()
        model = self._model()
        if self._updating or row is None or model is None or getattr(model, field) == value:
            return
        document = self._roster_model.document
        try:
            command = SetModelFieldCommand(document, row, field, value)
        except ValidationError as error:
            self.edit_refused.emit(f"{model.name}: {field} {readable(error, ModelSpec).sentence()}")
            self._refresh()
            return
        document.undo_stack.push(command)

    def _update_weapon_buttons(self) -> None:
        has_model = self.model_row() is not None
        self.add_weapon_button.setEnabled(has_model)
        selected = self.weapons_view.selectionModel().selectedRows()
        self.remove_weapon_button.setEnabled(has_model and bool(selected))

    def _on_roster_model_roster_changed(self, roster: Roster) -> None:
        self._refresh()

    def _on_weapons_selection_changed(self) -> None:
        self._update_weapon_buttons()

    def _on_perks_edit_editing_finished(self) -> None:
        self._push_model_field("perks", parse_perks(self.perks_edit.text()))

    def _on_notes_edit_text_changed(self) -> None:
        self._push_model_field("notes", self.notes_edit.toPlainText())

    def _on_card_spin_value_changed(self, field: str, value: int) -> None:
        self._push_model_field(field, value)

    def _on_add_weapon_button_clicked(self) -> None:
        row = self.model_row()
        model = self._model()
        if row is None or model is None:
            return
        taken = {w.name for w in model.weapons}
        name = "New weapon"
        number = 2
        while name in taken:
            name = f"New weapon {number}"
            number += 1
        document = self._roster_model.document
        document.undo_stack.push(
            AddWeaponCommand(document, row, WeaponSpec(name=name, kind=WeaponKind.HAND))
        )
        new_row = self.weapons_model.rowCount() - 1
        index = self.weapons_model.index(new_row, WeaponColumn.NAME)
        self.weapons_view.setCurrentIndex(index)
        self.weapons_view.edit(index)

    def _on_remove_weapon_button_clicked(self) -> None:
        row = self.model_row()
        selected = self.weapons_view.selectionModel().selectedRows()
        if row is None or not selected:
            return
        document = self._roster_model.document
        document.undo_stack.push(RemoveWeaponCommand(document, row, selected[0].row()))
