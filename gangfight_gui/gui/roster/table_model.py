"""A roster's entries as a table: one row per entry, one column per field the game shows there,
problems shown on the cell at fault."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QUndoCommand

from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.gui.roster import fields
from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.roster.row_sync import sync_rows
from gangfight_gui.gui.roster.undo_commands import SetEntryFieldCommand
from gangfight_gui.roster.roster import NAME_KEY, NOTES_KEY, Entry, Roster
from gangfight_gui.roster.validation import Problem, cost_words
from gangfight_gui.rules.game import FieldSpec

ModelIndex = QModelIndex | QPersistentModelIndex

SORT_ROLE = Qt.ItemDataRole.UserRole + 2
"""A value that sorts the column the way a player expects (sizes small to huge, blanks first)."""
PROBLEMS_ROLE = Qt.ItemDataRole.UserRole + 3
"""The ``Problem``s shown on this cell, as a list."""
SPEC_ROLE = Qt.ItemDataRole.UserRole + 4
"""The column's ``FieldSpec`` (the delegate picks its editor by it)."""

ERROR_TINT = QColor(255, 199, 199)
WARNING_TINT = QColor(255, 232, 168)
TINTED_TEXT = QColor(0, 0, 0)
"""Text on a tinted cell stays dark, so it reads in a dark theme too."""

_PROBLEM_ROLES = [
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.BackgroundRole,
    Qt.ItemDataRole.ForegroundRole,
    PROBLEMS_ROLE,
]
"""What a cell's problems change of it."""
_CENTRED = int(Qt.AlignmentFlag.AlignCenter)
_CELL = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren
_TICKED = _CELL | Qt.ItemFlag.ItemIsUserCheckable
_EDITED = _CELL | Qt.ItemFlag.ItemIsEditable
"""A cell's flags, combined once: ``flags`` is asked for every cell painted."""
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


def table_specs(specs: tuple[FieldSpec, ...]) -> tuple[FieldSpec, ...]:
    """The fields a table shows as columns: those marked ``column``, the notes excepted."""
    return tuple(spec for spec in specs if spec.column and spec.key != NOTES_KEY)


class FieldTable(QAbstractTableModel):
    """What the roster table and the weapons table share: rows of records (entries, weapons),
    columns from field specs, problems on their cells, the tooltips, alignments and check boxes
    of each kind of field, and edits handed to ``set_field``.

    Signals:
        edit_refused(str): an edit broke the game's limits and was dropped; why, for the player.
    """

    edit_refused = Signal(str)

    def __init__(
        self,
        document: RosterDocument,
        specs: tuple[FieldSpec, ...],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.specs = table_specs(specs)
        self._keys = {spec.key: column for column, spec in enumerate(self.specs)}
        self.name_column = self.column_of(NAME_KEY) or 0
        self._cell_problems: dict[tuple[int, int], list[Problem]] = {}
        self.rows: tuple[Any, ...] = ()
        """The records shown, a row each."""

    def column_of(self, key: str) -> int | None:
        """The column of the field ``key`` (``weapons[1].name`` counts as ``name``), if shown."""
        return self._keys.get(key)

    def problem_cells(
        self, found: Iterable[tuple[int, str, Problem]]
    ) -> dict[tuple[int, int], list[Problem]]:
        """Each (row, field, problem) on its row's cell of that field; a field not shown as a
        column, on the row's name."""
        cells: dict[tuple[int, int], list[Problem]] = {}
        for row, field, problem in found:
            column = self.column_of(field)
            cells.setdefault((row, self.name_column if column is None else column), []).append(
                problem
            )
        return cells

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.specs)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Vertical:
            if role == Qt.ItemDataRole.DisplayRole and 0 <= section < self.rowCount():
                return str(section + 1)
            return None
        if not 0 <= section < len(self.specs):
            return None
        spec = self.specs[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return fields.heading(spec)
        if role == Qt.ItemDataRole.ToolTipRole:
            return fields.field_tooltip(spec)
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _TICKED if self.specs[index.column()].kind.ticked else _EDITED

    def cell_data(self, record: Any, row: int, column: int, role: int) -> Any:
        """The common answers of ``data`` for the record shown in ``row``."""
        spec = self.specs[column]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.display(record, spec)
        if role == Qt.ItemDataRole.EditRole:
            value = record.value_of(spec.key)  # a list as its text, to edit
            return spec.kind.show(spec, value) if spec.kind.listed else value
        if role == SORT_ROLE:
            return spec.kind.sort_key(spec, record.value_of(spec.key))
        if role == SPEC_ROLE:
            return spec
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _LEFT if spec.kind.textual or spec.kind.chosen else _CENTRED
        if role == Qt.ItemDataRole.CheckStateRole:
            if not spec.kind.ticked:
                return None
            checked = bool(record.value_of(spec.key))
            return Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked
        problems = self._cell_problems.get((row, column), [])
        if role == PROBLEMS_ROLE:
            return problems
        if role == Qt.ItemDataRole.ToolTipRole:
            lines = [p.message for p in problems]
            extra = self.cell_tooltip(record, spec)
            if extra:
                lines.append(extra)
            return tooltip("\n".join(lines)) if lines else None  # names in it
        if role == Qt.ItemDataRole.BackgroundRole and problems:
            return QBrush(ERROR_TINT if any(p.is_error for p in problems) else WARNING_TINT)
        if role == Qt.ItemDataRole.ForegroundRole and problems:
            return QBrush(TINTED_TEXT)
        return None

    def display(self, record: Any, spec: FieldSpec) -> str:
        return fields.display_text(spec, record.value_of(spec.key))

    def cell_tooltip(self, record: Any, spec: FieldSpec) -> str:
        """The whole text of a cell a column may cut short ("Mel…": a text, a list)."""
        if spec.kind.textual:
            return self.display(record, spec)
        return ""

    def parsed_value(self, spec: FieldSpec, value: Any, role: int) -> tuple[bool, Any]:
        """(whether ``role`` edits, the field's value) of what an editor handed over."""
        if role == Qt.ItemDataRole.CheckStateRole and spec.kind.ticked:
            return True, Qt.CheckState(value) == Qt.CheckState.Checked
        if role != Qt.ItemDataRole.EditRole:
            return False, None
        return True, fields.parsed(spec, value)

    def setData(self, index: ModelIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Set the cell's field by ``set_field`` (an undo command); the table changes when the
        document does."""
        if not index.isValid():
            return False
        spec = self.specs[index.column()]
        record = self.rows[index.row()]
        try:
            edits, new_value = self.parsed_value(spec, value, role)
        except ValueError as error:
            self.edit_refused.emit(self.unreadable(record, error))
            return False
        if not edits:
            return False
        return self.set_field(index.row(), spec.key, new_value)

    def unreadable(self, record: Any, error: ValueError) -> str:
        """Why the text typed in a cell of ``record`` is no value of its field."""
        return str(error)

    def set_field(self, row: int, key: str, value: object) -> bool:
        """Set field ``key`` of the record in ``row`` by an undo command; whether the value was
        taken. Its value as it is makes no command (no undo step, nothing to save); one the
        game's limits refuse is said in the game's words (``edit_refused``)."""
        if not 0 <= row < len(self.rows):
            return False
        if self.rows[row].value_of(key) == (tuple(value) if isinstance(value, list) else value):
            return True
        return self.document.push(lambda: self.command(row, key, value), self.edit_refused.emit)

    @abstractmethod
    def command(self, row: int, key: str, value: object) -> QUndoCommand:
        """The command setting field ``key`` of the record in ``row`` (each table edits its own
        records: the roster's entries, an entry's weapons); raises the roster's EntryError."""

    def show_rows(
        self, rows: tuple[Any, ...], problems: dict[tuple[int, int], list[Problem]]
    ) -> None:
        """Show ``rows`` and ``problems``, telling the views only what changed."""
        sync_rows(self, self.rows, rows, self._store)
        if problems != self._cell_problems:
            self._cell_problems = problems
            if self.rows:
                last = self.index(len(self.rows) - 1, len(self.specs) - 1)
                self.dataChanged.emit(self.index(0, 0), last, _PROBLEM_ROLES)

    def _store(self, rows: tuple[Any, ...]) -> None:
        self.rows = rows


class RosterTableModel(FieldTable):
    """A document's entries as table rows; edits become undo commands, and the rows redraw when
    the document says its roster changed. Qt asks ``data`` for the rows on screen only (widths
    come from ``column_widths``), so a roster of any size costs what one screenful costs.

    Signals:
        roster_changed(Roster): the rows now show this roster; emitted after the rows have been
            updated, so a listener may read rows and persistent indexes.
        edit_refused(str): an edit broke the game's limits and was dropped; why, for the player.
    """

    roster_changed = Signal(object)

    def __init__(self, document: RosterDocument, parent: QObject | None = None) -> None:
        roster = document.roster
        super().__init__(document, roster.entry_model.specs, parent)
        self.rows: tuple[Entry, ...] = roster.models
        self.cost_key = document.game.cost_key
        self._cost_column = self.column_of(self.cost_key)
        self._attributes = [type(roster).entry_model.attributes[spec.key] for spec in self.specs]
        self._cell_problems = self._problems_by_cell(document.problems)
        document.roster_changed.connect(self._on_document_roster_changed)

    # Qt's read interface

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = index.row()
        if not index.isValid() or not 0 <= row < len(self.rows):
            return None
        entry = self.rows[row]
        if role == Qt.ItemDataRole.DisplayRole:  # the call a repaint makes most: kept short
            column = index.column()
            if column == self._cost_column:
                return self.display(entry, self.specs[column])
            return fields.display_text(self.specs[column], getattr(entry, self._attributes[column]))
        if role == SORT_ROLE:
            return self.sort_key(entry, index.column())
        return self.cell_data(entry, row, index.column(), role)

    def sort_key(self, entry: Entry, column: int) -> Any:
        """The ``SORT_ROLE`` value of ``entry`` in ``column``: the cost with its weapons, as
        shown (none first), any other field by its kind (``Kind.sort_key``)."""
        if column == self._cost_column:
            return entry.full_cost if entry.has_any_price() else -1
        spec = self.specs[column]
        return spec.kind.sort_key(spec, getattr(entry, self._attributes[column]))

    def display(self, record: Any, spec: FieldSpec) -> str:
        if spec.key == self.cost_key and isinstance(record, Entry):
            # With its weapons, as on its card and in the roster's total: one cost everywhere.
            return str(record.full_cost) if record.has_any_price() else ""
        return super().display(record, spec)

    def cell_tooltip(self, record: Any, spec: FieldSpec) -> str:
        if spec.key == self.cost_key and isinstance(record, Entry):
            weapons = record.full_cost - record.price
            game = self.document.game
            return (
                f"{record.name}: {cost_words(game, record.price)} + weapons "
                f"{cost_words(game, weapons)} = {cost_words(game, record.full_cost)}; editing "
                "the cell sets its own, each weapon's is in its details"
            )
        return super().cell_tooltip(record, spec)

    # Editing: through the undo stack only

    def unreadable(self, record: Any, error: ValueError) -> str:
        return f"{record.name}: {error}"

    def command(self, row: int, key: str, value: object) -> QUndoCommand:
        return SetEntryFieldCommand(self.document, row, key, value)

    # Following the document

    def _on_document_roster_changed(self, roster: Roster) -> None:
        self.show_rows(roster.models, self._problems_by_cell(self.document.problems))
        self.roster_changed.emit(roster)

    def _problems_by_cell(self, problems: list[Problem]) -> dict[tuple[int, int], list[Problem]]:
        """Each entry's problems on the column of their field; the rest (a weapon's, a field
        not shown as a column) on its name."""
        return self.problem_cells(
            (row, problem.field or "", problem)
            for problem in problems
            if problem.model_index is not None
            for row in (problem.model_index, *problem.also)
        )
