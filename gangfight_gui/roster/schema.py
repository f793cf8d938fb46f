"""The JSON Schema of the roster file, generated from the pydantic models that read it.

Editors and other tools can check a roster with ``resources/roster.schema.json`` (installed as
``gangfight_gui/resources/roster.schema.json``). It is generated, never edited: ``python -m
gangfight_gui.roster.schema`` rewrites it, ``--check`` says whether it is stale (a test runs the
check, so the committed file always matches the code). It describes the current version only;
older files are migrated on loading (``files.MIGRATIONS``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from gangfight_gui import shipped
from gangfight_gui.roster.files import FORMAT, VERSION
from gangfight_gui.roster.game_roster import MAX_COST, MAX_NOTES, MAX_ROSTER_NAME, MAX_TEXT
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.game import DEFAULT_GAME, FieldSpec, find_game, game_keys

SCHEMA_NAME = "roster.schema.json"


def shipped_schema() -> Traversable:
    """The shipped copy; in an editable install (``make run``), the repository's file itself."""
    return resources.files(shipped.RESOURCES_PACKAGE) / SCHEMA_NAME


def roster_json_schema() -> dict[str, Any]:
    """The schema of a current-version roster file: one branch per game, picked by ``game``."""
    roster = Roster.model_json_schema()
    marker = {
        "format": {"const": FORMAT, "description": "Marks the file as a Gangfight GUI roster."},
        "version": {
            "const": VERSION,
            "description": "The roster format version; a newer one needs a newer Gangfight GUI.",
        },
    }
    gangfight = {
        "title": "Gangfight roster",
        "type": "object",
        "properties": {
            **marker,
            "game": {"const": DEFAULT_GAME, "description": "The game the roster is for."},
            **roster["properties"],
        },
        "required": ["format", "version", "game", *roster.get("required", [])],
        "additionalProperties": False,
    }
    branches = [gangfight]
    branches += [_game_branch(key, marker) for key in game_keys() if key != DEFAULT_GAME]
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Gangfight GUI roster",
        "description": (
            "A gang or army for one of the games Gangfight GUI calculates, as saved by it. "
            "Gangfight model fields are those of the calculator's scenario models; the entries "
            "of other games are their fighters or units, with the fields of their rulings. "
            "Costs and points limits are the player's own."
        ),
        "oneOf": branches,
        "$defs": roster["$defs"],
    }


def _field_schema(spec: FieldSpec) -> dict[str, Any]:
    """One field of a game's field specs as JSON Schema (the same limits the reader checks)."""
    schema: dict[str, Any]
    if spec.kind in ("int", "optional_int"):
        schema = {"type": "integer" if spec.kind == "int" else ["integer", "null"]}
        if spec.minimum is not None:
            schema["minimum"] = spec.minimum
        if spec.maximum is not None:
            schema["maximum"] = spec.maximum
    elif spec.kind == "bool":
        schema = {"type": "boolean"}
    elif spec.kind == "choice":
        schema = {"enum": list(spec.choices)}
    elif spec.kind == "text_list":
        schema = {"type": "array", "items": {"type": "string", "maxLength": _longest(spec)}}
    else:
        schema = {"type": "string", "maxLength": _longest(spec)}
    schema["title"] = spec.label
    if spec.help:
        schema["description"] = spec.help
    return schema


def _longest(spec: FieldSpec) -> int:
    return spec.maximum if spec.maximum is not None else MAX_TEXT


def _object_schema(specs: tuple[FieldSpec, ...], extra: dict[str, Any]) -> dict[str, Any]:
    properties = {spec.key: _field_schema(spec) for spec in specs}
    for key, value in extra.items():
        properties.setdefault(key, value)
    required = [s.key for s in specs if s.default is None and s.kind in ("int", "text", "choice")]
    return {
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": False,
    }


def _game_branch(key: str, marker: dict[str, Any]) -> dict[str, Any]:
    game = find_game(key)
    common = {
        "cost": {"type": ["integer", "null"], "minimum": 0, "maximum": MAX_COST},
        "notes": {"type": "string", "maxLength": MAX_NOTES},
    }
    weapon = _object_schema(game.weapon_fields, common)
    entry = _object_schema(
        game.model_fields, {**common, "weapons": {"type": "array", "items": weapon}}
    )
    return {
        "title": f"{game.title} roster",
        "type": "object",
        "properties": {
            **marker,
            "game": {"const": key},
            "name": {"type": "string", "minLength": 1, "maxLength": MAX_ROSTER_NAME},
            "notes": {"type": "string", "maxLength": MAX_NOTES},
            "points_limit": {"type": ["integer", "null"], "minimum": 0, "maximum": MAX_COST},
            "models": {"type": "array", "items": entry},
        },
        "required": ["format", "version", "game"],
        "additionalProperties": False,
    }


def schema_text() -> str:
    return json.dumps(roster_json_schema(), indent=2, ensure_ascii=False) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m gangfight_gui.roster.schema",
        description="Write the roster file's JSON Schema (or check the committed one is current).",
    )
    parser.add_argument(
        "output", nargs="?", type=Path, help="schema file (default: the shipped resources/ copy)"
    )
    parser.add_argument("--check", action="store_true", help="only compare; exit 1 if stale")
    args = parser.parse_args(argv)
    target: Traversable = shipped_schema() if args.output is None else args.output
    return write_or_check(
        target, schema_text(), check=args.check, command="gangfight_gui.roster.schema"
    )


def write_or_check(target: Traversable, text: str, *, check: bool, command: str) -> int:
    """Write a generated schema to ``target`` (0), or with ``check`` only compare (1 if stale):
    what ``python -m <command>`` does for each shipped schema (roster, crew, battle)."""
    if check:
        current = target.read_text(encoding="utf-8") if target.is_file() else None
        if current != text:
            print(f"{target} is stale: run python -m {command}", file=sys.stderr)
            return 1
        return 0
    if not isinstance(target, Path):
        print(f"{target} cannot be written in place: name an output file", file=sys.stderr)
        return 2
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(text.encode("utf-8"))
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
