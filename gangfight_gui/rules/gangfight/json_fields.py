"""The fields of Gangfight's scenario JSON (docs/cli.md), their ranges, and the reading of one
value, each fault worded by the kind of a field spec (``rules/reading.py``)."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any, TypeVar

from gangfight_gui.rules.engine.limits import MAX_NAME_CHARS, MAX_NOTES_CHARS, MAX_PERK_CHARS
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.gangfight.planning import MAX_DISTANCE
from gangfight_gui.rules.gangfight.profile import ATTRIBUTES
from gangfight_gui.rules.gangfight.scenario import Drop
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
)
from gangfight_gui.rules.reading import as_object, fail, join, read_value, refuse_unknown

MAX_DROP = 60
"""An explicit drop above any pool (MAX_POOL) is not a number of TN steps (R4)."""
MIN_DODGE_TN = 2
MAX_DODGE_TN = 12
MIN_DAMAGE_BONUS = -10
MAX_COST = 100_000
MAX_BASE_MM = 1000.0

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


def read_fields(value: object, path: str, known: tuple[str, ...]) -> Mapping[str, Any]:
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
STATUS_SPEC = FieldSpec("status", "status", CHOICE, choices=STATUSES)
_CHOICES: dict[type[Any], FieldSpec] = {}
"""The reading's fields, one spec per range: a fault reads as the field's kind words it."""


def read_whole(value: object, path: str, low: int, high: int) -> int:
    if type(value) is int and low <= value <= high:  # bool is not a whole number here
        return value
    spec = _WHOLES.get((low, high)) or _WHOLES.setdefault((low, high), _spec("", WHOLE, low, high))
    read: int = read_value(spec, value, path)
    return read


def read_number(value: object, path: str, high: float, *, above_zero: bool) -> float:
    return float(read_value(_NUMBERS_READ[high, above_zero], value, path))


def read_optional_number(
    value: object, path: str, high: float, *, above_zero: bool
) -> float | None:
    return None if value is None else read_number(value, path, high, above_zero=above_zero)


def read_flag(value: object, path: str) -> bool:
    flag: bool = read_value(_FLAG, value, path)
    return flag


def read_text(value: object, path: str, longest: int) -> str:
    text: str = read_value(_TEXTS[longest], value, path)
    return text


def read_choice(value: object, path: str, enum: type[E]) -> E:
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


def read_name(value: object, path: str) -> str:
    """Names are how models and weapons are found: never blank (docs/cli.md)."""
    name: str = read_value(_NAME, value, path)
    return name.strip()


def read_drop(value: object, path: str) -> Drop:
    """R4, R5: "auto", or a whole number of TN steps; the planner checks it against the pool."""
    drop: Drop = read_value(_DROP, value, path)
    return drop


def missing(path: str, key: str) -> Any:
    raise fail(join(path, key), "is required")
