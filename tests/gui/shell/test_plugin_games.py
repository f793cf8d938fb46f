"""Games installed on their own, in the window: Clash's samples open and its rulings (D1–D14,
N1–N3) answer F1 on its panels while Necromunda's N rulings answer on Necromunda's; its guide is
a chapter of the manual; and games that cannot be loaded are said once at the start, listed in
Help › Games, and leave every other game's actions working."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from unittest import mock

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui import shipped
from gangfight_gui.gui.common import plain_text
from gangfight_gui.gui.help import pages
from gangfight_gui.gui.help.window import ManualWindow
from gangfight_gui.gui.roster.editor import RosterEditor
from gangfight_gui.gui.shell import new_roster_dialog, samples_dialog
from gangfight_gui.gui.shell.app import crash_dialog
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.gui.shell.new_roster_dialog import NewRoster
from gangfight_gui.gui.shell.preferences_dialog import PreferencesDialog
from gangfight_gui.gui.shell.rules_help import rulings
from gangfight_gui.roster.night.battle import side_of, start_battle
from gangfight_gui.roster.night.battle_file import save_battle
from gangfight_gui.rules.game import find_game, playable_games
from gangfight_gui.rules.registry import GameLoadError
from tests.gui.roster_helpers import close_quietly
from tests.helpers.example_game import example_on_path

ROSTERS = Path(__file__).resolve().parents[3] / "rosters"


@pytest.fixture
def clash(clash_game: Path) -> Iterator[None]:
    with example_on_path(clash_game):
        pages.page.cache_clear()
        pages.page_names.cache_clear()
        rulings.cache_clear()
        yield
    pages.page.cache_clear()
    pages.page_names.cache_clear()
    rulings.cache_clear()


def _f1(qtbot: QtBot, window: MainWindow, widget: QWidget) -> str:
    qtbot.waitUntil(lambda: widget.isVisible() and widget.isEnabled())
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget)
    QTest.keyClick(widget, Qt.Key.Key_F1)
    [box] = [b for b in window.findChildren(QMessageBox, "rules_help") if b.isVisible()]
    text = box.text()
    box.button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: not box.isVisible())
    return text


def _open_clash_sample(window: MainWindow) -> None:
    [sample] = shipped.samples("clash")
    with mock.patch.object(samples_dialog, "choose_samples", return_value=[sample]) as choose:
        window.file_actions.open_samples()
    offered = [s.file_name for s in choose.call_args.args[1]]
    assert "clash_duellists.json" in offered and "orc_braves.json" in offered


def test_f1_answers_with_the_rulings_of_the_panels_own_game(
    clash: None, window: MainWindow, qtbot: QtBot
) -> None:
    window.open_paths([ROSTERS / "necromunda_ashveil_sisters.json"])
    _open_clash_sample(window)
    assert window.combat.current_game() == "clash"
    tn = window.combat.page("clash").builder.field_controls["tn"]
    assert _f1(qtbot, window, tn) == "D3 Duel rule 3. The clash's rule D3."
    window.tabs.setCurrentIndex(0)  # Necromunda's roster in front: its builder
    qtbot.waitUntil(lambda: window.combat.current_game() == "necromunda")
    charging = window.combat.page("necromunda").builder.field_controls["charging"]
    assert _f1(qtbot, window, charging).startswith("N6 Attack dice (step 3).")
    editor = window.tabs.current_editor()  # N2 is Clash's too: Necromunda's is shown here
    assert isinstance(editor, RosterEditor)
    editor.select_rows([0])
    keys = [spec.key for spec in editor.table_model.specs]
    editor.view.setCurrentIndex(editor.view.model().index(0, keys.index("ws")))
    assert _f1(qtbot, window, editor.view).startswith("N2 Fighter.")


def test_a_games_guide_is_a_chapter_of_the_manual(clash: None, qtbot: QtBot) -> None:
    manual = ManualWindow()
    qtbot.addWidget(manual)
    assert manual.open("clash.md")
    assert manual.windowTitle().startswith("Clash: the guide")
    assert "clash.md" in pages.page_names()


@pytest.fixture
def broken(broken_plugins: Path) -> Iterator[None]:
    with example_on_path(broken_plugins):
        rulings.cache_clear()
        yield
    rulings.cache_clear()


def test_the_start_says_once_which_games_cannot_be_loaded(broken: None, qtbot: QtBot) -> None:
    window = MainWindow(start_session=False)
    try:
        window.start_session()
        qtbot.waitUntil(lambda: "could not be loaded" in window.statusBar().currentMessage())
        message = window.statusBar().currentMessage()
        assert message.count("could not be loaded") == 1  # crashing; the others say why
        for key in ("crashing", "lacking", "misnamed"):
            assert f"game '{key}'" in message
        assert "from gangfight_test_broken_games" in message
        assert "\n" not in message
    finally:
        close_quietly(window)


def test_help_games_lists_every_game_with_its_version_or_problem(
    broken: None, window: MainWindow, qtbot: QtBot
) -> None:
    window.games_action.trigger()
    box = window.findChild(QMessageBox, "games_box")
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert box.textFormat() is Qt.TextFormat.PlainText
    lines = box.text().splitlines()
    assert lines[0].startswith("Gangfight (gangfight): gangfight_gui ")
    assert "Crashing (crashing): gangfight_test_broken_games 0.0.1" not in lines
    assert "crashing (crashing): gangfight_test_broken_games 0.0.1" in lines
    assert any("cannot be loaded: game 'misnamed'" in line for line in lines)
    box.close()


def test_with_broken_games_a_new_roster_and_f1_work_for_the_others(
    broken: None, window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    offered: list[str] = []

    def ask(_parent: object, games: list[str], *_args: object) -> NewRoster:
        offered.extend(games)
        return NewRoster("necromunda", False)

    monkeypatch.setattr(new_roster_dialog, "ask", ask)
    window.file_actions.new_action.trigger()
    assert offered[:3] == ["gangfight", "necromunda", "warstrike"]
    assert not {"crashing", "lacking", "misnamed"} & set(offered)
    assert window.tabs.current_document() is not None
    assert window.tabs.current_document().roster.game == "necromunda"
    window.open_paths([ROSTERS / "necromunda_ashveil_sisters.json"])
    extra = window.combat.page("necromunda").builder.field_controls["extra_die"]
    assert _f1(qtbot, window, extra).startswith("N8 The odd die.")


def test_a_games_fault_is_reported_as_that_games_never_as_a_bug(broken: None, qtbot: QtBot) -> None:
    for key in ("crashing", "lacking", "misnamed"):
        with pytest.raises(GameLoadError) as failed:
            find_game(key)
        box = crash_dialog(GameLoadError, failed.value, "details")
        try:
            assert box.windowTitle() == f"Gangfight GUI: error in the game {key!r}"
            said = box.informativeText()
            assert f"fault of the game {key!r} ({key}_game" in said
            assert "from gangfight_test_broken_games), installed beside Gangfight GUI" in said
            assert "bug" not in said
        finally:
            box.deleteLater()
    own = crash_dialog(ValueError, ValueError("a slip of ours"), "details")
    try:
        assert own.informativeText().startswith("This is a bug in Gangfight GUI.")
    finally:
        own.deleteLater()


def test_with_broken_games_every_window_action_of_the_others_works(
    broken: None,
    window: MainWindow,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """Each window path that reaches a game, with three games that cannot be loaded installed:
    the others' actions all work, and the only word of the broken ones names the plugin."""
    broken_keys = {"crashing", "lacking", "misnamed"}
    # Preferences: every game that loads, none of the broken.
    listed: list[str] = []

    def accept(dialog: PreferencesDialog) -> int:
        listed.extend(dialog.options)
        return PreferencesDialog.DialogCode.Rejected

    monkeypatch.setattr(PreferencesDialog, "exec", accept)
    window.preferences_action.trigger()
    assert listed[:3] == ["gangfight", "necromunda", "warstrike"]
    assert not broken_keys & set(listed)
    # Open: a roster of a broken game is refused in one message naming the plugin; no bug.
    said: list[str] = []
    monkeypatch.setattr(plain_text, "critical", lambda _parent, _title, text, *_: said.append(text))
    orphan = tmp_path / "orphan.json"
    orphan.write_text(
        '{"format": "gangfight-roster", "version": 2, "game": "crashing", "name": "X", '
        '"models": []}',
        encoding="utf-8",
    )
    assert window.open_paths([orphan]) == []
    [message] = said
    assert "game 'crashing' (crashing_game:GAME, from gangfight_test_broken_games)" in message
    assert "bug" not in message
    # Open Sample: the samples of the games that load, opened.
    samples = [s for s in shipped.samples() if s.game == "necromunda"]
    with mock.patch.object(samples_dialog, "choose_samples", return_value=samples) as choose:
        window.file_actions.open_samples()
    assert {s.game for s in choose.call_args.args[1]} <= {g.key for g in playable_games()}
    assert window.combat.current_game() == "necromunda"
    # The builder's odds and a roll.
    window.combat.recompute_now()
    results = window.combat.page("necromunda").results
    assert results.tiles.figures()
    results.roll(seed=3)
    assert results.roll_panel.text().startswith("Roll with seed 3\n")
    # The matchups of the two rosters open.
    window.matchups.dock.show()
    view = window.matchups.view
    qtbot.waitUntil(lambda: view.result is not None and not view.is_computing, timeout=20_000)
    assert view.game.key == "necromunda"
    # Cards of the roster in front.
    target = tmp_path / "cards"
    with mock.patch.object(QFileDialog, "getSaveFileName", return_value=(str(target), "")):
        window.card_actions.export_pdf_action.trigger()
    assert (tmp_path / "cards.pdf").read_bytes().startswith(b"%PDF")
    # A battle of the two.
    first, second = window.tabs.documents()[:2]
    assert window.battle.begin(start_battle(side_of(first.roster), side_of(second.roster)))
    # A battle file of a broken game: refused naming the plugin, as a roster is.
    path = tmp_path / "battle.json"
    save_battle(start_battle(side_of(first.roster), side_of(second.roster)), path)
    path.write_text(path.read_text(encoding="utf-8").replace('"necromunda"', '"crashing"'))
    said.clear()
    window.open_paths([path])
    assert len(said) == 1 and "game 'crashing' (crashing_game:GAME" in said[0], said
    # Help › User Guide: the chapter of the game in front.
    window.tabs.show_document(first)
    window.navigation.user_guide_action.trigger()
    manual = window.findChild(ManualWindow)
    assert manual is not None and manual.current() == ("necromunda.md", "")
    manual.close()
