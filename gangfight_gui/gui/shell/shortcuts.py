"""The window's actions as declared: text, object name, tip, icon and keys in one line, every
binding the platform knows for a standard action among the keys; menus filled as groups."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import NamedTuple

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QToolBar

from gangfight_gui.gui.common import icons

Key = QKeySequence.StandardKey
Keys = tuple[Key | str, ...]
"""Standard actions' keys (all their platform bindings) and keys of ours ("Ctrl+Shift+Z")."""


def key_sequences(keys: Iterable[Key | str]) -> list[QKeySequence]:
    """Every binding of ``keys``, each once, in order.

    ``QAction.setShortcut(StandardKey)`` keeps only the platform's first binding (Redo is Ctrl+Y
    on some desktops, Ctrl+Shift+Z on others; Windows has none for Save As), so a player used to
    the other one would find it dead."""
    sequences: list[QKeySequence] = []
    for key in keys:
        found = [QKeySequence(key)] if isinstance(key, str) else QKeySequence.keyBindings(key)
        sequences.extend(sequence for sequence in found if sequence not in sequences)
    return sequences


class Act(NamedTuple):
    """An action as declared: ``name`` its object name less "_action", ``tip`` its tooltip and
    status tip, ``icon`` an icon's name (``icons.icon``), ``keys`` its bindings."""

    name: str
    text: str
    tip: str = ""
    icon: str = ""
    icon_text: str = ""
    keys: Keys = ()
    role: QAction.MenuRole | None = None
    """Where macOS puts it (Quit, Preferences, About)."""

    def make(self, parent: QObject, slot: Callable[[], object] | None = None) -> QAction:
        """The action, a child of ``parent``, triggering ``slot``."""
        action = QAction(self.text, parent)
        action.setObjectName(f"{self.name}_action")
        if self.tip:
            action.setStatusTip(self.tip)
            action.setToolTip(self.tip)
        if self.icon:
            action.setIcon(icons.icon(self.icon))
        if self.icon_text:
            action.setIconText(self.icon_text)
        if self.keys:
            action.setShortcuts(key_sequences(self.keys))
        if slot is not None:
            action.triggered.connect(slot)
        if self.role is not None:
            action.setMenuRole(self.role)
        return action


def fill(bar: QMenu | QToolBar, *groups: Iterable[QAction | QMenu]) -> None:
    """``groups`` of actions (a menu: its submenu) in order, a separator between two."""
    for number, group in enumerate(groups):
        if number:
            bar.addSeparator()
        for item in group:
            bar.addAction(item.menuAction() if isinstance(item, QMenu) else item)
