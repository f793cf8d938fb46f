"""The matrix's table model: Qt's contract, cell text, colours, tooltips and the custom roles."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QColor
from pytestqt.modeltest import ModelTester

from gangfight_gui.gui.matchups import heat
from gangfight_gui.gui.matchups.matrix_model import HEAT_ROLE, MATCHUP_ROLE, MatchupMatrixModel
from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.rules.gangfight.matchups import Matchup, MatchupSettings, matchup_matrix
from gangfight_gui.rules.gangfight.profile import Profile
from tests.gangfight_rosters import profile
from tests.gui.matchups.conftest import sample


def _result(attackers: str = "orc_braves", targets: str = "human_veterans") -> MatrixResult:
    a, b = sample(attackers), sample(targets)
    settings = MatchupSettings()
    rows = matchup_matrix([profile(m) for m in a.models], [profile(m) for m in b.models], settings)
    return MatrixResult(
        a.name,
        b.name,
        tuple(m.name for m in a.models),
        tuple(m.name for m in b.models),
        settings,
        tuple(tuple(r) for r in rows),
    )


def _with_empty_cell(result: MatrixResult) -> MatrixResult:
    """The first cell replaced by a matchup with no option (the core refused every attack)."""
    first = result.rows[0][0]
    empty = Matchup(first.attacker, first.target, (), ("the shot cannot hit (R16)",))
    rows = ((empty, *result.rows[0][1:]), *result.rows[1:])
    return replace(result, rows=rows)


@pytest.fixture
def model() -> MatchupMatrixModel:
    m = MatchupMatrixModel()
    m.set_result(_result())
    return m


def test_qt_model_contract_filled_empty_and_recoloured(qtmodeltester: ModelTester) -> None:
    model = MatchupMatrixModel()
    qtmodeltester.check(model)
    model.set_result(_with_empty_cell(_result()))
    qtmodeltester.check(model)
    model.set_heat_measure(heat.HeatMeasure.INCAPACITATION)
    model.set_result(_result("monsters", "orc_braves"))
    model.set_result(None)
    assert model.rowCount() == 0
    assert model.columnCount() == 0


def test_shape_and_headers_follow_the_rosters(model: MatchupMatrixModel) -> None:
    orcs, humans = sample("orc_braves"), sample("human_veterans")
    assert model.rowCount() == len(orcs.models)
    assert model.columnCount() == len(humans.models)
    assert [model.headerData(r, Qt.Orientation.Vertical) for r in range(model.rowCount())] == [
        m.name for m in orcs.models
    ]
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())] == [
        m.name for m in humans.models
    ]
    assert "Human Veterans" in str(
        model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    )
    assert model.rowCount(model.index(0, 0)) == 0  # a table: no children


def test_cell_reads_expected_wounds_and_chance(model: MatchupMatrixModel) -> None:
    # The Orc Brave's great axe against the Human Veteran: the "0.93 / 3%".
    index = model.index(0, 0)
    assert index.data() == "0.93 / 3%"
    matchup = index.data(MATCHUP_ROLE)
    assert isinstance(matchup, Matchup)
    assert matchup.attacker.name == "Orc Brave"
    assert matchup.target.name == "Human Veteran"
    best = matchup.best
    assert best is not None
    assert index.data() == f"{best.expected_final_wounds:.2f} / {best.p_incapacitated * 100:.0f}%"


def test_tooltip_has_best_attack_and_the_other_options(model: MatchupMatrixModel) -> None:
    # Orc Shooter (knife, blunderbuss) against the Human Marksman: four options.
    matchup = model.index(3, 2).data(MATCHUP_ROLE)
    assert isinstance(matchup, Matchup)
    best = matchup.best
    assert best is not None
    tip = str(model.index(3, 2).data(Qt.ItemDataRole.ToolTipRole))
    assert f"Best: <b>{best.label}</b>" in tip
    assert f"drop {best.dropped}: {best.pool} dice at TN {best.tn}" in tip
    assert "Other options" in tip
    others = [o for o in matchup.options if o is not best]
    assert len(others) == len(matchup.options) - 1 >= 2
    for option in others:
        assert option.label in tip


def test_empty_cell_says_why_no_attack_is_possible() -> None:
    model = MatchupMatrixModel()
    model.set_result(_with_empty_cell(_result()))
    index = model.index(0, 0)
    assert index.data() == "—"
    assert "no attack possible: the shot cannot hit (R16)" in str(
        index.data(Qt.ItemDataRole.ToolTipRole)
    )
    assert index.data(HEAT_ROLE) is None
    assert index.data(Qt.ItemDataRole.BackgroundRole) == heat.NO_ATTACK


def test_heat_is_relative_to_the_matrix_top(model: MatchupMatrixModel) -> None:
    fractions = [
        model.index(r, c).data(HEAT_ROLE)
        for r in range(model.rowCount())
        for c in range(model.columnCount())
    ]
    assert max(fractions) == 1.0
    assert all(0.0 <= f <= 1.0 for f in fractions)
    top_index = fractions.index(1.0)
    top = model.index(top_index // model.columnCount(), top_index % model.columnCount())
    assert top.data(Qt.ItemDataRole.BackgroundRole) == heat.heat_colour(1.0)
    assert model.index(0, 0).data(Qt.ItemDataRole.BackgroundRole) != QColor(255, 255, 255)


def test_measure_switch_recolours_without_reset(model: MatchupMatrixModel) -> None:
    resets: list[bool] = []
    changes: list[tuple[QModelIndex, QModelIndex]] = []
    model.modelReset.connect(lambda: resets.append(True))
    model.dataChanged.connect(lambda a, b, _roles: changes.append((a, b)))
    wounds = [model.index(r, 0).data(HEAT_ROLE) for r in range(model.rowCount())]
    model.set_heat_measure(heat.HeatMeasure.INCAPACITATION)
    chances = [model.index(r, 0).data(HEAT_ROLE) for r in range(model.rowCount())]
    assert not resets
    assert len(changes) == 1
    assert wounds != chances
    result = model.result
    assert result is not None
    top = max(c.best.p_incapacitated for c in result.cells() if c.best is not None)
    assert model.scale_top == top


def test_text_stays_readable_on_every_heat_colour() -> None:
    assert heat.text_colour(heat.heat_colour(0.0)) == heat.DARK_TEXT
    assert heat.text_colour(heat.heat_colour(1.0)) == heat.LIGHT_TEXT
    assert heat.heat_colour(0.5) == heat.STOPS[1][1]
    assert heat.fraction(3.0, 0.0) == 0.0


def test_scale_ignores_cells_without_attack() -> None:
    nobody = Profile("Nobody", profile(sample("orc_braves").models[0]).size, 0, 0, 0, 0, 0, 1, 0)
    assert heat.scale_max([Matchup(nobody, nobody, ())], heat.HeatMeasure.WOUNDS) == 0.0
