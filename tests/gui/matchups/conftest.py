"""Fixtures of the matchup matrix tests: the sample rosters, a big roster, a computed view."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.gui.matchups.view import MatchupMatrixView
from gangfight_gui.roster.files import load_roster
from gangfight_gui.roster.roster import Roster
from tests.conftest import ROSTERS

SAMPLES = ("orc_braves", "human_veterans", "monsters")
WAIT_MS = 20_000


def sample(name: str) -> Roster:
    return load_roster(ROSTERS / f"{name}.json").roster


def big_roster(name: str, count: int) -> Roster:
    """``count`` models cycling through every sample model (all sizes and weapon kinds)."""
    models = [m for s in SAMPLES for m in sample(s).models]
    return (
        sample(SAMPLES[0])
        .with_value("name", name)
        .with_models(
            models[i % len(models)].with_value("name", f"{name} {i + 1}") for i in range(count)
        )
    )


@pytest.fixture
def orcs() -> Roster:
    return sample("orc_braves")


@pytest.fixture
def humans() -> Roster:
    return sample("human_veterans")


@pytest.fixture
def view(qtbot: QtBot) -> MatchupMatrixView:
    """pytest-qt closes it after the test, and closing stops its thread."""
    widget = MatchupMatrixView()
    qtbot.addWidget(widget)
    widget.resize(1000, 600)
    widget.show()  # a hidden matrix waits to be shown before it computes
    return widget


Compute = Callable[[Callable[[], object]], MatrixResult]


@pytest.fixture
def computed(qtbot: QtBot, view: MatchupMatrixView) -> Compute:
    """Run an action on the view and return the matrix it leads to."""

    def run(action: Callable[[], object]) -> MatrixResult:
        with qtbot.waitSignal(view.matrix_computed, timeout=WAIT_MS) as blocker:
            action()
        result = blocker.args[0]
        assert isinstance(result, MatrixResult)
        return result

    return run


@pytest.fixture
def orcs_vs_humans(
    view: MatchupMatrixView, computed: Compute, orcs: Roster, humans: Roster
) -> MatrixResult:
    return computed(lambda: view.set_rosters([("orcs", orcs), ("humans", humans)]))
