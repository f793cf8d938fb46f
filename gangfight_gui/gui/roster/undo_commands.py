"""One undo command per thing a player does to a roster of any game, named verb-noun in the
game's words ("Undo Edit Sv of Sister Nel")."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtGui import QUndoCommand

from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.roster.roster import NOTES_KEY, Entry, Weapon, roster_specs
from gangfight_gui.rules.engine.wording import count_of

MERGED_TEXT_FIELDS = frozenset({NOTES_KEY})
"""Fields typed letter by letter: successive edits merge into one undo step, like a text editor."""

_SET_ENTRY_FIELD_ID = 1
_SET_ROSTER_FIELD_ID = 2
_EDIT_WEAPON_ID = 3


def field_label(entry: Entry | Weapon, key: str) -> str:
    """How a field is named in an undo text: its spec's label ("Sv", "ATT", "Notes")."""
    spec = next((spec for spec in entry.specs if spec.key == key), None)
    return spec.label if spec is not None else key.replace("_", " ")


class RosterCommand(QUndoCommand):
    """Swap the document's roster between the value before the action and the value after it.

    Each command builds its new roster when it is made, from the document's roster then, so it
    never half-applies and an invalid roster fails at once (pydantic's ``ValidationError``), before
    anything is pushed."""

    def __init__(
        self,
        document: RosterDocument,
        new_roster: Any,
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
    def new_roster(self) -> Any:
        return self._new

    def redo(self) -> None:
        self._document.replace_roster(self._new)

    def undo(self) -> None:
        self._document.replace_roster(self._old)

    def _merge(self, other: QUndoCommand) -> bool:
        """Take ``other``'s result as this command's (one undo step for a run of typing)."""
        if not isinstance(other, RosterCommand):
            return False
        self._new = other.new_roster
        self.setObsolete(self._new == self._old)
        return True


class SetEntryFieldCommand(RosterCommand):
    """Set one field of one entry ("Edit Sv of Sister Nel")."""

    def __init__(
        self,
        document: RosterDocument,
        row: int,
        key: str,
        value: Any,
        parent: QUndoCommand | None = None,
    ) -> None:
        entry = document.roster.models[row]
        super().__init__(
            document,
            document.roster.replace_model(row, entry.with_value(key, value)),
            f"Edit {field_label(entry, key)} of {entry.name}",
            parent,
        )
        self.row = row
        self.key = key

    def id(self) -> int:
        return _SET_ENTRY_FIELD_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        """Typing in a notes box makes one undo step, not one per letter."""
        return (
            isinstance(other, SetEntryFieldCommand)
            and other.document is self.document
            and other.row == self.row
            and other.key == self.key
            and self.key in MERGED_TEXT_FIELDS
            and self._merge(other)
        )


class AddEntryCommand(RosterCommand):
    """Insert an entry at a position ("Add fighter", or "Duplicate Sister Nel")."""

    def __init__(
        self,
        document: RosterDocument,
        row: int,
        entry: Entry,
        text: str | None = None,
        parent: QUndoCommand | None = None,
    ) -> None:
        super().__init__(
            document,
            document.roster.insert_model(row, entry),
            text if text is not None else f"Add {document.noun}",
            parent,
        )
        self.row = row


class PasteEntriesCommand(RosterCommand):
    """Insert several entries in a block, as they were copied ("Paste 3 fighters")."""

    def __init__(
        self,
        document: RosterDocument,
        row: int,
        entries: Sequence[Entry],
        parent: QUndoCommand | None = None,
    ) -> None:
        existing = list(document.roster.models)
        new_entries = [*existing[:row], *entries, *existing[row:]]
        if len(entries) == 1:
            text = f"Paste {entries[0].name}"
        else:
            text = f"Paste {count_of(len(entries), document.noun)}"
        super().__init__(document, document.roster.with_models(new_entries), text, parent)
        self.rows = range(row, row + len(entries))


class RemoveEntriesCommand(RosterCommand):
    """Delete entries, wherever they are ("Delete Sister Nel", "Delete 2 units")."""

    def __init__(
        self,
        document: RosterDocument,
        rows: Iterable[int],
        parent: QUndoCommand | None = None,
    ) -> None:
        doomed = sorted(set(rows))
        entries = document.roster.models
        gone = set(doomed)
        kept = [entry for row, entry in enumerate(entries) if row not in gone]
        if len(doomed) == 1:
            text = f"Delete {entries[doomed[0]].name}"
        else:
            text = f"Delete {count_of(len(doomed), document.noun)}"
        super().__init__(document, document.roster.with_models(kept), text, parent)
        self.rows = tuple(doomed)


class MoveEntryCommand(RosterCommand):
    """Move one entry to another position in the roster ("Move Sister Nel up")."""

    def __init__(
        self,
        document: RosterDocument,
        row: int,
        new_row: int,
        parent: QUndoCommand | None = None,
    ) -> None:
        entries = list(document.roster.models)
        if not (0 <= row < len(entries) and 0 <= new_row < len(entries)):
            raise IndexError(f"cannot move {document.noun} {row} to {new_row} of {len(entries)}")
        entry = entries.pop(row)
        entries.insert(new_row, entry)
        direction = "up" if new_row < row else "down"
        super().__init__(
            document,
            document.roster.with_models(entries),
            f"Move {entry.name} {direction}",
            parent,
        )
        self.row = row
        self.new_row = new_row


class AddWeaponCommand(RosterCommand):
    """Give an entry another weapon ("Add weapon Axe to Orc Brave")."""

    def __init__(
        self,
        document: RosterDocument,
        row: int,
        weapon: Weapon,
        parent: QUndoCommand | None = None,
    ) -> None:
        entry = document.roster.models[row]
        super().__init__(
            document,
            document.roster.replace_model(row, entry.with_weapons([*entry.weapons, weapon])),
            f"Add weapon {weapon.name} to {entry.name}",
            parent,
        )
        self.row = row


class RemoveWeaponCommand(RosterCommand):
    """Take a weapon from an entry ("Remove weapon Axe from Orc Brave")."""

    def __init__(
        self,
        document: RosterDocument,
        row: int,
        weapon_row: int,
        parent: QUndoCommand | None = None,
    ) -> None:
        entry = document.roster.models[row]
        weapons = list(entry.weapons)
        weapon = weapons.pop(weapon_row)
        super().__init__(
            document,
            document.roster.replace_model(row, entry.with_weapons(weapons)),
            f"Remove weapon {weapon.name} from {entry.name}",
            parent,
        )
        self.row = row


class EditWeaponCommand(RosterCommand):
    """Set one field of one of an entry's weapons ("Edit D of Arc lash of Sister Nel")."""

    def __init__(
        self,
        document: RosterDocument,
        row: int,
        weapon_row: int,
        key: str,
        value: Any,
        parent: QUndoCommand | None = None,
    ) -> None:
        entry = document.roster.models[row]
        weapon = entry.weapons[weapon_row]
        super().__init__(
            document,
            document.roster.replace_model(row, entry.with_weapon_value(weapon_row, key, value)),
            f"Edit {field_label(weapon, key)} of {weapon.name} of {entry.name}",
            parent,
        )
        self.row = row
        self.weapon_row = weapon_row
        self.key = key

    def id(self) -> int:
        return _EDIT_WEAPON_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        """Typing a weapon's notes makes one undo step, not one per letter."""
        return (
            isinstance(other, EditWeaponCommand)
            and other.document is self.document
            and (other.row, other.weapon_row, other.key) == (self.row, self.weapon_row, self.key)
            and self.key in MERGED_TEXT_FIELDS
            and self._merge(other)
        )


class SetRosterFieldCommand(RosterCommand):
    """Set one of the roster's own fields: its name, notes, cost limit or a field of its game
    ("Edit cost limit")."""

    def __init__(
        self,
        document: RosterDocument,
        key: str,
        value: Any,
        parent: QUndoCommand | None = None,
    ) -> None:
        spec = next((s for s in roster_specs(document.game) if s.key == key), None)
        label = spec.label if spec is not None else key.replace("_", " ")
        new_roster = document.roster.with_value(key, value)
        super().__init__(document, new_roster, f"Edit roster {label.lower()}", parent)
        self.key = key

    def id(self) -> int:
        return _SET_ROSTER_FIELD_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        return (
            isinstance(other, SetRosterFieldCommand)
            and other.document is self.document
            and other.key == self.key
            and self.key in MERGED_TEXT_FIELDS
            and self._merge(other)
        )
