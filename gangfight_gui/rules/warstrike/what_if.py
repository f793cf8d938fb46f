"""What-if hints: single changes to a WarStrike fight a player could try, for the window to rank,
each citing its ruling and, where the builder can make it, carrying its ``patch``."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.paths import set_path
from gangfight_gui.rules.game import WhatIf
from gangfight_gui.rules.warstrike import limits
from gangfight_gui.rules.warstrike.fields import ENGAGED_DEFENDERS, GROUND
from gangfight_gui.rules.warstrike.rulings import FACES, hit_target, kill_face, save_target
from gangfight_gui.rules.warstrike.scenario import Scenario, read_scenario


def _changed(data: Mapping[str, Any], changes: Mapping[str, object]) -> dict[str, Any]:
    scenario = copy.deepcopy(dict(data))
    for key, value in changes.items():
        set_path(scenario, key, value)
    return scenario


def _weapon_path(data: Mapping[str, Any], index: int) -> str:
    """Where group ``index``'s one weapon sits: ``weapon``, or a list of one (W5)."""
    groups = data["attacker"]["groups"]
    group = groups[index]
    for key in ("weapon", "weapons"):
        if isinstance(group.get(key), list) and group[key]:
            return f"attacker.groups.{index}.{key}.0"
    return f"attacker.groups.{index}.weapon"


def what_ifs(data: Mapping[str, Any]) -> tuple[WhatIf, ...]:
    """Every single change worth trying; none for a scenario the rulings refuse. Higher ground
    (W8), one more model engaged on either side (W6, W13), a weapon one point better (W7, W8,
    W10, W12: a profile's, so no patch); only what can help, no test past its best face."""
    try:
        scenario = read_scenario(data)
    except (RulesError, ScenarioShapeError):
        return ()
    defender = data.get("defender")
    if isinstance(defender, list):  # a list of one unit (W5) tried as the unit itself
        data = {**data, "defender": defender[0]}
    found: list[WhatIf] = []

    def add(label: str, changes: Mapping[str, object], *, builder: bool) -> None:
        found.append(WhatIf(label, _changed(data, changes), dict(changes) if builder else None))

    if scenario.ground == "level":
        add("From higher ground (+1 WS, W8)", {GROUND: "higher"}, builder=True)
    elif scenario.ground == "lower":
        add("On level ground (no −1 WS, W8)", {GROUND: "level"}, builder=True)
    dice = sum(group.dice for group in scenario.groups)
    single = len(scenario.groups) == 1
    for index, group in enumerate(scenario.groups):
        who = "" if single else f" of {group.name}"
        if dice + group.weapon.atk <= limits.MAX_DICE:
            add(
                f"One more attacking model{who} engaged (W6)",
                {f"attacker.groups.{index}.count": group.count + 1},
                builder=index == 0,  # the builder's field is the first group's (a roster unit)
            )
    d = scenario.defender
    if d.models is None or d.engaged < d.models:
        add(
            "One more defending model engaged (W6, W13)",
            {ENGAGED_DEFENDERS: d.engaged + 1},
            builder=True,
        )
    for index in range(len(scenario.groups)):
        found += _better_weapon(data, scenario, index, dice)
    return tuple(found)


def _better_weapon(
    data: Mapping[str, Any], scenario: Scenario, index: int, dice: int
) -> list[WhatIf]:
    """The group's weapon one point better in each number that would change a test."""
    group = scenario.groups[index]
    weapon = group.weapon
    path = _weapon_path(data, index)
    changes: list[tuple[str, str, int]] = []
    if weapon.atk and dice + group.count <= limits.MAX_DICE:
        changes.append(("atk", "Atk +1 (W7)", weapon.atk + 1))
    if hit_target(group, scenario) < scenario.comparative.maximum:
        changes.append(("ws_plus", "WS+ +1 (W8)", weapon.ws_plus + 1))
    if save_target(group, scenario) > scenario.comparative.minimum:
        changes.append(("ap", "AP +1 (W10)", weapon.ap + 1))
    strength = group.strength + weapon.str_plus
    if scenario.defender.to and kill_face(strength) < FACES:
        changes.append(("str_plus", "Str+ +1 (W12)", weapon.str_plus + 1))
    return [
        WhatIf(
            f"{weapon.name}, {label}",
            _changed(data, {f"{path}.{key}": value}),
        )
        for key, label, value in changes
    ]
