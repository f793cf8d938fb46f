"""The battle's actions: File menu's New Battle, Tonight's Crew, Open, Save, Save As and Close
Battle, and the Combat menu's Apply Roll to Battle."""

from __future__ import annotations

from collections.abc import Callable
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


def battle_actions(window: QMainWindow, dock: BattleDock) -> BattleActions:
    """The battle's actions, each calling ``dock``; Apply Roll's key works in the whole
    window."""

    def action(text: str, name: str, tip: str, slot: Callable[[], object]) -> QAction:
        made = QAction(text, window)
        made.setObjectName(name)
        made.setToolTip(tip)
        made.setStatusTip(tip)
        made.triggered.connect(lambda _checked=False: slot())
        return made

    new_action = action(
        "New &Battle…", "new_battle_action",
        "Begin a battle between two rosters or crews, keeping each entry's state",
        dock.new_dialog,
    )  # fmt: skip
    crew_action = action(
        "Tonight's Cre&w…", "crew_action",
        "Pick tonight's crew from the roster in front, by hand or drawn at random, with "
        "the draw's exact odds; print its cards",
        dock.crew_dialog,
    )  # fmt: skip
    open_action = action(
        "Open Ba&ttle…", "open_battle_action", "Open a saved battle", dock.open_dialog
    )
    save_action = action(
        "Save Batt&le", "save_battle_action", "Save the battle to its file", dock.save
    )
    save_as_action = action(
        "Save Battle As…", "save_battle_as_action", "Save the battle to another file",
        dock.save_as,
    )  # fmt: skip
    close_action = action(
        "Close Battle", "close_battle_action", "Close the battle (asks to save it)",
        dock.close_battle,
    )  # fmt: skip
    apply_action = action(
        "&Apply Roll to Battle", "apply_roll_action",
        "Apply the roll shown (random or typed in) to the battle: the game's result sets "
        "each side's state, and the attack is logged",
        dock.apply_roll,
    )  # fmt: skip
    apply_action.setShortcut(QKeySequence("Ctrl+Shift+Return"))
    apply_action.setIconText("Apply Roll")  # the battle view's button: the menu names who
    window.addAction(apply_action)
    return BattleActions(
        crew_action, new_action, open_action, save_action, save_as_action, close_action,
        apply_action,
    )  # fmt: skip
