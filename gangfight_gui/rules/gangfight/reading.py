"""Gangfight's scenario JSON (docs/cli.md) read into a ``Scenario``, and written back.

Each fault is worded by the kinds of the scenario's own field specs (``rules/reading.py``):
"attacker.attack: must be a whole number from 0 to 40 (found -1)", exit 2; whether the attack is
legal is the planner's business (RulesError, exit 1).

The quick scenario, weapon and profile memory serve the ``calc --json`` batch budget of
docs/performance.md (about 7% of a batch); they read only what is valid and leave every fault to
the plain reading, so both word it alike.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import Any, TypeVar

import orjson

from gangfight_gui.rules.engine.limits import (
    MAX_NAME_CHARS,
    MAX_NOTES_CHARS,
    MAX_PERK_CHARS,
    MAX_TARGETS,
)
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.gangfight.options import Incapacitation, LongRange, RuleOptions
from gangfight_gui.rules.gangfight.planning import MAX_DISTANCE
from gangfight_gui.rules.gangfight.profile import (
    ATTRIBUTES,
    MAX_ATTRIBUTE,
    Profile,
    Weapon,
    WeaponKind,
    all_attributes,
)
from gangfight_gui.rules.gangfight.scenario import (
    AUTO,
    DEFAULT_DODGE_TN,
    AttackKind,
    Cover,
    Drop,
    Scenario,
)
from gangfight_gui.rules.gangfight.sizes import Size
from gangfight_gui.rules.kinds import (
    AUTO_WHOLE,
    CHOICE,
    NAME_KEY,
    NOTES_KEY,
    NUMBER,
    TEXT,
    WHOLE,
    YES_NO,
    Kind,
    found,
)
from gangfight_gui.rules.reading import as_list, as_object, fail, join, read_value, refuse_unknown

GAME_KEY = "gangfight"
"""The ``"game"`` of a Gangfight scenario; absent means Gangfight too (docs/cli.md)."""
MAX_DROP = 60
"""An explicit drop above any pool (MAX_POOL) is not a number of TN steps (R4)."""
MIN_DODGE_TN = 2
MAX_DODGE_TN = 12
MIN_DAMAGE_BONUS = -10
MAX_COST = 100_000
MAX_BASE_MM = 1000.0
MAX_PROFILE_CACHE = 4096

SCENARIO_FIELDS = (
    "game",
    "attack",
    "attacker",
    "target",
    "targets",
    "weapons",
    "cover",
    "distance",
    "range_band",
    "target_in_combat",
    "target_prone",
    "attack_drop",
    "armour_drop",
    "rules",
    "fall_distance",
    "dodge_tn",
    "line_of_sight",
    "attacker_engaged",
)
MODEL_FIELDS = (
    "name",
    "size",
    *ATTRIBUTES,
    "movement",
    "action_points",
    "perks",
    "weapons",
    "base_mm",
    "wounds_taken",
    "prone",
    "status",
    "cost",
    "notes",
)
STATUSES = ("active", "incapacitated", "dead")
"""A roster model's status in a battle (R25), as its file writes it."""
WEAPON_FIELDS = ("name", "kind", "damage_bonus", "range", "cost", "notes")
RULES_FIELDS = ("incapacitation", "long_range")
MODEL_DEFAULTS = {"endurance": 1}
"""A model's attributes default to 0, except EN: a model with no EN would start incapacitated."""

E = TypeVar("E", bound=StrEnum)

_KNOWN: dict[tuple[str, ...], frozenset[str]] = {
    fields: frozenset(fields)
    for fields in (SCENARIO_FIELDS, MODEL_FIELDS, WEAPON_FIELDS, RULES_FIELDS)
}


def _object(value: object, path: str, known: tuple[str, ...]) -> Mapping[str, Any]:
    data = as_object(value, path)
    if not _KNOWN[known].issuperset(data):
        refuse_unknown(data, known, path)
    return data


def _spec(
    key: str, kind: Kind, low: int | None = None, high: int | None = None, *, above: bool = False
) -> FieldSpec:
    return FieldSpec(key, key, kind, low, high, exclusive_minimum=above)


_WHOLES: dict[tuple[int, int], FieldSpec] = {}
_NUMBERS_READ = {
    (high, above): _spec("number", NUMBER, 0, int(high), above=above)
    for high in (MAX_DISTANCE, MAX_BASE_MM)
    for above in (False, True)
}
_FLAG = _spec("flag", YES_NO)
_NAME = _spec(NAME_KEY, TEXT, high=MAX_NAME_CHARS)
_TEXTS = {
    MAX_NAME_CHARS: _spec("text", TEXT, high=MAX_NAME_CHARS),
    MAX_PERK_CHARS: _spec("perk", TEXT, high=MAX_PERK_CHARS),
    MAX_NOTES_CHARS: _spec(NOTES_KEY, TEXT),
}
_DROP = _spec("drop", AUTO_WHOLE, 0, MAX_DROP)
_STATUS = FieldSpec("status", "status", CHOICE, choices=STATUSES)
_CHOICES: dict[type[Any], FieldSpec] = {}
"""The reading's fields, one spec per range: a fault reads as the field's kind words it."""


def _whole(value: object, path: str, low: int, high: int) -> int:
    if type(value) is int and low <= value <= high:  # bool is not a whole number here
        return value
    spec = _WHOLES.get((low, high)) or _WHOLES.setdefault((low, high), _spec("", WHOLE, low, high))
    read: int = read_value(spec, value, path)
    return read


def _number(value: object, path: str, high: float, *, above_zero: bool) -> float:
    return float(read_value(_NUMBERS_READ[high, above_zero], value, path))


def _optional_number(value: object, path: str, high: float, *, above_zero: bool) -> float | None:
    return None if value is None else _number(value, path, high, above_zero=above_zero)


def _flag(value: object, path: str) -> bool:
    flag: bool = read_value(_FLAG, value, path)
    return flag


def _text(value: object, path: str, longest: int) -> str:
    text: str = read_value(_TEXTS[longest], value, path)
    return text


def _choice(value: object, path: str, enum: type[E]) -> E:
    members: dict[object, E] = _MEMBERS.get(enum) or _MEMBERS.setdefault(
        enum, {member.value: member for member in enum}
    )
    try:
        return members[value]
    except (KeyError, TypeError):  # TypeError: an unhashable value, a list or an object
        spec = _CHOICES.get(enum) or _CHOICES.setdefault(
            enum,
            FieldSpec("choice", "choice", CHOICE, choices=tuple(member.value for member in enum)),
        )
        read_value(spec, value, path)
        raise AssertionError("a choice no member has") from None


_MEMBERS: dict[type[Any], dict[object, Any]] = {}
"""Each enum's members by value, so a word is found by one lookup."""


def _name(value: object, path: str) -> str:
    """Names are how models and weapons are found: never blank (docs/cli.md)."""
    name: str = read_value(_NAME, value, path)
    return name.strip()


def _drop(value: object, path: str) -> Drop:
    """R4, R5: "auto", or a whole number of TN steps; the planner checks it against the pool."""
    drop: Drop = read_value(_DROP, value, path)
    return drop


def read_weapon(value: object, path: str) -> Weapon:
    data = _object(value, path, WEAPON_FIELDS)
    name = _required_name(data, path)
    if "kind" not in data:
        _missing(path, "kind")
    kind = data["kind"]
    kind = _WEAPON_KINDS.get(kind) if type(kind) is str else None
    if kind is None:
        kind = _choice(data["kind"], join(path, "kind"), WeaponKind)
    bonus = data.get("damage_bonus", 0)
    if type(bonus) is not int or not MIN_DAMAGE_BONUS <= bonus <= MAX_ATTRIBUTE:
        _whole(bonus, join(path, "damage_bonus"), MIN_DAMAGE_BONUS, MAX_ATTRIBUTE)
    reach = data.get("range")
    if reach is not None:
        reach = _number(reach, join(path, "range"), MAX_DISTANCE, above_zero=True)
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


def _missing(path: str, key: str) -> Any:
    raise fail(join(path, key), "is required")


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
        _missing(path, "name")
    return _name(name, join(path, "name"))


def _check_extras(data: Mapping[str, Any], path: str) -> None:
    """``cost`` and ``notes``, and a battle's ``prone`` and ``status`` (R25): the roster's,
    ignored by the calculator but still checked. The scenario's ``target_prone`` says whether
    the target is prone, and neither status is refused (R25)."""
    if data.get("cost") is not None:
        _whole(data["cost"], join(path, "cost"), 0, MAX_COST)
    if "notes" in data:
        _text(data["notes"], join(path, "notes"), MAX_NOTES_CHARS)
    if "prone" in data:
        _flag(data["prone"], join(path, "prone"))
    if "status" in data:
        read_value(_STATUS, data["status"], join(path, "status"))


def read_model(value: object, path: str) -> Profile:
    """A model object (docs/cli.md; resources/rules.md, Profiles): a roster's models' fields.

    The checks run in a fast path, the ten numbers at once in C; a field's path is spelt out
    only when it is wrong.
    """
    data = _object(value, path, MODEL_FIELDS)
    name = _required_name(data, path)
    size = data.get("size", _MEDIUM)
    size = _SIZES.get(size) if type(size) is str else None
    if size is None:
        size = _choice(data.get("size"), join(path, "size"), Size)
    numbers = tuple(map(data.get, _NUMBERS, _NUMBER_DEFAULTS))
    if not all_attributes(numbers):
        for key, number in zip(_NUMBERS, numbers, strict=True):
            _whole(number, join(path, key), 0, MAX_ATTRIBUTE)  # raises at the first bad one
    perks: frozenset[str] = frozenset()
    if data.get("perks"):
        perks_path = join(path, "perks")
        perks = frozenset(
            perk.strip().lower()
            for i, item in enumerate(as_list(data["perks"], perks_path))
            if (perk := _text(item, f"{perks_path}[{i}]", MAX_PERK_CHARS)).strip()
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
        base = _number(base, join(path, "base_mm"), MAX_BASE_MM, above_zero=True)
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


def read_scenario(
    value: object, read_profile: Callable[[object, str], Profile] = PROFILES
) -> Scenario:
    """A docs/cli.md scenario object as the core's Scenario; ScenarioShapeError names the field."""
    data = _object(value, "", SCENARIO_FIELDS)
    if data.get("game", GAME_KEY) != GAME_KEY:
        raise fail(
            "game", f"a Gangfight scenario names no other game (found {found(data['game'])})"
        )
    if "attack" not in data:
        raise fail("attack", "is required")
    kind = _choice(data["attack"], "attack", AttackKind)
    attacker = _optional(data, "attacker", read_profile)
    target = _optional(data, "target", read_profile)
    targets: tuple[Profile, ...] | None = None
    if data.get("targets") is not None:
        listed = as_list(data["targets"], "targets")
        if len(listed) > MAX_TARGETS:
            # Bounded work: far above any table, refused before any is read.
            raise fail(
                "targets",
                f"must be a list of at most {MAX_TARGETS:,} models (found {len(listed):,})",
            )
        targets = tuple(read_profile(item, f"targets[{i}]") for i, item in enumerate(listed))
    _check_shape(kind, data, attacker, target, targets)
    if targets:
        chosen = targets
    else:
        assert target is not None
        chosen = (target,)
    nominated = target if kind.is_area else None
    quick = _quick_scenario(data, kind, attacker, chosen, nominated)
    if quick is not None:
        return quick
    weapons = tuple(
        _text(item, f"weapons[{i}]", MAX_NAME_CHARS)
        for i, item in enumerate(as_list(data.get("weapons", []), "weapons"))
    )
    rules = _read_rules(data.get("rules", {}))
    range_band = data.get("range_band")
    if range_band is not None:
        range_band = _text(range_band, "range_band", MAX_NAME_CHARS)
    return Scenario(
        attack=kind,
        attacker=attacker,
        targets=chosen,
        weapons=weapons,
        cover=_choice(data.get("cover", _NO_COVER), "cover", Cover),
        distance=_optional_number(data.get("distance"), "distance", MAX_DISTANCE, above_zero=False),
        range_band=range_band,
        target_in_combat=_flag(data.get("target_in_combat", False), "target_in_combat"),
        target_prone=_flag(data.get("target_prone", False), "target_prone"),
        attack_drop=_drop(data.get("attack_drop", AUTO), "attack_drop"),
        armour_drop=_drop(data.get("armour_drop", AUTO), "armour_drop"),
        rules=rules,
        fall_distance=_optional_number(
            data.get("fall_distance"), "fall_distance", MAX_DISTANCE, above_zero=False
        ),
        dodge_tn=_whole(
            data.get("dodge_tn", DEFAULT_DODGE_TN), "dodge_tn", MIN_DODGE_TN, MAX_DODGE_TN
        ),
        nominated=nominated,
        line_of_sight=_flag(data.get("line_of_sight", True), "line_of_sight"),
        attacker_engaged=_flag(data.get("attacker_engaged", False), "attacker_engaged"),
    )


def _quick_scenario(
    data: Mapping[str, Any],
    kind: AttackKind,
    attacker: Profile | None,
    targets: tuple[Profile, ...],
    nominated: Profile | None,
) -> Scenario | None:
    """The scenario, when every plain field holds the usual kind of value: checked at once,
    with no field path made. None for anything else, which the field by field reading then
    reads or words, in its order."""
    get = data.get
    weapons = get("weapons", _NO_WEAPONS)
    flags = (
        get("target_in_combat", False),
        get("target_prone", False),
        get("line_of_sight", True),
        get("attacker_engaged", False),
    )
    distances = (get("distance"), get("fall_distance"))
    drops = (get("attack_drop", AUTO), get("armour_drop", AUTO))
    cover = get("cover", _NO_COVER)
    band = get("range_band")
    dodge = get("dodge_tn", DEFAULT_DODGE_TN)
    rules = get("rules", _NO_RULES)
    if (
        type(weapons) is not list
        or not _STR_ONLY.issuperset(map(type, weapons))
        or (weapons and max(map(len, weapons)) > MAX_NAME_CHARS)
        or not _BOOL_ONLY.issuperset(map(type, flags))
        or not _DISTANCE_TYPES.issuperset(map(type, distances))
        or not all(d is None or 0 <= d <= MAX_DISTANCE for d in distances)
        or not all(d == AUTO or (type(d) is int and 0 <= d <= MAX_DROP) for d in drops)
        or type(cover) is not str
        or (cover := _COVERS.get(cover)) is None
        or (band is not None and (type(band) is not str or len(band) > MAX_NAME_CHARS))
        or type(dodge) is not int
        or not MIN_DODGE_TN <= dodge <= MAX_DODGE_TN
        or type(rules) is not dict
        or not _RULES_KEYS.issuperset(rules)
    ):
        return None
    chosen = (rules.get("incapacitation", _ZERO_OR_LESS), rules.get("long_range", _PLUS_6))
    options = _RULE_OPTIONS.get(chosen) if _STR_ONLY.issuperset(map(type, chosen)) else None
    if options is None:
        return None
    in_combat, prone, sight, engaged = flags
    distance, fall = distances
    attack_drop, armour_drop = (AUTO if d == AUTO else d for d in drops)
    return Scenario(
        kind,
        attacker,
        targets,
        tuple(weapons),
        cover,
        None if distance is None else float(distance),
        band,
        in_combat,
        prone,
        attack_drop,
        armour_drop,
        options,
        None if fall is None else float(fall),
        dodge,
        nominated,
        sight,
        engaged,
    )


_STR_ONLY = frozenset({str})
_BOOL_ONLY = frozenset({bool})
_DISTANCE_TYPES = frozenset({int, float, type(None)})
_COVERS = {cover.value: cover for cover in Cover}
_RULES_KEYS = frozenset(RULES_FIELDS)
_NO_RULES: dict[str, Any] = {}
_NO_WEAPONS: list[str] = []
"""Defaults read, never changed."""


def _optional(
    data: Mapping[str, Any], key: str, read_profile: Callable[[object, str], Profile]
) -> Profile | None:
    value = data.get(key)
    return None if value is None else read_profile(value, key)


def _check_shape(
    kind: AttackKind,
    data: Mapping[str, Any],
    attacker: Profile | None,
    target: Profile | None,
    targets: tuple[Profile, ...] | None,
) -> None:
    """Which models each kind of attack takes (docs/cli.md)."""
    if kind is AttackKind.TRAMPLE or kind.is_area:
        if not targets:
            raise fail("targets", f"'{kind.value}' takes 'targets', a list of models")
        if kind is AttackKind.TRAMPLE and target is not None:
            raise fail("target", "'trample' takes 'targets', not 'target'")
    else:
        if target is None:
            raise fail("target", f"'{kind.value}' takes a 'target' model")
        if targets is not None:
            raise fail("targets", f"'{kind.value}' has one 'target', not 'targets'")
    if kind is AttackKind.FALLING:
        if data.get("fall_distance") is None:
            raise fail("fall_distance", "'falling' takes 'fall_distance' in inches")
    elif attacker is None:
        raise fail("attacker", f"'{kind.value}' takes an 'attacker' model")


def _read_rules(value: object) -> RuleOptions:
    """The options of R14 and R15; omitted means the defaults."""
    data = _object(value, "rules", RULES_FIELDS)
    incapacitation = data.get("incapacitation", _ZERO_OR_LESS)
    long_range = data.get("long_range", _PLUS_6)
    try:
        return _RULE_OPTIONS[incapacitation, long_range]
    except (KeyError, TypeError):  # TypeError: an unhashable value, a list or an object
        return RuleOptions(
            _choice(incapacitation, "rules.incapacitation", Incapacitation),
            _choice(long_range, "rules.long_range", LongRange),
        )


_NO_COVER = Cover.NONE.value
_ZERO_OR_LESS = Incapacitation.ZERO_OR_LESS.value
_PLUS_6 = LongRange.BEYOND_RANGE_PLUS_6.value
_RULE_OPTIONS = {
    (incapacitation.value, long_range.value): RuleOptions(incapacitation, long_range)
    for incapacitation in Incapacitation
    for long_range in LongRange
}
"""Every combination of the options, made once: a batch names the same few again and again."""


# -- writing -------------------------------------------------------------------------------------


def model_json(profile: Profile) -> dict[str, Any]:
    """A core Profile as the scenario's model object (docs/cli.md field names)."""
    data: dict[str, Any] = {
        "name": profile.name,
        "size": profile.size.value,
        **{attribute: getattr(profile, attribute) for attribute in ATTRIBUTES},
        "movement": profile.movement,
        "action_points": profile.action_points,
        "perks": sorted(profile.perks),
        "weapons": [
            {
                "name": w.name,
                "kind": w.kind.value,
                "damage_bonus": w.damage_bonus,
                **({"range": w.range_in} if w.range_in is not None else {}),
            }
            for w in profile.weapons
        ],
        "wounds_taken": profile.wounds_taken,
    }
    if profile.base_mm is not None:
        data["base_mm"] = profile.base_mm
    return data


def scenario_json(scenario: Scenario) -> dict[str, Any]:
    """A core Scenario as docs/cli.md's JSON: any calculation can be run again by ``calc``."""
    kind = scenario.attack
    data: dict[str, Any] = {"attack": kind.value}
    if scenario.attacker is not None:
        data["attacker"] = model_json(scenario.attacker)
    if kind.has_many_targets:
        data["targets"] = [model_json(t) for t in scenario.targets]
        if kind.is_area and scenario.nominated is not None:
            data["target"] = model_json(scenario.nominated)
    else:
        data["target"] = model_json(scenario.target)
    data.update(
        {
            "weapons": list(scenario.weapons),
            "cover": scenario.cover.value,
            "distance": scenario.distance,
            "range_band": scenario.range_band,
            "target_in_combat": scenario.target_in_combat,
            "target_prone": scenario.target_prone,
            "attack_drop": scenario.attack_drop,
            "armour_drop": scenario.armour_drop,
            "rules": {
                "incapacitation": scenario.rules.incapacitation.value,
                "long_range": scenario.rules.long_range.value,
            },
            "line_of_sight": scenario.line_of_sight,
            "attacker_engaged": scenario.attacker_engaged,
        }
    )
    if kind is AttackKind.FALLING:
        data["fall_distance"] = scenario.fall_distance
    if kind.is_area:
        data["dodge_tn"] = scenario.dodge_tn
    return data
