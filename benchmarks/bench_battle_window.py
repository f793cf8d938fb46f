"""Benchmark: a roll applied to a battle in the window, and the next odds painted (budget:
"applying a result and repainting the next odds, p95 < 4 ms"), for each game.

What is timed, in the real window (offscreen, 1366×768) with a game's two sample rosters in a
battle: Apply Roll to Battle triggered after a roll of the fight set up from the battle (the
battle model's ``apply_roll``: the game's ``after``, the state checked, the attack logged; one
undo step pushed), then the event loop turned until the results of the next odds have been
painted: the side whose state changed made again as the builder's roster, the builder's fight
planned again from the entries as they now stand, the results pane's calculation, the battle
view redrawn, and the paint. The clock stops at the end of the event-loop pass in which the
results pane (or the headline strip above the builder) was painted again; an application whose
odds do not change paints no results, and is timed until the loop is idle.

Not timed: setting up each fight (``BattleDock.fight``), its roll (``ResultsPane.roll`` with a
seed, and the event-loop passes that lay it out and paint it, until no pass lays out or paints
anything: a layout climbs from the roll's steps to the window one parent a pass, and the clock
would count the roll's own layout, about 0.5–1 ms a roll), and the undo after each application that
keeps the battle fresh (so every application meets entries that may still fight). Each figure
is over ``--applies`` applications.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_battle_window.py [--applies N]
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("GANGFIGHT_GUI_HOME", tempfile.mkdtemp(prefix="bench-battle-"))

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from bench_battle_apply import SAMPLES  # noqa: E402  (the same two samples of each game)
from bench_gui_recompute import PaintCounter, delete_later_now, percentile  # noqa: E402

from gangfight_gui.gui.common.look import dress  # noqa: E402
from gangfight_gui.gui.shell import main_thread_gc  # noqa: E402
from gangfight_gui.gui.shell.main_window import MainWindow  # noqa: E402
from gangfight_gui.roster.night.battle import side_of, start_battle  # noqa: E402

ROSTERS = REPO / "rosters"
BUDGET_MS = 4.0
IDLE_PASSES = 3
"""Event-loop passes with nothing painted after which an application (or a roll) counts as
done."""
SETTLE_LIMIT = 30
"""Passes at most for a roll to be laid out and painted before the application is timed."""


class LaidOut(QObject):
    """Counts the layout requests and paints of the whole window (an application filter)."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Paint):
            self.count += 1
        return False


def settle(app: QApplication, painted: PaintCounter, laid: LaidOut) -> None:
    """Turn the event loop until the roll has been laid out and painted (IDLE_PASSES passes in
    a row paint nothing of the results and lay out and paint nothing anywhere): its layout
    climbs from the roll's steps to the window one parent a pass, and those passes are the
    roll's, not the application's (a player reads the roll before applying it)."""
    app.installEventFilter(laid)  # only while settling: a filter of every event costs time
    try:
        quiet = 0
        for _ in range(SETTLE_LIMIT):
            before = painted.count, laid.count
            app.processEvents()
            quiet = quiet + 1 if (painted.count, laid.count) == before else 0
            if quiet >= IDLE_PASSES:
                return
    finally:
        app.removeEventFilter(laid)


def applications(app: QApplication, key: str, count: int) -> tuple[list[float], int]:
    """Milliseconds of each application to the painted next odds, and how many painted."""
    window = MainWindow(start_session=False)
    window.resize(1366, 768)
    window.show()
    first, second = window.open_paths([ROSTERS / name for name in SAMPLES[key]])
    dock = window.battle
    dock.begin(start_battle(side_of(first.roster), side_of(second.roster)))
    page = window.combat.page(key)
    painted, laid = PaintCounter(), LaidOut()
    for widget in (page.results, page.headline):
        for each in (widget, *widget.findChildren(QWidget)):
            each.installEventFilter(painted)
    main_thread_gc.freeze_what_the_start_made()
    collector = main_thread_gc.MainThreadCollector(app)
    battle = dock.battle
    assert battle is not None
    pairs = [(a, t) for a in battle.refs(0) for t in battle.refs(1)]
    pairs += [(t, a) for a, t in pairs]
    times: list[float] = []
    painted_count = 0
    for i in range(count):
        attacker, target = pairs[i % len(pairs)]
        dock.fight(attacker, (target,))
        window.combat.recompute_now()
        app.processEvents()
        page.results.roll(seed=i)
        settle(app, painted, laid)
        before = painted.count
        start = time.perf_counter()
        dock.apply_action.trigger()
        idle = 0
        while painted.count == before and idle < IDLE_PASSES:
            app.processEvents()
            idle += 1
        took = (time.perf_counter() - start) * 1000
        if painted.count > before:
            painted_count += 1
        times.append(took)
        window.edit_actions.undo_action.trigger()
        app.processEvents()
        delete_later_now()
    collector.stop()
    if dock.document is not None:
        dock.document.undo_stack.setClean()
    dock.close_battle(ask=False)
    for document in window.documents():
        document.undo_stack.setClean()
    window.close()
    window.deleteLater()
    app.processEvents()
    return times, painted_count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--applies", type=int, default=200)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    dress(app)  # the program's look: what its window paints
    assert isinstance(app, QApplication)
    print(f"Python {platform.python_version()} on {platform.processor() or platform.machine()}")
    print(f"{args.applies} applications a game, to the painted next odds (p95 < {BUDGET_MS} ms)")
    for key in SAMPLES:
        times, painted = applications(app, key, args.applies)
        p95 = percentile(times, 0.95)
        verdict = "within" if p95 < BUDGET_MS else "OVER"
        print(
            f"{key:>10}: median {statistics.median(times):.2f} ms, p95 {p95:.2f} ms, "
            f"worst {max(times):.2f} ms ({painted} of {len(times)} repainted the odds; "
            f"{verdict} budget)"
        )


if __name__ == "__main__":
    main()
