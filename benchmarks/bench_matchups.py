"""Benchmark of the matchup matrix: two 50-model rosters, every model against every model.

What is measured, and why:

* **Core** (``rules.matchups.matchup_matrix``): 2,500 matchups, each trying every weapon option
  the attacker has (each melee weapon, each legal pair of hand weapons, each ranged weapon), a full
  exact calculation per option. The core memoises its dice maths, so two figures:

  - *cold*: ``dice.successes``, ``best_defence_drop``, ``_defence_options``, ``capped_means`` and
    ``outcome._negate`` cleared first (not timed): the first matrix a session computes;
  - *warm*: the same matrix again with the caches full: a recompute after a settings change
    that returns to earlier figures.

* **GUI, end to end** (offscreen): ``MatchupMatrixView`` with the two rosters, ``compute()``
  called (no debounce), the time until the worker's result is in the model (``matrix_computed``)
  with cold caches: thread hand-off, progress signals, the model reset and the column fitting;
  then how long the first paint of the filled view takes (``grab``), and the exports (CSV, PDF).

The rosters are generated from a seed: sizes small to huge (bases legal, R7), attributes in the
ranges real profiles use, and two to four weapons each, drawn so that pairs of hand weapons (R10:
one extra option each), shields (no pair), two-handed weapons, pistols (melee and ranged) and
ranged weapons all occur. The target: under 2 s for the 2,500 matchups, every weapon option.

Every figure is the median (and best) of ``--repeats`` runs (default 5). Run as::

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_matchups.py [--models N]
        [--seed S] [--repeats R]
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from gangfight_models import GANGFIGHT, ModelSpec, WeaponSpec
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from gangfight_gui.gui.matchups.view import MatchupMatrixView
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.gangfight.caches import clear_caches as clear_core_caches
from gangfight_gui.rules.gangfight.entries import profile as entry_profile
from gangfight_gui.rules.gangfight.matchups import (
    MatchupSettings,
    candidate_scenarios,
    matchup_matrix,
)
from gangfight_gui.rules.gangfight.profile import WeaponKind
from gangfight_gui.rules.gangfight.sizes import SIZES, Size

TARGET_SECONDS = 2.0

SIZE_WEIGHTS = {Size.SMALL: 3, Size.MEDIUM: 6, Size.LARGE: 2, Size.HUGE: 1}

LOADOUTS: tuple[tuple[tuple[str, str, int, float | None], ...], ...] = (
    (("Sword", "hand", 1, None), ("Axe", "hand", 1, None)),
    (("Sword", "hand", 1, None), ("Dagger", "hand", 0, None), ("Pistol", "pistol", 1, 8.0)),
    (("Great axe", "two_handed", 2, None), ("Throwing axe", "ranged", 1, 6.0)),
    (("Spear", "hand", 1, None), ("Shield", "shield", 0, None), ("Javelin", "ranged", 0, 8.0)),
    (("Knife", "hand", 0, None), ("Longbow", "ranged", 1, 24.0)),
    (
        ("Sabre", "hand", 1, None),
        ("Pistol", "pistol", 1, 8.0),
        ("Second pistol", "pistol", 1, 8.0),
        ("Musket", "ranged", 2, 18.0),
    ),
    (("Club", "two_handed", 1, None), ("Crossbow", "ranged", 2, 16.0)),
    (("Mace", "hand", 1, None), ("Shield", "shield", 0, None)),
    (("Claws", "hand", 0, None), ("Bite", "hand", 1, None)),
)
"""Weapon sets (name, kind, damage bonus, range): pairs, shields, pistols and bows all occur."""


def generated_roster(name: str, count: int, rng: random.Random) -> Roster:
    models = []
    for i in range(count):
        size = rng.choices(list(SIZE_WEIGHTS), weights=list(SIZE_WEIGHTS.values()))[0]
        low, high = SIZES[size].base_mm
        bulk = size.rank  # bigger models: more endurance and damage
        loadout = rng.choice(LOADOUTS)
        weapons = [
            WeaponSpec(name=w, kind=WeaponKind(kind), damage_bonus=bonus, range=reach)
            for w, kind, bonus, reach in loadout[: rng.randint(min(2, len(loadout)), len(loadout))]
        ]
        models.append(
            ModelSpec(
                name=f"{name} {i + 1}",
                size=size,
                attack=rng.randint(2, 5),
                defense=rng.randint(2, 6),
                marksmanship=rng.randint(1, 5),
                armour=rng.randint(1, 5 + bulk),
                damage=rng.randint(3, 5 + bulk),
                endurance=rng.randint(2, 4 + 2 * bulk),
                initiative=rng.randint(1, 4),
                perks=tuple(rng.sample(["marauder", "skirmisher"], rng.randint(0, 1))),
                weapons=tuple(weapons),
                base_mm=float(rng.randint(low, high)),
            )
        )
    return GANGFIGHT.roster.model_validate({"game": "gangfight", "name": name, "models": models})


def clear_caches() -> None:
    """Every memo table of the core (rules/gangfight/caches.py names them all)."""
    clear_core_caches()


def timed(run: Callable[[], object], repeats: int, *, cold: bool) -> list[float]:
    times = []
    for _ in range(repeats):
        if cold:
            clear_caches()
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return times


def line(label: str, times: list[float], per: int | None = None) -> str:
    median, best = statistics.median(times), min(times)
    text = f"  {label:<44} median {median * 1000:8.1f} ms   best {best * 1000:8.1f} ms"
    if per:
        text += f"   ({median / per * 1e6:6.1f} µs per matchup)"
    return text


def gui_end_to_end(a: Roster, b: Roster) -> tuple[float, float, MatchupMatrixView]:
    """Seconds from ``compute()`` to the filled model, then seconds for the first full paint."""
    view = MatchupMatrixView()
    view.resize(1400, 900)
    view.show()
    view.set_rosters([(a.name, a), (b.name, b)])
    QApplication.processEvents()
    view.cancel()  # the roster change scheduled a debounced run; this run is the timed one
    loop = QEventLoop()
    view.matrix_computed.connect(lambda _result: loop.quit())
    QTimer.singleShot(60_000, loop.quit)
    clear_caches()
    started = time.perf_counter()
    view.compute()
    loop.exec()
    filled = time.perf_counter() - started
    assert view.model.rowCount() == len(a.models), "the view did not finish"
    assert view.model.columnCount() == len(b.models)
    started = time.perf_counter()
    view.grab()
    painted = time.perf_counter() - started
    return filled, painted, view


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", type=int, default=50, help="models per roster (default 50)")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args(argv)

    app = QApplication.instance() or QApplication(sys.argv[:1])
    rng = random.Random(args.seed)
    a = generated_roster("Raiders", args.models, rng)
    b = generated_roster("Wardens", args.models, rng)
    attackers = [entry_profile(m.to_json()) for m in a.models]
    targets = [entry_profile(m.to_json()) for m in b.models]
    settings = MatchupSettings()
    cells = len(attackers) * len(targets)
    options = sum(len(candidate_scenarios(x, y, settings)) for x in attackers for y in targets)
    sizes = {s: sum(m.value_of("size") == s.value for m in (*a.models, *b.models)) for s in Size}

    print(f"Python {platform.python_version()}, {platform.machine()}, seed {args.seed}")
    print(
        f"{len(attackers)} x {len(targets)} = {cells:,} matchups, {options:,} weapon options "
        f"({options / cells:.2f} per matchup); sizes "
        + ", ".join(f"{k} {v}" for k, v in sizes.items())
    )

    print("Core (matchup_matrix):")
    core_cold = timed(lambda: matchup_matrix(attackers, targets, settings), args.repeats, cold=True)
    core_warm = timed(
        lambda: matchup_matrix(attackers, targets, settings), args.repeats, cold=False
    )
    print(line("cold caches", core_cold, cells))
    print(line("warm caches", core_warm, cells))

    print("GUI end to end (offscreen view, worker thread, model filled):")
    filled_times, paint_times = [], []
    view = None
    for _ in range(args.repeats):
        if view is not None:
            view.shutdown()
            view.deleteLater()
        filled, painted, view = gui_end_to_end(a, b)
        filled_times.append(filled)
        paint_times.append(painted)
    print(line("compute() to filled model, cold caches", filled_times, cells))
    print(line("first paint of the filled view (grab)", paint_times))

    assert view is not None
    with tempfile.TemporaryDirectory() as folder:
        csv_times = timed(lambda: view.write_matrix_csv(Path(folder, "m.csv")), 3, cold=False)
        pdf_times = timed(lambda: view.write_matrix_pdf(Path(folder, "m.pdf")), 3, cold=False)
        pdf_kib = Path(folder, "m.pdf").stat().st_size / 1024
    print("Exports:")
    print(line("CSV", csv_times))
    print(line(f"PDF ({pdf_kib:.0f} KiB)", pdf_times))
    view.shutdown()
    view.deleteLater()
    app.processEvents()

    worst = max(statistics.median(core_cold), statistics.median(filled_times))
    verdict = "met" if worst < TARGET_SECONDS else "MISSED"
    print(
        f"Target: {cells:,} matchups under {TARGET_SECONDS:.0f} s (cold): {verdict} ({worst:.2f} s)"
    )
    return 0 if worst < TARGET_SECONDS else 1


if __name__ == "__main__":
    sys.exit(main())
