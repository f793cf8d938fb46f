"""One matchups view for every game: its controls are the game's matchup fields, each cell the
pair's best fight (``rules/pairings.py``) in the circumstances and house rules set, coloured by
the number it shows, with every figure and the choice in its tooltip; a cell opens its fight."""

from __future__ import annotations

import itertools
import math
import threading
import time
from collections.abc import Callable

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from gangfight_gui.cards import heat
from gangfight_gui.gui.combat.fight import EntryKey
from gangfight_gui.gui.matchups import view as view_module
from gangfight_gui.gui.matchups.controls import READING
from gangfight_gui.gui.matchups.matrix_model import SHARE_ROLE, MatchupMatrixModel
from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.gui.matchups.view import MatchupsView
from gangfight_gui.roster.files import load_roster
from gangfight_gui.roster.night.entries import entries_of
from gangfight_gui.rules.game import AnyGame, find_game
from gangfight_gui.rules.kinds import AUTO, CHOICE, YES_NO
from gangfight_gui.rules.pairings import best_pairing, matchup_fields
from tests.conftest import ROSTERS
from tests.gui.dock_helpers import tab_behind
from tests.gui.matchups.conftest import WAIT_MS, Compute, renamed, samples


def changed_value(spec: object) -> object:
    """A value of a matchup field away from its default: the other truth value, the last
    choice, the field's minimum (a number)."""
    kind, default = spec.kind, spec.default  # type: ignore[attr-defined]
    if kind is YES_NO:
        return not default
    if kind is CHOICE:
        return next(c for c in reversed(spec.choices) if c != default)  # type: ignore[attr-defined]
    return spec.minimum  # type: ignore[attr-defined]


def assert_cells_are_best_pairings(game: AnyGame, result: MatrixResult, view: MatchupsView) -> None:
    first, second = view.controls.rosters()
    assert first is not None and second is not None
    attackers, targets = entries_of(first), entries_of(second)
    assert result.attackers == tuple(e["name"] for e in attackers)
    assert result.targets == tuple(e["name"] for e in targets)
    for r, attacker in enumerate(attackers):
        for c, target in enumerate(targets):
            best = best_pairing(game, attacker, target, result.circumstances, result.house_rules)
            cell = result.cell(r, c)
            assert cell.scenario == best.scenario
            assert cell.figures == best.figures
            assert cell.choice == best.choice
            text = view.model.index(r, c).data()
            assert text == (best.figures[0].text if best.figures else "—")


def test_the_controls_are_the_games_matchup_fields(view: MatchupsView, game: AnyGame) -> None:
    specs = matchup_fields(game)
    assert list(view.controls.fields) == [spec.key for spec in specs]
    assert specs, "every game offers at least one circumstance to a matchup"
    for spec in specs:
        control = view.controls.fields[spec.key]
        if spec.kind is YES_NO:
            assert isinstance(control, QCheckBox)
            assert control.text() == spec.label + (READING if spec.reading else "")
        elif spec.kind is CHOICE:
            assert isinstance(control, QComboBox)
            assert [control.itemData(i) for i in range(control.count())] == list(spec.choices)
            assert control.currentText() == spec.label_of(spec.default)
        else:
            assert isinstance(control, QSpinBox)
            assert control.text() == AUTO, "each pair's own until a number is set"
        assert spec.help[:20] in control.toolTip()


def test_each_cell_is_the_pairs_best_fight(
    view: MatchupsView, computed: Compute, game: AnyGame, shown: MatrixResult
) -> None:
    assert shown.game == game.key
    assert_cells_are_best_pairings(game, shown, view)
    # Every circumstance away from its default at once: the cells follow.
    values = {spec.key: changed_value(spec) for spec in matchup_fields(game)}
    changed = computed(lambda: view.controls.set_circumstances(values))
    assert changed.circumstances == values
    assert_cells_are_best_pairings(game, changed, view)
    assert changed.rows != shown.rows, "the circumstances change some fight"


def test_house_rules_reach_every_cell(
    view: MatchupsView, computed: Compute, game: AnyGame, shown: MatrixResult
) -> None:
    rules = {spec.key: spec.default for spec in game.house_rules}
    first = game.house_rules[0]
    rules[first.key] = changed_value(first)
    if game.key == "necromunda":  # N13: the three faces add up to 6
        rules["rules.injury_faces.seriously_injured"] = 2
    changed = computed(lambda: view.set_house_rules(rules))
    assert changed.house_rules == rules
    assert_cells_are_best_pairings(game, changed, view)
    assert any(first.label in line for line in changed.settings)


def test_colours_mean_the_number_shown(view: MatchupsView, shown: MatrixResult) -> None:
    # WarStrike's best cell (1.48 casualties) was once white beside a red 0.44.
    figured = [
        (cell.figure.probability, view.model.index(r, c))
        for r, row in enumerate(shown.rows)
        for c, cell in enumerate(row)
        if cell.figure is not None
    ]
    assert len({value for value, _ in figured}) >= 2
    ordered = sorted(figured, key=lambda pair: pair[0])
    shares = [index.data(SHARE_ROLE) for _, index in ordered]
    assert shares == sorted(shares), "a bigger number, a bigger share of one scale"
    depth = [heat.luminance(index.data(Qt.ItemDataRole.BackgroundRole)) for _, index in ordered]
    assert all(a >= b - 1e-9 for a, b in itertools.pairwise(depth)), "and deeper"
    scale = shown.scale
    figures = [cell.figure for cell in shown.cells() if cell.figure is not None]
    assert scale.label == figures[0].label
    if scale.expected:
        assert scale.top == max(f.scale for f in figures)
    else:
        assert scale.top == 1.0
    for value, index in figured:
        assert index.data(SHARE_ROLE) == pytest.approx(min(1.0, value / scale.top))
    assert view.legend.scale == scale


def test_warstrike_colours_casualties_not_the_chance_of_a_wipe(qtbot: QtBot) -> None:
    # The case that showed it: the Reavers' deckhands against the Watch's pikemen.
    view = MatchupsView(find_game("warstrike"))
    qtbot.addWidget(view)
    view.show()
    reavers, watch = (
        load_roster(ROSTERS / f"warstrike_{name}.json").roster
        for name in ("salt_reavers", "harbour_watch")
    )
    with qtbot.waitSignal(view.matrix_computed, timeout=20_000) as blocker:
        view.set_rosters([("mine", reavers), ("theirs", watch)])
    shown = blocker.args[0]
    deckhands_pikemen = shown.cell(0, 0)
    quartermaster = shown.cell(1, 0)
    assert deckhands_pikemen.figure is not None and quartermaster.figure is not None
    assert deckhands_pikemen.figure.text == "1.48" and quartermaster.figure.text == "0.44"
    deep = view.model.index(0, 0).data(Qt.ItemDataRole.BackgroundRole)
    pale = view.model.index(1, 0).data(Qt.ItemDataRole.BackgroundRole)
    assert heat.luminance(deep) < heat.luminance(pale)


def test_a_tooltip_holds_every_figure_and_the_choice(
    view: MatchupsView, shown: MatrixResult
) -> None:
    for r, row in enumerate(shown.rows):
        for c, cell in enumerate(row):
            tip = view.model.index(r, c).data(Qt.ItemDataRole.ToolTipRole)
            assert f"{cell.attacker} attacking {cell.target}" in tip
            if cell.scenario is None:
                assert "no fight possible" in tip
                continue
            assert f"Best: {cell.choice}" in tip
            for figure in cell.figures:
                assert f"{figure.label}: {figure.text}" in tip


def test_double_click_opens_exactly_that_fight(
    qtbot: QtBot, view: MatchupsView, shown: MatrixResult
) -> None:
    row, column = len(shown.attackers) - 1, len(shown.targets) - 1
    cell = shown.cell(row, column)
    assert cell.scenario is not None
    index = view.model.index(row, column)
    with qtbot.waitSignal(view.fight_opened) as blocker:
        view.table.doubleClicked.emit(index)
    key, attacker, targets, scenario = blocker.args
    assert key == view.game.key
    assert attacker == EntryKey("mine", shown.attackers[row], row)
    assert targets == (EntryKey("theirs", shown.targets[column], column),)
    assert scenario == cell.scenario
    with qtbot.waitSignal(view.fight_opened):
        view.table.activated.emit(index)  # Enter on a cell


def test_swap_exchanges_attackers_and_targets(
    view: MatchupsView, computed: Compute, shown: MatrixResult
) -> None:
    swapped = computed(view.controls.swap_button.click)
    assert (swapped.attackers, swapped.targets) == (shown.targets, shown.attackers)
    assert swapped.labels == ("theirs", "mine")


def test_progress_shows_and_cancel_keeps_the_last_matrix(
    qtbot: QtBot,
    view: MatchupsView,
    computed: Compute,
    shown: MatrixResult,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert view.progress.value() == 100
    assert not view.is_computing
    reached = threading.Event()

    def endless(_request: object, progress: Callable[[int, int], bool]) -> None:
        """A computation that goes on until it is told to stop, reporting as it goes."""
        done = 0
        while progress(done % 100, 100):
            done += 1
            if done == 150:
                reached.set()
            time.sleep(0.0005)

    monkeypatch.setattr(view_module, "compute_matrix", endless)
    view.compute()
    qtbot.waitUntil(reached.is_set)
    qtbot.waitUntil(lambda: 0 < view.progress.value() < 100)
    assert view.cancel_button.isVisible() and view.progress.isVisible()
    with qtbot.waitSignal(view.computation_cancelled, timeout=10_000):
        view.cancel_button.click()
    assert view.result is shown, "the table keeps the last complete matrix"
    assert view.compute_button.isVisible() and "Cancelled" in view.status.text()
    monkeypatch.undo()
    again = computed(view.compute_button.click)
    assert again.rows == shown.rows
    assert view.progress.value() == 100


def test_a_burst_of_changes_computes_once(
    qtbot: QtBot, view: MatchupsView, computed: Compute, shown: MatrixResult
) -> None:
    results: list[MatrixResult] = []
    view.matrix_computed.connect(results.append)
    last = computed(lambda: [view.controls.swap() for _ in range(5)])
    qtbot.wait(400)
    assert results == [last]
    assert last.labels == ("theirs", "mine")


def test_headings_elide_and_tooltip_the_whole_name(
    view: MatchupsView, computed: Compute, game: AnyGame, qtbot: QtBot
) -> None:
    first, second = samples(game)
    long = "Matron Ilse Vorne the Unyielding of the Ashveil Sisterhood"
    entries = list(entries_of(second))
    entries[0] = {**entries[0], "name": long}
    result = computed(
        lambda: view.set_rosters([("mine", first), ("theirs", renamed(second, "T", entries))])
    )
    header = view.table.horizontalHeader()
    lines = header.section_lines(0)
    assert 1 <= len(lines) <= 2
    assert lines[-1].endswith("…"), "elided at its end, never cut at its start"
    assert long.startswith(lines[0].removesuffix("…"))
    metrics = header.fontMetrics()
    assert all(metrics.horizontalAdvance(line) <= header.sectionSize(0) for line in lines)
    tip = view.model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert long in tip
    assert result.targets[0] == long


def test_the_palette_base_is_the_bottom_of_the_scale(
    view: MatchupsView, shown: MatrixResult
) -> None:
    palette = view.palette()
    dark = QColor(30, 30, 34)
    palette.setColor(QPalette.ColorRole.Base, dark)
    view.setPalette(palette)
    cell = next(c for c in shown.cells() if c.figure is not None)
    colour = view.model.background(cell)
    share = shown.scale.share(cell.figure) if cell.figure else 0.0
    assert colour == heat.heat_colour(share, shown.scale.tone, dark)
    assert heat.heat_colour(0.0, "attacker", dark) == dark
    assert heat.text_colour(dark) == heat.LIGHT_TEXT, "light text on a dark base"


def test_the_model_keeps_qts_contract(
    qtmodeltester: ModelTester, view: MatchupsView, shown: MatrixResult
) -> None:
    model = MatchupMatrixModel()
    qtmodeltester.check(model)
    model.set_result(shown)
    qtmodeltester.check(model)
    assert model.rowCount(QModelIndex()) == len(shown.attackers)
    assert math.isclose(model.columnCount(), len(shown.targets))


def test_one_roster_fights_itself_until_another_opens(
    view: MatchupsView, computed: Compute, game: AnyGame
) -> None:
    first, second = samples(game)
    alone = computed(lambda: view.set_rosters([("mine", first)]))
    assert alone.labels == ("mine", "mine")
    both = computed(lambda: view.set_rosters([("mine", first), ("theirs", second)]))
    assert both.labels == ("mine", "theirs")
    view.set_rosters([])
    assert view.result is None and not view.export_csv_button.isEnabled()


def test_a_matrix_in_a_dock_tab_behind_another_waits_for_its_tab(
    qtbot: QtBot, game: AnyGame
) -> None:
    """A roster edit costs no matrix while the Matchups tab is behind another dock's (Qt keeps
    such a dock "visible"); bringing the tab to the front computes it."""
    view = MatchupsView(game)
    _window, behind = tab_behind(qtbot, view, (1200, 700))
    results: list[MatrixResult] = []
    view.matrix_computed.connect(results.append)
    first, second = samples(game)
    view.set_rosters([("mine", first), ("theirs", second)])
    qtbot.waitUntil(lambda: "Shown when the matchups are" in view.status.text())
    assert view.isVisible() and results == []
    with qtbot.waitSignal(view.matrix_computed, timeout=WAIT_MS):
        behind.raise_()
    assert len(results) == 1 and results[0].labels == ("mine", "theirs")
    view.shutdown()  # a child of the window gets no close event: its thread stops here


@pytest.mark.parametrize("name", ["Orc Warboss", "Goblin Skirmisher", "Veteran Crossbowman"])
def test_a_heading_as_wide_as_its_column_is_whole(qtbot: QtBot, name: str) -> None:
    """A target's name exactly as wide as its column is shown whole, on one line or two (it
    was painted "Orc Warbo…" at 1366 px)."""
    from PySide6.QtGui import QFont, QFontMetrics

    from gangfight_gui.gui.common.elided import wrapped

    font = QFont()
    font.setBold(True)
    metrics = QFontMetrics(font)
    for width in range(metrics.horizontalAdvance(name) - 2, metrics.horizontalAdvance(name) + 3):
        lines = wrapped(metrics, name, width, 2)
        assert " ".join(lines) == name, (width, lines)
