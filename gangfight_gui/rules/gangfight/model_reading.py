"""A model and a weapon of Gangfight's scenario JSON read into a ``Profile`` and a ``Weapon``
through the one reader, from the game's fields, and remembered for a batch."""

from __future__ import annotations

from typing import Any

import orjson

from gangfight_gui.rules.gangfight.fields import MODEL_FIELDS, WEAPON_FIELDS
from gangfight_gui.rules.gangfight.profile import Profile, Weapon, WeaponKind
from gangfight_gui.rules.gangfight.sizes import Size
from gangfight_gui.rules.reading import Shape, as_list

MAX_PROFILE_CACHE = 4096

MODEL = Shape(MODEL_FIELDS, ("weapons",))
WEAPON = Shape(WEAPON_FIELDS)
"""A model's and a weapon's fields: a roster's, its ``cost`` and ``notes`` and a battle's
``prone`` and ``status`` (R25) checked though the calculator does not use them (the scenario's
``target_prone`` says whether the target is prone)."""
_NO_WEAPONS: list[Any] = []


def read_weapon(value: object, path: str) -> Weapon:
    name, kind, bonus, reach, _, _ = WEAPON.read(value, path)
    key = (name, kind, bonus, reach)
    weapon = WEAPONS.get(key)
    if weapon is None:
        if len(WEAPONS) >= MAX_PROFILE_CACHE:
            WEAPONS.clear()
        reach = None if reach is None else float(reach)
        weapon = WEAPONS[key] = Weapon(name.strip(), _WEAPON_KINDS[kind], bonus, reach)
    return weapon


_WEAPON_KINDS = {kind.value: kind for kind in WeaponKind}
WEAPONS: dict[tuple[str, str, int, float | None], Weapon] = {}
"""Weapons read, by their values: a batch's models carry the same few (a Sword, a Bow), and a
weapon is immutable, so one object serves them all. Bounded, cleared with the caches."""


def read_model(value: object, path: str) -> Profile:
    """A model object (docs/cli.md; resources/rules.md, Profiles): a roster's models' fields."""
    (
        name,
        size,
        base,
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
        _,
        _,
        taken,
        _,
        _,
    ) = MODEL.read(value, path)
    listed = value.get("weapons", _NO_WEAPONS)  # type: ignore[attr-defined]  # read: an object
    if type(listed) is not list:
        listed = as_list(listed, f"{path}.weapons")
    return Profile(
        name.strip(),
        _SIZES[size],
        attack,
        defense,
        marksmanship,
        armour,
        damage,
        endurance,
        initiative,
        movement,
        points,
        frozenset(perk.strip().lower() for perk in perks if perk.strip()) if perks else _NO_PERKS,
        tuple([read_weapon(item, f"{path}.weapons[{i}]") for i, item in enumerate(listed)]),
        None if base is None else float(base),
        taken,
    )


_SIZES = {size.value: size for size in Size}
_NO_PERKS: frozenset[str] = frozenset()


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
