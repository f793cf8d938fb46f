"""Single changes worth trying, and the attacks a target needs: over scenario JSON, for the
window."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.game import TakeDown, WhatIf
from gangfight_gui.rules.gangfight import reading
from gangfight_gui.rules.gangfight.attrition import attacks_to_incapacitate
from gangfight_gui.rules.gangfight.choices import melee_weapon_choices
from gangfight_gui.rules.gangfight.fight import read_or_none
from gangfight_gui.rules.gangfight.options import LongRange
from gangfight_gui.rules.gangfight.outcome import calculate
from gangfight_gui.rules.gangfight.planning import plan_attack
from gangfight_gui.rules.gangfight.ranges import NORMAL, SHORT, long_band
from gangfight_gui.rules.gangfight.scenario import AUTO, AttackKind, Cover, Scenario

MAX_WITHIN = 20
"""Attacks listed in a take-down's "down within n" odds, at most; fewer once it is certain."""
CERTAIN = 0.9995
"""A take-down's list stops once the target is down within n attacks at least this surely: the
next figure would read 100.0%."""


def _setting(data: Mapping[str, Any], label: str, **patch: Any) -> WhatIf:
    """A change that is one of the builder's settings: ``data`` with ``patch`` set on a copy."""
    changed = copy.deepcopy(dict(data))
    changed.update(copy.deepcopy(patch))
    return WhatIf(label, changed, patch)


def _with_models(data: Mapping[str, Any], key: str, field: str, step: int) -> dict[str, Any]:
    """``data`` with ``field`` of the model(s) under ``key`` changed by ``step``."""
    changed = copy.deepcopy(dict(data))
    found = changed.get(key)
    for model in found if isinstance(found, list) else [found]:
        if isinstance(model, dict):
            model[field] = max(0, model.get(field, 0) + step)
    return changed


def what_ifs(data: Mapping[str, Any]) -> tuple[WhatIf, ...]:
    """Every single change worth trying for this scenario (whether the rules allow it is the
    calculation's to say); empty for a scenario that does not read or has no attacker. Where the
    change is a setting of the builder, its ``patch`` says it in scenario keys, so clicking the
    hint makes it there."""
    scenario = read_or_none(data)
    if scenario is None or scenario.attacker is None:
        return ()
    attacker = scenario.attacker
    kind = scenario.attack
    field, short = ("marksmanship", "MAR") if kind.is_shooting else ("attack", "ATT")
    out = [
        WhatIf(
            f"one more die ({short} +1)",
            _with_models(data, "attacker", field, 1),
            {f"attacker.{field}": getattr(attacker, field) + 1},
        )
    ]
    if scenario.targets[0].defense > 0 and not scenario.target_prone:
        lowered = _with_models(data, "targets", "defense", -1)
        lowered = _with_models(lowered, "target", "defense", -1)
        single = "targets" not in data  # the builder's grid has the main target's numbers only
        lower = {"target.defense": scenario.target.defense - 1} if single else None
        out.append(WhatIf("one less TN (target DEF -1)", lowered, lower))
    if kind.is_shooting and scenario.cover is not Cover.NONE:
        out.append(_setting(data, "target out of cover", cover=Cover.NONE.value))
    closer = _closer_band(scenario) if kind.is_shooting else None
    if closer is not None:
        label = f"one band closer ({closer.replace('_', ' ')} range)"
        out.append(_setting(data, label, distance=None, range_band=closer))
    if kind.is_melee and len(scenario.weapons) < 2:
        for pair in (c for c in melee_weapon_choices(attacker) if len(c) == 2):
            out.append(_setting(data, f"two weapons ({' + '.join(pair)})", weapons=list(pair)))
    if scenario.attack_drop != AUTO and kind is not AttackKind.FREE_STRIKE:
        out.append(_setting(data, "the best attack drop (auto)", attack_drop=AUTO))
    if not scenario.target_prone and kind.is_melee:
        out.append(_setting(data, "target knocked down first (prone)", target_prone=True))
    return tuple(out)


def _closer_band(scenario: Scenario) -> str | None:
    """The next band in towards the shooter, from the one in use (R15)."""
    try:
        band = plan_attack(scenario).band
    except RulesError:
        return None
    if band is None or band.name == SHORT:
        return None
    if band.dice == 0:
        return SHORT
    steps = -band.dice - 1
    if steps == 0:  # a long band's next in is normal, or short when the R15 option has none
        return SHORT if scenario.rules.long_range is LongRange.BEYOND_RANGE else NORMAL
    return long_band(steps).name


def takedown(data: Mapping[str, Any]) -> TakeDown | None:
    """The attacks the target (the first of several) needs to be incapacitated if this attack is
    repeated, its wounds carrying over and a knock-down leaving it prone (R14, R25); None for a
    scenario the rules refuse."""
    try:
        outcome = calculate(reading.read_scenario(dict(data)))
    except (ScenarioShapeError, RulesError):
        return None
    target = outcome.targets[0].target
    taken = attacks_to_incapacitate(outcome)
    goal = f"to incapacitate {target.name}"
    if taken.wounds_needed == 0:
        return TakeDown(goal, (1.0,), 0.0, f"{target.name} is incapacitated already (R14)")
    within: list[float] = []
    for n in range(1, MAX_WITHIN + 1):
        within.append(taken.within(n))
        if within[-1] >= CERTAIN:
            break
    note = (
        "The same attack each time, its wounds carrying over and each leaving the target as "
        "R25 says (a knock-down leaves it prone); each attack's drops are chosen afresh (R5)"
    )
    if taken.beyond >= 1.0:
        note = f"This attack cannot wound {target.name}: no number of attacks will do"
    return TakeDown(goal, tuple(within), taken.mean, note)
