"""The roster file's JSON Schema, one branch per game, from the field specs its records read by:
``python -m gangfight_gui.roster.schema`` rewrites the shipped one, never edited by hand."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter

from gangfight_gui import shipped
from gangfight_gui.roster.schema_types import file_model, roster_files, value_type
from gangfight_gui.rules.game import FieldSpec, built_in_keys, find_game

SCHEMA_NAME = "roster.schema.json"
"""The built-in games' schema in ``resources/``; a test runs ``--check``, so it matches the code."""


def shipped_schema() -> Traversable:
    """The shipped copy; in an editable install (``make run``), the repository's file itself."""
    return resources.files(shipped.RESOURCES_PACKAGE) / SCHEMA_NAME


def roster_json_schema(keys: Sequence[str] | None = None) -> dict[str, Any]:
    """The schema of a current-version roster file: one branch per game (of ``keys``; None: the
    built-in games, as shipped), picked by ``game``."""
    keys = built_in_keys() if keys is None else tuple(keys)
    generated = roster_files(keys).json_schema()
    definitions: dict[str, Any] = generated.get("$defs", {})
    for key in keys:
        try:
            model = file_model(key)
        except ValueError:  # a registered game that cannot be loaded has no branch
            continue
        game = find_game(key)
        branch = definitions.get(model.__name__)
        if branch is not None:
            branch["title"] = f"{game.title} roster"
            branch["description"] = (
                f"A {game.title} roster: its {game.entry_noun}s and their weapons, with the "
                f"fields of the {game.rulings}; costs in {game.cost_unit}."
            )
    branches = generated.get("oneOf", [generated.get("$ref")] if "$ref" in generated else [])
    schema: dict[str, Any] = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Gangfight GUI roster",
        "description": (
            "A gang or army for one of the games Gangfight GUI calculates, as saved by it. "
            "The entries of each game are its models, fighters or units, with the fields of its "
            "rulings. Costs and cost limits are the player's own."
        ),
        "oneOf": [b if isinstance(b, dict) else {"$ref": b} for b in branches],
    }
    if "discriminator" in generated:
        schema["discriminator"] = generated["discriminator"]
    schema["$defs"] = definitions
    return schema


def field_schema(spec: FieldSpec) -> dict[str, Any]:
    """One field of a game's specs as JSON Schema: the schema of the type a roster file's schema
    gives it (``schema_types.value_type``), so a battle file's state fields state the same
    limits."""
    schema: dict[str, Any] = TypeAdapter(value_type(spec, named=True)).json_schema()
    schema["title"] = spec.label
    if spec.help:
        schema["description"] = spec.help
    return schema


def schema_text(keys: Sequence[str] | None = None) -> str:
    """The schema as written: of the built-in games (the shipped file), or of ``keys``."""
    return json.dumps(roster_json_schema(keys), indent=2, ensure_ascii=False) + "\n"


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
