"""The results' To the finish view, for every game: the duel of the fight shown, following each
edit and the rounds chosen; in a battle, the duel of the pair picked from their state there."""

from __future__ import annotations

import threading
from dataclasses import replace
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.fight import Fight
from gangfight_gui.gui.combat.results import finish as finish_module
from gangfight_gui.gui.combat.results.finish import SIDES_KEY, WORKING_ON_ENDS
from gangfight_gui.gui.combat.results.pane import ResultsPane
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.roster.night.battle import EntryRef
from gangfight_gui.rules.duel import finish
from gangfight_gui.rules.engine.wording import percent
from gangfight_gui.rules.game import AnyGame, find_game
from gangfight_gui.rules.pairings import best_pairing
from tests.gui.combat.results.fights import A_CHANGE, SAMPLES, changed, entries, fight_of
from tests.gui.night.helpers import PAIRS, settle
from tests.gui.night.test_battle_dock import begin


def _with_sides(fight: Fight, key: str) -> Fight:
    """The sample fight carrying its two entries, as the builder's fights do."""
    first, second = SAMPLES[key]
    target = 1 if key == "pitfight" else 0
    return replace(fight, extra={SIDES_KEY: (entries(first)[0], entries(second)[target])})


def test_the_duel_of_the_fight_shown_follows_each_edit(
    qtbot: QtBot, pane: ResultsPane, game: AnyGame
) -> None:
    fight = _with_sides(fight_of(game.key), game.key)
    pane.show_fight(fight)
    pane.show_tab("takedown")
    view = pane.finish_view
    expected = finish(game, fight.scenario, 20, fight.extra[SIDES_KEY])
    qtbot.waitUntil(lambda: view.duel == expected, timeout=5000)
    assert view.summary.text().startswith(
        f"{expected.first} {percent(expected.p_first_wins)}, {expected.second} "
        f"{percent(expected.p_second_wins)}"
    )
    assert not view.outcomes.isHidden() and not view.by_round.isHidden()
    assert expected.first in view.ends.text() and expected.second in view.ends.text()
    told = [
        spec for spec in game.model_fields if spec.state and expected.first_end.won.get(spec.key)
    ]
    for spec in told:  # each state field by its label, as the builder names it
        assert f"{spec.label}: " in view.ends.text()
    edited = replace(changed(fight, **A_CHANGE[game.key]), extra=fight.extra)
    pane.show_fight(edited)
    after = finish(game, edited.scenario, 20, fight.extra[SIDES_KEY])
    assert after != expected
    qtbot.waitUntil(lambda: view.duel == after, timeout=5000)
    view.rounds.setValue(3)
    shorter = finish(game, edited.scenario, 3, fight.extra[SIDES_KEY])
    qtbot.waitUntil(lambda: view.duel == shorter, timeout=5000)
    assert view.duel is not None and len(view.duel.by_round) == 3


def test_a_fight_that_is_no_duel_says_why(qtbot: QtBot, pane: ResultsPane) -> None:
    fight = fight_of("warstrike")  # E8: without both units' profiles
    pane.show_fight(fight)
    pane.show_tab("takedown")
    view = pane.finish_view
    qtbot.waitUntil(lambda: "(W4)" in view.summary.text(), timeout=5000)
    assert view.duel is None and view.outcomes.isHidden()
    assert view.summary.text() == (
        "No duel to the finish here: to the finish needs both units' profiles (W4)"
    )


STATE: dict[str, dict[str, Any]] = {
    "gangfight": {"wounds_taken": 2},
    "necromunda": {"flesh_wounds": 1},
    "warstrike": {"models": 2},
}
"""A state of the battle's target that changes its duel."""


@pytest.mark.parametrize("key", list(PAIRS))
def test_the_battles_pair_fights_to_the_finish_from_its_state(
    qtbot: QtBot, laptop_window: MainWindow, key: str
) -> None:
    battle = begin(laptop_window, key)
    dock = laptop_window.battle
    target = EntryRef(1, 0)
    assert dock.edit_state(target, STATE[key], "hurt before")
    settle(laptop_window)
    dock.view.pick(EntryRef(0, 0), target)
    dock.view.fight_button.click()
    settle(laptop_window)
    results = laptop_window.combat.page(battle.game).results
    fight = results.fight
    assert fight is not None
    sides = fight.extra[SIDES_KEY]
    for field, value in STATE[key].items():
        assert sides[1][field] == value  # the duel starts from the battle's state
    results.show_tab("takedown")
    view = results.finish_view
    expected = finish(fight.game, fight.scenario, 20, sides)
    unhurt = (sides[0], {**sides[1], **_fresh(key)})
    fresh = finish(fight.game, fight.game.duel_fight(fight.scenario, *unhurt), 20, unhurt)
    assert expected.p_first_wins != fresh.p_first_wins
    qtbot.waitUntil(lambda: view.duel == expected, timeout=10000)


def _fresh(key: str) -> dict[str, Any]:
    return {"gangfight": {"wounds_taken": 0}, "necromunda": {"flesh_wounds": 0},
            "warstrike": {"models": None}}[key]  # fmt: skip


def test_the_duel_is_worked_out_off_the_gui_thread_and_a_new_edit_stops_the_old(
    qtbot: QtBot, pane: ResultsPane, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A WarStrike unit's end takes up to a second: the window goes on answering meanwhile;
    only the newest edit's duel is shown (tests/rules/test_duel_followed.py: a duel stops when
    its progress says so)."""
    game = find_game("warstrike")
    fight = _with_sides(fight_of(game.key), game.key)
    threads: list[str] = []
    real = finish_module.finish

    def recorded(*args: Any, **kwargs: Any) -> Any:
        threads.append(threading.current_thread().name)
        return real(*args, **kwargs)

    monkeypatch.setattr(finish_module, "finish", recorded)
    pane.show_fight(fight)
    pane.show_tab("takedown")
    view = pane.finish_view
    view.rounds.setValue(100)  # the longest duel there is: still being worked out below
    edited = replace(changed(fight, **A_CHANGE[game.key]), extra=fight.extra)
    pane.show_fight(edited)
    expected = real(game, edited.scenario, 100, fight.extra[SIDES_KEY])
    qtbot.waitUntil(lambda: view.duel == expected and not view.working)
    assert threads and threading.main_thread().name not in threads
    assert view.summary.text().startswith(f"{expected.first} {percent(expected.p_first_wins)}")


def test_the_chances_come_first_and_the_followed_fields_after(
    qtbot: QtBot, pane: ResultsPane, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A WarStrike duel's chances are shown as soon as they are worked out; its hit counter and
    markers (followed beside them, up to half a second) follow, with a line saying so."""
    game = find_game("warstrike")
    fight = _with_sides(fight_of(game.key), game.key)
    go_on = threading.Event()
    real = finish_module.finish

    def held(*args: Any, ends: bool = True, **kwargs: Any) -> Any:
        if ends:
            go_on.wait(timeout=60)  # the whole duel waits for the test (never for ever)
        return real(*args, ends=ends, **kwargs)

    monkeypatch.setattr(finish_module, "finish", held)
    pane.show_fight(fight)
    pane.show_tab("takedown")
    view = pane.finish_view
    sides = fight.extra[SIDES_KEY]
    chances = real(game, fight.scenario, 20, sides, ends=False)
    whole = real(game, fight.scenario, 20, sides)
    assert "hit_counter" not in chances.first_end.won and "hit_counter" in whole.first_end.won
    qtbot.waitUntil(lambda: view.duel == chances)
    assert view.working and view.ends.text().endswith(WORKING_ON_ENDS)
    go_on.set()
    qtbot.waitUntil(lambda: view.duel == whole and not view.working)
    assert "Hit counter: " in view.ends.text() and WORKING_ON_ENDS not in view.ends.text()


def test_a_fighter_against_its_own_kind_is_told_apart_in_the_chart() -> None:
    """Two sides of one name: the chart's bars read "(first)" and "(second)", not one name twice."""
    game = find_game("gangfight")
    orc = entries(SAMPLES["gangfight"][0])[0]
    duel = finish(game, best_pairing(game, orc, orc).scenario, 5)
    labels = [label for label, _ in finish_module.outcome_chart(duel).bars]
    assert labels[:2] == [f"{orc['name']} (first) wins", f"{orc['name']} (second) wins"]
