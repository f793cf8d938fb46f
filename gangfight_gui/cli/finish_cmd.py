"""``gangfight finish FILE``: who wins if the two keep fighting, turn about, exactly (E1–E12)."""

from __future__ import annotations

import argparse
import re
import textwrap
from collections.abc import Callable, Mapping
from typing import Any

from gangfight_gui.cli.batch import run_batch
from gangfight_gui.cli.errors import CliError
from gangfight_gui.rules.duel import (
    DEFAULT_ROUNDS,
    MAX_ROUNDS,
    MIN_ROUNDS,
    Duel,
    duel_json,
    finish,
)
from gangfight_gui.rules.duel_ends import end_lines
from gangfight_gui.rules.engine.wording import percent
from gangfight_gui.rules.game import AnyGame


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="scenario JSON file, or - for stdin")
    parser.add_argument(
        "--rounds",
        type=int,
        default=DEFAULT_ROUNDS,
        metavar="N",
        help=f"rounds at most, {MIN_ROUNDS} to {MAX_ROUNDS} (default {DEFAULT_ROUNDS})",
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def duel_text(game: AnyGame, data: Mapping[str, Any], duel: Duel) -> str:
    """The duel for a person: who fights how, each side's chance, the rounds it takes and each
    side's end (E6), in the window's words."""
    reply = duel.second_fight
    answer = (
        f"{game.choice_label(reply)}, its best answer each turn (E3)"
        if reply is not None
        else "nothing to attack with: the first's attacks alone (E6)"
    )
    first, second = duel.names
    width = max(len(first), len(second)) + len(" wins")
    rows = [
        (f"{first} wins", percent(duel.p_first_wins)),
        (f"{second} wins", percent(duel.p_second_wins)),
        ("Draw", percent(duel.p_draw)),
        ("Unfinished", percent(duel.p_unfinished)),
        (
            "Rounds",
            "expected " + f"{duel.expected_rounds:.2f}"
            if duel.expected_rounds is not None
            else "none ends",
        ),
    ]
    width = max(width, *(len(label) for label, _ in rows))
    lines = [
        f"To the finish, {duel.rounds} rounds at most",
        f"  {first}: {game.choice_label(data)}",
        f"  {second}: {answer}",
        *(f"{label.ljust(width)}  {value}" for label, value in rows),
        "Ends (chances of every duel, E6):",
        *(_wrapped(line) for line in end_lines(game, duel)),
    ]
    return "\n".join(lines)


TEXT_WIDTH = 80
"""The end lines are wrapped to this, a value never parted from its chance."""


def _wrapped(line: str) -> str:
    """An end line indented under the heading, wrapped, each value kept with its chance."""
    indent = "  " + line[: len(line) - len(line.lstrip())]
    return textwrap.fill(
        _PAIR.sub("\\1\u00a0\\2", line.strip()),
        TEXT_WIDTH,
        initial_indent=indent,
        subsequent_indent=indent + "  ",
    ).replace("\u00a0", " ")


_PAIR = re.compile(r"(\S+) (<?\d+(?:\.\d+)?%)")
"""A value and its chance (``16 2.0%``), kept on one line by a no-break space while wrapped."""


def run(args: argparse.Namespace) -> int:
    rounds = args.rounds
    if not MIN_ROUNDS <= rounds <= MAX_ROUNDS:
        raise CliError(f"--rounds must be from {MIN_ROUNDS} to {MAX_ROUNDS}, not {rounds}")

    def handle(game: AnyGame, data: Any) -> tuple[Any, Callable[[], str]]:
        duel = finish(game, data, rounds)
        return duel_json(duel), lambda: duel_text(game, data, duel)

    # The scenario as written: ``finish`` reads it through the duel (a WarStrike duel's units
    # are keys only it takes, E8).
    return run_batch(args.file, handle, as_json=args.json, read=lambda _game, data: data)
