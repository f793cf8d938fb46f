"""Fights of every game built as the builder builds them, from the game's ``choices``: the pane's
tests need no builder, only a ``Fight`` (``gui/combat/fight.py``).

Each game's two sample rosters (the example game's one crew) give a pair; ``fight_of`` sets up
the pair's choices of one kind, every ``choice_variants`` of each as an alternative, and the
circumstances given (dotted scenario keys) on each, as the builder does.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.fight import Alternative, EntryKey, Fight
from gangfight_gui.gui.combat.results.pane import ResultsPane
from gangfight_gui.rules.engine.paths import set_path
from gangfight_gui.rules.game import AnyGame, find_game
from tests.helpers.example_game import ROSTER as PIT_CREW
from tests.helpers.example_game import example_on_path

REPO = Path(__file__).resolve().parents[4]
SAMPLES: dict[str, tuple[Path, Path]] = {
    "gangfight": (REPO / "rosters/orc_braves.json", REPO / "rosters/human_veterans.json"),
    "necromunda": (
        REPO / "rosters/necromunda_ashveil_sisters.json",
        REPO / "rosters/necromunda_slagworks_rivet_crew.json",
    ),
    "warstrike": (
        REPO / "rosters/warstrike_harbour_watch.json",
        REPO / "rosters/warstrike_salt_reavers.json",
    ),
    "pitfight": (PIT_CREW, PIT_CREW),
}
A_CHANGE: dict[str, dict[str, object]] = {
    "gangfight": {"target_prone": True},
    "necromunda": {"charging": True},
    "warstrike": {"ground": "higher"},
    "pitfight": {"charging": True},
}
"""A circumstance that changes the sample fight's odds, for each game (keys for ``changed``)."""
BUILT_IN = ("gangfight", "necromunda", "warstrike")
GAMES = (*BUILT_IN, "pitfight")


def entries(path: Path) -> list[dict[str, Any]]:
    models: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["models"]
    return models


def fight_of(
    key: str,
    attacker: int = 0,
    targets: tuple[int, ...] = (0,),
    *,
    kind: str | None = None,
    choice: int = 0,
    settings: Mapping[str, object] | None = None,
    attacker_file: Path | None = None,
    target_file: Path | None = None,
    adhoc: tuple[str, ...] = (),
) -> Fight:
    """The fight of the sample pair (the example game: its crew's first against its second),
    with the choice at ``choice`` of ``kind`` (the first kind by default) set up."""
    game = find_game(key)
    first, second = SAMPLES[key]
    side_a = entries(attacker_file or first)
    side_b = entries(target_file or second)
    if key == "pitfight" and targets == (0,) and target_file is None:
        targets = (1,)
    picked = tuple(side_b[i] for i in targets)
    kind = kind or game.attack_kinds[0].key
    alternatives: list[Alternative] = []
    for found in game.choices(side_a[attacker], picked, kind):
        for variant in game.choice_variants(found.scenario):
            scenario = dict(variant.scenario)
            for path, value in (settings or {}).items():
                set_path(scenario, path, value)
            alternatives.append(Alternative(variant.label, scenario))
    assert alternatives, f"{key}: no choice for the sample pair"
    chosen = alternatives[choice]
    return Fight(
        game,
        chosen.scenario,
        game.describe(chosen.scenario),
        EntryKey("A", str(side_a[attacker]["name"]), attacker),
        tuple(EntryKey("B", str(side_b[i]["name"]), i) for i in targets),
        tuple(alternatives),
        choice,
        adhoc,
    )


def changed(fight: Fight, **paths: object) -> Fight:
    """The same fight with scenario keys set (dotted keys spelt with "__")."""
    scenario = json.loads(json.dumps(fight.scenario))
    for path, value in paths.items():
        set_path(scenario, path.replace("__", "."), value)
    return Fight(
        fight.game,
        scenario,
        fight.game.describe(scenario),
        fight.attacker,
        fight.targets,
        fight.alternatives,
        -1,
        fight.adhoc,
    )


@contextmanager
def game_installed(key: str, request: pytest.FixtureRequest) -> Iterator[AnyGame]:
    """The game named ``key``; the example game pip-installed and on the path meanwhile."""
    if key != "pitfight":
        yield find_game(key)
        return
    with example_on_path(request.getfixturevalue("example_game")):
        yield find_game(key)


@pytest.fixture(params=GAMES)
def game(request: pytest.FixtureRequest) -> Iterator[AnyGame]:
    """Each game in turn: the three built-in games and the example game, pip-installed
    (``example_game``) and found by its entry point as a player's would be."""
    with game_installed(request.param, request) as found:
        yield found


PANE_SIZE = (630, 640)
"""The results dock's content in a 1366×768 window."""


@pytest.fixture
def pane(qtbot: QtBot) -> Iterator[ResultsPane]:
    """A results pane of the dock's size, shown."""
    widget = ResultsPane()
    qtbot.addWidget(widget)
    widget.resize(*PANE_SIZE)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
