"""Model profiles and weapons as the rules see them: plain immutable values, no I/O; the roster's
pydantic models convert to these."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from operator import attrgetter

from gangfight_gui.rules.engine.records import quick_init
from gangfight_gui.rules.gangfight.errors import IllegalWeapons, InvalidProfile
from gangfight_gui.rules.gangfight.sizes import Size

MAX_ATTRIBUTE = 40
"""Above any real profile, low enough that every law stays fast and exact."""

ATTRIBUTES = (
    "attack",
    "defense",
    "marksmanship",
    "armour",
    "damage",
    "endurance",
    "initiative",
)
"""Profile attributes the calculator uses, in card order (resources/rules.md, Profiles)."""

MARAUDER = "marauder"
SKIRMISHER = "skirmisher"


class WeaponKind(StrEnum):
    """A weapon's kind: its key, its name in a player's sentence and how it fights, each member
    declaring its traits (plain attributes: the planner asks them of every weapon)."""

    _value_: str
    noun: str
    is_melee: bool
    is_ranged: bool
    """It shoots (R15)."""
    is_hand: bool
    """A hand weapon for two-weapon fighting (R10: a pistol counts as one)."""

    HAND = "hand", "hand weapon", "melee hand"
    PISTOL = "pistol", "pistol", "melee ranged hand"
    TWO_HANDED = "two_handed", "two-handed weapon", "melee"
    RANGED = "ranged", "ranged weapon", "ranged"
    SHIELD = "shield", "shield", ""

    def __new__(cls, value: str, noun: str = "", traits: str = "") -> WeaponKind:
        kind = str.__new__(cls, value)
        kind._value_ = value
        kind.noun = noun
        named = traits.split()
        kind.is_melee = "melee" in named
        kind.is_ranged = "ranged" in named
        kind.is_hand = "hand" in named
        return kind


_SHIELD = WeaponKind.SHIELD


@quick_init
@dataclass(frozen=True, slots=True)
class Weapon:
    name: str
    kind: WeaponKind
    damage_bonus: int = 0
    range_in: float | None = None
    """Ranged kinds only: the weapon's range R in inches (R15)."""


_ATTRIBUTE_VALUES = frozenset(range(MAX_ATTRIBUTE + 1))
_INT_ONLY = frozenset({int})


def all_attributes(numbers: tuple[object, ...]) -> bool:
    """Every one a whole number from 0 to MAX_ATTRIBUTE: not 3.0 nor true (equal to 3 and 1).

    Two set checks in C, the types first (a list is no set member): a profile's ten numbers are
    checked for every model read.
    """
    return _INT_ONLY.issuperset(map(type, numbers)) and _ATTRIBUTE_VALUES.issuperset(numbers)


_CHECKED = (*ATTRIBUTES, "movement", "action_points", "wounds_taken")
"""A profile's whole numbers, each from 0 to MAX_ATTRIBUTE."""
_CHECKED_VALUES = attrgetter(*_CHECKED)

UNARMED = Weapon("Unarmed", WeaponKind.HAND, 0)
"""A model with no melee weapon fights unarmed with bonus 0 (resources/rules.md, Profiles)."""


@quick_init
@dataclass(frozen=True, slots=True)
class Profile:
    name: str
    size: Size
    attack: int
    defense: int
    marksmanship: int
    armour: int
    damage: int
    endurance: int
    initiative: int
    movement: int = 0
    action_points: int = 0
    perks: frozenset[str] = field(default_factory=frozenset)
    weapons: tuple[Weapon, ...] = ()
    base_mm: float | None = None
    wounds_taken: int = 0

    def __post_init__(self) -> None:
        numbers = _CHECKED_VALUES(self)
        if all_attributes(numbers):
            return  # the usual case, checked at once in C; the loop below names the first bad one
        for attribute in _CHECKED:
            value = getattr(self, attribute)
            if isinstance(value, bool) or not isinstance(value, int):
                raise InvalidProfile(f"{self.name}: {attribute} must be a whole number")
            if not 0 <= value <= MAX_ATTRIBUTE:
                raise InvalidProfile(
                    f"{self.name}: {attribute} {value} is out of range (0 to {MAX_ATTRIBUTE})"
                )

    @property
    def has_shield(self) -> bool:
        return any(w.kind is _SHIELD for w in self.weapons)

    def has_perk(self, perk: str) -> bool:
        return perk in self.perks

    def weapon(self, name: str) -> Weapon:
        for weapon in self.weapons:
            if weapon.name == name:
                return weapon
        raise IllegalWeapons(f"{self.name} has no weapon named {name!r}")
