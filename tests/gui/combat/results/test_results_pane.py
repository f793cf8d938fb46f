"""The results pane shows the core's figures, formatted, for every kind of attack."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.results.advice_view import Column
from gangfight_gui.gui.combat.results.chart import chart_data
from gangfight_gui.gui.combat.results.pane import REFUSAL_PAGE, RESULTS_PAGE, ResultsPane
from gangfight_gui.gui.combat.results.wording import SHOWN, describe_test, headline, percent
from gangfight_gui.rules.gangfight import (
    AttackKind,
    AttackOutcome,
    Cover,
    RulesError,
    Scenario,
    TargetOutcome,
    at_least_table,
    calculate,
    mean,
)
from tests.rules.gangfight.profiles import DRAGON, KNIGHT, MARKSMAN, OGRE, ORC, VETERAN

MARKSMEN = tuple(dataclasses.replace(MARKSMAN, name=f"Marksman {i}") for i in (1, 2, 3))
SCENARIOS = {
    "melee": Scenario(AttackKind.MELEE, ORC, (VETERAN,), ("Great axe",)),
    "melee_drop_1": Scenario(AttackKind.MELEE, ORC, (VETERAN,), ("Great axe",), attack_drop=1),
    "ranged_cover": Scenario(
        AttackKind.RANGED, VETERAN, (ORC,), ("Crossbow",), distance=20.0, cover=Cover.HARD
    ),
    "free_strike": Scenario(AttackKind.FREE_STRIKE, ORC, (VETERAN,), ("Great axe",)),
    "power": Scenario(AttackKind.POWER, ORC, (VETERAN,), ("Great axe",)),
    "finesse": Scenario(AttackKind.FINESSE, ORC, (VETERAN,), ("Great axe",)),
    "slam": Scenario(AttackKind.SLAM, KNIGHT, (OGRE,), ("Sword",)),
    "trample": Scenario(AttackKind.TRAMPLE, KNIGHT, MARKSMEN, ("Sword",)),
    "falling": Scenario(AttackKind.FALLING, None, (OGRE,), fall_distance=6.0),
    "area": Scenario(
        AttackKind.AOE_INDIRECT, VETERAN, (ORC, MARKSMAN), ("Crossbow",), range_band="normal"
    ),
    "dragon_on_prone_knight": Scenario(AttackKind.MELEE, DRAGON, (KNIGHT,), target_prone=True),
}


@pytest.fixture
def pane(qtbot: QtBot) -> ResultsPane:
    widget = ResultsPane()
    qtbot.addWidget(widget)
    widget.resize(700, 800)
    widget.show()
    return widget


def _shown(pane: ResultsPane, key: str) -> str:
    assert pane.figures.is_figure_shown(key), key
    return pane.figures.figure_text(key)


def _check_target(pane: ResultsPane, outcome: AttackOutcome, target: TargetOutcome) -> None:
    plan = outcome.plan
    label = pane.findChild(QLabel, "figure_expected_hits")
    assert label is not None
    assert label.text().startswith(f"expected {mean(target.hits):.2f}")
    if plan.kind is not AttackKind.FALLING:
        assert _shown(pane, "p_hit") == percent(target.p_hit)
    test = target.attack_test or outcome.attack_test
    if test is not None:
        assert _shown(pane, "attack_roll") == describe_test(test)
    if plan.wounds:
        assert _shown(pane, "expected_final_wounds") == f"{mean(target.final_wounds):.2f}"
        assert _shown(pane, "p_wounded") == percent(target.p_wounded)
        assert _shown(pane, "p_incapacitated") == percent(target.p_incapacitated)
        assert _shown(pane, "p_dead") == percent(target.p_dead)
        assert (
            _shown(pane, "expected_wounds") == f"expected {mean(target.wounds):.2f} before armour"
        )
        dist = target.final_wounds
    else:
        assert not pane.figures.is_figure_shown("expected_final_wounds")
        assert not pane.figures.is_figure_shown("p_incapacitated")
        dist = target.hits
    if plan.knocks_back:
        assert _shown(pane, "knockback") == f'{mean(target.hits):.2f}"'
        assert _shown(pane, "p_knocked_down") == percent(target.p_hit)
    else:
        assert not pane.figures.is_figure_shown("knockback")
    if plan.moves_away:
        assert _shown(pane, "move_away") == f'{mean(target.hits):.2f}"'
    if plan.offers_free_strike:
        assert _shown(pane, "p_free_strike") == percent(1 - target.p_hit)
    else:
        assert not pane.figures.is_figure_shown("p_free_strike")
    odds = at_least_table(dist)
    expected = {f"{k}+": percent(odds[k]) for k in range(1, len(odds)) if odds[k] >= SHOWN}
    shown = pane.figures.at_least.odds_texts()
    assert {k: v for k, v in shown.items() if k in expected} == expected
    bars, line = pane.figures.chart.values()
    data = chart_data(dist)
    assert bars == pytest.approx(list(data.exactly))
    assert line == pytest.approx(list(data.at_least[1:]))


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_figures_are_the_cores(pane: ResultsPane, name: str) -> None:
    outcome = calculate(SCENARIOS[name])
    pane.show_outcome(outcome)
    assert pane.stack.currentIndex() == RESULTS_PAGE
    for index, target in enumerate(outcome.targets):
        pane.targets.setCurrentIndex(index)
        assert pane.target_index == index
        _check_target(pane, outcome, target)


def test_orc_against_veteran_reads_as_the_cli(pane: ResultsPane) -> None:
    pane.show_outcome(calculate(SCENARIOS["melee"]))
    assert pane.title.text() == "Melee attack: Orc Brave (Great axe) against Human Veteran"
    assert pane.figures.figure_text("attack_roll") == "3 dice at TN 4"
    assert pane.figures.figure_text("expected_final_wounds") == "0.93"
    assert pane.figures.figure_text("p_wounded") == "52.0%"
    assert pane.figures.figure_text("p_incapacitated") == "3.2%"
    assert pane.figures.at_least.odds_texts()["2+"] == "26.6%"
    assert pane.figures.figure_text("armour_roll") == "4 dice at TN 6; drops 2 → 2 dice at TN 4"
    assert pane.advice.defence.text() == "1–11 wounds: drop 2 → 2 dice at TN 4"
    assert pane.targets.isHidden()
    assert pane.all_hit.isHidden()


def test_a_chosen_drop_is_explained(pane: ResultsPane) -> None:
    pane.show_outcome(calculate(SCENARIOS["melee_drop_1"]))
    assert pane.figures.figure_text("attack_roll") == "2 dice at TN 3 (1 dropped by choice, R4)"


def test_best_advice_row_is_marked(pane: ResultsPane) -> None:
    outcome = calculate(SCENARIOS["melee"])
    pane.show_outcome(outcome)
    table = pane.advice.table
    assert table.rowCount() == len(outcome.advice) == 3
    best = [i for i, a in enumerate(outcome.advice) if a.best]
    assert table.best_row() == best[0]
    for row, advice in enumerate(outcome.advice):
        cell = table.item(row, Column.FINAL_WOUNDS)
        assert cell is not None
        assert cell.text() == f"{advice.expected_final_wounds:.2f}"
        assert cell.font().bold() == advice.best
        incap = table.item(row, Column.INCAPACITATED)
        wounded = table.item(row, Column.WOUNDED)
        assert incap is not None and wounded is not None
        assert incap.text() == percent(advice.p_incapacitated[0])
        assert wounded.text() == percent(advice.p_wounded[0])
    drop = table.item(best[0], Column.DROP)
    assert drop is not None and drop.text() == "★ 0"


def test_attacks_that_do_not_wound_advise_on_hits(pane: ResultsPane) -> None:
    outcome = calculate(SCENARIOS["power"])
    pane.show_outcome(outcome)
    table = pane.advice.table
    assert table.isColumnHidden(Column.FINAL_WOUNDS)
    assert table.isColumnHidden(Column.INCAPACITATED)
    assert not table.isColumnHidden(Column.HITS)
    assert table.best_row() == next(i for i, a in enumerate(outcome.advice) if a.best)
    assert pane.advice.defence.isHidden()


def test_trample_has_a_tab_per_target_and_every_target_hit(pane: ResultsPane) -> None:
    outcome = calculate(SCENARIOS["trample"])
    pane.show_outcome(outcome)
    assert not pane.targets.isHidden()
    names = [pane.targets.tabText(i) for i in range(pane.targets.count())]
    assert names == ["Marksman 1", "Marksman 2", "Marksman 3"]
    assert not pane.all_hit.isHidden()
    assert percent(outcome.p_all_hit) in pane.all_hit.text()
    pane.targets.setCurrentIndex(2)
    assert pane.figures.figure_text("p_wounded") == percent(outcome.targets[2].p_wounded)


def test_area_attack_shows_width_and_dodge(pane: ResultsPane) -> None:
    outcome = calculate(SCENARIOS["area"])
    pane.show_outcome(outcome)
    assert pane.figures.figure_text("dodge_roll").startswith("INI ")
    assert "Dodge, " in pane.advice.defence.text()
    pane.targets.setCurrentIndex(1)
    assert pane.figures.figure_text("p_wounded") == percent(outcome.targets[1].p_wounded)


def test_refusal_replaces_the_figures(pane: ResultsPane) -> None:
    scenario = dataclasses.replace(SCENARIOS["melee"], distance=5.0)
    with pytest.raises(RulesError) as caught:
        calculate(scenario)
    pane.show_outcome(calculate(SCENARIOS["melee"]))
    pane.show_refusal(str(caught.value))
    assert pane.stack.currentIndex() == REFUSAL_PAGE
    assert str(caught.value) in pane.refusal.text()
    assert "threat range" in pane.refusal.text()
    assert pane.outcome is None
    assert not pane.roll_action.isEnabled()
    assert pane.roll() is None
    pane.show_outcome(calculate(SCENARIOS["melee"]))
    assert pane.stack.currentIndex() == RESULTS_PAGE
    assert pane.roll_action.isEnabled()


def test_nothing_shown_yet_is_a_hint_not_figures(pane: ResultsPane) -> None:
    assert pane.stack.currentIndex() == REFUSAL_PAGE
    assert not pane.roll_action.isEnabled()


def test_recompute_updates_the_chart_in_place(pane: ResultsPane) -> None:
    chart = pane.figures.chart
    pane.show_outcome(calculate(SCENARIOS["melee"]))
    pane.show_outcome(calculate(SCENARIOS["dragon_on_prone_knight"]))
    power = calculate(SCENARIOS["power"])
    pane.show_outcome(power)
    assert pane.figures.chart is chart
    assert chart.axis_title() == "inches"
    assert chart.values()[0] == pytest.approx(list(chart_data(power.target.hits).exactly))


@pytest.mark.parametrize(
    ("kind", "measure"), [(AttackKind.AOE_INDIRECT, "Radius"), (AttackKind.AOE_DIRECT, "Width")]
)
def test_an_area_attack_names_its_size_as_r23_does(
    pane: ResultsPane, kind: AttackKind, measure: str
) -> None:
    scenario = dataclasses.replace(SCENARIOS["area"], attack=kind)
    pane.show_outcome(calculate(scenario))
    names = {label.text() for label in pane.figures.findChildren(QLabel) if label.isVisible()}
    assert measure in names
    assert {"Radius", "Width"} - {measure} <= {"Radius", "Width"} - names
    resolved = pane.roll(seed=3)
    assert resolved is not None
    assert f'{measure.lower()} {resolved.targets[0].hits}"' in pane.history.list.item(0).text()


def test_narrow_pane_cuts_neither_chart_labels_nor_drop_headings(qtbot: QtBot) -> None:
    """Issue 14: "100%" was cut to "10…" and the drop table's headings were cut."""
    pane = ResultsPane()
    qtbot.addWidget(pane)
    pane.resize(440, 760)
    pane.show()
    pane.show_outcome(calculate(SCENARIOS["melee"]))
    qtbot.waitExposed(pane)
    chart = pane.figures.chart
    plot = chart.plot_area()
    small = QFontMetricsF(chart.font())  # the labels' font is smaller still
    _counts, exactly, at_least = chart.axis_labels()
    assert "100%" in at_least
    assert plot.left() - max(small.horizontalAdvance(text) for text in exactly) > 0
    right = chart.width() - plot.right()
    assert right > max(small.horizontalAdvance(text) for text in at_least)
    table = pane.advice.table
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    for column in range(table.columnCount()):
        if table.isColumnHidden(column):
            continue
        item = table.horizontalHeaderItem(column)
        assert item is not None
        widest = max(metrics.horizontalAdvance(line) for line in item.text().split("\n"))
        assert header.sectionSize(column) >= widest + 4, item.text()


def test_a_pinned_result_stays_beside_the_new_one(pane: ResultsPane) -> None:
    """Issue 14, Compare: "axe or sword?" answered at a glance, both odds and both charts."""
    assert not pane.pin_action.isEnabled()
    first = calculate(SCENARIOS["melee"])
    pane.show_outcome(first)
    pane.pin_action.trigger()
    second = calculate(dataclasses.replace(SCENARIOS["melee"], target_prone=True))
    pane.show_outcome(second)
    assert pane.pinned_box.isVisible()
    assert pane.pinned_title.text().startswith(f"Pinned: {headline(first)}\n")
    pinned, now = pane.pinned_figures, pane.figures
    assert pinned.figure_text("p_wounded") == percent(first.target.p_wounded)
    assert now.figure_text("p_wounded") == percent(second.target.p_wounded)
    assert pinned.figure_text("p_wounded") != now.figure_text("p_wounded")
    assert pinned.chart.isVisible() and now.chart.isVisible()
    assert pinned.chart.values()[0] == list(chart_data(first.target.final_wounds).exactly)
    assert now.chart.values()[0] == list(chart_data(second.target.final_wounds).exactly)
    assert pinned.chart.values() != now.chart.values()
    pane.pin_action.trigger()
    assert not pane.pinned_box.isVisible()


def test_the_figures_stay_put_while_lines_come_and_go_above_them(
    qtbot: QtBot, pane: ResultsPane
) -> None:
    """Issue 11: an ad hoc line or a modifier appearing must not move the figures and chart
    under the player's eyes while the same models fight; another pair starts afresh."""
    melee = SCENARIOS["melee"]
    pane.show_outcome(calculate(melee))
    qtbot.waitExposed(pane)
    figures_top = pane.figures.mapTo(pane, QPoint(0, 0)).y()

    def settled_top() -> int:
        QApplication.sendPostedEvents()
        QApplication.processEvents()
        return pane.figures.mapTo(pane, QPoint(0, 0)).y()

    pane.show_adhoc(["Attacker ATT 5 (roster 4)", "Target DEF 2 (roster 3)"])
    grown = settled_top()
    assert grown > figures_top  # room was made for the two lines
    pane.show_adhoc([])
    pane.show_outcome(calculate(dataclasses.replace(melee, target_prone=True)))
    assert settled_top() == grown
    assert pane.adhoc.isHidden()
    pane.show_outcome(calculate(SCENARIOS["slam"]))  # other models: the block fits again
    assert settled_top() == figures_top


def test_the_tiles_say_their_figures_to_screen_readers(pane: ResultsPane) -> None:
    """The tiles are painted, not labels: each names its caption and figure."""
    outcome = calculate(SCENARIOS["melee"])
    pane.show_outcome(outcome)
    names = {tile.accessibleName() for tile in pane.figures.tiles.findChildren(QWidget)}
    assert f"Wounded: {percent(outcome.target.p_wounded)}" in names
    assert pane.figures.figure_text("p_wounded") == percent(outcome.target.p_wounded)


def test_the_dock_scrolls_to_whatever_the_pane_needs(qtbot: QtBot) -> None:
    """The pane tells its scroll area only of a change in the room it needs (issue 11): a change
    that needs more room must still reach it, or the lines would be cut."""
    area = QScrollArea()
    qtbot.addWidget(area)
    area.setWidgetResizable(True)
    pane = ResultsPane()
    area.setWidget(pane)
    area.resize(520, 300)
    area.show()
    pane.show_outcome(calculate(SCENARIOS["melee"]))
    qtbot.waitExposed(area)
    QApplication.processEvents()
    before = pane.height()
    assert before >= pane.heightForWidth(pane.width()) > area.viewport().height()
    pane.show_adhoc(
        [f"Line {n} of ad hoc numbers, long enough to wrap in a narrow pane" for n in range(6)]
    )
    qtbot.waitUntil(lambda: pane.height() > before)
    assert pane.height() >= pane.heightForWidth(pane.width())
    assert area.verticalScrollBar().maximum() == pane.height() - area.viewport().height()
