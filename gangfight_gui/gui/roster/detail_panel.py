"""The panel beside the roster table: everything about the selected entry the table cannot show
(what the game says of it, its weapons, its fields that are not columns, its notes)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.common import icons
from gangfight_gui.gui.common.named_widgets import button, font_of, lay_out, named, text_label
from gangfight_gui.gui.roster.clipboard import unique_name
from gangfight_gui.gui.roster.column_widths import fit_columns
from gangfight_gui.gui.roster.delegates import edit_in_cells
from gangfight_gui.gui.roster.field_form import FieldForm, show_notes, text_line
from gangfight_gui.gui.roster.table_model import SPEC_ROLE, RosterTableModel, table_specs
from gangfight_gui.gui.roster.undo_commands import AddWeaponCommand, RemoveWeaponCommand
from gangfight_gui.gui.roster.weapons_model import WeaponsTableModel
from gangfight_gui.roster.roster import NAME_KEY, NOTES_KEY, Entry, new_weapon
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.game import FieldSpec

NEW_WEAPON_NAME = "New weapon"
NOTES_LINES = 4
"""The notes boxes show this many lines before they scroll."""


def no_entry_text(noun: str) -> str:
    return f"Select a {noun} in the table to see its weapons, its other fields and its notes."


def form_specs(specs: tuple[FieldSpec, ...]) -> tuple[FieldSpec, ...]:
    """An entry's or a weapon's fields edited in the panel's form: those that are not table
    columns (nor the name, nor the notes, which have a box of their own)."""
    shown = set(table_specs(specs))
    return tuple(
        spec for spec in specs if spec not in shown and spec.key not in (NAME_KEY, NOTES_KEY)
    )


class WeaponsView(QTableView):
    """The weapons table, where the Delete key removes a weapon rather than the whole entry.

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
        # Claim the key before the window's "Delete" shortcut sees it.
        if event.type() == QEvent.Type.ShortcutOverride and self._takes_delete(event):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._takes_delete(event):
            self.delete_pressed.emit()
            return
        super().keyPressEvent(event)


def notes_box(parent: QWidget, name: str, placeholder: str) -> QPlainTextEdit:
    """A notes editor, Tab going on to the next control, a few lines tall."""
    box = named(QPlainTextEdit(parent), name)
    box.setTabChangesFocus(True)
    box.setPlaceholderText(placeholder)
    box.setMinimumHeight(box.fontMetrics().lineSpacing() * NOTES_LINES + 14)
    return box


class EntryDetailPanel(QWidget):
    """Facts, weapons, other fields and notes of the entry in one roster-table row. It changes
    the roster only through undo commands and redraws from the roster, so undo updates it too.

    Signals:
        edit_refused(str): an edit was not applied because the value is not allowed; says why.
    """

    edit_refused = Signal(str)

    def __init__(self, roster_model: RosterTableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("entry_detail")
        self._roster_model = roster_model
        document = roster_model.document
        self._noun = document.noun
        self._game = document.game
        entry_model = document.roster.entry_model
        self._updating = False

        self.title = text_label(self, "model_title", no_entry_text(self._noun))
        self.title.setFont(font_of(self.title, 1.3, bold=True))

        tip = f"From the {self._game.rulings}; change its fields to change them"
        self.facts_box = named(
            QGroupBox(f"What the rules say of this {self._noun}", self), "facts_box", tip
        )
        self._facts_layout = QVBoxLayout(self.facts_box)
        self.fact_labels: list[QLabel] = []

        self.weapons_model = WeaponsTableModel(roster_model, self)
        self.weapons_model.edit_refused.connect(self.edit_refused)
        self.weapons_view = named(WeaponsView(self), "weapons_view")
        self.weapons_view.setModel(self.weapons_model)
        single = QAbstractItemView.SelectionMode.SingleSelection
        edit_in_cells(self.weapons_view, SPEC_ROLE, single)
        self.weapons_view.verticalHeader().hide()
        self.weapons_view.setMinimumHeight(110)
        self.weapons_view.selectionModel().selectionChanged.connect(self._show_weapon)
        self.weapons_view.selectionModel().currentChanged.connect(self._show_weapon)
        fit_columns(self.weapons_view, self.weapons_model, ())

        tip = f"Give this {self._noun} a new weapon; edit it in the table"
        self.add_weapon_button = button("Add weapon", "add_weapon_button", self, tip)
        self.add_weapon_button.setIcon(icons.icon("add"))
        self.add_weapon_button.clicked.connect(self._on_add_weapon_button_clicked)
        tip = f"Take the selected weapon away from this {self._noun}"
        self.remove_weapon_button = button("Remove weapon", "remove_weapon_button", self, tip)
        self.remove_weapon_button.setIcon(icons.icon("delete"))
        self.remove_weapon_button.clicked.connect(self._on_remove_weapon_button_clicked)
        self.weapons_view.delete_pressed.connect(self._on_remove_weapon_button_clicked)

        weapon_model = entry_model.weapon_model
        self._weapon_has_notes = any(s.key == NOTES_KEY for s in weapon_model.specs)
        self.weapon_notes_edit = notes_box(
            self, "weapon_notes_edit", "Notes about the selected weapon, printed on the card"
        )
        self.weapon_notes_edit.setVisible(self._weapon_has_notes)
        self.weapon_notes_edit.textChanged.connect(self._on_weapon_notes_edit_text_changed)
        self.weapon_form = FieldForm(
            form_specs(weapon_model.specs), self._set_weapon_field, "The selected weapon", self
        )

        self.weapons_box = named(QGroupBox("Weapons", self), "weapons_box")
        weapon_buttons = lay_out(
            QHBoxLayout(), self.add_weapon_button, self.remove_weapon_button, None
        )
        lay_out(
            QVBoxLayout(self.weapons_box),
            (self.weapons_view, 1),
            weapon_buttons,
            self.weapon_form,
            self.weapon_notes_edit,
        )

        self.form = FieldForm(
            form_specs(entry_model.specs), self._set_entry_field, f"More of the {self._noun}", self
        )
        self.form.setObjectName("entry_form")

        self._has_notes = any(s.key == NOTES_KEY for s in entry_model.specs)
        self.notes_edit = notes_box(
            self, "notes_edit", f"Notes about this {self._noun}, printed on its card"
        )
        self.notes_edit.textChanged.connect(self._on_notes_edit_text_changed)
        self.notes_group = QGroupBox("Notes", self)
        lay_out(QVBoxLayout(self.notes_group), self.notes_edit)
        self.notes_group.setVisible(self._has_notes)

        self._editors: list[QWidget] = [
            self.facts_box,
            self.weapons_box,
            self.form,
            self.notes_group,
        ]
        lay_out(
            QVBoxLayout(self),
            self.title,
            self.facts_box,
            (self.weapons_box, 3),
            self.form,
            (self.notes_group, 2),
        )

        roster_model.roster_changed.connect(self._refresh)
        self._refresh()

    def model_row(self) -> int | None:
        """The roster row shown, or None when no entry is selected (or it was deleted)."""
        return self.weapons_model.model_row()  # the weapons table follows the same row

    def set_model_row(self, row: int | None) -> None:
        """Show the entry in roster row ``row``."""
        if row == self.model_row():
            return
        self.weapons_model.set_model_row(row)
        self._refresh()

    def entry(self) -> Entry | None:
        row = self.model_row()
        return None if row is None else self._roster_model.rows[row]

    def _weapon_row(self) -> int | None:
        index = self.weapons_view.currentIndex()
        rows = self.weapons_view.selectionModel().selectedRows()
        if rows:
            return rows[0].row()
        return index.row() if index.isValid() else None

    def _refresh(self) -> None:
        """Show the current entry's values without echoing them back as edits."""
        entry = self.entry()
        self._updating = True
        try:
            for widget in self._editors:
                widget.setEnabled(entry is not None)
            self.title.setText(no_entry_text(self._noun) if entry is None else entry.name)
            show_notes(self.notes_edit, entry if self._has_notes else None)
            self._show_facts(() if entry is None else self._facts(entry))
            self.form.show_values(None if entry is None else entry.value_of)
            fit_columns(self.weapons_view, self.weapons_model, entry.weapons if entry else ())
            self._show_weapon()
        finally:
            self._updating = False

    def _facts(self, entry: Entry) -> tuple[str, ...]:
        try:
            return tuple(self._game.entry_facts(entry.to_json()))
        except (RulesError, ScenarioShapeError) as error:  # a game's slip: said, not raised
            return (str(error),)

    def _show_facts(self, facts: tuple[str, ...]) -> None:
        for position, fact in enumerate(facts):
            if position < len(self.fact_labels):
                label = self.fact_labels[position]
            else:
                label = named(text_line("", self.facts_box), f"fact_{position}")
                self._facts_layout.addWidget(label)
                self.fact_labels.append(label)
            label.setText(fact)
            label.setToolTip(fact)
            label.show()
        for label in self.fact_labels[len(facts) :]:
            label.hide()
        self.facts_box.setVisible(bool(facts))

    def _show_weapon(self) -> None:
        """The selected weapon's notes and other fields; the buttons that act on it."""
        was_updating = self._updating
        self._updating = True
        try:
            weapon_row = self._weapon_row()
            weapons = self.weapons_model.rowCount()
            weapon = None
            if weapon_row is not None and 0 <= weapon_row < weapons:
                weapon = self.weapons_model.rows[weapon_row]
            self.add_weapon_button.setEnabled(self.model_row() is not None)
            self.remove_weapon_button.setEnabled(weapon is not None)
            self.weapon_notes_edit.setEnabled(weapon is not None)
            self.weapon_form.show_values(weapon.value_of if weapon is not None else None)
            show_notes(self.weapon_notes_edit, weapon if self._weapon_has_notes else None)
        finally:
            self._updating = was_updating

    def _set_entry_field(self, key: str, value: object) -> None:
        row = self.model_row()
        if self._updating or row is None:
            return
        if not self._roster_model.set_field(row, key, value):
            self._refresh()

    def _on_notes_edit_text_changed(self) -> None:
        self._set_entry_field(NOTES_KEY, self.notes_edit.toPlainText())

    def _set_weapon_field(self, key: str, value: object) -> None:
        weapon_row = self._weapon_row()
        if self._updating or weapon_row is None:
            return
        if not self.weapons_model.set_field(weapon_row, key, value):
            self._refresh()

    def _on_weapon_notes_edit_text_changed(self) -> None:
        self._set_weapon_field(NOTES_KEY, self.weapon_notes_edit.toPlainText())

    def _on_add_weapon_button_clicked(self) -> None:
        row = self.model_row()
        entry = self.entry()
        if row is None or entry is None:
            return
        name = unique_name(NEW_WEAPON_NAME, {w.name for w in entry.weapons})
        document = self._roster_model.document
        if not document.push(
            lambda: AddWeaponCommand(document, row, new_weapon(entry, name)),
            self.edit_refused.emit,  # past MAX_WEAPONS
        ):
            return
        new_row = self.weapons_model.rowCount() - 1
        index = self.weapons_model.index(new_row, self.weapons_model.name_column)
        self.weapons_view.setCurrentIndex(index)
        self.weapons_view.edit(index)

    def _on_remove_weapon_button_clicked(self) -> None:
        row = self.model_row()
        weapon_row = self._weapon_row()
        if row is None or weapon_row is None:
            return
        document = self._roster_model.document
        document.undo_stack.push(RemoveWeaponCommand(document, row, weapon_row))
