"""The parts of a crew or battle file's JSON, each declared once: it reads and checks a value (a
``ShapeError`` names its path, ``sides[1].states[0].prone``, and why) and gives its JSON Schema."""

from __future__ import annotations

import json
import math
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from gangfight_gui.rules.kinds import found

shown = found
"""A value as a message quotes it (``kinds.found``)."""

_FRACTION = re.compile(r"\d{1,400}(?:/\d{1,400})?")
FRACTION_SCHEMA = {"type": "string", "pattern": r"^[0-9]+(/[0-9]+)?$"}
Schema = dict[str, Any]


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


def _described(schema: Schema, note: str) -> Schema:
    return {**schema, "description": note} if note else schema


class Shape(ABC):
    """A part of a file: ``read`` checks the value at ``where`` and gives what it holds."""

    @abstractmethod
    def read(self, value: object, where: str) -> Any: ...

    @abstractmethod
    def schema(self) -> Schema: ...

    def or_null(self) -> Schema:
        """The schema of this part or null (``Nullable``)."""
        return {"oneOf": [self.schema(), {"type": "null"}]}


@dataclass(frozen=True, slots=True)
class Integer(Shape):
    low: int | None = None
    high: int | None = None
    note: str = ""

    def read(self, value: object, where: str) -> int:
        low, high = self.low, self.high
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

    def schema(self, types: str | list[str] = "integer") -> Schema:
        bounds = {"minimum": self.low, "maximum": self.high}
        told = {key: bound for key, bound in bounds.items() if bound is not None}
        return _described({"type": types, **told}, self.note)

    def or_null(self) -> Schema:
        return self.schema(["integer", "null"])


@dataclass(frozen=True, slots=True)
class Number(Shape):
    """A finite number of at least 0, read as a float."""

    note: str = ""

    def read(self, value: object, where: str) -> float:
        if (
            isinstance(value, bool)
            or not isinstance(value, int | float)
            or not math.isfinite(value)
            or value < 0
        ):
            raise ShapeError(where, f"must be a number of at least 0 (found {shown(value)})")
        return float(value)

    def schema(self) -> Schema:
        return _described({"type": "number", "minimum": 0}, self.note)


@dataclass(frozen=True, slots=True)
class Text(Shape):
    longest: int
    empty: bool = True
    """Whether a text of nothing but spaces is taken."""
    note: str = ""

    def read(self, value: object, where: str) -> str:
        if (
            not isinstance(value, str)
            or len(value) > self.longest
            or (not self.empty and not value.strip())
        ):
            size = f"at most {self.longest:,}" if self.empty else f"1 to {self.longest:,}"
            raise ShapeError(where, f"must be a text of {size} characters (found {shown(value)})")
        return value

    def schema(self, types: str | list[str] = "string") -> Schema:
        least = {} if self.empty else {"minLength": 1}
        return _described({"type": types, **least, "maxLength": self.longest}, self.note)

    def or_null(self) -> Schema:
        return self.schema(["string", "null"])


@dataclass(frozen=True, slots=True)
class Boolean(Shape):
    note: str = ""

    def read(self, value: object, where: str) -> bool:
        if not isinstance(value, bool):
            raise ShapeError(where, f"must be true or false (found {shown(value)})")
        return value

    def schema(self) -> Schema:
        return _described({"type": "boolean"}, self.note)


@dataclass(frozen=True, slots=True)
class Chance(Shape):
    """An exact probability written as a fraction: "1/3", "0", "1"."""

    def read(self, value: object, where: str) -> Fraction:
        number = None
        if isinstance(value, str) and _FRACTION.fullmatch(value):
            numerator, _, denominator = value.partition("/")
            if not denominator or int(denominator):
                number = Fraction(int(numerator), int(denominator or 1))
        if number is None or number > 1:
            raise ShapeError(
                where, f'must be a chance written as a fraction, as "1/3" (found {shown(value)})'
            )
        return number

    def schema(self) -> Schema:
        return FRACTION_SCHEMA


@dataclass(frozen=True, slots=True)
class Choice(Shape):
    """One of a few words."""

    words: tuple[str, ...]

    def read(self, value: object, where: str) -> str:
        if not isinstance(value, str) or value not in self.words:
            told = ", ".join(json.dumps(word) for word in self.words)
            raise ShapeError(where, f"must be one of {told} (found {shown(value)})")
        return value

    def schema(self) -> Schema:
        return {"enum": list(self.words)}


@dataclass(frozen=True, slots=True)
class Kept(Shape):
    """A value kept as the file holds it, not read back (a figure the file tells, worked out
    again when needed); its schema says what the program writes."""

    told: Schema

    def read(self, value: object, where: str) -> object:
        return value

    def schema(self) -> Schema:
        return self.told


@dataclass(frozen=True, slots=True)
class Nullable(Shape):
    part: Shape

    def read(self, value: object, where: str) -> Any:
        return None if value is None else self.part.read(value, where)

    def schema(self) -> Schema:
        return self.part.or_null()


@dataclass(frozen=True, slots=True)
class Items(Shape):
    """A list of at most ``most`` parts alike."""

    part: Shape
    most: int | None
    """None in a schema alone, where the most depends on the file (its sides' entries)."""
    note: str = ""

    def read(self, value: object, where: str) -> tuple[Any, ...]:
        read = self.part.read
        listed = enumerate(items(value, where, self.most))
        return tuple([read(item, f"{where}[{place}]") for place, item in listed])

    def schema(self) -> Schema:
        most = {} if self.most is None else {"maxItems": self.most}
        return {**_described({"type": "array"}, self.note), **most, "items": self.part.schema()}


def items(value: object, where: str, most: int | None) -> Sequence[Any]:
    """The list at ``where``, of at most ``most`` items, not yet read."""
    if not isinstance(value, list | tuple) or (most is not None and len(value) > most):
        raise ShapeError(where, f"must be a list of at most {most:,} items")
    return value


def mapping(value: object, where: str) -> Mapping[str, Any]:
    """A JSON object of any keys (a logged scenario, a logged state)."""
    if not isinstance(value, Mapping):
        raise ShapeError(where or "file", f"must be an object (found {shown(value)})")
    return value


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


@dataclass(frozen=True, slots=True)
class Object(Shape):
    """A JSON object of ``fields`` and no others, each required but the ``optional``; read as a
    dict of what each field holds (an optional field missing is missing there too), or as
    ``make`` builds from it."""

    fields: Mapping[str, Shape]
    optional: tuple[str, ...] = ()
    title: str | None = None
    note: str = ""
    make: Callable[..., Any] | None = field(default=None, compare=False)
    """What the object is read as, given each field by its name (a dict without it)."""
    required: tuple[str, ...] = field(init=False, compare=False)
    _keys: tuple[frozenset[str], frozenset[str]] = field(init=False, compare=False)
    """Every field's key and the required ones', to check an object at once."""

    def __post_init__(self) -> None:
        required = tuple(key for key in self.fields if key not in self.optional)
        object.__setattr__(self, "required", required)
        object.__setattr__(self, "_keys", (frozenset(self.fields), frozenset(required)))

    def read(self, value: object, where: str) -> Any:
        given = mapping(value, where)
        known, required = self._keys
        if not known.issuperset(given) or not required <= given.keys():
            obj(given, where, self.required, self.optional)  # says which field, and why
        read = {
            key: part.read(given[key], f"{where}.{key}" if where else key)
            for key, part in self.fields.items()
            if key in given
        }
        return read if self.make is None else self.make(**read)

    def schema(self) -> Schema:
        head: Schema = {} if self.title is None else {"title": self.title}
        return {
            **_described({**head, "type": "object"}, self.note),
            "properties": {key: part.schema() for key, part in self.fields.items()},
            "required": list(self.required),
            "additionalProperties": False,
        }


@dataclass(frozen=True, slots=True)
class Tagged(Shape):
    """One of several objects, told apart by their ``kind``."""

    kinds: Mapping[str, Object]
    kind: Choice = field(init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", Choice(tuple(self.kinds)))

    def read(self, value: object, where: str) -> Any:
        kind = value.get("kind") if isinstance(value, Mapping) else None
        return self.kinds[self.kind.read(kind, f"{where}.kind")].read(value, where)

    def schema(self) -> Schema:
        return {"oneOf": [part.schema() for part in self.kinds.values()]}


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
