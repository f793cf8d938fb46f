"""Benchmark: does the results pane keep up with the builder? One recompute must fit a frame.

Every edit in the combat builder recomputes the attack and shows it, so the time that matters
is ``calculate(scenario)`` + ``ResultsPane.show_outcome(outcome)`` + processing the events that
follow (layout and painting of the figures, the advice table and the chart), measured here per
scenario on a shown pane (offscreen), for a batch of varied scenarios: every attack kind, drops,
cover, ranges, several targets, big and small pools. The target is under 16 ms (60 frames a
second) at the 95th percentile.

The core's caches are cleared before the timed pass (``--cold``, the default) so the figures
include calculations a session has not seen; ``--warm`` keeps them, as in a session going back
and forth between known match-ups. The first few recomputes of a fresh pane are not timed:
they pay for Qt's one-off font and style loading, which happens once per application.

Run as::

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_gui_recompute.py \
        [--scenarios 200] [--seed 1] [--warm]
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import random
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from gangfight_gui.gui.combat.results.pane import ResultsPane
from gangfight_gui.rules.gangfight import (
    AUTO,
    AttackKind,
    Cover,
    Profile,
    RulesError,
    Scenario,
    Size,
    Weapon,
    WeaponKind,
    calculate,
)
from gangfight_gui.rules.gangfight import dice as core_dice
from gangfight_gui.rules.gangfight import outcome as core_outcome
from gangfight_gui.rules.gangfight.scenario import Drop

FRAME_MS = 16.0
WARM_UP = 5

AXE = Weapon("Great axe", WeaponKind.TWO_HANDED, 2)
SWORD = Weapon("Sword", WeaponKind.HAND, 0)
DAGGER = Weapon("Dagger", WeaponKind.HAND, 1)
BOW = Weapon("Bow", WeaponKind.RANGED, 1, 12.0)
MORTAR = Weapon("Mortar", WeaponKind.RANGED, 2, 18.0)


def _model(rng: random.Random, name: str, size: Size, *weapons: Weapon) -> Profile:
    big = size in (Size.LARGE, Size.HUGE)
    return Profile(
        name,
        size,
        attack=rng.randint(2, 6 if big else 5),
        defense=rng.randint(2, 7),
        marksmanship=rng.randint(1, 5),
        armour=rng.randint(1, 7 if big else 5),
        damage=rng.randint(3, 7),
        endurance=rng.randint(3, 14 if big else 6),
        initiative=rng.randint(1, 5),
        weapons=weapons,
        wounds_taken=rng.choice((0, 0, 0, 1, 2)),
    )


def scenarios(count: int, seed: int) -> list[Scenario]:
    """Varied legal scenarios, like the tests': every kind, drops, cover, bands, many targets."""
    rng = random.Random(seed)
    out: list[Scenario] = []
    while len(out) < count:
        kind = rng.choice(list(AttackKind))
        medium = _model(rng, "Target", Size.MEDIUM, SWORD)
        drop: Drop = rng.choice((AUTO, AUTO, AUTO, 0, 1))
        if kind in (AttackKind.MELEE, AttackKind.POWER, AttackKind.FINESSE, AttackKind.FREE_STRIKE):
            attacker = _model(rng, "Attacker", rng.choice(list(Size)), AXE, SWORD, DAGGER)
            weapons = rng.choice((("Great axe",), ("Sword",), ("Sword", "Dagger"), ()))
            scenario = Scenario(
                kind,
                attacker,
                (medium,),
                weapons,
                target_prone=rng.random() < 0.2,
                attack_drop=AUTO if kind is AttackKind.FREE_STRIKE else drop,
            )
        elif kind in (AttackKind.SLAM, AttackKind.TRAMPLE):
            attacker = _model(rng, "Beast", Size.HUGE, SWORD)
            targets: tuple[Profile, ...]
            if kind is AttackKind.SLAM:
                targets = (_model(rng, "Giant", rng.choice((Size.HUGE, Size.HUGE)), SWORD),)
            else:
                targets = tuple(
                    dataclasses.replace(medium, name=f"Target {i}")
                    for i in range(rng.randint(1, 3))
                )
            scenario = Scenario(kind, attacker, targets, ("Sword",))
        elif kind is AttackKind.FALLING:
            scenario = Scenario(kind, None, (medium,), fall_distance=rng.choice((2.0, 4.0, 9.0)))
        else:
            shooter = _model(rng, "Shooter", Size.MEDIUM, BOW, MORTAR)
            many = kind.is_area
            targets = tuple(
                dataclasses.replace(medium, name=f"Target {i}")
                for i in range(rng.randint(1, 3) if many else 1)
            )
            scenario = Scenario(
                kind,
                shooter,
                targets,
                ("Mortar",) if many else ("Bow",),
                cover=rng.choice(list(Cover)),
                distance=rng.choice((4.0, 10.0, 16.0, 25.0)),
                attack_drop=drop,
            )
        try:
            calculate(scenario)
        except RulesError:
            continue
        out.append(scenario)
    return out


def clear_caches() -> None:
    """Empty every ``lru_cache`` of the core's dice maths (whichever functions have one)."""
    for module in (core_dice, core_outcome):
        for value in vars(module).values():
            clear = getattr(value, "cache_clear", None)
            if callable(clear):
                clear()


def run(count: int, seed: int, *, warm: bool) -> list[float]:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    pane = ResultsPane()
    pane.resize(700, 800)
    pane.show()
    batch = scenarios(count, seed)
    for scenario in batch[:WARM_UP]:
        pane.show_outcome(calculate(scenario))
        app.processEvents()
    if not warm:
        clear_caches()
    times = []
    for scenario in batch:
        start = time.perf_counter()
        pane.show_outcome(calculate(scenario))
        app.processEvents()
        times.append((time.perf_counter() - start) * 1000.0)
    pane.close()
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scenarios", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--warm", action="store_true", help="keep the core's caches")
    args = parser.parse_args()
    times = run(args.scenarios, args.seed, warm=args.warm)
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    print(
        f"{len(times)} recomputes ({'warm' if args.warm else 'cold'} core caches): "
        f"calculate + show_outcome + events"
    )
    print(f"  mean   {statistics.fmean(times):6.2f} ms")
    print(f"  median {statistics.median(times):6.2f} ms")
    print(f"  95th   {p95:6.2f} ms")
    print(f"  worst  {ordered[-1]:6.2f} ms")
    verdict = "within" if p95 < FRAME_MS else "OVER"
    print(f"  95th percentile {verdict} one frame ({FRAME_MS:.0f} ms)")
    return 0 if p95 < FRAME_MS else 1


if __name__ == "__main__":
    sys.exit(main())
