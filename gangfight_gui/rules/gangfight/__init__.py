"""Gangfight: exact dice and attacks (resources/rules.md R1-R24), pure Python, no Qt, no file I/O.

Every ruling of resources/rules.md (R1-R24) is implemented here; the GUI, the CLI and the tests
all go through these names.
"""

from gangfight_gui.rules.engine.distribution import Distribution, at_least, at_least_table, mean
from gangfight_gui.rules.engine.sources import SeededDice, TypedDice
from gangfight_gui.rules.gangfight.dice import PlannedTest, best_defence_drop, plan_test, successes
from gangfight_gui.rules.gangfight.errors import (
    IllegalDrop,
    IllegalSpecialAttack,
    IllegalWeapons,
    InvalidProfile,
    MissingInput,
    NoDiceLeft,
    NoLineOfSight,
    NotEnoughDice,
    NotInThreatRange,
    RulesError,
    ShooterEngaged,
)
from gangfight_gui.rules.gangfight.opposed import OpposedOdds, opposed_test
from gangfight_gui.rules.gangfight.options import Incapacitation, LongRange, RuleOptions
from gangfight_gui.rules.gangfight.outcome import (
    AttackOutcome,
    DefenceOutcome,
    DropAdvice,
    TargetOutcome,
    attack_tests,
    calculate,
)
from gangfight_gui.rules.gangfight.planning import AttackPlan, Modifier, plan_attack
from gangfight_gui.rules.gangfight.profile import Profile, Weapon, WeaponKind
from gangfight_gui.rules.gangfight.resolve import (
    ResolvedAttack,
    RolledTest,
    resolve,
    resolve_typed,
    roll_many,
)
from gangfight_gui.rules.gangfight.scenario import AUTO, AttackKind, Cover, Scenario
from gangfight_gui.rules.gangfight.sizes import SIZES, Size, SizeInfo

__all__ = [
    "AUTO",
    "SIZES",
    "AttackKind",
    "AttackOutcome",
    "AttackPlan",
    "Cover",
    "DefenceOutcome",
    "Distribution",
    "DropAdvice",
    "IllegalDrop",
    "IllegalSpecialAttack",
    "IllegalWeapons",
    "Incapacitation",
    "InvalidProfile",
    "LongRange",
    "MissingInput",
    "Modifier",
    "NoDiceLeft",
    "NoLineOfSight",
    "NotEnoughDice",
    "NotInThreatRange",
    "OpposedOdds",
    "PlannedTest",
    "Profile",
    "ResolvedAttack",
    "RolledTest",
    "RuleOptions",
    "RulesError",
    "Scenario",
    "SeededDice",
    "ShooterEngaged",
    "Size",
    "SizeInfo",
    "TargetOutcome",
    "TypedDice",
    "Weapon",
    "WeaponKind",
    "at_least",
    "at_least_table",
    "attack_tests",
    "best_defence_drop",
    "calculate",
    "mean",
    "opposed_test",
    "plan_attack",
    "plan_test",
    "resolve",
    "resolve_typed",
    "roll_many",
    "successes",
]
