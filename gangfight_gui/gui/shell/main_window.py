"""The application's main window: the roster tabs in a splitter with the calculator's and game
night's docks beside them, its title following the roster in front."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import (
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMenu,
    QSplitter,
    QStackedWidget,
    QWidget,
)

import gangfight_gui
from gangfight_gui.gui.common import first_paint
from gangfight_gui.gui.common.fitting import scrolled
from gangfight_gui.gui.common.named_widgets import named, text_label
from gangfight_gui.gui.matchups.dock import MatchupsDock
from gangfight_gui.gui.roster.autosaver import Autosaver
from gangfight_gui.gui.roster.tabs import RosterTabs
from gangfight_gui.gui.shell import window_layout, window_menus
from gangfight_gui.gui.shell.card_actions import CardActions
from gangfight_gui.gui.shell.combat_docks import CombatDocks, roster_labels
from gangfight_gui.gui.shell.edit_actions import EditActions
from gangfight_gui.gui.shell.file_actions import FileActions
from gangfight_gui.gui.shell.game_night import make_battle
from gangfight_gui.gui.shell.navigation import Navigation
from gangfight_gui.gui.shell.settings import Settings
from gangfight_gui.gui.shell.settings_store import SettingsStore
from gangfight_gui.gui.shell.table_view import TableView
from gangfight_gui.gui.shell.welcome_panel import ABOUT_TEXT, WelcomePanel
from gangfight_gui.rules.game import game_keys

if TYPE_CHECKING:  # loaded with the first roster, not to show the window
    from gangfight_gui.gui.roster.document import RosterDocument

__all__ = ["ABOUT_TEXT", "MENU_TITLES", "MainWindow", "dropped_files"]

# The menus in their order; the values are their titles.
MENU_TITLES = {
    "file": "&File",
    "edit": "&Edit",
    "view": "&View",
    "combat": "&Combat",
    "help": "&Help",
}

STATUS_TIMEOUT_MS = 6_000


def dropped_files(event: QDropEvent | QDragEnterEvent) -> list[Path]:
    """The local files among what is being dropped (web links and text are ignored)."""
    mime = event.mimeData()
    if mime is None or not mime.hasUrls():
        return []
    return [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]


class MainWindow(QMainWindow):
    """The one top-level window.

    Its menus are found by name through `menu`. With ``start_session`` the first time the window
    is shown it offers to recover autosaves left by a crash, then reopens the rosters open when it
    was last closed.
    """

    def __init__(self, parent: QWidget | None = None, *, start_session: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.setWindowTitle(gangfight_gui.APP_NAME)
        self.resize(window_layout.default_size(self))
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
        self.tabs.status_message.connect(self._on_edit_told)
        self.tabs.undo_group.cleanChanged.connect(self._update_title)
        self.tabs.undo_group.indexChanged.connect(self._on_edit_made)
        self._told = ""
        """The last message about an edit (a refusal): a later edit made takes it away."""

        self.file_actions = FileActions(self, self.tabs, self.settings, self.autosaver)
        self.tabs.close_requested.connect(self.file_actions.close_document)
        self.file_actions.status_message.connect(self._on_status_message)
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
        self.roster_area = named(QStackedWidget(self), "roster_area")
        self.welcome_area = scrolled(self.welcome, "welcome_scroll", self)
        self.roster_area.addWidget(self.welcome_area)
        self.roster_area.addWidget(self.tabs)

        self.workspace = named(QSplitter(Qt.Orientation.Horizontal, self), "workspace")
        self.workspace.addWidget(self.roster_area)
        self.workspace.setChildrenCollapsible(False)
        self.setCentralWidget(self.workspace)

        self.statusBar().setObjectName("status_bar")
        self.statusBar().showMessage("Ready")

        self.combat = CombatDocks(self)
        self.matchups = MatchupsDock(self)
        # A matrix cell's fight, in the builder: exactly those entries, that choice and those
        # circumstances (docs/window.md).
        self.matchups.fight_opened.connect(self.combat.open_fight)
        self.card_actions.set_odds_settings(self._odds_settings)
        self.table_view = TableView(self, self.roster_area, self.combat, self.matchups)
        self.workspace.addWidget(self.table_view.page)
        self.battle = make_battle(self)
        self.battle.status_message.connect(self._on_status_message)
        self.navigation = Navigation(self, self.tabs, self.combat, self.matchups, self.table_view)
        self.edit_actions.scope_keys_to(self.roster_area)
        self.tabs.documents_changed.connect(self._on_tabs_documents_changed)
        self.combat.edit_refused.connect(self._on_edit_told)
        self.combat.fight_edited.connect(self._on_edit_made)
        self.settings.settings_changed.connect(self._on_settings_changed)
        self._on_settings_changed(self.settings.settings)

        for name, title in MENU_TITLES.items():
            self._menus[name] = named(self.menuBar().addMenu(title), f"{name}_menu")
        self.file_menu = self.menu("file")
        self.quit_action = window_menus.fill_file_menu(self, self.file_menu)
        self.edit_menu = self.menu("edit")
        self.preferences_action = window_menus.fill_edit_menu(self, self.edit_menu)
        self.toolbar = window_menus.make_toolbar(self)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        self.view_menu = self.menu("view")
        window_menus.fill_view_menu(self, self.view_menu)
        self.combat_menu = self.menu("combat")
        # The roll, copy and pin of the fight on screen, whatever its game.
        self.combat.set_menu(self.combat_menu)
        self.combat_menu.aboutToShow.connect(self._on_combat_menu_about_to_show)
        self.help_menu = self.menu("help")
        self.games_action, self.about_action, self.about_qt_action = window_menus.fill_help_menu(
            self, self.help_menu
        )
        self.combat.use_default_sizes(self)
        self._on_tabs_current_document_changed(None)

    # Layout

    def menu(self, name: str) -> QMenu:
        """The menu called ``name`` (a key of MENU_TITLES); KeyError for another name, so a typo
        cannot add a stray menu."""
        return self._menus[name]

    def add_side_panel(self, widget: QWidget, stretch: int = 1) -> None:
        """Put ``widget`` to the right of the rosters (the combat builder's place)."""
        index = self.workspace.indexOf(self.table_view.page)  # the table view's page stays last
        self.workspace.insertWidget(index, widget)
        self.workspace.setStretchFactor(index, stretch)

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
            self._opening = text_label(self.roster_area, "opening_label")  # names: not markup
            self._opening.setAlignment(Qt.AlignmentFlag.AlignCenter)
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
        window_layout.restore_layout(self, self.settings.settings)

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

    def fit_to_screen(self) -> None:
        """Undo a remembered place that does not fit this screen (``window_layout``)."""
        window_layout.fit_to_screen(self)

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
        self.settings.update(window_layout.remembered_layout(self, self.combat.fight_states()))

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
            self.combat.work_out_now()
        if self._session_due and self.isVisible():
            self._session_due = False
            self._reopen_session()

    def _on_tabs_current_document_changed(self, document: RosterDocument | None) -> None:
        self.roster_area.setCurrentWidget(self.tabs if self.tabs.count() else self.welcome_area)
        if document is not None:
            # The calculator and the matrix follow the game of the roster in front.
            game = document.roster.game
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

    def _odds_settings(self, game: str) -> tuple[dict[str, object], dict[str, object]]:
        """The cards' odds are fought as the game's matchups are: their controls' values and
        Preferences' house rules."""
        return self.matchups.circumstances(game), self.settings.settings.house_rules(game)

    def _on_tabs_document_renamed(self, document: RosterDocument) -> None:
        if document is self.tabs.current_document():
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
