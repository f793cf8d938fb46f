"""An evening of each game in the window: a crew drawn with a seed, a battle
begun, three attacks fought with typed-in dice, every state and the log checked, the last undone,
the battle saved, the window killed, and the battle back from its autosave with nothing lost."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QProgressDialog, QPushButton
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.night.crew_panel import CrewPanel, chance_text
from gangfight_gui.gui.night.links import entry_key
from gangfight_gui.gui.night.new_battle import NewBattleDialog, SideChoice
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.roster.autosave import autosave_path
from gangfight_gui.roster.night.battle import Battle, EntryRef, SideSource
from gangfight_gui.roster.night.battle_file import battle_to_data, load_battle
from gangfight_gui.roster.night.count import CrewCount
from gangfight_gui.roster.night.draw import DrawPlan, draw, draw_odds, entry_costs
from gangfight_gui.roster.night.entries import entries_of
from gangfight_gui.rules.engine.sources import TypedDice
from tests.gui.night.helpers import (
    PAIRS,
    ROSTERS,
    faces,
    fight_in_battle,
    look_at_battle,
    settle,
)
from tests.gui.roster_helpers import answering, close_quietly, make_window

SEED = 4242
COUNT = "2+D3"


def fit_to_fight(battle: Battle, side: int, *, attack: bool) -> list[EntryRef]:
    """The entries of ``side`` that may attack (or be attacked) now."""
    found = []
    for ref in battle.refs(side):
        state = battle.entry_state(ref)
        if not (state.attack_refusal if attack else state.target_refusal):
            found.append(ref)
    return found


def kill(window: MainWindow) -> None:
    """The window goes as a killed program's does: no close, no question, nothing saved."""
    window.hide()
    window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.mark.parametrize("game", list(PAIRS))
def test_an_evening_of_each_game(qtbot: QtBot, game: str, tmp_path: Path) -> None:
    window = make_window(qtbot)
    try:
        recovered = play_an_evening(qtbot, window, game, tmp_path)
    except BaseException:
        close_quietly(window)  # no question left open over a failure
        raise
    again = make_window(qtbot)
    try:
        # The next start offers the battle back, whole, as it was when the window was killed.
        with answering("question", QMessageBox.StandardButton.Yes):
            back = again.battle.offer_recovery()
        assert back is not None and battle_to_data(back) == recovered
        assert again.battle.document is not None
        assert again.battle.document.path == tmp_path / "evening.json"
        assert again.battle.document.is_modified()
        assert "Round 2" in again.battle.view.round_label.text()
    finally:
        close_quietly(again)


def play_an_evening(qtbot: QtBot, window: MainWindow, game: str, tmp_path: Path) -> object:
    """Everything up to the kill; the battle's file data when the window was killed."""
    window.resize(1366, 768)
    mine, theirs = window.open_paths([ROSTERS / name for name in PAIRS[game]])

    # Tonight's crew, drawn with a seed: the draw the core makes, with its exact odds shown.
    panel = CrewPanel(mine.roster, mine.path, window, others=[("Theirs", theirs.roster)])
    try:
        panel.count_edit.setText(COUNT)
        panel.seed_spin.setValue(SEED)
        entries = entries_of(mine.roster)
        plan = DrawPlan(CrewCount.parse(COUNT), len(entries))
        odds = draw_odds(plan, entry_costs(mine.game, entries))
        assert [panel.table.item(row, 4).text() for row in range(len(entries))] == [
            chance_text(p) for p in odds.chances
        ]
        panel.draw_button.click()
        drawn = draw(plan, SEED).picked
        assert panel.ticked() == drawn
        crew = panel.crew()
        panel.draw_button.click()  # replayed: the same seed draws the same crew
        assert panel.ticked() == drawn
    finally:
        panel.deleteLater()
    assert crew.picked == drawn and crew.draw is not None and crew.draw.seed == SEED
    crew_side = window.battle.add_crew(crew)

    # The battle: the crew against the whole other roster.
    dialog = NewBattleDialog(
        [crew_side, SideChoice("Theirs", theirs.roster, SideSource("roster", str(theirs.path)))],
        window,
    )
    try:
        dialog.combos[0].setCurrentIndex(0)
        dialog.combos[1].setCurrentIndex(1)
        begun = dialog.make_battle()
    finally:
        dialog.deleteLater()
    assert window.battle.begin(begun)
    assert [len(side.entries) for side in begun.sides] == [len(drawn), len(theirs.roster.models)]

    # Three attacks with typed-in dice, each checked against the battle model given the same
    # fight and dice: every state and the log record.
    dice = faces()
    steps = []
    for number in range(3):
        battle = window.battle.battle
        assert battle is not None
        attackers = fit_to_fight(battle, number % 2, attack=True)
        targets = fit_to_fight(battle, 1 - number % 2, attack=False)
        attacker, target = attackers[0], targets[0]
        before, fight, typed = fight_in_battle(qtbot, window, attacker, target, dice)
        assert fight.attacker == entry_key(before, attacker)  # the builder filled from the battle
        assert fight.targets == (entry_key(before, target),)
        parsed = fight.game.read_scenario(fight.scenario)
        expected = before.apply_roll(
            attacker, (target,), fight.scenario, fight.game.resolve(parsed, TypedDice(typed))
        )
        now = window.battle.battle
        assert now is not None
        assert battle_to_data(now) == battle_to_data(expected.after)
        record = now.log[-1]
        assert record.dice == typed and record.attacker == attacker
        assert window.edit_actions.undo_action.text() == f"Undo {expected.text}"
        steps.append(now)
        settle(window)
        if not now.entry_state(target).target_refusal:
            # The odds follow the battle: the builder's fight is of the entries as they stand.
            again = window.combat.page(game).builder.fight()
            assert again is not None and again.targets == (entry_key(now, target),)
    look_at_battle(window)
    window.battle.view.pages.setCurrentIndex(1)  # the Log
    log = window.battle.view.log_view.toPlainText()
    for record in steps[-1].log:
        assert f"{record.attacker_name} against {record.target_names[0]}" in log
        assert "Dice: " + " ".join(map(str, record.dice)) in log

    # Undo the last: the battle of the second attack, its log two attacks long.
    window.edit_actions.undo_action.trigger()
    settle(window)  # the battle view is redrawn just after the odds
    assert battle_to_data(window.battle.battle) == battle_to_data(steps[1])
    assert len(window.battle.view.log_view.toPlainText().split("Dice: ")) == 3

    # Saved: in the file, and in the recent list.
    path = tmp_path / "evening.json"
    assert window.battle.save_to(path)
    assert battle_to_data(load_battle(path).battle) == battle_to_data(steps[1])
    assert window.settings.settings.recent_files[0] == path
    # One more change after the save, autosaved; then the window is killed.
    assert window.battle.next_round()
    document = window.battle.document
    assert document is not None
    last = battle_to_data(document.battle)
    qtbot.waitUntil(lambda: autosave_path(document.key).exists())
    for roster in window.documents():
        roster.undo_stack.setClean()
    kill(window)
    return last


@pytest.mark.parametrize("game", list(PAIRS))
def test_a_battle_opens_as_it_was_after_its_rosters_change(
    qtbot: QtBot, laptop_window: MainWindow, game: str, tmp_path: Path
) -> None:
    copies = []
    for name in PAIRS[game]:
        copy = tmp_path / name
        copy.write_bytes((ROSTERS / name).read_bytes())
        copies.append(copy)
    first, second = laptop_window.open_paths(copies)
    dialog = NewBattleDialog(
        [
            SideChoice("Mine", first.roster, SideSource("roster", str(copies[0]))),
            SideChoice("Theirs", second.roster, SideSource("roster", str(copies[1]))),
        ],
        laptop_window,
    )
    try:
        dialog.combos[1].setCurrentIndex(1)
        battle = dialog.make_battle()
    finally:
        dialog.deleteLater()
    assert laptop_window.battle.begin(battle)
    path = tmp_path / "battle.json"
    assert laptop_window.battle.save_to(path)
    assert laptop_window.battle.close_battle()
    for copy in copies:  # the rosters change on disk: every entry gone
        copy.write_text(json.dumps({"game": game, "name": "Gone", "models": []}), "utf-8")
    laptop_window.file_actions.open_path(path)  # File › Open knows a battle file
    opened = laptop_window.battle.battle
    assert opened is not None and battle_to_data(opened) == battle_to_data(battle)
    assert [t.rowCount() for t in laptop_window.battle.view.tables] == [
        len(side.entries) for side in battle.sides
    ]


def test_a_damaged_battle_file_is_one_clear_message(
    laptop_window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "damaged.json"
    path.write_text(
        '{"format": "gangfight-battle", "version": 1, "game": "gangfight", "name": "x",'
        ' "round": 0, "sides": [], "log": []}',
        encoding="utf-8",
    )
    with answering("critical", QMessageBox.StandardButton.Ok) as told:
        laptop_window.file_actions.open_path(path)
    [call] = told.call_args_list
    title, text = call.args[1], call.args[2]
    assert title == "Cannot open battle"
    assert str(path) in text and "round" in text and "Traceback" not in text
    assert laptop_window.battle.battle is None
    path.write_bytes(b'{"format": "gangfight-battle", "vers')  # cut short
    with answering("critical", QMessageBox.StandardButton.Ok) as told:
        assert laptop_window.battle.open_path(path) is None
    assert told.call_count == 1 and str(path) in told.call_args.args[2]


@pytest.mark.parametrize("cancel", [False, True])
def test_a_battle_slow_to_read_shows_progress_and_the_window_answers(
    laptop_window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, cancel: bool
) -> None:
    # A file at its limits takes seconds to read (docs/files.md): read here as slowly as the
    # test likes, released once the window's own timer has ticked with the dialog shown.
    from gangfight_gui.gui.common import background
    from gangfight_gui.roster.files import load_roster
    from gangfight_gui.roster.night import battle_file
    from gangfight_gui.roster.night.battle import side_of, start_battle

    sides = [side_of(load_roster(ROSTERS / name).roster) for name in PAIRS["gangfight"]]
    path = tmp_path / "battle.json"
    battle_file.save_battle(start_battle(*sides, "Slow"), path)
    release, readers = threading.Event(), []
    real = battle_file.load_battle

    def slow(where: Path | str) -> battle_file.LoadedBattle:
        readers.append(threading.current_thread())
        release.wait(10)
        return real(where)

    monkeypatch.setattr(battle_file, "load_battle", slow)
    monkeypatch.setattr(background, "PROGRESS_DELAY_MS", 0)
    ticks: list[int] = []

    def tick() -> None:
        dialog = laptop_window.findChild(QProgressDialog, "battle_open_progress")
        if dialog is None or not dialog.isVisible():
            return
        ticks.append(len(ticks))
        if len(ticks) == 3:
            timer.stop()
            if cancel:
                button = dialog.findChild(QPushButton)
                assert button is not None and button.text() == "Cancel"
                button.click()
            release.set()

    timer = QTimer(laptop_window)
    timer.timeout.connect(tick)
    timer.start(10)
    opened = laptop_window.battle.open_path(path)
    timer.stop()
    release.set()
    assert readers and readers[0] is not threading.main_thread()
    assert len(ticks) == 3, "the window answered while the file was read"
    if cancel:
        assert opened is None and laptop_window.battle.battle is None
    else:
        assert opened is not None and opened.name == "Slow"
        assert laptop_window.battle.battle == opened


def test_the_new_battle_dialogs_labels_name_their_boxes(laptop_window: MainWindow) -> None:
    """Side 1, Side 2 and Name each lead to their box (Alt+1, Alt+2, Alt+N; a screen reader
    reads the label with the box)."""
    first, second = laptop_window.open_paths([ROSTERS / name for name in PAIRS["gangfight"]])
    dialog = NewBattleDialog(
        [
            SideChoice("Mine", first.roster, SideSource("roster", str(first.path))),
            SideChoice("Theirs", second.roster, SideSource("roster", str(second.path))),
        ],
        laptop_window,
    )
    try:
        buddies = {
            label.text(): label.buddy()
            for label in dialog.findChildren(QLabel)
            if label.buddy() is not None
        }
        assert buddies == {
            "Side &1:": dialog.combos[0],
            "Side &2:": dialog.combos[1],
            "&Name:": dialog.name_edit,
        }
    finally:
        dialog.deleteLater()
