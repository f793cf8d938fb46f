"""Gangfight: exact dice and attacks (resources/rules.md R1–R25), pure Python, no Qt, no file I/O;
``resolve`` is the module, its function ``resolve.resolve``."""

from typing import Any

_HOMES = {
    "engine.distribution": "Distribution at_least at_least_table mean",
    "engine.errors": "NotEnoughDice RulesError",
    "engine.sources": "SeededDice TypedDice",
    "gangfight.dice": "PlannedTest best_defence_drop plan_test successes",
    "gangfight.errors": "IllegalDrop IllegalSpecialAttack IllegalWeapons InvalidProfile "
    "MissingInput NoDiceLeft NoLineOfSight NotInThreatRange ShooterEngaged",
    "gangfight.opposed": "OpposedOdds opposed_test",
    "gangfight.options": "Incapacitation LongRange RuleOptions",
    "gangfight.outcome": "AttackOutcome DefenceOutcome DropAdvice TargetOutcome attack_tests "
    "calculate",
    "gangfight.planning": "AttackPlan Modifier plan_attack",
    "gangfight.profile": "Profile Weapon WeaponKind",
    "gangfight.resolve": "ResolvedAttack RolledTest resolve_typed roll_many",
    "gangfight.scenario": "AUTO AttackKind Cover Scenario",
    "gangfight.sizes": "SIZES Size SizeInfo",
}
"""The package's names by their module under ``gangfight_gui.rules``: each imported on first use,
so a module of the package (its fields, for a roster) loads without the whole of the rules
(PEP 562)."""

_WHERE = {
    name: f"gangfight_gui.rules.{module}"
    for module, names in _HOMES.items()
    for name in names.split()
}
__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    """A name of ``__all__``, from its module on first use."""
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(_WHERE[name]), name)
    globals()[name] = value
    return value
