"""The roster's models as a table: one row per model, one column per profile value.

The table shows the document's roster and never changes it directly: ``setData`` builds an undo
command and pushes it, and the table redraws when the document says its roster changed. Problems
found by ``validate_roster`` are shown on the cell at fault (a tint and the message as tooltip).

Signals:
    roster_changed(Roster): the table now shows this roster. Emitted after the rows have been
        updated, so a listener may read rows and persistent indexes.
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
from PySide6.QtGui import QBrush, QColor

from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.roster.row_sync import sync_rows
from gangfight_gui.gui.roster.undo_commands import SetModelFieldCommand
from gangfight_gui.roster.model_spec import ModelSpec
from gangfight_gui.roster.readable_errors import readable
from gangfight_gui.roster.roster import Roster, model_cost
from gangfight_gui.roster.validation import Problem
from gangfight_gui.rules.gangfight.profile import ATTRIBUTE_ABBREVIATIONS
from gangfight_gui.rules.gangfight.sizes import Size

ModelIndex = QModelIndex | QPersistentModelIndex

MODEL_ROLE = Qt.ItemDataRole.UserRole + 1
"""The row's ``ModelSpec``."""
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
"""A value that sorts the column the way a player expects (sizes small to huge, blanks first)."""
PROBLEMS_ROLE = Qt.ItemDataRole.UserRole + 3
"""The ``Problem``s shown on this cell, as a list."""

ERROR_TINT = QColor(255, 199, 199)
WARNING_TINT = QColor(255, 232, 168)
TINTED_TEXT = QColor(0, 0, 0)
"""Text on a tinted cell stays dark, so it reads in a dark theme too."""


class Column(IntEnum):
    NAME = 0
    SIZE = 1
    BASE = 2
    ATTACK = 3
    DEFENSE = 4
    MARKSMANSHIP = 5
    ARMOUR = 6
    DAMAGE = 7
    ENDURANCE = 8
    INITIATIVE = 9
    COST = 10


COLUMN_FIELDS: dict[Column, str] = {
    Column.NAME: "name",
    Column.SIZE: "size",
    Column.BASE: "base_mm",
    Column.ATTACK: "attack",
    Column.DEFENSE: "defense",
    Column.MARKSMANSHIP: "marksmanship",
    Column.ARMOUR: "armour",
    Column.DAMAGE: "damage",
    Column.ENDURANCE: "endurance",
    Column.INITIATIVE: "initiative",
    Column.COST: "cost",
}
COLUMN_COUNT = len(Column)
"""Asked by Qt thousands of times a layout: counted once."""
FIELD_COLUMNS: dict[str, Column] = {field: column for column, field in COLUMN_FIELDS.items()}

ATTRIBUTE_COLUMNS = frozenset(
    {
        Column.ATTACK,
        Column.DEFENSE,
        Column.MARKSMANSHIP,
        Column.ARMOUR,
        Column.DAMAGE,
        Column.ENDURANCE,
        Column.INITIATIVE,
    }
)

HEADERS: dict[Column, str] = {
    Column.NAME: "Name",
    Column.SIZE: "Size",
    Column.BASE: "Base",
    **{column: ATTRIBUTE_ABBREVIATIONS[COLUMN_FIELDS[column]] for column in ATTRIBUTE_COLUMNS},
    Column.COST: "Cost",
}

HEADER_TOOLTIPS: dict[Column, str] = {
    Column.NAME: "The model's name, as printed on its card",
    Column.SIZE: (
        "Small, medium, large or huge: sets the threat range, the wounds each melee hit "
        "inflicts and the legal base sizes"
    ),
    Column.BASE: "Base diameter in millimetres; it must suit the model's size (R7)",
    Column.ATTACK: "ATT = Attack: dice rolled to hit in melee (R11)",
    Column.DEFENSE: "DEF = Defense: the number attackers must roll to hit this model (R11, R16)",
    Column.MARKSMANSHIP: "MAR = Marksmanship: dice rolled to hit with a ranged weapon (R16)",
    Column.ARMOUR: "ARM = Armour: dice rolled to negate wounds (R13)",
    Column.DAMAGE: "DAM = Damage: the number the target's armour dice must roll (R13)",
    Column.ENDURANCE: "EN = Endurance: wounds the model can take before it is out (R14)",
    Column.INITIATIVE: "INI = Initiative: dice rolled to dodge area attacks (R23)",
    Column.COST: "Points the model costs with its weapons, as on its card (your own points "
    "system); editing it sets the model's own points, and each weapon's are in its details",
}

_CENTRED = Qt.AlignmentFlag.AlignCenter
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def _display(model: ModelSpec, column: Column) -> str:
    value = getattr(model, COLUMN_FIELDS[column])
    if column is Column.SIZE:
        return str(model.size.value).capitalize()
    if column is Column.BASE:
        return "—" if model.base_mm is None else f"{model.base_mm:g} mm"
    if column is Column.COST:
        # With its weapons, as on its card and in the roster's total: one cost everywhere.
        return str(model_cost(model)) if _has_cost(model) else ""
    if value is None:
        return ""
    return str(value)


def _has_cost(model: ModelSpec) -> bool:
    return model.cost is not None or any(w.cost is not None for w in model.weapons)


def sort_key(model: ModelSpec, column: Column) -> Any:
    """The ``SORT_ROLE`` value of ``model`` in ``column``."""
    if column is Column.NAME:
        return model.name.casefold()
    if column is Column.SIZE:
        return model.size.rank
    if column is Column.COST:
        return model_cost(model) if _has_cost(model) else -1
    value = getattr(model, COLUMN_FIELDS[column])
    return -1 if value is None else value


def coerce_value(column: Column, value: Any) -> Any:
    """The value an editor hands over, as the field's type; 0 mm means "no base given"."""
    if column is Column.NAME:
        return str(value)
    if column is Column.SIZE:
        return Size(value)
    if column is Column.BASE:
        return None if value is None or float(value) <= 0 else float(value)
    if value is None or value == "":
        return None
    return int(value)


class RosterTableModel(QAbstractTableModel):
    """A document's models as table rows; edits become undo commands.

    Signals:
        roster_changed(Roster): the rows now show this roster (see the module docstring).
        edit_refused(str): an edit broke the schema and was dropped; the reason for the player.
    """

    roster_changed = Signal(object)
    edit_refused = Signal(str)

    def __init__(self, document: RosterDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._models: tuple[ModelSpec, ...] = document.roster.models
        self._cell_problems = self._problems_by_cell(document.problems)
        document.roster_changed.connect(self._on_document_roster_changed)

    @property
    def document(self) -> RosterDocument:
        return self._document

    def model_at(self, row: int) -> ModelSpec:
        return self._models[row]

    @property
    def models(self) -> tuple[ModelSpec, ...]:
        """The rows' models, in the roster's order."""
        return self._models

    # Qt's read interface

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._models)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else COLUMN_COUNT

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._models):
            return None
        model = self._models[index.row()]
        column = Column(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return _display(model, column)
        if role == Qt.ItemDataRole.EditRole:
            value = getattr(model, COLUMN_FIELDS[column])
            return value.value if isinstance(value, Size) else value
        if role == MODEL_ROLE:
            return model
        if role == SORT_ROLE:
            return sort_key(model, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(_LEFT if column is Column.NAME else _CENTRED)
        problems = self._cell_problems.get((index.row(), column), [])
        if role == PROBLEMS_ROLE:
            return problems
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self._tooltip(model, column, problems)
            return tooltip(tip) if tip is not None else None  # names in it (issue 16)
        if role == Qt.ItemDataRole.BackgroundRole and problems:
            tint = ERROR_TINT if any(p.is_error for p in problems) else WARNING_TINT
            return QBrush(tint)
        if role == Qt.ItemDataRole.ForegroundRole and problems:
            return QBrush(TINTED_TEXT)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Vertical:
            if role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(self._models):
                return str(section + 1)
            return None
        if not 0 <= section < len(Column):
            return None
        column = Column(section)
        if role == Qt.ItemDataRole.DisplayRole:
            return HEADERS[column]
        if role == Qt.ItemDataRole.ToolTipRole:
            return HEADER_TOOLTIPS[column]
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsEditable
            | Qt.ItemFlag.ItemNeverHasChildren
        )

    # Editing: through the undo stack only

    def setData(self, index: ModelIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Push a SetModelFieldCommand; the table changes when the document does."""
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        column = Column(index.column())
        field = COLUMN_FIELDS[column]
        model = self._models[index.row()]
        try:
            new_value = coerce_value(column, value)
        except (TypeError, ValueError):
            self.edit_refused.emit(f"{HEADERS[column]}: {value!r} is not a valid value")
            return False
        if getattr(model, field) == new_value:
            return True
        try:
            command = SetModelFieldCommand(self._document, index.row(), field, new_value)
        except ValidationError as error:
            found = readable(error, ModelSpec)
            self.edit_refused.emit(f"{model.name}: {HEADERS[column]} {found.sentence()}")
            return False
        self._document.undo_stack.push(command)
        return True

    # Following the document

    def _on_document_roster_changed(self, roster: Roster) -> None:
        sync_rows(self, self._models, roster.models, self._store)
        problems = self._problems_by_cell(self._document.problems)
        if problems != self._cell_problems:
            self._cell_problems = problems
            if self._models:
                self.dataChanged.emit(
                    self.index(0, 0),
                    self.index(len(self._models) - 1, len(Column) - 1),
                    [
                        Qt.ItemDataRole.ToolTipRole,
                        Qt.ItemDataRole.BackgroundRole,
                        Qt.ItemDataRole.ForegroundRole,
                        PROBLEMS_ROLE,
                    ],
                )
        self.roster_changed.emit(roster)

    def _store(self, models: tuple[ModelSpec, ...]) -> None:
        self._models = models

    @staticmethod
    def _problems_by_cell(problems: list[Problem]) -> dict[tuple[int, Column], list[Problem]]:
        """Each model's problems on the column of their field; the rest on its name."""
        cells: dict[tuple[int, Column], list[Problem]] = {}
        for problem in problems:
            if problem.model_index is None:
                continue
            column = FIELD_COLUMNS.get(problem.field or "", Column.NAME)
            for row in (problem.model_index, *problem.also):
                cells.setdefault((row, column), []).append(problem)
        return cells

    @staticmethod
    def _tooltip(model: ModelSpec, column: Column, problems: list[Problem]) -> str | None:
        lines = [p.message for p in problems]
        if column is Column.COST:
            weapons = sum(w.cost or 0 for w in model.weapons)
            lines.append(
                f"Model {model.cost or 0} + weapons {weapons} = {model_cost(model)} points"
            )
        return "\n".join(lines) if lines else None
