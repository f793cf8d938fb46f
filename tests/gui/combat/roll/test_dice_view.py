"""Dice drawn die by die, for any game's steps: a big throw wraps inside the pane, a die rolled for
another follows the pool, named faces keep their names, dice still to type are dashed."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.roll.dice_view import DIE, DiceView
from gangfight_gui.gui.combat.roll.steps_view import StepsView
from gangfight_gui.rules.engine.sources import SeededDice
from gangfight_gui.rules.engine.steps import Die, Step
from gangfight_gui.rules.game import AnyGame
from tests.gui.combat.results.fights import fight_of


def test_a_big_throw_wraps_to_the_width(qtbot: QtBot) -> None:
    view = DiceView()
    qtbot.addWidget(view)
    view.set_dice(tuple(Die(face % 6 + 1, face % 2 == 0) for face in range(24)))
    slots = view.slots(300.0)
    assert len(slots) == 24
    assert all(rect.right() <= 300 for rect in slots)
    lines = {rect.top() for rect in slots}
    assert len(lines) > 1
    assert view.heightForWidth(300) > view.heightForWidth(2000)


def test_dice_rolled_for_others_follow_the_pool_and_pending_dice_are_counted(
    qtbot: QtBot,
) -> None:
    view = DiceView()
    qtbot.addWidget(view)
    view.set_dice((Die(6, True), Die(3, False), Die(6, True, chained_from=0)), pending=2)
    slots = view.slots(1000.0)
    assert len(slots) == 5
    pool_gap = slots[1].left() - slots[0].right()
    chain_gap = slots[2].left() - slots[1].right()
    assert chain_gap > pool_gap  # the crit die stands apart from the pool (R2)
    assert view.describe() == (
        "rolled [6] 3; then, for earlier dice, [6]; 2 still to roll ([n]: counts for the step)"
    )
    assert view.toolTip() == view.describe()


def test_a_named_face_keeps_its_name(qtbot: QtBot) -> None:
    view = DiceView()
    qtbot.addWidget(view)
    view.set_dice((Die(2, True, label="Flesh wound"), Die(1, False)))
    named, plain = view.slots(1000.0)
    assert named.width() > DIE and plain.width() == DIE
    assert "Flesh wound" in view.describe()


def test_each_games_roll_is_drawn_step_by_step(qtbot: QtBot, game: AnyGame) -> None:
    fight = fight_of(game.key)
    roll = game.resolve(game.read_scenario(fight.scenario), SeededDice(9))
    steps = game.roll_steps(roll)
    view = StepsView()
    qtbot.addWidget(view)
    view.resize(560, 600)
    view.show_steps(steps)
    assert [result for _, result in view.row_texts()] == [s.result for s in steps]
    with_dice = [s for s in steps if s.dice]
    assert [v.dice for v in view.dice_views] == [s.dice for s in with_dice]
    assert view.findChild(type(view.rows[0][0]), "dice_legend") is not None


def test_a_step_of_an_owner_sits_under_its_heading(qtbot: QtBot) -> None:
    view = StepsView()
    qtbot.addWidget(view)
    view.show_steps(
        (
            Step("Hit roll", "2 hits", (Die(5, True), Die(6, True)), "3+", group="<Arc> lash"),
            Step("Outcome", "unharmed"),
        )
    )
    owner = view.findChild(type(view.rows[0][0]), "step_group_0")
    assert owner is not None and "&lt;Arc&gt; lash" in owner.text()  # a name, never markup
    assert view.row_texts() == [("Hit roll 3+", "2 hits"), ("Outcome", "unharmed")]
