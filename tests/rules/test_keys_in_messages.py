"""A key the reader does not know is named in its message on one line, whatever it holds: a line
break or a tab shown as JSON writes it, a page-long key cut short (the soak's hypothesis found
Necromunda's ``{"rules": {"\\n": null}}`` read as two lines)."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.game import AnyGame
from gangfight_gui.rules.pairings import best_pairing
from gangfight_gui.rules.reading import join
from tests.every_game import pair_data

KEYS = ("\n", "a\tb", "x" * 5000)


def _objects(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """The path of every object in ``data``."""
    if isinstance(data, dict):
        yield path
        for key, value in data.items():
            yield from _objects(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _objects(value, (*path, index))


def test_a_key_is_shown_on_one_line() -> None:
    assert join("rules", "\n") == 'rules."\\n"'
    assert join("", "a\tb") == '"a\\tb"'
    assert len(join("attacker", "x" * 5000)) < 100
    assert join("attacker", "name") == "attacker.name"


@pytest.mark.parametrize("key", KEYS, ids=["line break", "tab", "5,000 characters"])
def test_an_unknown_key_anywhere_in_a_scenario_is_one_line(matchup_game: AnyGame, key: str) -> None:
    first, second = pair_data(matchup_game.key)
    scenario = best_pairing(matchup_game, first["models"][0], second["models"][0]).scenario
    assert scenario is not None
    refused = []
    for path in [*_objects(scenario), ("rules",)]:
        data = copy.deepcopy(scenario)
        place = data
        for step in path:
            place = place.setdefault(step, {}) if isinstance(place, dict) else place[step]
        place[key] = 1
        try:
            matchup_game.read_scenario(data)
        except (RulesError, ScenarioShapeError) as error:
            message = str(error)
            assert message.isprintable() and len(message) < 1000, (path, message[:200])
            refused.append(path)
    # The scenario's own objects refuse it (an entry may carry keys of its roster's own).
    assert () in refused and ("rules",) in refused
