"""A model and a weapon of Gangfight's scenario JSON read into a ``Profile`` and a ``Weapon``;
the quick paths and memory serve the ``calc --json`` batch budget of docs/performance.md."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import orjson

from gangfight_gui.rules.engine.limits import MAX_NAME_CHARS, MAX_NOTES_CHARS, MAX_PERK_CHARS
from gangfight_gui.rules.gangfight.json_fields import (
    MAX_BASE_MM,
    MAX_COST,
    MIN_DAMAGE_BONUS,
    MODEL_DEFAULTS,
    MODEL_FIELDS,
    STATUS_SPEC,
    WEAPON_FIELDS,
    missing,
    read_choice,
    read_fields,
    read_flag,
    read_name,
    read_number,
    read_text,
    read_whole,
)
from gangfight_gui.rules.gangfight.planning import MAX_DISTANCE
from gangfight_gui.rules.gangfight.profile import (
    ATTRIBUTES,
    MAX_ATTRIBUTE,
    Profile,
    Weapon,
    WeaponKind,
    all_attributes,
)
from gangfight_gui.rules.gangfight.sizes import Size
from gangfight_gui.rules.reading import as_list, join, read_value

MAX_PROFILE_CACHE = 4096


def read_weapon(value: object, path: str) -> Weapon:
    data = read_fields(value, path, WEAPON_FIELDS)
    name = _required_name(data, path)
    if "kind" not in data:
        missing(path, "kind")
    kind = data["kind"]
    kind = _WEAPON_KINDS.get(kind) if type(kind) is str else None
    if kind is None:
        kind = read_choice(data["kind"], join(path, "kind"), WeaponKind)
    bonus = data.get("damage_bonus", 0)
    if type(bonus) is not int or not MIN_DAMAGE_BONUS <= bonus <= MAX_ATTRIBUTE:
        read_whole(bonus, join(path, "damage_bonus"), MIN_DAMAGE_BONUS, MAX_ATTRIBUTE)
    reach = data.get("range")
    if reach is not None:
        reach = read_number(reach, join(path, "range"), MAX_DISTANCE, above_zero=True)
    if "cost" in data or "notes" in data or "prone" in data or "status" in data:
        _check_extras(data, path)
    return Weapon(name, kind, bonus, reach)


_WEAPON_KINDS = {kind.value: kind for kind in WeaponKind}
_WEAPON_KEYS = frozenset(("name", "kind", "damage_bonus", "range"))


def _quick_weapon(value: object) -> Weapon | None:
    """``read_weapon`` for the usual weapon, with no field path made; None for anything else
    (extras, a wrong field), which ``read_weapon`` then reads or words."""
    if type(value) is not dict or not _WEAPON_KEYS.issuperset(value):
        return None
    name = value.get("name")
    kind = value.get("kind")
    bonus = value.get("damage_bonus", 0)
    reach = value.get("range")
    if (
        type(name) is not str
        or not 0 < len(name) <= MAX_NAME_CHARS
        or name[0].isspace()
        or name[-1].isspace()
        or type(kind) is not str
        or (kind := _WEAPON_KINDS.get(kind)) is None
        or type(bonus) is not int
        or not MIN_DAMAGE_BONUS <= bonus <= MAX_ATTRIBUTE
    ):
        return None
    if reach is not None:
        if type(reach) is int:
            reach = float(reach)
        if type(reach) is not float or not 0 < reach <= MAX_DISTANCE:
            return None
    key = (name, kind, bonus, reach)
    weapon = WEAPONS.get(key)
    if weapon is None:
        if len(WEAPONS) >= MAX_PROFILE_CACHE:
            WEAPONS.clear()
        weapon = WEAPONS[key] = Weapon(name, kind, bonus, reach)
    return weapon


WEAPONS: dict[tuple[str, WeaponKind, int, float | None], Weapon] = {}
"""Usual weapons read, by their values: a batch's models carry the same few (a Sword, a Bow), and
a weapon is immutable, so one object serves them all. Bounded, cleared with the caches."""


def _required_name(data: Mapping[str, Any], path: str) -> str:
    name = data.get("name")
    if (
        type(name) is str
        and 0 < len(name) <= MAX_NAME_CHARS
        and not name[0].isspace()
        and not name[-1].isspace()
    ):
        return name
    if "name" not in data:
        missing(path, "name")
    return read_name(name, join(path, "name"))


def _check_extras(data: Mapping[str, Any], path: str) -> None:
    """``cost`` and ``notes``, and a battle's ``prone`` and ``status`` (R25): the roster's,
    ignored by the calculator but still checked. The scenario's ``target_prone`` says whether
    the target is prone, and neither status is refused (R25)."""
    if data.get("cost") is not None:
        read_whole(data["cost"], join(path, "cost"), 0, MAX_COST)
    if "notes" in data:
        read_text(data["notes"], join(path, "notes"), MAX_NOTES_CHARS)
    if "prone" in data:
        read_flag(data["prone"], join(path, "prone"))
    if "status" in data:
        read_value(STATUS_SPEC, data["status"], join(path, "status"))


def read_model(value: object, path: str) -> Profile:
    """A model object (docs/cli.md; resources/rules.md, Profiles): a roster's models' fields.

    The checks run in a fast path, the ten numbers at once in C; a field's path is spelt out
    only when it is wrong.
    """
    data = read_fields(value, path, MODEL_FIELDS)
    name = _required_name(data, path)
    size = data.get("size", _MEDIUM)
    size = _SIZES.get(size) if type(size) is str else None
    if size is None:
        size = read_choice(data.get("size"), join(path, "size"), Size)
    numbers = tuple(map(data.get, _NUMBERS, _NUMBER_DEFAULTS))
    if not all_attributes(numbers):
        for key, number in zip(_NUMBERS, numbers, strict=True):
            read_whole(number, join(path, key), 0, MAX_ATTRIBUTE)  # raises at the first bad one
    perks: frozenset[str] = frozenset()
    if data.get("perks"):
        perks_path = join(path, "perks")
        perks = frozenset(
            perk.strip().lower()
            for i, item in enumerate(as_list(data["perks"], perks_path))
            if (perk := read_text(item, f"{perks_path}[{i}]", MAX_PERK_CHARS)).strip()
        )
    weapons: tuple[Weapon, ...] = ()
    if "weapons" in data:
        listed = data["weapons"]
        quick = tuple(map(_quick_weapon, listed)) if type(listed) is list else (None,)
        if not all(quick):  # a None among weapons (``in`` would ask each weapon's __eq__)
            weapons_path = join(path, "weapons")
            weapons = tuple(
                read_weapon(item, f"{weapons_path}[{i}]")
                for i, item in enumerate(as_list(listed, weapons_path))
            )
        else:
            weapons = quick  # type: ignore[assignment]  # no None in it
    base = data.get("base_mm")
    if base is not None:
        base = read_number(base, join(path, "base_mm"), MAX_BASE_MM, above_zero=True)
    if "cost" in data or "notes" in data or "prone" in data or "status" in data:
        _check_extras(data, path)
    (
        attack,
        defense,
        marksmanship,
        armour,
        damage,
        endurance,
        initiative,
        movement,
        points,
        taken,
    ) = numbers
    return Profile(
        name,
        size,
        attack,
        defense,
        marksmanship,
        armour,
        damage,
        endurance,
        initiative,
        movement,
        points,
        perks,
        weapons,
        base,
        taken,
    )


_NUMBERS = (*ATTRIBUTES, "movement", "action_points", "wounds_taken")
"""In ``Profile``'s order: its attributes, then wounds_taken after perks, weapons and base."""
_NUMBER_DEFAULTS = tuple(MODEL_DEFAULTS.get(key, 0) for key in _NUMBERS)
_SIZES = {size.value: size for size in Size}
_MEDIUM = Size.MEDIUM.value


class ProfileReader:
    """``read_model`` with memory: the same model object (by its JSON) is read once.

    A batch of scenarios repeats its profiles (two rosters give every pair). The key is the
    object's JSON as orjson writes it, against several microseconds for checking every field
    again; but writing it costs a microsecond or two itself, so it is made only for a model
    whose name this reader has met before (at the same place in a scenario): a model with a new
    name cannot be a repeat. Errors
    are not remembered, so each bad scenario reports its own field path; the memory is bounded
    and starts afresh when full.
    """

    def __init__(self, limit: int = MAX_PROFILE_CACHE) -> None:
        self._known: dict[tuple[str, bytes], Profile] = {}
        self._first: dict[tuple[str, str], Profile] = {}
        """The profile read at a name's first sight, unkeyed: a repeat equal to it is it."""
        self._limit = limit

    def __call__(self, value: object, path: str) -> Profile:
        name = value.get("name") if type(value) is dict else None
        if type(name) is not str:
            return read_model(value, path)
        first = self._first.get((path, name))
        if first is None:
            profile = read_model(value, path)
            if len(self._first) >= self._limit:
                self._first.clear()
            self._first[path, name] = profile
            return profile
        try:
            key = (path, orjson.dumps(value))
        except (TypeError, orjson.JSONEncodeError):
            return read_model(value, path)
        known = self._known.get(key)
        if known is None:
            known = read_model(value, path)
            if known == first:
                known = first
            if len(self._known) >= self._limit:
                self._known.clear()
            self._known[key] = known
        return known

    def clear(self) -> None:
        self._known.clear()
        self._first.clear()


PROFILES = ProfileReader()
