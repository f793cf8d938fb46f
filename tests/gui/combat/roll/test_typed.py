"""Typed dice, for every game: a whole fight typed in throw by throw, the prompt asking for each
throw's dice, the odds after each entry the game's own given those dice, bad input answered
beside the entry, Undo, and the finished roll the same as ``resolve`` of the dice typed."""

from __future__ import annotations

import random

import pytest
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.results.pane import ResultsPane
from gangfight_gui.gui.combat.roll.records import TypedInputError, parse_dice
from gangfight_gui.gui.combat.roll.typed_view import DONE, TypedDiceView, prompt_text
from gangfight_gui.rules.engine.sources import TypedDice
from gangfight_gui.rules.game import AnyGame
from tests.gui.combat.results.fights import A_CHANGE, changed, fight_of


def typed(pane: ResultsPane) -> TypedDiceView:
    pane.show_tab("typed")
    view = pane.typed_view
    view.catch_up()
    return view


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_whole_fight_typed_in_with_the_odds_after_each_throw(
    pane: ResultsPane, game: AnyGame, qtbot: QtBot, seed: int
) -> None:
    fight = fight_of(game.key)
    pane.show_fight(fight)
    view = typed(pane)
    scenario = game.read_scenario(fight.scenario)
    faces = random.Random(seed)
    dice: list[int] = []
    completed: list[object] = []
    pane.typed_roll_completed.connect(completed.append)
    throws = 0
    while view.progress is not None and view.progress.next is not None:
        call = view.progress.next
        assert view.prompt.text() == prompt_text(call)
        assert view.entry.isEnabled()
        throw = [faces.randint(1, 6) for _ in range(call.count)]
        assert view.enter(" ".join(map(str, throw)))
        dice += throw
        throws += 1
        expected = game.typed_progress(scenario, dice)
        assert view.dice == tuple(dice)
        assert view.progress.odds == expected.odds
        assert view.odds.figures() == [(f.label, f.text) for f in expected.odds[:4]]
        assert view.to_come.text() == expected.to_come
        assert view.steps.steps == expected.steps
        assert throws < 100
    assert view.prompt.text() == DONE and not view.entry.isEnabled()
    whole = game.resolve(scenario, TypedDice(dice))
    assert len(completed) == 1 and game.roll_json(completed[0]) == game.roll_json(whole)
    record = pane.roll_panel.history.records()[0]  # the roll is kept, from its dice
    assert record.seed is None and record.dice == tuple(dice)
    assert game.roll_json(record.replay()) == game.roll_json(whole)


def test_odds_before_any_die_are_the_fights(pane: ResultsPane, game: AnyGame) -> None:
    fight = fight_of(game.key)
    pane.show_fight(fight)
    view = typed(pane)
    progress = game.typed_progress(game.read_scenario(fight.scenario), ())
    assert view.progress == progress
    assert view.odds.figures() == [(f.label, f.text) for f in progress.odds[:4]]
    pending = view.steps.dice_views[-1]
    assert progress.next is not None and pending.pending == progress.next.count


def test_bad_input_is_answered_beside_the_entry(pane: ResultsPane, game: AnyGame) -> None:
    pane.show_fight(fight_of(game.key))
    view = typed(pane)
    assert view.progress is not None and view.progress.next is not None
    wanted = view.progress.next.count
    for text, says in (
        ("7", "not a die"),
        ("three", "not a die"),
        ("", "Type the dice"),
        (" ".join(["4"] * (wanted + 1)), f"you typed {wanted + 1}"),
    ):
        assert not view.enter(text)
        assert says in view.message.text() and view.message.is_error
        assert view.dice == ()
    assert view.enter("4")
    assert not view.message.is_error and view.message.isHidden()


def test_undo_takes_back_the_last_entry(pane: ResultsPane, game: AnyGame) -> None:
    fight = fight_of(game.key)
    pane.show_fight(fight)
    view = typed(pane)
    assert not view.undo_button.isEnabled()
    assert view.enter("5") and view.enter("3")  # the first throw of each sample takes 2+ dice
    assert view.dice == (5, 3)
    view.undo_button.click()
    assert view.dice == (5,)
    scenario = game.read_scenario(fight.scenario)
    assert view.progress == game.typed_progress(scenario, (5,))
    view.reset_button.click()
    assert view.dice == () and not view.undo_button.isEnabled()


def test_another_fight_starts_the_dice_afresh(pane: ResultsPane, game: AnyGame) -> None:
    fight = fight_of(game.key)
    pane.show_fight(fight)
    view = typed(pane)
    view.enter("6")
    pane.show_fight(fight)  # the same fight again (another edit that changed nothing)
    assert view.dice == (6,)
    pane.show_fight(changed(fight, **A_CHANGE[game.key]))
    assert view.dice == ()
    assert "start afresh" in view.message.text()


@pytest.mark.parametrize(
    ("text", "dice"),
    [("3 4 6", (3, 4, 6)), ("3,4,6", (3, 4, 6)), ("346", (3, 4, 6)), (" 1; 2 ", (1, 2))],
)
def test_dice_are_read_as_players_type_them(text: str, dice: tuple[int, ...]) -> None:
    assert parse_dice(text) == dice


@pytest.mark.parametrize("text", ["", "0", "7", "3 x", "1.5", "3" * 201])
def test_anything_else_is_one_clear_message(text: str) -> None:
    with pytest.raises(TypedInputError):
        parse_dice(text)
