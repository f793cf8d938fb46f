"""Typed reads of scenario JSON fields with the one-line messages of N16.

Every reader takes the object, the key and the field's path as the player sees it
(``attacker.ws``, ``reaction.assists``) so that each message names exactly what to fix. Wrong
types and missing required fields are shape errors (exit 2); a JSON ``true`` is never a number.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gangfight_gui.rules.necromunda.errors import InvalidProfile, ShapeError

MISSING: Any = object()
"""Marks a field without a default: required."""


def path_of(parent: str, key: str) -> str:
    return f"{parent}.{key}" if parent else key


def as_object(value: object, path: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ShapeError(f"{path}: must be a JSON object, not {shown(value)}")
    return value


def whole(data: Mapping[str, Any], key: str, parent: str, default: Any = MISSING) -> Any:
    """A whole number (not a bool), or ``default`` when absent (required when MISSING)."""
    path = path_of(parent, key)
    if key not in data:
        if default is MISSING:
            raise ShapeError(f"{path}: missing (a whole number is required)")
        return default
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int):
        raise ShapeError(f"{path}: must be a whole number, not {shown(value)}")
    return value


def optional_whole(data: Mapping[str, Any], key: str, parent: str) -> int | None:
    """A whole number or null; absent is null."""
    if data.get(key) is None:
        return None
    value: int = whole(data, key, parent)
    return value


def flag(data: Mapping[str, Any], key: str, parent: str) -> bool:
    """A true/false field, false when absent."""
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise ShapeError(f"{path_of(parent, key)}: must be true or false, not {shown(value)}")
    return value


def text(data: Mapping[str, Any], key: str, parent: str, default: Any = MISSING) -> Any:
    """A non-empty text, or ``default`` when absent (required when MISSING)."""
    path = path_of(parent, key)
    if key not in data:
        if default is MISSING:
            raise ShapeError(f"{path}: missing (a text is required)")
        return default
    value = data[key]
    if not isinstance(value, str) or not value.strip():
        raise ShapeError(f"{path}: must be a non-empty text, not {shown(value)}")
    return value


def text_list(data: Mapping[str, Any], key: str, parent: str) -> tuple[str, ...] | None:
    """A list of texts, or None when absent or null."""
    value = data.get(key)
    if value is None:
        return None
    path = path_of(parent, key)
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ShapeError(f"{path}: must be a list of texts, not {shown(value)}")
    return tuple(value)


def within(value: int, path: str, low: int | None, high: int | None, ruling: str) -> int:
    """Refuse a number outside ``low``..``high`` (either end open when None): exit 1 (N16)."""
    if low is not None and high is not None and not low <= value <= high:
        raise InvalidProfile(f"{path}: must be {low} to {high}, not {value} ({ruling})")
    if low is not None and value < low:
        raise InvalidProfile(f"{path}: must be at least {low}, not {value} ({ruling})")
    if high is not None and value > high:
        raise InvalidProfile(f"{path}: must be at most {high}, not {value} ({ruling})")
    return value


def refuse_unknown(data: Mapping[str, Any], known: frozenset[str], parent: str) -> None:
    """A scenario's own objects take only their fields, so a misspelt option is not ignored."""
    unknown = sorted(str(key) for key in data if key not in known)
    if unknown:
        where = parent or "scenario"
        allowed = ", ".join(sorted(known))
        raise ShapeError(f"{where}: unknown field {unknown[0]!r} (known: {allowed})")


def shown(value: object) -> str:
    """A short JSON-like rendering of a bad value for a message."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Mapping):
        return "an object"
    if isinstance(value, list):
        return "a list"
    shown = repr(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."
