"""The window's actions as declared (text, name, tip, icon, every binding of their keys), those
on the roster in front enabled while there is one; menus filled as groups."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QToolBar, QWidget

from gangfight_gui.gui.common import icons

if TYPE_CHECKING:  # the roster modules load with the first roster
    from gangfight_gui.gui.roster.document import RosterDocument
    from gangfight_gui.gui.roster.tabs import RosterTabs

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


class FrontActions(QObject):
    """Actions on the roster in front of ``tabs`` (``on_front``), each enabled while there is one.

    Signals:
        status_message(str): something to tell the player in the status bar.
    """

    status_message = Signal(str)

    def __init__(self, window: QWidget, tabs: RosterTabs) -> None:
        super().__init__(window)
        self._window = window
        self._tabs = tabs
        self.document_actions: list[QAction] = []
        """The actions on the roster in front, in the order made."""
        tabs.current_document_changed.connect(self._on_tabs_current_document_changed)

    def on_front(self, act: Act, slot: Callable[[RosterDocument], object]) -> QAction:
        """``act`` made, doing ``slot`` to the roster in front."""
        action = act.make(self._window, lambda: self._on_front(slot))
        action.setEnabled(self._tabs.current_document() is not None)
        self.document_actions.append(action)
        return action

    def _on_front(self, slot: Callable[[RosterDocument], object]) -> None:
        document = self._tabs.current_document()
        if document is not None:
            slot(document)

    def _on_tabs_current_document_changed(self, document: RosterDocument | None) -> None:
        for each in self.document_actions:
            each.setEnabled(document is not None)


def fill(bar: QMenu | QToolBar, *groups: Iterable[QAction | QMenu]) -> None:
    """``groups`` of actions (a menu: its submenu) in order, a separator between two."""
    for number, group in enumerate(groups):
        if number:
            bar.addSeparator()
        for item in group:
            bar.addAction(item.menuAction() if isinstance(item, QMenu) else item)
