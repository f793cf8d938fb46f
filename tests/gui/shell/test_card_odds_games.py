"""File › Card Odds Against, for every game: the matchups on the cards in the circumstances of the
game's matchup controls and under Preferences' house rules (printed on the cards), worked out
off the GUI thread behind a progress dialog with Cancel; a dialog, not a print, for two games."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path
from unittest import mock

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QProgressDialog, QPushButton
from pytestqt.qtbot import QtBot

from gangfight_gui.cards import layout
from gangfight_gui.cards.layout import roster_cards
from gangfight_gui.gui.common import plain_text
from gangfight_gui.gui.shell import card_printing
from gangfight_gui.gui.shell.card_printing import CardPreviewDialog
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.roster.night.entries import entries_of
from gangfight_gui.rules.game import AnyGame, find_game
from gangfight_gui.rules.kinds import YES_NO
from gangfight_gui.rules.pairings import matchup_fields
from tests.cards.pdftext import read_pdf
from tests.every_game import pair_files
from tests.gui.roster_helpers import LAPTOP

ROSTERS = Path(__file__).resolve().parents[3] / "rosters"
ASHVEIL = ROSTERS / "necromunda_ashveil_sisters.json"
REAVERS = ROSTERS / "warstrike_salt_reavers.json"


@pytest.fixture
def window_size() -> tuple[int, int]:
    return LAPTOP


def _menu_entries(window: MainWindow) -> dict[str, QAction]:
    menu = window.card_actions.odds_menu
    menu.aboutToShow.emit()
    return {action.text(): action for action in menu.actions() if action.isCheckable()}


def _open(window: MainWindow, key: str, folder: Path) -> None:
    """Two rosters of the game, the first in front."""
    mine, theirs = pair_files(key, folder)
    window.open_paths([theirs, mine])
    window.tabs.setCurrentIndex(window.tabs.count() - 1)


def test_the_cards_carry_the_matchups_in_their_circumstances_and_house_rules(
    qtbot: QtBot,
    window: MainWindow,
    matchup_game: AnyGame,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = find_game(matchup_game.key)
    _open(window, matchup_game.key, tmp_path)
    front = window.tabs.current_document()
    enemy = window.tabs.documents()[0]
    assert front is not None and front is not enemy
    # A circumstance set on the game's matchup controls, and a house rule from Preferences.
    window.matchups.dock.show()
    spec = matchup_fields(game)[0]
    value = not spec.default if spec.kind is YES_NO else spec.choices[-1]
    window.matchups.view.controls.set_circumstances({spec.key: value})
    rule = game.house_rules[-1]
    chosen = rule.choices[-1] if rule.choices else rule.default
    rules = {**window.settings.settings.house_rules(matchup_game.key), rule.key: chosen}
    window.settings.update(lambda s: s.with_house_rules(matchup_game.key, rules))
    entries = _menu_entries(window)
    noun = game.entry_noun
    assert f"Every {noun}" in entries
    assert {e["name"] for e in entries_of(enemy.roster)} <= set(entries)
    entries[f"Every {noun}"].trigger()
    odds = window.card_actions.odds_against()
    assert odds is not None and odds.against is enemy.roster
    assert odds.circumstances[spec.key] == value
    assert odds.house_rules[rule.key] == chosen

    out = tmp_path / "cards.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    window.card_actions.export_pdf_action.trigger()
    text = read_pdf(out).all_text
    worked = layout.work_out_odds(front.roster, odds)
    card = roster_cards(front.roster, worked)[0]
    assert card.odds_heading in text
    line = card.matchups[0]
    assert f"{line.opponent}: " in text  # the choice after it may be elided
    assert line.text in text
    assert spec.label in text, "the circumstance the odds assume is on the card"


def test_odds_are_worked_out_off_the_gui_thread_and_can_be_cancelled(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.open_paths([ROSTERS / "necromunda_slagworks_rivet_crew.json", ASHVEIL])
    _menu_entries(window)["Every fighter"].trigger()
    threads: list[threading.Thread] = []
    started = threading.Event()

    def endless(_roster: object, _odds: object, progress: Callable[[int, int], bool]) -> None:
        threads.append(threading.current_thread())
        done = 0
        while progress(min(done // 10, 99), 100):
            done += 1
            if done == 60:
                started.set()
            time.sleep(0.001)

    monkeypatch.setattr(card_printing, "work_out_odds", endless)
    monkeypatch.setattr(card_printing, "PROGRESS_DELAY_MS", 0)
    out = tmp_path / "cards.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    seen: list[int] = []

    def cancel_when_shown() -> None:
        dialog = window.findChild(QProgressDialog, "card_odds_progress")
        if dialog is None or not started.is_set() or not dialog.isVisible():
            return
        seen.append(dialog.value())
        timer.stop()
        button = dialog.findChild(QPushButton)
        assert button is not None and button.text() == "Cancel"
        button.click()  # as the player does

    timer = QTimer(window)
    timer.timeout.connect(cancel_when_shown)
    timer.start(20)
    window.card_actions.export_pdf_action.trigger()
    timer.stop()
    assert threads and threads[0] is not threading.main_thread()
    assert seen and 0 <= seen[0] < 100
    assert not out.exists(), "cancelled: nothing written"


def test_the_odds_dialog_reads_zero_percent_before_the_first_progress(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A dialog shown before the worker reports reads 0%, not Qt's "not started" -1 (which made
    the cancel test above fail on a busy machine)."""
    window.open_paths([ROSTERS / "necromunda_slagworks_rivet_crew.json", ASHVEIL])
    _menu_entries(window)["Every fighter"].trigger()
    release = threading.Event()

    def waits(_roster: object, _odds: object, progress: Callable[[int, int], bool]) -> None:
        release.wait(10)  # no progress at all until the dialog has been read
        progress(0, 100)

    monkeypatch.setattr(card_printing, "work_out_odds", waits)
    monkeypatch.setattr(card_printing, "PROGRESS_DELAY_MS", 0)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    seen: list[int] = []

    def read_when_shown() -> None:
        dialog = window.findChild(QProgressDialog, "card_odds_progress")
        if dialog is None or not dialog.isVisible():
            return
        timer.stop()
        seen.append(dialog.value())
        dialog.cancel()
        release.set()

    timer = QTimer(window)
    timer.timeout.connect(read_when_shown)
    timer.start(5)
    try:
        window.card_actions.export_pdf_action.trigger()
    finally:
        timer.stop()
        release.set()
    assert seen == [0]


def test_odds_past_the_limit_are_refused_in_a_dialog(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.open_paths([ROSTERS / "necromunda_slagworks_rivet_crew.json", ASHVEIL])
    _menu_entries(window)["Every fighter"].trigger()
    monkeypatch.setattr("gangfight_gui.rules.pairings.MAX_MATCHUP_ATTACKS", 10)
    with (
        mock.patch.object(plain_text, "critical") as critical,
        mock.patch.object(CardPreviewDialog, "exec") as preview,
    ):
        window.card_actions.print_action.trigger()
    assert critical.call_count == 1
    assert "at most 10 a matrix" in critical.call_args.args[2]
    assert not preview.called


def test_odds_against_one_unit_name_it_in_the_preview(window: MainWindow) -> None:
    window.open_paths([ROSTERS / "warstrike_harbour_watch.json", REAVERS])
    _menu_entries(window)["Watch sergeant"].trigger()
    titles: list[str] = []

    def fake_exec(dialog: CardPreviewDialog) -> int:
        titles.append(dialog.windowTitle())
        return 0

    with mock.patch.object(CardPreviewDialog, "exec", fake_exec):
        window.card_actions.print_action.trigger()
    assert titles == ["Print cards of Salt Reavers, odds against Watch sergeant"]


@pytest.mark.parametrize("action_name", ["print_action", "export_pdf_action"])
def test_odds_between_two_games_are_refused_in_a_dialog(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, action_name: str
) -> None:
    window.open_paths([ASHVEIL, REAVERS])
    _menu_entries(window)["Every fighter"].trigger()  # Ashveil Sisters, a Necromunda gang
    asked = mock.MagicMock(return_value=("", ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", asked)
    with (
        mock.patch.object(plain_text, "critical") as critical,
        mock.patch.object(CardPreviewDialog, "exec") as preview,
    ):
        getattr(window.card_actions, action_name).trigger()
    assert critical.call_count == 1
    title, message = critical.call_args.args[1:3]
    assert title == "Cannot print card odds"
    assert message.startswith(
        "Card odds need two rosters of one game (Salt Reavers is WarStrike, "
        "Ashveil Sisters is Necromunda)."
    )
    assert "Card Odds Against › None" in message
    assert not asked.called and not preview.called
    _menu_entries(window)["&None"].trigger()
    with mock.patch.object(CardPreviewDialog, "exec", return_value=0) as preview:
        window.card_actions.print_action.trigger()
    assert preview.called
