"""Keyboard and focus: shortcuts act on the panel with the focus, Tab leaves text
fields and tables, keys for roster tabs and panels, F1 for the rules, mnemonics on letters."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMenu, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.gui.shell.preferences_dialog import PreferencesDialog
from gangfight_gui.gui.shell.rules_help import parse_rulings, rulings
from gangfight_gui.rules.game import playable_games
from tests.gui.roster_helpers import ORCS, VETERANS

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
NONE = Qt.KeyboardModifier.NoModifier

ROSTER_KEYS = {
    "duplicate (Ctrl+D)": (Qt.Key.Key_D, CTRL),
    "move up (Alt+Up)": (Qt.Key.Key_Up, ALT),
    "move down (Alt+Down)": (Qt.Key.Key_Down, ALT),
    "delete (Del)": (Qt.Key.Key_Delete, NONE),
    "cut (Ctrl+X)": (Qt.Key.Key_X, CTRL),
    "add (Ctrl+Shift+N)": (Qt.Key.Key_N, CTRL | SHIFT),
}


@pytest.fixture
def window(window: MainWindow, qtbot: QtBot) -> MainWindow:
    """The window with the Orc Braves and the Human Veterans open, the first in front, the
    matchups shown, the window active."""
    window.open_paths([ORCS, VETERANS])
    window.tabs.setCurrentIndex(0)
    window.matchups.dock.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def _focus(qtbot: QtBot, widget: QWidget) -> QWidget:
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget)
    return widget


def _panels(window: MainWindow) -> dict[str, QWidget]:
    return {
        "builder": window.combat.builder.attacker_picker,
        "results": window.combat.results.tabs.tabBar(),
        "matchups": window.matchups.view.table,
    }


def _roster_state(window: MainWindow) -> tuple[list[str], int]:
    document = window.documents()[0]
    return [m.name for m in document.roster.models], document.undo_stack.count()


@pytest.mark.parametrize("name", ROSTER_KEYS)
def test_roster_keys_pressed_in_other_panels_leave_the_roster_alone(
    window: MainWindow, qtbot: QtBot, name: str
) -> None:
    key, modifiers = ROSTER_KEYS[name]
    editor = window.tabs.current_editor()
    assert editor is not None
    editor.select_rows([1])
    before = _roster_state(window)
    for panel, widget in _panels(window).items():
        QTest.keyClick(_focus(qtbot, widget), key, modifiers)
        assert _roster_state(window) == before, f"{name} pressed in the {panel}"
    QTest.keyClick(_focus(qtbot, editor.view), key, modifiers)
    assert _roster_state(window) != before, f"{name} pressed in the roster table"


def test_tab_leaves_the_roster_table_both_ways(window: MainWindow, qtbot: QtBot) -> None:
    editor = window.tabs.current_editor()
    assert editor is not None
    QTest.keyClick(_focus(qtbot, editor.view), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not editor.view
    QTest.keyClick(_focus(qtbot, editor.view), Qt.Key.Key_Backtab, SHIFT)
    assert QApplication.focusWidget() is not editor.view


def test_tab_leaves_the_notes_without_typing_a_tab(window: MainWindow, qtbot: QtBot) -> None:
    editor = window.tabs.current_editor()
    assert editor is not None
    editor.select_rows([0])
    for notes in (editor.properties.notes_edit, editor.detail.notes_edit):
        text = notes.toPlainText()
        QTest.keyClick(_focus(qtbot, notes), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is not notes
        assert notes.toPlainText() == text


@pytest.mark.parametrize(
    ("key", "modifiers", "step"),
    [
        (Qt.Key.Key_PageDown, CTRL, 1),
        (Qt.Key.Key_Tab, CTRL, 1),
        (Qt.Key.Key_PageUp, CTRL, -1),
        (Qt.Key.Key_Backtab, CTRL | SHIFT, -1),
    ],
)
def test_keys_turn_the_roster_tabs(
    window: MainWindow, qtbot: QtBot, key: Qt.Key, modifiers: Qt.KeyboardModifier, step: int
) -> None:
    QTest.keyClick(_focus(qtbot, window.combat.builder.attacker_picker), key, modifiers)
    assert window.tabs.currentIndex() == step % window.tabs.count()


@pytest.mark.parametrize(
    ("key", "panel"),
    [
        (Qt.Key.Key_1, "rosters"),
        (Qt.Key.Key_2, "builder"),
        (Qt.Key.Key_3, "results"),
        (Qt.Key.Key_4, "matchups"),
    ],
)
def test_a_key_for_each_panel(window: MainWindow, qtbot: QtBot, key: Qt.Key, panel: str) -> None:
    editor = window.tabs.current_editor()
    assert editor is not None
    targets = {"rosters": editor.view, **_panels(window)}
    start = window.combat.results.tabs.tabBar() if panel == "rosters" else editor.view
    QTest.keyClick(_focus(qtbot, start), key, ALT)
    assert QApplication.focusWidget() is targets[panel]


def test_f1_shows_the_rulings_of_the_focused_control(window: MainWindow, qtbot: QtBot) -> None:
    builder = window.combat.builder
    QTest.keyClick(_focus(qtbot, builder.attack_combo), Qt.Key.Key_F1)
    box = window.findChild(QMessageBox, "rules_help")
    assert box is not None and box.isVisible()
    # The attack kind on screen, with its rulings (a melee attack: R11).
    assert box.text().startswith("R11 ")
    assert box.textFormat() is Qt.TextFormat.PlainText
    box.close()


def test_every_ruling_is_found_in_the_shipped_rules() -> None:
    assert list(rulings("gangfight")) == [f"R{n}" for n in range(1, 26)]
    assert rulings("gangfight")["R22"].startswith(
        "R22 Falling. A model that falls further than its height"
    )


def test_a_ruling_continues_on_its_indented_lines() -> None:
    text = "- **R1 Test.** A test rolls\n  a pool.\n\nOther text\n- **R2 Crit.** Six.\n"
    assert parse_rulings(text) == {"R1": "R1 Test. A test rolls a pool.", "R2": "R2 Crit. Six."}


def _mnemonic(text: str) -> str | None:
    """The character after a single '&' ("&&" is a literal ampersand)."""
    match = re.search(r"(?<!&)&([^&])", text.replace("&&", ""))
    return match.group(1) if match else None


def test_mnemonics_land_on_letters_in_preferences(qtbot: QtBot) -> None:
    dialog = PreferencesDialog(playable_games(), {})
    qtbot.addWidget(dialog)
    texts = [w.text() for w in dialog.findChildren(QAbstractButton)]
    texts += [w.text() for w in dialog.findChildren(QLabel)]
    keys = [key for text in texts if (key := _mnemonic(text)) is not None]
    assert keys and all(key.isalpha() for key in keys), texts
    assert len({key.lower() for key in keys}) == len(keys)


def test_menu_mnemonics_are_letters_and_unique(window: MainWindow) -> None:
    menus = [window.menuBar(), *window.findChildren(QMenu)]
    for menu in menus:
        keys = [
            key.lower()
            for action in menu.actions()
            if action.isVisible() and (key := _mnemonic(action.text())) is not None
        ]
        assert all(key.isalnum() for key in keys), menu.objectName()
        assert len(set(keys)) == len(keys), (menu.objectName(), keys)


def test_every_toolbar_action_is_in_a_menu_reached_by_its_mnemonic(window: MainWindow) -> None:
    """No action needs the mouse: each toolbar button is also in a menu (Alt+letter)."""
    in_menus = {a for menu in window.findChildren(QMenu) for a in menu.actions()}
    missing = [
        a.text() for a in window.toolbar.actions() if not a.isSeparator() and a not in in_menus
    ]
    assert missing == []
    titles = [a.text() for a in window.menuBar().actions()]
    assert all(_mnemonic(title) is not None for title in titles), titles
