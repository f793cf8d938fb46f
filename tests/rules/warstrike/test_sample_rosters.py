"""The WarStrike sample rosters: well formed, within the fields' ranges, and every matchup
between their units calculates (read with ``json``; the roster loader is tested in tests/roster)."""

from __future__ import annotations

import json
from itertools import product
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.roster.files import VERSION
from gangfight_gui.rules.kinds import OPTIONAL_WHOLE, TEXT
from gangfight_gui.rules.warstrike.game import GAME
from tests.conftest import ROSTERS

SAMPLES = (
    ROSTERS / "warstrike_salt_reavers.json",
    ROSTERS / "warstrike_harbour_watch.json",
)


def _read(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_sample_is_a_current_warstrike_roster(path: Path) -> None:
    data = _read(path)
    assert list(data) == [
        "format", "version", "game", "name", "notes", "points_limit", "models"
    ]  # fmt: skip
    expected = ("gangfight-roster", VERSION, "warstrike")
    assert (data["format"], data["version"], data["game"]) == expected
    model_keys = [f.key for f in GAME.model_fields]
    weapon_keys = [f.key for f in GAME.weapon_fields]
    fields = {f.key: f for f in GAME.model_fields}
    weapon_fields = {f.key: f for f in GAME.weapon_fields}
    for unit in data["models"]:
        assert list(unit) == [*model_keys, "weapons"]
        for specs, entry in [(fields, unit)] + [(weapon_fields, w) for w in unit["weapons"]]:
            for key, spec in specs.items():
                value = entry[key]
                if spec.kind is TEXT:
                    assert isinstance(value, str)
                elif value is not None or spec.kind is not OPTIONAL_WHOLE:
                    assert isinstance(value, int), (key, value)
                    assert spec.minimum is not None and spec.maximum is not None
                    assert spec.minimum <= value <= spec.maximum, (entry["name"], key)
        assert all(list(w) == weapon_keys for w in unit["weapons"])
    if data["points_limit"] is not None:
        total = sum(u["points"] + sum(w["points"] for w in u["weapons"]) for u in data["models"])
        assert total <= data["points_limit"]


def test_every_matchup_between_the_samples_calculates() -> None:
    a, b = (_read(path)["models"] for path in SAMPLES)
    count = 0
    for attacker, target in [*product(a, b), *product(b, a)]:
        scenarios = GAME.pair_scenarios(attacker, target)
        assert len(scenarios) == len(attacker["weapons"])
        for data in scenarios:
            outcome = GAME.calculate(GAME.read_scenario(data))
            assert abs(sum(outcome.casualties.distribution) - 1) < 1e-9
            assert 0 <= GAME.score(outcome) <= 2
            assert GAME.outcome_text(outcome)
            json.dumps(GAME.outcome_json(outcome))
            count += 1
    weapons_a = sum(len(u["weapons"]) for u in a)
    weapons_b = sum(len(u["weapons"]) for u in b)
    assert count == weapons_a * len(b) + weapons_b * len(a)
