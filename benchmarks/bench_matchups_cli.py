"""Benchmark of ``gangfight matchups A B --json`` for every game: computing the matrix against
writing its JSON, and the whole command.

The command was found spending more time writing JSON than computing (1.35 s against 0.48 s
for 50 x 50 models): the standard encoder walking thousands of floats. The command writes with
orjson, as ``calc`` does; this prints both steps for two generated 50-entry rosters of each game
(the generator of ``bench_matchups.py``; the example game installed for the run), each timed alone
in the same run, and their ratio, with the standard ``json.dumps`` of the same object beside it
for reference; and the whole command's time an attack against Gangfight's (``--models 300``: two
300-entry rosters, the largest matrix measured). Then two 1,000-entry rosters of each game, which
the command refuses before any calculation (two 300-fighter Necromunda gangs ran past 20 s when
nothing was refused).

Times are CPU seconds of this process (``time.process_time``): the machine is shared. Each figure
is the median (and best) of ``--repeats`` runs. Run as::

    .venv/bin/python benchmarks/bench_matchups_cli.py [--models N] [--seed S] [--repeats R]
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import io
import json
import platform
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import orjson
from bench_core import cpu_model
from bench_matchups import SAMPLES, rosters

from gangfight_gui.cli.fight_options import FightSettings
from gangfight_gui.cli.main import main as cli_main
from gangfight_gui.cli.matchups_cmd import matrix_json
from gangfight_gui.roster.files import roster_to_json
from gangfight_gui.roster.night.entries import entries_of
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.pairings import attacks_to_calculate, pairing_grid
from tests.helpers.example_game import example_on_path, install_example_game

clock = time.process_time
PER_ATTACK: dict[str, float] = {}
"""Each game's whole command, CPU seconds an attack (median), for the ratios to Gangfight's."""


def timed(run: Callable[[], object], repeats: int) -> list[float]:
    times = []
    for _ in range(repeats):
        gc.collect()
        start = clock()
        run()
        times.append(clock() - start)
    return times


def line(label: str, times: list[float]) -> str:
    return f"  {label:<46} {statistics.median(times):8.3f} s   (best {min(times):.3f} s)"


def bench_game(key: str, args: argparse.Namespace, folder: Path) -> None:
    game = find_game(key)
    a, b = rosters(game, args.models, args.seed)
    attackers, targets = entries_of(a), entries_of(b)
    settings = FightSettings({}, {})
    rows = pairing_grid(game, attackers, targets)
    document: dict[str, Any] = matrix_json(game, a, b, settings, rows)
    compute = timed(lambda: pairing_grid(game, attackers, targets), args.repeats)
    build = timed(lambda: matrix_json(game, a, b, settings, rows), args.repeats)
    fast = timed(lambda: orjson.dumps(document), args.repeats)
    standard = timed(lambda: json.dump(document, io.StringIO()), args.repeats)
    paths = []
    for roster in (a, b):
        path = folder / f"{key} {roster.name}.json"
        path.write_text(roster_to_json(roster), encoding="utf-8")
        paths.append(str(path))

    def command(files: list[str], code: int) -> Callable[[], None]:
        def run() -> None:
            with (
                contextlib.redirect_stdout(io.StringIO()),
                contextlib.redirect_stderr(io.StringIO()),
            ):
                if cli_main(["matchups", *files, "--json"]) != code:
                    raise SystemExit("gangfight matchups did not end as expected")

        return run

    whole = timed(command(paths, 0), args.repeats)
    big = rosters(game, 1_000, args.seed)[0]
    big_path = folder / f"{key} big.json"
    big_path.write_text(roster_to_json(big), encoding="utf-8")
    refused = timed(command([str(big_path), str(big_path)], 2), args.repeats)
    cells = args.models * args.models
    print(f"{game.title}: gangfight matchups --json, {args.models} x {args.models} ({cells} cells)")
    print(line("compute the matrix (rules.pairings)", compute))
    print(line("build the cells' JSON objects", build))
    print(line("write JSON with orjson (the command's)", fast))
    print(line("write JSON with json.dump (for reference)", standard))
    print(line("the whole command, in-process", whole))
    print(line("1,000 against 1,000: refused (exit 2) in", refused))
    PER_ATTACK[key] = statistics.median(whole) / attacks_to_calculate(game, attackers, targets)
    print(f"  the whole command, an attack: {PER_ATTACK[key] * 1e6:.1f} µs")
    writing = statistics.median(build) + statistics.median(fast)
    print(f"  writing / computing: {writing / statistics.median(compute):.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--models", type=int, default=50)
    parser.add_argument("--seed", type=int, default=20240611)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    print(f"Python {platform.python_version()}, CPU {cpu_model()}")
    with (
        tempfile.TemporaryDirectory(prefix="gangfight-bench-") as folder,
        example_on_path(install_example_game(Path(folder) / "example")),
    ):
        for key in ("gangfight", *SAMPLES):
            bench_game(key, args, Path(folder))
    floor = PER_ATTACK["gangfight"]
    print("The whole command, time an attack against Gangfight's, same run (2x):")
    for key, seconds in PER_ATTACK.items():
        print(f"  {key:<12} {seconds / floor:5.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
