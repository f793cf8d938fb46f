"""The weapons of the entry selected in a roster table, as a table of their own."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QUndoCommand

from gangfight_gui.gui.roster.table_model import FieldTable, ModelIndex, RosterTableModel
from gangfight_gui.gui.roster.undo_commands import EditWeaponCommand
from gangfight_gui.roster.roster import Roster, Weapon
from gangfight_gui.roster.validation import Problem


class WeaponsTableModel(FieldTable):
    """The weapons of one row of a roster table; empty when no entry is chosen. It follows the
    row through a persistent index, so the weapons stay the same entry's when rows above it are
    added, deleted or moved.

    Signals:
        edit_refused(str): an edit broke the game's limits and was dropped; why, for the player.
    """

    def __init__(self, roster_model: RosterTableModel, parent: QObject | None = None) -> None:
        document = roster_model.document
        super().__init__(document, document.roster.entry_model.weapon_model.specs, parent)
        self._roster_model = roster_model
        self._row = QPersistentModelIndex()
        self.rows: tuple[Weapon, ...] = ()
        roster_model.roster_changed.connect(self._on_roster_model_roster_changed)

    def model_row(self) -> int | None:
        """The roster row whose weapons are shown, or None."""
        return self._row.row() if self._row.isValid() else None

    def set_model_row(self, row: int | None) -> None:
        """Show the weapons of roster row ``row`` (None: no entry)."""
        self.beginResetModel()
        if row is None:
            self._row = QPersistentModelIndex()
        else:
            self._row = QPersistentModelIndex(self._roster_model.index(row, 0))
        self.rows = self._current_weapons()
        self._cell_problems = self._current_problems()
        self.endResetModel()

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        return self.cell_data(self.rows[index.row()], index.row(), index.column(), role)

    def command(self, row: int, key: str, value: object) -> QUndoCommand:
        return EditWeaponCommand(self.document, self._row.row(), row, key, value)

    def _current_weapons(self) -> tuple[Weapon, ...]:
        row = self.model_row()
        return () if row is None else self._roster_model.rows[row].weapons

    def _current_problems(self) -> dict[tuple[int, int], list[Problem]]:
        """Problems of fields ``weapons[i].name`` and the like, on their cells."""
        row = self.model_row()
        found = []
        for problem in self.document.problems if row is not None else ():
            field = problem.field or ""
            position, _, name = field.removeprefix("weapons[").partition("]")
            if problem.model_index == row and field.startswith("weapons[") and position.isdigit():
                found.append((int(position), name.removeprefix("."), problem))
        return self.problem_cells(found)

    def _on_roster_model_roster_changed(self, roster: Roster) -> None:
        self.show_rows(self._current_weapons(), self._current_problems())
