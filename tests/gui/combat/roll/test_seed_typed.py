"""A seed typed in the Roll tab rolls the fight as ``gangfight roll --seed N`` does, in every
game: the window has a place for the seed it tells the player to replay; a seed that is not one
is refused in words, and nothing is rolled."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.results.pane import ResultsPane
from gangfight_gui.gui.combat.roll.panel import read_seed
from gangfight_gui.gui.combat.roll.records import MOST_SEED
from gangfight_gui.rules.engine.sources import SeededDice
from gangfight_gui.rules.game import AnyGame
from tests.gui.combat.results.fights import fight_of


def type_seed(qtbot: QtBot, pane: ResultsPane, text: str) -> None:
    panel = pane.roll_panel
    panel.seed_edit.clear()
    qtbot.keyClicks(panel.seed_edit, text)
    qtbot.mouseClick(panel.seed_button, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("seed", [0, 3, 2_000_000_000_123, MOST_SEED])
def test_a_seed_typed_rolls_what_the_command_rolls(
    pane: ResultsPane, game: AnyGame, qtbot: QtBot, seed: int
) -> None:
    fight = fight_of(game.key)
    pane.show_fight(fight)
    pane.show_tab("roll")
    panel = pane.roll_panel
    qtbot.waitUntil(panel.seed_button.isEnabled)
    with qtbot.waitSignal(pane.roll_made):
        type_seed(qtbot, pane, f"{seed:,}" if seed > 10**9 else str(seed))
    record = panel.record
    assert record is not None and record.seed == seed
    again = game.resolve(game.read_scenario(fight.scenario), SeededDice(seed))
    assert panel.steps.steps == game.roll_steps(again)
    assert f"--seed {seed}" in panel.seed_label.text()
    assert not panel.seed_message.isVisible()


@pytest.mark.parametrize("typed", ["", "12x", "-4", "1.5", str(MOST_SEED + 1)])
def test_a_seed_that_is_none_is_refused_in_words(
    pane: ResultsPane, game: AnyGame, qtbot: QtBot, typed: str
) -> None:
    pane.show_fight(fight_of(game.key))
    pane.show_tab("roll")
    panel = pane.roll_panel
    qtbot.waitUntil(panel.seed_button.isEnabled)
    type_seed(qtbot, pane, typed)
    qtbot.waitUntil(panel.seed_message.isVisible)
    assert panel.seed_message.text().startswith("A seed is a whole number from 0 to")
    assert panel.record is None  # nothing rolled


def test_read_seed_takes_a_whole_number_written_as_players_write_it() -> None:
    assert read_seed(" 1,234 ") == 1234
    assert read_seed("0") == 0
    for typed in ("½", "²", "1e5"):  # "²" is a digit to Python, not a number to int()
        with pytest.raises(ValueError, match=f"found '{typed}'"):
            read_seed(typed)


def test_no_fight_no_seed_to_roll(pane: ResultsPane) -> None:
    pane.show_tab("roll")
    assert not pane.roll_panel.seed_button.isEnabled()
    assert not pane.roll_panel.seed_edit.isEnabled()
