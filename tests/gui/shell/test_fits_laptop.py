"""The main window fits a 1280×720 laptop screen with every sample roster open, and
stays fitting through the heaviest things a player does; `--size` screenshots are that size."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QDockWidget, QTabBar, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.builder.wishes import STATE_VERSION
from gangfight_gui.gui.common.fitting import COMPACT_WIDTH, FIT_SIZE, ROSTERS_LEAST, fits
from gangfight_gui.gui.roster.undo_commands import SetEntryFieldCommand
from gangfight_gui.gui.shell import app
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.gui.shell.screenshot import take_screenshot
from tests.gui.roster_helpers import ROSTERS, close_quietly, make_window

SAMPLES = sorted(ROSTERS.glob("*.json"))
LONG_NAME = "Grand Warlord Grumgash the Unbreakable, Breaker of Shields and Eater of Horses"


def _scrolled_content(widget: QWidget) -> bool:
    """Whether ``widget`` sits in a scroll area's viewport, where lying outside is scrolling."""
    parent = widget.parentWidget()
    area = parent.parentWidget() if parent is not None else None
    return isinstance(area, QAbstractScrollArea) and area.viewport() is parent


def _behind_a_tab(window: MainWindow, widget: QWidget) -> bool:
    """A dock tabified behind another: Qt keeps it "visible" but parked out of sight."""
    return (
        isinstance(widget, QDockWidget)
        and bool(window.tabifiedDockWidgets(widget))
        and widget.visibleRegion().isEmpty()
    )


def misplaced_widgets(window: MainWindow) -> list[str]:
    """Every visible widget not wholly inside its parent (outside a scroll area's content)."""
    problems = []
    for widget in window.findChildren(QWidget):
        parent = widget.parentWidget()
        if parent is None or widget.isWindow() or not widget.isVisible():
            continue
        if _scrolled_content(widget) or _behind_a_tab(window, widget):
            continue
        if isinstance(parent, QTabBar):
            continue  # tabs scroll: the close buttons of tabs scrolled away lie outside the bar
        inside = QRect(0, 0, parent.width(), parent.height())
        if not inside.contains(widget.geometry()):
            problems.append(
                f"{type(widget).__name__} {widget.objectName()!r} at {widget.geometry()} "
                f"outside {type(parent).__name__} {parent.objectName()!r} {parent.size()}"
            )
    return problems


def _laptop_window(qtbot: QtBot) -> MainWindow:
    window = make_window(qtbot)
    documents = window.open_paths(SAMPLES)
    # A Gangfight roster in front: the builder, results and matrix are Gangfight's (the heaviest).
    window.tabs.show_document(documents[0])
    window.resize(FIT_SIZE)
    qtbot.waitUntil(lambda: window.size() == FIT_SIZE)
    return window


def _trample_four(window: MainWindow) -> None:
    """The dragon tramples four orcs: the builder's caught list and four result tabs."""
    window.combat.builder.set_fight_state(
        {
            "version": STATE_VERSION,
            "picked": True,
            "attacker": ["Monsters of the Marches", "Dragon"],
            "target": ["Orc Braves", "Orc Brave"],
            "caught": [
                ["Orc Braves", "Orc Axe-twin"],
                ["Orc Braves", "Orc Warboss"],
                ["Orc Braves", "Orc Shooter"],
            ],
            "kind": "trample",
        }
    )
    window.combat.recompute_now()
    fight = window.combat.builder.fight()
    assert fight is not None and len(fight.targets) == 4


def test_the_window_can_be_made_1280_by_720_with_every_sample_open(qtbot: QtBot) -> None:
    window = _laptop_window(qtbot)
    try:
        assert len(window.documents()) == len(SAMPLES) >= 7  # every game's samples
        assert fits(window.minimumSizeHint())
        assert window.size() == FIT_SIZE
        assert misplaced_widgets(window) == []
    finally:
        close_quietly(window)


@pytest.mark.parametrize("size", [FIT_SIZE, QSize(1366, 768)])
def test_the_builder_needs_no_sideways_scrolling_on_a_laptop(
    qtbot: QtBot, size: QSize, tmp_path: Path
) -> None:
    window = MainWindow(start_session=False)  # sized before it is first shown, as at start
    try:
        # As the README's pictures are taken: every sample open, the window at a laptop's size.
        take_screenshot(window, tmp_path / "laptop.png", SAMPLES, (size.width(), size.height()))
        area = window.combat.current.builder_area
        window.combat.builder_dock.raise_()
        QApplication.processEvents()
        assert area.isVisible()
        assert area.horizontalScrollBar().maximum() == 0, (
            f"builder {window.combat.builder.width()} px in a {area.viewport().width()} px view"
        )
    finally:
        close_quietly(window)


def test_nothing_the_player_does_makes_the_window_ask_for_more(qtbot: QtBot) -> None:
    window = _laptop_window(qtbot)
    try:
        _trample_four(window)
        assert fits(window.minimumSizeHint()), "after a Trample of four"
        for seed in range(40):  # more than the history shows
            window.combat.results.roll(seed=seed)
        assert fits(window.minimumSizeHint()), "with the roll history full"
        document = window.documents()[0]
        for row in range(len(document.roster.models)):
            name = f"{LONG_NAME} {row}"
            document.undo_stack.push(SetEntryFieldCommand(document, row, "name", name))
        window.combat.recompute_now()
        assert fits(window.minimumSizeHint()), "with long model names"
        window.matchups.dock.show()
        qtbot.waitUntil(lambda: window.matchups.view.result is not None, timeout=20_000)
        assert fits(window.minimumSizeHint()), "with the matchups open"
        assert window.size() == FIT_SIZE
        assert misplaced_widgets(window) == []
    finally:
        close_quietly(window)


def test_narrow_windows_tabify_the_calculator_and_wide_ones_split_it(qtbot: QtBot) -> None:
    window = _laptop_window(qtbot)
    try:
        combat = window.combat
        assert combat.results_dock in window.tabifiedDockWidgets(combat.builder_dock)
        window.resize(QSize(1920, 1080))
        qtbot.waitUntil(lambda: window.width() == 1920)
        assert combat.results_dock not in window.tabifiedDockWidgets(combat.builder_dock)
        assert combat.builder_dock.isVisible() and combat.results_dock.isVisible()
    finally:
        close_quietly(window)


def test_a_narrow_window_gives_the_calculator_its_share_and_keeps_a_dragged_width(
    qtbot: QtBot,
) -> None:
    """At 1280 the results' tabs were once elided ("O…", "Det…") in a dock left at its
    least; the tabbed calculator gets 45% of a narrow window, and a width the player dragged
    holds while only the height changes."""
    from gangfight_gui.gui.shell.combat_docks import COMPACT_SHARE

    window = _laptop_window(qtbot)
    try:
        dock = window.combat.builder_dock
        qtbot.waitUntil(lambda: abs(dock.width() - FIT_SIZE.width() * COMPACT_SHARE) <= 8)
        window.resizeDocks([dock], [500], Qt.Orientation.Horizontal)  # the player drags
        qtbot.waitUntil(lambda: abs(dock.width() - 500) <= 8)
        window.resize(FIT_SIZE.width(), FIT_SIZE.height() - 40)
        qtbot.waitUntil(lambda: window.height() == FIT_SIZE.height() - 40)
        assert abs(dock.width() - 500) <= 8
    finally:
        close_quietly(window)


def test_a_remembered_geometry_larger_than_the_screen_is_not_restored(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    try:
        room = window.screen().availableGeometry()
        window.resize(room.width() + 400, room.height() + 300)
        window.move(room.right() - 50, room.top())
        window.fit_to_screen()
        assert room.contains(window.frameGeometry())
    finally:
        close_quietly(window)


def _png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[16:24]
    return int.from_bytes(header[:4], "big"), int.from_bytes(header[4:], "big")


def test_screenshots_are_exactly_the_size_asked_for(tmp_path: Path) -> None:
    for width, height in ((1366, 768), (1280, 720)):
        out = tmp_path / f"{width}.png"
        argv = ["gangfight-gui", "--size", f"{width}x{height}", "--screenshot", str(out)]
        assert app.main([*argv, *map(str, SAMPLES)]) == 0
        assert _png_size(out) == (width, height)


def test_a_screenshot_too_small_for_the_window_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "tiny.png"
    argv = ["gangfight-gui", "--size", "300x200", "--screenshot", str(out)]
    assert app.main([*argv, *map(str, SAMPLES)]) == 2
    assert not out.exists()
    assert "gangfight-gui: the window cannot be made 300x200: it needs at least" in (
        capsys.readouterr().err
    )


@pytest.mark.parametrize("size", [QSize(1600, 1000), QSize(1920, 1080), QSize(1366, 768)])
def test_the_welcome_panel_is_whole_beside_the_calculator(qtbot: QtBot, size: QSize) -> None:
    """The window's first size on a large screen is 1,600 pixels wide: the builder and the
    results side by side there cut the welcome panel to "Gangfight GU"; they share one place
    below COMPACT_WIDTH, so the rosters' place keeps its least."""
    window = make_window(qtbot)
    try:
        combat = window.combat
        window.resize(size)
        qtbot.waitUntil(lambda: window.size() == size)
        area = window.welcome_area

        def laid_out() -> None:  # the docks tabbed or split, and the welcome panel whole
            assert not area.horizontalScrollBar().isVisible()
            assert area.width() >= ROSTERS_LEAST - 20
            for button in window.welcome.buttons:
                place = button.geometry().translated(window.welcome.pos())
                assert area.viewport().rect().contains(place), button.text()
            together = combat.results_dock in window.tabifiedDockWidgets(combat.builder_dock)
            assert together == (size.width() < COMPACT_WIDTH)

        qtbot.waitUntil(laid_out)
    finally:
        close_quietly(window)
