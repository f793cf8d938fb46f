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
    """An attack of R11-R23: its key in a scenario, its name for a player, its ruling and how it
    is made, each member declaring its traits (plain attributes: the planner asks them of every
    scenario)."""

    _value_: str
    label: str
    ruling: str
    is_melee: bool
    """Resolved with ATT against DEF in close combat (R11, R17-R20)."""
    is_shooting: bool
    """Rolled with MAR, affected by range bands and cover (R15, R16, R23, R24)."""
    is_area: bool
    """Its successes are a width or radius that caught models dodge (R23)."""
    has_many_targets: bool
    """It takes a list of targets (R17, R23)."""
    hits_word: str
    """What its successes are: hits, or an area's width (Direct) or radius (Indirect, R23)."""

    MELEE = "melee", "Melee attack", "R11", "melee"
    RANGED = "ranged", "Ranged attack", "R15, R16", "shooting"
    FREE_STRIKE = "free_strike", "Free Strike", "R20", "melee"
    POWER = "power", "Power Attack", "R18", "melee"
    FINESSE = "finesse", "Finesse Attack", "R19", "melee"
    SLAM = "slam", "Slam!", "R17", "melee"
    TRAMPLE = "trample", "Trample", "R17", "melee many"
    FALLING = "falling", "Falling", "R22", ""
    AOE_DIRECT = "aoe_direct", "Direct area attack", "R23", "shooting area many Width"
    AOE_INDIRECT = "aoe_indirect", "Indirect area attack", "R23", "shooting area many Radius"

    def __new__(cls, value: str, label: str = "", ruling: str = "", traits: str = "") -> AttackKind:
        kind = str.__new__(cls, value)
        kind._value_ = value
        kind.label = label
        kind.ruling = ruling
        named = traits.split()
        kind.is_melee = "melee" in named
        kind.is_shooting = "shooting" in named
        kind.is_area = "area" in named
        kind.has_many_targets = "many" in named
        kind.hits_word = next((word for word in named if word.istitle()), "Hits")
        return kind


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
