"""A Yaktribe gang file read into a roster document: the gang's own values and notes, then its
fighters."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gangfight_gui.roster.faults import clipped
from gangfight_gui.roster.file_format import FORMAT, VERSION
from gangfight_gui.roster.file_reading import json_kind
from gangfight_gui.roster.imports.yaktribe_fighters import FighterReading
from gangfight_gui.roster.imports.yaktribe_values import (
    ORIGIN,
    GangFileError,
    nearest,
    plain_lines,
    range_words,
    shown,
)
from gangfight_gui.rules.engine.limits import MAX_MODELS, MAX_NAME_CHARS
from gangfight_gui.rules.kinds import found

GANG_VALUES = (
    ("gang_type", "Gang type", "type", False),
    ("campaign", "Campaign", "", False),
    ("alignment", "Alignment", "", False),
    ("allegiance", "Allegiance", "", False),
    ("url", "Yaktribe page", "", False),
    ("gang_id", "Yaktribe gang id", "", False),
    ("gang_rating", "Gang rating", "", True),
    ("credits", "Credits", "credits", True),
    ("reputation", "Reputation", "reputation", True),
    ("wealth", "Wealth", "wealth", True),
    ("meat", "Meat", "", True),
)
"""The gang's own values, in the order its notes list them: (file key, label, the roster field
it goes to where the game declares one (``Game.roster_fields``), whether it is a number). A value
with no field, or one its field cannot take as written, is kept in the notes."""
_READ_GANG_KEYS = frozenset(
    {"gang_name", "gang_notes", "gangers", "stash", "gang_image"}
    | {key for key, *_rest in GANG_VALUES}
)


class Conversion(FighterReading):
    """One gang file read into a roster document, the report gathered on the way."""

    def roster_document(self, document: object, default_name: str) -> dict[str, Any]:
        """The roster file's object for the gang in ``document``."""
        gang = self.gang_object(document)
        gangers = gang["gangers"]
        name = (self.text(gang.get("gang_name"), "gang.gang_name") or "").strip()
        if not name:
            name = default_name.strip() or "Imported gang"
            self.kept.append(f"The file names no gang: the roster is called {name!r}.")
        if len(name) > MAX_NAME_CHARS:
            outcome = f"cut to {MAX_NAME_CHARS} characters; the whole name is in the roster's notes"
            self.out(None, "name", "Name", shown(name), outcome)
        models = []
        for index, ganger in enumerate(gangers):
            model = self.fighter(ganger, f"gang.gangers[{index}]")
            if model is not None:
                models.append(model)
        fields, placed = self.gang_fields(gang)
        notes = self.gang_notes(gang, name, placed)
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game.key,
            "name": clipped(name, MAX_NAME_CHARS),
            "notes": notes,
            "points_limit": None,
            **fields,
            "models": models,
        }

    def gang_fields(self, gang: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, str]]:
        """The gang's values the roster has a field for (its type, credits, reputation, wealth),
        each as the field takes it; and, by file key, the notes line of each value placed
        (empty: it fitted), so the notes keep what a field could not."""
        fields: dict[str, Any] = {}
        placed: dict[str, str] = {}
        for file_key, _label, key, numeric in GANG_VALUES:
            spec = self.roster_fields.get(key)
            if spec is None:
                continue
            where = f"gang.{file_key}"
            placed[file_key] = ""
            if not numeric:
                text = (self.text(gang.get(file_key), where) or "").strip()
                fields[key] = self.fitted(None, spec, text)
                if fields[key] != text:
                    placed[file_key] = f"{spec.label}: {text}"
                continue
            value = self.number(gang.get(file_key), where)
            if value is None:
                continue
            fields[key] = nearest(spec, value)
            if fields[key] != value:
                placed[file_key] = f"{spec.label}: {value:,}"
                outcome = (
                    f"this program takes a {spec.label} {range_words(spec)}; set to "
                    f"{fields[key]:,}; the file's value is in the roster's notes"
                )
                self.out(None, key, spec.label, shown(str(value)), outcome)
        return fields, placed

    def gang_object(self, document: object) -> Mapping[str, Any]:
        if not isinstance(document, dict):
            raise GangFileError(
                self.source,
                f"is not a Yaktribe gang: it must be an object (found {found(document)})",
            )
        if "gang" not in document:
            hint = (
                ": it is a roster file of this program; open it instead"
                if document.get("format") == FORMAT
                else ""
            )
            raise GangFileError(
                self.source, f'is not a Yaktribe gang: it has no "gang" object{hint}'
            )
        gang = document["gang"]
        if not isinstance(gang, dict):
            raise self.fail("gang", f"must be an object, the gang (found {found(gang)})")
        if "gangers" not in gang:
            raise GangFileError(
                self.source, 'is not a Yaktribe gang: its "gang" has no "gangers" list'
            )
        gangers = gang["gangers"]
        if not isinstance(gangers, list):
            raise self.fail("gang.gangers", f"must be a list of fighters (found {found(gangers)})")
        if len(gangers) > MAX_MODELS:
            raise GangFileError(
                self.source,
                f"holds {len(gangers):,} fighters; a roster takes at most {MAX_MODELS:,}",
            )
        return gang

    def gang_notes(self, gang: Mapping[str, Any], name: str, placed: Mapping[str, str]) -> str:
        """The gang's own notes, then what the roster has no field for, under "From Yaktribe"
        (``placed``: the notes line of each file key ``gang_fields`` placed, empty if none)."""
        lines = []
        if len(name) > MAX_NAME_CHARS:
            lines.append(f"Name: {name}")
        for key, label, _field, numeric in GANG_VALUES:
            if numeric:
                value = self.number(gang.get(key), f"gang.{key}")
                said = "" if value is None else f"{value:,}"
            else:
                said = self.scalar(gang.get(key), f"gang.{key}")
            line = placed.get(key, f"{label}: {said}" if said else "")
            if line:
                lines.append(line)
        stash = self.stash(gang.get("stash"))
        if stash:
            lines.append(f"Stash: {stash}")
        for key, value in gang.items():
            if key in _READ_GANG_KEYS or not isinstance(value, list) or not value:
                continue
            if all(isinstance(item, str) for item in value):
                label = key.replace("_", " ").strip().capitalize()
                items = ", ".join(item.strip() for item in value if item.strip())
                if items:
                    lines.append(f"{label}: {items}")
        own = plain_lines(self.text(gang.get("gang_notes"), "gang.gang_notes") or "")
        if lines:
            kept = "; ".join(line.partition(":")[0] for line in lines if ":" in line)
            self.kept.append(
                f'The roster\'s notes keep, under "From {ORIGIN}", what it has no field for'
                + (f" ({kept})" if kept else "")
                + "."
            )
        return self.notes_with(own, lines, None)

    def scalar(self, value: object, where: str) -> str:
        """A text or a number as text (an id may be either); absent or null: empty."""
        if isinstance(value, int) and not isinstance(value, bool):
            return shown(str(value))
        return (self.text(value, where) or "").strip()

    def stash(self, value: object) -> str:
        """The stash as text: its items (strings, or objects with a name and a qty) by name; a
        stash of another shape is not read (said in the report), as the issue gives no shape."""
        if value is None:
            return ""
        if not isinstance(value, list):
            self.kept.append(f"The stash ({json_kind(value)}) was not read.")
            return ""
        items = []
        for item in value:
            if isinstance(item, str) and item.strip():
                items.append(item.strip())
            elif isinstance(item, dict) and isinstance(item.get("name"), str):
                qty = item.get("qty")
                count = str(qty).strip() if type(qty) in (str, int) else ""  # as written
                shown_qty = f" ×{shown(count)}" if count not in ("", "1") else ""
                items.append(f"{item['name'].strip()}{shown_qty}")
        return ", ".join(items)
