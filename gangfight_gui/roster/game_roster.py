"""Rosters of the games other than Gangfight, read and checked through their games' field specs.

A Necromunda gang or a WarStrike army is a list of entries (fighters, units) whose fields are the
game's ``model_fields`` and whose weapons are its ``weapon_fields`` (``rules/game.py``). Nothing
here knows a game: every limit and label comes from the game package, so a field's range lives in
one place and a new game needs no code here. An entry keeps exactly the file's field names, so an
entry is also the fighter or unit object of a calculator scenario.

Values are immutable: an edit builds a checked copy (``with_value``), so undo keeps whole values.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from gangfight_gui.rules.game import AnyGame, FieldSpec, find_game

MAX_ROSTER_NAME = 200
MAX_NOTES = 100_000
MAX_TEXT = 200
"""A text field's longest length when its spec gives none (names, weapon traits)."""
MAX_LIST_ITEMS = 50
MAX_COST = 100_000
MAX_WEAPONS = 50
COST_KEYS = ("cost", "points", "credits")
"""What a game calls an entry's price (Necromunda credits, WarStrike points): the first of these
among its fields is added up against the roster's points limit; none means ``cost``."""


class EntryError(ValueError):
    """A value that an entry's field does not take; ``field`` is its path in the entry."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}")
        self.field = field
        self.problem = problem


def _describe(spec: FieldSpec) -> str:
    """What a field takes, in the words of a message: "a whole number from 2 to 6"."""
    if spec.kind in ("int", "optional_int"):
        low, high = spec.minimum, spec.maximum
        if low is not None and high is not None:
            text = f"a whole number from {low} to {high}"
        elif low is not None:
            text = f"a whole number of at least {low}"
        elif high is not None:
            text = f"a whole number of at most {high}"
        else:
            text = "a whole number"
        return text + (" or null" if spec.kind == "optional_int" else "")
    if spec.kind == "bool":
        return "true or false"
    if spec.kind == "choice":
        return "one of " + ", ".join(repr(c) for c in spec.choices)
    if spec.kind == "text_list":
        return f"a list of texts of at most {_longest(spec)} characters"
    return f"a text of at most {_longest(spec)} characters"


def _longest(spec: FieldSpec) -> int:
    return spec.maximum if spec.maximum is not None else MAX_TEXT


def shown(value: object) -> str:
    """A value as a message quotes it: its repr, cut to 40 characters."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def check_value(spec: FieldSpec, value: object, where: str) -> object:
    """``value`` if ``spec`` takes it (a list becomes a tuple), else an EntryError naming why."""
    wanted = f"must be {_describe(spec)} (found {shown(value)})"
    if spec.kind in ("int", "optional_int"):
        if value is None and spec.kind == "optional_int":
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            raise EntryError(where, wanted)
        if (spec.minimum is not None and value < spec.minimum) or (
            spec.maximum is not None and value > spec.maximum
        ):
            raise EntryError(where, wanted)
        return value
    if spec.kind == "bool":
        if not isinstance(value, bool):
            raise EntryError(where, wanted)
        return value
    if spec.kind == "choice":
        if value not in spec.choices:
            raise EntryError(where, wanted)
        return value
    if spec.kind == "text_list":
        if not isinstance(value, list | tuple) or len(value) > MAX_LIST_ITEMS:
            raise EntryError(where, wanted)
        for item in value:
            if not isinstance(item, str) or len(item) > _longest(spec):
                raise EntryError(where, wanted)
        return tuple(item.strip() for item in value if item.strip())
    if not isinstance(value, str) or len(value) > _longest(spec):
        raise EntryError(where, wanted)
    return value


def _checked(
    specs: Sequence[FieldSpec], data: object, where: str, extra: Mapping[str, FieldSpec]
) -> dict[str, Any]:
    """Every field of ``specs`` (defaults filled in), in spec order; unknown keys refused."""
    if not isinstance(data, Mapping):
        raise EntryError(where or "entry", f"must be an object (found {shown(data)})")
    known = {spec.key: spec for spec in specs} | dict(extra)
    for key in data:
        if key not in known:
            names = ", ".join(known)
            raise EntryError(_join(where, str(key)), f"is not a field here (fields: {names})")
    result: dict[str, Any] = {}
    for spec in known.values():
        if spec.key in data:
            result[spec.key] = check_value(spec, data[spec.key], _join(where, spec.key))
        elif spec.default is None and spec.kind in ("int", "text", "choice"):
            raise EntryError(_join(where, spec.key), f"is required ({_describe(spec)})")
        else:
            result[spec.key] = spec.default
    name = result.get("name")
    if isinstance(name, str):
        result["name"] = name.strip()
        if not result["name"]:
            raise EntryError(_join(where, "name"), "needs a name")
    return result


def _join(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


_NOTES = FieldSpec("notes", "Notes", "text", maximum=MAX_NOTES, default="")
_COST = FieldSpec("cost", "Cost", "optional_int", minimum=0, maximum=MAX_COST)


@dataclass(frozen=True, slots=True)
class Entry:
    """One fighter or unit of a roster, its fields checked against its game's specs."""

    game: str
    values: Mapping[str, Any]
    """Every model field (weapons excluded) in the game's order, read-only."""
    weapons: tuple[Mapping[str, Any], ...] = ()

    @staticmethod
    def read(game: AnyGame, data: object, where: str = "") -> Entry:
        """An entry from its JSON object; EntryError names the first field at fault."""
        if isinstance(data, Mapping) and "weapons" in data:
            raw_weapons = data["weapons"]
            data = {k: v for k, v in data.items() if k != "weapons"}
        else:
            raw_weapons = []
        values = _checked(game.model_fields, data, where, _extras(game.model_fields))
        if not isinstance(raw_weapons, list | tuple) or len(raw_weapons) > MAX_WEAPONS:
            raise EntryError(
                _join(where, "weapons"), f"must be a list of at most {MAX_WEAPONS} weapons"
            )
        weapons = tuple(
            MappingProxyType(
                _checked(
                    game.weapon_fields,
                    weapon,
                    _join(where, f"weapons[{i}]"),
                    _extras(game.weapon_fields),
                )
            )
            for i, weapon in enumerate(raw_weapons)
        )
        return Entry(game.key, MappingProxyType(values), weapons)

    @property
    def name(self) -> str:
        return str(self.values.get("name", ""))

    @property
    def cost(self) -> int:
        """The entry's own cost plus its weapons' (a missing cost counts 0)."""
        return _price(self.values) + sum(_price(w) for w in self.weapons)

    def to_json(self) -> dict[str, Any]:
        """The file's object: the fields in spec order, then the weapons."""
        data = {key: _plain(value) for key, value in self.values.items()}
        data["weapons"] = [{k: _plain(v) for k, v in w.items()} for w in self.weapons]
        return data

    def with_value(self, key: str, value: object) -> Entry:
        """A checked copy with one field changed (EntryError if the field does not take it)."""
        return Entry.read(find_game(self.game), {**self.to_json(), key: value})

    def with_weapons(self, weapons: Iterable[Mapping[str, Any]]) -> Entry:
        data = self.to_json()
        data["weapons"] = [dict(w) for w in weapons]
        return Entry.read(find_game(self.game), data)


def _price(values: Mapping[str, Any]) -> int:
    key = next((k for k in COST_KEYS if k in values), None)
    value = values.get(key) if key is not None else None
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _plain(value: object) -> object:
    return list(value) if isinstance(value, tuple) else value


def _extras(specs: Sequence[FieldSpec]) -> dict[str, FieldSpec]:
    """Cost and notes, which every roster entry and weapon may carry, unless the game has them."""
    keys = {spec.key for spec in specs}
    extra = [_NOTES] if "notes" not in keys else []
    if not keys & set(COST_KEYS):
        extra.append(_COST)
    return {s.key: s for s in extra}


@dataclass(frozen=True, slots=True)
class GameRoster:
    """A roster of one game other than Gangfight: name, notes, points limit and entries."""

    game: str
    name: str = "New roster"
    notes: str = ""
    points_limit: int | None = None
    models: tuple[Entry, ...] = field(default=())

    @staticmethod
    def read(data: Mapping[str, Any]) -> GameRoster:
        """A roster from the file's object (marker and version already removed)."""
        game = find_game(data.get("game"))
        allowed = {"game", "name", "notes", "points_limit", "models"}
        for key in data:
            if key not in allowed:
                raise EntryError(str(key), f"is not a roster field ({', '.join(sorted(allowed))})")
        name = data.get("name", "New roster")
        if not isinstance(name, str) or not 1 <= len(name) <= MAX_ROSTER_NAME:
            raise EntryError("name", f"must be a text of 1 to {MAX_ROSTER_NAME} characters")
        notes = data.get("notes", "")
        if not isinstance(notes, str) or len(notes) > MAX_NOTES:
            raise EntryError("notes", f"must be a text of at most {MAX_NOTES} characters")
        limit = check_value(
            FieldSpec("points_limit", "Points limit", "optional_int", 0, MAX_COST),
            data.get("points_limit"),
            "points_limit",
        )
        models = data.get("models", [])
        if not isinstance(models, list | tuple):
            raise EntryError("models", "must be a list")
        entries = tuple(Entry.read(game, m, f"models[{i}]") for i, m in enumerate(models))
        return GameRoster(game.key, name, notes, limit if isinstance(limit, int) else None, entries)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "name": self.name,
            "notes": self.notes,
            "points_limit": self.points_limit,
            "models": [entry.to_json() for entry in self.models],
        }

    @property
    def total_cost(self) -> int:
        return sum(entry.cost for entry in self.models)

    def with_models(self, models: Iterable[Entry]) -> GameRoster:
        return GameRoster(self.game, self.name, self.notes, self.points_limit, tuple(models))

    def replace_model(self, index: int, entry: Entry) -> GameRoster:
        models = list(self.models)
        models[index] = entry
        return self.with_models(models)

    def insert_model(self, index: int, entry: Entry) -> GameRoster:
        models = list(self.models)
        models.insert(index, entry)
        return self.with_models(models)

    def remove_model(self, index: int) -> GameRoster:
        models = list(self.models)
        del models[index]
        return self.with_models(models)

    def model_named(self, name: str) -> Entry | None:
        return next((m for m in self.models if m.name == name), None)
