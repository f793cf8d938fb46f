"""Each game's sample rosters, for tests that run once per game: the three built in and
"skirmish", a fourth installed as a plugin is (``tests/skirmish_game.py``)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from gangfight_gui.rules.game import DEFAULT_GAME
from tests import skirmish_game

REPO = Path(__file__).resolve().parent.parent
ROSTERS = REPO / "rosters"

BUILT_IN = ("gangfight", "necromunda", "warstrike")
GAMES = (*BUILT_IN, skirmish_game.KEY)


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
    data: dict[str, Any] = json.loads(sample_paths(game)[0].read_text(encoding="utf-8"))
    return data


def installed(key: str) -> Iterator[str]:
    """For an ``every_game`` fixture: ``key``, the skirmish game installed while it is used."""
    if key == skirmish_game.KEY:
        with skirmish_game.installed():
            yield key
    else:
        yield key
