"""Table mode's bookkeeping, without Qt: which roll the typed dice belong to, and what is owed."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gangfight_gui.gui.combat.roll.entry_progress import (
    StepKind,
    TableInputError,
    check_entry,
    odds_to_come,
    parse_dice,
    progress,
    wanted_text,
)
from gangfight_gui.rules.gangfight import AttackKind, Scenario, calculate, resolve_typed
from gangfight_gui.rules.gangfight.outcome import given_wounds
from tests.rules.gangfight.profiles import KNIGHT, MARKSMAN, OGRE, ORC, VETERAN

ORC_AXE = Scenario(AttackKind.MELEE, ORC, (VETERAN,), ("Great axe",))


@pytest.mark.parametrize(
    ("text", "dice"),
    [("3 4 6", (3, 4, 6)), ("3,4,6", (3, 4, 6)), ("  6 ", (6,)), ("346", (3, 4, 6))],
)
def test_parse_dice(text: str, dice: tuple[int, ...]) -> None:
    assert parse_dice(text) == dice


@pytest.mark.parametrize(
    ("text", "message"),
    [("", "Type the dice"), ("3 7", "'7' is not a die"), ("0", "'0'"), ("x", "'x'")],
)
def test_parse_dice_refuses(text: str, message: str) -> None:
    with pytest.raises(TableInputError, match=message):
        parse_dice(text)


def test_the_game_texts_roll_step_by_step() -> None:
    outcome = calculate(ORC_AXE)
    start = progress(outcome, ())
    assert start.current is not None
    assert start.current.kind is StepKind.ATTACK
    assert wanted_text(start.current) == "3 dice"
    after_pool = progress(outcome, (3, 4, 6))
    assert after_pool.current is not None
    assert after_pool.current.wants_crits
    assert wanted_text(after_pool.current) == "1 crit die"
    after_crit = progress(outcome, (3, 4, 6, 6))
    assert after_crit.current is not None and after_crit.current.wants_crits
    armour_next = progress(outcome, (3, 4, 6, 6, 5))
    attack, armour = armour_next.steps
    assert attack.done and attack.rolled.successes == 4
    assert armour.kind is StepKind.ARMOUR
    test = armour.rolled.test
    assert (test.pool, test.tn, test.dropped) == (2, 4, 2)  # R5: drop 2 for 4 wounds
    known = odds_to_come(outcome, armour_next)
    assert known is not None
    assert known[1].final_wounds == given_wounds(outcome, 4).final_wounds
    done = progress(outcome, (3, 4, 6, 6, 5, 4, 5))
    assert done.current is None
    assert done.resolved is not None
    assert done.resolved.target.final_wounds == 2
    assert done.resolved.target.endurance_left == 2


def test_entries_must_stay_in_the_roll_in_progress() -> None:
    outcome = calculate(ORC_AXE)
    check_entry(outcome, (), (3, 4, 6, 6, 5))  # crits typed with the pool are fine (R2)
    with pytest.raises(TableInputError, match="Too many dice: attack roll takes 3 dice"):
        check_entry(outcome, (), (3, 4, 5, 4))  # the 4th would be an armour die
    with pytest.raises(TableInputError, match="takes 2 dice now; 3 typed"):
        check_entry(outcome, (3, 4, 6, 6, 5), (4, 5, 1))
    with pytest.raises(TableInputError, match="finished"):
        check_entry(outcome, (3, 4, 6, 6, 5, 4, 5), (1,))


def test_a_miss_ends_the_roll_without_armour() -> None:
    state = progress(calculate(ORC_AXE), (1, 2, 3))
    assert state.resolved is not None
    assert state.resolved.target.armour is None
    assert [s.kind for s in state.steps] == [StepKind.ATTACK]


def test_falling_starts_with_the_armour_roll() -> None:
    outcome = calculate(Scenario(AttackKind.FALLING, None, (OGRE,), fall_distance=6.0))
    state = progress(outcome, ())
    assert state.current is not None
    assert state.current.kind is StepKind.ARMOUR


def test_trample_asks_each_target_for_armour_in_turn() -> None:
    marksmen = tuple(dataclasses.replace(MARKSMAN, name=f"Marksman {i}") for i in (1, 2))
    scenario = Scenario(AttackKind.TRAMPLE, KNIGHT, marksmen, ("Sword",), armour_drop=0)
    outcome = calculate(scenario)
    assert outcome.attack_test is not None
    pool = outcome.attack_test.pool
    state = progress(outcome, (5,) * pool)
    assert state.current is not None
    assert (state.current.kind, state.current.target) == (StepKind.ARMOUR, 0)
    armour = MARKSMAN.armour
    state = progress(outcome, (5,) * pool + (1,) * armour)
    assert state.current is not None
    assert (state.current.kind, state.current.target) == (StepKind.ARMOUR, 1)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 6), min_size=3, max_size=14))
def test_progress_agrees_with_the_cores_typed_resolution(dice: list[int]) -> None:
    """Typed dice that finish the attack resolve as ``resolve_typed`` does (the CLI's --dice)."""
    outcome = calculate(ORC_AXE)
    for end in range(len(dice) + 1):
        state = progress(outcome, tuple(dice[:end]))
        if state.resolved is not None:
            assert state.resolved == resolve_typed(ORC_AXE, dice[:end])
            return
        assert state.current is not None and state.current.needed > 0
