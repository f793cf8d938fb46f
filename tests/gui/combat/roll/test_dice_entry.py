"""Table mode: dice typed in at each step give the game text's result, bad input a message."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.results.pane import TABLE_TAB, ResultsPane
from gangfight_gui.gui.combat.results.wording import percent
from gangfight_gui.gui.combat.roll.dice_entry import DiceEntry
from gangfight_gui.gui.combat.roll.dice_view import DiceView
from gangfight_gui.gui.combat.roll.endurance import EnduranceBoxes
from gangfight_gui.rules.gangfight import (
    AttackKind,
    AttackOutcome,
    ResolvedAttack,
    Scenario,
    calculate,
)
from gangfight_gui.rules.gangfight.outcome import given_wounds
from tests.rules.gangfight.profiles import ORC, VETERAN

# Combat, Wounds: the Orc Brave (ATT 3, DAM 4, Great axe +2) against the Human Veteran (DEF 4,
# ARM 4, EN 4).
ORC_AXE = Scenario(AttackKind.MELEE, ORC, (VETERAN,), ("Great axe",))


@pytest.fixture
def table(qtbot: QtBot) -> DiceEntry:
    widget = DiceEntry()
    qtbot.addWidget(widget)
    widget.show()
    widget.set_outcome(calculate(ORC_AXE))
    return widget


def _type(qtbot: QtBot, table: DiceEntry, text: str) -> None:
    """As a player does: type into the entry and press Return."""
    table.entry.clear()
    QTest.keyClicks(table.entry, text)
    QTest.keyClick(table.entry, Qt.Key.Key_Return)


def _dice(table: DiceEntry) -> tuple[int, ...]:
    return table.dice


def _label(table: DiceEntry, name: str) -> str:
    label = table.findChild(QLabel, name)
    assert label is not None, name
    return label.text()


def test_the_game_texts_example_typed_in(qtbot: QtBot, table: DiceEntry) -> None:
    assert "3 dice at TN 4" in table.prompt.text()
    _type(qtbot, table, "3 4 6")
    assert _dice(table) == (3, 4, 6)
    assert "A 6 earns" in table.prompt.text()
    assert "1 crit die" in table.prompt.text()
    _type(qtbot, table, "6")
    assert "1 crit die" in table.prompt.text()
    _type(qtbot, table, "5")
    assert _label(table, "table_result_0") == "4 hits → 4 wounds"
    # R5: the Veteran drops 2 armour dice to TN 4 against 4 wounds.
    assert "Armour: 2 dice at TN 4 (2 dropped by choice, R4)" in table.prompt.text()
    saves_all = percent(given_wounds(table_outcome(table), 4).final_wounds[0])
    assert f"chance it saves all 4 wounds: <b>{saves_all}</b>" in table.odds.text()
    with qtbot.waitSignal(table.roll_completed) as done:
        _type(qtbot, table, "4 5")
    resolved = done.args[0]
    assert isinstance(resolved, ResolvedAttack)
    assert resolved.target.final_wounds == 2
    assert _label(table, "table_result_1") == "2 successes: negates 2, 2 wounds left"
    assert "2 wounds taken: EN 4, 2 left, <b>standing</b>" in _label(table, "table_final_0")
    boxes = table.findChild(EnduranceBoxes, "table_endurance_0")
    assert boxes is not None and boxes.wounds == (4, 0, 2)
    attack_dice = table.findChild(DiceView, "table_dice_0")
    assert attack_dice is not None
    assert attack_dice.row.dice == (3, 4, 6, 6, 5)
    assert attack_dice.row.chained_from == (None, None, None, 2, 3)
    assert not table.entry.isEnabled()


def table_outcome(table: DiceEntry) -> AttackOutcome:
    state = table.state
    assert state is not None
    return state.partial.outcome


def test_pending_dice_are_drawn_as_still_to_roll(qtbot: QtBot, table: DiceEntry) -> None:
    _type(qtbot, table, "6 2")
    view = table.findChild(DiceView, "table_dice_0")
    assert view is not None
    assert view.row.dice == (6, 2)
    assert (view.row.pending_pool, view.row.pending_crits) == (1, 1)
    assert "Type the 2 more dice you rolled (1 crit die for a 6)" in table.prompt.text()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("3 4 7", "'7' is not a die"),
        ("three", "'three' is not a die"),
        ("", "Type the dice"),
        ("3 4 5 6", "Too many dice"),
    ],
)
def test_bad_input_shows_a_message(qtbot: QtBot, table: DiceEntry, text: str, message: str) -> None:
    _type(qtbot, table, text)
    assert _dice(table) == ()
    assert not table.message.isHidden()
    assert message in table.message.text()
    assert table.entry.text() == text  # kept, so the player can fix it
    _type(qtbot, table, "1 2 3")
    assert table.message.isHidden()
    assert _dice(table) == (1, 2, 3)


def test_live_feedback_while_typing(qtbot: QtBot, table: DiceEntry) -> None:
    QTest.keyClicks(table.entry, "3 4")
    assert table.message.text() == "2 dice typed; 3 dice wanted."
    QTest.keyClicks(table.entry, " 9")
    assert "'9' is not a die" in table.message.text()


def test_undo_and_start_over(qtbot: QtBot, table: DiceEntry) -> None:
    _type(qtbot, table, "3 4 6")
    _type(qtbot, table, "6")
    table.undo_button.click()
    assert _dice(table) == (3, 4, 6)
    table.reset_button.click()
    assert _dice(table) == ()
    assert not table.undo_button.isEnabled()


def test_a_new_attack_starts_over_the_same_keeps_the_dice(table: DiceEntry) -> None:
    assert table.enter("3 4 6")
    table.set_outcome(calculate(ORC_AXE))
    assert _dice(table) == (3, 4, 6)
    table.set_outcome(calculate(dataclasses.replace(ORC_AXE, attack_drop=1)))
    assert _dice(table) == ()
    table.set_outcome(None)
    assert not table.enter("1")
    assert "no attack" in table.message.text()


def test_the_pane_forwards_a_finished_table_roll(qtbot: QtBot) -> None:
    pane = ResultsPane()
    qtbot.addWidget(pane)
    pane.show_outcome(calculate(ORC_AXE))
    pane.tabs.setCurrentIndex(TABLE_TAB)
    with qtbot.waitSignal(pane.table_roll_completed) as done:
        assert pane.dice_entry.enter("3 4 6 6 5")
        assert pane.dice_entry.enter("4 5")
    assert done.args[0].target.final_wounds == 2
    pane.show_refusal("no line of sight")
    assert pane.dice_entry.dice == ()
