"""The results pane's actions, in the Combat menu: Roll it (Ctrl+R), Copy roll as text and Pin to
Compare; each off until there is a fight to act on."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget


class ResultsActions(NamedTuple):
    roll: QAction
    copy_roll: QAction
    pin: QAction


def results_actions(pane: QWidget) -> ResultsActions:
    """The actions, added to ``pane`` so their keys work while it has the focus."""
    roll_action = QAction("&Roll it", pane)
    roll_action.setObjectName("roll_action")
    roll_action.setShortcut(QKeySequence("Ctrl+R"))
    roll_action.setToolTip("Roll the fight shown with random dice, a new seed each time")
    roll_action.setEnabled(False)
    copy_roll_action = QAction("&Copy roll as text", pane)
    copy_roll_action.setObjectName("copy_roll_action")
    copy_roll_action.setToolTip("Copy the roll shown, as `gangfight roll` prints it")
    copy_roll_action.setEnabled(False)
    pin_action = QAction("&Pin to Compare", pane)
    pin_action.setObjectName("pin_action")
    pin_action.setCheckable(True)
    pin_action.setEnabled(False)
    pin_action.setToolTip(
        "Keep these odds in the Compare tab while you change the fight: axe or sword, "
        "charge or not, side by side"
    )
    for action in (roll_action, copy_roll_action, pin_action):
        pane.addAction(action)
    return ResultsActions(roll_action, copy_roll_action, pin_action)
