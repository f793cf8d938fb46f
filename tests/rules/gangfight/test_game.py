"""Gangfight under the Game protocol: the registry finds it, its fields carry the rules' limits."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.gangfight.game import GAME
from gangfight_gui.rules.gangfight.profile import MAX_ATTRIBUTE

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "orc_vs_veteran.json"


def test_absent_game_is_gangfight() -> None:
    assert find_game(None) is GAME
    assert find_game("gangfight") is GAME


def test_profile_fields_use_the_rules_limits() -> None:
    fields = {f.key: f for f in GAME.model_fields}
    for key in ("attack", "defense", "marksmanship", "armour", "damage", "endurance"):
        assert (fields[key].minimum, fields[key].maximum) == (0, MAX_ATTRIBUTE)
    assert fields["endurance"].default == 1
    assert fields["size"].choices == ("small", "medium", "large", "huge")
    scenario = {f.key for f in GAME.scenario_fields}
    assert {"rules.incapacitation", "rules.long_range", "cover"} <= scenario


def test_headline_chart_and_label_of_the_cli_md_example() -> None:
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    outcome = GAME.calculate(GAME.read_scenario(data))
    figures = {f.key: f.probability for f in GAME.headline(outcome)}
    assert figures["p_incapacitated"] == pytest.approx(0.032, abs=5e-4)
    assert figures["p_at_least_one_wound"] == pytest.approx(0.520, abs=5e-4)
    assert figures["p_dead"] == 0.0
    assert figures["final_wounds.mean"] == pytest.approx(0.93, abs=5e-3)
    assert [f.text for f in GAME.headline(outcome)] == ["3.2%", "52.0%", "0.0%", "0.93"]
    title, bars = GAME.chart(outcome)
    assert title == "Wounds after armour"
    assert sum(p for _, p in bars) == pytest.approx(1.0, abs=1e-9)
    assert [label for label, _ in bars[:3]] == ["0", "1", "2"]
    assert GAME.choice_label(data) == "Melee attack (Great axe)"
    assert GAME.choice_label({"attack": "melee"}) == "Melee attack (unarmed)"
