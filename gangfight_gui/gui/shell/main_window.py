"""The application's main window: menus, toolbar, the roster tabs, the calculator and status bar.

The central area is a horizontal splitter. The roster tabs (or, with no roster open, the welcome
panel) sit on its left; further tools can be added to its right with ``add_side_panel``. The
combat builder and its results are dock widgets beside it (``combat_docks``). The window's title
names the roster in front and carries Qt's ``[*]`` modified marker, which follows that roster's
undo stack: undoing back to the saved state clears it.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QKeySequence,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QToolBar,
    QToolButton,
    QWidget,
)

import gangfight_gui
from gangfight_gui.gui.common import first_paint
from gangfight_gui.gui.common.action_buttons import keep_toolbar_in_step
from gangfight_gui.gui.common.fitting import scrolled
from gangfight_gui.gui.matchups.dock import MatchupsDock
from gangfight_gui.gui.roster.autosaver import Autosaver
from gangfight_gui.gui.roster.tabs import RosterTabs
from gangfight_gui.gui.shell.card_actions import CardActions
from gangfight_gui.gui.shell.combat_docks import CombatDocks, roster_game, roster_labels
from gangfight_gui.gui.shell.edit_actions import EditActions
from gangfight_gui.gui.shell.file_actions import FileActions
from gangfight_gui.gui.shell.gang_imports import GangImports
from gangfight_gui.gui.shell.navigation import Navigation
from gangfight_gui.gui.shell.settings import Settings
from gangfight_gui.gui.shell.settings_store import SettingsStore
from gangfight_gui.gui.shell.shortcuts import set_standard_shortcuts
from gangfight_gui.gui.shell.table_view import TableView
from gangfight_gui.gui.shell.welcome_panel import ABOUT_TEXT, WelcomePanel
from gangfight_gui.paths import locations_text
from gangfight_gui.rules.game import game_keys

if TYPE_CHECKING:  # loaded with the first roster, not to show the window
    from gangfight_gui.gui.combat.fight import EntryKey
    from gangfight_gui.gui.night.dock import BattleDock
    from gangfight_gui.gui.night.new_battle import SideChoice
    from gangfight_gui.gui.roster.document import RosterDocument

__all__ = ["ABOUT_TEXT", "MENU_TITLES", "MainWindow", "dropped_files"]

# Menus appear in this order however late they are created; the values are their titles.
MENU_TITLES = {
    "file": "&File",
    "edit": "&Edit",
    "view": "&View",
    "combat": "&Combat",
    "help": "&Help",
}

STATUS_TIMEOUT_MS = 6_000


DEFAULT_SIZE = QSize(1600, 1000)
"""Rosters, builder and results side by side; smaller screens get most of their area."""


def default_size(widget: QWidget) -> QSize:
    screen = widget.screen()
    if screen is None:
        return DEFAULT_SIZE
    room = screen.availableGeometry().size() * 0.95
    return DEFAULT_SIZE.boundedTo(room)


def dropped_files(event: QDropEvent | QDragEnterEvent) -> list[Path]:
    """The local files among what is being dropped (web links and text are ignored)."""
    mime = event.mimeData()
    if mime is None or not mime.hasUrls():
        return []
    return [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]


class MainWindow(QMainWindow):
    """The one top-level window.

    Menus are made on demand through `menu`, so a feature only adds its own actions and an empty
    View menu never shows. With ``start_session`` the first time the window is shown it offers to
    recover autosaves left by a crash, then reopens the rosters open when it was last closed.
    """

    def __init__(self, parent: QWidget | None = None, *, start_session: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.setWindowTitle(gangfight_gui.APP_NAME)
        self.resize(default_size(self))
        self.setAcceptDrops(True)
        self._menus: dict[str, QMenu] = {}
        self._start_session = start_session
        self._session_due = False
        self._awaiting_paint = False
        self._named: list[Path] = []
        self._open_named: Callable[[list[Path]], object] = self.open_paths
        self._opening: QLabel | None = None
        self._session_saved = False

        self.settings = SettingsStore(self)
        self.settings.save_failed.connect(self._on_status_message)
        self.autosaver = Autosaver(self)
        self.autosaver.autosave_failed.connect(self._on_status_message)

        self.tabs = RosterTabs(self)
        self.tabs.current_document_changed.connect(self._on_tabs_current_document_changed)
        self.tabs.document_renamed.connect(self._on_tabs_document_renamed)
        self.tabs.close_requested.connect(self._on_tabs_close_requested)
        self.tabs.status_message.connect(self._on_edit_told)
        self.tabs.undo_group.cleanChanged.connect(self._on_undo_group_clean_changed)
        self.tabs.undo_group.indexChanged.connect(self._on_edit_made)
        self._told = ""
        """The last message about an edit (a refusal): a later edit made takes it away."""

        self.file_actions = FileActions(self, self.tabs, self.settings, self.autosaver)
        self.file_actions.status_message.connect(self._on_status_message)
        self.gang_imports = GangImports(
            self, self.file_actions.add_document, self.file_actions.start_folder
        )
        self.gang_imports.status_message.connect(self._on_status_message)
        self.file_actions.set_gang_importer(self.gang_imports.import_path)
        self.card_actions = CardActions(self, self.tabs, self.file_actions.start_folder)
        self.card_actions.status_message.connect(self._on_status_message)
        self.edit_actions = EditActions(self, self.tabs)

        self.welcome = WelcomePanel(
            [
                ("New roster", self.file_actions.new_action),
                ("Open roster…", self.file_actions.open_action),
                ("Open sample…", self.file_actions.samples_action),
            ],
            self,
        )
        self.roster_area = QStackedWidget(self)
        self.roster_area.setObjectName("roster_area")
        self.welcome_area = scrolled(self.welcome, "welcome_scroll", self)
        self.roster_area.addWidget(self.welcome_area)
        self.roster_area.addWidget(self.tabs)

        self.workspace = QSplitter(Qt.Orientation.Horizontal, self)
        self.workspace.setObjectName("workspace")
        self.workspace.addWidget(self.roster_area)
        self.workspace.setChildrenCollapsible(False)
        self.setCentralWidget(self.workspace)

        self.statusBar().setObjectName("status_bar")
        self.statusBar().showMessage("Ready")

        self.combat = CombatDocks(self)
        self.matchups = MatchupsDock(self)
        self.matchups.fight_opened.connect(self._on_matchups_fight_opened)
        self.card_actions.set_odds_settings(self._odds_settings)
        self.table_view = TableView(self, self.roster_area, self.combat, self.matchups)
        self.workspace.addWidget(self.table_view.page)
        self.battle = self._make_battle()
        self.navigation = Navigation(self, self.tabs, self.combat, self.matchups, self.table_view)
        self.edit_actions.scope_keys_to(self.roster_area)
        self.tabs.documents_changed.connect(self._on_tabs_documents_changed)
        self.combat.edit_refused.connect(self._on_edit_told)
        self.combat.fight_edited.connect(self._on_edit_made)
        self.settings.settings_changed.connect(self._on_settings_changed)
        self._on_settings_changed(self.settings.settings)

        self._build_file_menu()
        self._build_edit_menu()
        self._build_toolbar()
        self._build_view_menu()
        self._build_combat_menu()
        self._build_help_menu()
        self.combat.use_default_sizes(self)
        self._on_tabs_current_document_changed(None)

    # Layout

    def menu(self, name: str) -> QMenu:
        """The menu called ``name`` (a key of MENU_TITLES), created in its place when first asked.

        Raises KeyError for a name outside MENU_TITLES, so a typo cannot add a stray menu.
        """
        if name in self._menus:
            return self._menus[name]
        menu = QMenu(MENU_TITLES[name], self.menuBar())
        menu.setObjectName(f"{name}_menu")
        order = list(MENU_TITLES)
        later = [self._menus[n] for n in order[order.index(name) + 1 :] if n in self._menus]
        if later:
            self.menuBar().insertMenu(later[0].menuAction(), menu)
        else:
            self.menuBar().addMenu(menu)
        self._menus[name] = menu
        return menu

    def add_side_panel(self, widget: QWidget, stretch: int = 1) -> None:
        """Put ``widget`` to the right of the rosters (the combat builder's place)."""
        index = self.workspace.indexOf(self.table_view.page)  # the table view's page stays last
        self.workspace.insertWidget(index, widget)
        self.workspace.setStretchFactor(index, stretch)

    def _build_file_menu(self) -> None:
        actions = self.file_actions
        self.file_menu = self.menu("file")
        self.file_menu.addAction(actions.new_action)
        self.file_menu.addAction(actions.open_action)
        self.file_menu.addMenu(actions.recent_menu)
        self.file_menu.addAction(actions.samples_action)
        self.file_menu.addAction(self.gang_imports.import_action)
        self.file_menu.addSeparator()
        for action in self.battle.file_actions():  # game night
            self.file_menu.addAction(action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(actions.save_action)
        self.file_menu.addAction(actions.save_as_action)
        self.file_menu.addAction(actions.close_action)
        self.file_menu.addSeparator()
        cards = self.card_actions
        self.file_menu.addAction(cards.print_action)
        self.file_menu.addAction(cards.export_pdf_action)
        self.file_menu.addMenu(cards.odds_menu)
        self.file_menu.addSeparator()
        # Closing the window rather than quitting the app lets closeEvent offer to save.
        self.quit_action = self._add_action(self.file_menu, "&Quit", "quit_action", self.close)
        set_standard_shortcuts(self.quit_action, QKeySequence.StandardKey.Quit, "Ctrl+Q")
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

    def _build_edit_menu(self) -> None:
        actions = self.edit_actions
        self.edit_menu = self.menu("edit")
        self.edit_menu.addAction(actions.undo_action)
        self.edit_menu.addAction(actions.redo_action)
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(actions.cut_action)
        self.edit_menu.addAction(actions.copy_action)
        self.edit_menu.addAction(actions.paste_action)
        self.edit_menu.addSeparator()
        for action in actions.model_actions():
            self.edit_menu.addAction(action)
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(actions.find_action)
        self.edit_menu.addSeparator()
        self.preferences_action = self._add_action(
            self.edit_menu, "&Preferences…", "preferences_action", self._on_preferences
        )
        set_standard_shortcuts(
            self.preferences_action, QKeySequence.StandardKey.Preferences, "Ctrl+,"
        )
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)

    def _build_view_menu(self) -> None:
        self.view_menu = self.menu("view")
        for dock in (
            self.combat.builder_dock,
            self.combat.results_dock,
            self.matchups.dock,
            self.battle.dock,
        ):
            self.view_menu.addAction(dock.toggleViewAction())
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.table_view.action)
        self.view_menu.addSeparator()
        for action in self.navigation.roster_actions():
            self.view_menu.addAction(action)
        for action in self.navigation.panel_actions():
            self.view_menu.addAction(action)
        self.view_menu.addSeparator()
        toolbar_action = self.toolbar.toggleViewAction()
        toolbar_action.setText("&Toolbar")
        self.view_menu.addAction(toolbar_action)

    def _build_combat_menu(self) -> None:
        self.combat_menu = self.menu("combat")
        # The roll, copy and pin of the fight on screen, whatever its game.
        self.combat.set_menu(self.combat_menu)
        self.combat_menu.aboutToShow.connect(self._on_combat_menu_about_to_show)

    def _build_help_menu(self) -> None:
        self.help_menu = self.menu("help")
        self.help_menu.addAction(self.navigation.user_guide_action)
        self.help_menu.addAction(self.navigation.rules_action)
        self.games_action = self._add_action(
            self.help_menu, "Games &Installed…", "games_action", self._on_games
        )
        self.help_menu.addSeparator()
        self.about_action = self._add_action(
            self.help_menu, f"&About {gangfight_gui.APP_NAME}", "about_action", self._on_about
        )
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_qt_action = self._add_action(
            self.help_menu, "About &Qt", "about_qt_action", self._on_about_qt
        )
        self.about_qt_action.setMenuRole(QAction.MenuRole.AboutQtRole)

    def _build_toolbar(self) -> None:
        toolbar = QToolBar("Roster toolbar", self)
        toolbar.setObjectName("roster_toolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.setMovable(False)
        files = self.file_actions
        edits = self.edit_actions
        for action in (files.new_action, files.open_action, files.save_action):
            toolbar.addAction(action)
        toolbar.addSeparator()
        for action in (edits.undo_action, edits.redo_action):
            toolbar.addAction(action)
            # Their text names the step ("Undo Edit ATT of Orc Brave"): too long for a button,
            # so the button shows the icon and the text is its tooltip.
            button = toolbar.widgetForAction(action)
            if isinstance(button, QToolButton):
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        toolbar.addSeparator()
        for action in edits.model_actions():
            toolbar.addAction(action)
        toolbar.addSeparator()
        for action in (edits.copy_action, edits.paste_action):
            toolbar.addAction(action)
        toolbar.addSeparator()
        toolbar.addAction(self.card_actions.print_action)
        toolbar.addAction(self.matchups.dock.toggleViewAction())
        toolbar.addAction(self.table_view.action)
        keep_toolbar_in_step(toolbar)  # Undo's text changes with every edit: no leak (Qt 6.11)
        self.toolbar = toolbar
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)

    def _add_action(self, menu: QMenu, text: str, name: str, slot: Callable[[], object]) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    # Documents

    def documents(self) -> list[RosterDocument]:
        return self.tabs.documents()

    def open_paths(self, paths: list[Path]) -> list[RosterDocument]:
        return self.file_actions.open_paths(paths)

    def open_after_first_paint(
        self, paths: list[Path], open_them: Callable[[list[Path]], object] | None = None
    ) -> None:
        """Open ``paths`` (by ``open_them``, else as ``open_paths`` does) once the window has
        been painted: it shows itself as soon as it would with no roster, with "Opening…" where
        the rosters will be (nothing there to act on), and reads them in the event loop's next
        turn."""
        self._named.extend(paths)
        self._open_named = open_them or self.open_paths
        self.show_opening(paths)
        self._await_first_paint()

    def show_opening(self, paths: list[Path]) -> None:
        """Shows "Opening…" with the files' names in the rosters' place, until ``end_opening``."""
        if self._opening is None:
            self._opening = QLabel(self.roster_area)
            self._opening.setObjectName("opening_label")
            self._opening.setTextFormat(Qt.TextFormat.PlainText)  # file names are not markup
            self._opening.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._opening.setWordWrap(True)
            self.roster_area.addWidget(self._opening)
        names = ", ".join(Path(path).name for path in paths)
        self._opening.setText(f"Opening {names}…")
        self.roster_area.setCurrentWidget(self._opening)
        self.combat.hold_first_page()  # the calculator shows the rosters' game, once read

    def end_opening(self) -> None:
        """The rosters read (or refused): their tabs, or the welcome panel, in place of
        "Opening…"."""
        if self._opening is not None:
            self.roster_area.removeWidget(self._opening)
            self._opening.deleteLater()
            self._opening = None
        self.roster_area.setCurrentWidget(self.tabs if self.tabs.count() else self.welcome_area)
        self.combat.release_first_page()

    def start_session(self) -> None:
        """Restore the layout, then offer crash recovery and reopen last session's rosters."""
        self._restore_layout()
        self._reopen_session()

    def _restore_layout(self) -> None:
        """The window's place and docks as they were last closed, fitted to this screen."""
        settings = self.settings.settings
        if settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode("ascii")))
        if settings.window_state:
            self.restoreState(QByteArray.fromBase64(settings.window_state.encode("ascii")))
        self.fit_to_screen()

    def _reopen_session(self) -> None:
        """Offer crash recovery, reopen last session's rosters and each game's last fight."""
        settings = self.settings.settings
        self.file_actions.offer_recovery()
        self.file_actions.restore_session()
        self.battle.offer_recovery()
        # Each game's last fight, set up when the game's builder is first shown.
        fights = {key: settings.last_fight(key) for key in game_keys()}
        self.combat.set_fight_states({key: fight for key, fight in fights.items() if fight})
        # Every game is loaded to know: once the window is up, not on the way to its first paint.
        QTimer.singleShot(0, self, self._say_game_problems)

    def _say_game_problems(self) -> None:
        """Once, at the start: the games that cannot be loaded, in the status bar until the
        next message (the other games work; Help › Games names each)."""
        from gangfight_gui.gui.shell.games_box import problems_line

        line = problems_line()
        if line:
            self.statusBar().showMessage(line)

    def _make_battle(self) -> BattleDock:
        """Game night's battle: its sides reach the builder as two more rosters,
        its files open from File › Open and the recent list like a roster's."""
        from gangfight_gui.gui.night.dock import BattleDock, CombatLink

        def side_choices() -> list[SideChoice]:
            from gangfight_gui.gui.night.new_battle import SideChoice
            from gangfight_gui.roster.night.battle import SideSource

            documents = self.tabs.documents()
            return [
                SideChoice(label, roster, SideSource("roster", str(d.path) if d.path else None))
                for (label, roster), d in zip(roster_labels(documents), documents, strict=True)
            ]

        combat = self.combat
        battle = BattleDock(
            self,
            CombatLink(
                combat.set_battle_rosters,
                combat.open_fight,
                lambda key: combat.page(key).results,
                combat.builder_dock,
                combat.prepare_rosters,
                combat.show_game,
            ),
            self.tabs.undo_group,
            side_choices,
            self.file_actions.start_folder,
            front=self._front_roster,
            print_cards=self._print_roster_cards,
        )
        battle.status_message.connect(self._on_status_message)
        battle.recent_file.connect(
            lambda path: self.settings.update(lambda s: s.with_recent_file(path))
        )
        self.file_actions.set_battle_opener(battle.open_if_battle)
        return battle

    def _front_roster(self) -> tuple[Any, Path | None] | None:
        document = self.tabs.current_document()
        return None if document is None else (document.roster, document.path)

    def _print_roster_cards(self, roster: Any) -> None:
        from gangfight_gui.gui.shell import card_printing  # Qt's print support: not at start-up

        card_printing.preview_cards(roster, self)

    def fit_to_screen(self) -> None:
        """Undo a remembered place that does not fit this screen (saved on a larger monitor).

        A window larger than the screen's free area gets the default size; one lying partly off
        it is moved back onto it. Maximised and full-screen windows are the system's business.
        """
        screen = self.screen()
        if screen is None or self.isMaximized() or self.isFullScreen():
            return
        room = screen.availableGeometry()
        frame = self.frameGeometry()
        if frame.width() > room.width() or frame.height() > room.height():
            self.resize(default_size(self))
            frame = self.frameGeometry()
        if not room.contains(frame):
            frame.moveLeft(max(room.left(), min(frame.left(), room.right() - frame.width() + 1)))
            frame.moveTop(max(room.top(), min(frame.top(), room.bottom() - frame.height() + 1)))
            self.move(frame.topLeft())

    def _update_title(self) -> None:
        document = self.tabs.current_document()
        if document is None:
            self.setWindowTitle(gangfight_gui.APP_NAME)
            self.setWindowModified(False)
            return
        where = f" ({document.path.name})" if document.path is not None else ""
        self.setWindowTitle(f"{document.display_name}{where}[*] — {gangfight_gui.APP_NAME}")
        self.setWindowModified(document.is_modified())

    # Events

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._start_session:
            self._start_session = False
            self._session_due = True
            # The layout before the first paint (the window does not jump); the files and
            # questions after it, so the window is up first and questions appear over it.
            # The window is the timer's context: gone before it fires, nothing is called.
            QTimer.singleShot(0, self, self._on_first_shown)
            self._await_first_paint()

    def _await_first_paint(self) -> None:
        if not self._awaiting_paint:
            self._awaiting_paint = True
            first_paint.after_first_paint(self.roster_area, self._on_first_painted)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Narrow windows tabify the calculator's docks so each keeps a usable width."""
        super().resizeEvent(event)
        if not self.table_view.active:  # the table view has its own layout
            self.combat.fit_width(self, event.size().width())

    def closeEvent(self, event: QCloseEvent) -> None:
        """Ask about unsaved rosters; remember the open files and the window's place."""
        if self._session_saved:  # ending with the session: all is kept, nothing to ask
            event.accept()
            return
        if not self.battle.close_battle() or not self.file_actions.close_all():
            event.ignore()
            return
        self._remember_layout()
        self.matchups.shutdown()
        event.accept()

    def save_session(self) -> None:
        """The session is ending (logout, SIGTERM): keep all for next time, asking nothing.

        Unsaved edits go to their autosaves (offered back at the next start), the open files,
        the layout and the last combat to the settings; nothing is written to a roster file.
        The window then closes without asking (Qt closes every window as it quits); should a
        logout be cancelled after this, the edits stay in their autosaves, offered next start.
        """
        self._session_saved = True
        self.file_actions.keep_session()
        self.battle.keep_session()
        self._remember_layout()
        self.matchups.shutdown()

    def _remember_layout(self) -> None:
        self.table_view.action.setChecked(False)  # remember the full layout, not the table's
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        state = bytes(self.saveState().toBase64().data()).decode("ascii")
        fights = self.combat.fight_states()

        def remembered(settings: Settings) -> Settings:
            settings = settings.model_copy(
                update={"window_geometry": geometry, "window_state": state}
            )
            for key, fight in fights.items():
                settings = settings.with_last_fight(key, fight)
            return settings

        self.settings.update(remembered)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if dropped_files(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        files = dropped_files(event)
        if not files:
            event.ignore()
            return
        event.acceptProposedAction()
        self.file_actions.open_dropped(files)  # a Yaktribe gang is imported

    # Slots

    def _on_first_shown(self) -> None:
        if self.isVisible():  # not closed straight away (as by a test)
            self._restore_layout()

    def _on_first_painted(self) -> None:
        """The rosters named on the command line, then the session's: recovery offered (not
        for a roster just opened) and last session's rosters reopened."""
        self._awaiting_paint = False
        named, self._named = self._named, []
        if named:
            self._open_named(named)
            self.end_opening()
        if self._session_due and self.isVisible():
            self._session_due = False
            self._reopen_session()

    def _on_tabs_current_document_changed(self, document: RosterDocument | None) -> None:
        self.roster_area.setCurrentWidget(self.tabs if self.tabs.count() else self.welcome_area)
        if document is not None:
            # The calculator and the matrix follow the game of the roster in front.
            game = roster_game(document.roster)
            self.combat.set_front(document)
            documents = self.tabs.documents()
            labels = [label for label, _ in roster_labels(documents)]
            self.matchups.show_game(game, labels[documents.index(document)])
        self._update_title()

    def _on_tabs_documents_changed(self) -> None:
        documents = self.tabs.documents()
        self.combat.set_documents(documents)
        self.matchups.set_rosters(roster_labels(documents))

    def _on_settings_changed(self, settings: Settings) -> None:
        """Preferences' house rules reach the builder and the matchups (the cards' odds read
        them when printed); a game never chosen for plays its defaults, and is not loaded."""
        for key in settings.game_rules:
            self.combat.set_house_rules(key, settings.house_rules(key))
            self.matchups.set_house_rules(key, settings.house_rules(key))

    def _on_preferences(self) -> None:
        """Every game's house rules on one page; those chosen are remembered and reach the
        builder, the matchups and the cards (``_on_settings_changed``)."""
        from gangfight_gui.gui.shell.preferences_dialog import PreferencesDialog
        from gangfight_gui.rules.game import playable_games

        games = playable_games()  # the page lists them all: each game loads now
        settings = self.settings.settings
        values = {game.key: settings.house_rules(game.key) for game in games}
        dialog = PreferencesDialog(games, values, self)
        try:
            if dialog.exec() != PreferencesDialog.DialogCode.Accepted:
                return
            chosen = dialog.house_rules()
        finally:
            dialog.deleteLater()  # not kept as the window's child until the window goes

        def with_chosen(settings: Settings) -> Settings:
            for key, rules in chosen.items():
                if rules != settings.house_rules(key):
                    settings = settings.with_house_rules(key, rules)
            return settings

        self.settings.update(with_chosen)

    def _odds_settings(self, game: str) -> tuple[dict[str, object], dict[str, object]]:
        """The cards' odds are fought as the game's matchups are: their controls' values and
        Preferences' house rules."""
        return self.matchups.circumstances(game), self.settings.settings.house_rules(game)

    def _on_matchups_fight_opened(
        self,
        game: str,
        attacker: EntryKey,
        targets: tuple[EntryKey, ...],
        scenario: dict[str, Any],
    ) -> None:
        """A matrix cell's fight, in the builder: exactly those entries, that choice and those
        circumstances (``open_fight``, docs/window.md)."""
        self.combat.open_fight(game, attacker, targets, scenario)

    def _on_tabs_document_renamed(self, document: RosterDocument) -> None:
        if document is self.tabs.current_document():
            self._update_title()

    def _on_tabs_close_requested(self, document: RosterDocument) -> None:
        self.file_actions.close_document(document)

    def _on_undo_group_clean_changed(self, clean: bool) -> None:
        self._update_title()

    def _on_combat_menu_about_to_show(self) -> None:
        """The Combat menu ends with applying the roll shown to the battle."""
        if self.battle.apply_action not in self.combat_menu.actions():
            self.combat_menu.addSeparator()
            self.combat_menu.addAction(self.battle.apply_action)

    def _on_status_message(self, message: str) -> None:
        self.statusBar().showMessage(message, STATUS_TIMEOUT_MS)

    def _on_edit_told(self, message: str) -> None:
        """A message about an edit ("ATT must be a whole number…"): shown until it times out or
        a later edit is made, so it never reads as said of that edit."""
        self._on_status_message(message)
        self._told = message

    def _on_edit_made(self) -> None:
        if self._told and self.statusBar().currentMessage() == self._told:
            self.statusBar().clearMessage()
        self._told = ""

    def _on_about(self) -> None:
        # Paths are the player's own text (a user name, GANGFIGHT_GUI_HOME): escaped, not markup.
        where = "".join(f"<li>{html.escape(line)}</li>" for line in locations_text().splitlines())
        QMessageBox.about(
            self,
            f"About {gangfight_gui.APP_NAME}",
            f"<h3>{gangfight_gui.APP_NAME} {gangfight_gui.__version__}</h3><p>{ABOUT_TEXT}</p>"
            f"<p>Where your files are kept:</p><ul>{where}</ul>",
        )

    def _on_games(self) -> None:
        from gangfight_gui.gui.shell.games_box import show_games

        show_games(self)

    def _on_about_qt(self) -> None:
        QMessageBox.aboutQt(self)
