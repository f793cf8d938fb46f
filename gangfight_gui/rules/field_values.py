"""A setting's value against its field's declaration (``FieldSpec``): whether it is one the field
takes, and a value from what a player typed.

The settings file keeps each game's house rules, and ``gangfight matchups`` and ``gangfight
cards`` take circumstances and house rules as options (``--cover hard``); both check values here,
against the game's own declaration (kind, range, choices), so a value a game does not take is
refused (an option) or falls back to the game's default (a stale setting) in one way for every
game.
"""

from __future__ import annotations

import math

from gangfight_gui.rules.game import FieldSpec

TRUE_WORDS = ("true", "yes", "on", "1")
FALSE_WORDS = ("false", "no", "off", "0")
AUTO = "auto"
"""An ``auto_int``'s automatic value, and a matchup's "as the pair's own fight has it"."""


class BadValue(ValueError):
    """Text that is not a value the field takes; the message says what it takes."""


def takes(spec: FieldSpec, value: object) -> bool:
    """Whether the field ``spec`` takes ``value``: its kind, its range and its choices."""
    kind = spec.kind
    if value is None:
        return kind.startswith("optional_")
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "choice":
        return value in spec.choices
    if kind == "auto_int" and value == AUTO:
        return True
    if kind in ("int", "optional_int", "auto_int", "number", "optional_number"):
        if isinstance(value, bool) or not isinstance(value, int | float):
            return False
        if isinstance(value, float) and (not kind.endswith("number") or not math.isfinite(value)):
            return False
        low, high = spec.minimum, spec.maximum
        return (low is None or value >= low) and (high is None or value <= high)
    if kind == "text":
        return isinstance(value, str) and (spec.maximum is None or len(value) <= spec.maximum)
    return False  # a list is never a setting


def wanted(spec: FieldSpec) -> str:
    """What the field takes, in a few words: "one of none, soft, hard", "a whole number from 0
    to 6", "yes or no"."""
    kind = spec.kind
    if kind == "bool":
        return "yes or no"
    if kind == "choice":
        return "one of " + ", ".join(spec.choices)
    what = "a whole number" if kind in ("int", "optional_int", "auto_int") else "a number"
    if spec.minimum is not None and spec.maximum is not None:
        what += f" from {spec.minimum} to {spec.maximum}"
    elif spec.minimum is not None:
        what += f" of at least {spec.minimum}"
    elif spec.maximum is not None:
        what += f" of at most {spec.maximum}"
    return what + (f" or {AUTO}" if kind == "auto_int" else "") if kind != "text" else "text"


def from_text(spec: FieldSpec, text: str) -> object:
    """The value ``text`` stands for in the field ``spec``; BadValue saying what it takes."""
    word = text.strip()
    value: object = word
    if spec.kind == "bool":
        if word.lower() not in TRUE_WORDS + FALSE_WORDS:
            raise BadValue(f"{text!r} is not {wanted(spec)}")
        value = word.lower() in TRUE_WORDS
    elif spec.kind == "auto_int" and word == AUTO:
        value = AUTO
    elif spec.kind in ("int", "optional_int", "auto_int"):
        try:
            value = int(word)
        except ValueError:
            raise BadValue(f"{text!r} is not {wanted(spec)}") from None
    elif spec.kind in ("number", "optional_number"):
        try:
            value = float(word)
        except ValueError:
            raise BadValue(f"{text!r} is not {wanted(spec)}") from None
    if not takes(spec, value):
        raise BadValue(f"{text!r} is not {wanted(spec)}")
    return value
