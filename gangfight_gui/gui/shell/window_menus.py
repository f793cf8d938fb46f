"""The main window's menus and toolbar: which actions each holds, in order, and what the window's
own entries do (Quit, Preferences, Games Installed, About)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QToolBar, QToolButton, QWidget

import gangfight_gui
from gangfight_gui.gui.common.action_buttons import keep_toolbar_in_step
from gangfight_gui.gui.common.plain_text import accepted
from gangfight_gui.gui.shell.settings import Settings
from gangfight_gui.gui.shell.settings_store import SettingsStore
from gangfight_gui.gui.shell.shortcuts import Act, Key, fill
from gangfight_gui.gui.shell.welcome_panel import ABOUT_TEXT
from gangfight_gui.paths import locations_text

if TYPE_CHECKING:
    from gangfight_gui.gui.shell.main_window import MainWindow


Role = QAction.MenuRole
QUIT = Act("quit", "&Quit", keys=(Key.Quit, "Ctrl+Q"), role=Role.QuitRole)
PREFERENCES = Act(
    "preferences", "&Preferences…", keys=(Key.Preferences, "Ctrl+,"), role=Role.PreferencesRole
)
GAMES = Act("games", "Games &Installed…")
ABOUT = Act("about", f"&About {gangfight_gui.APP_NAME}", role=Role.AboutRole)
ABOUT_QT = Act("about_qt", "About &Qt", role=Role.AboutQtRole)


def fill_file_menu(window: MainWindow, menu: QMenu) -> QAction:
    """The File menu: rosters, game night's battle, saving, cards, and Quit (returned)."""
    files, cards = window.file_actions, window.card_actions
    copies = (files.samples_action, files.import_action)  # opened untitled, Save asks where
    # Closing the window rather than quitting the app lets closeEvent offer to save.
    quit_action = QUIT.make(window, window.close)
    fill(
        menu,
        [files.new_action, files.open_action, files.recent_menu, *copies],
        window.battle.file_actions(),  # game night
        files.document_actions,
        [cards.print_action, cards.export_pdf_action, cards.odds_menu],
        [quit_action],
    )
    return quit_action


def fill_edit_menu(window: MainWindow, menu: QMenu) -> QAction:
    """The Edit menu: undo, the clipboard, the entries, Find, and Preferences (returned)."""
    edits = window.edit_actions
    preferences_action = PREFERENCES.make(window, lambda: edit_house_rules(window, window.settings))
    fill(
        menu,
        [edits.undo_action, edits.redo_action],
        [edits.cut_action, edits.copy_action, edits.paste_action],
        edits.model_actions(),
        [edits.find_action],
        [preferences_action],
    )
    return preferences_action


def make_toolbar(window: MainWindow) -> QToolBar:
    toolbar = QToolBar("Roster toolbar", window)
    toolbar.setObjectName("roster_toolbar")
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    toolbar.setMovable(False)
    files, edits, cards = window.file_actions, window.edit_actions, window.card_actions
    fill(
        toolbar,
        [files.new_action, files.open_action, files.save_action],
        [edits.undo_action, edits.redo_action],
        edits.model_actions(),
        [edits.copy_action, edits.paste_action],
        [cards.print_action, window.matchups.dock.toggleViewAction(), window.table_view.action],
    )
    for action in (edits.undo_action, edits.redo_action):
        # Their text names the step ("Undo Edit ATT of Orc Brave"): too long for a button,
        # so the button shows the icon and the text is its tooltip.
        button = toolbar.widgetForAction(action)
        if isinstance(button, QToolButton):
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
    keep_toolbar_in_step(toolbar)  # Undo's text changes with every edit: no leak (Qt 6.11)
    return toolbar


def fill_view_menu(window: MainWindow, menu: QMenu) -> None:
    """The View menu: the docks, the table view, moving between rosters and panels, the
    toolbar."""
    combat, navigation = window.combat, window.navigation
    docks = (combat.builder_dock, combat.results_dock, window.matchups.dock, window.battle.dock)
    toolbar_action = window.toolbar.toggleViewAction()
    toolbar_action.setText("&Toolbar")
    fill(
        menu,
        [dock.toggleViewAction() for dock in docks],
        [window.table_view.action],
        navigation.view_actions,
        [toolbar_action],
    )


def fill_help_menu(window: MainWindow, menu: QMenu) -> tuple[QAction, QAction, QAction]:
    """The Help menu: the guide, the rulings, and the actions Games Installed, About and About
    Qt (returned in that order)."""
    games_action = GAMES.make(window, lambda: _show_games(window))
    about_action = ABOUT.make(window, lambda: show_about(window))
    about_qt_action = ABOUT_QT.make(window, lambda: _about_qt(window))
    navigation = window.navigation
    fill(
        menu,
        [navigation.user_guide_action, navigation.rules_action, games_action],
        [about_action, about_qt_action],
    )
    return games_action, about_action, about_qt_action


def edit_house_rules(parent: QWidget, store: SettingsStore) -> None:
    """Every game's house rules on one page; those chosen are remembered and reach the
    builder, the matchups and the cards (through the settings' ``settings_changed``)."""
    from gangfight_gui.gui.shell.preferences_dialog import PreferencesDialog
    from gangfight_gui.rules.game import playable_games

    games = playable_games()  # the page lists them all: each game loads now
    settings = store.settings
    values = {game.key: settings.house_rules(game.key) for game in games}
    dialog = PreferencesDialog(games, values, parent)
    if not accepted(dialog):
        return
    chosen = dialog.house_rules()

    def with_chosen(settings: Settings) -> Settings:
        for key, rules in chosen.items():
            if rules != settings.house_rules(key):
                settings = settings.with_house_rules(key, rules)
        return settings

    store.update(with_chosen)


def _about_qt(parent: QWidget) -> None:
    from PySide6.QtWidgets import QMessageBox  # made when a box is asked for

    QMessageBox.aboutQt(parent)


def show_about(parent: QWidget) -> None:
    import html

    from PySide6.QtWidgets import QMessageBox

    # Paths are the player's own text (a user name, GANGFIGHT_GUI_HOME): escaped, not markup.
    where = "".join(f"<li>{html.escape(line)}</li>" for line in locations_text().splitlines())
    QMessageBox.about(
        parent,
        f"About {gangfight_gui.APP_NAME}",
        f"<h3>{gangfight_gui.APP_NAME} {gangfight_gui.__version__}</h3><p>{ABOUT_TEXT}</p>"
        f"<p>Where your files are kept:</p><ul>{where}</ul>",
    )


def _show_games(parent: QWidget) -> None:
    from gangfight_gui.gui.shell.games_box import show_games

    show_games(parent)
