"""The example game's JSON figures, memoised by what they depend on (dice, TN, sixes, save and the
hits the target may still take), are those of every face of every die, for strikes that share
some of them: a batch or a matrix shows the same strikes again and again."""

from __future__ import annotations

import pytest

from gangfight_gui.rules.game import AnyGame
from tests.rules.test_example_game import VOSK, _brute, _scenario, game  # noqa: F401

STRIKES = [
    {},
    {"target": VOSK | {"hits_taken": 1}},  # the same dice and save, one hit less to go down (P7)
    {"target": VOSK | {"name": "Other Vosk"}},
    {"rules": {"sixes": "double"}},
    {"target": VOSK | {"hits_taken": 2}, "rules": {"sixes": "double"}},
]


def test_memoised_figures_are_every_face_of_every_die(game: AnyGame) -> None:  # noqa: F811
    for changes in STRIKES + STRIKES:
        scenario = _scenario(game, weapon="Club", **changes)
        shown = game.outcome_json(game.calculate(game.read_scenario(scenario)))
        expected, down = _brute(game, scenario)
        assert shown["expected_taken"] == pytest.approx(float(expected), abs=1e-12)
        assert shown["p_down"] == float(down)
        assert shown["target"] == scenario["target"]["name"]
