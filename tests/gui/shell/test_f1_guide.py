"""F1 on a panel opens its section of the User Guide, in the guide of the game in front; on a
field it shows the field's rulings as before, with a button to the panel's section; Help › User
Guide opens the guide of the game in front. Every panel F1 knows is found in the
window by its object name, so a panel renamed cannot leave F1 pointing nowhere."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QMessageBox,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.help.pages import page, page_names
from gangfight_gui.gui.help.sections import PANEL_SECTIONS, WINDOW_PAGE, PanelSection
from gangfight_gui.gui.help.window import ManualWindow
from gangfight_gui.gui.shell.main_window import MainWindow
from tests.gui.roster_helpers import close_quietly
from tests.helpers.example_game import ROSTER as PIT_CREW
from tests.helpers.example_game import example_on_path

ROSTERS = Path(__file__).resolve().parents[3] / "rosters"
PAIRS = {
    "gangfight": ("orc_braves.json", "human_veterans.json"),
    "necromunda": ("necromunda_slagworks_rivet_crew.json", "necromunda_ashveil_sisters.json"),
    "warstrike": ("warstrike_salt_reavers.json", "warstrike_harbour_watch.json"),
}
RESULTS_TABS = {  # a view of the results, made when its tab is first shown
    "choices_view": "choices",
    "takedown_view": "takedown",
    "roll_panel": "roll",
    "typed_dice_view": "typed",
    "compare_view": "compare",
}


@pytest.fixture
def window_size() -> tuple[int, int]:
    return (1600, 1000)


def _manual(window: MainWindow) -> ManualWindow:
    found = window.findChild(ManualWindow)
    assert found is not None and found.isVisible()
    return found


def _open(window: MainWindow, game: str) -> None:
    window.open_paths([ROSTERS / name for name in PAIRS[game]])


def _panel(window: MainWindow, section: PanelSection) -> QWidget:
    """The panel of ``section`` in view, as a player brings it there: the innermost of its
    widgets that is shown (Gangfight's builder, or the dock holding another game's)."""
    name = section.object_names[0]
    if name in RESULTS_TABS:
        window.combat.results_dock.show()
        window.combat.results_dock.raise_()  # a narrow window puts it behind the builder
        window.combat.results.show_tab(RESULTS_TABS[name])
    elif name == "table_view_page":
        window.table_view.action.setChecked(True)
    elif name == "matchups_dock":
        window.matchups.dock.show()
    elif name in ("combat_builder", "results_pane"):
        dock = (
            window.combat.builder_dock if name == "combat_builder" else window.combat.results_dock
        )
        dock.show()
        dock.raise_()
    # The fight is worked out, and a tab's view laid out and shown, as the event loop turns.
    for _turn in range(3):
        QApplication.processEvents()
    for candidate in section.object_names:
        shown = [w for w in window.findChildren(QWidget, candidate) if w.isVisible()]
        if shown:
            return shown[0]
    raise AssertionError(f"no panel named {section.object_names} in view")


def _f1_on(qtbot: QtBot, window: MainWindow, widget: QWidget) -> None:
    """F1 with the focus on the panel (or where it hands its focus on: a roster editor to its
    table, with no cell current, so no column's ruling is cited)."""
    window.activateWindow()  # as a player clicks it, after the manual's window had the focus
    qtbot.waitUntil(window.isActiveWindow)
    if widget.focusProxy() is None:
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: _within(QApplication.focusWidget(), widget))
    focused = QApplication.focusWidget()
    if isinstance(focused, QAbstractItemView):
        focused.setCurrentIndex(QModelIndex())
    QTest.keyClick(focused, Qt.Key.Key_F1)


def _within(focused: QWidget | None, panel: QWidget) -> bool:
    return focused is not None and (focused is panel or panel.isAncestorOf(focused))


@pytest.mark.parametrize("game", sorted(PAIRS))
@pytest.mark.parametrize(
    "section", [s for s in PANEL_SECTIONS if s.anchor != "getting-started"], ids=str
)
def test_f1_on_a_panel_opens_its_section_of_the_games_guide(
    window: MainWindow, qtbot: QtBot, game: str, section: PanelSection
) -> None:
    _open(window, game)
    _f1_on(qtbot, window, _panel(window, section))
    manual = _manual(window)
    expected = WINDOW_PAGE if section.shared else f"{game}.md"
    assert manual.current() == (expected, section.anchor)
    assert section.anchor in manual.browser.anchor_names()
    assert window.findChild(QMessageBox, "rules_help") is None


def test_f1_with_no_roster_open_opens_the_windows_page(window: MainWindow, qtbot: QtBot) -> None:
    welcome = next(s for s in PANEL_SECTIONS if s.anchor == "getting-started")
    _f1_on(qtbot, window, _panel(window, welcome))
    assert _manual(window).current() == (WINDOW_PAGE, "getting-started")


def test_f1_on_a_field_still_shows_its_rulings_and_offers_the_guide(
    window: MainWindow, qtbot: QtBot
) -> None:
    _open(window, "gangfight")
    builder = window.combat.builder
    window.combat.builder_dock.show()
    builder.attack_combo.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is builder.attack_combo)
    QTest.keyClick(builder.attack_combo, Qt.Key.Key_F1)
    box = window.findChild(QMessageBox, "rules_help")
    assert box is not None and box.isVisible()
    assert re.match(r"R\d+ ", box.text())  # the rulings of the attack kind on screen
    assert window.findChild(ManualWindow) is None  # the rulings, not the guide
    guide = box.findChild(QPushButton, "rules_help_guide")
    assert guide is not None
    guide.click()
    assert _manual(window).current() == ("gangfight.md", "the-builder")
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "rules_help") is None)


@pytest.mark.parametrize("game", sorted(PAIRS))
def test_help_user_guide_opens_the_guide_of_the_game_in_front(
    window: MainWindow, game: str
) -> None:
    window.navigation.user_guide_action.trigger()
    assert _manual(window).current() == (WINDOW_PAGE, "")
    _open(window, game)
    window.navigation.user_guide_action.trigger()
    assert _manual(window).current() == (f"{game}.md", "")
    assert page(f"{game}.md").title in _manual(window).windowTitle()


def test_an_installed_games_guide_is_its_chapter(
    window: MainWindow, qtbot: QtBot, example_game: Path
) -> None:
    with example_on_path(example_game):
        page_names.cache_clear()  # the chapters are those of the games installed now
        try:
            window.open_paths([PIT_CREW])
            window.navigation.user_guide_action.trigger()
            assert _manual(window).current() == ("pitfight.md", "")
            section = next(s for s in PANEL_SECTIONS if s.anchor == "results")
            _f1_on(qtbot, window, _panel(window, section))
            assert _manual(window).current() == ("pitfight.md", "results")
            close_quietly(window)
        finally:
            page_names.cache_clear()
