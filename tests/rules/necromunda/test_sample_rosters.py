"""The two Necromunda sample rosters (the current roster format) fight each other without an error.

Read with ``json`` (the roster loader is tested in ``tests/roster``), checked against the game's
field specs, then every fighter of each gang faces every fighter of the other through
``pair_scenarios`` and ``calculate``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from gangfight_gui.roster.files import VERSION
from gangfight_gui.rules.game import FieldSpec, find_game
from gangfight_gui.rules.kinds import OPTIONAL_WHOLE, TEXT, TEXT_LIST, WHOLE
from tests.conftest import ROSTERS

GAME = find_game("necromunda")
FOLDER = ROSTERS
SAMPLES = ("necromunda_slagworks_rivet_crew.json", "necromunda_ashveil_sisters.json")


def _roster(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((FOLDER / name).read_text(encoding="utf-8"))
    return data


def _within(spec: FieldSpec, value: object) -> bool:
    if spec.kind in (WHOLE, OPTIONAL_WHOLE):
        if value is None:
            return spec.kind is OPTIONAL_WHOLE
        if isinstance(value, bool) or not isinstance(value, int):
            return False
        low = spec.minimum if spec.minimum is not None else value
        high = spec.maximum if spec.maximum is not None else value
        return low <= value <= high
    if spec.kind is TEXT:
        return isinstance(value, str) and (spec.maximum is None or len(value) <= spec.maximum)
    if spec.kind is TEXT_LIST:
        return isinstance(value, list) and all(isinstance(item, str) for item in value)
    return True


@pytest.mark.parametrize("name", SAMPLES)
def test_sample_roster_is_of_the_current_format(name: str) -> None:
    data = _roster(name)
    expected = ("gangfight-roster", VERSION, "necromunda")
    assert (data["format"], data["version"], data["game"]) == expected
    assert data["name"] and data["notes"]
    assert data["points_limit"] is None or isinstance(data["points_limit"], int)
    fighter_keys = [spec.key for spec in GAME.model_fields] + ["weapons"]
    weapon_keys = [spec.key for spec in GAME.weapon_fields]
    for fighter in data["models"]:
        assert sorted(fighter) == sorted(fighter_keys), fighter["name"]
        for spec in GAME.model_fields:
            assert _within(spec, fighter[spec.key]), (fighter["name"], spec.key)
        assert fighter["flesh_wounds"] < fighter["t"]  # N2
        for weapon in fighter["weapons"]:
            assert sorted(weapon) == sorted(weapon_keys), weapon["name"]
            for spec in GAME.weapon_fields:
                assert _within(spec, weapon[spec.key]), (weapon["name"], spec.key)
    if data["points_limit"] is not None:
        spent = sum(f["cost"] + sum(w["cost"] for w in f["weapons"]) for f in data["models"])
        assert spent <= data["points_limit"]


def test_every_fighter_fights_every_enemy() -> None:
    crew, sisters = (_roster(name)["models"] for name in SAMPLES)
    tried = 0
    for mine, theirs in ((crew, sisters), (sisters, crew)):
        for attacker in mine:
            for target in theirs:
                scenarios = GAME.pair_scenarios(attacker, target)
                assert scenarios
                for data in scenarios:
                    outcome = GAME.calculate(GAME.read_scenario(data))
                    assert abs(sum(GAME.outcome_json(outcome)["outcome"].values()) - 1) < 1e-9
                    assert 0 <= GAME.score(outcome) <= 1
                tried += len(scenarios)
    assert tried > 100


def test_the_samples_show_what_they_say() -> None:
    """The rosters' notes: the maul goes alone (N5), the carbine stays out (N5), old wounds (N2)."""
    crew = {f["name"]: f for f in _roster(SAMPLES[0])["models"]}
    sisters = {f["name"]: f for f in _roster(SAMPLES[1])["models"]}
    labels = [
        GAME.choice_label(data)
        for data in GAME.pair_scenarios(crew["Forge-boss Kattar"], sisters["Wisp"])
    ]
    assert labels == ["Rivet maul", "Spike pistol", "Unarmed"]
    labels = [
        GAME.choice_label(data)
        for data in GAME.pair_scenarios(crew["Plate-ganger Orsa"], sisters["Wisp"])
    ]
    assert labels == ["Heavy spanner", "Unarmed"]
    assert crew["Scrap juve Pim"]["flesh_wounds"] == 1
    assert sorted(path.name for path in FOLDER.glob("necromunda_*.json")) == sorted(SAMPLES)
