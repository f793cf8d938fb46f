"""The roster editor of the games other than Gangfight, built from the game's field specs.

One table model serves every such game: its columns are the game's ``model_fields`` and its
weapons table the game's ``weapon_fields`` (``rules/game.py``), so a Necromunda gang and a
WarStrike army are edited by the same code and a new game needs none. A value is checked by the
roster layer (``game_roster.Entry.with_value``) before it is taken: a value out of range is refused
with the field's limits in the status bar, never changed into another. Every edit is one undo
command on the document's stack, as in the Gangfight editor.

Signals:
    status_message(str): something to tell the player in the status bar.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QFocusEvent, QUndoCommand
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.roster.clipboard import unique_name
from gangfight_gui.gui.roster.document import GameRosterDocument
from gangfight_gui.gui.roster.validation_panel import ValidationPanel
from gangfight_gui.roster.game_roster import MAX_COST, Entry, EntryError, GameRoster
from gangfight_gui.roster.validation import Problem
from gangfight_gui.rules.game import AnyGame, FieldSpec, find_game

ModelIndex = QModelIndex | QPersistentModelIndex
SPEC_ROLE = Qt.ItemDataRole.UserRole + 1
"""The ``FieldSpec`` of a column, for the delegate."""


def field_tooltip(spec: FieldSpec) -> str:
    """What a column means, its limits and the ruling behind them (plain text)."""
    parts = [spec.label if not spec.help else f"{spec.label}: {spec.help}"]
    if spec.kind in ("int", "optional_int") and (spec.minimum, spec.maximum) != (None, None):
        low = "" if spec.minimum is None else str(spec.minimum)
        high = "" if spec.maximum is None else str(spec.maximum)
        empty = ", or empty for none" if spec.kind == "optional_int" else ""
        parts.append(f"From {low} to {high}{empty}")
    if spec.ruling:
        parts.append(f"Ruling {spec.ruling}")
    if spec.reading:
        parts.append("Not in the game's text: this program's reading, see the rulings page.")
    return "\n".join(parts)


def shown(spec: FieldSpec, value: object) -> str:
    """A value as the table shows it: empty for none, lists joined by commas."""
    if value is None:
        return "–" if spec.kind == "optional_int" else ""
    if spec.kind == "text_list" and isinstance(value, list | tuple):
        return ", ".join(str(item) for item in value)
    if spec.kind == "bool":
        return ""
    return str(value)


def parsed(spec: FieldSpec, text: object) -> object:
    """What the player typed, as the field's JSON value; EntryError says what is wrong.

    Nothing is clamped or guessed: "99" for a field of 2 to 6 reaches the roster layer as 99 and
    is refused there with the field's limits.
    """
    if spec.kind in ("int", "optional_int"):
        raw = str(text).strip()
        if raw in ("", "–", "-") and spec.kind == "optional_int":
            return None
        if len(raw) > 12:
            raise EntryError(spec.key, f"{raw[:12]}… is not a whole number")
        try:
            return int(raw)
        except ValueError:
            raise EntryError(spec.key, f"{raw!r} is not a whole number") from None
    if spec.kind == "text_list":
        return [part.strip() for part in str(text).split(",") if part.strip()]
    if spec.kind == "bool":
        return bool(text)
    return str(text)


class GameRosterCommand(QUndoCommand):
    """Swap a game roster document between the value before an edit and the value after it."""

    def __init__(self, document: GameRosterDocument, new_roster: GameRoster, text: str) -> None:
        super().__init__(text)
        self._document = document
        self._old = document.roster
        self._new = new_roster

    def redo(self) -> None:
        self._document.replace_roster(self._new)

    def undo(self) -> None:
        self._document.replace_roster(self._old)


class _FieldTable(QAbstractTableModel):
    """Rows of a game roster's entries (or of one entry's weapons), columns from field specs.

    Signals:
        edit_refused(str): a value was not taken; the message names the field and its limits.
    """

    edit_refused = Signal(str)

    def __init__(
        self,
        document: GameRosterDocument,
        specs: tuple[FieldSpec, ...],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.specs = tuple(s for s in specs if s.key != "notes")
        document.roster_changed.connect(self._on_document_roster_changed)

    def rows(self) -> list[dict[str, Any]]:
        """The values shown, one mapping a row (the subclasses' entries or weapons)."""
        return []

    def apply(self, row: int, key: str, value: object) -> None:
        """Push the undo command that sets ``key`` of ``row`` (EntryError if not taken)."""
        raise EntryError(key, "cannot be edited here")

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows())

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.specs)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.specs):
            return None
        spec = self.specs[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return spec.label + (" *" if spec.reading else "")
        if role == Qt.ItemDataRole.ToolTipRole:
            return field_tooltip(spec)
        return None

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        rows = self.rows()
        if not index.isValid() or index.row() >= len(rows) or index.column() >= len(self.specs):
            return None
        spec = self.specs[index.column()]
        value = rows[index.row()].get(spec.key)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return shown(spec, value) if role == Qt.ItemDataRole.DisplayRole else value
        if role == Qt.ItemDataRole.CheckStateRole and spec.kind == "bool":
            return Qt.CheckState.Checked if value else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.ToolTipRole:
            return field_tooltip(spec)
        if role == Qt.ItemDataRole.TextAlignmentRole and spec.kind in ("int", "optional_int"):
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == SPEC_ROLE:
            return spec
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        spec = self.specs[index.column()]
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if spec.kind == "bool":
            return base | Qt.ItemFlag.ItemIsUserCheckable
        return base | Qt.ItemFlag.ItemIsEditable

    def setData(self, index: ModelIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid():
            return False
        spec = self.specs[index.column()]
        if role == Qt.ItemDataRole.CheckStateRole and spec.kind == "bool":
            value = Qt.CheckState(value) == Qt.CheckState.Checked
        elif role != Qt.ItemDataRole.EditRole:
            return False
        try:
            self.apply(index.row(), spec.key, parsed(spec, value))
        except EntryError as error:
            self.edit_refused.emit(f"{spec.label}: {error.problem}")
            return False
        return True

    def _on_document_roster_changed(self, _roster: object) -> None:
        self.beginResetModel()
        self.endResetModel()


class EntryTableModel(_FieldTable):
    """The roster's fighters or units, one row each."""

    def __init__(self, document: GameRosterDocument, parent: QObject | None = None) -> None:
        self.game: AnyGame = find_game(document.roster.game)
        super().__init__(document, self.game.model_fields, parent)

    def rows(self) -> list[dict[str, Any]]:
        return [dict(entry.values) for entry in self.document.roster.models]

    def apply(self, row: int, key: str, value: object) -> None:
        roster = self.document.roster
        entry = roster.models[row]
        if entry.values.get(key) == value:
            return
        new = entry.with_value(key, value)
        spec = next(s for s in self.specs if s.key == key)
        self.document.undo_stack.push(
            GameRosterCommand(
                self.document,
                roster.replace_model(row, new),
                f"Edit {spec.label} of {entry.name}",
            )
        )


class WeaponTableModel(_FieldTable):
    """The weapons of the entry picked in the roster table."""

    def __init__(self, document: GameRosterDocument, parent: QObject | None = None) -> None:
        super().__init__(document, find_game(document.roster.game).weapon_fields, parent)
        self.entry_row: int | None = None

    def show_entry(self, row: int | None) -> None:
        self.beginResetModel()
        self.entry_row = row
        self.endResetModel()

    def entry(self) -> Entry | None:
        models = self.document.roster.models
        if self.entry_row is None or not 0 <= self.entry_row < len(models):
            return None
        return models[self.entry_row]

    def rows(self) -> list[dict[str, Any]]:
        entry = self.entry()
        return [dict(w) for w in entry.weapons] if entry is not None else []

    def apply(self, row: int, key: str, value: object) -> None:
        entry = self.entry()
        assert entry is not None and self.entry_row is not None
        weapons = [dict(w) for w in entry.weapons]
        if weapons[row].get(key) == value:
            return
        old_name = weapons[row].get("name", "")
        weapons[row][key] = value
        self.document.undo_stack.push(
            GameRosterCommand(
                self.document,
                self.document.roster.replace_model(self.entry_row, entry.with_weapons(weapons)),
                f"Edit {key.replace('_', ' ')} of {old_name} of {entry.name}",
            )
        )


class FieldDelegate(QStyledItemDelegate):
    """A combo box for choices, a line edit for everything else (checked by the model)."""

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: ModelIndex
    ) -> QWidget:
        spec = index.data(SPEC_ROLE)
        if isinstance(spec, FieldSpec) and spec.kind == "choice":
            combo = QComboBox(parent)
            combo.addItems(list(spec.choices))
            return combo
        editor = QLineEdit(parent)
        if isinstance(spec, FieldSpec):
            editor.setToolTip(field_tooltip(spec))
        return editor

    def setEditorData(self, editor: QWidget, index: ModelIndex) -> None:
        spec = index.data(SPEC_ROLE)
        value = index.data(Qt.ItemDataRole.EditRole)
        if isinstance(editor, QComboBox):
            editor.setCurrentText(str(value))
        elif isinstance(editor, QLineEdit) and isinstance(spec, FieldSpec):
            editor.setText("" if value is None else shown(spec, value))

    def setModelData(self, editor: QWidget, model: Any, index: ModelIndex) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentText(), Qt.ItemDataRole.EditRole)
        elif isinstance(editor, QLineEdit):
            model.setData(index, editor.text(), Qt.ItemDataRole.EditRole)


class _NotesEdit(QPlainTextEdit):
    """Notes are kept when the player leaves the box, as one undo step (Tab moves on).

    Signals:
        editing_finished(): the box lost the focus.
    """

    editing_finished = Signal()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.editing_finished.emit()


def _table(model: QAbstractTableModel, name: str, parent: QWidget) -> QTableView:
    view = QTableView(parent)
    view.setObjectName(name)
    view.setModel(model)
    view.setItemDelegate(FieldDelegate(view))
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setDefaultSectionSize(view.fontMetrics().horizontalAdvance("0000") + 16)
    header.setMinimumSectionSize(28)
    return view


class GameRosterEditor(QWidget):
    """A game roster's name and limit, its entries, the picked entry's weapons and notes.

    Signals:
        status_message(str): something to tell the player in the status bar.
    """

    status_message = Signal(str)

    def __init__(self, document: GameRosterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game_roster_editor")
        self.document = document
        self.game = find_game(document.roster.game)
        noun = self.game.entry_noun

        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("roster_name_edit")
        self.name_edit.setMaxLength(200)
        self.name_edit.setToolTip("The roster's name, printed on every card")
        self.name_edit.editingFinished.connect(self._on_name_edit_editing_finished)
        self.limit_spin = QSpinBox(self)
        self.limit_spin.setObjectName("points_limit_spin")
        self.limit_spin.setRange(-1, MAX_COST)
        self.limit_spin.setSpecialValueText("none")
        self.limit_spin.setSuffix(f" {self.game.cost_unit}")
        self.limit_spin.setToolTip(
            f"The most the roster may cost, in {self.game.cost_unit} (none: no limit)"
        )
        self.limit_spin.editingFinished.connect(self._on_limit_spin_editing_finished)
        self.total_label = QLabel(self)
        self.total_label.setObjectName("total_label")
        self.total_label.setTextFormat(Qt.TextFormat.PlainText)
        top = QHBoxLayout()
        game_label = QLabel(f"{self.game.title} roster", self)
        game_label.setTextFormat(Qt.TextFormat.PlainText)
        top.addWidget(game_label)
        name_label = QLabel("&Name:", self)
        name_label.setBuddy(self.name_edit)
        top.addWidget(name_label)
        top.addWidget(self.name_edit, 1)
        limit_label = QLabel("Cost &limit:", self)
        limit_label.setBuddy(self.limit_spin)
        top.addWidget(limit_label)
        top.addWidget(self.limit_spin)
        top.addWidget(self.total_label)

        self.entries = EntryTableModel(document, self)
        self.entries.edit_refused.connect(self.status_message)
        self.table = _table(self.entries, "entries_table", self)
        self.table.selectionModel().currentRowChanged.connect(self._on_table_current_row_changed)
        # Names are what a player reads first: room for about 16 letters, the rest elided.
        name_width = self.fontMetrics().horizontalAdvance("M" * 12)
        self.table.setColumnWidth(0, name_width)
        self.weapons = WeaponTableModel(document, self)
        self.weapons.edit_refused.connect(self.status_message)
        self.weapon_table = _table(self.weapons, "weapons_table", self)
        self.weapon_table.setColumnWidth(0, name_width)
        self.notes_edit = _NotesEdit(self)
        self.notes_edit.setObjectName("entry_notes_edit")
        self.notes_edit.setPlaceholderText(f"Notes on this {noun}")
        self.notes_edit.setTabChangesFocus(True)
        self.notes_edit.setMaximumHeight(self.fontMetrics().lineSpacing() * 4 + 12)

        self.add_button = self._button(f"&Add {noun}", "add_entry_button", self.add_entry)
        self.remove_button = self._button(
            f"&Remove {noun}", "remove_entry_button", self.remove_entry
        )
        self.add_weapon_button = self._button("Add &weapon", "add_weapon_button", self.add_weapon)
        self.remove_weapon_button = self._button(
            "Remove w&eapon", "remove_weapon_button", self.remove_weapon
        )
        self.notes_edit.editing_finished.connect(self._on_notes_edit_editing_finished)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)

        details = QWidget(self)
        form = QFormLayout(details)
        form.setContentsMargins(0, 0, 0, 0)
        weapon_buttons = QHBoxLayout()
        weapon_buttons.addWidget(self.add_weapon_button)
        weapon_buttons.addWidget(self.remove_weapon_button)
        weapon_buttons.addStretch(1)
        form.addRow(self.weapon_table)
        form.addRow(weapon_buttons)
        notes_label = QLabel("N&otes:", details)
        notes_label.setBuddy(self.notes_edit)
        form.addRow(notes_label, self.notes_edit)

        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.table)
        splitter.addWidget(details)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)

        self.problems = ValidationPanel(self)
        self.problems.problem_activated.connect(self._on_problems_problem_activated)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(buttons)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.problems)
        document.roster_changed.connect(self._on_document_roster_changed)
        self._refresh()
        if document.roster.models:
            self.table.selectRow(0)

    def _button(self, text: str, name: str, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.clicked.connect(slot)
        return button

    def current_row(self) -> int | None:
        index = self.table.currentIndex()
        return index.row() if index.isValid() else None

    def add_entry(self) -> None:
        """A new entry with the game's defaults and a free name, after the current one."""
        roster = self.document.roster
        name = unique_name(f"New {self.game.entry_noun}", {e.name for e in roster.models})
        data: dict[str, Any] = {"name": name}
        for spec in self.game.model_fields:
            if spec.key != "name" and spec.default is None and spec.kind == "int":
                data[spec.key] = spec.minimum if spec.minimum is not None else 0
        try:
            entry = Entry.read(self.game, data)
        except EntryError as error:
            self.status_message.emit(str(error))
            return
        current = self.current_row()
        row = len(roster.models) if current is None else current + 1
        self.document.undo_stack.push(
            GameRosterCommand(self.document, roster.insert_model(row, entry), f"Add {name}")
        )
        self.table.selectRow(row)

    def remove_entry(self) -> None:
        row = self.current_row()
        if row is None:
            return
        roster = self.document.roster
        name = roster.models[row].name
        self.document.undo_stack.push(
            GameRosterCommand(self.document, roster.remove_model(row), f"Remove {name}")
        )

    def add_weapon(self) -> None:
        row = self.current_row()
        if row is None:
            self.status_message.emit(f"Pick a {self.game.entry_noun} first")
            return
        entry = self.document.roster.models[row]
        name = unique_name("New weapon", {str(w.get("name")) for w in entry.weapons})
        weapon: dict[str, Any] = {"name": name}
        for spec in self.game.weapon_fields:
            if spec.key != "name" and spec.default is None and spec.kind == "int":
                weapon[spec.key] = spec.minimum if spec.minimum is not None else 0
            elif spec.key != "name" and spec.default is None and spec.kind == "text":
                weapon[spec.key] = "S"
        try:
            new = entry.with_weapons([*entry.weapons, weapon])
        except EntryError as error:
            self.status_message.emit(str(error))
            return
        self.document.undo_stack.push(
            GameRosterCommand(
                self.document,
                self.document.roster.replace_model(row, new),
                f"Add {name} to {entry.name}",
            )
        )

    def remove_weapon(self) -> None:
        row = self.current_row()
        weapon_index = self.weapon_table.currentIndex()
        if row is None or not weapon_index.isValid():
            return
        entry = self.document.roster.models[row]
        weapons = list(entry.weapons)
        removed = weapons.pop(weapon_index.row())
        self.document.undo_stack.push(
            GameRosterCommand(
                self.document,
                self.document.roster.replace_model(row, entry.with_weapons(weapons)),
                f"Remove {removed.get('name')} from {entry.name}",
            )
        )

    def _refresh(self) -> None:
        roster = self.document.roster
        if self.name_edit.text() != roster.name:
            self.name_edit.setText(roster.name)
        limit = -1 if roster.points_limit is None else roster.points_limit
        if self.limit_spin.value() != limit:
            self.limit_spin.setValue(limit)
        total = roster.total_cost
        over = roster.points_limit is not None and total > roster.points_limit
        self.total_label.setText(
            f"{total} {self.game.cost_unit}" + (" (over the limit)" if over else "")
        )
        self.problems.show_problems(self.document.problems)
        self.weapons.show_entry(self.current_row())
        self._show_notes()

    def _show_notes(self) -> None:
        row = self.current_row()
        models = self.document.roster.models
        text = ""
        if row is not None and row < len(models):
            text = str(models[row].values.get("notes") or "")
        if self.notes_edit.toPlainText() != text:
            self.notes_edit.setPlainText(text)
        self.notes_edit.setEnabled(row is not None)

    def _on_document_roster_changed(self, _roster: object) -> None:
        row = self.current_row()
        self._refresh()
        count = len(self.document.roster.models)
        if count and (row is None or row >= count):
            self.table.selectRow(count - 1)
        elif row is not None:
            self.table.selectRow(row)

    def _on_table_current_row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self.weapons.show_entry(current.row() if current.isValid() else None)
        self._show_notes()

    def _on_name_edit_editing_finished(self) -> None:
        roster = self.document.roster
        name = self.name_edit.text().strip()
        if not name or name == roster.name:
            self.name_edit.setText(roster.name)
            return
        new = GameRoster(roster.game, name, roster.notes, roster.points_limit, roster.models)
        self.document.undo_stack.push(GameRosterCommand(self.document, new, "Edit roster name"))

    def _on_limit_spin_editing_finished(self) -> None:
        roster = self.document.roster
        value = self.limit_spin.value()
        limit = None if value < 0 else value
        if limit == roster.points_limit:
            return
        new = GameRoster(roster.game, roster.name, roster.notes, limit, roster.models)
        self.document.undo_stack.push(GameRosterCommand(self.document, new, "Edit points limit"))

    def _on_notes_edit_editing_finished(self) -> None:
        row = self.current_row()
        if row is None:
            return
        entry = self.document.roster.models[row]
        text = self.notes_edit.toPlainText()
        if text == (entry.values.get("notes") or ""):
            return
        try:
            new = entry.with_value("notes", text)
        except EntryError as error:
            self.status_message.emit(str(error))
            return
        self.document.undo_stack.push(
            GameRosterCommand(
                self.document,
                self.document.roster.replace_model(row, new),
                f"Edit notes of {entry.name}",
            )
        )

    def _on_problems_problem_activated(self, problem: Problem) -> None:
        if problem.model_index is not None:
            self.table.selectRow(problem.model_index)
