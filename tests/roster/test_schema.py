"""The committed JSON Schema is what the generator writes now, so it cannot go stale."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.roster import schema
from gangfight_gui.roster.files import FORMAT, VERSION
from gangfight_gui.roster.model_spec import ModelSpec, WeaponSpec
from gangfight_gui.rules.game import game_keys
from tests.conftest import REPO


def test_committed_schema_is_current() -> None:
    committed = REPO / "resources" / "roster.schema.json"
    assert committed.read_bytes() == schema.shipped_schema().read_bytes()
    assert schema.main(["--check"]) == 0
    assert committed.read_text(encoding="utf-8") == schema.schema_text(), (
        "run: python -m gangfight_gui.roster.schema"
    )


def test_check_mode_reports_a_stale_file(tmp_path: Path) -> None:
    out = tmp_path / "roster.schema.json"
    assert schema.main(["--check", str(out)]) == 1  # missing
    assert schema.main([str(out)]) == 0
    assert schema.main(["--check", str(out)]) == 0
    out.write_text("{}\n", encoding="utf-8")
    assert schema.main(["--check", str(out)]) == 1


def _branch(game: str) -> dict[str, Any]:
    """The schema's branch for rosters of ``game`` (one branch per game, issue 13)."""
    branches = schema.roster_json_schema()["oneOf"]
    found: dict[str, Any] = next(b for b in branches if b["properties"]["game"]["const"] == game)
    return found


def test_schema_describes_the_file_format() -> None:
    document = schema.roster_json_schema()
    assert [b["properties"]["game"]["const"] for b in document["oneOf"]] == list(game_keys())
    for branch in document["oneOf"]:
        assert branch["properties"]["format"] == {
            "const": FORMAT,
            "description": "Marks the file as a Gangfight GUI roster.",
        }
        assert branch["properties"]["version"]["const"] == VERSION
        assert branch["required"][:3] == ["format", "version", "game"]
        assert branch["additionalProperties"] is False
    definitions = document["$defs"]
    assert list(definitions["ModelSpec"]["properties"]) == list(ModelSpec.model_fields)
    assert list(definitions["WeaponSpec"]["properties"]) == list(WeaponSpec.model_fields)
    attack = definitions["ModelSpec"]["properties"]["attack"]
    assert (attack["type"], attack["minimum"], attack["maximum"]) == ("integer", 0, 40)


@pytest.mark.parametrize("name", ["human_veterans", "orc_braves", "monsters"])
def test_samples_use_only_schema_fields(name: str) -> None:
    # No JSON Schema validator is a dependency; check the shape the schema pins down.
    document = json.loads((REPO / "rosters" / f"{name}.json").read_text(encoding="utf-8"))
    properties = _branch("gangfight")["properties"]
    assert set(document) == set(properties)
    model_fields = set(ModelSpec.model_fields)
    for model in document["models"]:
        assert set(model) == model_fields


@pytest.mark.parametrize(
    "path",
    sorted(
        p
        for p in (REPO / "rosters").glob("*.json")
        if p.name.startswith(("necromunda_", "warstrike_"))
    ),
    ids=lambda p: p.name,
)
def test_game_samples_use_only_their_branch_and_its_limits(path: Path) -> None:
    """The branch of a game is built from its field specs: every key of a sample is in it, and
    every whole number lies within the branch's limits."""
    document = json.loads(path.read_text(encoding="utf-8"))
    branch = _branch(document["game"])
    assert set(document) <= set(branch["properties"])
    entry = branch["properties"]["models"]["items"]
    weapon = entry["properties"]["weapons"]["items"]
    for model in document["models"]:
        for key, value in model.items():
            assert key in entry["properties"], key
            _within(entry["properties"][key], value)
        for arm in model["weapons"]:
            for key, value in arm.items():
                assert key in weapon["properties"], key
                _within(weapon["properties"][key], value)


def _within(field: dict[str, Any], value: object) -> None:
    if isinstance(value, int) and not isinstance(value, bool):
        assert field.get("minimum", value) <= value <= field.get("maximum", value)
