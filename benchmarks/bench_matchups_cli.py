"""Benchmark of ``gangfight matchups A B --json``: computing the matrix against writing its JSON.

Issue 11 found the command spending more time writing JSON than computing (1.35 s against 0.48 s
for 50 x 50 models): the standard encoder walking thousands of floats. The command now writes
with orjson, as ``calc`` does; this prints both steps for two generated 50-model rosters (the
generator of ``bench_matchups.py``), each timed alone in the same run, and their ratio, with the
standard ``json.dumps`` of the same object beside it for reference.

Times are CPU seconds of this process (``time.process_time``): the machine is shared. Each figure
is the median (and best) of ``--repeats`` runs, caches cleared before each compute. Run as::

    .venv/bin/python benchmarks/bench_matchups_cli.py [--models N] [--seed S] [--repeats R]
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import io
import json
import platform
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import orjson
from bench_core import cpu_model
from bench_matchups import generated_roster

from gangfight_gui.cli.main import main as cli_main
from gangfight_gui.cli.matchups_cmd import cell_json
from gangfight_gui.roster.files import roster_to_json
from gangfight_gui.rules.gangfight.caches import clear_caches
from gangfight_gui.rules.gangfight.matchups import MatchupSettings, matchup_matrix

clock = time.process_time


def timed(run: Callable[[], object], repeats: int) -> list[float]:
    times = []
    for _ in range(repeats):
        clear_caches()
        gc.collect()
        start = clock()
        run()
        times.append(clock() - start)
    return times


def line(label: str, times: list[float]) -> str:
    return f"  {label:<44} {statistics.median(times):8.3f} s   (best {min(times):.3f} s)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--models", type=int, default=50)
    parser.add_argument("--seed", type=int, default=20240611)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    a = generated_roster("Raiders", args.models, rng)
    b = generated_roster("Wardens", args.models, rng)
    attackers = [m.to_rules() for m in a.models]
    targets = [m.to_rules() for m in b.models]
    settings = MatchupSettings()
    rows = matchup_matrix(attackers, targets, settings)
    document: dict[str, Any] = {"cells": [[cell_json(c) for c in row] for row in rows]}

    compute = timed(lambda: matchup_matrix(attackers, targets, settings), args.repeats)
    build = timed(lambda: [[cell_json(c) for c in row] for row in rows], args.repeats)
    fast = timed(lambda: orjson.dumps(document), args.repeats)
    standard = timed(lambda: json.dump(document, io.StringIO()), args.repeats)
    with tempfile.TemporaryDirectory(prefix="gangfight-bench-") as folder:
        paths = []
        for roster in (a, b):
            path = Path(folder) / f"{roster.name}.json"
            path.write_text(roster_to_json(roster), encoding="utf-8")
            paths.append(str(path))

        def command() -> None:
            with contextlib.redirect_stdout(io.StringIO()):
                if cli_main(["matchups", *paths, "--json"]) != 0:
                    raise SystemExit("gangfight matchups failed")

        whole = timed(command, args.repeats)

    cells = args.models * args.models
    print(f"gangfight matchups --json: {args.models} x {args.models} models ({cells} cells)")
    print(f"  Python {platform.python_version()}, CPU {cpu_model()}")
    print(line("compute the matrix (core, cold)", compute))
    print(line("build the cells' JSON objects", build))
    print(line("write JSON with orjson (the command's)", fast))
    print(line("write JSON with json.dump to a stream (before)", standard))
    print(line("the whole command, in-process", whole))
    build_s = statistics.median(build)
    before = (build_s + statistics.median(standard)) / statistics.median(compute)
    after = (build_s + statistics.median(fast)) / statistics.median(compute)
    print(f"  writing / computing: {after:.2f} (with json.dump it was {before:.2f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
