"""Tool buttons kept in step with their action without Qt's own update, which leaks.

Qt 6.11's ``QToolButton.setDefaultAction`` connects the action's ``changed`` signal each time
it is called, and the button calls it again on every change of its action (its
``actionEvent``): each change of a button's action (its text, tooltip, enabled state) added one
more connection to that signal, and every later change runs all of them. The Undo button's
action changes with every edit, the battle's Apply Roll button with every roll, so an evening's
play would slow itself down (``benchmarks/bench_battle_apply.py`` watches it).

``keep_in_step`` takes the button's ``ActionChanged`` events for its default action and copies
what ``setDefaultAction`` copies (text, icon, tips, checkable and checked, enabled) itself, so
Qt's update, and its new connection, never run. A toolbar's buttons are made by the toolbar:
``keep_toolbar_in_step`` does the same for each of them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QActionEvent
from PySide6.QtWidgets import QToolBar, QToolButton

_NAME = "action_in_step"


def show_action(button: QToolButton, action: QAction) -> None:
    """Show ``action`` on ``button`` as ``setDefaultAction`` does: its icon text (ampersands
    shown, not read as shortcut marks), icon, tips, check state and enabled state."""
    text = action.iconText().replace("&", "&&")
    if button.text() != text:
        button.setText(text)
    button.setIcon(action.icon())
    if button.toolTip() != action.toolTip():
        button.setToolTip(action.toolTip())
    if button.statusTip() != action.statusTip():
        button.setStatusTip(action.statusTip())
    if button.whatsThis() != action.whatsThis():
        button.setWhatsThis(action.whatsThis())
    if button.isCheckable() != action.isCheckable():
        button.setCheckable(action.isCheckable())
    if button.isChecked() != action.isChecked():
        button.setChecked(action.isChecked())
    if button.isEnabled() != action.isEnabled():
        button.setEnabled(action.isEnabled())


class _InStep(QObject):
    """Takes a tool button's ``ActionChanged`` events for its default action (a child of the
    button, so it goes with it)."""

    def __init__(self, button: QToolButton) -> None:
        super().__init__(button)
        self.setObjectName(_NAME)
        button.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ActionChanged or not isinstance(watched, QToolButton):
            return False
        action = event.action() if isinstance(event, QActionEvent) else None
        if action is None or action is not watched.defaultAction():
            return False
        show_action(watched, action)
        return True


def keep_in_step(button: QToolButton) -> None:
    """Keep ``button`` in step with its default action without Qt's leaking update (once)."""
    if button.findChild(_InStep, _NAME, Qt.FindChildOption.FindDirectChildrenOnly) is None:
        _InStep(button)


def keep_toolbar_in_step(toolbar: QToolBar) -> None:
    """``keep_in_step`` for each tool button ``toolbar`` made for its actions."""
    for action in toolbar.actions():
        button = toolbar.widgetForAction(action)
        if isinstance(button, QToolButton) and button.defaultAction() is action:
            keep_in_step(button)
