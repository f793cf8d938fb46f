"""File › Card Odds Against for Necromunda and WarStrike rosters: the matchups on the cards, and a
dialog (not a print) when the two rosters are of different games."""

from __future__ import annotations

from pathlib import Path
from unittest import mock

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from gangfight_gui.cards.layout import MatchupOdds, roster_cards
from gangfight_gui.gui.common import plain_text
from gangfight_gui.gui.shell.card_printing import CardPreviewDialog
from gangfight_gui.gui.shell.main_window import MainWindow
from tests.cards.pdftext import read_pdf
from tests.gui.roster_helpers import close_quietly, make_window

ROSTERS = Path(__file__).resolve().parents[3] / "rosters"
ASHVEIL = ROSTERS / "necromunda_ashveil_sisters.json"
SLAGWORKS = ROSTERS / "necromunda_slagworks_rivet_crew.json"
REAVERS = ROSTERS / "warstrike_salt_reavers.json"


def _menu_entries(window: MainWindow) -> dict[str, QAction]:
    menu = window.file_actions.odds_menu
    menu.aboutToShow.emit()
    return {action.text(): action for action in menu.actions() if action.isCheckable()}


def _show(window: MainWindow, path: Path) -> None:
    document = window.tabs.document_for_path(path)
    assert document is not None
    window.tabs.show_document(document)


def test_necromunda_cards_carry_odds_against_every_fighter(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot)
    try:
        window.open_paths([SLAGWORKS, ASHVEIL])
        _show(window, ASHVEIL)
        entries = _menu_entries(window)
        assert "Every fighter" in entries and "Hookhand Durn" in entries
        assert "Wisp" not in entries  # the front roster's own fighters are not enemies
        entries["Every fighter"].trigger()
        odds = window.file_actions.odds_reference()
        assert isinstance(odds, MatchupOdds) and odds.against.name == "Slagworks Rivet Crew"

        out = tmp_path / "sisters.pdf"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
        window.file_actions.export_pdf_action.trigger()
        text = read_pdf(out).all_text
        assert "Out of action, best choice vs Slagworks Rivet Crew" in text
        document = window.tabs.current_document()
        assert document is not None
        card = roster_cards(document.roster, odds)[0]
        line = card.matchups[0]
        assert f"{line.opponent}: {line.choice} {line.text}" in text
    finally:
        close_quietly(window)


def test_odds_against_one_warstrike_unit_name_it_in_the_preview(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    try:
        window.open_paths([REAVERS, ROSTERS / "warstrike_harbour_watch.json"])
        _show(window, REAVERS)
        entries = _menu_entries(window)
        entries["Watch sergeant"].trigger()
        titles: list[str] = []

        def fake_exec(dialog: CardPreviewDialog) -> int:
            titles.append(dialog.windowTitle())
            return 0

        with mock.patch.object(CardPreviewDialog, "exec", fake_exec):
            window.file_actions.print_action.trigger()
        assert titles == ["Print cards of Salt Reavers, odds against Watch sergeant"]
    finally:
        close_quietly(window)


@pytest.mark.parametrize("action_name", ["print_action", "export_pdf_action"])
def test_odds_between_two_games_are_refused_in_a_dialog(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, action_name: str
) -> None:
    window = make_window(qtbot)
    try:
        window.open_paths([REAVERS, ASHVEIL])
        _show(window, REAVERS)
        _menu_entries(window)["Every fighter"].trigger()  # Ashveil Sisters, a Necromunda gang
        asked = mock.MagicMock(return_value=("", ""))
        monkeypatch.setattr(QFileDialog, "getSaveFileName", asked)
        with (
            mock.patch.object(plain_text, "critical") as critical,
            mock.patch.object(CardPreviewDialog, "exec") as preview,
        ):
            getattr(window.file_actions, action_name).trigger()
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
            window.file_actions.print_action.trigger()
        assert preview.called
    finally:
        close_quietly(window)
