"""What a player asks the calculator: one attack, its models and its circumstances."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

from gangfight_gui.rules.engine.records import quick_init
from gangfight_gui.rules.gangfight.options import RuleOptions
from gangfight_gui.rules.gangfight.profile import Profile

AUTO: Literal["auto"] = "auto"
Drop = int | Literal["auto"]
"""A dice drop: "auto" lets R5 choose; a whole number is the player's choice of R4 steps."""

DEFAULT_DODGE_TN = 4
"""R23: the dodge roll's TN when the scenario does not say."""


class AttackKind(StrEnum):
    """An attack of R11-R23: its key in a scenario, its name for a player and its ruling."""

    _value_: str
    label: str
    ruling: str

    MELEE = "melee", "Melee attack", "R11"
    RANGED = "ranged", "Ranged attack", "R15, R16"
    FREE_STRIKE = "free_strike", "Free Strike", "R20"
    POWER = "power", "Power Attack", "R18"
    FINESSE = "finesse", "Finesse Attack", "R19"
    SLAM = "slam", "Slam!", "R17"
    TRAMPLE = "trample", "Trample", "R17"
    FALLING = "falling", "Falling", "R22"
    AOE_DIRECT = "aoe_direct", "Direct area attack", "R23"
    AOE_INDIRECT = "aoe_indirect", "Indirect area attack", "R23"

    def __new__(cls, value: str, label: str = "", ruling: str = "") -> AttackKind:
        kind = str.__new__(cls, value)
        kind._value_ = value
        kind.label = label
        kind.ruling = ruling
        return kind

    # The kinds are sets made once (below): naming a member inside a property goes through the
    # enum's class lookup each time, and the planner asks these for every scenario.
    @property
    def is_melee(self) -> bool:
        """Attacks resolved with ATT against DEF in close combat (R11, R17-R20)."""
        return self in MELEE_KINDS

    @property
    def is_shooting(self) -> bool:
        """Attacks rolled with MAR, affected by range bands and cover (R15, R16, R23, R24)."""
        return self in _SHOOTING

    @property
    def is_area(self) -> bool:
        return self in _AREA

    @property
    def has_many_targets(self) -> bool:
        return self in _MANY_TARGETS


MELEE_KINDS = frozenset(
    {
        AttackKind.MELEE,
        AttackKind.FREE_STRIKE,
        AttackKind.POWER,
        AttackKind.FINESSE,
        AttackKind.SLAM,
        AttackKind.TRAMPLE,
    }
)

_AREA = frozenset({AttackKind.AOE_DIRECT, AttackKind.AOE_INDIRECT})
_SHOOTING = frozenset({AttackKind.RANGED, *_AREA})
_MANY_TARGETS = frozenset({AttackKind.TRAMPLE, *_AREA})


class Cover(StrEnum):
    NONE = "none"
    SOFT = "soft"
    HARD = "hard"

    @property
    def defense_bonus(self) -> int:
        """R24: both kinds of cover give +1 DEF."""
        return 0 if self is Cover.NONE else 1

    @property
    def armour_bonus(self) -> int:
        """R24: soft cover +1 ARM, hard cover +2 ARM."""
        return _ARMOUR_BONUS[self]


_ARMOUR_BONUS = {Cover.NONE: 0, Cover.SOFT: 1, Cover.HARD: 2}


@quick_init
@dataclass(frozen=True, slots=True)
class Scenario:
    """One attack as the player sets it up.

    ``targets`` holds one model for single-target attacks, every model caught for Trample and
    area attacks; ``nominated`` is an area attack's aimed-at model (default: the first target).
    ``attacker`` is None only for falling, which has no attacker.
    """

    attack: AttackKind
    attacker: Profile | None
    targets: tuple[Profile, ...]
    weapons: tuple[str, ...] = ()
    cover: Cover = Cover.NONE
    distance: float | None = None
    range_band: str | None = None
    target_in_combat: bool = False
    target_prone: bool = False
    attack_drop: Drop = AUTO
    armour_drop: Drop = AUTO
    rules: RuleOptions = field(default_factory=RuleOptions)
    fall_distance: float | None = None
    dodge_tn: int = DEFAULT_DODGE_TN
    nominated: Profile | None = None
    line_of_sight: bool = True
    attacker_engaged: bool = False

    @property
    def target(self) -> Profile:
        return self.targets[0]
