"""``gangfight games``: every installed game, its version, and why it cannot be loaded if not."""

from __future__ import annotations

import argparse
from typing import Any

from gangfight_gui.cli.errors import CliError
from gangfight_gui.cli.files import printed
from gangfight_gui.rules import registry


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("keys", nargs="*", metavar="KEY", help="only these games (default: all)")
    parser.add_argument("--json", action="store_true", help="the list as JSON")


def run(args: argparse.Namespace) -> int:
    games = registry.installed()
    unknown = [key for key in args.keys if key not in {game.key for game in games}]
    if unknown:
        known = ", ".join(game.key for game in games)
        raise CliError(f"no game {unknown[0]!r} is installed (installed: {known})")
    if args.keys:
        games = tuple(game for game in games if game.key in args.keys)
    text = "\n".join(map(_line, games))
    return printed(args.json, [_json(game) for game in games], text)


def _line(game: registry.Installed) -> str:
    where = " ".join(part for part in (game.distribution, game.version) if part)
    line = f"{game.key}: {game.title} ({where})"
    return f"{line}; cannot be loaded: {game.problem}" if game.problem else line


def _json(game: registry.Installed) -> dict[str, Any]:
    return {
        "key": game.key,
        "title": game.title,
        "distribution": game.distribution,
        "version": game.version,
        "problem": game.problem or None,
    }
