"""Benchmark of the duel to the finish (``rules/duel.py``), for every game.

What is measured, and why:

* **Every sample pair** (each entry of the game's first sample roster against each of its
  second's, the pair's best fight as the first's, as the results view and ``gangfight finish``
  fight it): the duel to 20 rounds, cold (``duel.forget()`` first: the first edit of a pair)
  and warm (the same duel again: an edit that changes nothing the duel reads), and to 100 rounds,
  cold, and to 100 rounds without the fields followed beside the chain (``ends=False``: the
  chances alone, what the matchups' cells need). Each against a floor measured in the same
  run: one ``calc`` of the same fight, so the ratio says how many attacks' worth of work a duel
  costs on this machine. The budgets: a pair
  to 20 rounds within a builder edit's few milliseconds warm, 100 rounds within 100 ms cold.
* **The matchups To the finish** (``duel_matchups.duel_grid``, the dock's worker): two 30-entry
  rosters of the game (its samples' entries cycled, each named apart), every cell a duel to 20
  rounds.

Figures are the process's CPU time (the machine is shared: wall time moves with the others'
load), the median (and worst) over the pairs, each the best of ``--repeats`` runs. Run as::

    .venv/bin/python benchmarks/bench_finish.py [--repeats R] [--game KEY] [--no-matrix]
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from collections.abc import Callable
from itertools import product
from pathlib import Path
from typing import Any

from gangfight_gui.rules import duel, duel_matchups
from gangfight_gui.rules.game import AnyGame, find_game
from gangfight_gui.rules.pairings import best_pairing

ROSTERS = Path(__file__).resolve().parents[1] / "rosters"
SAMPLES = {
    "gangfight": ("orc_braves.json", "human_veterans.json"),
    "necromunda": ("necromunda_ashveil_sisters.json", "necromunda_slagworks_rivet_crew.json"),
    "warstrike": ("warstrike_harbour_watch.json", "warstrike_salt_reavers.json"),
}
WARM_BUDGET_MS = 4.0
HUNDRED_BUDGET_MS = 100.0


def _entries(name: str) -> list[dict[str, Any]]:
    models: list[dict[str, Any]] = json.loads((ROSTERS / name).read_text(encoding="utf-8"))[
        "models"
    ]
    return models


def _best_of(repeats: int, work: Callable[[], object], cold: bool) -> float:
    """The fastest of ``repeats`` runs, in ms of CPU; ``cold`` empties the duel's memory first."""
    times = []
    for _ in range(repeats):
        if cold:
            duel.forget()
        start = time.process_time()
        work()
        times.append((time.process_time() - start) * 1000)
    return min(times)


def pairs(game: AnyGame, repeats: int) -> dict[str, Any]:
    first, second = (_entries(name) for name in SAMPLES[game.key])
    rows = []
    for a, b in product(first, second):
        scenario = best_pairing(game, a, b).scenario
        if scenario is None:
            continue
        sides = (a, b)

        def fight(
            rounds: int, s: dict[str, Any] = scenario, two: Any = sides, ends: bool = True
        ) -> object:
            return duel.finish(game, s, rounds, two, ends=ends)

        floor = _best_of(
            repeats, lambda s=scenario: game.calculate(game.read_scenario(s)), cold=False
        )
        cold = _best_of(repeats, lambda: fight(20), cold=True)
        warm = _best_of(repeats, lambda: fight(20), cold=False)
        hundred = _best_of(repeats, lambda: fight(100), cold=True)
        chances = _best_of(repeats, lambda: fight(100, ends=False), cold=True)
        rows.append((floor, cold, warm, hundred, chances))
    columns = list(zip(*rows, strict=True))
    names = ("calc_ms", "cold_20_ms", "warm_20_ms", "cold_100_ms", "cold_100_chances_ms")
    found: dict[str, Any] = {"pairs": len(rows)}
    for name, values in zip(names, columns, strict=True):
        found[name] = {"median": statistics.median(values), "worst": max(values)}
    found["cold_20_over_calc"] = statistics.median(c / f for f, c, *_ in rows)
    found["warm_20_within_budget"] = found["warm_20_ms"]["worst"] <= WARM_BUDGET_MS
    found["cold_100_within_budget"] = found["cold_100_ms"]["worst"] <= HUNDRED_BUDGET_MS
    found["cold_100_chances_within_budget"] = (
        found["cold_100_chances_ms"]["worst"] <= HUNDRED_BUDGET_MS
    )
    return found


def matrix(game: AnyGame, size: int = 30) -> dict[str, Any]:
    first, second = (_entries(name) for name in SAMPLES[game.key])

    def roster(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return [{**entries[n % len(entries)], "name": f"Entry {n + 1}"} for n in range(size)]

    duel.forget()
    start, wall = time.process_time(), time.perf_counter()
    rows = duel_matchups.duel_grid(game, roster(first), roster(second), 20)
    seconds, wall = time.process_time() - start, time.perf_counter() - wall
    return {"cells": sum(len(row) for row in rows), "cpu_seconds": seconds, "wall_seconds": wall}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--game", choices=sorted(SAMPLES))
    parser.add_argument("--no-matrix", action="store_true")
    args = parser.parse_args(argv)
    report: dict[str, Any] = {"python": sys.version.split()[0], "machine": platform.machine()}
    for key in [args.game] if args.game else sorted(SAMPLES):
        game = find_game(key)
        report[key] = {"pairs": pairs(game, args.repeats)}
        if not args.no_matrix:
            report[key]["matrix_30x30"] = matrix(game)
        print(json.dumps({key: report[key]}, indent=2), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
