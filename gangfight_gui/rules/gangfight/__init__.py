"""Gangfight: exact dice and attacks (resources/rules.md R1–R25), pure Python, no Qt, no file I/O;
``resolve`` is the module, its function ``resolve.resolve``."""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gangfight_gui.rules.engine.distribution import Distribution, at_least, at_least_table, mean
    from gangfight_gui.rules.engine.sources import SeededDice, TypedDice
    from gangfight_gui.rules.gangfight.dice import (
        PlannedTest,
        best_defence_drop,
        plan_test,
        successes,
    )
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
    "resolve_typed",
    "roll_many",
    "successes",
]

_WHERE = {
    "Distribution": "gangfight_gui.rules.engine.distribution",
    "at_least": "gangfight_gui.rules.engine.distribution",
    "at_least_table": "gangfight_gui.rules.engine.distribution",
    "mean": "gangfight_gui.rules.engine.distribution",
    "SeededDice": "gangfight_gui.rules.engine.sources",
    "TypedDice": "gangfight_gui.rules.engine.sources",
    "PlannedTest": "gangfight_gui.rules.gangfight.dice",
    "best_defence_drop": "gangfight_gui.rules.gangfight.dice",
    "plan_test": "gangfight_gui.rules.gangfight.dice",
    "successes": "gangfight_gui.rules.gangfight.dice",
    "IllegalDrop": "gangfight_gui.rules.gangfight.errors",
    "IllegalSpecialAttack": "gangfight_gui.rules.gangfight.errors",
    "IllegalWeapons": "gangfight_gui.rules.gangfight.errors",
    "InvalidProfile": "gangfight_gui.rules.gangfight.errors",
    "MissingInput": "gangfight_gui.rules.gangfight.errors",
    "NoDiceLeft": "gangfight_gui.rules.gangfight.errors",
    "NoLineOfSight": "gangfight_gui.rules.gangfight.errors",
    "NotEnoughDice": "gangfight_gui.rules.gangfight.errors",
    "NotInThreatRange": "gangfight_gui.rules.gangfight.errors",
    "RulesError": "gangfight_gui.rules.gangfight.errors",
    "ShooterEngaged": "gangfight_gui.rules.gangfight.errors",
    "OpposedOdds": "gangfight_gui.rules.gangfight.opposed",
    "opposed_test": "gangfight_gui.rules.gangfight.opposed",
    "Incapacitation": "gangfight_gui.rules.gangfight.options",
    "LongRange": "gangfight_gui.rules.gangfight.options",
    "RuleOptions": "gangfight_gui.rules.gangfight.options",
    "AttackOutcome": "gangfight_gui.rules.gangfight.outcome",
    "DefenceOutcome": "gangfight_gui.rules.gangfight.outcome",
    "DropAdvice": "gangfight_gui.rules.gangfight.outcome",
    "TargetOutcome": "gangfight_gui.rules.gangfight.outcome",
    "attack_tests": "gangfight_gui.rules.gangfight.outcome",
    "calculate": "gangfight_gui.rules.gangfight.outcome",
    "AttackPlan": "gangfight_gui.rules.gangfight.planning",
    "Modifier": "gangfight_gui.rules.gangfight.planning",
    "plan_attack": "gangfight_gui.rules.gangfight.planning",
    "Profile": "gangfight_gui.rules.gangfight.profile",
    "Weapon": "gangfight_gui.rules.gangfight.profile",
    "WeaponKind": "gangfight_gui.rules.gangfight.profile",
    "ResolvedAttack": "gangfight_gui.rules.gangfight.resolve",
    "RolledTest": "gangfight_gui.rules.gangfight.resolve",
    "resolve_typed": "gangfight_gui.rules.gangfight.resolve",
    "roll_many": "gangfight_gui.rules.gangfight.resolve",
    "AUTO": "gangfight_gui.rules.gangfight.scenario",
    "AttackKind": "gangfight_gui.rules.gangfight.scenario",
    "Cover": "gangfight_gui.rules.gangfight.scenario",
    "Scenario": "gangfight_gui.rules.gangfight.scenario",
    "SIZES": "gangfight_gui.rules.gangfight.sizes",
    "Size": "gangfight_gui.rules.gangfight.sizes",
    "SizeInfo": "gangfight_gui.rules.gangfight.sizes",
}
"""Where each name lives: imported on first use, so a module of the package (its fields, for a
roster) loads without the whole of the rules (PEP 562)."""


def __getattr__(name: str) -> Any:
    """A name of ``__all__``, from its module on first use."""
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(_WHERE[name]), name)
    globals()[name] = value
    return value
