"""The JSON Schemas of the crew and battle files, generated from the code that reads them:
``python -m gangfight_gui.roster.night.schemas`` rewrites the shipped ones, never edited by hand."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

from gangfight_gui import shipped
from gangfight_gui.roster import schema
from gangfight_gui.roster.night import battle, battle_file, crew, documents, shape
from gangfight_gui.rules.game import built_in_keys, find_game

COMMAND = "gangfight_gui.roster.night.schemas"
DRAFT = "https://json-schema.org/draft/2020-12/schema"


def _with_rosters(own: dict[str, Any], keys: Sequence[str]) -> dict[str, Any]:
    """``own`` $defs beside the roster schema's, and the roster file itself as ``roster``."""
    rosters = schema.roster_json_schema(keys)
    return {
        **rosters["$defs"],
        "roster": {
            "title": "Roster",
            "description": "A roster in the roster file's own format (roster.schema.json).",
            "oneOf": rosters["oneOf"],
        },
        **own,
    }


def _document(
    title: str,
    description: str,
    kind: documents.FileKind[Any],
    own: dict[str, Any],
    keys: Sequence[str],
) -> dict[str, Any]:
    """A file's schema: its marker, version and game, then its fields, all required."""
    head = {
        "format": {"const": kind.marker},
        "version": {"const": kind.version},
        "game": {"enum": list(keys)},
    }
    properties = {**head, **{key: part.schema() for key, part in kind.fields.items()}}
    return {
        "$schema": DRAFT,
        "title": title,
        "description": description,
        "type": "object",
        "properties": properties,
        "required": list(properties),
        "additionalProperties": False,
        "$defs": _with_rosters(own, keys),
    }


def crew_json_schema(keys: Sequence[str] | None = None) -> dict[str, Any]:
    """The crew file's schema, for the games ``keys`` (None: the built-in games, as shipped)."""
    return _document(
        "Gangfight GUI crew",
        "Tonight's crew: some entries of a roster, picked by hand or drawn at random, as they "
        "stood when picked.",
        crew.CREW,
        {},
        built_in_keys() if keys is None else tuple(keys),
    )


def battle_json_schema(keys: Sequence[str] | None = None) -> dict[str, Any]:
    """The battle file's schema, for the games ``keys`` (None: the built-in games, as shipped)."""
    keys = built_in_keys() if keys is None else tuple(keys)
    states = [
        {
            "title": f"{find_game(key).title} state",
            "type": "object",
            "properties": {
                spec.key: schema.field_schema(spec) for spec in battle.state_fields(find_game(key))
            },
            "additionalProperties": False,
        }
        for key in keys
    ]
    side = shape.Object(
        {
            "source": battle_file.SIDE_SOURCE,
            "roster": shape.Kept({"$ref": "#/$defs/roster"}),
            "states": shape.Kept(
                {
                    "type": "array",
                    "description": "Each entry's state fields, in roster order.",
                    "items": {"anyOf": states},
                }
            ),
        }
    )
    return _document(
        "Gangfight GUI battle",
        "A battle: two sides as they stood when it began, each entry's state, the round and a "
        "log of attacks, hand edits and rounds.",
        battle_file.BATTLE,
        {
            "side": side.schema(),
            "entry_ref": battle_file.REF.schema(),
            "change": battle_file.CHANGE.schema(),
        },
        keys,
    )


SCHEMAS = {"crew.schema.json": crew_json_schema, "battle.schema.json": battle_json_schema}
"""The shipped schemas in ``resources/``; a test runs ``--check``, so they match the code."""


def shipped_schema(name: str) -> Traversable:
    return resources.files(shipped.RESOURCES_PACKAGE) / name


def schema_text(name: str, keys: Sequence[str] | None = None) -> str:
    """The schema ``name`` as written: of the built-in games (the shipped file), or of ``keys``."""
    return json.dumps(SCHEMAS[name](keys), indent=2, ensure_ascii=False) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog=f"python -m {COMMAND}",
        description="Write the crew and battle files' JSON Schemas (or check they are current).",
    )
    parser.add_argument("--check", action="store_true", help="only compare; exit 1 if stale")
    args = parser.parse_args(argv)
    return max(
        schema.write_or_check(
            shipped_schema(name), schema_text(name), check=args.check, command=COMMAND
        )
        for name in SCHEMAS
    )


if __name__ == "__main__":
    raise SystemExit(main())
