"""One undo command per thing a player does to a roster, named verb-noun.

Every command builds the new roster in ``__init__``, from the document's roster at that moment,
and keeps both immutable values; ``redo`` and ``undo`` only hand one or the other back to the
document. So a command can never half-apply, undo restores exactly what was there, and building an
invalid roster fails at once (pydantic's ``ValidationError``) before anything is pushed.

Commands change the document, never widgets: views follow ``RosterDocument.roster_changed``.
Their text is what the Edit menu shows after "Undo" ("Undo Edit ATT of Orc Brave").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtGui import QUndoCommand

from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.roster.model_spec import ModelSpec, WeaponSpec
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.gangfight.profile import ATTRIBUTE_ABBREVIATIONS

MODEL_FIELD_LABELS: dict[str, str] = {
    **ATTRIBUTE_ABBREVIATIONS,
    "name": "name",
    "size": "size",
    "base_mm": "base",
    "perks": "perks",
    "notes": "notes",
    "cost": "cost",
    "wounds_taken": "wounds taken",
}
"""How a model's field is named in an undo text: the card's abbreviation where there is one."""

WEAPON_FIELD_LABELS: dict[str, str] = {
    "name": "name",
    "kind": "kind",
    "damage_bonus": "damage bonus",
    "range": "range",
    "cost": "cost",
    "notes": "notes",
}

ROSTER_FIELD_LABELS: dict[str, str] = {
    "name": "roster name",
    "notes": "roster notes",
    "points_limit": "points limit",
}

MERGED_TEXT_FIELDS = frozenset({"notes"})
"""Fields typed letter by letter: successive edits merge into one undo step, like a text editor."""

_SET_MODEL_FIELD_ID = 1
_SET_ROSTER_FIELD_ID = 2


def edited_model(model: ModelSpec, field: str, value: Any) -> ModelSpec:
    """``model`` with ``field`` set to ``value``, validated like a file (ValidationError)."""
    return ModelSpec.model_validate({**model.model_dump(), field: value})


def edited_weapon(weapon: WeaponSpec, field: str, value: Any) -> WeaponSpec:
    """``weapon`` with ``field`` set; a kind that cannot shoot drops the range it no longer uses."""
    data = {**weapon.model_dump(), field: value}
    new = WeaponSpec.model_validate(data)
    if field == "kind" and not new.kind.is_ranged and new.range is not None:
        new = WeaponSpec.model_validate({**data, "range": None})
    return new


def _model_with_weapons(model: ModelSpec, weapons: Sequence[WeaponSpec]) -> ModelSpec:
    return ModelSpec.model_validate({**model.model_dump(), "weapons": tuple(weapons)})


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


class RosterCommand(QUndoCommand):
    """Swap the document's roster between the value before the action and the value after it."""

    def __init__(
        self,
        document: RosterDocument,
        new_roster: Roster,
        text: str,
        parent: QUndoCommand | None = None,
    ) -> None:
        super().__init__(text, parent)
        self._document = document
        self._old = document.roster
        self._new = new_roster

    @property
    def document(self) -> RosterDocument:
        return self._document

    @property
    def new_roster(self) -> Roster:
        return self._new

    def redo(self) -> None:
        self._document.replace_roster(self._new)

    def undo(self) -> None:
        self._document.replace_roster(self._old)


class SetModelFieldCommand(RosterCommand):
    """Set one field of one model ("Edit ATT of Orc Brave")."""

    def __init__(
        self,
        document: RosterDocument,
        row: int,
        field: str,
        value: Any,
        parent: QUndoCommand | None = None,
    ) -> None:
        model = document.roster.models[row]
        new_model = edited_model(model, field, value)
        label = MODEL_FIELD_LABELS.get(field, field.replace("_", " "))
        super().__init__(
            document,
            document.roster.replace_model(row, new_model),
            f"Edit {label} of {model.name}",
            parent,
        )
        self.row = row
        self.field = field

    def id(self) -> int:
        return _SET_MODEL_FIELD_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        """Typing in a notes box makes one undo step, not one per letter."""
        if not (
            isinstance(other, SetModelFieldCommand)
            and other.document is self.document
            and other.row == self.row
            and other.field == self.field
            and self.field in MERGED_TEXT_FIELDS
        ):
            return False
        self._new = other.new_roster
        self.setObsolete(self._new == self._old)
        return True


class AddModelCommand(RosterCommand):
    """Insert a model at a position ("Add New model", or "Duplicate Orc Brave")."""

    def __init__(
        self,
        document: RosterDocument,
        row: int,
        model: ModelSpec,
        text: str | None = None,
        parent: QUndoCommand | None = None,
    ) -> None:
        super().__init__(
            document,
            document.roster.insert_model(row, model),
            text if text is not None else f"Add {model.name}",
            parent,
        )
        self.row = row


class PasteModelsCommand(RosterCommand):
    """Insert several models in a block, as they were copied ("Paste 3 models")."""

    def __init__(
        self,
        document: RosterDocument,
        row: int,
        models: Sequence[ModelSpec],
        parent: QUndoCommand | None = None,
    ) -> None:
        existing = list(document.roster.models)
        new_models = [*existing[:row], *models, *existing[row:]]
        text = f"Paste {models[0].name}" if len(models) == 1 else f"Paste {len(models)} models"
        super().__init__(document, document.roster.with_models(new_models), text, parent)
        self.rows = range(row, row + len(models))


class RemoveModelsCommand(RosterCommand):
    """Delete models, wherever they are ("Delete Orc Brave", "Delete 2 models")."""

    def __init__(
        self,
        document: RosterDocument,
        rows: Iterable[int],
        parent: QUndoCommand | None = None,
    ) -> None:
        doomed = sorted(set(rows))
        models = document.roster.models
        kept = [m for row, m in enumerate(models) if row not in doomed]
        if len(doomed) == 1:
            text = f"Delete {models[doomed[0]].name}"
        else:
            text = f"Delete {_count(len(doomed), 'model')}"
        super().__init__(document, document.roster.with_models(kept), text, parent)
        self.rows = tuple(doomed)


class MoveModelCommand(RosterCommand):
    """Move one model to another position in the roster ("Move Orc Brave up")."""

    def __init__(
        self,
        document: RosterDocument,
        row: int,
        new_row: int,
        parent: QUndoCommand | None = None,
    ) -> None:
        models = list(document.roster.models)
        if not (0 <= row < len(models) and 0 <= new_row < len(models)):
            raise IndexError(f"cannot move model {row} to {new_row} of {len(models)}")
        model = models.pop(row)
        models.insert(new_row, model)
        direction = "up" if new_row < row else "down"
        super().__init__(
            document,
            document.roster.with_models(models),
            f"Move {model.name} {direction}",
            parent,
        )
        self.row = row
        self.new_row = new_row


class AddWeaponCommand(RosterCommand):
    """Give a model another weapon ("Add weapon Axe to Orc Brave")."""

    def __init__(
        self,
        document: RosterDocument,
        row: int,
        weapon: WeaponSpec,
        parent: QUndoCommand | None = None,
    ) -> None:
        model = document.roster.models[row]
        new_model = _model_with_weapons(model, [*model.weapons, weapon])
        super().__init__(
            document,
            document.roster.replace_model(row, new_model),
            f"Add weapon {weapon.name} to {model.name}",
            parent,
        )
        self.row = row


class RemoveWeaponCommand(RosterCommand):
    """Take a weapon from a model ("Remove weapon Axe from Orc Brave")."""

    def __init__(
        self,
        document: RosterDocument,
        row: int,
        weapon_row: int,
        parent: QUndoCommand | None = None,
    ) -> None:
        model = document.roster.models[row]
        weapons = list(model.weapons)
        weapon = weapons.pop(weapon_row)
        super().__init__(
            document,
            document.roster.replace_model(row, _model_with_weapons(model, weapons)),
            f"Remove weapon {weapon.name} from {model.name}",
            parent,
        )
        self.row = row


class EditWeaponCommand(RosterCommand):
    """Set one field of one of a model's weapons ("Edit range of Bow of Orc Archer")."""

    def __init__(
        self,
        document: RosterDocument,
        row: int,
        weapon_row: int,
        field: str,
        value: Any,
        parent: QUndoCommand | None = None,
    ) -> None:
        model = document.roster.models[row]
        weapons = list(model.weapons)
        weapon = weapons[weapon_row]
        weapons[weapon_row] = edited_weapon(weapon, field, value)
        label = WEAPON_FIELD_LABELS.get(field, field.replace("_", " "))
        super().__init__(
            document,
            document.roster.replace_model(row, _model_with_weapons(model, weapons)),
            f"Edit {label} of {weapon.name} of {model.name}",
            parent,
        )
        self.row = row


class SetRosterFieldCommand(RosterCommand):
    """Set the roster's own name, notes or points limit ("Edit points limit")."""

    def __init__(
        self,
        document: RosterDocument,
        field: str,
        value: Any,
        parent: QUndoCommand | None = None,
    ) -> None:
        roster = document.roster
        new_roster = Roster.model_validate({**roster.model_dump(), field: value})
        label = ROSTER_FIELD_LABELS.get(field, field.replace("_", " "))
        super().__init__(document, new_roster, f"Edit {label}", parent)
        self.field = field

    def id(self) -> int:
        return _SET_ROSTER_FIELD_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not (
            isinstance(other, SetRosterFieldCommand)
            and other.document is self.document
            and other.field == self.field
            and self.field in MERGED_TEXT_FIELDS
        ):
            return False
        self._new = other.new_roster
        self.setObsolete(self._new == self._old)
        return True
