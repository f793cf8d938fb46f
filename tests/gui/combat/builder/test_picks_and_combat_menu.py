"""Defects found in the builder and the Combat menu, each checked as a player met it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.rules.game import find_game
from tests.gui.combat.builder.helpers import ROSTERS, choose, fight, open_samples, samples
from tests.gui.roster_helpers import close_quietly, make_window


def _headline(window: MainWindow, game: str) -> str:
    rules = find_game(game)
    shown = fight(window.combat.page(game).builder)
    return rules.headline(rules.calculate(rules.read_scenario(shown.scenario)))[0].text


def test_ctrl_r_rolls_the_fight_of_the_roster_in_front(window: MainWindow, qtbot: QtBot) -> None:
    """ "Ctrl+R with a Necromunda roster in front rolls the hidden Gangfight fight"."""
    window.open_paths([*samples("gangfight"), *samples("necromunda")])
    window.tabs.setCurrentIndex(len(window.documents()) - 1)  # a Necromunda roster in front
    assert window.combat.current_game() == "necromunda"
    window.combat.recompute_now()
    rolled: list[str] = []
    for key in ("gangfight", "necromunda"):
        results = window.combat.page(key).results
        results.roll_made.connect(lambda _roll, k=key: rolled.append(k))
    necromunda = window.combat.page("necromunda").results
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    QTest.keyClick(
        window.tabs.current_editor() or window,
        Qt.Key.Key_R,
        Qt.KeyboardModifier.ControlModifier,
    )
    assert rolled == ["necromunda"]  # the fight on screen was rolled, not the hidden one
    assert necromunda.roll_panel.text().startswith("Roll with seed ")


def test_with_only_other_games_open_roll_is_in_the_menu_and_enabled(window: MainWindow) -> None:
    """ "With only Necromunda or WarStrike rosters open, Roll and Pin are greyed out"."""
    for game in ("necromunda", "warstrike"):
        window.open_paths(samples(game))
        window.tabs.setCurrentIndex(len(window.documents()) - 1)
        window.combat.recompute_now()
        roll = window.combat.results.roll_action
        assert roll in window.combat_menu.actions()
        assert roll.isEnabled(), game
        assert window.combat.results.copy_roll_action in window.combat_menu.actions()
        assert window.combat.results.pin_action in window.combat_menu.actions()


def test_a_fighter_never_fights_himself(window: MainWindow) -> None:
    """ "Set the attacker's roster to the gang already picked as target and the result reads
    'Forge-boss Kattar against Forge-boss Kattar'"."""
    builder = open_samples(window, "necromunda")
    before = fight(builder)
    assert before.targets[0].name == "Forge-boss Kattar"
    choose(builder.attacker_picker, "Slagworks Rivet Crew", "Forge-boss Kattar")
    after = fight(builder)
    assert after.attacker is not None and after.attacker.name == "Forge-boss Kattar"
    assert after.targets[0] != after.attacker
    assert "Kattar fights Forge-boss Kattar" not in after.title


def test_gangfight_sides_start_in_different_gangs(window: MainWindow) -> None:
    """ "In Gangfight both sides start in the same gang (Human Veteran against Veteran
    Crossbowman)", though another gang is open."""
    window.open_paths([ROSTERS / "human_veterans.json"])
    window.open_paths([ROSTERS / "orc_braves.json"])
    builder = window.combat.page("gangfight").builder
    shown = fight(builder)
    assert shown.attacker is not None
    assert shown.attacker.roster != shown.targets[0].roster
    # The attacker from the roster in front (the last opened): the Orc Braves.
    assert shown.attacker.roster == "Orc Braves"
    assert shown.targets[0].roster == "Human Veterans"


def test_the_attacker_comes_from_the_roster_in_front(window: MainWindow) -> None:
    """ "The attacker is taken from the first roster opened, not the roster in front"."""
    window.open_paths(samples("warstrike"))
    window.tabs.setCurrentIndex(1)
    shown = fight(window.combat.page("warstrike").builder)
    assert shown.attacker is not None and shown.attacker.roster == "Salt Reavers"


def test_necromunda_starts_on_the_best_weapons(window: MainWindow) -> None:
    """ "14.2% out of action with the chain hook while Choices stars hook + pistol": the sample
    gangs' Hookhand Durn against Wisp, 14.3% with the chain hook, 19.3% with hook and pistol."""
    builder = open_samples(window, "necromunda")
    choose(builder.attacker_picker, "Slagworks Rivet Crew", "Hookhand Durn")
    choose(builder.target_picker, "Ashveil Sisters", "Wisp")
    assert builder.weapons_combo.currentText() == "Chain hook + Scatter pistol"
    assert _headline(window, "necromunda") == "19.3%"
    assert builder.weapons_combo.itemText(0) == "Chain hook"  # the first, not the best


def test_warstrike_deckhands_start_on_the_gaff_hook(window: MainWindow) -> None:
    """ "WarStrike deckhands default to the hanger (0.83 casualties) though the gaff hook gives
    1.48"."""
    builder = open_samples(window, "warstrike")
    choose(builder.attacker_picker, "Salt Reavers", "Reaver deckhands")
    choose(builder.target_picker, "Harbour Watch of Cinderquay", "Watch pikemen")
    assert builder.weapons_combo.currentText() == "Gaff hook"
    assert _headline(window, "warstrike") == "1.48"
    assert builder.weapons_combo.itemText(0) == "Hanger"


def test_the_last_fight_of_each_game_is_restored(qtbot: QtBot) -> None:
    """ "Missing for both games: … the last fight remembered": two games' fights at once."""
    first = make_window(qtbot)
    picked = {}
    for game, roster, name in (
        ("necromunda", "Ashveil Sisters", "Sister Nel"),
        ("warstrike", "Salt Reavers", "Quartermaster Vell"),
    ):
        first.open_paths(samples(game))
        builder = first.combat.page(game).builder
        choose(builder.attacker_picker, roster, name)
        picked[game] = fight(builder).scenario
    close_quietly(first)
    again = make_window(qtbot)
    try:
        again.open_paths([*samples("necromunda"), *samples("warstrike")])
        again.start_session()
        for game, scenario in picked.items():
            assert fight(again.combat.page(game).builder).scenario == scenario
    finally:
        close_quietly(again)


def test_swap_for_every_game_from_the_combat_menu(window: MainWindow) -> None:
    """ "Missing for both games: … Swap"."""
    for game in ("necromunda", "warstrike"):
        window.open_paths(samples(game))
        window.tabs.setCurrentIndex(len(window.documents()) - 1)
        builder = window.combat.page(game).builder
        before = fight(builder)
        assert window.combat.swap_action in window.combat_menu.actions()
        window.combat.swap_action.trigger()
        after = fight(builder)
        assert (after.attacker, after.targets) == (before.targets[0], (before.attacker,))
