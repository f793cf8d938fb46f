"""Fighters and weapons (N2, N3, N17): read from scenario or roster JSON, checked once; a roster
fighter reads verbatim, the fields these rules do not use ignored (N2)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, NamedTuple

import orjson

from gangfight_gui.rules.engine.records import quick_init, tuple_maker
from gangfight_gui.rules.field_spec import FieldSpec
from gangfight_gui.rules.kinds import RELATIVE_OR_WHOLE, WHOLE, YES_NO
from gangfight_gui.rules.necromunda.errors import (
    IllegalWeapons,
    InvalidProfile,
    OutOfScope,
    ShapeError,
)
from gangfight_gui.rules.reading import REQUIRED, Shape, read_checked

TARGET_RANGE = (2, 6)
"""N2: ws and sv are target numbers, 2+ to 6+."""
MAX_ATTACKS = 20
"""This program's limit on a fighter's Attacks: a fight of 22 dice at most stays instant."""
MAX_DAMAGE = 10
"""This program's limit on a weapon's Damage: the damage law has ≤ 220 entries."""
UNARMED = "Unarmed"
"""N2, N7: the reserved name of the unarmed attacks' group."""

STANDING = "standing"
SERIOUSLY_INJURED = "seriously_injured"
OUT_OF_ACTION = "out_of_action"
STATUSES = (STANDING, SERIOUSLY_INJURED, OUT_OF_ACTION)
"""N17: a fighter's status between actions, ``standing`` by default."""

WEAPON = "weapon"
WARGEAR = "wargear"
TO_FILL_IN = "to fill in"
PROFILES = (WEAPON, WARGEAR, TO_FILL_IN)
"""What an item a fighter carries is: a weapon with its profile (default), wargear
(not a weapon), or a weapon whose profile is still to fill in. Only a weapon may be chosen (N5);
the other two are kept by name, so naming one is refused with its name."""

MELEE = "melee"
SIDEARM = "sidearm"
UNWIELDY = "unwieldy"


@dataclass(frozen=True, slots=True)
class Strength:
    """N3: a weapon's strength, the fighter's S plus ``bonus`` or a fixed value."""

    relative: bool
    value: int

    def against(self, fighter_s: int) -> int:
        """The strength the weapon hits with in this fighter's hands, never below 1 (N3)."""
        return max(1, fighter_s + self.value) if self.relative else self.value

    @property
    def text(self) -> str:
        if not self.relative:
            return str(self.value)
        if self.value == 0:
            return "S"
        return f"S{self.value:+d}"


def read_strength(value: object, path: str) -> Strength:
    """N3: ``"S"``, ``"S+N"``, ``"S-N"``, or a fixed number (an int or a string of digits), as
    the weapon's ``strength`` field takes it (``RELATIVE_OR_WHOLE``); a fixed one below 1 breaks
    N3, anything else is no strength (N16)."""
    spec = _strength()
    parts = RELATIVE_OR_WHOLE.taken_parts(spec, value)
    if parts is None:
        read_checked(spec, value, path, range_error=InvalidProfile, shape_error=ShapeError)
    assert parts is not None  # else refused just above
    word, number = parts
    return Strength(relative=word is not None, value=number)


@quick_init
@dataclass(frozen=True, slots=True)
class Weapon:
    """N3: a weapon as its profile prints it."""

    name: str
    strength: Strength
    ap: int
    d: int
    traits: tuple[str, ...]
    """Lower-cased (traits compare without case); only melee, sidearm, unwieldy matter."""
    profile: str = WEAPON
    """``WEAPON``, or ``WARGEAR``/``TO_FILL_IN``: an item that cannot be chosen (its numbers are
    placeholders, never read)."""

    @property
    def melee(self) -> bool:
        return MELEE in self.traits

    @property
    def sidearm(self) -> bool:
        """N3: a weapon with both Melee and Sidearm is a sidearm for N7."""
        return SIDEARM in self.traits

    @property
    def unwieldy(self) -> bool:
        return UNWIELDY in self.traits

    @property
    def close_combat(self) -> bool:
        """N5: only weapons with Melee or Sidearm may be chosen (never wargear, nor a weapon
        whose profile is still to fill in)."""
        return self.profile == WEAPON and (self.melee or self.sidearm)


UNARMED_WEAPON = Weapon(UNARMED, Strength(relative=True, value=0), ap=0, d=1, traits=())
"""Unarmed attacks: the fighter's unmodified S, AP 0, D 1 (step 2)."""


class Fighter(NamedTuple):
    """N2: the numbers of one fighter at the start of the action; a tuple, quick to make."""

    name: str
    ws: int
    s: int
    t: int
    w: int
    a: int
    sv: int | None
    flesh_wounds: int
    weapons: tuple[Weapon, ...]
    status: str = STANDING
    """N17: standing, seriously injured or out of action (an input; standing by default)."""

    @property
    def toughness(self) -> int:
        """N10: each flesh wound already suffered costs 1 T."""
        return self.t - self.flesh_wounds

    def weapon(self, name: str) -> Weapon | None:
        for weapon in self.weapons:
            if weapon.name == name:
                return weapon
        return None


_FIGHTER = tuple_maker(Fighter)
"""A fighter from its ten fields (every fighter of a batch is made so)."""


def read_weapon(data: object, path: str) -> Weapon:
    """N3, N16: a weapon object; name and strength are required of a weapon. Wargear and a
    weapon still to fill in need only their name (their other numbers are never read)."""
    name, profile, ap, d, traits = _shapes()[1].read(data, path)
    if profile != WEAPON:
        return Weapon(name, _NO_STRENGTH, 0, 1, (), profile)
    if "strength" not in data:  # type: ignore[operator]  # an object: read just above
        raise ShapeError(f"{path}.strength: is required ({_strength().kind.wanted(_strength())})")
    given = data["strength"]  # type: ignore[index]
    try:
        key = (name, type(given), given, ap, d, *traits)
        kept = _WEAPONS.get(key)
    except TypeError:  # a list or an object: its kind words it
        key, kept = None, None
    if kept is not None:
        return kept
    strength = read_strength(given, f"{path}.strength")
    weapon = Weapon(name, strength, ap, d, tuple(trait.strip().lower() for trait in traits))
    if key is not None:
        if len(_WEAPONS) >= WEAPONS_KEPT:
            _WEAPONS.clear()
        _WEAPONS[key] = weapon
    return weapon


_WEAPONS: dict[tuple[object, ...], Weapon] = {}
"""Weapons read, by what they were read from: a batch's fighters carry the same few (a Knife,
a Stub gun), and a weapon is immutable, so one object serves them all."""
_NO_STRENGTH = Strength(relative=True, value=0)


@cache
def _strength() -> FieldSpec:
    """N3: a weapon's ``strength`` field (``fields.py``, read on first use)."""
    from gangfight_gui.rules.necromunda.fields import WEAPON_FIELDS

    return next(spec for spec in WEAPON_FIELDS if spec.key == "strength")


@cache
def _shapes() -> tuple[Shape, Shape]:
    """A fighter's and a weapon's fields as a scenario reads them (``fields.py``, which names
    this module's limits, so it is read on first use): a roster fighter verbatim, the fields
    close combat does not use taken as they are (N2), a key of no field refused."""
    from gangfight_gui.rules.necromunda.fields import MODEL_FIELDS, WEAPON_FIELDS

    model = {spec.key: spec for spec in MODEL_FIELDS}
    weapon = {spec.key: spec for spec in WEAPON_FIELDS}
    read = ("name", "ws", "s", "t", "w", "a", "sv", "status", "flesh_wounds")
    fighter = Shape(
        (_VEHICLE, *(model[key] for key in read)),
        (*(key for key in model if key not in read), "weapons"),
        absent={"name": None, **dict.fromkeys(("ws", "s", "t", "w", "a"), REQUIRED)},
        range_error=InvalidProfile,
        rulings={"a": _PROGRAMS, "flesh_wounds": _FLESH},
        shape_error=ShapeError,
    )
    item = Shape(
        tuple(weapon[key] for key in ("name", "profile", "ap", "d", "traits")),
        ("strength", "cost", "notes"),
        absent={"name": REQUIRED, "traits": ()},
        range_error=InvalidProfile,
        rulings={"ap": "N3: ap is printed as 0 or negative", "d": "N3" + _PROGRAMS[2:]},
        shape_error=ShapeError,
    )
    return fighter, item


_VEHICLE = FieldSpec("vehicle", "Vehicle", YES_NO, default=False, ruling="N1")
"""N1: a vehicle's profile is refused, not read."""
_PROGRAMS = "N2; the upper limit is this program's"
_FLESH = "N2: 0 ≤ flesh_wounds < t"


WEAPONS_KEPT = 512
"""Weapons (and weapon lists) read and kept at most: a batch's armoury, many times over."""


def read_fighter(data: object, path: str) -> Fighter:
    """N2, N16: a fighter object (a roster fighter verbatim); refuses vehicles (N1)."""
    fields = _shapes()[0].read(data, path)
    vehicle, name, ws, s, t, w, a, sv, status, flesh_wounds = fields
    if vehicle:
        raise OutOfScope(f"{path}: vehicles are not modelled (N1)")
    # N17: an out-of-action fighter keeps its flesh wounds as rolled, t or more; it is refused
    # by the scenario (N17), not here, so a roster entry in that state still reads.
    if status != OUT_OF_ACTION and flesh_wounds >= t:
        problem = WHOLE.problem(FieldSpec("", "", WHOLE, 0, t - 1), flesh_wounds)
        raise InvalidProfile(f"{path}.flesh_wounds: {problem} ({_FLESH})")
    raw = data.get("weapons")  # type: ignore[attr-defined]  # an object: read just above
    if raw is None:
        raw = []
    if not isinstance(raw, list):
        raise ShapeError(f"{path}.weapons: must be a list of weapon objects")
    try:
        key: bytes | None = orjson.dumps(raw, option=_AS_JSON_ONLY)
    except TypeError:  # not JSON's values (orjson.JSONEncodeError is a TypeError)
        key = None
    weapons = _ARMOURIES.get(key) if key is not None else None
    if weapons is None:
        weapons = _read_weapons(raw, path)
        if key is not None:
            if len(_ARMOURIES) >= WEAPONS_KEPT:
                _ARMOURIES.clear()
            _ARMOURIES[key] = weapons
    return _FIGHTER(
        (path if name is None else name, ws, s, t, w, a, sv, flesh_wounds, weapons, status)
    )


def _read_weapons(raw: list[Any], path: str) -> tuple[Weapon, ...]:
    """N2, N3: a fighter's weapons, each name its own and none ``Unarmed``."""
    weapons = tuple([read_weapon(item, f"{path}.weapons[{k}]") for k, item in enumerate(raw)])
    names = [weapon.name for weapon in weapons]
    if _RESERVED in {name.strip().lower() for name in names}:
        raise IllegalWeapons(f"{path}.weapons: the name {UNARMED!r} is reserved (N2)")
    for twice in repeats(names)[:1]:
        raise IllegalWeapons(
            f"{path}.weapons: two weapons named {names[twice]!r}; name the second "
            f"{second_name(names[twice])!r} (N2)"
        )
    return weapons


_ARMOURIES: dict[bytes, tuple[Weapon, ...]] = {}
"""Weapon lists read, by their JSON: a batch's fighters carry the same few lists. Written alike
is read alike: a weapon's only fields that take null (its cost and notes, never read) take NaN,
which orjson also writes as null, and JSON's values are all that it writes unasked."""
_AS_JSON_ONLY = (
    orjson.OPT_PASSTHROUGH_DATACLASS
    | orjson.OPT_PASSTHROUGH_DATETIME
    | orjson.OPT_PASSTHROUGH_SUBCLASS
)
"""A dataclass, a date or a subclass of str, int, dict or list is no JSON value: refused."""


def is_reserved(name: str) -> bool:
    """N2: ``Unarmed`` names the unarmed attacks, so no weapon may take it (any case)."""
    return name.strip().lower() == _RESERVED


_RESERVED = UNARMED.lower()


def repeats(names: list[str]) -> list[int]:
    """N2: the index of each name that an earlier weapon of the fighter already has."""
    seen: set[str] = set()
    found = []
    for index, name in enumerate(names):
        if name in seen:
            found.append(index)
        seen.add(name)
    return found


def second_name(name: str) -> str:
    """N2: what the second of two weapons alike is called ("Knife 2")."""
    return f"{name} 2"


def clear_caches() -> None:
    """Forget the weapons and weapon lists read (a benchmark times a fresh command's batch)."""
    _WEAPONS.clear()
    _ARMOURIES.clear()
