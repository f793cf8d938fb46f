"""Checking the shape of a crew or battle file's JSON, field by field, in the roster's words: a
``ShapeError`` names the field's path in the file (``sides[1].states[0].prone``) and why."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any, TypeVar

from gangfight_gui.rules.kinds import found

shown = found
"""A value as a message quotes it (``kinds.found``)."""

_FRACTION = re.compile(r"\d{1,400}(?:/\d{1,400})?")
T = TypeVar("T")


class ShapeError(ValueError):
    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}")
        self.field = field
        self.problem = problem


def join(where: str, key: str | int) -> str:
    """The path of ``key`` inside ``where``; a key a file made up is shown printable and short,
    so the message stays one line."""
    if isinstance(key, int):
        return f"{where}[{key}]"
    if not key.isprintable() or len(key) > 40:
        key = repr(key[:40])
    return f"{where}.{key}" if where else key


def obj(
    value: object, where: str, required: Sequence[str], optional: Sequence[str] = ()
) -> Mapping[str, Any]:
    """A JSON object with every ``required`` key, and no key but those and ``optional``."""
    value = mapping(value, where)
    allowed = (*required, *optional)
    for key in value:
        if key not in allowed:
            raise ShapeError(join(where, str(key)), f"is not a field here ({', '.join(allowed)})")
    for key in required:
        if key not in value:
            raise ShapeError(join(where, key), "is required")
    return value


def mapping(value: object, where: str) -> Mapping[str, Any]:
    """A JSON object of any keys (a logged scenario, a logged state)."""
    if not isinstance(value, Mapping):
        raise ShapeError(where or "file", f"must be an object (found {shown(value)})")
    return value


def integer(value: object, where: str, low: int | None = None, high: int | None = None) -> int:
    if (
        isinstance(value, bool)
        or not isinstance(value, int)
        or (low is not None and value < low)
        or (high is not None and value > high)
    ):
        if low is not None and high is not None:
            what = f"a whole number from {low:,} to {high:,}"
        elif low is not None:
            what = f"a whole number of at least {low:,}"
        else:
            what = "a whole number"
        raise ShapeError(where, f"must be {what} (found {shown(value)})")
    return value


def optional_integer(value: object, where: str, low: int, high: int) -> int | None:
    return None if value is None else integer(value, where, low, high)


def text(value: object, where: str, longest: int, *, empty: bool = True) -> str:
    if not isinstance(value, str) or len(value) > longest or (not empty and not value.strip()):
        size = f"at most {longest:,}" if empty else f"1 to {longest:,}"
        raise ShapeError(where, f"must be a text of {size} characters (found {shown(value)})")
    return value


def optional_text(value: object, where: str, longest: int) -> str | None:
    return None if value is None else text(value, where, longest)


def boolean(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise ShapeError(where, f"must be true or false (found {shown(value)})")
    return value


def items(value: object, where: str, most: int) -> Sequence[Any]:
    if not isinstance(value, list | tuple) or len(value) > most:
        raise ShapeError(where, f"must be a list of at most {most:,} items")
    return value


def each(value: object, where: str, most: int, read: Callable[[Any, str], T]) -> tuple[T, ...]:
    """Each item of the list at ``where`` (at most ``most``) as ``read`` makes it, at its path."""
    listed = enumerate(items(value, where, most))
    return tuple(read(item, f"{where}[{place}]") for place, item in listed)


def _parsed(value: object) -> Fraction | None:
    if not isinstance(value, str) or not _FRACTION.fullmatch(value):
        return None
    numerator, _, denominator = value.partition("/")
    if denominator and int(denominator) == 0:
        return None
    return Fraction(int(numerator), int(denominator or 1))


def chance(value: object, where: str) -> Fraction:
    """An exact probability written as a fraction: "1/3", "0", "1"."""
    number = _parsed(value)
    if number is None or number > 1:
        raise ShapeError(
            where, f'must be a chance written as a fraction, as "1/3" (found {shown(value)})'
        )
    return number


def depth(value: object, most: int) -> bool:
    """Whether ``value`` nests no deeper than ``most`` lists and objects."""
    stack = [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, Mapping):
            children: Sequence[Any] = list(item.values())
        elif isinstance(item, list | tuple):
            children = item
        else:
            continue
        if level > most:
            return False
        stack.extend((child, level + 1) for child in children)
    return True
