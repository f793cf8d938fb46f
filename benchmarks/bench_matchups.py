"""Benchmark of the matchups, for every game: two 50-entry rosters, every entry against every one.

What is measured, and why:

* **Core** (``rules.pairings.pairing_grid``, the one code of the dock, ``gangfight matchups``
  and the cards' odds): 2,500 pairs, each trying every scenario its game offers the pair
  (``pair_scenarios``: each weapon choice of each attack), a full exact calculation each. The
  first run of the session and the median of the runs after it (the games memoise their dice).
  With the circumstances and house rules away from the defaults too: setting them is part of
  every scenario's cost.
* **GUI, end to end** (offscreen): ``MatchupsView`` with the two rosters, ``compute()`` called
  (no debounce), the time until the worker's result is in the model (``matrix_computed``):
  thread hand-off, progress signals, the model reset and the column fitting; then the first
  paint of the filled view (``grab``), and the CSV and PDF exports.
* **A 1,000-entry roster against itself** (a million pairs, past ``MAX_MATCHUP_ATTACKS``): how
  long the window's worker takes to refuse it (the window hung on one). Two 300-entry rosters
  are within the limit: ``--models 300`` measures them.

Gangfight's rosters are generated from a seed (sizes small to huge, attributes in the ranges real
profiles use, two to four weapons: pairs of hand weapons, shields, two-handed weapons, pistols and
bows all occur); the other games' cycle through their sample rosters' entries, each whole-number
profile field an ad hoc number (``tweak``) moved by up to one either way, so no two entries are
the same fight. The target: under 2 s for the 2,500 pairs, every choice, in each game.

Every figure is the median (and best) of ``--repeats`` runs (default 5). ``--core-only`` times
the core alone, each game's time an attack against Gangfight's (two 300-entry rosters take
minutes of the window and its exports besides). Run as::

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_matchups.py [--models N]
        [--seed S] [--repeats R] [--game KEY] [--core-only]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from gangfight_models import GANGFIGHT, ModelSpec, WeaponSpec
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from gangfight_gui.gui.common.look import dress
from gangfight_gui.gui.matchups import csv_export, printing
from gangfight_gui.gui.matchups.view import MatchupsView
from gangfight_gui.roster.files import AnyRoster, load_roster, roster_from_data, roster_to_data
from gangfight_gui.roster.night.entries import entries_of
from gangfight_gui.rules.game import AnyGame, find_game
from gangfight_gui.rules.gangfight.profile import WeaponKind
from gangfight_gui.rules.gangfight.sizes import SIZES, Size
from gangfight_gui.rules.kinds import WHOLE
from gangfight_gui.rules.pairings import matchup_fields, pairing_grid

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # tests.helpers installs the example game for the run
ROSTERS = REPO / "rosters"
SAMPLES = {
    "necromunda": ("necromunda_ashveil_sisters.json", "necromunda_slagworks_rivet_crew.json"),
    "warstrike": ("warstrike_salt_reavers.json", "warstrike_harbour_watch.json"),
    "pitfight": (
        str(REPO / "examples" / "pitfight" / "pitfight_game" / "samples" / "pit_crew.json"),
    ),
}
"""Each game's sample rosters (the example game's in its own folder: an absolute path)."""
CHANGED: dict[str, tuple[dict[str, object], dict[str, object]]] = {
    "gangfight": (
        {"cover": "hard", "range_band": "long"},
        {"rules.incapacitation": "more_than_endurance"},
    ),
    "necromunda": (
        {"charging": True, "reaction.enabled": True},
        {"rules.injury_faces.flesh_wound": 3, "rules.injury_faces.seriously_injured": 2},
    ),
    "warstrike": ({"ground": "higher", "defender.engaged": 3}, {"rules.comparative.base": 4}),
    "pitfight": ({"charging": True, "cover": True}, {"rules.sixes": "double"}),
}
"""Circumstances and house rules away from the defaults, per game."""

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


def generated_roster(name: str, count: int, rng: random.Random) -> AnyRoster:
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
    return GANGFIGHT.roster.from_json({"game": "gangfight", "name": name, "models": models})


def varied_roster(game: AnyGame, name: str, count: int, rng: random.Random) -> AnyRoster:
    """``count`` entries cycling through the game's sample rosters, each ad hoc number moved by
    up to one within its field's range."""
    samples = [
        e for file in SAMPLES[game.key] for e in entries_of(load_roster(ROSTERS / file).roster)
    ]
    tweaks = [s for s in game.model_fields if s.tweak and s.kind is WHOLE]
    made = []
    for index in range(count):
        entry: dict[str, Any] = json.loads(json.dumps(samples[index % len(samples)]))
        entry["name"] = f"{name} {index + 1}"
        for spec in tweaks:
            value = entry.get(spec.key)
            if isinstance(value, int):
                low = spec.minimum if spec.minimum is not None else value - 1
                high = spec.maximum if spec.maximum is not None else value + 1
                entry[spec.key] = min(high, max(low, value + rng.randint(-1, 1)))
        made.append(entry)
    data = roster_to_data(load_roster(ROSTERS / SAMPLES[game.key][0]).roster)
    return roster_from_data({**data, "name": name, "models": made}, name)


def rosters(game: AnyGame, count: int, seed: int) -> tuple[AnyRoster, AnyRoster]:
    rng = random.Random(seed)
    if game.key == "gangfight":
        return generated_roster("Raiders", count, rng), generated_roster("Wardens", count, rng)
    return varied_roster(game, "Raiders", count, rng), varied_roster(game, "Wardens", count, rng)


def timed(run: Callable[[], object], repeats: int) -> list[float]:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return times


def line(label: str, times: list[float], per: int | None = None) -> str:
    median, best = statistics.median(times), min(times)
    text = f"  {label:<46} median {median * 1000:8.1f} ms   best {best * 1000:8.1f} ms"
    if per:
        text += f"   ({median / per * 1e6:6.1f} µs a pair)"
    return text


def gui_end_to_end(game: AnyGame, a: AnyRoster, b: AnyRoster) -> tuple[float, float, MatchupsView]:
    """Seconds from ``compute()`` to the filled model, then seconds for the first full paint."""
    view = MatchupsView(game)
    view.resize(1400, 900)
    view.show()
    view.set_rosters([(a.name, a), (b.name, b)])
    QApplication.processEvents()
    view.cancel()  # the roster change scheduled a debounced run; this run is the timed one
    loop = QEventLoop()
    view.matrix_computed.connect(lambda _result: loop.quit())
    QTimer.singleShot(120_000, loop.quit)
    started = time.perf_counter()
    view.compute()
    loop.exec()
    filled = time.perf_counter() - started
    assert view.model.rowCount() == len(a.models), "the view did not finish"
    started = time.perf_counter()
    view.grab()
    return filled, time.perf_counter() - started, view


def refused(game: AnyGame, big: AnyRoster) -> float:
    """Seconds from ``compute()`` to the refusal of a matrix past the limit."""
    view = MatchupsView(game)
    view.show()
    view.set_rosters([(big.name, big)])
    QApplication.processEvents()
    view.cancel()
    loop = QEventLoop()
    view.computation_failed.connect(lambda _message: loop.quit())
    QTimer.singleShot(120_000, loop.quit)
    started = time.perf_counter()
    view.compute()
    loop.exec()
    spent = time.perf_counter() - started
    view.shutdown()
    view.deleteLater()
    return spent


PER_ATTACK: dict[str, float] = {}
"""Each game's core seconds an attack (defaults, median), for the ratios to Gangfight's."""


def bench_game(key: str, args: argparse.Namespace) -> None:
    game = find_game(key)
    a, b = rosters(game, args.models, args.seed)
    attackers, targets = entries_of(a), entries_of(b)
    pairs = len(attackers) * len(targets)
    started = time.perf_counter()
    grid = pairing_grid(game, attackers, targets)
    first = time.perf_counter() - started
    attacks = sum(len(cell.options) for row in grid for cell in row)
    print(f"{game.title}: {len(attackers)} x {len(targets)} = {pairs:,} pairs, {attacks:,} attacks")
    circumstances, rules = CHANGED[key]
    assert set(circumstances) <= {s.key for s in matchup_fields(game)}
    print("  core (rules.pairings.pairing_grid):")
    print(line("first run of the session", [first], pairs))
    every_run = timed(lambda: pairing_grid(game, attackers, targets), args.repeats)
    print(line("defaults, every run", every_run, pairs))
    PER_ATTACK[key] = statistics.median(every_run) / attacks
    print(f"  {'':<46} {PER_ATTACK[key] * 1e6:6.1f} µs an attack")
    if args.core_only:
        return
    changed = timed(
        lambda: pairing_grid(game, attackers, targets, circumstances, rules), args.repeats
    )
    print(line("circumstances and house rules set", changed, pairs))
    print("  GUI end to end (offscreen view, worker thread, model filled):")
    filled, painted, views = [], [], []
    for _ in range(args.repeats):
        seconds, paint, view = gui_end_to_end(game, a, b)
        filled.append(seconds)
        painted.append(paint)
        views.append(view)
    print(line("compute() to the filled table", filled))
    print(line("first paint of the filled view", painted))
    result = views[-1].result
    assert result is not None
    with tempfile.TemporaryDirectory(prefix="gangfight-bench-") as folder:
        csv_times = timed(lambda: csv_export.write_matrix_csv(Path(folder) / "m.csv", result), 3)
        pdf_times = timed(lambda: printing.write_matrix_pdf(Path(folder) / "m.pdf", result), 3)
    print(line("CSV export", csv_times))
    print(line("PDF export", pdf_times))
    for view in views:
        view.shutdown()
        view.deleteLater()
    big = rosters(game, 1_000, args.seed)[0]
    print(line("1,000 entries against themselves: refused in", [refused(game, big)]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--models", type=int, default=50, help="entries per roster (default 50)")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--game", choices=["gangfight", *SAMPLES], action="append")
    parser.add_argument("--core-only", action="store_true", help="the core alone, no window")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    dress(app)  # the program's look: what its window paints
    print(f"Python {platform.python_version()}, {platform.machine()}, seed {args.seed}")
    from tests.helpers.example_game import example_on_path, install_example_game

    folder = tempfile.TemporaryDirectory(prefix="gangfight-example-")
    with folder, example_on_path(install_example_game(Path(folder.name))):
        for key in args.game or ["gangfight", *SAMPLES]:
            bench_game(key, args)
    app.processEvents()
    if "gangfight" in PER_ATTACK:
        floor = PER_ATTACK["gangfight"]
        print("Core time an attack against Gangfight's, same run (budget: 2x):")
        for key, seconds in PER_ATTACK.items():
            print(f"  {key:<12} {seconds / floor:5.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
