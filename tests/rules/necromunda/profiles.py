"""The fighters and weapons of the Necromunda rulings' worked examples, as scenario JSON."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

WEAPONS: dict[str, dict[str, Any]] = {
    "Chain blade": {"strength": "S+1", "ap": 0, "d": 1, "traits": ["melee"]},
    "Stub pistol": {"strength": 3, "ap": 0, "d": 1, "traits": ["sidearm"]},
    "Power edge": {"strength": "S+1", "ap": -2, "d": 1, "traits": ["melee"]},
    "Knife": {"strength": "S", "ap": -1, "d": 1, "traits": ["melee"]},
    "Thunder maul": {"strength": "S+2", "ap": -1, "d": 2, "traits": ["melee", "unwieldy"]},
    "Hand cannon": {"strength": "4", "ap": 0, "d": 2, "traits": ["sidearm"]},
    "Plasma pistol": {"strength": 5, "ap": -1, "d": 2, "traits": ["sidearm"]},
}


def weapons(*names: str) -> list[dict[str, Any]]:
    return [{"name": name, **WEAPONS[name]} for name in names]


def fighter(name: str = "Fighter", *arms: str, **numbers: Any) -> dict[str, Any]:
    """The page's default fighter (ws 3, s 3, t 3, w 1, a 1, no save) with changes."""
    out: dict[str, Any] = {
        "name": name,
        "ws": 3,
        "s": 3,
        "t": 3,
        "w": 1,
        "a": 1,
        "sv": None,
        "flesh_wounds": 0,
        "weapons": weapons(*arms),
    }
    out.update(numbers)
    return out


def scenario(attacker: dict[str, Any], target: dict[str, Any], **options: Any) -> dict[str, Any]:
    return {"game": "necromunda", "attacker": attacker, "target": target, **options}


def set_paths(data: dict[str, Any], values: Mapping[str, Any]) -> dict[str, Any]:
    """``data`` with each dotted key (``reaction.broken``) set as one nested value, as the
    builder sets a field or applies a patch (rules/game.py); a copy."""
    out = copy.deepcopy(data)
    for key, value in values.items():
        *parents, last = key.split(".")
        node = out
        for part in parents:
            node = node.setdefault(part, {})
        node[last] = value
    return out


PAGE_SCENARIO: dict[str, Any] = {
    "game": "necromunda",
    "attacker": {
        "name": "Ganger",
        "ws": 3,
        "s": 3,
        "t": 3,
        "w": 2,
        "a": 2,
        "sv": 5,
        "flesh_wounds": 0,
        "weapons": [
            {"name": "Chain blade", "strength": "S+1", "ap": 0, "d": 1, "traits": ["melee"]},
            {"name": "Stub pistol", "strength": 3, "ap": 0, "d": 1, "traits": ["sidearm"]},
        ],
    },
    "target": {
        "name": "Juve",
        "ws": 4,
        "s": 3,
        "t": 3,
        "w": 1,
        "a": 1,
        "sv": None,
        "weapons": [{"name": "Knife", "strength": "S", "ap": -1, "d": 1, "traits": ["melee"]}],
    },
    "weapons": ["Stub pistol", "Chain blade"],
    "charging": True,
    "out_of_sight": False,
    "turn_to_face": False,
    "broken": False,
    "assists": 0,
    "interference": 0,
    "extra_die": "auto",
    "reaction": {"weapons": ["Knife"], "turn_to_face": True},
    "rules": {"injury_faces": {"flesh_wound": 2, "seriously_injured": 3, "out_of_action": 1}},
}
"""The scenario of the page's "Scenario JSON" section, verbatim."""
