"""``with_house_rules``: the one way a group's Preferences reach a fight, for every game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gangfight_gui.rules.engine.paths import get_path
from gangfight_gui.rules.game import find_game, playable_games, with_house_rules

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "orc_vs_veteran.json"


@pytest.mark.parametrize("key", ["gangfight", "necromunda", "warstrike"])
def test_every_built_in_game_has_house_rules(key: str) -> None:
    assert find_game(key).house_rules, "R14/R15, N13 and W3 are options a group may choose"


def test_a_house_rule_is_set_and_changes_the_odds_the_fight_gives() -> None:
    game = find_game("gangfight")
    scenario = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    scenario["target"]["wounds_taken"] = 3  # EN 4: one more wound incapacitates by default (R14)
    strict = with_house_rules(game, scenario, {"rules.incapacitation": "more_than_endurance"})
    assert get_path(strict, "rules.incapacitation") == "more_than_endurance"
    default = game.headline(game.calculate(game.read_scenario(scenario)))
    option = game.headline(game.calculate(game.read_scenario(strict)))
    first = {f.key: f.probability for f in default}
    second = {f.key: f.probability for f in option}
    assert second["p_incapacitated"] < first["p_incapacitated"]
    assert scenario["rules"] != strict["rules"], "the scenario given is not changed"


def test_values_of_another_game_are_ignored() -> None:
    for game in playable_games():  # every game that loads (a broken one is named apart)
        key = game.key
        others = {"rules.no_such_rule": 1, "attacker.name": "changed"}
        assert with_house_rules(game, {"game": key}, others) == {"game": key}
