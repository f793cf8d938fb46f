"""Any JSON in any field: a scenario, or one of the two errors; never anything else (N16)."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.sources import SeededDice
from gangfight_gui.rules.game import find_game
from tests.rules.necromunda.profiles import PAGE_SCENARIO

GAME = find_game("necromunda")

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**30), 10**30)
    | st.integers(-3, 8)
    | st.floats(allow_nan=False)
    | st.sampled_from(["", "S", "S+1", "S-9", "auto", "Knife", "melee", "0", "1", "x\ny"]),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=6,
)


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in the scenario a value can be replaced (objects' keys, lists' items)."""
    out = [prefix] if prefix else []
    if isinstance(node, dict):
        for key, value in node.items():
            out += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            out += _paths(value, (*prefix, index))
    return out


PATHS = _paths(PAGE_SCENARIO)


def _put(data: Any, path: tuple[Any, ...], value: Any) -> None:
    """Replace the value at ``path`` unless an earlier edit took the path away."""
    node = data
    try:
        for step in path[:-1]:
            node = node[step]
        if isinstance(node, dict | list):
            node[path[-1]] = value
    except (KeyError, IndexError, TypeError):
        return


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(PATHS), JSON_VALUES), min_size=1, max_size=3))
def test_any_value_anywhere_is_a_scenario_or_a_one_line_error(
    edits: list[tuple[tuple[Any, ...], Any]],
) -> None:
    data = copy.deepcopy(PAGE_SCENARIO)
    for path, value in edits:
        _put(data, path, value)
    try:
        scenario = GAME.read_scenario(data)
        outcome = GAME.calculate(scenario)
    except (RulesError, ScenarioShapeError) as error:
        assert str(error) and "\n" not in str(error)
        return
    out = GAME.outcome_json(outcome)
    assert abs(sum(out["outcome"].values()) - 1) < 1e-9
    GAME.outcome_text(outcome)
    GAME.roll_steps(GAME.resolve(scenario, SeededDice(0)))
