"""Gangfight: exact dice and attacks (resources/rules.md R1–R25), pure Python, no Qt, no file I/O;
``resolve`` is the module, its function ``resolve.resolve``."""

from typing import Any

_HOMES = {
    "gangfight_gui.rules.engine.distribution": (
        "Distribution",
        "at_least",
        "at_least_table",
        "mean",
    ),
    "gangfight_gui.rules.engine.errors": ("NotEnoughDice", "RulesError"),
    "gangfight_gui.rules.engine.sources": ("SeededDice", "TypedDice"),
    "gangfight_gui.rules.gangfight.dice": (
        "PlannedTest",
        "best_defence_drop",
        "plan_test",
        "successes",
    ),
    "gangfight_gui.rules.gangfight.errors": (
        "IllegalDrop",
        "IllegalSpecialAttack",
        "IllegalWeapons",
        "InvalidProfile",
        "MissingInput",
        "NoDiceLeft",
        "NoLineOfSight",
        "NotInThreatRange",
        "ShooterEngaged",
    ),
    "gangfight_gui.rules.gangfight.opposed": ("OpposedOdds", "opposed_test"),
    "gangfight_gui.rules.gangfight.options": ("Incapacitation", "LongRange", "RuleOptions"),
    "gangfight_gui.rules.gangfight.outcome": (
        "AttackOutcome",
        "DefenceOutcome",
        "DropAdvice",
        "TargetOutcome",
        "attack_tests",
        "calculate",
    ),
    "gangfight_gui.rules.gangfight.planning": ("AttackPlan", "Modifier", "plan_attack"),
    "gangfight_gui.rules.gangfight.profile": ("Profile", "Weapon", "WeaponKind"),
    "gangfight_gui.rules.gangfight.resolve": (
        "ResolvedAttack",
        "RolledTest",
        "resolve_typed",
        "roll_many",
    ),
    "gangfight_gui.rules.gangfight.scenario": ("AUTO", "AttackKind", "Cover", "Scenario"),
    "gangfight_gui.rules.gangfight.sizes": ("SIZES", "Size", "SizeInfo"),
}
"""The package's names by the module they live in: each imported on first use, so a module of
the package (its fields, for a roster) loads without the whole of the rules (PEP 562)."""

_WHERE = {name: module for module, names in _HOMES.items() for name in names}
__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    """A name of ``__all__``, from its module on first use."""
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(_WHERE[name]), name)
    globals()[name] = value
    return value
