"""Pitfight checked as Gangfight GUI checks its own games (``gangfight_gui.testing``): every view
whole, its crew and its fights back from their JSON, the odds given typed dice exact at every
prefix. Run with the game installed: ``pip install -e examples/pitfight && pytest
examples/pitfight/tests``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui import testing
from gangfight_gui.rules.game import find_game

HERE = Path(__file__).resolve().parent.parent
CREW = HERE / "pitfight_game" / "samples" / "pit_crew.json"
FIGHT = HERE / "pit_fight.json"


def fight(skill: int, dice: int, **changes: Any) -> dict[str, Any]:
    """A strike small enough to roll every way: ``skill`` + ``dice`` attack dice (P3)."""
    scenario: dict[str, Any] = json.loads(FIGHT.read_text(encoding="utf-8"))
    scenario["attacker"] |= {"skill": skill, "weapons": [{"name": "Spear", "dice": dice}]}
    scenario["charging"] = False
    return scenario | changes


SMALL = {
    "one-die": fight(1, 0),
    "two-dice": fight(1, 1),
    "charging": fight(1, 0, charging=True),
    "double-sixes": fight(1, 1, rules={"sixes": "double"}),
    "reckless-in-cover": fight(1, 1, reckless=True, cover=True),
}


@pytest.mark.parametrize("scenario", SMALL.values(), ids=SMALL.keys())
def test_a_small_fight_checked_whole(scenario: dict[str, Any]) -> None:
    testing.check_game("pitfight", [scenario], [json.loads(CREW.read_text(encoding="utf-8"))])


def test_the_example_fight_renders_and_round_trips() -> None:
    scenario = json.loads(FIGHT.read_text(encoding="utf-8"))  # too many dice to roll every way
    game = find_game("pitfight")
    testing.check_views(game, scenario)
    testing.check_scenario_round_trip(game, scenario)


def test_every_prefix_of_a_two_dice_strike_is_checked() -> None:
    # Two attack dice at 3+ (36 ways, 16 with two hits, 16 with one), then a save for each hit.
    count = testing.check_typed_odds(find_game("pitfight"), SMALL["two-dice"])
    assert count == 1 + 6 + 36 + 16 * (6 + 36) + 16 * 6


def test_clear_caches_forgets_every_memo() -> None:
    """A cold calculation (what a benchmark times) starts from no memoised law at all."""
    from pitfight_game import play

    game = find_game("pitfight")
    outcome = game.calculate(game.read_scenario(SMALL["double-sixes"]))
    game.outcome_json(outcome)
    game.outcome_text(outcome)
    game.typed_progress(outcome.fight, [6])
    memos = [value for value in vars(play).values() if hasattr(value, "cache_info")]
    assert all(memo.cache_info().currsize for memo in memos)
    play.clear_caches()
    assert [memo.cache_info().currsize for memo in memos] == [0] * len(memos)


def test_a_fighters_facts_read_as_sentences() -> None:
    """The facts the roster editor and the cards show of a fighter (Grak: skill 3, guard 4)."""
    grak = json.loads(CREW.read_text(encoding="utf-8"))["models"][0]
    facts = find_game("pitfight").entry_facts(grak)
    assert facts[:2] == ("Attacks with 3 dice plus its weapon's dice (P3)", "Hit on 4+ (P3)")
