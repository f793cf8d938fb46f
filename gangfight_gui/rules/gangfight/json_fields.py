"""The keys of Gangfight's scenario JSON (docs/cli.md), the ranges its fields' specs take, and the
reading of a value the scenario's own code reads (the attack, a weapon's name)."""

from __future__ import annotations

from enum import StrEnum
from typing import Any, TypeVar

from gangfight_gui.rules.engine.limits import MAX_NAME_CHARS
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.kinds import CHOICE, TEXT
from gangfight_gui.rules.reading import read_value

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
STATUSES = ("active", "incapacitated", "dead")
"""A roster model's status in a battle (R25), as its file writes it."""
MODEL_DEFAULTS = {"endurance": 1}
"""A model's attributes default to 0, except EN: a model with no EN would start incapacitated."""

E = TypeVar("E", bound=StrEnum)

_TEXT = FieldSpec("text", "text", TEXT, maximum=MAX_NAME_CHARS)
_CHOICES: dict[type[Any], FieldSpec] = {}
_MEMBERS: dict[type[Any], dict[object, Any]] = {}
"""Each enum's members by value, so a word is found by one lookup, and its spec for a fault."""


def read_text(value: object, path: str) -> str:
    """A text of at most ``MAX_NAME_CHARS`` (a weapon named, a range band), blank or not."""
    text: str = read_value(_TEXT, value, path)
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
