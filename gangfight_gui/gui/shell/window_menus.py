"""The main window's menus and toolbar: which actions each holds, in order, and what the window's
own entries do (Quit, Preferences, Games Installed, About)."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox, QToolBar, QToolButton, QWidget

import gangfight_gui
from gangfight_gui.gui.common.action_buttons import keep_toolbar_in_step
from gangfight_gui.gui.shell.settings import Settings
from gangfight_gui.gui.shell.settings_store import SettingsStore
from gangfight_gui.gui.shell.shortcuts import set_standard_shortcuts
from gangfight_gui.gui.shell.welcome_panel import ABOUT_TEXT
from gangfight_gui.paths import locations_text

if TYPE_CHECKING:
    from gangfight_gui.gui.shell.main_window import MainWindow


def add_action(
    window: QWidget, menu: QMenu, text: str, name: str, slot: Callable[[], object]
) -> QAction:
    """An action of the window's own, named ``name``, at the end of ``menu``."""
    action = QAction(text, window)
    action.setObjectName(name)
    action.triggered.connect(slot)
    menu.addAction(action)
    return action


def fill_file_menu(window: MainWindow, menu: QMenu) -> QAction:
    """The File menu: rosters, game night's battle, saving, cards, and Quit (returned)."""
    actions = window.file_actions
    menu.addAction(actions.new_action)
    menu.addAction(actions.open_action)
    menu.addMenu(actions.recent_menu)
    menu.addAction(actions.samples_action)
    menu.addAction(window.gang_imports.import_action)
    menu.addSeparator()
    for action in window.battle.file_actions():  # game night
        menu.addAction(action)
    menu.addSeparator()
    menu.addAction(actions.save_action)
    menu.addAction(actions.save_as_action)
    menu.addAction(actions.close_action)
    menu.addSeparator()
    cards = window.card_actions
    menu.addAction(cards.print_action)
    menu.addAction(cards.export_pdf_action)
    menu.addMenu(cards.odds_menu)
    menu.addSeparator()
    # Closing the window rather than quitting the app lets closeEvent offer to save.
    quit_action = add_action(window, menu, "&Quit", "quit_action", window.close)
    set_standard_shortcuts(quit_action, QKeySequence.StandardKey.Quit, "Ctrl+Q")
    quit_action.setMenuRole(QAction.MenuRole.QuitRole)
    return quit_action


def fill_edit_menu(window: MainWindow, menu: QMenu) -> QAction:
    """The Edit menu: undo, the clipboard, the entries, Find, and Preferences (returned)."""
    actions = window.edit_actions
    menu.addAction(actions.undo_action)
    menu.addAction(actions.redo_action)
    menu.addSeparator()
    menu.addAction(actions.cut_action)
    menu.addAction(actions.copy_action)
    menu.addAction(actions.paste_action)
    menu.addSeparator()
    for action in actions.model_actions():
        menu.addAction(action)
    menu.addSeparator()
    menu.addAction(actions.find_action)
    menu.addSeparator()
    preferences_action = add_action(
        window,
        menu,
        "&Preferences…",
        "preferences_action",
        lambda: edit_house_rules(window, window.settings),
    )
    set_standard_shortcuts(preferences_action, QKeySequence.StandardKey.Preferences, "Ctrl+,")
    preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
    return preferences_action


def make_toolbar(window: MainWindow) -> QToolBar:
    toolbar = QToolBar("Roster toolbar", window)
    toolbar.setObjectName("roster_toolbar")
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    toolbar.setMovable(False)
    files = window.file_actions
    edits = window.edit_actions
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
    toolbar.addAction(window.card_actions.print_action)
    toolbar.addAction(window.matchups.dock.toggleViewAction())
    toolbar.addAction(window.table_view.action)
    keep_toolbar_in_step(toolbar)  # Undo's text changes with every edit: no leak (Qt 6.11)
    return toolbar


def fill_view_menu(window: MainWindow, menu: QMenu) -> None:
    """The View menu: the docks, the table view, moving between rosters and panels, the
    toolbar."""
    for dock in (
        window.combat.builder_dock,
        window.combat.results_dock,
        window.matchups.dock,
        window.battle.dock,
    ):
        menu.addAction(dock.toggleViewAction())
    menu.addSeparator()
    menu.addAction(window.table_view.action)
    menu.addSeparator()
    for action in window.navigation.roster_actions():
        menu.addAction(action)
    for action in window.navigation.panel_actions():
        menu.addAction(action)
    menu.addSeparator()
    toolbar_action = window.toolbar.toggleViewAction()
    toolbar_action.setText("&Toolbar")
    menu.addAction(toolbar_action)


def fill_help_menu(window: MainWindow, menu: QMenu) -> tuple[QAction, QAction, QAction]:
    """The Help menu: the guide, the rulings, and the actions Games Installed, About and About
    Qt (returned in that order)."""
    menu.addAction(window.navigation.user_guide_action)
    menu.addAction(window.navigation.rules_action)
    games_action = add_action(
        window, menu, "Games &Installed…", "games_action", lambda: _show_games(window)
    )
    menu.addSeparator()
    about_action = add_action(
        window,
        menu,
        f"&About {gangfight_gui.APP_NAME}",
        "about_action",
        lambda: show_about(window),
    )
    about_action.setMenuRole(QAction.MenuRole.AboutRole)
    about_qt_action = add_action(
        window, menu, "About &Qt", "about_qt_action", lambda: QMessageBox.aboutQt(window)
    )
    about_qt_action.setMenuRole(QAction.MenuRole.AboutQtRole)
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

    store.update(with_chosen)


def show_about(parent: QWidget) -> None:
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
