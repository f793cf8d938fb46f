"""Tool buttons kept in step with their action without Qt's own update, which leaks."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QActionEvent
from PySide6.QtWidgets import QToolBar, QToolButton

_NAME = "action_in_step"
T = TypeVar("T")


def show_action(button: QToolButton, action: QAction) -> None:
    """Show ``action`` on ``button`` as ``setDefaultAction`` does: its icon text (ampersands
    shown, not read as shortcut marks), icon, tips, check state and enabled state."""
    _put(button.text, button.setText, action.iconText().replace("&", "&&"))
    button.setIcon(action.icon())
    _put(button.toolTip, button.setToolTip, action.toolTip())
    _put(button.statusTip, button.setStatusTip, action.statusTip())
    _put(button.whatsThis, button.setWhatsThis, action.whatsThis())
    _put(button.isCheckable, button.setCheckable, action.isCheckable())
    _put(button.isChecked, button.setChecked, action.isChecked())
    _put(button.isEnabled, button.setEnabled, action.isEnabled())


def _put(read: Callable[[], T], write: Callable[[T], object], value: T) -> None:
    """``write`` ``value`` where ``read`` tells another: an unchanged one costs no repaint."""
    if read() != value:
        write(value)


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
    """Keep ``button`` in step with its default action without Qt's leaking update (once).

    Qt 6.11's ``setDefaultAction`` adds one more ``changed`` connection on every change of the
    action, so the Undo and Apply Roll buttons would slow with each edit and roll
    (``benchmarks/bench_battle_apply.py`` watches it); this copies what it copies instead."""
    if button.findChild(_InStep, _NAME, Qt.FindChildOption.FindDirectChildrenOnly) is None:
        _InStep(button)


def keep_toolbar_in_step(toolbar: QToolBar) -> None:
    """``keep_in_step`` for each tool button ``toolbar`` made for its actions.

    Its separators are passed over: their widget, of a class private to Qt, is one PySide6 would
    look for among every widget class it knows, making each (and its enums) on the way."""
    for action in toolbar.actions():
        if action.isSeparator():
            continue
        button = toolbar.widgetForAction(action)
        if isinstance(button, QToolButton) and button.defaultAction() is action:
            keep_in_step(button)
