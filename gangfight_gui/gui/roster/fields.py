"""How a field of any game reads in the editor: its text, its tooltip, its sort key, its parsing,
by its kind, for every cell, heading and form row."""

from __future__ import annotations

from gangfight_gui.roster.roster import describe_value
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.kinds import BadValue


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
    """A value as a cell shows it: a dash for none, a choice by its label, a list joined, a
    number with its unit; a tick box shows no text."""
    return "" if spec.kind.ticked else spec.kind.show(spec, value)


def parsed(spec: FieldSpec, value: object) -> object:
    """What an editor handed over, as the field's value, never clamped or guessed: "99" for a
    field of 2 to 6 stays 99, for the roster to refuse with the field's limits. Text that is no
    value of the field is a ValueError naming the field."""
    if spec.kind.listed and isinstance(value, list | tuple):
        return list(value)
    if spec.kind.ticked:
        return bool(value)
    if not isinstance(value, str) or not (spec.kind.number or spec.kind.listed):
        return value
    try:
        return spec.kind.parse(spec, value)
    except BadValue as error:
        raise ValueError(f"{spec.label}: {error}") from None
