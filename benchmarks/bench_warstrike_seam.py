"""Benchmark of what the window asks WarStrike for beside the outcome.

What is measured, on ``bench_warstrike.SCENARIOS`` (20-model units in two groups, with
Toughness) with each defender given 12 models left: the results pane's members on a calculated
outcome (``views`` + ``notes`` + ``advice``), every what-if calculated (as the window ranks
them), the take-down (the exact chain on the models left), and typed-in dice: the steps and the
exact odds after each die as a player types a whole roll in. The budget the window sets for an
edit is 4 ms (the builder edit's budget, p95); each figure is per scenario, median (and best) of
``--repeats`` runs. Run as::

    .venv/bin/python benchmarks/bench_warstrike_seam.py [--repeats R]
"""

from __future__ import annotations

import argparse
import copy

from bench_warstrike import SCENARIOS, _time

from gangfight_gui.rules.engine.sources import SeededDice
from gangfight_gui.rules.warstrike.game import GAME


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    data = [copy.deepcopy(s) for s in SCENARIOS]
    for scenario in data:
        scenario["defender"]["models"] = 12
    read = [GAME.read_scenario(s) for s in data]
    outcomes = [GAME.calculate(s) for s in read]
    rolls = [
        [d.face for step in GAME.roll_steps(GAME.resolve(s, SeededDice(i))) for d in step.dice]
        for i, s in enumerate(read)
    ]

    def pane() -> None:
        for outcome in outcomes:
            GAME.views(outcome)
            GAME.notes(outcome)
            GAME.advice(outcome)

    def what_ifs() -> None:
        for scenario in data:
            for what in GAME.what_ifs(scenario):
                GAME.score(GAME.calculate(GAME.read_scenario(what.scenario)))

    def takedown() -> None:
        for scenario in data:
            GAME.takedown(scenario)

    dice_typed = sum(len(r) for r in rolls)

    def typed() -> None:
        for scenario, dice in zip(read, rolls, strict=True):
            for n in range(len(dice) + 1):
                GAME.typed_progress(scenario, dice[:n])

    n = len(data)
    for name, fn, per in (
        ("results pane (views, notes, advice)", pane, n),
        ("every what-if calculated", what_ifs, n),
        ("take-down", takedown, n),
        ("typed dice, per die typed", typed, dice_typed + n),
    ):
        med, best = _time(fn, args.repeats, 1)
        print(f"{name:38} {med / per * 1000:7.3f} ms (best {best / per * 1000:.3f} ms)")


if __name__ == "__main__":
    main()
