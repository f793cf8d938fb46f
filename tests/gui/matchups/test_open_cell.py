"""A matrix cell opens exactly its attacker and target in the builder, even when names repeat.

Issue 14: the dock used to name the cell's models by roster and name, so the second of two
models named alike opened as the first, with the first one's numbers.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from gangfight_gui.roster.files import load_roster, save_roster
from gangfight_gui.roster.roster import Entry
from gangfight_gui.rules.engine.distribution import mean
from gangfight_gui.rules.gangfight import Scenario, calculate
from gangfight_gui.rules.gangfight.profile import WeaponKind
from gangfight_gui.rules.gangfight.sizes import Size
from tests.gangfight_rosters import ModelSpec, Roster, WeaponSpec, profile
from tests.gui.matchups.conftest import WAIT_MS
from tests.gui.roster_helpers import ORCS, close_quietly, make_window


def _twin(defense: int, armour: int, endurance: int) -> Entry:
    return ModelSpec(
        name="Twin",
        size=Size.MEDIUM,
        attack=3,
        defense=defense,
        armour=armour,
        endurance=endurance,
        weapons=(WeaponSpec(name="Sword", kind=WeaponKind.HAND),),
    )


TWINS = Roster(name="Twins", models=(_twin(2, 2, 2), _twin(5, 5, 6)))
"""Two models of one name, the second much harder to wound than the first."""


def test_the_cell_of_the_second_of_two_models_named_alike_opens_that_model(
    qtbot: QtBot, tmp_path: Path
) -> None:
    twins_path = tmp_path / "twins.json"
    save_roster(TWINS, twins_path)
    orcs = load_roster(ORCS).roster
    brave = profile(orcs.models[0])
    first, second = (profile(spec) for spec in TWINS.models)
    window = make_window(qtbot)
    try:
        window.open_paths([ORCS, twins_path])
        view = window.matchups.view
        window.matchups.dock.toggleViewAction().trigger()
        with qtbot.waitSignal(view.matrix_computed, timeout=WAIT_MS):
            view.compute()
        result = view.result
        assert result is not None
        assert result.targets == ("Twin", "Twin")
        best = result.cell(0, 1).best
        assert best is not None
        assert best.scenario.target == second

        view.table.activated.emit(view.model.index(0, 1))
        window.combat.recompute_now()
        builder = window.combat.builder

        picked = builder.target_picker.current_key()
        assert picked is not None and picked.place == 1
        shown = builder.adhoc_editor.target_row.spins
        assert [shown[name].value() for name in ("defense", "armour", "endurance")] == [5, 5, 6]
        scenario = builder.scenario()
        assert scenario is not None
        assert scenario.attacker == brave
        assert scenario.target == second != first
        expected = calculate(
            Scenario(
                attack=best.scenario.attack,
                attacker=brave,
                targets=(second,),
                weapons=best.scenario.weapons,
            )
        )
        assert calculate(scenario) == expected
        assert mean(expected.target.final_wounds) == best.expected_final_wounds
        figures = dict(window.combat.results.tiles.figures())
        assert figures["Wounds taken"] == f"{mean(expected.target.final_wounds):.2f}"
    finally:
        close_quietly(window)


def test_the_cell_of_the_second_of_two_rosters_named_alike_opens_that_rosters_model(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Two open rosters named "Twins" are labelled "Twins" and "Twins (2)": the cell of the
    second's Twin opens it, not the first's Twin (which would then attack itself)."""
    weak = TWINS.with_models(TWINS.models[:1])
    hard = TWINS.with_models(TWINS.models[1:])
    paths = [tmp_path / "weak.json", tmp_path / "hard.json"]
    save_roster(weak, paths[0])
    save_roster(hard, paths[1])
    window = make_window(qtbot)
    try:
        window.open_paths(paths)
        view = window.matchups.view
        window.matchups.dock.toggleViewAction().trigger()
        assert view.controls.labels() == ("Twins", "Twins (2)")
        with qtbot.waitSignal(view.matrix_computed, timeout=WAIT_MS):
            view.compute()
        assert view.result_labels == ("Twins", "Twins (2)")

        view.table.activated.emit(view.model.index(0, 0))
        window.combat.recompute_now()
        scenario = window.combat.builder.scenario()
        assert scenario is not None, window.combat.builder.refusal()
        assert scenario.attacker == profile(weak.models[0])
        assert scenario.target == profile(hard.models[0])
    finally:
        close_quietly(window)
