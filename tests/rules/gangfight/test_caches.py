"""``clear_caches`` empties every memo table of the Gangfight core: the tables that
make a batch fast must not outgrow a long GUI session, and a benchmark's cold start is cold."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

import orjson

import gangfight_gui.rules.gangfight as package
from gangfight_gui.rules.engine.sources import SeededDice
from gangfight_gui.rules.gangfight import dice, model_reading, negation
from gangfight_gui.rules.gangfight.caches import clear_caches
from gangfight_gui.rules.gangfight.game import GAME

KNIGHT = {"name": "Knight", "size": "large", "attack": 5, "damage": 5, "endurance": 5}
HUGE = {"name": "Giant", "size": "huge", "attack": 6, "damage": 6, "endurance": 9}
SHOOTER = {
    "name": "Bomber",
    "marksmanship": 4,
    "damage": 3,
    "weapons": [{"name": "Launcher", "kind": "ranged", "damage_bonus": 1, "range": 24}],
}
TARGETS = [
    {"name": "Gob", "size": "small", "defense": 3, "armour": 1, "endurance": 2, "initiative": 5},
    {"name": "Orc", "defense": 4, "armour": 4, "endurance": 4, "wounds_taken": 2},
    {"name": "Bare", "defense": 2, "armour": 0, "endurance": 3},
]
SCENARIOS: list[dict[str, Any]] = [
    {"attack": "trample", "attacker": KNIGHT, "targets": TARGETS[:2]},
    {"attack": "melee", "attacker": HUGE, "target": TARGETS[1], "armour_drop": 1},
    {"attack": "melee", "attacker": HUGE, "target": TARGETS[2]},
    {
        "attack": "aoe_indirect",
        "attacker": SHOOTER,
        "weapons": ["Launcher"],
        "targets": TARGETS,
        "distance": 12,
        "dodge_tn": 5,
    },
    {"attack": "falling", "target": TARGETS[1], "fall_distance": 4.5},
]


def _memo_tables() -> dict[str, Any]:
    """Every functools memo of the package's modules, by its qualified name."""
    found = {}
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        for name, value in vars(module).items():
            if callable(getattr(value, "cache_info", None)) and value.__module__ == module.__name__:
                found[f"{info.name}.{name}"] = value
    return found


def test_clear_caches_empties_every_table() -> None:
    for data in SCENARIOS:
        scenario = GAME.read_scenario(data)
        outcome_ = GAME.calculate(scenario)
        orjson.dumps(GAME.outcome_json_encoded(outcome_))
        GAME.resolve(scenario, SeededDice(7))
    tables = _memo_tables()
    assert {
        "negation._negate",
        "output._dist_piece",
        "outcome.outcome_of",
        "dice.successes",
    } <= set(tables)
    filled = [name for name, table in tables.items() if table.cache_info().currsize]
    assert len(filled) > 10, "the scenarios above fill most tables"
    assert (
        dice.DROP_TABLES
        and negation._DIE_PASSES
        and model_reading.WEAPONS
        and model_reading.PROFILES._first
    )

    clear_caches()

    assert [name for name, table in tables.items() if table.cache_info().currsize] == []
    assert not dice.DROP_TABLES
    assert not negation._DIE_PASSES
    assert not model_reading.WEAPONS
    assert not model_reading.PROFILES._known and not model_reading.PROFILES._first
