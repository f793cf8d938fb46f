"""The calculator in the main window: rosters reach the builder, results follow it, preferences
change the rules, and the layout and the last combat are remembered."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.builder.builder import CombatBuilder
from gangfight_gui.gui.combat.builder.wishes import STATE_VERSION
from gangfight_gui.gui.common.on_screen import on_screen
from gangfight_gui.gui.roster.undo_commands import SetEntryFieldCommand
from gangfight_gui.gui.shell import app
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.gui.shell.settings import load_settings
from gangfight_gui.rules.engine.distribution import mean
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.gangfight import Scenario, calculate
from tests.gui.combat.builder.helpers import choose, choose_item
from tests.gui.roster_helpers import close_quietly, make_window

ROSTERS = Path(__file__).resolve().parents[3] / "rosters"
ORCS, HUMANS = ROSTERS / "orc_braves.json", ROSTERS / "human_veterans.json"


def _orc_against_veteran(window: MainWindow) -> None:
    window.open_paths([ORCS, HUMANS])
    builder = window.combat.builder
    choose(builder.attacker_picker, "Orc Braves", "Orc Brave")
    choose(builder.target_picker, "Human Veterans", "Human Veteran")
    choose_item(builder.attack_combo, "Melee attack")
    window.combat.recompute_now()


def _scenario(builder: CombatBuilder) -> Scenario | None:
    """The builder's fight as Gangfight's core reads it (what ``gangfight calc`` computes)."""
    fight = builder.fight()
    if fight is None:
        return None
    read: Scenario = builder.game.read_scenario(fight.scenario)
    return read


def _state(**wishes: object) -> dict[str, object]:
    """A remembered fight (``CombatBuilder.fight_state``) with these wishes."""
    return {"version": STATE_VERSION, "picked": True, **wishes}


def test_results_show_the_cores_figures_for_the_builders_scenario(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    try:
        _orc_against_veteran(window)
        scenario = _scenario(window.combat.builder)
        assert scenario is not None
        assert scenario.attacker is not None and scenario.attacker.name == "Orc Brave"
        outcome = calculate(scenario)
        figures = dict(window.combat.results.tiles.figures())
        assert figures["Wounds taken"] == f"{mean(outcome.target.final_wounds):.2f}" == "0.93"
    finally:
        close_quietly(window)


def test_editing_a_roster_updates_the_calculation(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    try:
        _orc_against_veteran(window)
        before = _scenario(window.combat.builder)
        document = window.documents()[0]
        orc = document.roster.models[0]
        document.undo_stack.push(SetEntryFieldCommand(document, 0, "attack", orc.attack + 2))
        qtbot.waitUntil(
            lambda: (
                (s := _scenario(window.combat.builder)) is not None
                and s.attacker is not None
                and s.attacker.attack == orc.attack + 2
            )
        )
        assert before is not None and before.attacker is not None
        assert before.attacker.attack == orc.attack
    finally:
        close_quietly(window)


def test_preferences_reach_the_builders_fight(qtbot: QtBot) -> None:
    """The house rules chosen in Preferences (Settings' per-game house rules) are set on the
    builder's fight (R14's other reading here)."""
    window = make_window(qtbot)
    try:
        _orc_against_veteran(window)
        values = {"rules.incapacitation": "more_than_endurance"}
        window.settings.update(lambda s: s.with_house_rules("gangfight", values))
        qtbot.waitUntil(
            lambda: (
                (s := _scenario(window.combat.builder)) is not None
                and s.rules.incapacitation.value == "more_than_endurance"
            )
        )
        assert load_settings().house_rules("gangfight")["rules.incapacitation"] == (
            "more_than_endurance"
        )
    finally:
        close_quietly(window)


def test_view_and_combat_menus_hold_the_docks_and_the_calculator_actions(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    try:
        docks = {d.objectName() for d in window.findChildren(QDockWidget)}
        assert {"combat_builder_dock", "results_dock"} <= docks
        view = [a.text() for a in window.view_menu.actions() if not a.isSeparator()]
        assert view[:2] == ["Combat &builder", "&Results"]
        combat = [a.objectName() for a in window.combat_menu.actions() if not a.isSeparator()]
        assert combat == ["roll_action", "copy_roll_action", "pin_action", "swap_action"]
        assert window.combat.results.roll_action.shortcut().toString() == "Ctrl+R"
        # One Ctrl+R in the menu: the roll of the fight on screen.
        assert [a.shortcut().toString() for a in window.combat_menu.actions()].count("Ctrl+R") == 1
        window.combat.builder_dock.toggleViewAction().trigger()
        assert window.combat.builder_dock.isHidden()
    finally:
        close_quietly(window)


def test_layout_and_last_combat_are_remembered(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    _orc_against_veteran(window)
    window.combat.builder_dock.hide()
    state = window.combat.builder.fight_state()
    close_quietly(window)
    saved = load_settings()
    assert saved.window_state
    last = saved.last_fight("gangfight")
    assert last is not None
    # A pick is remembered with its place in the roster, for its game.
    assert last["attacker"] == ["Orc Braves", "Orc Brave", 0]

    again = MainWindow(start_session=False)
    try:
        again.open_paths([ORCS, HUMANS])
        again.start_session()
        assert again.combat.builder.fight_state()["attacker"] == state["attacker"]
        assert again.combat.builder_dock.isHidden()
    finally:
        close_quietly(again)


def test_screenshot_writes_a_png_and_leaves_the_players_settings_alone(tmp_path: Path) -> None:
    out = tmp_path / "window.png"
    before = load_settings()
    assert app.main(["gangfight-gui", "--screenshot", str(out), str(ORCS), str(HUMANS)]) == 0
    assert out.read_bytes().startswith(b"\x89PNG")
    assert load_settings() == before


def test_screenshot_refuses_a_bad_size(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = app.main(["gangfight-gui", "--screenshot", str(tmp_path / "x.png"), "--size", "big"])
    assert code == 2
    assert "--size takes WIDTHxHEIGHT" in capsys.readouterr().err


def test_screenshot_command_exits_cleanly(tmp_path: Path) -> None:
    """As a process, so a crash at exit (a worker thread still running) fails the test."""
    out = tmp_path / "window.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-m", "gangfight_gui", "--screenshot", str(out), str(ORCS), str(HUMANS)],
        capture_output=True,
        text=True,
        env=env,
        check=False,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert out.read_bytes().startswith(b"\x89PNG")


def test_clicking_a_drop_row_makes_that_drop_in_the_builder(qtbot: QtBot) -> None:
    """A row of the drops table applies its drop (R4) to the builder."""
    window = make_window(qtbot)
    try:
        _orc_against_veteran(window)
        results = window.combat.results
        results.show_tab("choices")  # the drops are the game's advice (R5)
        table = results.choices_view.advice_tables[0]
        qtbot.waitUntil(table.isVisible)
        assert table.rowCount() >= 2
        assert table.item(1, 0).text() == "1"
        rect = table.visualRect(table.model().index(1, 2))
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        scenario = _scenario(window.combat.builder)
        assert scenario is not None and scenario.attack_drop == 1
        assert window.combat.builder.field_controls["attack_drop"].value() == 1
        window.combat.recompute_now()
        fight = results.fight
        assert fight is not None and fight.scenario["attack_drop"] == 1
    finally:
        close_quietly(window)


def test_clicking_a_what_if_hint_makes_that_change_in_the_builder(qtbot: QtBot) -> None:
    """Each what-if hint, clicked, gives the builder the scenario it speaks of."""
    window = make_window(qtbot)
    try:
        _orc_against_veteran(window)
        start = window.combat.builder.fight_state()
        results = window.combat.results
        results.show_tab("takedown")
        takedown = results.takedown_view
        takedown.catch_up()
        hints = [r.what_if for r in takedown.ranked]
        assert len(hints) >= 3
        game = find_game("gangfight")
        for hint in hints:
            window.combat.builder.set_fight_state(start)
            window.combat.recompute_now()
            takedown.catch_up()
            row = [r.what_if.label for r in takedown.ranked].index(hint.label)
            rect = takedown.what_ifs.visualRect(takedown.what_ifs.model().index(row, 0))
            qtbot.mouseClick(
                takedown.what_ifs.viewport(), Qt.MouseButton.LeftButton, pos=rect.center()
            )
            scenario = _scenario(window.combat.builder)
            assert scenario is not None, hint.label
            figures = calculate(scenario)
            wanted = game.calculate(game.read_scenario(hint.scenario))
            assert mean(figures.target.final_wounds) == pytest.approx(
                mean(wanted.target.final_wounds), abs=1e-9
            ), hint.label
    finally:
        close_quietly(window)


def test_ad_hoc_numbers_are_named_wherever_the_odds_are_shown(qtbot: QtBot) -> None:
    """The headline and the drops use and name them."""
    window = make_window(qtbot)
    try:
        window.open_paths([ORCS, HUMANS, ROSTERS / "monsters.json"])
        builder, results = window.combat.builder, window.combat.results
        builder.set_fight_state(
            _state(
                attacker=["Orc Braves", "Orc Brave"],
                target=["Human Veterans", "Human Veteran"],
                kind="melee",
                tweaks=[{"attack": 6}, {"defense": 2}],
            )
        )
        window.combat.recompute_now()
        lines = [
            "Orc Brave, this fight only: ATT 6 (roster 3)",
            "Human Veteran, this fight only: DEF 2 (roster 4)",
        ]
        assert results.adhoc.text() == "\n".join(lines)
        assert results.adhoc.isVisibleTo(results)
        results.show_tab("choices")
        results.choices_view.catch_up()
        table = results.choices_view.advice_tables[0]
        assert table.cell_texts()[0][1:3] == ["6", "2"]

        builder.set_fight_state(
            _state(
                attacker=["Monsters of the Marches", "Dragon"],
                target=["Orc Braves", "Orc Brave"],
                caught=[["Orc Braves", "Orc Warboss"]],
                kind="trample",
                tweaks=[{}, {"defense": 2}],
            )
        )
        window.combat.recompute_now()
        assert "aimed at only" in results.adhoc.text()
        builder.adhoc_grid.reset_buttons[1].click()
        window.combat.recompute_now()
        assert not results.adhoc.isVisibleTo(results)
    finally:
        close_quietly(window)


def test_results_behind_the_builders_tab_are_laid_out_when_brought_to_the_front(
    qtbot: QtBot, laptop_window: MainWindow
) -> None:
    """At 1366 pixels the results are a tab behind the builder's: an edit gives the headline
    strip its odds at once, and the pane's own title and tiles when its tab is chosen."""
    window = laptop_window
    _orc_against_veteran(window)
    builder, results = window.combat.builder, window.combat.results
    qtbot.waitUntil(lambda: on_screen(builder) and not on_screen(results))
    before = results.title.text()
    choose(builder.target_picker, "Human Veterans", "Veteran Crossbowman")
    qtbot.waitUntil(lambda: "Veteran Crossbowman" in window.combat.current.headline.title)
    assert results.title.text() == before  # not laid out for nobody
    window.combat.results_dock.raise_()
    qtbot.waitUntil(lambda: "Veteran Crossbowman" in results.title.text())
    first = window.combat.current.headline.figures[0]
    assert results.tiles.figures()[0] == (first.label, first.text)
