"""Tool buttons follow their action without Qt 6.11's update, which connects the action's
``changed`` signal once more on every change (``gui/common/action_buttons.py``): the count of
connections stays put however often the action changes, and the button still shows the
action as it is now. Every tool button of the window with a default action is kept so."""

from __future__ import annotations

import pytest
from PySide6.QtCore import SIGNAL
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolButton
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.common.action_buttons import keep_in_step
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.roster.night.battle import side_of, start_battle
from tests.gui.night.helpers import PAIRS, ROSTERS, faces, fight_in_battle, settle

CHANGED = SIGNAL("changed()")


def test_a_button_follows_its_action_and_the_connections_stay_put(qtbot: QtBot) -> None:
    action = QAction("&Apply Roll to Battle")
    button = QToolButton()
    qtbot.addWidget(button)
    button.setDefaultAction(action)
    keep_in_step(button)
    connections = action.receivers(CHANGED)
    for number in range(50):
        action.setText(f"&Apply Roll to Battle: Orc {number} \u2192 Veteran && Co")
        action.setEnabled(number % 2 == 0)
        action.setToolTip(f"Roll {number}")
    assert action.receivers(CHANGED) == connections
    assert button.text() == "Apply Roll to Battle: Orc 49 \u2192 Veteran && Co"  # "&" shown
    assert not button.isEnabled() and button.toolTip() == "Roll 49"
    action.setCheckable(True)
    action.setChecked(True)
    assert button.isCheckable() and button.isChecked()


def shaken(action: QAction) -> int:
    """Change ``action`` twice (and back): its ``changed`` connections after."""
    tip = action.statusTip()
    action.setStatusTip(tip + " ")
    action.setStatusTip(tip)
    return action.receivers(CHANGED)


@pytest.mark.parametrize("game", sorted(PAIRS))
def test_every_tool_button_of_the_window_is_kept_in_step(
    qtbot: QtBot, laptop_window: MainWindow, game: str
) -> None:
    """The toolbar's, the roll's and the battle's buttons, with two rosters, a fight rolled
    and a battle begun: none gains a connection when its action changes."""
    window = laptop_window
    first, second = window.open_paths([ROSTERS / name for name in PAIRS[game]])
    assert window.battle.begin(start_battle(side_of(first.roster), side_of(second.roster)))
    settle(window)
    battle = window.battle.battle
    assert battle is not None
    fight_in_battle(qtbot, window, battle.refs(0)[0], battle.refs(1)[0], faces())
    window.combat.results.show_tab("roll")
    buttons = [
        b
        for b in window.findChildren(QToolButton)
        if b.defaultAction() is not None
        # Qt's own: a line edit's clear button, whose action changes only as the text
        # empties or fills
        and not b.defaultAction().objectName().startswith("_q_")
    ]
    assert len(buttons) >= 12  # the toolbar's, Roll it, Copy roll, Apply Roll
    for button in buttons:
        action = button.defaultAction()
        before = action.receivers(CHANGED)
        assert shaken(action) == before, button.objectName() or action.objectName()
