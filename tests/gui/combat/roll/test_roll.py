"""Roll it, for every game: a fresh seed each roll (once Necromunda's and WarStrike's first
roll was always seed 0, and the box showed 1 while the log said "Seed 0"), the roll drawn die by
die from the game's steps, the seed shown being the seed used, Copy roll as text the same as
``gangfight roll --seed``, and this session's rolls replayable."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from gangfight_gui.cli.main import main as gangfight
from gangfight_gui.gui.combat.results.pane import ResultsPane
from gangfight_gui.gui.combat.roll import records
from gangfight_gui.rules.engine.sources import SeededDice
from gangfight_gui.rules.game import AnyGame
from tests.gui.combat.results.fights import fight_of


def test_a_roll_is_the_games_roll_of_the_seed_shown(
    pane: ResultsPane, game: AnyGame, qtbot: QtBot
) -> None:
    fight = fight_of(game.key)
    pane.show_fight(fight)
    with qtbot.waitSignal(pane.roll_made) as made:
        roll = pane.roll()
    panel = pane.roll_panel
    record = panel.record
    assert record is not None and record.seed is not None
    again = game.resolve(game.read_scenario(fight.scenario), SeededDice(record.seed))
    assert game.roll_json(made.args[0]) == game.roll_json(roll) == game.roll_json(again)
    assert panel.steps.steps == game.roll_steps(again)
    assert f"Seed {record.seed}" in panel.seed_label.text()
    assert f"--seed {record.seed}" in panel.seed_label.text()
    assert pane.tabs.currentIndex() == pane.tab_index("roll")
    dice = [d for step in panel.steps.steps for d in step.dice if not step.repeats]
    assert sum(len(view.dice) for view in panel.steps.dice_views) >= len(dice) > 0


def test_every_roll_takes_a_fresh_seed(
    pane: ResultsPane, game: AnyGame, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn = iter([0, 987_654_321, 42])
    monkeypatch.setattr(records.secrets, "randbelow", lambda limit: next(drawn))
    pane.show_fight(fight_of(game.key))
    seeds = []
    for _ in range(3):
        pane.roll()
        assert pane.roll_panel.record is not None
        seeds.append(pane.roll_panel.record.seed)
    assert seeds == [0, 987_654_321, 42]  # each roll draws its own, and shows what it used


def test_two_sessions_do_not_start_on_the_same_seed(qtbot: QtBot, game: AnyGame) -> None:
    firsts = []
    for _ in range(2):
        pane = ResultsPane()
        qtbot.addWidget(pane)
        pane.show_fight(fight_of(game.key))
        pane.roll()
        assert pane.roll_panel.record is not None
        firsts.append(pane.roll_panel.record.seed)
    assert firsts[0] != firsts[1]  # a chance of 1 in 2**31 of a false alarm


def test_copy_roll_as_text_is_what_gangfight_roll_prints(
    pane: ResultsPane,
    game: AnyGame,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    fight = fight_of(game.key)
    pane.show_fight(fight)
    assert not pane.copy_roll_action.isEnabled()
    pane.roll(seed=1234)
    assert pane.copy_roll_action.isEnabled()
    pane.copy_roll_action.trigger()
    path = tmp_path / "fight.json"
    path.write_text(json.dumps(fight.scenario), encoding="utf-8")
    capsys.readouterr()
    assert gangfight(["roll", str(path), "--seed", "1234"]) == 0
    assert QGuiApplication.clipboard().text() == capsys.readouterr().out.rstrip("\n")


def test_the_history_keeps_each_roll_to_see_again(
    pane: ResultsPane, game: AnyGame, qtbot: QtBot
) -> None:
    fight = fight_of(game.key)
    pane.show_fight(fight)
    for seed in (11, 22, 33):
        pane.roll(seed=seed)
    history = pane.roll_panel.history
    assert [r.seed for r in history.records()] == [33, 22, 11]  # newest first
    assert all(fight.title in text for text in history.texts())
    assert history.texts()[0].startswith("#3 · seed 33")
    with qtbot.waitSignal(pane.roll_panel.roll_shown):
        history.select(2)
    shown = pane.roll_panel
    assert shown.record is not None and shown.record.seed == 11
    first = game.resolve(game.read_scenario(fight.scenario), SeededDice(11))
    assert shown.steps.steps == game.roll_steps(first)
    assert "Seed 11" in shown.seed_label.text()
    assert "gangfight roll FIGHT.json --seed 11" in history.list.item(2).toolTip()


def test_a_roll_stays_with_its_fight_when_the_fight_changes(
    pane: ResultsPane, game: AnyGame
) -> None:
    first = fight_of(game.key)
    pane.show_fight(first)
    pane.roll(seed=5)
    other = fight_of(game.key, choice=len(first.alternatives) - 1)
    pane.show_fight(other)
    panel = pane.roll_panel
    assert panel.record is not None and panel.record.title == first.title
    assert panel.seed_label.text().startswith(first.title)
    pane.roll(seed=6)
    assert panel.record is not None and panel.record.title == other.title


def test_the_history_shows_whole_rows(pane: ResultsPane, game: AnyGame) -> None:
    pane.show_fight(fight_of(game.key))
    for seed in range(5):
        pane.roll(seed=seed)
    rows = pane.roll_panel.history.list
    row = rows.sizeHintForRow(0)
    inside = rows.viewport().height()
    assert inside % row == 0 or inside >= row * rows.count()
