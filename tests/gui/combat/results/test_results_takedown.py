"""The results pane's "Take down & what if" tab shows the core's figures (issue: Matchups)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.results.pane import TAKEDOWN_TAB, ResultsPane
from gangfight_gui.rules.engine.wording import percent
from gangfight_gui.rules.gangfight import (
    AttackKind,
    Cover,
    Profile,
    Scenario,
    Size,
    Weapon,
    WeaponKind,
    calculate,
)
from gangfight_gui.rules.gangfight.attrition import attacks_to_incapacitate
from gangfight_gui.rules.gangfight.hints import what_if

AXE = Weapon("Great axe", WeaponKind.TWO_HANDED, 2)
BOW = Weapon("Crossbow", WeaponKind.RANGED, 1, 12.0)
ORC = Profile("Orc Brave", Size.MEDIUM, 3, 4, 2, 4, 4, 4, 2, weapons=(AXE,))
VETERAN = Profile("Human Veteran", Size.MEDIUM, 3, 4, 3, 4, 4, 4, 3, weapons=(BOW,))


def _pane(qtbot: QtBot) -> ResultsPane:
    pane = ResultsPane()
    qtbot.addWidget(pane)
    pane.resize(700, 800)
    pane.show()
    return pane


def test_attacks_to_take_down_match_the_core(qtbot: QtBot) -> None:
    pane = _pane(qtbot)
    outcome = calculate(Scenario(AttackKind.MELEE, ORC, (VETERAN,), ("Great axe",)))
    pane.show_outcome(outcome)
    pane.tabs.setCurrentIndex(TAKEDOWN_TAB)
    view = pane.takedown
    qtbot.waitUntil(lambda: "attacks like this one" in view.summary.text())
    taken = attacks_to_incapacitate(outcome)
    assert taken.mean is not None
    assert f"<b>{taken.mean:.1f}</b>" in view.summary.text()
    shown = view.findChild(type(view.summary), "within_3")
    assert shown is not None
    assert shown.text() == f"<b>{percent(taken.within(3))}</b>"


def test_what_if_hints_are_listed_best_first(qtbot: QtBot) -> None:
    pane = _pane(qtbot)
    scenario = Scenario(
        AttackKind.RANGED, VETERAN, (ORC,), ("Crossbow",), Cover.HARD, range_band="long"
    )
    outcome = calculate(scenario)
    pane.show_outcome(outcome)
    pane.tabs.setCurrentIndex(TAKEDOWN_TAB)
    best = what_if(scenario, outcome)[0]
    qtbot.waitUntil(lambda: best.change in pane.takedown.hints.text())
    first_line = pane.takedown.hints.text().split("<br>")[0]
    assert best.change in first_line
    assert f"+{best.gain:.2f}" in first_line


def test_the_tab_does_no_work_until_it_is_shown(qtbot: QtBot) -> None:
    pane = _pane(qtbot)
    pane.show_outcome(calculate(Scenario(AttackKind.MELEE, ORC, (VETERAN,), ("Great axe",))))
    assert pane.tabs.currentIndex() != TAKEDOWN_TAB
    assert pane.takedown.summary.text() == ""
