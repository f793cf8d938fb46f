"""The committed JSON Schema is what the generator writes now, so it cannot go stale."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gangfight_gui.roster import schema
from gangfight_gui.roster.files import FORMAT, VERSION
from gangfight_gui.roster.model_spec import ModelSpec, WeaponSpec
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


def test_schema_describes_the_file_format() -> None:
    document = schema.roster_json_schema()
    assert document["properties"]["format"] == {
        "const": FORMAT,
        "description": "Marks the file as a Gangfight roster.",
    }
    assert document["properties"]["version"]["const"] == VERSION
    assert document["required"][:2] == ["format", "version"]
    assert document["additionalProperties"] is False
    definitions = document["$defs"]
    assert list(definitions["ModelSpec"]["properties"]) == list(ModelSpec.model_fields)
    assert list(definitions["WeaponSpec"]["properties"]) == list(WeaponSpec.model_fields)
    attack = definitions["ModelSpec"]["properties"]["attack"]
    assert (attack["type"], attack["minimum"], attack["maximum"]) == ("integer", 0, 40)


@pytest.mark.parametrize("name", ["human_veterans", "orc_braves", "monsters"])
def test_samples_use_only_schema_fields(name: str) -> None:
    # No JSON Schema validator is a dependency; check the shape the schema pins down.
    document = json.loads((REPO / "rosters" / f"{name}.json").read_text(encoding="utf-8"))
    properties = schema.roster_json_schema()["properties"]
    assert set(document) == set(properties)
    model_fields = set(ModelSpec.model_fields)
    for model in document["models"]:
        assert set(model) == model_fields
