"""The weapons of the model selected in a roster table, as a table of their own.

It follows one row of a ``RosterTableModel`` through a persistent index, so the weapons stay
those of the same model when rows above it are added, deleted or moved. Like the roster table it
never changes the roster itself: edits are pushed as undo commands on the document's stack.

Signals:
    edit_refused(str): an edit was not applied because the value is not allowed; says why.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush

from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.gui.roster.row_sync import sync_rows
from gangfight_gui.gui.roster.table_model import (
    ERROR_TINT,
    PROBLEMS_ROLE,
    TINTED_TEXT,
    WARNING_TINT,
    RosterTableModel,
)
from gangfight_gui.gui.roster.undo_commands import EditWeaponCommand
from gangfight_gui.roster.model_spec import WeaponSpec
from gangfight_gui.roster.readable_errors import readable
from gangfight_gui.roster.roster import Roster
from gangfight_gui.roster.validation import Problem
from gangfight_gui.rules.gangfight.profile import WeaponKind

ModelIndex = QModelIndex | QPersistentModelIndex


class WeaponColumn(IntEnum):
    NAME = 0
    KIND = 1
    DAMAGE_BONUS = 2
    RANGE = 3
    COST = 4


WEAPON_COLUMN_FIELDS: dict[WeaponColumn, str] = {
    WeaponColumn.NAME: "name",
    WeaponColumn.KIND: "kind",
    WeaponColumn.DAMAGE_BONUS: "damage_bonus",
    WeaponColumn.RANGE: "range",
    WeaponColumn.COST: "cost",
}
WEAPON_FIELD_COLUMNS = {field: column for column, field in WEAPON_COLUMN_FIELDS.items()}

WEAPON_HEADERS: dict[WeaponColumn, str] = {
    WeaponColumn.NAME: "Weapon",
    WeaponColumn.KIND: "Kind",
    WeaponColumn.DAMAGE_BONUS: "+DAM",
    WeaponColumn.RANGE: "Range",
    WeaponColumn.COST: "Cost",
}

WEAPON_HEADER_TOOLTIPS: dict[WeaponColumn, str] = {
    WeaponColumn.NAME: "The weapon's name, as printed on the card",
    WeaponColumn.KIND: (
        "Hand (one-handed melee), pistol (one-handed ranged, also a hand weapon), two-handed "
        "(melee), ranged (bows, rifles…) or shield (off-hand, no attack)"
    ),
    WeaponColumn.DAMAGE_BONUS: "Damage bonus: added to the model's DAM when this weapon is used",
    WeaponColumn.RANGE: "Range in inches, for ranged weapons and pistols only (R15)",
    WeaponColumn.COST: "Points the weapon adds to the model's cost",
}

KIND_LABELS: dict[WeaponKind, str] = {
    WeaponKind.HAND: "Hand weapon",
    WeaponKind.PISTOL: "Pistol",
    WeaponKind.TWO_HANDED: "Two-handed",
    WeaponKind.RANGED: "Ranged",
    WeaponKind.SHIELD: "Shield",
}


def _display(weapon: WeaponSpec, column: WeaponColumn) -> str:
    if column is WeaponColumn.KIND:
        return KIND_LABELS[weapon.kind]
    if column is WeaponColumn.DAMAGE_BONUS:
        return f"{weapon.damage_bonus:+d}"
    if column is WeaponColumn.RANGE:
        return "—" if weapon.range is None else f'{weapon.range:g}"'
    value = getattr(weapon, WEAPON_COLUMN_FIELDS[column])
    return "" if value is None else str(value)


def coerce_weapon_value(column: WeaponColumn, value: Any) -> Any:
    """The value an editor hands over, as the field's type; a range of 0 means "none"."""
    if column is WeaponColumn.NAME:
        return str(value)
    if column is WeaponColumn.KIND:
        return WeaponKind(value)
    if column is WeaponColumn.RANGE:
        return None if value is None or float(value) <= 0 else float(value)
    if value is None or value == "":
        return None
    return int(value)


class WeaponsTableModel(QAbstractTableModel):
    """The weapons of one row of a roster table; empty when no model is chosen.

    Signals:
        edit_refused(str): an edit broke the schema and was dropped; the reason for the player.
    """

    edit_refused = Signal(str)

    def __init__(self, roster_model: RosterTableModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._roster_model = roster_model
        self._row = QPersistentModelIndex()
        self._weapons: tuple[WeaponSpec, ...] = ()
        self._problems: dict[tuple[int, WeaponColumn], list[Problem]] = {}
        roster_model.roster_changed.connect(self._on_roster_model_roster_changed)

    def model_row(self) -> int | None:
        """The roster row whose weapons are shown, or None."""
        return self._row.row() if self._row.isValid() else None

    def set_model_row(self, row: int | None) -> None:
        """Show the weapons of roster row ``row`` (None: no model)."""
        self.beginResetModel()
        if row is None:
            self._row = QPersistentModelIndex()
        else:
            self._row = QPersistentModelIndex(self._roster_model.index(row, 0))
        self._weapons = self._current_weapons()
        self._problems = self._current_problems()
        self.endResetModel()

    def weapon_at(self, row: int) -> WeaponSpec:
        return self._weapons[row]

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._weapons)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(WeaponColumn)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._weapons):
            return None
        weapon = self._weapons[index.row()]
        column = WeaponColumn(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return _display(weapon, column)
        if role == Qt.ItemDataRole.EditRole:
            value = getattr(weapon, WEAPON_COLUMN_FIELDS[column])
            return value.value if isinstance(value, WeaponKind) else value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in (WeaponColumn.NAME, WeaponColumn.KIND):
                return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignCenter)
        problems = self._problems.get((index.row(), column), [])
        if role == PROBLEMS_ROLE:
            return problems
        if role == Qt.ItemDataRole.ToolTipRole:
            if problems:
                return tooltip("\n".join(p.message for p in problems))
            if column is WeaponColumn.RANGE and not weapon.kind.is_ranged:
                return "Only ranged weapons and pistols have a range"
            return None
        if role == Qt.ItemDataRole.BackgroundRole and problems:
            return QBrush(ERROR_TINT if any(p.is_error for p in problems) else WARNING_TINT)
        if role == Qt.ItemDataRole.ForegroundRole and problems:
            return QBrush(TINTED_TEXT)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Vertical or not 0 <= section < len(WeaponColumn):
            return None
        column = WeaponColumn(section)
        if role == Qt.ItemDataRole.DisplayRole:
            return WEAPON_HEADERS[column]
        if role == Qt.ItemDataRole.ToolTipRole:
            return WEAPON_HEADER_TOOLTIPS[column]
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid() or not 0 <= index.row() < len(self._weapons):
            return Qt.ItemFlag.NoItemFlags
        flags = (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
        )
        weapon = self._weapons[index.row()]
        column = WeaponColumn(index.column())
        # A range only means something for a weapon that shoots; an old file's stray range can
        # still be cleared.
        if column is WeaponColumn.RANGE and not weapon.kind.is_ranged and weapon.range is None:
            return flags & ~Qt.ItemFlag.ItemIsEnabled
        return flags | Qt.ItemFlag.ItemIsEditable

    def setData(self, index: ModelIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Push an EditWeaponCommand; the table changes when the document does."""
        row = self.model_row()
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or row is None:
            return False
        column = WeaponColumn(index.column())
        field = WEAPON_COLUMN_FIELDS[column]
        weapon = self._weapons[index.row()]
        try:
            new_value = coerce_weapon_value(column, value)
        except (TypeError, ValueError):
            self.edit_refused.emit(f"{WEAPON_HEADERS[column]}: {value!r} is not a valid value")
            return False
        if getattr(weapon, field) == new_value:
            return True
        document = self._roster_model.document
        try:
            command = EditWeaponCommand(document, row, index.row(), field, new_value)
        except ValidationError as error:
            found = readable(error, WeaponSpec)
            self.edit_refused.emit(f"{weapon.name}: {WEAPON_HEADERS[column]} {found.sentence()}")
            return False
        document.undo_stack.push(command)
        return True

    def _current_weapons(self) -> tuple[WeaponSpec, ...]:
        row = self.model_row()
        return () if row is None else self._roster_model.model_at(row).weapons

    def _current_problems(self) -> dict[tuple[int, WeaponColumn], list[Problem]]:
        """Problems of fields ``weapons[i].name`` and the like, on their cells."""
        row = self.model_row()
        cells: dict[tuple[int, WeaponColumn], list[Problem]] = {}
        if row is None:
            return cells
        for problem in self._roster_model.document.problems:
            field = problem.field or ""
            if problem.model_index != row or not field.startswith("weapons["):
                continue
            position, _, name = field.removeprefix("weapons[").partition("].")
            if not position.isdigit():
                continue
            column = WEAPON_FIELD_COLUMNS.get(name, WeaponColumn.NAME)
            cells.setdefault((int(position), column), []).append(problem)
        return cells

    def _on_roster_model_roster_changed(self, roster: Roster) -> None:
        sync_rows(self, self._weapons, self._current_weapons(), self._store)
        problems = self._current_problems()
        if problems != self._problems:
            self._problems = problems
            if self._weapons:
                self.dataChanged.emit(
                    self.index(0, 0), self.index(len(self._weapons) - 1, len(WeaponColumn) - 1)
                )

    def _store(self, weapons: tuple[WeaponSpec, ...]) -> None:
        self._weapons = weapons
