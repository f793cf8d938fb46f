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
from gangfight_gui.roster.night import battle, battle_file, crew
from gangfight_gui.rules.engine.limits import MAX_MODELS, MAX_NAME_CHARS, MAX_NOTES_CHARS
from gangfight_gui.rules.game import built_in_keys, find_game

COMMAND = "gangfight_gui.roster.night.schemas"
DRAFT = "https://json-schema.org/draft/2020-12/schema"

_FRACTION = {"type": "string", "pattern": r"^[0-9]+(/[0-9]+)?$"}
_COUNT = {
    "type": "string",
    "pattern": r"^\s*([0-9]+|([0-9]+\s*\+\s*)?[dD][36](\s*\+\s*[0-9]+)?)\s*$",
    "description": 'How many go: "4", "D6", "3+D3" (a number, a D3 or D6, or both).',
}
_TEXT = {"type": "string", "maxLength": MAX_NAME_CHARS}


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
    marker: str,
    version: int,
    properties: dict[str, Any],
    own: dict[str, Any],
    keys: Sequence[str],
) -> dict[str, Any]:
    """A file's schema: its marker, version and game, then ``properties``, all required."""
    head = {
        "format": {"const": marker},
        "version": {"const": version},
        "game": {"enum": list(keys)},
    }
    return {
        "$schema": DRAFT,
        "title": title,
        "description": description,
        "type": "object",
        "properties": {**head, **properties},
        "required": [*head, *properties],
        "additionalProperties": False,
        "$defs": _with_rosters(own, keys),
    }


def _object(
    properties: dict[str, Any],
    required: Sequence[str] | None = None,
    *,
    title: str | None = None,
    description: str | None = None,
) -> dict[str, Any]:
    """A JSON object of ``properties`` and no others, each required unless ``required`` says."""
    head: dict[str, Any] = {} if title is None else {"title": title}
    head["type"] = "object"
    if description is not None:
        head["description"] = description
    return {
        **head,
        "properties": properties,
        "required": list(properties if required is None else required),
        "additionalProperties": False,
    }


def _law(what: str) -> dict[str, Any]:
    return {
        "type": "array",
        "description": f"[{what}, chance] pairs; the chances add up to 1.",
        "items": {
            "type": "array",
            "prefixItems": [{"type": "integer", "minimum": 0}, _FRACTION],
            "minItems": 2,
            "maxItems": 2,
        },
    }


def crew_json_schema(keys: Sequence[str] | None = None) -> dict[str, Any]:
    """The crew file's schema, for the games ``keys`` (None: the built-in games, as shipped)."""
    keys = built_in_keys() if keys is None else tuple(keys)
    names = {"type": "array", "items": _TEXT}
    cost = {
        "distribution": {"oneOf": [_law("cost"), {"type": "null"}]},
        "mean": {"oneOf": [_FRACTION, {"type": "null"}]},
        "limit": {"type": ["integer", "null"], "minimum": 0},
        "over_limit": {"oneOf": [_FRACTION, {"type": "null"}]},
        "note": {"type": "string"},
    }
    chances = {
        "type": "array",
        "description": "Each entry of the roster drawn from, in order, and its chance.",
        "items": _object({"name": _TEXT, "chance": _FRACTION}),
    }
    odds = _object(
        {
            "count": _law("count"),
            "size": _law("crew size"),
            "chances": chances,
            "cost": _object(cost, ["distribution"]),
        },
        description="The draw's exact odds before it was made; chances are fractions.",
    )
    draw = _object(
        {
            "count": _COUNT,
            "seed": {"type": "integer", "minimum": 0, "maximum": 2**63 - 1},
            "roll": {"type": ["integer", "null"], "minimum": 1, "maximum": 6},
            "always": names,
            "never": names,
            "odds": {"oneOf": [odds, {"type": "null"}]},
        },
        description="How the crew was drawn: replayed by the same seed on the same roster.",
    )
    return _document(
        "Gangfight GUI crew",
        "Tonight's crew: some entries of a roster, picked by hand or drawn at random, as they "
        "stood when picked.",
        crew.FORMAT,
        crew.VERSION,
        {
            "source": _object(
                {
                    "roster": _TEXT,
                    "file": {"type": ["string", "null"]},
                    "picked": {
                        "type": "array",
                        "description": "The entries' places in that roster (from 0), in order.",
                        "items": {"type": "integer", "minimum": 0, "maximum": MAX_MODELS - 1},
                    },
                }
            ),
            "draw": {"oneOf": [draw, {"type": "null"}]},
            "cost": {
                "type": "integer",
                "minimum": 0,
                "description": "The crew's price in its game's cost field, entries and weapons.",
            },
            "roster": {"$ref": "#/$defs/roster"},
        },
        {},
        keys,
    )


def _state(key: str) -> dict[str, Any]:
    game = find_game(key)
    return {
        "title": f"{game.title} state",
        "type": "object",
        "properties": {s.key: schema.field_schema(s) for s in battle.state_fields(game)},
        "additionalProperties": False,
    }


def battle_json_schema(keys: Sequence[str] | None = None) -> dict[str, Any]:
    """The battle file's schema, for the games ``keys`` (None: the built-in games, as shipped)."""
    keys = built_in_keys() if keys is None else tuple(keys)
    where: dict[str, Any] = {
        "side": {"type": "integer", "minimum": 0, "maximum": 1},
        "index": {"type": "integer", "minimum": 0},
        "name": _TEXT,
    }
    ref = _object(where)
    values = {
        "type": "object",
        "additionalProperties": {
            "type": ["integer", "number", "string", "boolean", "null", "array"],
        },
    }
    change = _object({**where, "before": values, "after": values})
    changes = {"type": "array", "items": {"$ref": "#/$defs/change"}}
    round_number = {"type": "integer", "minimum": 1, "maximum": battle.MAX_ROUND}
    figure = _object(
        {
            "key": _TEXT,
            "label": _TEXT,
            "probability": {"type": "number", "minimum": 0},
            "expected": {"type": "boolean", "description": "An expected count, not a chance."},
            "scale": {
                "type": "number",
                "minimum": 0,
                "description": "What the figure is out of, for its colour (1 for a chance).",
            },
            "tone": {"enum": list(battle_file.TONES)},
            "help": {"type": "string", "description": "What the figure counts."},
        },
        ["key", "label", "probability", "expected", "tone"],
    )
    attack = _object(
        {
            "kind": {"const": "attack"},
            "round": round_number,
            "attacker": {"oneOf": [{"$ref": "#/$defs/entry_ref"}, {"type": "null"}]},
            "targets": {"type": "array", "items": {"$ref": "#/$defs/entry_ref"}},
            "how": {"type": "string"},
            "scenario": {"type": "object", "description": "As gangfight calc reads it."},
            "dice": {"type": "array", "items": {"type": "integer", "minimum": 1, "maximum": 6}},
            "steps": {"type": "array", "items": {"type": "string"}},
            "odds": {"type": "array", "items": figure},
            "changes": changes,
        },
        title="Attack",
    )
    edit = _object(
        {
            "kind": {"const": "edit"},
            "round": round_number,
            "changes": changes,
            "note": {"type": "string", "maxLength": MAX_NOTES_CHARS},
        },
        title="Hand edit",
    )
    new_round = _object({"kind": {"const": "round"}, "round": round_number}, title="New round")
    source = {"kind": {"enum": list(battle.SIDE_KINDS)}, "file": {"type": ["string", "null"]}}
    side = _object(
        {
            "source": _object(source),
            "roster": {"$ref": "#/$defs/roster"},
            "states": {
                "type": "array",
                "description": "Each entry's state fields, in roster order.",
                "items": {"anyOf": [_state(key) for key in keys]},
            },
        }
    )
    return _document(
        "Gangfight GUI battle",
        "A battle: two sides as they stood when it began, each entry's state, the round and a "
        "log of attacks, hand edits and rounds.",
        battle_file.FORMAT,
        battle_file.VERSION,
        {
            "name": {"type": "string", "minLength": 1, "maxLength": MAX_NAME_CHARS},
            "round": round_number,
            "sides": {
                "type": "array",
                "minItems": 2,
                "maxItems": 2,
                "items": {"$ref": "#/$defs/side"},
            },
            "log": {
                "type": "array",
                "maxItems": battle.MAX_LOG,
                "items": {"oneOf": [attack, edit, new_round]},
            },
        },
        {"side": side, "entry_ref": ref, "change": change},
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
