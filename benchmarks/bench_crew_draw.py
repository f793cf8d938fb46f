"""Benchmark of tonight's crew: the exact odds of a 30-fighter roster drawn 5+D6.

What is measured, and why: game night needs the draw's exact odds of a 30-fighter roster with
``5+D6`` in under 50 ms, shown before the draw. Timed is all the window (or ``gangfight crew``)
does to show them, from the roster in memory: its entries as JSON (``entries_of``), each entry's
price with its weapons in the game's cost field (``entry_costs``), and ``draw_odds``: each
entry's exact chance, the crew's size and its exact cost law (fractions), with two
entries always in and two never in.

Two pricings of the same Necromunda gang: credits in steps of 5 (how gangs are priced), and
prices with no common divisor (1 credit steps, the most totals the cost law can have). The
figures are the median, 95th percentile and worst of ``--repeats`` runs, each run cold (a fresh
roster object, nothing cached). Run as::

    .venv/bin/python benchmarks/bench_crew_draw.py [--repeats R]
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time
from typing import Any

from gangfight_gui.roster.files import AnyRoster, roster_from_data
from gangfight_gui.roster.night.count import CrewCount
from gangfight_gui.roster.night.draw import DrawPlan, draw_odds, entry_costs
from gangfight_gui.roster.night.entries import entries_of
from gangfight_gui.rules.game import find_game

FIGHTERS = 30
BUDGET_MS = 50.0


def gang(step: int, seed: int = 30) -> dict[str, Any]:
    """A 30-fighter Necromunda gang file's object, fighters and weapons priced in ``step``s."""
    rng = random.Random(seed)
    fighters = []
    for i in range(FIGHTERS):
        weapons = [
            {"name": f"Weapon {j}", "strength": "S", "ap": 0, "d": 1, "traits": ["Melee"],
             "cost": step * rng.randint(1, 30 // step + 4)}
            for j in range(rng.randint(1, 3))
        ]  # fmt: skip
        fighters.append(
            {"name": f"Fighter {i + 1}", "cost": step * rng.randint(30 // step + 5, 200 // step),
             "weapons": weapons}
        )  # fmt: skip
    return {"format": "gangfight-roster", "version": 2, "game": "necromunda",
            "name": f"Thirty ({step})", "models": fighters}  # fmt: skip


def odds_once(roster: AnyRoster) -> float:
    """Seconds to show the odds of 5+D6, two always in and two never, from the roster."""
    start = time.perf_counter()
    entries = entries_of(roster)
    costs = entry_costs(find_game("necromunda"), entries)
    plan = DrawPlan(CrewCount.parse("5+D6"), len(entries), frozenset({0, 1}), frozenset({2, 3}))
    odds = draw_odds(plan, costs)
    elapsed = time.perf_counter() - start
    assert odds.cost_law is not None and sum(p for _, p in odds.cost_law) == 1
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=200)
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.processor() or platform.machine()}")
    print(f"{FIGHTERS} fighters, 5+D6, 2 always in, 2 never in; {args.repeats} cold runs each")
    for step in (5, 1):
        data = gang(step)
        times = sorted(1000 * odds_once(roster_from_data(data)) for _ in range(args.repeats))
        roster = roster_from_data(data)
        entries = entries_of(roster)
        plan = DrawPlan(CrewCount.parse("5+D6"), len(entries), frozenset({0, 1}), frozenset({2, 3}))
        law = draw_odds(plan, entry_costs(find_game("necromunda"), entries)).cost_law or ()
        p95 = times[int(0.95 * (len(times) - 1))]
        verdict = "within" if p95 < BUDGET_MS else "OVER"
        print(
            f"  priced in steps of {step}: {len(law)} cost totals; median "
            f"{statistics.median(times):.2f} ms, 95th percentile {p95:.2f} ms, worst "
            f"{times[-1]:.2f} ms ({verdict} the {BUDGET_MS:.0f} ms budget)"
        )


if __name__ == "__main__":
    main()
