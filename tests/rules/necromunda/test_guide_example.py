"""The Necromunda guide's example (docs/necromunda.md, "On the command line") says what the
calculator gives for it, to the fraction; its printed output is run by tests/docs."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from typing import Any

from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.necromunda.outcome import calculate
from gangfight_gui.rules.necromunda.scenario import read_scenario
from tests.conftest import REPO

GAME = find_game("necromunda")


def _section() -> str:
    text = (REPO / "docs" / "necromunda.md").read_text(encoding="utf-8")
    start = text.index("## On the command line\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end >= 0 else len(text)]


def _subset(shown: Any, actual: Any) -> None:
    """Every value the guide shows is the calculator's, exactly."""
    if isinstance(shown, dict):
        assert set(shown) <= set(actual)
        for key, value in shown.items():
            _subset(value, actual[key])
    else:
        assert shown == actual


def test_readme_example_figures_are_the_calculators() -> None:
    blocks = re.findall(r"```json (?:name|excerpt)=[^\n]*\n(.*?)```", _section(), re.DOTALL)[:2]
    assert len(blocks) == 2
    scenario, figures = (json.loads(block) for block in blocks)
    out = GAME.outcome_json(GAME.calculate(GAME.read_scenario(scenario)))
    _subset(figures, out)
    outcome = calculate(read_scenario(scenario))
    assert outcome.action.p_out_of_action == Fraction(31097, 177147)
    assert outcome.p_reaction == Fraction(232693, 531441)
    section = _section()
    assert "out of action 17.6%" in section and "seriously injures her 38.7%" in section
    assert outcome.reaction is not None
    down = outcome.reaction.p_out_of_action + outcome.reaction.p_seriously_injured
    assert f"{float(down):.1%}" == "1.8%"
    assert "43.8%" in section and f"{float(outcome.p_reaction):.1%}" == "43.8%"
