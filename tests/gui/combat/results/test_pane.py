"""The results pane, for every game, as a player reads and clicks it.

Each test runs for Gangfight, Necromunda, WarStrike and the example game (``game``), with a fight
set up from the game's ``choices`` as the builder sets one up (``fights.py``). What the pane shows
is checked against the game's own answers: the figures of ``views``, the chart's law, the "at
least" odds summed by hand, the choices and what-ifs calculated one by one.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTableWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.fight import Fight
from gangfight_gui.gui.combat.results.pane import REFUSAL_PAGE, RESULTS_PAGE, ResultsPane
from gangfight_gui.gui.combat.results.reading import rank_alternatives, rank_what_ifs
from gangfight_gui.gui.combat.results.takedown import HOW_TO_TRY
from gangfight_gui.rules.engine.wording import percent
from gangfight_gui.rules.game import AnyGame
from tests.gui.combat.results.fights import A_CHANGE, PANE_SIZE, REPO, changed, fight_of
from tests.gui.combat.results.test_reading import refused_fight


def outcome_of(game: AnyGame, scenario: object) -> object:
    return game.calculate(game.read_scenario(scenario))  # type: ignore[arg-type]


def settle() -> None:
    """Let Qt lay out what was just shown (a new tab's content is laid out by posted events)."""
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def click_row(table: QTableWidget, row: int) -> None:
    """Click the first cell of ``row`` as a player would."""
    rect = table.visualRect(table.model().index(row, 0))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


# -- the odds -------------------------------------------------------------------------------


def test_the_tiles_are_the_views_first_figures(pane: ResultsPane, game: AnyGame) -> None:
    fight = fight_of(game.key)
    pane.show_fight(fight)
    view = game.views(outcome_of(game, fight.scenario))[0]
    assert pane.stack.currentIndex() == RESULTS_PAGE
    assert pane.title.text() == fight.title == game.describe(fight.scenario)
    assert pane.tiles.figures() == [(f.label, f.text) for f in view.figures[:4]]
    for tile, figure in zip(pane.tiles.tiles, view.figures, strict=False):
        assert figure.label in tile.toolTip()
        assert figure.help.split("(")[0] in tile.toolTip()  # what it counts


def test_the_main_chart_is_drawn_and_another_may_be_picked(
    pane: ResultsPane, game: AnyGame
) -> None:
    fight = fight_of(game.key)
    pane.show_fight(fight)
    view = game.views(outcome_of(game, fight.scenario))[0]
    assert pane.odds_view.current_chart() == view.charts[0]
    assert len(view.charts) > 1, f"{game.title} draws more than one law"
    other = view.charts[-1]
    pane.odds_view.picker.activated.emit(len(view.charts) - 1)
    assert pane.odds_view.current_chart() == other
    pane.show_fight(changed(fight))  # an edit keeps the chart picked
    assert pane.odds_view.current_chart() == other
    legend = pane.odds_view.chart.legend()
    assert set(legend) == set(other.tones or ("neutral",))


def test_at_least_odds_add_up_the_law(pane: ResultsPane, game: AnyGame) -> None:
    fight = fight_of(game.key)
    pane.show_fight(fight)
    laws = game.views(outcome_of(game, fight.scenario))[0].at_least
    grid = pane.odds_view.at_least
    assert grid.laws == laws
    for row, law in enumerate(laws):
        shown = grid.odds_texts(row)
        assert shown["1+"] == percent(sum(law.law[1:]))
        for head, text in shown.items():
            k = int(head[:-1])
            assert text == percent(sum(law.law[k:]))


def test_the_details_and_the_readings(pane: ResultsPane, game: AnyGame) -> None:
    fight = fight_of(game.key, adhoc=("Attacker skill 4 (roster: 3)",))
    pane.show_fight(fight)
    outcome = outcome_of(game, fight.scenario)
    assert pane.adhoc.text() == "Attacker skill 4 (roster: 3)" and pane.adhoc.isVisible()
    pane.show_tab("details")
    details = pane.details_view
    view = game.views(outcome)[0]
    assert details.details.text() == "\n".join(view.details)
    assert [(n.text(), v.text()) for n, v in details.figure_rows] == [
        (f.label, f.text) for f in view.figures
    ]
    notes = game.notes(outcome)
    assert details.readings.isHidden() != bool(notes)
    for note in notes:
        assert note.text in details.readings.text()
    if notes:  # the odds say so, and lead here
        pane.show_tab("odds")
        assert "not in the game's text" in pane.odds_view.readings.text()
        pane.odds_view.readings_button.click()
        assert pane.tabs.currentIndex() == pane.tab_index("details")


def test_a_refusal_replaces_the_odds_in_the_games_words(pane: ResultsPane, game: AnyGame) -> None:
    strip = pane.headline_strip()
    pane.show_fight(fight_of(game.key))
    assert pane.roll_action.isEnabled()
    fight = refused_fight(game)
    pane.show_fight(fight)
    try:
        outcome_of(game, fight.scenario)
    except ValueError as error:
        message = str(error)
    assert pane.stack.currentIndex() == REFUSAL_PAGE
    assert message in pane.refusal.text()
    assert not pane.roll_action.isEnabled() and pane.roll() is None
    assert strip.refused and strip.message == message
    pane.show_fight(fight_of(game.key))
    assert pane.stack.currentIndex() == RESULTS_PAGE and not strip.refused


def test_the_headline_strip_holds_the_headline(pane: ResultsPane, game: AnyGame) -> None:
    fight = fight_of(game.key)
    pane.show_fight(fight)
    strip = pane.headline_strip()
    headline = game.headline(outcome_of(game, fight.scenario))
    assert strip.figures == headline[:4]
    strip.resize(PANE_SIZE[0], strip.sizeHint().height())
    assert strip.shown_figures() == headline[: len(strip.shown_figures())]
    assert strip.shown_figures(), "the first figure always shows"
    strip.resize(60, strip.height())
    assert len(strip.shown_figures()) == 1  # the others left out whole, never cut
    for figure in headline[:4]:
        assert f"{figure.label}: {figure.text}" in strip.toolTip()


def test_several_targets_get_a_tab_each(pane: ResultsPane) -> None:
    monsters, humans = REPO / "rosters/monsters.json", REPO / "rosters/human_veterans.json"
    fight = fight_of(
        "gangfight", 0, (0, 1, 2), kind="trample", attacker_file=monsters, target_file=humans
    )
    pane.show_fight(fight)
    views = fight.game.views(outcome_of(fight.game, fight.scenario))
    bar = pane.targets
    assert bar.isVisible()
    assert [bar.tabText(i) for i in range(bar.count())] == [v.name for v in views]
    bar.setCurrentIndex(2)
    assert pane.tiles.figures() == [(f.label, f.text) for f in views[2].figures[:4]]
    assert pane.odds_view.current_chart() == views[2].charts[0]
    pane.show_fight(fight_of("gangfight"))
    assert not bar.isVisible()


def test_one_target_has_no_target_tabs(pane: ResultsPane, game: AnyGame) -> None:
    pane.show_fight(fight_of(game.key))
    assert not pane.targets.isVisible()


# -- choices and advice -----------------------------------------------------------------------


def test_choices_are_ranked_starred_and_set_up_by_a_click(
    pane: ResultsPane, game: AnyGame, qtbot: QtBot
) -> None:
    fight = fight_of(game.key, choice=-1 % len(fight_of(game.key).alternatives))
    pane.show_fight(fight)
    pane.show_tab("choices")
    table = pane.choices_view.choices
    ranked = rank_alternatives(fight)
    texts = table.cell_texts()
    assert len(texts) == len(fight.alternatives)
    assert texts[0][0].startswith("★ ")
    for row, cells in zip(ranked, texts, strict=True):
        assert row.label in cells[0]
        assert cells[0].endswith("(now)") == (row.index == fight.current)
        assert cells[1] == row.figures[0].text
    assert table.heading(1) == ranked[0].figures[0].label
    for r, row in enumerate(ranked):
        with qtbot.waitSignal(pane.alternative_chosen) as chosen:
            click_row(table, r)
        assert chosen.args == [row.index]


def test_advice_rows_with_a_patch_set_it_up(pane: ResultsPane, game: AnyGame, qtbot: QtBot) -> None:
    fight = fight_of(game.key)
    pane.show_fight(fight)
    pane.show_tab("choices")
    advice = game.advice(outcome_of(game, fight.scenario))
    tables = pane.choices_view.advice_tables
    assert [t.cell_texts() for t in tables] == [
        [[("★ " if row.best else "") + row.cells[0], *row.cells[1:]] for row in table.rows]
        for table in advice
    ]
    emitted: list[object] = []
    pane.patch_chosen.connect(emitted.append)
    expected = []
    for shown, table in zip(tables, advice, strict=True):
        for r, row in enumerate(table.rows):
            click_row(shown, r)
            if row.patch is not None:
                expected.append(dict(row.patch))
    assert emitted == expected
    if game.key in ("gangfight", "pitfight"):  # R5's drops, P5's reckless or steady
        assert expected


# -- take-down and what-if ---------------------------------------------------------------------


def test_take_down_and_what_ifs(pane: ResultsPane, game: AnyGame, qtbot: QtBot) -> None:
    fight = fight_of(game.key)
    pane.show_fight(fight)
    pane.show_tab("takedown")
    view = pane.takedown_view
    takedown = game.takedown(fight.scenario)
    assert takedown is not None, f"{game.title} takes a target down"
    assert takedown.goal in view.takedown_heading.text()
    chart = view.chart.chart
    assert chart is not None
    assert [p for _, p in chart.bars] == list(takedown.within[: len(chart.bars)])
    if takedown.mean is not None:
        assert f"{takedown.mean:.1f}" in view.summary.text()
    ranked = rank_what_ifs(fight, outcome_of(game, fight.scenario))
    texts = view.what_ifs.cell_texts()
    assert [cells[0] for cells in texts] == [r.what_if.label for r in ranked]
    emitted: list[object] = []
    pane.patch_chosen.connect(emitted.append)
    for r, row in enumerate(ranked):
        click_row(view.what_ifs, r)
        if row.what_if.patch is None:
            assert texts[r][3] == HOW_TO_TRY
    assert emitted == [dict(r.what_if.patch) for r in ranked if r.what_if.patch is not None]
    assert emitted, f"{game.title} has a what-if the builder can make"


def test_hidden_tabs_are_not_worked_out(pane: ResultsPane, game: AnyGame) -> None:
    pane.show_tab("takedown")
    pane.show_tab("choices")
    pane.show_tab("odds")
    pane.show_fight(fight_of(game.key))
    assert pane.takedown_view.stale and pane.choices_view.stale
    pane.show_tab("choices")
    assert not pane.choices_view.stale and pane.takedown_view.stale


def test_a_deep_tab_on_screen_follows_each_edit_after_the_odds(
    pane: ResultsPane, game: AnyGame
) -> None:
    """Choices and Take-down work out a calculation a row: they catch up in the next turn of
    the event loop, after the edit's headline and odds are painted."""
    first = fight_of(game.key)
    pane.show_fight(first)
    pane.show_tab("choices")
    settle()
    assert not pane.choices_view.stale
    second = changed(first, **A_CHANGE[game.key])
    pane.show_fight(second)
    assert pane.choices_view.stale  # not yet: the tiles first
    assert (
        pane.tiles.figures()[0][1]
        == second.game.views(outcome_of(game, second.scenario))[0].figures[0].text
    )
    settle()
    assert not pane.choices_view.stale
    assert [r.label for r in pane.choices_view.ranked] == [
        r.label for r in rank_alternatives(second)
    ]


# -- compare, compact --------------------------------------------------------------------------


def test_compare_lays_pinned_and_current_out_as_columns_that_fit(
    pane: ResultsPane, game: AnyGame, qtbot: QtBot
) -> None:
    first = fight_of(game.key)
    pane.show_fight(first)
    assert pane.pin_action.isEnabled()
    pane.pin_action.setChecked(True)
    assert pane.tabs.currentIndex() == pane.tab_index("compare")
    second = changed(first, **A_CHANGE[game.key])
    pane.show_fight(second)
    table = pane.compare_view.table
    settle()
    before = game.views(outcome_of(game, first.scenario))[0].figures
    after = {f.key: f for f in game.views(outcome_of(game, second.scenario))[0].figures}
    rows = table.cell_texts()
    for cells, figure in zip(rows, before, strict=False):
        assert cells[:3] == [figure.label, figure.text, after[figure.key].text]
    header = table.horizontalHeader()
    total = sum(header.sectionSize(c) for c in range(table.columnCount()))
    assert total <= table.viewport().width()
    assert table.geometry().right() <= pane.compare_view.width()
    assert pane.compare_view.pinned_title.text() == f"Pinned: {first.title}"
    assert pane.compare_view.now_title.text() == f"Now: {second.title}"
    pane.pin_action.setChecked(False)
    assert not table.isVisible()


def test_at_the_table_shows_the_figures_and_the_roll_only(pane: ResultsPane, game: AnyGame) -> None:
    pane.show_fight(fight_of(game.key))
    pane.roll(seed=3)
    height = pane.tiles.tiles[0].sizeHint().height()
    pane.set_compact(True)
    assert not pane.tabs.tabBar().isVisible()
    assert pane.tabs.currentIndex() == pane.tab_index("roll")
    assert pane.roll_panel.steps.isVisible()
    assert not pane.roll_panel.history.isVisible()
    assert pane.tiles.tiles[0].sizeHint().height() > height
    assert pane.tiles.isVisible() and pane.title.isVisible()
    pane.show_fight(fight_of(game.key, adhoc=("Attacker skill 4 (roster: 3)",)))  # an edit
    assert pane.adhoc.isHidden() and not pane.tabs.tabBar().isVisible()
    pane.set_compact(False)
    assert pane.adhoc.isVisible()
    assert pane.tabs.tabBar().isVisible() and pane.roll_panel.history.isVisible()


def test_the_first_fight_builds_the_page_and_only_the_tab_shown(qtbot: QtBot) -> None:
    pane = ResultsPane()
    qtbot.addWidget(pane)
    assert pane.stack.currentIndex() == REFUSAL_PAGE
    assert "Set up a fight" in pane.refusal.text()
    pane.show_fight(fight_of("gangfight"))
    assert pane._views == {} and pane.reading is not None  # unseen: worked out, not laid out
    pane.show()
    assert set(pane._views) == {"odds"}
    assert pane.stack.currentIndex() == RESULTS_PAGE


def test_names_are_shown_as_written(pane: ResultsPane) -> None:
    fight = fight_of("gangfight")
    title = "<b>Bold</b> & Co"
    pane.show_fight(Fight(fight.game, fight.scenario, title, None, ()))
    assert pane.title.textFormat() == Qt.TextFormat.PlainText and pane.title.text() == title
