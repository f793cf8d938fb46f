"""The battle's actions: File menu's New Battle, Tonight's Crew, Open, Save, Save As and Close
Battle, and the Combat menu's Apply Roll to Battle."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

if TYPE_CHECKING:
    from gangfight_gui.gui.night.dock import BattleDock


class BattleActions(NamedTuple):
    """In the File menu's order, Apply Roll last."""

    crew: QAction
    new: QAction
    open: QAction
    save: QAction
    save_as: QAction
    close: QAction
    apply: QAction


ACTIONS = (
    (
        "Tonight's Cre&w…",
        "crew_action",
        "Pick tonight's crew from the roster in front, by hand or drawn at random, with the "
        "draw's exact odds; print its cards",
        "crew_dialog",
    ),
    (
        "New &Battle…",
        "new_battle_action",
        "Begin a battle between two rosters or crews, keeping each entry's state",
        "new_dialog",
    ),
    ("Open Ba&ttle…", "open_battle_action", "Open a saved battle", "open_dialog"),
    ("Save Batt&le", "save_battle_action", "Save the battle to its file", "save"),
    ("Save Battle As…", "save_battle_as_action", "Save the battle to another file", "save_as"),
    ("Close Battle", "close_battle_action", "Close the battle (asks to save it)", "close_battle"),
    (
        "&Apply Roll to Battle",
        "apply_roll_action",
        "Apply the roll shown (random or typed in) to the battle: the game's result sets each "
        "side's state, and the attack is logged",
        "apply_roll",
    ),
)
"""Each action's text, object name, tip and the dock's method it calls, in ``BattleActions``'
order."""


def battle_actions(window: QMainWindow, dock: BattleDock) -> BattleActions:
    """The battle's actions, each calling ``dock``; Apply Roll's key works in the whole
    window."""

    def action(text: str, name: str, tip: str, slot: str) -> QAction:
        made = QAction(text, window)
        made.setObjectName(name)
        made.setToolTip(tip)
        made.setStatusTip(tip)
        made.triggered.connect(lambda _checked=False: getattr(dock, slot)())
        return made

    actions = BattleActions(*(action(*row) for row in ACTIONS))
    actions.apply.setShortcut(QKeySequence("Ctrl+Shift+Return"))
    actions.apply.setIconText("Apply Roll")  # the battle view's button: the menu names who
    window.addAction(actions.apply)
    return actions
