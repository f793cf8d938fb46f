"""Test set-up shared by every test: no display needed, no user folder touched."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

# Qt reads this when the first QApplication is made; set it before any test imports Qt.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from gangfight_gui import paths
from gangfight_gui.rules.game import AnyGame, find_game
from tests.every_game import MATCHUP_GAMES, installed
from tests.helpers.example_game import BROKEN, CLASH, install_once

# make test-quick: fewer examples a property, the same properties.
# No deadline: a test asserts outcomes, never time, and a busy machine would fail a slow example.
settings.register_profile("unhurried", deadline=None)
settings.register_profile("quick", max_examples=12, deadline=None)
settings.load_profile("unhurried")

REPO = Path(__file__).resolve().parent.parent
ROSTERS = REPO / "rosters"


def gangfight_samples() -> list[Path]:
    """The sample rosters of Gangfight, for the tests of its own roster model; the other games'
    samples are tested in tests/roster/test_game_rosters.py."""
    return sorted(
        path
        for path in ROSTERS.glob("*.json")
        if json.loads(path.read_text(encoding="utf-8")).get("game", "gangfight") == "gangfight"
    )


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Point every platformdirs folder at a fresh temporary folder for each test."""
    home = tmp_path_factory.mktemp("home")
    old = os.environ.get(paths.HOME_ENV)
    os.environ[paths.HOME_ENV] = str(home)
    yield home
    if old is None:
        os.environ.pop(paths.HOME_ENV, None)
    else:
        os.environ[paths.HOME_ENV] = old


def _run_temp(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The temporary folder of the whole run: with pytest-xdist, the one its workers share."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if "PYTEST_XDIST_WORKER" in os.environ else base


@pytest.fixture(scope="session")
def example_game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The example game (``examples/pitfight``) pip-installed into a folder of its own, once a
    run: put it on ``PYTHONPATH`` (``tests.helpers.example_game``) to play it."""
    return install_once(_run_temp(tmp_path_factory))


@pytest.fixture(scope="session")
def clash_game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A second game installed on its own (``tests/plugins/clash``), whose rulings' letters are
    Necromunda's and the dice's: its folder, to put on the path (``example_on_path``)."""
    return install_once(_run_temp(tmp_path_factory), "clash-game", CLASH)


@pytest.fixture(scope="session")
def broken_plugins(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three games that cannot be loaded (``tests/plugins/broken``), installed on their own."""
    return install_once(_run_temp(tmp_path_factory), "broken-games", BROKEN)


@pytest.fixture(params=MATCHUP_GAMES)
def matchup_game(request: pytest.FixtureRequest) -> Iterator[AnyGame]:
    """Each game with matchups in turn: the three built in, and the example game pip-installed
    and on the path for the test (``every_game.installed``)."""
    for key in installed(request):
        yield find_game(key)
