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
from gangfight_gui.roster.roster import Roster

SCHEMA_NAME = "roster.schema.json"


def shipped_schema() -> Traversable:
    """The shipped copy; in an editable install (``make run``), the repository's file itself."""
    return resources.files(shipped.RESOURCES_PACKAGE) / SCHEMA_NAME


def roster_json_schema() -> dict[str, Any]:
    """The schema of a current-version roster file (format marker and version included)."""
    roster = Roster.model_json_schema()
    marker = {
        "format": {"const": FORMAT, "description": "Marks the file as a Gangfight roster."},
        "version": {
            "const": VERSION,
            "description": "The roster format version; a newer one needs a newer Gangfight GUI.",
        },
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Gangfight roster",
        "description": (
            "A gang for the Gangfight skirmish game, as saved by Gangfight GUI. Model fields are "
            "those of the calculator's scenario models. Costs and the points limit are the "
            "player's own; the rules do not define them."
        ),
        "type": "object",
        "properties": {**marker, **roster["properties"]},
        "required": ["format", "version", *roster.get("required", [])],
        "additionalProperties": False,
        "$defs": roster["$defs"],
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
    text = schema_text()
    if args.check:
        current = target.read_text(encoding="utf-8") if target.is_file() else None
        if current != text:
            print(f"{target} is stale: run python -m gangfight_gui.roster.schema", file=sys.stderr)
            return 1
        return 0
    if not isinstance(target, Path):
        print(f"{target} cannot be written in place: name an output file", file=sys.stderr)
        return 2
    output = target
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_bytes(text.encode("utf-8"))
    print(f"wrote {output}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
