"""Game night in the window, as a player goes through it: shared steps of the tests."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.fight import Fight
from gangfight_gui.gui.night.dock import BattleDock
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.roster.night.battle import Battle, EntryRef
from gangfight_gui.rules.engine.errors import NotEnoughDice
from gangfight_gui.rules.engine.sources import TypedDice

REPO = Path(__file__).resolve().parents[3]
ROSTERS = REPO / "rosters"

PAIRS = {
    "gangfight": ("orc_braves.json", "human_veterans.json"),
    "necromunda": ("necromunda_ashveil_sisters.json", "necromunda_slagworks_rivet_crew.json"),
    "warstrike": ("warstrike_harbour_watch.json", "warstrike_salt_reavers.json"),
}
"""Two sample rosters of each game, one against the other."""

DICE = (6, 5, 4, 6, 3, 5, 2, 6, 4, 1, 5, 6)
"""The faces typed in at the table, in turn, for as long as a roll asks (good for the attacker
more often than not, so attacks change the state)."""


def faces() -> Iterator[int]:
    return itertools.cycle(DICE)


def settle(window: MainWindow) -> None:
    """Let the builder and results catch up (their recompute is a posted event)."""
    QApplication.processEvents()
    window.combat.recompute_now()
    QApplication.processEvents()


def look_at_battle(window: MainWindow) -> None:
    """Bring the Battle tab to the front, as a player does to read it: the battle view is drawn
    then (out of sight, behind the builder's tab, it is not)."""
    window.battle.dock.raise_()
    QApplication.processEvents()
    QApplication.processEvents()


def shown_fight(window: MainWindow, battle: Battle) -> Fight:
    results = window.combat.page(battle.game).results
    fight = results.fight
    assert fight is not None, results.refusal.text()
    return fight


def type_dice(
    qtbot: QtBot, window: MainWindow, battle: Battle, dice: Iterator[int]
) -> tuple[int, ...]:
    """Type dice into the results' Typed dice view one by one until the roll is complete, as a
    player at the table does; the dice typed."""
    results = window.combat.page(battle.game).results
    results.show_tab("typed")
    view = results.typed_view
    typed: list[int] = []
    with qtbot.waitSignal(results.typed_roll_completed):
        while True:
            face = next(dice)
            assert view.enter(str(face))
            typed.append(face)
            fight = shown_fight(window, battle)
            game = fight.game
            try:
                source = TypedDice(typed)
                game.resolve(game.read_scenario(fight.scenario), source)
                source.check_all_used()
                break
            except NotEnoughDice:  # not yet the whole roll
                continue
    return tuple(typed)


def fight_in_battle(
    qtbot: QtBot,
    window: MainWindow,
    attacker: EntryRef,
    target: EntryRef,
    dice: Iterator[int],
) -> tuple[Battle, Fight, tuple[int, ...]]:
    """Pick the fight in the battle view, type its dice, apply the roll: the battle before, the
    fight as the builder set it up, and the dice."""
    dock: BattleDock = window.battle
    before = dock.battle
    assert before is not None
    dock.view.pick(attacker, target)
    dock.view.fight_button.click()
    settle(window)
    fight = shown_fight(window, before)
    typed = type_dice(qtbot, window, before, dice)
    assert dock.apply_action.isEnabled()
    dock.apply_action.trigger()
    return before, fight, typed
