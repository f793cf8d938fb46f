"""``gangfight roll FILE``: roll the attack with real dice, step by step."""

from __future__ import annotations

import argparse
import secrets
from collections.abc import Callable
from typing import Any

from gangfight_gui.cli.batch import run_batch
from gangfight_gui.cli.errors import AsCliError, CliError
from gangfight_gui.report import steps_with_seed
from gangfight_gui.rules.engine.errors import NotEnoughDice
from gangfight_gui.rules.engine.limits import MAX_ROLL_COUNT, MAX_ROLLED_TARGETS
from gangfight_gui.rules.engine.sources import SeededDice, TypedDice
from gangfight_gui.rules.game import AnyGame

MAX_SEED = 2**63 - 1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="scenario JSON file, or - for stdin")
    parser.add_argument("--seed", type=int, metavar="N", help="seed of the first roll")
    parser.add_argument("--count", type=int, default=1, metavar="K", help="rolls (default 1)")
    parser.add_argument(
        "--dice",
        metavar="D,D,...",
        help="dice rolled at the table, in the order the roll's steps show them (Gangfight: "
        "the pool, its crit dice, then armour...)",
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def parse_dice(text: str) -> list[int]:
    values = []
    for part in text.replace(" ", ",").split(","):
        if not part:
            continue
        if not part.isdigit() or not 1 <= int(part) <= 6:
            raise CliError(f"--dice: {part!r} is not a d6 face (1 to 6)")
        values.append(int(part))
    if not values:
        raise CliError("--dice: no dice given")
    return values


def run(args: argparse.Namespace) -> int:
    if not 1 <= args.count <= MAX_ROLL_COUNT:
        raise CliError(f"--count must be from 1 to {MAX_ROLL_COUNT}, not {args.count}")
    if args.seed is not None and not 0 <= args.seed <= MAX_SEED - MAX_ROLL_COUNT:
        raise CliError(f"--seed must be a whole number from 0 to {MAX_SEED - MAX_ROLL_COUNT}")
    if args.dice is not None:
        dice = parse_dice(args.dice)
        if args.count != 1:
            raise CliError("--dice resolves one roll: leave out --count")

        def typed(game: AnyGame, scenario: Any) -> tuple[Any, Callable[[], str]]:
            source = TypedDice(dice)
            with AsCliError(NotEnoughDice, prefix="--dice: "):
                resolved = game.resolve(scenario, source)
                source.check_all_used()
            steps = game.roll_steps(resolved)
            return [game.roll_json(resolved)], lambda: steps_with_seed(steps, None)

        return run_batch(args.file, typed, as_json=args.json)

    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    rolled = [0]

    def seeded(game: AnyGame, scenario: Any) -> tuple[Any, Callable[[], str]]:
        """Roll i uses seed + i, so any one can be replayed alone from its seed."""
        # Bound the output over the whole file: rolls times targets.
        targets = len(getattr(scenario, "targets", ())) or 1
        rolled[0] += args.count * targets
        if rolled[0] > MAX_ROLLED_TARGETS:
            raise CliError(
                f"--count {args.count:,} with {targets:,} target(s) goes past "
                f"{MAX_ROLLED_TARGETS:,} rolled targets a run; roll fewer"
            )
        rolls = [game.resolve(scenario, SeededDice(seed + i)) for i in range(args.count)]
        data = [{"seed": seed + i} | game.roll_json(r) for i, r in enumerate(rolls)]

        def text() -> str:
            return "\n".join(
                steps_with_seed(game.roll_steps(r), seed + i) for i, r in enumerate(rolls)
            )

        return data, text

    return run_batch(args.file, seeded, as_json=args.json)
