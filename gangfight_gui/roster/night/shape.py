"""The parts of a crew or battle file's JSON, each declared once: it reads a value (a fault named
by its path and worded by its kind, as in every file) and gives its JSON Schema."""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import partial
from typing import Any

from gangfight_gui.rules import reading
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.kinds import (
    CHOICE,
    NAME_KEY,
    NUMBER,
    OPTIONAL_WHOLE,
    TEXT,
    TEXT_LIST,
    WHOLE,
    YES_NO,
    found,
    list_limit,
    longest_text,
    takes,
)

_FRACTION = re.compile(r"\d{1,400}(?:/\d{1,400})?")
FRACTION_SCHEMA = {"type": "string", "pattern": r"^[0-9]+(/[0-9]+)?$"}
Schema = dict[str, Any]


class ShapeError(ValueError):
    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}")
        self.field = field
        self.problem = problem


def join(where: str, key: str | int) -> str:
    """The path of ``key`` inside ``where``, a key a file made up quoted as every reader does
    (``reading.join``)."""
    return f"{where}[{key}]" if isinstance(key, int) else reading.join(where, key)


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
class Field(Shape):
    """A value of one kind (``rules/kinds.py``), taken and worded by it as in every file ("must be
    a whole number from 1 to 6 (found 7)")."""

    spec: FieldSpec
    taken: Callable[[object], bool] = field(init=False, compare=False, repr=False)
    """The kind's cheap test (``Kind.quick_source``), else its ``takes``."""
    held: Callable[[Any], Any] | None = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        spec, kind = self.spec, self.spec.kind
        source = kind.quick_source(spec, "value")
        quick = eval(f"lambda value: {source}") if source else partial(takes, spec)  # literals only
        object.__setattr__(self, "taken", quick)
        decimal = kind.number and not kind.whole
        object.__setattr__(self, "held", tuple if kind.listed else float if decimal else None)

    def read(self, value: object, where: str) -> Any:
        """``value`` if its kind takes it, as it is held: a list as a tuple, a decimal a float."""
        spec, held = self.spec, self.held
        if not self.taken(value):
            problem = spec.kind.problem(spec, value)
            if problem is not None:
                raise ShapeError(where, problem)
        if held is None or value is None:
            return value
        try:
            return held(value)
        except OverflowError:  # a whole number too large for a decimal
            wanted = spec.kind.wanted(spec)
            raise ShapeError(where, f"must be {wanted} (found {found(value)})") from None

    def schema(self) -> Schema:
        spec, kind = self.spec, self.spec.kind
        told: Schema
        if kind.chosen:
            return {"enum": list(spec.choices)}
        if kind.listed:
            each = {"type": "string", "maxLength": longest_text(spec)}
            array = _described({"type": "array"}, spec.help)
            return {**array, "maxItems": list_limit(spec), "items": each}
        if kind.ticked:
            told = {"type": "boolean"}
        elif kind.number:
            own = "integer" if kind.whole else "number"
            bounds = {"minimum": spec.minimum, "maximum": spec.maximum}
            told = {"type": [own, "null"] if kind.optional else own}
            told.update({key: bound for key, bound in bounds.items() if bound is not None})
        else:
            least = {"minLength": 1} if spec.key == NAME_KEY else {}
            told = {"type": "string", **least, "maxLength": longest_text(spec)}
        return _described(told, spec.help)

    def or_null(self) -> Schema:
        """A number's, a text's or a yes/no's schema with null among its types."""
        told = self.schema()
        return {**told, "type": [told["type"], "null"]}


def whole(
    low: int | None = None, high: int | None = None, note: str = "", *, optional: bool = False
) -> Field:
    """A whole number from ``low`` to ``high`` (None: no bound); ``optional``: or null."""
    kind = OPTIONAL_WHOLE if optional else WHOLE
    return Field(FieldSpec("value", "", kind, low, high, help=note))


def number(note: str = "") -> Field:
    """A finite number of at least 0."""
    return Field(FieldSpec("value", "", NUMBER, 0, help=note))


def text(longest: int, note: str = "", *, named: bool = False) -> Field:
    """A text of at most ``longest`` characters; ``named``: a name, never blank."""
    return Field(FieldSpec(NAME_KEY if named else "text", "", TEXT, maximum=longest, help=note))


def texts(longest: int, most: int, note: str = "") -> Field:
    """A list of at most ``most`` texts of at most ``longest`` characters each."""
    spec = FieldSpec("texts", "", TEXT_LIST, maximum=longest, default=(), max_items=most, help=note)
    return Field(spec)


def yes_no(note: str = "") -> Field:
    return Field(FieldSpec("value", "", YES_NO, help=note))


def choice(words: tuple[str, ...]) -> Field:
    """One of a few words."""
    return Field(FieldSpec("value", "", CHOICE, choices=words))


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
                where, f'must be a chance written as a fraction, as "1/3" (found {found(value)})'
            )
        return number

    def schema(self) -> Schema:
        return FRACTION_SCHEMA


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
        told = f"{len(value):,} items" if isinstance(value, list | tuple) else found(value)
        raise ShapeError(where, f"must be a list of at most {most:,} items (found {told})")
    return value


def mapping(value: object, where: str) -> Mapping[str, Any]:
    """A JSON object of any keys (a logged scenario, a logged state)."""
    if not isinstance(value, Mapping):
        raise ShapeError(where or "file", f"must be an object (found {found(value)})")
    return value


def obj(
    value: object, where: str, required: Sequence[str], optional: Sequence[str] = ()
) -> Mapping[str, Any]:
    """A JSON object with every ``required`` key, and no key but those and ``optional`` (one not
    known named with the closest known, as every reader does)."""
    value = mapping(value, where)
    allowed = (*required, *optional)
    for key in value:
        if key not in allowed:
            at = join(where, str(key))
            problem = reading.unknown_key({key: None}, allowed, where) or ""
            raise ShapeError(at, problem.removeprefix(f"{at}: "))
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
    kind: Field = field(init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", choice(tuple(self.kinds)))

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
