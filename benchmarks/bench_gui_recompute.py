"""Benchmark: from an edit in the combat builder to the painted results (goal: p95 under 4 ms).

A player changes a number in the builder and watches the odds: what matters is the whole round
trip, so this times it in the real window (offscreen), with the sample rosters open as in the
README's screenshot. Each edit is a real key press sent with ``QTest`` to a builder control
(the ad hoc ATT, DAM, DEF and ARM spin boxes and size combo, the attack type combo, the prone
check box: each changes the odds, so the pane has something to paint), and the clock stops when
the results pane has been painted again: a Paint event on the pane or any widget in it (the
widgets that change paint their own background, so the pane behind them is not repainted), at
the end of the event-loop pass that painted it, in which the window's backing store repaints
every dirty widget and is flushed. Every control goes up and then back down, so
the edits cycle over a handful of scenarios, as when a player weighs one choice against
another; the core's caches therefore mostly answer (``bench_core.py`` times the calculation cold).

A second, untimed pass counts the Paint events of every widget per edit: an edit that repaints
the whole builder shows up there long before it shows in milliseconds.

The third figure is the results pane alone (``ResultsPane.show_fight``, which calculates, +
events) over 200 varied scenarios with the core's caches cleared, as this benchmark measured
before: it separates the pane's cost from the builder's.

Run as::

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_gui_recompute.py \
        [--edits 400] [--scenarios 200] [--seed 1]
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from gangfight_gui.gui.combat.fight import Fight
from gangfight_gui.gui.combat.results.pane import ResultsPane
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.rules.game import find_game
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
from gangfight_gui.rules.gangfight.reading import scenario_json
from gangfight_gui.rules.gangfight.scenario import Drop

FRAME_MS = 16.0
GOAL_MS = FRAME_MS / 4
WARM_UP = 5
ROSTERS = Path(__file__).resolve().parent.parent / "rosters"
WINDOW_SIZE = (1600, 1000)

AXE = Weapon("Great axe", WeaponKind.TWO_HANDED, 2)
SWORD = Weapon("Sword", WeaponKind.HAND, 0)
DAGGER = Weapon("Dagger", WeaponKind.HAND, 1)
BOW = Weapon("Bow", WeaponKind.RANGED, 1, 12.0)
MORTAR = Weapon("Mortar", WeaponKind.RANGED, 2, 18.0)


def percentile(times: list[float], fraction: float) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


# -- the round trip in the window -----------------------------------------------------------------


class PaintCounter(QObject):
    """Counts Paint events on the widgets it filters (optionally on every widget of the app)."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


Edit = tuple[str, QWidget, Qt.Key]


def builder_edits(window: MainWindow) -> list[Edit]:
    """Each control's step up, then each control's step back down (so the state comes back)."""
    builder = window.combat.builder
    adhoc = builder.adhoc_editor
    controls: list[tuple[str, QWidget, Qt.Key, Qt.Key]] = [
        ("attacker ATT spin", adhoc.attacker_row.spins["attack"], Qt.Key.Key_Up, Qt.Key.Key_Down),
        ("target DEF spin", adhoc.target_row.spins["defense"], Qt.Key.Key_Up, Qt.Key.Key_Down),
        ("target ARM spin", adhoc.target_row.spins["armour"], Qt.Key.Key_Down, Qt.Key.Key_Up),
        ("attack type combo", builder.attack_combo, Qt.Key.Key_Down, Qt.Key.Key_Up),
        ("attacker DAM spin", adhoc.attacker_row.spins["damage"], Qt.Key.Key_Up, Qt.Key.Key_Down),
        ("attacker size combo", adhoc.attacker_row.size, Qt.Key.Key_Down, Qt.Key.Key_Up),
        ("prone check box", builder.circumstances_box.target_prone_box, Qt.Key.Key_Space, 0),
    ]
    ups = [(name, widget, up) for name, widget, up, _down in controls]
    downs = [(name, widget, down if down else up) for name, widget, up, down in reversed(controls)]
    return ups + downs


def until(app: QApplication, done: Callable[[], bool], what: str, limit_s: float = 5.0) -> None:
    deadline = time.perf_counter() + limit_s
    while not done():
        app.processEvents()
        if time.perf_counter() > deadline:
            raise SystemExit(f"gave up waiting: {what}")


def round_trips(edits_wanted: int) -> tuple[list[float], list[int], list[int]]:
    """Milliseconds of each edit's round trip; Paint events per edit, in all and in the builder."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    window = MainWindow(start_session=False)
    window.resize(*WINDOW_SIZE)
    window.show()
    window.open_paths(sorted(ROSTERS.glob("*.json"))[:2])
    until(app, lambda: window.combat.results.fight is not None, "the first results")
    results = window.combat.results
    painted = PaintCounter()
    for widget in (results, *results.findChildren(QWidget)):
        widget.installEventFilter(painted)
    edits = builder_edits(window)
    for name, widget, key in edits:  # each control once, and Qt's one-off costs paid
        before = painted.count
        QTest.keyClick(widget, key)
        until(app, lambda before=before: painted.count > before, f"a repaint after the {name}")
        if results.fight is None:
            raise SystemExit(f"the edit of the {name} made the attack illegal")

    times: list[float] = []
    while len(times) < edits_wanted:
        for _name, widget, key in edits:
            before = painted.count
            start = time.perf_counter()
            QTest.keyClick(widget, key)
            until(app, lambda before=before: painted.count > before, "a repaint")
            times.append((time.perf_counter() - start) * 1000.0)

    every_widget = PaintCounter()
    app.installEventFilter(every_widget)
    builder_paints = PaintCounter()
    builder_widgets = [window.combat.builder, *window.combat.builder.findChildren(QWidget)]
    for widget in builder_widgets:
        widget.installEventFilter(builder_paints)
    all_counts, builder_counts = [], []
    for name, widget, key in edits:
        before = painted.count
        every_widget.count = builder_paints.count = 0
        QTest.keyClick(widget, key)
        until(app, lambda before=before: painted.count > before, f"a repaint after the {name}")
        app.processEvents()
        all_counts.append(every_widget.count)
        builder_counts.append(builder_paints.count)
    app.removeEventFilter(every_widget)
    window.matchups.shutdown()
    window.close()
    return times, all_counts, builder_counts


# -- the results pane alone -----------------------------------------------------------------------


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


def fight_of(scenario: Scenario) -> Fight:
    """The scenario as the results pane takes it (the pane calculates it itself)."""
    game = find_game("gangfight")
    data = scenario_json(scenario)
    return Fight(game, data, game.describe(data), None, ())


def pane_alone(count: int, seed: int) -> list[float]:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    pane = ResultsPane()
    pane.resize(700, 800)
    pane.show()
    batch = [fight_of(scenario) for scenario in scenarios(count, seed)]
    for fight in batch[:WARM_UP]:
        pane.show_fight(fight)
        app.processEvents()
    clear_caches()
    times = []
    for fight in batch:
        start = time.perf_counter()
        pane.show_fight(fight)
        app.processEvents()
        times.append((time.perf_counter() - start) * 1000.0)
    pane.close()
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--edits", type=int, default=400)
    parser.add_argument("--scenarios", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from process_timing import machine

    with tempfile.TemporaryDirectory() as home:
        os.environ["GANGFIGHT_GUI_HOME"] = home  # the player's settings and autosaves stay apart
        times, all_paints, builder_paints = round_trips(args.edits)
    pane = pane_alone(args.scenarios, args.seed)
    p95 = percentile(times, 0.95)
    print(f"machine: {machine()}")
    print(f"{len(times)} builder edits, key press to painted results pane, in the window:")
    print(f"  mean   {statistics.fmean(times):6.2f} ms")
    print(f"  median {statistics.median(times):6.2f} ms")
    print(f"  95th   {p95:6.2f} ms")
    print(f"  worst  {max(times):6.2f} ms")
    print(
        f"  widgets painted per edit: median {statistics.median(all_paints):.0f} "
        f"(builder {statistics.median(builder_paints):.0f}), most {max(all_paints)}"
    )
    verdict = "met" if p95 < GOAL_MS else "MISSED"
    print(f"  95th percentile under a quarter of a frame ({GOAL_MS:.0f} ms): {verdict}")
    print(
        f"results pane alone, {len(pane)} varied scenarios, cold core caches: "
        f"mean {statistics.fmean(pane):.2f} ms, 95th {percentile(pane, 0.95):.2f} ms"
    )
    return 0 if p95 < GOAL_MS else 1


if __name__ == "__main__":
    sys.exit(main())
