"""Matchups in the main window, for every game: the dock follows the roster in front, a cell
opens its fight in the builder, it is usable docked on a 1366×768 laptop, and a legal 300-entry
gang never blocks the window (opening one once hung it): its matrix is worked out off the
GUI thread with progress and *Cancel*, and a larger one refused."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.matchups import compute
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.roster.files import roster_to_json
from gangfight_gui.rules.engine.limits import MAX_MATCHUP_ATTACKS
from gangfight_gui.rules.game import AnyGame, find_game
from tests.every_game import pair_files, sample_paths
from tests.gui.matchups.conftest import big_roster
from tests.gui.roster_helpers import LAPTOP, close_quietly

WAIT_MS = 20_000


@pytest.fixture
def window_size() -> tuple[int, int]:
    return LAPTOP


def open_samples(window: MainWindow, key: str, folder: Path) -> None:
    """Two rosters of the game, the first in front."""
    first, second = pair_files(key, folder)
    window.open_paths([second, first])


def test_the_dock_is_in_the_view_menu_and_hidden_at_first(window: MainWindow) -> None:
    assert not window.matchups.dock.isVisible()
    assert "&Matchups" in [a.text() for a in window.view_menu.actions()]
    assert window.matchups.dock.toggleViewAction().shortcut().toString() == "Ctrl+M"
    assert window.matchups.views == {}, "nothing of the matrix is made before it is asked for"


def test_the_roster_in_front_attacks_and_a_cell_opens_its_fight(
    qtbot: QtBot, window: MainWindow, matchup_game: AnyGame, tmp_path: Path
) -> None:
    open_samples(window, matchup_game.key, tmp_path)
    front = window.tabs.current_document()
    assert front is not None
    dock = window.matchups
    dock.dock.toggleViewAction().trigger()
    view = dock.view
    assert view.game.key == matchup_game.key
    qtbot.waitUntil(lambda: view.result is not None and not view.is_computing, timeout=WAIT_MS)
    result = view.result
    assert result is not None
    assert result.attackers_roster == front.roster.name, "the roster in front attacks"
    opened: list[tuple[object, object, object]] = []
    keys: list[str] = []
    dock.fight_opened.connect(lambda k, a, t, s: (keys.append(k), opened.append((a, t, s))))
    row, column = len(result.attackers) - 1, 0
    view.table.doubleClicked.emit(view.model.index(row, column))
    assert len(opened) == 1 and keys == [matchup_game.key]
    attacker, _targets, scenario = opened[0]
    assert (attacker.roster, attacker.name, attacker.place) == (
        result.labels[0],
        result.attackers[row],
        row,
    )
    assert scenario == result.cell(row, column).scenario
    assert window.combat.builder_dock.isVisible()


def test_another_game_in_front_shows_its_own_matrix(qtbot: QtBot, window: MainWindow) -> None:
    window.open_paths([*sample_paths("necromunda")[:2], *sample_paths("warstrike")[:2]])
    window.matchups.dock.show()
    assert window.matchups.view.game.key == "warstrike"
    necromunda = window.tabs.documents()[0]
    window.tabs.setCurrentIndex(0)
    assert window.matchups.view.game.key == "necromunda"
    view = window.matchups.view
    qtbot.waitUntil(lambda: view.result is not None, timeout=WAIT_MS)
    assert view.result is not None and view.result.attackers_roster == necromunda.roster.name
    assert set(window.matchups.views) == {"necromunda", "warstrike"}


def test_docked_at_1366x768_the_table_shows_rows_not_only_its_heading(
    qtbot: QtBot, window: MainWindow, matchup_game: AnyGame, tmp_path: Path
) -> None:
    # Docked, the matrix once showed only its header row.
    open_samples(window, matchup_game.key, tmp_path)
    window.matchups.dock.show()
    view = window.matchups.view
    qtbot.waitUntil(lambda: view.result is not None and not view.is_computing, timeout=WAIT_MS)
    table = view.table

    def rows_shown() -> None:  # the dock laid out with the matrix in it
        rows = table.viewport().height() // table.verticalHeader().defaultSectionSize()
        assert rows >= min(4, table.model().rowCount())
        assert table.horizontalHeader().isVisible() and table.horizontalHeader().height() > 0

    qtbot.waitUntil(rows_shown)
    assert (window.width(), window.height()) == (1366, 768), "the window did not grow"


def test_a_300_entry_gang_against_itself_shows_progress_and_cancels(
    qtbot: QtBot, window: MainWindow, matchup_game: AnyGame, tmp_path: Path
) -> None:
    # Two 300-entry rosters (90,000 pairs) are within the limit for every game: the matrix is
    # worked out off the GUI thread, its progress shown, and Cancel stops it.
    path = tmp_path / "gang.json"
    path.write_text(roster_to_json(big_roster(find_game(matchup_game.key), 300)), encoding="utf-8")
    window.matchups.dock.show()
    view = window.matchups.game_view(matchup_game.key)
    window.open_paths([path])
    qtbot.waitUntil(lambda: view.is_computing and 0 < view.progress.value() < 100, timeout=WAIT_MS)
    assert view.cancel_button.isVisible() and view.progress.isVisible()
    with qtbot.waitSignal(view.computation_cancelled, timeout=WAIT_MS):
        view.cancel_button.click()
    assert not view.is_computing and "Cancelled" in view.status.text()


def test_a_1000_entry_gang_is_refused_off_the_gui_thread(
    qtbot: QtBot,
    window: MainWindow,
    matchup_game: AnyGame,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Opening one legal 300-fighter gang once hung the window; now the matrix is never
    # computed on the GUI thread, and one past the limit is refused with its reason.
    path = tmp_path / "gang.json"
    path.write_text(
        roster_to_json(big_roster(find_game(matchup_game.key), 1_000)), encoding="utf-8"
    )
    threads: list[threading.Thread] = []
    real = compute.pairing_grid

    def watched(*args: object, **kwargs: object) -> object:
        threads.append(threading.current_thread())
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(compute, "pairing_grid", watched)
    window.matchups.dock.show()
    view = window.matchups.game_view(matchup_game.key)
    with qtbot.waitSignal(view.computation_failed, timeout=WAIT_MS) as blocker:
        window.open_paths([path])
    assert window.matchups.view is view
    assert f"at most {MAX_MATCHUP_ATTACKS:,} a matrix" in blocker.args[0]
    assert threads and all(t is not threading.main_thread() for t in threads)
    assert "Pick smaller rosters" in view.status.text() or view.status.is_elided()
    assert view.compute_button.isVisible()


def test_on_a_laptop_the_matrix_is_a_tab_beside_the_builder_and_below_on_a_roomy_screen(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    open_samples(window, "necromunda", tmp_path)
    window.matchups.dock.show()
    dock = window.matchups.dock
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert dock in window.tabifiedDockWidgets(window.combat.builder_dock)
    assert dock.height() > window.height() // 2, "the column's whole height"
    roomy = MainWindow(start_session=False)
    roomy.resize(1920, 1080)
    with qtbot.waitExposed(roomy):
        roomy.show()
    try:
        roomy.matchups.dock.show()
        qtbot.waitUntil(lambda: roomy.matchups.dock.height() >= 1000 // 3)
        area = roomy.dockWidgetArea(roomy.matchups.dock)
        assert area == Qt.DockWidgetArea.BottomDockWidgetArea
    finally:
        close_quietly(roomy)
