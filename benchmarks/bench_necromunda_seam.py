"""Benchmark of Necromunda's protocol members beyond ``calculate``: what the window asks
of the game after each builder edit, and the take-down and typed-in dice it asks for on demand.

What is measured, and why: the window recomputes the results pane on every edit (the
budget: p95 < 4 ms on the README's machine for the whole edit, the GUI's own work included), so
the members it calls there must be a small part of it. The fights are every legal weapon choice
(``Game.choices``) of every fighter of each sample roster against every fighter of the other, not
charging and charging, with and without Reaction attacks.

* **pane**: ``read_scenario`` + ``calculate`` + ``views`` + ``notes`` + ``advice`` +
  ``describe`` + ``field_limits``: the results pane and the builder after an edit.
* **what_ifs**: the single changes, listed (the window then calculates each: ``pane``-like cost
  each, lazily).
* **takedown**: the exact chain of N17's states (both fighters' with Reaction attacks).
* **typed**: ``typed_progress`` with half of a seeded roll's dice typed in.

Each is the median and 95th percentile over the fights, warm (the package's memoised laws full,
as in a session). Run as::

    .venv/bin/python benchmarks/bench_necromunda_seam.py [--repeats R]
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from gangfight_gui.rules.engine.sources import SeededDice, TypedDice
from gangfight_gui.rules.game import find_game

GAME = find_game("necromunda")
ROSTERS = Path(__file__).resolve().parent.parent / "rosters"


def fights() -> list[dict[str, Any]]:
    gangs = [
        json.loads((ROSTERS / f"{name}.json").read_text(encoding="utf-8"))["models"]
        for name in ("necromunda_ashveil_sisters", "necromunda_slagworks_rivet_crew")
    ]
    found = []
    for mine, theirs in ((gangs[0], gangs[1]), (gangs[1], gangs[0])):
        for attacker in mine:
            for target in theirs:
                for _, data in GAME.choices(attacker, [target], "fight"):
                    for charging in (False, True):
                        for reacts in (False, True):
                            fight = json.loads(json.dumps(data))
                            fight["charging"] = charging
                            fight["reaction"]["enabled"] = reacts
                            found.append(fight)
    return found


def pane(data: dict[str, Any]) -> None:
    outcome = GAME.calculate(GAME.read_scenario(data))
    GAME.views(outcome)
    GAME.notes(outcome)
    GAME.advice(outcome)
    GAME.describe(data)
    GAME.field_limits(data)


def typed(data: dict[str, Any]) -> None:
    plan = GAME.read_scenario(data)
    source = TypedDice([SeededDice(7).d6() for _ in range(100)])
    GAME.resolve(plan, source)
    half = list(source.values[: source.used // 2])
    GAME.typed_progress(plan, half)


def measure(
    name: str, job: Callable[[dict[str, Any]], object], cases: list[dict[str, Any]]
) -> None:
    for data in cases:  # warm the memoised laws
        job(data)
    times = []
    for data in cases:
        start = time.perf_counter()
        job(data)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    print(
        f"{name:9} median {statistics.median(times):7.3f} ms   p95 {p95:7.3f} ms   "
        f"max {times[-1]:7.3f} ms   ({len(times)} fights)"
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=1)
    args = parser.parse_args(argv)
    cases = fights()
    print(f"Python {platform.python_version()} on {platform.machine()}")
    for _ in range(args.repeats):
        measure("pane", pane, cases)
        measure("what_ifs", GAME.what_ifs, cases)
        measure("takedown", GAME.takedown, cases)
        measure("typed", typed, cases)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
