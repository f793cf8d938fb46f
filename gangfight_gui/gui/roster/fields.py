"""How a field of any game reads in the editor: its text, its tooltip, its sort key, its parsing.

Every cell, heading and form row of the roster editor is drawn from a game's ``FieldSpec``
through these few functions, so a column of a Necromunda fighter, a WarStrike unit or a
Gangfight model is shown, sorted and typed in the same way, by its kind (``rules/game.py``).
Values are the file's (``Entry.value_of``): a list field is a tuple, a missing number None.
"""

from __future__ import annotations

from typing import Any

from gangfight_gui.roster.roster import describe_value
from gangfight_gui.rules.game import FieldSpec

NONE_TEXT = "–"
"""A number a profile leaves empty (a unit without To, a fighter without BS)."""

LIST_SEPARATOR = ", "

NUMBER_KINDS = frozenset({"int", "optional_int", "number", "optional_number", "auto_int"})


def field_tooltip(spec: FieldSpec) -> str:
    """What a field means, what it takes and the ruling behind it (plain text)."""
    parts = [spec.label if not spec.help else f"{spec.label}: {spec.help}"]
    parts.append(f"Takes {describe_value(spec)}.")
    if spec.ruling:
        parts.append(f"Ruling {spec.ruling}")
    if spec.reading:
        parts.append("Not in the game's text: this program's reading, see the rulings page.")
    return "\n".join(parts)


def heading(spec: FieldSpec) -> str:
    """A column heading: the label, starred where the field is this program's reading."""
    return spec.label + (" *" if spec.reading else "")


def display_text(spec: FieldSpec, value: object) -> str:
    """A value as a cell shows it: a dash for none, a choice by its label, a list joined."""
    if value is None:
        return spec.blank if spec.kind in NUMBER_KINDS else ""
    if spec.kind == "bool":
        return ""
    if spec.kind == "choice":
        return spec.label_of(value)
    if spec.kind == "text_list" and isinstance(value, list | tuple):
        return LIST_SEPARATOR.join(str(item) for item in value)
    if spec.kind in NUMBER_KINDS and isinstance(value, int | float):
        return f"{value:g}{unit_suffix(spec)}"
    if isinstance(value, str):
        return " ".join(value.split()) if spec.kind == "text" else value
    return str(value)


def unit_suffix(spec: FieldSpec) -> str:
    """What follows a number of the field: ``" mm"``, ``'"'`` for inches, nothing for a count."""
    if not spec.unit:
        return ""
    return spec.unit if spec.unit == '"' else f" {spec.unit}"


def edit_value(spec: FieldSpec, value: object) -> object:
    """A value as an editor starts from: a list as its text, anything else as it is."""
    if spec.kind == "text_list" and isinstance(value, list | tuple):
        return LIST_SEPARATOR.join(str(item) for item in value)
    return value


def sort_value(spec: FieldSpec, value: object) -> Any:
    """A key that sorts a column as a player expects: numbers as numbers with none first,
    choices in the spec's order (sizes small to huge), texts without regard to case."""
    if spec.kind in NUMBER_KINDS:
        if value is None:
            return float("-inf")
        return float("-inf") + 1 if value == "auto" else value
    if spec.kind == "choice":
        return spec.choices.index(value) if value in spec.choices else -1
    if spec.kind == "bool":
        return 1 if value else 0
    return display_text(spec, value).casefold()


def parsed(spec: FieldSpec, value: object) -> object:
    """What an editor handed over, as the field's value, never clamped or guessed: "99" for a
    field of 2 to 6 stays 99, for the roster to refuse with the field's limits. Text that is no
    number is a ValueError naming the field."""
    kind = spec.kind
    if kind == "text_list":
        if isinstance(value, list | tuple):
            return list(value)
        return [part.strip() for part in str(value).split(",") if part.strip()]
    if kind == "bool":
        return bool(value)
    if kind in NUMBER_KINDS and isinstance(value, str):
        raw = value.strip()
        if raw in ("", NONE_TEXT, "-", spec.blank) and kind.startswith("optional_"):
            return None
        if kind == "auto_int" and raw.casefold() == "auto":
            return "auto"
        try:
            return float(raw) if kind in ("number", "optional_number") else int(raw)
        except ValueError:
            raise ValueError(f"{spec.label}: {raw[:12]!r} is not a number") from None
    return value
