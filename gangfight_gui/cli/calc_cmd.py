"""``gangfight calc FILE``: the exact expected outcome of an attack, in any game."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from gangfight_gui.cli.batch import run_batch
from gangfight_gui.rules.game import AnyGame


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="scenario JSON file, or - for stdin")
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def _handle(game: AnyGame, scenario: Any) -> tuple[Any, Callable[[], str]]:
    """The outcome's JSON and text; pre-encoded JSON where the game offers it (Gangfight's
    ``outcome_json_encoded``): only ``batch.write_json`` writes these values, with orjson."""
    outcome = game.calculate(scenario)
    to_json = getattr(game, "outcome_json_encoded", game.outcome_json)
    return to_json(outcome), lambda: game.outcome_text(outcome)


def run(args: argparse.Namespace) -> int:
    return run_batch(args.file, _handle, as_json=args.json)
