"""Each game's sample rosters, for tests that run once per game: the three built in, the
example game a player installs with pip (``examples/pitfight``), and "skirmish", registered
here as a plugin is (``tests/skirmish_game.py``), whose fields use every kind a spec may have."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.game import DEFAULT_GAME
from tests import skirmish_game
from tests.helpers.example_game import ROSTER, example_on_path

REPO = Path(__file__).resolve().parent.parent
ROSTERS = REPO / "rosters"

BUILT_IN = ("gangfight", "necromunda", "warstrike")
EXAMPLE = "pitfight"
GAMES = (*BUILT_IN, EXAMPLE, skirmish_game.KEY)


def sample_paths(game: str) -> list[Path]:
    """The shipped sample rosters of a built-in game."""
    return sorted(
        path
        for path in ROSTERS.glob("*.json")
        if json.loads(path.read_text(encoding="utf-8")).get("game", DEFAULT_GAME) == game
    )


def sample_data(game: str) -> dict[str, Any]:
    """A sample roster of ``game`` as its file's JSON object (the first shipped one)."""
    if game == skirmish_game.KEY:
        return json.loads(json.dumps(skirmish_game.SAMPLE))
    if game == EXAMPLE:  # its crew, and a third fighter so moves and selections have room
        crew: dict[str, Any] = json.loads(ROSTER.read_text(encoding="utf-8"))
        crew["models"].append({**crew["models"][0], "name": "Mola", "skill": 4})
        return crew
    data: dict[str, Any] = json.loads(sample_paths(game)[0].read_text(encoding="utf-8"))
    return data


def installed(request: pytest.FixtureRequest) -> Iterator[str]:
    """For an ``every_game`` fixture: its game's key, the example game on the path (installed
    once a session, ``example_game``) or the skirmish game registered while it is used."""
    key: str = request.param
    if key == EXAMPLE:
        with example_on_path(request.getfixturevalue("example_game")):
            yield key
    elif key == skirmish_game.KEY:
        with skirmish_game.installed():
            yield key
    else:
        yield key


MATCHUP_GAMES = (*BUILT_IN, EXAMPLE)
"""The games the matchups, cards and Preferences tests play: each offers circumstances to a
matchup and has house rules (the skirmish game's coin toss has neither)."""


def pair_data(game: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """Two rosters of ``game`` as their files' JSON: the first two shipped samples; for a game
    with one sample, it and a copy of it named apart."""
    if game in BUILT_IN:
        first, second = sample_paths(game)[:2]
        return (
            json.loads(first.read_text(encoding="utf-8")),
            json.loads(second.read_text(encoding="utf-8")),
        )
    mine = sample_data(game)
    return mine, {**json.loads(json.dumps(mine)), "name": f"{mine['name']} (theirs)"}


def pair_files(game: str, folder: Path) -> tuple[Path, Path]:
    """``pair_data``'s rosters as files in ``folder``, to open in the window or the commands."""
    found = []
    for name, data in zip(("mine.json", "theirs.json"), pair_data(game), strict=True):
        path = folder / f"{game}-{name}"
        path.write_text(json.dumps(data), encoding="utf-8")
        found.append(path)
    return found[0], found[1]


def pair_rosters(game: str) -> tuple[Roster, Roster]:
    """``pair_data``'s rosters as the roster layer reads them."""
    from gangfight_gui.roster.files import roster_from_data

    first, second = pair_data(game)
    return roster_from_data(first), roster_from_data(second)
