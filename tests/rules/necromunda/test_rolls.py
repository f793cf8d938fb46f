"""Resolved rolls: dice read in the order a player rolls them, JSON and steps as the page shows.

Seeded rolls agree with ``calc``: a fixed seed (so the test cannot flake) and a tolerance of five
binomial standard deviations.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

import pytest

from gangfight_gui.rules.engine.errors import NotEnoughDice
from gangfight_gui.rules.engine.sources import SeededDice, TypedDice
from gangfight_gui.rules.engine.steps import Die, Step, steps_text
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.necromunda.outcome import calculate
from gangfight_gui.rules.necromunda.resolve import resolve
from gangfight_gui.rules.necromunda.scenario import read_scenario
from tests.rules.necromunda.profiles import PAGE_SCENARIO, fighter, scenario

GAME = find_game("necromunda")

KNIFE_FIGHT = scenario(
    fighter("Ganger", "Knife", a=2, w=2, sv=5),
    fighter("Brute", "Thunder maul", s=4, a=2, sv=4),
    weapons=["Knife"],
    reaction=True,
)
"""The page's roll example: a Knife with 2 dice, then the target's Thunder maul (2 dice)."""


def _typed(data: dict[str, Any], faces: list[int]) -> dict[str, Any]:
    dice = TypedDice(faces)
    roll = GAME.resolve(GAME.read_scenario(data), dice)
    dice.check_all_used()
    result: dict[str, Any] = GAME.roll_json(roll)
    return result


def test_page_roll_example() -> None:
    """The page's "roll --json output" example, every field, with the Reaction attacks."""
    data = scenario(
        fighter("Ganger", "Knife", a=2, w=2, sv=5),
        fighter("Juve", "Thunder maul", s=4, a=2),
        weapons=["Knife"],
        reaction={"weapons": ["Thunder maul"]},
    )
    # Knife: hits [1, 3], wound [4]; injury die 1 (flesh wound): the Juve stands and strikes
    # back with the maul: hits [6, 2] (3+): one hit, wound [5] (S6 v T3: 2+), save [3] fails
    # (5 − (−1) = 6+), 2 damage at w 2: 1 wound lost, one injury die [6] (out of action).
    out = _typed(data, [1, 3, 4, 1, 6, 2, 5, 3, 6])
    assert out == {
        "game": "necromunda",
        "attack_dice": {"Knife": 2},
        "weapons": [
            {
                "name": "Knife",
                "hit_dice": [1, 3],
                "wound_dice": [4],
                "save_dice": [],
                "hits": 1,
                "wounding_hits": 1,
                "unsaved": 1,
            }
        ],
        "hits": 1,
        "wounding_hits": 1,
        "unsaved": 1,
        "damage": 1,
        "wounds_lost": 0,
        "injury_dice": ["flesh_wound"],
        "outcome": "flesh_wound",
        "reaction": {
            "attack_dice": {"Thunder maul": 2},
            "weapons": [
                {
                    "name": "Thunder maul",
                    "hit_dice": [6, 2],
                    "wound_dice": [5],
                    "save_dice": [3],
                    "hits": 1,
                    "wounding_hits": 1,
                    "unsaved": 1,
                }
            ],
            "hits": 1,
            "wounding_hits": 1,
            "unsaved": 1,
            "damage": 2,
            "wounds_lost": 1,
            "injury_dice": ["out_of_action"],
            "outcome": "out_of_action",
        },
        # N17: the Juve keeps its flesh wound and stands; the Ganger loses a wound and its
        # injury die takes it out of action.
        "after": {
            "attacker": {"w": 1, "flesh_wounds": 0, "status": "out_of_action"},
            "target": {"w": 1, "flesh_wounds": 1, "status": "standing"},
        },
    }


def test_dice_order_hits_then_wounds_then_saves_group_by_group() -> None:
    """Step 5 rolls each weapon's hits; then wounds per hit and saves per wounding hit, group
    by group, then the injury dice (N13)."""
    data = scenario(
        fighter("A", "Stub pistol", "Chain blade", a=2),
        fighter("T", w=3, sv=5),
        weapons=["Stub pistol", "Chain blade"],
    )
    # n = 3: pistol 1, blade 2. Hits: pistol [4], blade [5, 3]; wounds: pistol [4] (4+),
    # blade [3, 2] (3+: one); saves (5+): pistol [6] saved, blade [1] fails; damage 1 < w 3.
    out = _typed(data, [4, 5, 3, 4, 3, 2, 6, 1])
    pistol, blade = out["weapons"]
    assert pistol == {
        "name": "Stub pistol",
        "hit_dice": [4],
        "wound_dice": [4],
        "save_dice": [6],
        "hits": 1,
        "wounding_hits": 1,
        "unsaved": 0,
    }
    assert (blade["hit_dice"], blade["wound_dice"], blade["save_dice"]) == ([5, 3], [3, 2], [1])
    assert (out["damage"], out["wounds_lost"], out["injury_dice"]) == (1, 1, [])
    assert out["outcome"] == "wounded"
    assert "reaction" not in out


def test_typed_dice_are_deterministic_and_counted() -> None:
    faces = [1, 3, 4, 1, 6, 2, 5, 3, 6]
    first = _typed(PAGE_SCENARIO, [3, 3, 3, 3, 4, 4, 4, 4, 2, 2, 2, 2])
    assert first == _typed(PAGE_SCENARIO, [3, 3, 3, 3, 4, 4, 4, 4, 2, 2, 2, 2])
    plan = read_scenario(KNIFE_FIGHT)
    with pytest.raises(NotEnoughDice, match="needs more than"):
        resolve(plan, TypedDice(faces[:3]))
    dice = TypedDice([*faces, 1, 1, 1, 1])
    resolve(plan, dice)
    with pytest.raises(NotEnoughDice, match="left over"):
        dice.check_all_used()


def test_no_reaction_when_the_target_is_down() -> None:
    """N15: a seriously injured or out-of-action target makes no reaction: null in JSON."""
    # Two hits, two wounds, both saves (5+) fail: 2 damage at w 1, injury dice 4 and 1.
    out = _typed(KNIFE_FIGHT, [6, 6, 6, 6, 1, 1, 4, 1])
    assert out["injury_dice"] == ["seriously_injured", "flesh_wound"]
    assert out["outcome"] == "seriously_injured"
    assert out["reaction"] is None


def test_roll_steps_of_a_known_roll() -> None:
    data = scenario(
        fighter("Ganger", "Knife", a=2, w=2, sv=5),
        fighter("Juve", "Thunder maul", s=4, a=2),
        weapons=["Knife"],
        reaction={"weapons": ["Thunder maul"]},
    )
    roll = GAME.resolve(GAME.read_scenario(data), TypedDice([1, 3, 4, 1, 6, 2, 5, 3, 6]))
    steps = GAME.roll_steps(roll)
    assert steps == (
        Step("Hit roll", "1 hit", (Die(1, False), Die(3, True)), "3+", "Knife"),
        Step("Wound roll", "1 wound", (Die(4, True),), "4+, S3 v T3", "Knife"),
        Step("Damage", "1 (0 wounds lost, 1 injury die)"),
        Step("Injury dice", "flesh wound", (Die(1, False, label="flesh wound"),)),
        Step("Outcome", "Juve flesh wound"),
        Step("Reaction attacks", "Juve strikes back"),
        Step("Hit roll", "1 hit", (Die(6, True), Die(2, False)), "3+", "Thunder maul", depth=1),
        Step("Wound roll", "1 wound", (Die(5, True),), "2+, S6 v T3", "Thunder maul", depth=1),
        Step("Save", "0 saved, 1 unsaved", (Die(3, False),), "6+", "Thunder maul", depth=1),
        Step("Damage", "2 (1 wound lost, 1 injury die)", depth=1),
        Step("Injury dice", "out of action", (Die(6, True, label="out of action"),), depth=1),
        Step("Outcome", "Ganger out of action", depth=1),
    )
    text = steps_text(steps)
    assert "Knife: Hit roll (3+): 1 [3] = 1 hit" in text
    assert "    Injury dice: [out of action] = out of action" in text


def test_seeded_rolls_agree_with_calc() -> None:
    """Frequencies of the target's and the attacker's states over 4000 seeded rolls."""
    plan = read_scenario(PAGE_SCENARIO)
    outcome = calculate(plan)
    assert outcome.reaction is not None
    rolls = 4000
    dice = SeededDice(20261125)
    target: Counter[str] = Counter()
    attacker: Counter[str] = Counter()
    for _ in range(rolls):
        roll = resolve(plan, dice)
        target[roll.action.outcome] += 1
        attacker["no_reaction" if roll.reaction is None else roll.reaction.outcome] += 1
    for counts, states in ((target, outcome.action.states), (attacker, outcome.reaction.states)):
        for state, exact in states.items():
            p = float(exact)
            sd = math.sqrt(p * (1 - p) / rolls)
            assert abs(counts[state] / rolls - p) <= 5 * sd + 1e-12, state


def test_seeded_rolls_replay() -> None:
    plan = read_scenario(PAGE_SCENARIO)
    first = [GAME.roll_json(resolve(plan, dice)) for dice in [SeededDice(7)] * 5]
    again = [GAME.roll_json(resolve(plan, dice)) for dice in [SeededDice(7)] * 5]
    assert first == again
