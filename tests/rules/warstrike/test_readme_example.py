"""The README's WarStrike example shows what the calculator prints for its scenario."""

from __future__ import annotations

import json
import re

from gangfight_gui.rules.warstrike.game import GAME
from tests.conftest import REPO


def test_readme_warstrike_example_is_what_calc_prints() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    section = readme.split("## WarStrike close combat", 1)[1].split("\n## ", 1)[0]
    scenario = re.search(r"```json\n(.*?)```", section, re.DOTALL)
    printed = re.search(r"```text\n(.*?)```", section, re.DOTALL)
    assert scenario is not None and printed is not None
    outcome = GAME.calculate(GAME.read_scenario(json.loads(scenario.group(1))))
    assert GAME.outcome_text(outcome) + "\n" == printed.group(1)
