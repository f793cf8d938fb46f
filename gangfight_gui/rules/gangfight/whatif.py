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
from gangfight_gui.rules.gangfight.outcome import calculate
from gangfight_gui.rules.gangfight.planning import plan_attack
from gangfight_gui.rules.gangfight.ranges import SHORT, parse_band
from gangfight_gui.rules.gangfight.scenario import AUTO, AttackKind, Cover, Scenario

MAX_WITHIN = 20
"""Attacks listed in a take-down's "down within n" odds, at most; fewer once it is certain."""
CERTAIN = 0.9995
"""A take-down's list stops once the target is down within n attacks at least this surely: the
next figure would read 100.0%."""


def _changed(data: Mapping[str, Any], **values: Any) -> dict[str, Any]:
    changed = copy.deepcopy(dict(data))
    changed.update(values)
    return changed


def _with_models(data: Mapping[str, Any], key: str, field: str, step: int) -> dict[str, Any]:
    """``data`` with ``field`` of the model(s) under ``key`` changed by ``step``."""
    changed = copy.deepcopy(dict(data))
    found = changed.get(key)
    for model in found if isinstance(found, list) else [found]:
        if isinstance(model, dict):
            model[field] = max(0, model.get(field, 0) + step)
    return changed


def variants(data: Mapping[str, Any]) -> list[WhatIf]:
    """Every single change worth trying for this scenario (whether the rules allow it is the
    calculation's to say); empty for a scenario that does not read or has no attacker. Where the
    change is a setting of the builder, its ``patch`` says it in scenario keys, so clicking the
    hint makes it there."""
    try:
        scenario = reading.read_scenario(dict(data))
    except (ScenarioShapeError, RulesError):
        return []
    attacker = scenario.attacker
    if attacker is None:
        return []
    kind = scenario.attack
    out: list[WhatIf] = []
    if kind.is_shooting:
        value = attacker.marksmanship + 1
        out.append(
            WhatIf(
                "one more die (MAR +1)",
                _with_models(data, "attacker", "marksmanship", 1),
                {"attacker.marksmanship": value},
            )
        )
    else:
        out.append(
            WhatIf(
                "one more die (ATT +1)",
                _with_models(data, "attacker", "attack", 1),
                {"attacker.attack": attacker.attack + 1},
            )
        )
    if scenario.targets[0].defense > 0 and not scenario.target_prone:
        lowered = _with_models(data, "targets", "defense", -1)
        lowered = _with_models(lowered, "target", "defense", -1)
        single = "targets" not in data  # the builder's grid has the main target's numbers only
        lower = {"target.defense": scenario.target.defense - 1} if single else None
        out.append(WhatIf("one less TN (target DEF -1)", lowered, lower))
    if kind.is_shooting and scenario.cover is not Cover.NONE:
        out.append(
            WhatIf(
                "target out of cover",
                _changed(data, cover=Cover.NONE.value),
                {"cover": Cover.NONE.value},
            )
        )
    if kind.is_shooting:
        closer = _closer_band(scenario)
        if closer is not None:
            band: dict[str, object] = {"distance": None, "range_band": closer}
            out.append(
                WhatIf(
                    f"one band closer ({closer.replace('_', ' ')} range)",
                    _changed(data, **band),
                    band,
                )
            )
    if kind.is_melee and len(scenario.weapons) < 2:
        for pair in (c for c in melee_weapon_choices(attacker) if len(c) == 2):
            out.append(
                WhatIf(
                    f"two weapons ({' + '.join(pair)})",
                    _changed(data, weapons=list(pair)),
                    {"weapons": list(pair)},
                )
            )
    if scenario.attack_drop != AUTO and kind is not AttackKind.FREE_STRIKE:
        out.append(
            WhatIf(
                "the best attack drop (auto)",
                _changed(data, attack_drop=AUTO),
                {"attack_drop": AUTO},
            )
        )
    if not scenario.target_prone and kind.is_melee:
        out.append(
            WhatIf(
                "target knocked down first (prone)",
                _changed(data, target_prone=True),
                {"target_prone": True},
            )
        )
    return out


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
    if steps == 0:
        try:
            parse_band("normal", scenario.rules.long_range)
            return "normal"
        except RulesError:
            return SHORT
    return "long" if steps == 1 else f"long_{steps}"


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
