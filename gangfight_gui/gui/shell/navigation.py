"""Keys that move around the window: roster tabs, one key for each panel, F1 for help."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QWidget

from gangfight_gui.gui.matchups.dock import MatchupsDock
from gangfight_gui.gui.roster.tabs import RosterTabs
from gangfight_gui.gui.shell.combat_docks import CombatDocks
from gangfight_gui.gui.shell.shortcuts import Act
from gangfight_gui.gui.shell.table_view import TableView

NEXT_ROSTER = Act("next_roster", "&Next Roster", keys=("Ctrl+PgDown", "Ctrl+Tab"))
PREVIOUS_ROSTER = Act("previous_roster", "&Previous Roster", keys=("Ctrl+PgUp", "Ctrl+Shift+Tab"))
GO_ROSTERS = Act("go_rosters", "Go to R&osters", keys=("Alt+1",))
GO_BUILDER = Act("go_builder", "Go to Bu&ilder", keys=("Alt+2",))
GO_RESULTS = Act("go_results", "Go to Re&sults", keys=("Alt+3",))
GO_MATCHUPS = Act("go_matchups", "Go to M&atchups", keys=("Alt+4",))
RULES_HELP = Act("rules_help", "&Rulings or Guide for This", keys=("F1",))
USER_GUIDE = Act("user_guide", "User &Guide")


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

        self.view_actions = [
            self._action(window, NEXT_ROSTER, lambda: self._turn_roster(1)),
            self._action(window, PREVIOUS_ROSTER, lambda: self._turn_roster(-1)),
            self._action(window, GO_ROSTERS, self.focus_rosters),
            self._action(window, GO_BUILDER, self.focus_builder),
            self._action(window, GO_RESULTS, self.focus_results),
            self._action(window, GO_MATCHUPS, self.focus_matchups),
        ]
        """The View menu's: the roster tabs in turn, then each panel by its key."""
        self.rules_action = self._action(window, RULES_HELP, self.show_rules)
        self.rules_action.setToolTip(
            "F1: the rulings behind the focused field; on a panel, its section of the User Guide"
        )
        self.user_guide_action = USER_GUIDE.make(self, self.show_user_guide)
        self.user_guide_action.setToolTip("The guide of the game in front, and the whole manual")

    def _action(self, window: QWidget, act: Act, slot: Callable[[], object]) -> QAction:
        """A moving-around action, its tooltip ending in its first key; the keys work with the
        menus closed."""
        action = act.make(self, slot)
        action.setToolTip(f"{act.text.replace('&', '')} ({act.keys[0]})")
        window.addAction(action)
        return action

    # Roster tabs

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

    # Help

    def game_in_front(self) -> str | None:
        """The game of the roster in front, None with no roster open."""
        document = self._tabs.current_document()
        return None if document is None else document.roster.game

    def show_rules(self) -> None:
        """F1: the rulings the focused control cites, in their own words; on a control citing
        none (a panel), its panel's section of the User Guide of the game in front."""
        # The manual is read when first asked for (importlib.resources: not to start).
        from gangfight_gui.gui.help.sections import game_of, panel_of, section_for
        from gangfight_gui.gui.help.window import open_manual
        from gangfight_gui.gui.shell.rules_help import cited_rulings, show_rules_help

        focused: QWidget | None = QApplication.focusWidget()
        window = self._tabs.window()
        game = game_of(focused) or self.game_in_front()  # the rulings of the panel's own game
        page, anchor = section_for(focused, game)
        panel = panel_of(focused)
        numbers = [] if game is None else cited_rulings(game, focused, panel and panel[0])
        if game is not None and numbers:
            show_rules_help(game, numbers, window, lambda: open_manual(window, page, anchor))
        else:
            open_manual(window, page, anchor)

    def show_user_guide(self) -> None:
        """Help › User Guide: the guide of the game in front (the window's page with none)."""
        from gangfight_gui.gui.help.sections import guide_page
        from gangfight_gui.gui.help.window import open_manual

        open_manual(self._tabs.window(), guide_page(self.game_in_front()))
