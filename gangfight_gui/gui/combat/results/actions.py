"""The results pane's actions, in the Combat menu: Roll it (Ctrl+R), Copy roll as text and Pin to
Compare; each off until there is a fight to act on."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

ACTIONS = (
    ("&Roll it", "roll_action", "Roll the fight shown with random dice, a new seed each time"),
    (
        "&Copy roll as text",
        "copy_roll_action",
        "Copy the roll shown, as `gangfight roll` prints it",
    ),
    (
        "&Pin to Compare",
        "pin_action",
        "Keep these odds in the Compare tab while you change the fight: axe or sword, "
        "charge or not, side by side",
    ),
)
"""Each action's text, object name and tooltip."""


def results_actions(pane: QWidget) -> tuple[QAction, QAction, QAction]:
    """Roll it, Copy roll as text and Pin to Compare, added to ``pane`` so their keys work while
    it has the focus."""
    made = []
    for text, name, tip in ACTIONS:
        action = QAction(text, pane)
        action.setObjectName(name)
        action.setToolTip(tip)
        action.setEnabled(False)
        pane.addAction(action)
        made.append(action)
    roll, copy_roll, pin = made
    roll.setShortcut(QKeySequence("Ctrl+R"))
    pin.setCheckable(True)
    return roll, copy_roll, pin
