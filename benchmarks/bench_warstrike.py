"""Benchmark of WarStrike's exact close-combat calculation (a unit of 20 models, < 1 ms).

What is measured: ``calculate`` on read scenarios of a 20-model attacking unit in two groups
(a squad and its champions, several splits and weapons) against a defending unit with
Toughness, 5–12 engaged, hit counters 0–5; and the whole of ``calc --json``'s work for one
scenario (``read_scenario`` + ``calculate`` + ``outcome_json``). The goal is under 1 ms each.

The reference, timed in the same run, is the obvious exact method: one dynamic programme over
every to-hit die with the state (hits, any failed save, casualties capped at engaged + 1), which
gives the same suppression-marker law (checked: the largest difference is printed). The ratio
reference / core shows what the package's decomposition (binomials per group, the joint law kept
only where W13 needs it) saves.

Every figure is the median (and best) of ``--repeats`` runs. Run as::

    .venv/bin/python benchmarks/bench_warstrike.py [--repeats R]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

from gangfight_gui.rules.warstrike.game import GAME
from gangfight_gui.rules.warstrike.outcome import group_tests
from gangfight_gui.rules.warstrike.scenario import Scenario


def _unit(
    first: int, atk: tuple[int, int], ws: int, ap: tuple[int, int], to: int, engaged: int, c: int
) -> dict[str, Any]:
    return {
        "game": "warstrike",
        "attacker": {
            "name": "Boarders",
            "groups": [
                {"name": "Deckhands", "count": first, "ws": ws, "str": 3,
                 "weapon": {"name": "Cutlass", "atk": atk[0], "ap": ap[0]}},
                {"name": "Champions", "count": 20 - first, "ws": ws + 1, "str": 4,
                 "weapon": {"name": "Axe", "atk": atk[1], "ap": ap[1], "str_plus": 1}},
            ],
        },
        "defender": {"name": "Marines", "ws": 3, "ar": 4, "to": to, "engaged": engaged,
                     "hit_counter": c},
    }  # fmt: skip


SCENARIOS = [
    _unit(16, (2, 2), 3, (1, 2), 2, 10, 3),
    _unit(18, (2, 3), 3, (1, 3), 1, 8, 0),
    _unit(10, (2, 2), 4, (2, 2), 3, 12, 5),
    _unit(15, (3, 1), 3, (1, 4), 2, 5, 1),
    _unit(12, (1, 2), 2, (0, 2), 1, 6, 4),
]


def reference_markers(scenario: Scenario) -> list[float]:
    """The obvious exact method: a DP over every die, state (hits, failed?, casualties ≤ E+1)."""
    engaged = scenario.defender.engaged
    counter = scenario.defender.hit_counter
    states: dict[tuple[int, int, int], float] = {(0, 0, 0): 1.0}
    for t in group_tests(scenario):
        h, s, k = float(t.hit_chance), float(t.save_chance), float(t.kill_chance)
        outcomes = ((1 - h, 0, 0, 0), (h * s, 1, 0, 0), (h * (1 - s) * (1 - k), 1, 1, 0),
                    (h * (1 - s) * k, 1, 1, 1))  # fmt: skip
        for _ in range(t.dice):
            new: dict[tuple[int, int, int], float] = {}
            for (hits, failed, kills), p in states.items():
                for q, dh, df, dk in outcomes:
                    if q:
                        key = (hits + dh, failed | df, min(kills + dk, engaged + 1))
                        new[key] = new.get(key, 0.0) + p * q
            states = new
    markers: dict[int, float] = {}
    for (hits, failed, kills), p in states.items():
        m = (counter + hits) // 6 - counter // 6 + failed + (kills > engaged)
        markers[m] = markers.get(m, 0.0) + p
    return [markers.get(m, 0.0) for m in range(max(markers) + 1)]


def _time(fn: Callable[[], object], repeats: int, inner: int) -> tuple[float, float]:
    runs = []
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(inner):
            fn()
        runs.append((time.perf_counter() - start) / inner)
    return statistics.median(runs), min(runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    read = [GAME.read_scenario(data) for data in SCENARIOS]

    def core() -> None:
        for scenario in read:
            GAME.calculate(scenario)

    def whole() -> None:
        for data in SCENARIOS:
            GAME.outcome_json(GAME.calculate(GAME.read_scenario(data)))

    def reference() -> None:
        for scenario in read:
            reference_markers(scenario)

    worst = 0.0
    for scenario in read:
        got = GAME.calculate(scenario).suppression_markers.distribution
        want = reference_markers(scenario)
        worst = max(worst, max(abs(a - b) for a, b in zip(got, want, strict=False)))

    n = len(read)
    core_med, core_best = _time(core, args.repeats, 40)
    whole_med, whole_best = _time(whole, args.repeats, 40)
    ref_med, ref_best = _time(reference, args.repeats, 2)
    dice = [sum(g.dice for g in s.groups) for s in read]
    print(f"WarStrike: {n} scenarios, a 20-model unit in two groups ({min(dice)}–{max(dice)} dice)")
    for label, (med, best) in (
        ("calculate", (core_med, core_best)),
        ("read+calc+json", (whole_med, whole_best)),
        ("reference per-die", (ref_med, ref_best)),
    ):
        print(f"  {label:<18} {med / n * 1e3:.3f} ms per scenario (best {best / n * 1e3:.3f})")
    print(f"  reference / core   {ref_med / core_med:.1f}x;  markers agree to {worst:.1e}")
    goal = "met" if whole_med / n < 1e-3 else "NOT met"
    print(f"  goal: under 1 ms per scenario: {goal}")


if __name__ == "__main__":
    main()
