"""Benchmark of Necromunda close combat: a fight with two weapons and Reaction attacks.

What is measured, and why: the budget is a Necromunda fight with a reaction in under 1 ms.
The scenarios are seeded, varied fights (resources/rules-necromunda.md): the attacker uses two
weapons (a sidearm and a melee weapon, two melee weapons with the odd die on "auto", or two
sidearms), sometimes charging, against a target with one or two weapons that makes Reaction attacks
(N15).

* **full**: ``read_scenario`` (every N16 check, N5–N11 planning) + ``calculate`` (every law of
  the action and the reaction, exact) + ``outcome_json``: what ``gangfight calc`` does for one
  scenario apart from reading and writing the JSON text.
* **calculate**: the exact outcome alone, from a read scenario.

each *cold* (the package's memoised binomial laws and injury-die tables cleared before every
scenario, clearing not timed) and *warm* (the batch again with them full, as in a matchup matrix
or a GUI session).

* **reference**: icepool (``pip install -e '.[bench]'``) computing only the two damage laws (the
  action's and the reaction's) of the same fights, each Attack die a two-outcome die
  {0, d} with the exact unsaved chance, summed per group, cold (new dice every scenario). Its laws
  are checked to equal the package's exactly. Ratios are against it, measured in the same run.

Every figure is the median (and best) of ``--repeats`` runs. Run as::

    .venv/bin/python benchmarks/bench_necromunda.py [--scenarios N] [--seed S] [--repeats R]
"""

from __future__ import annotations

import argparse
import gc
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import icepool  # type: ignore[import-untyped]

from gangfight_gui.rules.necromunda import report
from gangfight_gui.rules.necromunda.outcome import calculate, clear_caches
from gangfight_gui.rules.necromunda.scenario import Action, Scenario, read_scenario

TARGET_MS = 1.0

MELEE = [
    {"name": "Chain blade", "strength": "S+1", "ap": 0, "d": 1, "traits": ["melee"]},
    {"name": "Power edge", "strength": "S+1", "ap": -2, "d": 1, "traits": ["melee"]},
    {"name": "Knife", "strength": "S", "ap": -1, "d": 1, "traits": ["melee"]},
    {"name": "Axe", "strength": "S+1", "ap": 0, "d": 2, "traits": ["melee"]},
]
SIDEARMS = [
    {"name": "Stub pistol", "strength": 3, "ap": 0, "d": 1, "traits": ["sidearm"]},
    {"name": "Hand cannon", "strength": "4", "ap": 0, "d": 2, "traits": ["sidearm"]},
    {"name": "Plasma pistol", "strength": 5, "ap": -1, "d": 2, "traits": ["sidearm"]},
]


def fights(count: int, seed: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)

    def fighter(name: str, weapons: list[dict[str, Any]]) -> dict[str, Any]:
        t = rng.randint(3, 4)
        return {
            "name": name,
            "ws": rng.randint(2, 5),
            "s": rng.randint(3, 4),
            "t": t,
            "w": rng.randint(1, 3),
            "a": rng.randint(1, 3),
            "sv": rng.choice([None, 4, 5, 6]),
            "flesh_wounds": rng.randint(0, 1),
            "weapons": weapons,
        }

    out = []
    for k in range(count):
        kind = k % 3
        if kind == 0:
            pair = [rng.choice(SIDEARMS), rng.choice(MELEE)]
        elif kind == 1:
            pair = rng.sample(MELEE, 2)
        else:
            pair = rng.sample(SIDEARMS, 2)
        back = rng.sample(MELEE + SIDEARMS, rng.randint(1, 2))
        out.append(
            {
                "game": "necromunda",
                "attacker": fighter("Attacker", pair),
                "target": fighter("Target", back),
                "weapons": [w["name"] for w in pair],
                "charging": rng.random() < 0.5,
                "assists": rng.randint(0, 1),
                "reaction": {"turn_to_face": rng.random() < 0.3},
            }
        )
    return out


def icepool_damage(action: Action) -> Any:
    """The damage law of one action: per die {0, d} with the exact unsaved chance, summed."""
    total = icepool.Die([0])
    for group in action.groups:
        if group.dice:
            unsaved = group.hit_faces * group.wound_faces * group.fail_faces
            die = (
                icepool.Die({0: 216 - unsaved, group.damage: unsaved})
                if unsaved
                else icepool.Die([0])
            )
            total = total + group.dice @ die
    return total


def _same(die: Any, weights: tuple[Fraction, ...]) -> bool:
    law = {
        outcome: Fraction(q) for outcome, q in zip(die.outcomes(), die.probabilities(), strict=True)
    }
    return {k: p for k, p in law.items() if p} == {k: p for k, p in enumerate(weights) if p}


def timed(batch: list[Any], work: Callable[[Any], object], cold: bool) -> float:
    """Seconds for the whole batch (cache clearing, when cold, not included)."""
    gc.collect()
    elapsed = 0.0
    for item in batch:
        if cold:
            clear_caches()
        start = time.perf_counter()
        work(item)
        elapsed += time.perf_counter() - start
    return elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenarios", type=int, default=300)
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args(argv)

    data = fights(args.scenarios, args.seed)
    plans: list[Scenario] = [read_scenario(item) for item in data]
    for plan in plans:
        outcome = calculate(plan)
        assert outcome.reaction is not None and plan.reaction is not None
        reference = icepool_damage(plan.action)
        assert _same(reference, outcome.action.damage.fractions()), "action damage differs"
        # The reaction's law given that it happens; the package keeps it unconditional.
        back = calculate(Scenario(plan.reaction, None, plan.faces)).action.damage.fractions()
        assert _same(icepool_damage(plan.reaction), back), "reaction damage differs"

    def full(item: dict[str, Any]) -> object:
        return report.outcome_json(calculate(read_scenario(item)))

    def reference(plan: Scenario) -> object:
        assert plan.reaction is not None
        return icepool_damage(plan.action).probabilities(), icepool_damage(
            plan.reaction
        ).probabilities()

    rows = [
        ("full, cold", lambda: timed(data, full, cold=True)),
        ("full, warm", lambda: timed(data, full, cold=False)),
        ("calculate, cold", lambda: timed(plans, calculate, cold=True)),
        ("calculate, warm", lambda: timed(plans, calculate, cold=False)),
        ("icepool damage laws only, cold", lambda: timed(plans, reference, cold=False)),
    ]
    n = len(data)
    print(f"Necromunda close combat: {n} fights with two weapons and Reaction attacks")
    print(
        f"Python {platform.python_version()} on {platform.machine()}, icepool {icepool.__version__}"
    )
    print("checked: icepool's damage laws equal the package's exactly, for every fight")
    results: dict[str, float] = {}
    for label, run in rows:
        times = [run() / n * 1000 for _ in range(args.repeats)]
        results[label] = statistics.median(times)
        print(f"  {label:32s} {results[label]:8.4f} ms/fight median  {min(times):8.4f} best")
    ref = results["icepool damage laws only, cold"]
    for label in ("full, cold", "full, warm"):
        print(f"  {label} vs icepool: {ref / results[label]:5.1f}x as fast")
    verdict = "met" if results["full, cold"] < TARGET_MS else "NOT met"
    print(f"target under {TARGET_MS} ms per fight (full, cold): {verdict}")
    return 0 if verdict == "met" else 1


if __name__ == "__main__":
    sys.exit(main())
