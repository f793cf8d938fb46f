"""``gangfight schema roster|battle|crew``: the JSON Schema of a file, with a branch for every game
installed that loads."""

from __future__ import annotations

import argparse

from gangfight_gui.cli.errors import CliError
from gangfight_gui.roster import schema
from gangfight_gui.roster.night import schemas
from gangfight_gui.rules.game import playable_games

FILES = {"roster": None, "crew": "crew.schema.json", "battle": "battle.schema.json"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="roster, crew or battle")


def run(args: argparse.Namespace) -> int:
    if args.file not in FILES:
        raise CliError(f"no schema of {args.file!r}: roster, crew or battle")
    keys = tuple(game.key for game in playable_games())
    name = FILES[args.file]
    text = schema.schema_text(keys) if name is None else schemas.schema_text(name, keys)
    print(text, end="")
    return 0
