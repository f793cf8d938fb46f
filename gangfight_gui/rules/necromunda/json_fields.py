"""Typed reads of scenario JSON fields, each fault one line naming the field's path (N16): a wrong
type or a missing field is a shape error (exit 2); a JSON ``true`` is never a number."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.kinds import NAME_KEY, TEXT, WHOLE, YES_NO, Kind, found
from gangfight_gui.rules.necromunda.errors import InvalidProfile, ShapeError
from gangfight_gui.rules.reading import unknown_key, value_problem

MISSING: Any = object()
"""Marks a field without a default: required."""


def path_of(parent: str, key: str) -> str:
    return f"{parent}.{key}" if parent else key


def as_object(value: object, path: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ShapeError(f"{path}: must be an object (found {shown(value)})")
    return value


def whole(data: Mapping[str, Any], key: str, parent: str, default: Any = MISSING) -> Any:
    """A whole number (not a bool), or ``default`` when absent (required when MISSING)."""
    return ranged(data, key, parent, None, None, "", default)


def ranged(
    data: Mapping[str, Any],
    key: str,
    parent: str,
    low: int | None,
    high: int | None,
    ruling: str,
    default: Any = MISSING,
) -> Any:
    """A whole number from ``low`` to ``high`` (either end open when None), or ``default`` when
    absent (required when MISSING): not a whole number is a shape error (exit 2), one out of
    its range a rules error naming ``ruling`` (exit 1, N16); both say the range."""
    path = path_of(parent, key)
    if key not in data:
        if default is MISSING:
            raise ShapeError(f"{path}: is required")
        return default
    value = data[key]
    problem = WHOLE.problem(_range(low, high), value)
    if problem is None:
        return value
    if WHOLE.takes(_range(None, None), value):
        raise InvalidProfile(f"{path}: {problem} ({ruling})")
    raise ShapeError(f"{path}: {problem}")


def flag(data: Mapping[str, Any], key: str, parent: str) -> bool:
    """A true/false field, false when absent."""
    value: bool = _checked(YES_NO, data.get(key, False), path_of(parent, key))
    return value


def text(data: Mapping[str, Any], key: str, parent: str, default: Any = MISSING) -> Any:
    """A name (text, not blank), or ``default`` when absent (required when MISSING)."""
    path = path_of(parent, key)
    if key not in data:
        if default is MISSING:
            raise ShapeError(f"{path}: is required")
        return default
    problem = value_problem(_NAME, data[key], path)
    if problem is not None:
        raise ShapeError(problem)
    return data[key]


def text_list(data: Mapping[str, Any], key: str, parent: str) -> tuple[str, ...] | None:
    """A list of texts, or None when absent or null."""
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ShapeError(f"{path_of(parent, key)}: must be a list of texts (found {shown(value)})")
    return tuple(value)


def within(value: int, path: str, low: int | None, high: int | None, ruling: str) -> int:
    """Refuse a number outside ``low``..``high`` (either end open when None): exit 1 (N16)."""
    problem = WHOLE.problem(_range(low, high), value)
    if problem is not None:
        raise InvalidProfile(f"{path}: {problem} ({ruling})")
    return value


@cache
def _range(low: int | None, high: int | None) -> FieldSpec:
    return FieldSpec("", "", WHOLE, low, high)


_ANY: dict[Kind, FieldSpec] = {}
_NAME = FieldSpec(NAME_KEY, "Name", TEXT)


def _checked(kind: Kind, value: object, path: str) -> Any:
    """``value`` if ``kind`` takes it at all (its range aside), else a shape error (exit 2)."""
    spec = _ANY.get(kind) or _ANY.setdefault(kind, FieldSpec("", "", kind))
    problem = kind.problem(spec, value)
    if problem is not None:
        raise ShapeError(f"{path}: {problem}")
    return value


def refuse_unknown(data: Mapping[str, Any], known: frozenset[str], parent: str) -> None:
    """A scenario's own objects take only their fields, so a misspelt option is not ignored."""
    problem = unknown_key(data, known, parent)
    if problem is not None:
        raise ShapeError(problem)


shown = found
"""A bad value as a message quotes it (``kinds.found``: as JSON writes it, cut short)."""
