"""The matrix panel: inputs, background computation, cancelling, progress and activation."""

from __future__ import annotations

from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.matchups import heat
from gangfight_gui.gui.matchups.matrix_model import MATCHUP_ROLE
from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.gui.matchups.view import MatchupMatrixView, NoMatrixError
from gangfight_gui.gui.matchups.worker import MatrixComputation
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.engine.limits import MAX_MATCHUP_ATTACKS, MAX_MODELS
from gangfight_gui.rules.gangfight.matchups import Matchup
from gangfight_gui.rules.gangfight.options import LongRange, RuleOptions
from gangfight_gui.rules.gangfight.scenario import AttackKind, Cover, Scenario
from tests.gui.matchups.conftest import WAIT_MS, Compute, big_roster, sample


def _ranged_figures(result: MatrixResult) -> dict[tuple[int, int, tuple[str, ...]], float]:
    return {
        (r, c, o.weapons): o.expected_final_wounds
        for r, row in enumerate(result.rows)
        for c, cell in enumerate(row)
        for o in cell.options
        if o.kind is AttackKind.RANGED
    }


def test_starts_empty_and_ready(view: MatchupMatrixView, tmp_path: Path) -> None:
    assert view.model.rowCount() == 0
    assert not view.is_computing
    assert not view.export_csv_button.isEnabled()
    assert view.cancel_button.isHidden()
    with pytest.raises(NoMatrixError):
        view.write_matrix_csv(tmp_path / "nothing.csv")
    assert not (tmp_path / "nothing.csv").exists()


def test_rosters_fill_the_matrix_with_a_and_b(
    view: MatchupMatrixView, orcs_vs_humans: MatrixResult, orcs: Roster, humans: Roster
) -> None:
    assert orcs_vs_humans.attackers_roster == "Orc Braves"
    assert orcs_vs_humans.targets_roster == "Human Veterans"
    assert view.model.rowCount() == len(orcs.models)
    assert view.model.columnCount() == len(humans.models)
    assert "Orc Braves" in view.caption.text()
    assert view.export_csv_button.isEnabled()
    assert view.legend.top == view.model.scale_top > 0


def test_swap_exchanges_attackers_and_targets(
    view: MatchupMatrixView, computed: Compute, orcs_vs_humans: MatrixResult
) -> None:
    swapped = computed(view.controls.swap_button.click)
    assert swapped.attackers == orcs_vs_humans.targets
    assert swapped.targets == orcs_vs_humans.attackers


def test_hard_cover_lowers_the_ranged_cells(
    view: MatchupMatrixView, computed: Compute, orcs_vs_humans: MatrixResult
) -> None:
    combo = view.controls.cover_combo
    covered = computed(lambda: combo.setCurrentIndex(combo.findData(Cover.HARD.value)))
    assert covered.settings.cover is Cover.HARD
    before, after = _ranged_figures(orcs_vs_humans), _ranged_figures(covered)
    assert before.keys() == after.keys()
    assert before
    assert all(after[k] < before[k] for k in before if before[k] > 0)
    # The Goblin Skirmisher's best attack is its shortbow: its cells show lower figures.
    goblin = orcs_vs_humans.attackers.index("Goblin Skirmisher")
    first_best = orcs_vs_humans.rows[goblin][0].best
    covered_best = covered.rows[goblin][0].best
    assert first_best is not None and covered_best is not None
    assert covered_best.expected_final_wounds < first_best.expected_final_wounds
    # Melee ignores cover (R11).
    assert covered.rows[0][0].best == orcs_vs_humans.rows[0][0].best
    assert "hard cover" in view.caption.text()


def test_range_band_and_close_combat_change_ranged_figures(
    view: MatchupMatrixView, computed: Compute, orcs_vs_humans: MatrixResult
) -> None:
    band = view.controls.band_combo
    short = computed(lambda: band.setCurrentIndex(band.findData("short")))
    assert short.settings.range_band == "short"
    assert all(
        _ranged_figures(short)[k] > v for k, v in _ranged_figures(orcs_vs_humans).items() if v > 0
    )
    engaged = computed(lambda: view.controls.in_combat_check.setChecked(True))
    assert engaged.settings.target_in_combat


def test_rule_options_without_normal_band_switch_to_long(
    view: MatchupMatrixView, computed: Compute, orcs_vs_humans: MatrixResult
) -> None:
    result = computed(lambda: view.set_rule_options(RuleOptions(long_range=LongRange.BEYOND_RANGE)))
    assert result.settings.range_band == "long"
    assert result.settings.rules.long_range is LongRange.BEYOND_RANGE
    assert view.controls.band_combo.findData("normal") == -1


def test_changes_in_a_burst_compute_once(
    qtbot: QtBot, view: MatchupMatrixView, computed: Compute, orcs_vs_humans: MatrixResult
) -> None:
    results: list[MatrixResult] = []
    view.matrix_computed.connect(results.append)
    band = view.controls.band_combo

    def burst() -> None:
        for i in range(band.count()):
            band.setCurrentIndex(i)

    last = computed(burst)
    qtbot.wait(50)
    assert len(results) == 1
    assert last.settings.range_band == band.currentData()


def test_edited_roster_under_the_same_label_recomputes(
    view: MatchupMatrixView, computed: Compute, orcs_vs_humans: MatrixResult, humans: Roster
) -> None:
    orcs = sample("orc_braves")
    fewer = orcs.remove_model(0)
    result = computed(lambda: view.set_rosters([("orcs", fewer), ("humans", humans)]))
    assert result.attackers == orcs_vs_humans.attackers[1:]
    assert view.controls.attackers_combo.currentText() == "orcs"


def test_closing_every_roster_empties_the_matrix(
    view: MatchupMatrixView, orcs_vs_humans: MatrixResult
) -> None:
    view.set_rosters([])
    assert view.model.rowCount() == 0
    assert not view.export_pdf_button.isEnabled()
    assert not view.is_computing


def test_one_roster_is_matched_against_itself(view: MatchupMatrixView, computed: Compute) -> None:
    result = computed(lambda: view.set_rosters([("only", sample("monsters"))]))
    assert result.attackers == result.targets


def test_progress_bar_reaches_100(qtbot: QtBot, view: MatchupMatrixView, computed: Compute) -> None:
    values: list[int] = []
    view.progress.valueChanged.connect(values.append)
    big = big_roster("Horde", 30)
    computed(lambda: view.set_rosters([("a", big), ("b", big)]))
    assert values[-1] == 100
    assert values == sorted(values)
    assert len(set(values)) > 2  # it moved on the way, not only 0 then 100
    assert view.progress.isHidden()
    assert not view.is_computing


def test_cancel_stops_a_computation_and_the_view_is_ready_again(
    qtbot: QtBot, view: MatchupMatrixView, computed: Compute, orcs_vs_humans: MatrixResult
) -> None:
    big = big_roster("Horde", 80)  # 6,400 matchups: seconds, if it were not cancelled
    view.set_rosters([("a", big), ("b", big)])
    view.compute()
    assert view.is_computing
    assert view.cancel_button.isVisible() or not view.isVisible()
    with qtbot.waitSignal(view.progress.valueChanged, timeout=WAIT_MS):
        pass  # the worker is inside the core
    with qtbot.waitSignal(view.computation_cancelled, timeout=WAIT_MS):
        view.cancel_button.click()
    assert view.progress.value() < 100
    assert not view.is_computing
    assert view.cancel_button.isHidden()
    assert not view.compute_button.isHidden()
    assert view.result is orcs_vs_humans  # the previous matrix stays
    assert "Cancelled" in view.status.text()
    with qtbot.assertNotEmitted(view.matrix_computed, wait=300):
        pass
    # Ready: a new, small request computes normally.
    result = computed(
        lambda: view.set_rosters([("a", sample("orc_braves")), ("b", sample("monsters"))])
    )
    assert result.targets_roster == "Monsters of the Marches"


def test_cancel_right_after_start(qtbot: QtBot, view: MatchupMatrixView, computed: Compute) -> None:
    big = big_roster("Horde", 80)
    view.set_rosters([("a", big), ("b", big)])
    with qtbot.waitSignal(view.computation_cancelled, timeout=WAIT_MS):
        view.compute()
        view.cancel()
    assert not view.is_computing
    assert view.result is None
    with qtbot.assertNotEmitted(view.matrix_computed, wait=200):
        pass
    result = computed(view.compute_button.click)
    assert result.size == 80 * 80


def test_cancel_while_waiting_for_the_debounce(
    qtbot: QtBot, view: MatchupMatrixView, orcs: Roster, humans: Roster
) -> None:
    view.set_rosters([("orcs", orcs), ("humans", humans)])
    assert view.is_computing
    with qtbot.waitSignal(view.computation_cancelled, timeout=WAIT_MS):
        view.cancel()
    assert not view.is_computing
    with qtbot.assertNotEmitted(view.matrix_computed, wait=400):
        pass


def _cell_of(view: MatchupMatrixView, row: int, column: int) -> Matchup:
    matchup = view.model.index(row, column).data(MATCHUP_ROLE)
    assert isinstance(matchup, Matchup)
    return matchup


def test_double_click_emits_the_best_scenario(
    qtbot: QtBot, view: MatchupMatrixView, orcs_vs_humans: MatrixResult
) -> None:
    view.show()
    qtbot.waitExposed(view)
    index = view.model.index(4, 2)  # the Goblin Skirmisher shooting the Human Marksman
    best = _cell_of(view, 4, 2).best
    assert best is not None
    rect = view.table.visualRect(index)
    viewport = view.table.viewport()
    with qtbot.waitSignal(view.matchup_activated, timeout=WAIT_MS) as blocker:
        # A real double-click is a click, then the double-click event (QTest sends only the second).
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    scenario = blocker.args[0]
    assert isinstance(scenario, Scenario)
    assert scenario == best.scenario
    assert scenario.attacker is not None and scenario.attacker.name == "Goblin Skirmisher"
    assert scenario.target.name == "Human Marksman"


def test_enter_emits_the_best_scenario(
    qtbot: QtBot, view: MatchupMatrixView, orcs_vs_humans: MatrixResult
) -> None:
    view.show()
    qtbot.waitExposed(view)
    view.table.setFocus()
    view.table.setCurrentIndex(view.model.index(1, 3))
    best = _cell_of(view, 1, 3).best
    assert best is not None
    with qtbot.waitSignal(view.matchup_activated, timeout=WAIT_MS) as blocker:
        qtbot.keyClick(view.table, Qt.Key.Key_Return)
    assert blocker.args == [best.scenario]


def test_colour_measure_picker_recolours_and_relabels_the_legend(
    view: MatchupMatrixView, orcs_vs_humans: MatrixResult
) -> None:
    view.set_heat_measure(heat.HeatMeasure.INCAPACITATION)
    assert view.model.heat_measure is heat.HeatMeasure.INCAPACITATION
    assert view.legend.measure is heat.HeatMeasure.INCAPACITATION
    top = max(c.best.p_incapacitated for c in orcs_vs_humans.cells() if c.best is not None)
    assert view.legend.top == top


def test_view_renders(view: MatchupMatrixView, orcs_vs_humans: MatrixResult) -> None:
    view.show()
    image = view.grab().toImage()
    assert image.width() > 0
    assert image.pixelColor(image.width() // 2, image.height() // 2).isValid()


def test_deleting_a_computing_view_stops_its_thread(qtbot: QtBot) -> None:
    """A QThread destroyed while running aborts the process: deletion must stop it first."""
    doomed = MatchupMatrixView()
    big = big_roster("Horde", 80)
    doomed.set_rosters([("a", big), ("b", big)])
    with qtbot.waitSignal(doomed.progress.valueChanged, timeout=WAIT_MS):
        doomed.compute()
    thread = doomed.findChild(MatrixComputation)._thread  # type: ignore[union-attr]
    assert thread.isRunning()
    finished: list[bool] = []
    thread.finished.connect(lambda: finished.append(True), Qt.ConnectionType.DirectConnection)
    with qtbot.waitSignal(doomed.destroyed, timeout=WAIT_MS):
        doomed.deleteLater()
    # The thread stopped before it went with the view (a running one would abort the process).
    assert finished == [True]
    assert not shiboken6.isValid(thread)


def test_a_closed_view_computes_again_when_reopened(
    view: MatchupMatrixView, computed: Compute, orcs_vs_humans: MatrixResult
) -> None:
    view.show()
    view.close()

    def swap_then_reopen() -> None:
        view.controls.swap_button.click()  # while closed: nothing is computed yet
        view.show()

    again = computed(swap_then_reopen)
    assert again.attackers == orcs_vs_humans.targets


def test_a_change_during_a_computation_replaces_it(qtbot: QtBot, view: MatchupMatrixView) -> None:
    big = big_roster("Horde", 80)
    view.set_rosters([("a", big), ("b", sample("orc_braves"))])
    with qtbot.waitSignal(view.progress.valueChanged, timeout=WAIT_MS):
        view.compute()
    combo = view.controls.cover_combo
    with qtbot.assertNotEmitted(view.computation_cancelled):
        combo.setCurrentIndex(combo.findData(Cover.HARD.value))
        # The matrix under way may still land first; the one that stays is for hard cover.
        qtbot.waitUntil(
            lambda: (
                view.result is not None
                and view.result.settings.cover is Cover.HARD
                and not view.is_computing
            ),
            timeout=WAIT_MS,
        )
    result = view.result
    assert result is not None
    assert result.size == 80 * 5


def test_a_hidden_matrix_waits_until_it_is_shown(
    qtbot: QtBot, view: MatchupMatrixView, orcs: Roster, humans: Roster
) -> None:
    view.hide()
    with qtbot.assertNotEmitted(view.matrix_computed, wait=800):
        view.set_rosters([("orcs", orcs), ("humans", humans)])
    assert view.result is None
    with qtbot.waitSignal(view.matrix_computed, timeout=WAIT_MS):
        view.show()
    assert view.result is not None
    assert view.result.attackers_roster == orcs.name


def test_a_matrix_past_the_work_limit_is_refused_and_the_last_one_stays(
    qtbot: QtBot, view: MatchupMatrixView, computed: Compute, orcs_vs_humans: MatrixResult
) -> None:
    # Issue 16: the limit the command line refuses at, in the same words.
    horde = big_roster("Horde", MAX_MODELS)
    view.set_rosters([("a", horde), ("b", horde)])
    view.compute()
    assert not view.is_computing
    assert "attacks to calculate; a matrix takes at most" in view.status.text()
    assert f"{MAX_MATCHUP_ATTACKS:,}" in view.status.text()
    assert view.result is orcs_vs_humans
