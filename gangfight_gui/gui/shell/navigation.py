"""Keys that move around the window: roster tabs, one key for each panel, F1 for the rules.

Every panel is a key away (Alt+1 rosters, Alt+2 builder, Alt+3 results, Alt+4 matchups, as Qt
Creator numbers its panes), roster tabs turn with Ctrl+Tab / Ctrl+PgDown and back with
Ctrl+Shift+Tab / Ctrl+PgUp, and F1 shows the rulings behind the focused control (issue 14).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QWidget

from gangfight_gui.gui.matchups.dock import MatchupsDock
from gangfight_gui.gui.roster.tabs import RosterTabs
from gangfight_gui.gui.shell.combat_docks import CombatDocks
from gangfight_gui.gui.shell.rules_help import show_rules_help
from gangfight_gui.gui.shell.table_view import TableView


class Navigation(QObject):
    """The window's moving-around actions, for the View and Help menus.

    Like TableView it keeps no reference to the window, only to its panels.
    """

    def __init__(
        self,
        window: QMainWindow,
        tabs: RosterTabs,
        combat: CombatDocks,
        matchups: MatchupsDock,
        table_view: TableView,
    ) -> None:
        super().__init__(window)
        self._tabs = tabs
        self._combat = combat
        self._matchups = matchups
        self._table_view = table_view

        self.next_roster_action = self._action(
            window,
            "&Next Roster",
            "next_roster_action",
            ("Ctrl+PgDown", "Ctrl+Tab"),
            self._next_roster,
        )
        self.previous_roster_action = self._action(
            window,
            "&Previous Roster",
            "previous_roster_action",
            ("Ctrl+PgUp", "Ctrl+Shift+Tab"),
            self._previous_roster,
        )
        self.rosters_action = self._action(
            window, "Go to R&osters", "go_rosters_action", ("Alt+1",), self.focus_rosters
        )
        self.builder_action = self._action(
            window, "Go to Bu&ilder", "go_builder_action", ("Alt+2",), self.focus_builder
        )
        self.results_action = self._action(
            window, "Go to Re&sults", "go_results_action", ("Alt+3",), self.focus_results
        )
        self.matchups_action = self._action(
            window, "Go to M&atchups", "go_matchups_action", ("Alt+4",), self.focus_matchups
        )
        self.rules_action = self._action(
            window, "&Rules for This Control", "rules_help_action", ("F1",), self.show_rules
        )

    def _action(
        self,
        window: QWidget,
        text: str,
        name: str,
        keys: tuple[str, ...],
        slot: Callable[[], object],
    ) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.setToolTip(f"{text.replace('&', '')} ({keys[0]})")
        action.triggered.connect(slot)
        window.addAction(action)  # the keys work with the menus closed
        return action

    def panel_actions(self) -> list[QAction]:
        return [
            self.rosters_action,
            self.builder_action,
            self.results_action,
            self.matchups_action,
        ]

    def roster_actions(self) -> list[QAction]:
        return [self.next_roster_action, self.previous_roster_action]

    # Roster tabs

    def _next_roster(self) -> None:
        self._turn_roster(1)

    def _previous_roster(self) -> None:
        self._turn_roster(-1)

    def _turn_roster(self, step: int) -> None:
        count = self._tabs.count()
        if count:
            self._tabs.setCurrentIndex((self._tabs.currentIndex() + step) % count)
            self.focus_rosters()

    # Panels

    def focus_rosters(self) -> None:
        """The roster table in front (or the welcome panel), leaving the table view."""
        self._table_view.action.setChecked(False)
        editor = self._tabs.current_editor()
        if editor is not None:
            editor.view.setFocus(Qt.FocusReason.ShortcutFocusReason)
        else:
            self._tabs.window().focusNextChild()

    def focus_builder(self) -> None:
        self._show(self._combat.builder_dock)
        self._combat.builder.attacker_picker.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def focus_results(self) -> None:
        self._show(self._combat.results_dock)
        self._combat.results.tabs.tabBar().setFocus(Qt.FocusReason.ShortcutFocusReason)

    def focus_matchups(self) -> None:
        self._table_view.action.setChecked(False)
        dock = self._matchups.dock
        dock.show()
        dock.raise_()
        self._matchups.view.table.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _show(self, dock: QDockWidget) -> None:
        """Show ``dock`` in front, unless the table view holds its panel already."""
        if not self._table_view.active:
            dock.show()
            dock.raise_()

    def show_rules(self) -> None:
        focused: QWidget | None = QApplication.focusWidget()
        show_rules_help(focused, self._tabs.window())
