"""The committed JSON Schema is what the generator writes now, so it cannot go stale; it has
one branch per game, each with the limits of that game's field specs."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from gangfight_gui.roster import schema
from gangfight_gui.roster.files import FORMAT, VERSION
from gangfight_gui.rules.engine.limits import MAX_MODELS, MAX_NOTES_CHARS, MAX_WEAPONS
from gangfight_gui.rules.game import built_in_keys, find_game, game_keys, playable_games
from gangfight_gui.rules.kinds import WHOLE
from tests import skirmish_game
from tests.conftest import REPO
from tests.every_game import sample_data


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


def _resolved(document: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        node = document["$defs"][node["$ref"].rsplit("/", 1)[-1]]
    if "anyOf" in node:  # an optional value: the branch that is not null
        node = next(n for n in node["anyOf"] if n.get("type") != "null")
        return _resolved(document, node)
    return node


def _branches(document: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Each game's branch of the schema, by the game's key."""
    found = {}
    for ref in document["oneOf"]:
        branch = _resolved(document, ref)
        found[branch["properties"]["game"]["const"]] = branch
    return found


def test_one_branch_per_game_picked_by_game() -> None:
    document = schema.roster_json_schema()
    branches = _branches(document)
    assert list(branches) == list(built_in_keys())  # the shipped schema: the built-in games'
    assert list(_branches(schema.roster_json_schema(game_keys()))) == [
        game.key for game in playable_games()
    ]
    assert document["discriminator"]["propertyName"] == "game"
    for key, branch in branches.items():
        assert branch["title"] == f"{find_game(key).title} roster"
        assert branch["properties"]["format"]["const"] == FORMAT
        assert branch["properties"]["version"]["const"] == VERSION
        assert {"format", "version", "game"} <= set(branch["required"])
        assert branch["additionalProperties"] is False


def test_each_branch_holds_its_games_fields_and_the_limits() -> None:
    document = schema.roster_json_schema()
    for key, branch in _branches(document).items():
        game = find_game(key)
        models = branch["properties"]["models"]
        assert models["maxItems"] == MAX_MODELS
        entry = _resolved(document, models["items"])
        assert entry["additionalProperties"] is False
        assert set(entry["properties"]) >= {s.key for s in game.model_fields} | {"weapons"}
        assert entry["properties"]["weapons"]["maxItems"] == MAX_WEAPONS
        for spec in game.model_fields:
            field = _resolved(document, entry["properties"][spec.key])
            if spec.kind is WHOLE:
                assert field["type"] == "integer"
                assert field.get("minimum") == spec.minimum
                assert field.get("maximum") == spec.maximum
            if spec.key == "notes":
                assert field["maxLength"] == MAX_NOTES_CHARS


def test_a_sample_of_each_game_keeps_within_its_branch() -> None:
    """No JSON Schema validator is a dependency: the shape the schema pins down, checked."""
    document = schema.roster_json_schema()
    branches = _branches(document)
    for key in ("gangfight", "necromunda", "warstrike"):
        data = sample_data(key)
        branch = branches[key]
        assert set(data) <= set(branch["properties"])
        entry = _resolved(document, branch["properties"]["models"]["items"])
        weapon = _resolved(document, entry["properties"]["weapons"]["items"])
        for model in data["models"]:
            for name, value in model.items():
                _within(_resolved(document, entry["properties"][name]), value)
            for arm in model["weapons"]:
                for name, value in arm.items():
                    _within(_resolved(document, weapon["properties"][name]), value)


def test_an_installed_game_gets_a_branch_of_its_own() -> None:
    with skirmish_game.installed():
        branches = _branches(schema.roster_json_schema(game_keys()))
        shipped = _branches(schema.roster_json_schema())
    skirmish = branches[skirmish_game.KEY]
    assert set(skirmish["properties"]) >= {"banner", "era", "models"}
    assert skirmish_game.KEY not in _branches(schema.roster_json_schema(game_keys()))
    # The shipped schema is the built-in games', whatever is installed beside them.
    assert set(shipped) == {"gangfight", "necromunda", "warstrike"}


def _within(field: dict[str, Any], value: object) -> None:
    if isinstance(value, int) and not isinstance(value, bool):
        assert field.get("minimum", value) <= value <= field.get("maximum", value)
    if isinstance(value, str):
        assert len(value) <= field.get("maxLength", len(value))
