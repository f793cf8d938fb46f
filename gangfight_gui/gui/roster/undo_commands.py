"""One undo command per thing a player does to a roster of any game, named verb-noun in the
game's words ("Undo Edit Sv of Sister Nel")."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtGui import QUndoCommand

from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.roster.roster import NOTES_KEY, Entry, Weapon, roster_specs
from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.game import FieldSpec

MERGED_TEXT_FIELDS = frozenset({NOTES_KEY})
"""Fields typed letter by letter: successive edits merge into one undo step, like a text editor."""

_MERGING_ID = 1


def field_label(specs: Iterable[FieldSpec], key: str) -> str:
    """How a field is named in an undo text: its spec's label ("Sv", "ATT", "Notes")."""
    spec = next((spec for spec in specs if spec.key == key), None)
    return spec.label if spec is not None else key.replace("_", " ")


def _typed(key: str, *where: object) -> tuple[object, ...] | None:
    """What a run of typing in field ``key`` at ``where`` merges by; None for other fields."""
    return (*where, key) if key in MERGED_TEXT_FIELDS else None


class RosterCommand(QUndoCommand):
    """Swap the document's roster between the value before the action and the value after it.

    Each command builds its new roster when it is made, from the document's roster then, so it
    never half-applies and an invalid roster fails at once (the roster's ``EntryError``), before
    anything is pushed. Commands of one ``merged`` (a run of typing in one field) make one step."""

    def __init__(
        self,
        document: RosterDocument,
        new_roster: Any,
        text: str,
        merged: tuple[object, ...] | None = None,
    ) -> None:
        super().__init__(text)
        self.document = document
        self._old = document.roster
        self._new = new_roster
        self._merged = merged

    def redo(self) -> None:
        self.document.replace_roster(self._new)

    def undo(self) -> None:
        self.document.replace_roster(self._old)

    def id(self) -> int:
        return -1 if self._merged is None else _MERGING_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        """Take ``other``'s result as this command's (one undo step for a run of typing)."""
        if not isinstance(other, RosterCommand) or other.document is not self.document:
            return False
        if self._merged is None or other._merged != self._merged:
            return False
        self._new = other._new
        self.setObsolete(self._new == self._old)
        return True


class SetEntryFieldCommand(RosterCommand):
    """Set one field of one entry ("Edit Sv of Sister Nel")."""

    def __init__(self, document: RosterDocument, row: int, key: str, value: Any) -> None:
        entry = document.roster.models[row]
        super().__init__(
            document,
            document.roster.replace_model(row, entry.with_value(key, value)),
            f"Edit {field_label(entry.specs, key)} of {entry.name}",
            _typed(key, "entry", row),
        )


class AddEntryCommand(RosterCommand):
    """Insert an entry at a position ("Add fighter", or "Duplicate Sister Nel")."""

    def __init__(
        self, document: RosterDocument, row: int, entry: Entry, text: str | None = None
    ) -> None:
        super().__init__(
            document,
            document.roster.insert_model(row, entry),
            text if text is not None else f"Add {document.noun}",
        )


def entries_text(verb: str, entries: Sequence[Entry], noun: str) -> str:
    """ "Paste Sister Nel", "Delete 2 units": the one entry by name, several counted."""
    if len(entries) == 1:
        return f"{verb} {entries[0].name}"
    return f"{verb} {count_of(len(entries), noun)}"


class PasteEntriesCommand(RosterCommand):
    """Insert several entries in a block, as they were copied ("Paste 3 fighters")."""

    def __init__(self, document: RosterDocument, row: int, entries: Sequence[Entry]) -> None:
        existing = document.roster.models
        super().__init__(
            document,
            document.roster.with_models([*existing[:row], *entries, *existing[row:]]),
            entries_text("Paste", entries, document.noun),
        )


class RemoveEntriesCommand(RosterCommand):
    """Delete entries, wherever they are ("Delete Sister Nel", "Delete 2 units")."""

    def __init__(self, document: RosterDocument, rows: Iterable[int]) -> None:
        gone = set(rows)
        entries = document.roster.models
        doomed = [entry for row, entry in enumerate(entries) if row in gone]
        super().__init__(
            document,
            document.roster.with_models(
                [kept for row, kept in enumerate(entries) if row not in gone]
            ),
            entries_text("Delete", doomed, document.noun),
        )


class MoveEntryCommand(RosterCommand):
    """Move one entry to another position in the roster ("Move Sister Nel up")."""

    def __init__(self, document: RosterDocument, row: int, new_row: int) -> None:
        entries = list(document.roster.models)
        if not (0 <= row < len(entries) and 0 <= new_row < len(entries)):
            raise IndexError(f"cannot move {document.noun} {row} to {new_row} of {len(entries)}")
        entry = entries.pop(row)
        entries.insert(new_row, entry)
        direction = "up" if new_row < row else "down"
        super().__init__(
            document, document.roster.with_models(entries), f"Move {entry.name} {direction}"
        )


class AddWeaponCommand(RosterCommand):
    """Give an entry another weapon ("Add weapon Axe to Orc Brave")."""

    def __init__(self, document: RosterDocument, row: int, weapon: Weapon) -> None:
        entry = document.roster.models[row]
        super().__init__(
            document,
            document.roster.replace_model(row, entry.with_weapons([*entry.weapons, weapon])),
            f"Add weapon {weapon.name} to {entry.name}",
        )


class RemoveWeaponCommand(RosterCommand):
    """Take a weapon from an entry ("Remove weapon Axe from Orc Brave")."""

    def __init__(self, document: RosterDocument, row: int, weapon_row: int) -> None:
        entry = document.roster.models[row]
        weapons = list(entry.weapons)
        weapon = weapons.pop(weapon_row)
        super().__init__(
            document,
            document.roster.replace_model(row, entry.with_weapons(weapons)),
            f"Remove weapon {weapon.name} from {entry.name}",
        )


class EditWeaponCommand(RosterCommand):
    """Set one field of one of an entry's weapons ("Edit D of Arc lash of Sister Nel")."""

    def __init__(
        self, document: RosterDocument, row: int, weapon_row: int, key: str, value: Any
    ) -> None:
        entry = document.roster.models[row]
        weapon = entry.weapons[weapon_row]
        super().__init__(
            document,
            document.roster.replace_model(row, entry.with_weapon_value(weapon_row, key, value)),
            f"Edit {field_label(weapon.specs, key)} of {weapon.name} of {entry.name}",
            _typed(key, "weapon", row, weapon_row),
        )


class SetRosterFieldCommand(RosterCommand):
    """Set one of the roster's own fields: its name, notes, cost limit or a field of its game
    ("Edit cost limit")."""

    def __init__(self, document: RosterDocument, key: str, value: Any) -> None:
        label = field_label(roster_specs(document.game), key)
        super().__init__(
            document,
            document.roster.with_value(key, value),
            f"Edit roster {label.lower()}",
            _typed(key, "roster"),
        )
