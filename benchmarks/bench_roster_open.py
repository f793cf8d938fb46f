"""How long opening a big roster takes, in the core and in the window.

The core: writes a 1,000-model roster to a temporary folder and times ``load_roster`` +
``validate_roster`` over several runs. The target is a mean under 300 ms.

The window: ``gangfight-gui --screenshot`` with a 4-model roster, a 1,000-model one and a
10,000-model one (same generator), as whole processes, offscreen, interleaved with the floor of a
bare PySide6 window (see ``process_timing``), medians. Goals: the 1,000 models add at most half
the floor over the 4-model sample, and the 10,000 models still open in under a second.

    .venv/bin/python benchmarks/bench_roster_open.py [--models N] [--runs K] [--rounds R]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from process_timing import floor_command, gui_command, machine, median_times

from gangfight_gui.roster.files import load_roster, save_roster
from gangfight_gui.roster.model_spec import ModelSpec, WeaponSpec
from gangfight_gui.roster.roster import Roster
from gangfight_gui.roster.validation import validate_roster
from gangfight_gui.rules.gangfight.profile import WeaponKind
from gangfight_gui.rules.gangfight.sizes import Size

TARGET_MS = 300.0
SAMPLE_MODELS = 4
BIG_MODELS = 1_000
HUGE_MODELS = 10_000
HUGE_LIMIT_S = 1.0


def big_roster(models: int) -> Roster:
    """Varied models: every size, two or three weapons each, some problems to report."""
    sizes = list(Size)
    specs = []
    for number in range(models):
        size = sizes[number % len(sizes)]
        low, high = size.info.base_mm
        weapons = (
            WeaponSpec(name="Sword", kind=WeaponKind.HAND, damage_bonus=1, cost=2),
            WeaponSpec(name="Shield", kind=WeaponKind.SHIELD, cost=3),
            WeaponSpec(name="Crossbow", kind=WeaponKind.RANGED, range=12, cost=5),
        )
        specs.append(
            ModelSpec(
                name=f"Model {number}",
                size=size,
                attack=3 + number % 3,
                defense=4,
                marksmanship=3,
                armour=4,
                damage=4,
                endurance=4 + number % 5,
                initiative=3,
                movement=4,
                action_points=2,
                perks=("marauder",) if number % 7 == 0 else (),
                weapons=weapons[: 2 + number % 2],
                base_mm=float(low if number % 11 else high + 1),  # every 11th is illegal (R7)
                cost=30,
                notes="A model of the benchmark gang.",
            )
        )
    return Roster(name="Benchmark gang", points_limit=50_000, models=tuple(specs))


def main() -> bool:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=7, help="rounds of the window's processes")
    parser.add_argument("--core-only", action="store_true", help="skip the window's figures")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "big.json"
        save_roster(big_roster(args.models), path)
        size_kb = path.stat().st_size / 1024
        load_roster(path)  # warm-up: imports, pydantic's schema caches
        load_times, total_times = [], []
        problems = 0
        for _ in range(args.runs):
            start = time.perf_counter()
            loaded = load_roster(path)
            loaded_at = time.perf_counter()
            problems = len(validate_roster(loaded.roster))
            end = time.perf_counter()
            load_times.append((loaded_at - start) * 1000)
            total_times.append((end - start) * 1000)

    mean = statistics.mean(total_times)
    print(f"roster: {args.models} models, {size_kb:.0f} KB, {problems} problems found")
    print(f"load only:       mean {statistics.mean(load_times):7.1f} ms over {args.runs} runs")
    print(
        f"load + validate: mean {mean:7.1f} ms, min {min(total_times):.1f} ms, "
        f"max {max(total_times):.1f} ms"
    )
    print(f"target: under {TARGET_MS:.0f} ms: {'met' if mean < TARGET_MS else 'MISSED'}")
    return True if args.core_only else window(args.rounds)


def window(rounds: int) -> bool:
    """The window's figures as whole processes; whether both goals are met."""
    with tempfile.TemporaryDirectory() as folder:
        png = Path(folder) / "out.png"
        commands = {"floor": floor_command(png)}
        for models in (SAMPLE_MODELS, BIG_MODELS, HUGE_MODELS):
            path = Path(folder) / f"gang-{models}.json"
            save_roster(big_roster(models), path)
            commands[f"{models:,} models"] = gui_command(png, [path])
        medians = median_times(commands, rounds)
    floor = medians["floor"].wall
    sample = medians[f"{SAMPLE_MODELS:,} models"].wall
    big = medians[f"{BIG_MODELS:,} models"].wall
    huge = medians[f"{HUGE_MODELS:,} models"].wall
    print(f"\nmachine: {machine()}")
    print(
        f"window, gangfight-gui --screenshot ROSTER, medians over {rounds} rounds, offscreen "
        "(wall clock; CPU time):"
    )
    for name, timing in medians.items():
        print(f"  {name:>14}  {timing.wall * 1000:7.0f} ms; {timing.cpu * 1000:5.0f} ms")
    added = (big - sample) / floor
    cpu_added = medians[f"{BIG_MODELS:,} models"].cpu - medians[f"{SAMPLE_MODELS:,} models"].cpu
    print(
        f"  {BIG_MODELS:,} models add {added:.2f}× the floor over {SAMPLE_MODELS} "
        f"(goal ≤ 0.5×: {'met' if added <= 0.5 else 'MISSED'}); "
        f"in CPU time {cpu_added / medians['floor'].cpu:.2f}×"
    )
    print(
        f"  {HUGE_MODELS:,} models open in {huge:.2f} s, {huge / floor:.1f}× the floor "
        f"(goal < {HUGE_LIMIT_S:.0f} s: {'met' if huge < HUGE_LIMIT_S else 'MISSED'})"
    )
    return added <= 0.5 and huge < HUGE_LIMIT_S


if __name__ == "__main__":
    sys.exit(0 if main() else 1)
