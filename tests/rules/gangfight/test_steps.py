"""A resolved roll as the engine's steps: the table's order, crit dice chained (R2)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from gangfight_gui.rules.engine.sources import TypedDice
from gangfight_gui.rules.engine.steps import steps_text
from gangfight_gui.rules.gangfight.game import GAME

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "orc_vs_veteran.json"


def _example() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    return data


def test_the_game_texts_crit_chain_and_armour_roll() -> None:
    # Basic Rules: 3, 4, 6 at TN 4, then 6, then 5 = 4 successes (R2); the Veteran drops two
    # armour dice against DAM 6 (R5) and rolls 4 and 5: two wounds negated (R13).
    roll = GAME.resolve(GAME.read_scenario(_example()), TypedDice([3, 4, 6, 6, 5, 4, 5]))
    steps = GAME.roll_steps(roll)
    attack = steps[1]
    assert attack.title == "Attack roll"
    assert [d.face for d in attack.dice] == [3, 4, 6, 6, 5]
    assert [d.chained_from for d in attack.dice] == [None, None, None, 2, 3]
    assert [d.success for d in attack.dice] == [False, True, True, True, True]
    assert attack.successes == 4
    armour = next(s for s in steps if s.title == "Armour")
    assert "2 dropped by choice, R4" in armour.need
    assert [d.face for d in armour.dice] == [4, 5]
    assert steps[-1].title == "Wounds taken"
    assert steps[-1].result == "2, EN 4: 2 left, standing"


def test_trample_judges_one_roll_against_each_target() -> None:
    # R17: the same dice, each target with its own TN and its own step.
    knight = {"name": "Knight", "size": "large", "attack": 3, "damage": 4}
    small = {"name": "Goblin", "size": "small", "defense": 3, "endurance": 2}
    medium = {"name": "Man", "size": "medium", "defense": 5, "endurance": 2}
    scenario = GAME.read_scenario(
        {"attack": "trample", "attacker": knight, "targets": [small, medium]}
    )
    roll = GAME.resolve(scenario, TypedDice([4, 5, 2, 1, 1]))
    steps = GAME.roll_steps(roll)
    rolls = [s for s in steps if s.title == "Attack roll"]
    assert [s.group for s in rolls] == ["Goblin", "Man"]
    assert all(s.depth == 1 for s in rolls)
    assert [d.face for d in rolls[0].dice] == [d.face for d in rolls[1].dice] == [4, 5, 2]
    assert rolls[0].successes == 2  # TN 3 + 1 trampled = 4
    assert rolls[1].successes == 0  # TN 5 + 1 = 6
    assert any(s.title == "Free Strike" and s.group == "Man" for s in steps)


def test_area_attack_has_width_dodge_and_armour() -> None:
    shooter = {
        "name": "Mortar",
        "marksmanship": 2,
        "damage": 3,
        "weapons": [{"name": "Mortar", "kind": "ranged", "range": 24}],
    }
    target = {"name": "Man", "defense": 4, "initiative": 1, "armour": 1, "endurance": 3}
    scenario = GAME.read_scenario(
        {
            "attack": "aoe_indirect",
            "attacker": shooter,
            "targets": [target],
            "weapons": ["Mortar"],
            "range_band": "normal",
        }
    )
    roll = GAME.resolve(scenario, TypedDice([5, 6, 2, 1, 3]))
    text = steps_text(GAME.roll_steps(roll))
    assert 'Hits: radius 2"' in text  # R23: an indirect blast's successes are its radius
    assert "Dodge (1 die at TN 4): 1 = 0 successes" in text
    assert "Armour (1 die at TN 3): [3] = 1 success" in text
    assert "Wounds taken: 1, EN 3: 2 left, standing" in text


def test_falling_has_no_attack_roll() -> None:
    scenario = GAME.read_scenario(
        {"attack": "falling", "target": {"name": "Man", "endurance": 2}, "fall_distance": 4}
    )
    steps = GAME.roll_steps(GAME.resolve(scenario, TypedDice([])))
    assert [s.title for s in steps] == ["Falling", "Hits", "Wounds taken"]
    assert steps[1].result == "3 hits from the fall (R22), 3 wounds"
    assert steps[2].result == "3, EN 2: 0 left, incapacitated"
