"""The "at the table" view, on its own at 1280×720: attacker, target, attack, the
headline odds and the roll, reached from the keyboard and the View menu; leaving it restores."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.common.fitting import FIT_SIZE, fits
from gangfight_gui.gui.shell.main_window import MainWindow
from tests.gui.combat.builder.helpers import choose, choose_item
from tests.gui.roster_helpers import ROSTERS, close_quietly, make_window

SAMPLES = sorted(ROSTERS.glob("*.json"))


def _wholly_shown(window: MainWindow, widget: QWidget) -> bool:
    """Shown, unclipped by any scroll area, and inside the window."""
    if not widget.isVisible():
        return False
    if widget.visibleRegion().boundingRect() != widget.rect():
        return False
    top_left = widget.mapTo(window, widget.rect().topLeft())
    return QRect(0, 0, window.width(), window.height()).contains(QRect(top_left, widget.size()))


def _table_window(qtbot: QtBot) -> MainWindow:
    window = make_window(qtbot)
    window.open_paths(SAMPLES)
    window.resize(FIT_SIZE)
    qtbot.waitUntil(lambda: window.size() == FIT_SIZE)
    window.open_paths([ROSTERS / "orc_braves.json"])  # a Gangfight roster in front
    assert window.combat.current_game() == "gangfight"
    builder = window.combat.builder
    choose(builder.attacker_picker, "Orc Braves", "Orc Brave")
    choose(builder.target_picker, "Human Veterans", "Human Veteran")
    choose_item(builder.attack_combo, "Melee attack")
    window.combat.recompute_now()
    return window


def test_the_table_view_is_in_the_view_menu_and_on_a_key(qtbot: QtBot) -> None:
    window = _table_window(qtbot)
    try:
        action = window.table_view.action
        assert action in window.view_menu.actions()
        assert action.shortcut().toString() == "Ctrl+Shift+T"
        window.activateWindow()
        QTest.keyClick(
            window.tabs.current_editor() or window,
            Qt.Key.Key_T,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
        )
        assert window.table_view.active
        assert QApplication.focusWidget() is window.combat.builder.attacker_picker
    finally:
        close_quietly(window)


def test_the_table_view_shows_the_attack_its_odds_and_the_roll_at_1280_by_720(
    qtbot: QtBot,
) -> None:
    window = _table_window(qtbot)
    try:
        window.table_view.action.trigger()
        QApplication.processEvents()
        builder, results = window.combat.builder, window.combat.results
        results.roll(seed=7)
        QApplication.processEvents()
        assert not window.roster_area.isVisible()
        assert not window.combat.builder_dock.isVisible()
        shown = [
            builder.attacker_picker,
            builder.target_picker,
            builder.attack_combo,
            builder.weapons_combo,
            results.title,
            results.tiles,
            results.findChild(QWidget, "roll_button"),
            results.roll_panel.steps,
        ]
        assert [w.objectName() for w in shown if not _wholly_shown(window, w)] == []
        assert [label for label, _ in results.tiles.figures()[:2]] == ["Wounds taken", "Wounded"]
        assert not results.tabs.tabBar().isVisible()  # the figures and the roll only
        assert not results.roll_panel.history.isVisible()
        assert not builder.adhoc_button.isVisible()
        # Only for the target prone it holds (a circumstance at the table too).
        assert builder.state_box.isVisible() == bool(builder.state_grid_fields)
        assert builder.field_controls["target_prone"].isVisible()
        assert fits(window.minimumSizeHint())
        assert window.size() == FIT_SIZE
    finally:
        close_quietly(window)


def test_leaving_the_table_view_puts_everything_back(qtbot: QtBot) -> None:
    window = _table_window(qtbot)
    try:
        combat = window.combat
        docks_before = [
            d.isHidden() for d in (combat.builder_dock, combat.results_dock, window.matchups.dock)
        ]
        window.table_view.action.trigger()
        window.table_view.action.trigger()
        QApplication.processEvents()
        assert window.roster_area.isVisible()
        assert not window.table_view.page.isVisible()
        assert combat.current.builder_area.widget() is combat.builder
        assert combat.current.results_area.widget() is combat.results
        docks_after = [
            d.isHidden() for d in (combat.builder_dock, combat.results_dock, window.matchups.dock)
        ]
        assert docks_after == docks_before
        assert combat.builder.adhoc_button.isVisibleTo(combat.builder)
        assert combat.builder.state_box.isVisibleTo(combat.builder)
        assert combat.results.tabs.tabBar().isVisibleTo(combat.results)
    finally:
        close_quietly(window)


def test_closing_in_the_table_view_remembers_the_full_layout(qtbot: QtBot) -> None:
    window = _table_window(qtbot)
    window.table_view.action.trigger()
    close_quietly(window)
    assert not window.table_view.active
    assert window.combat.current.builder_area.widget() is window.combat.builder


@pytest.mark.parametrize(
    ("game", "roster"),
    [
        ("necromunda", "necromunda_ashveil_sisters.json"),
        ("warstrike", "warstrike_salt_reavers.json"),
    ],
)
def test_the_table_view_serves_the_game_in_front(qtbot: QtBot, game: str, roster: str) -> None:
    window = make_window(qtbot)
    try:
        window.open_paths(SAMPLES)
        window.resize(FIT_SIZE)
        qtbot.waitUntil(lambda: window.size() == FIT_SIZE)
        window.open_paths([ROSTERS / roster])
        combat = window.combat
        assert combat.current_game() == game
        pages = combat.page(game)
        combat.recompute_now()
        results = pages.results
        before = results.tiles.figures()

        window.table_view.action.trigger()
        QApplication.processEvents()
        assert not window.roster_area.isVisible()
        builder = pages.builder
        assert QApplication.focusWidget() is builder.attacker_picker
        shown = [builder.attacker_picker, builder.target_picker, builder.weapons_combo]
        shown += [tile for tile in results.tiles.tiles if tile.figure is not None]
        assert [w.objectName() or repr(w) for w in shown if not _wholly_shown(window, w)] == []
        assert results.tiles.figures() == before
        assert before  # the odds of the fight on screen
        assert results.tabs.currentIndex() == results.tab_index("roll")
        assert _wholly_shown(window, results.findChild(QWidget, "roll_button"))
        assert not combat.page("gangfight").builder.isVisible()  # not Gangfight's builder
        assert window.size() == FIT_SIZE

        # Opening another roster of the game while in the view, then leaving: all back in place.
        window.open_paths([ROSTERS / roster])
        window.table_view.action.trigger()
        QApplication.processEvents()
        assert window.roster_area.isVisible()
        assert pages.builder_area.widget() is pages.builder
        assert combat.results_stack.currentWidget() is pages.results_area
        assert pages.results_area.widget() is results
        gangfight = combat.page("gangfight")
        assert gangfight.builder_area.widget() is gangfight.builder
    finally:
        close_quietly(window)
