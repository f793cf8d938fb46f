"""How long opening a big roster takes, for each game: in the core, in its editor, in the window.

Each game's roster is its shipped samples' entries over and over, each named apart (1,000 and
10,000 entries; 10,000 is the Limits table's most). Three figures a game:

- the core: ``load_roster`` + ``validate_roster`` of the 1,000-entry roster, mean of several
  runs (target under 300 ms), and of the 10,000-entry one;
- the editor: the roster read from its file and shown in its tab (the one roster editor every
  game has, ``gui/roster``), painted, in this process: the 1,000-entry roster against the
  sample-sized one (goal: about as fast), and the 10,000-entry one (goal: under a second);
- the window, Gangfight: ``gangfight-gui --screenshot`` with a 4-model, a 1,000-model and a
  10,000-model roster, whole processes, offscreen, interleaved with the floor of a bare PySide6
  window (``process_timing``), medians. Goals: the 1,000 models add at most half the floor over
  the 4, and the 10,000 open in under a second. ``--window-games`` runs the other games' whole
  processes too (with a Necromunda or WarStrike roster the window today also fills its
  matchups matrix on the GUI thread, which is not the roster's time).

    .venv/bin/python benchmarks/bench_roster_open.py [--runs K] [--rounds R] [--core-only]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from process_timing import floor_command, gui_command, machine, median_times

from gangfight_gui.roster.files import load_roster, save_roster
from gangfight_gui.roster.roster import Roster
from gangfight_gui.roster.validation import validate_roster
from gangfight_gui.rules.engine.limits import MAX_MODELS
from gangfight_gui.rules.game import DEFAULT_GAME, find_game

REPO = Path(__file__).resolve().parent.parent
GAMES = ("gangfight", "necromunda", "warstrike")
TARGET_MS = 300.0
BIG = 1_000
SMALL = 4
EDITOR_LIMIT_S = 1.0
WINDOW_LIMIT_S = 1.0


def samples(game: str) -> list[Roster]:
    """The shipped sample rosters of ``game``."""
    found = []
    for path in sorted((REPO / "rosters").glob("*.json")):
        if json.loads(path.read_text(encoding="utf-8")).get("game", DEFAULT_GAME) == game:
            found.append(load_roster(path).roster)
    return found


def generated(game: str, count: int) -> Roster:
    """``count`` entries of ``game``: its samples' entries in turn, each named apart."""
    shipped = samples(game)
    entries = [entry for roster in shipped for entry in roster.models]
    return shipped[0].with_models(
        entries[i % len(entries)].with_value("name", f"{entries[i % len(entries)].name} {i}")
        for i in range(count)
    )


def core(game: str, path: Path, runs: int) -> tuple[float, float, int]:
    """Mean load and load + validate milliseconds, and the problems found."""
    load_roster(path)  # warm-up: imports, the game's models built
    loads, totals = [], []
    problems = 0
    for _ in range(runs):
        start = time.perf_counter()
        loaded = load_roster(path)
        loaded_at = time.perf_counter()
        problems = len(validate_roster(loaded.roster))
        end = time.perf_counter()
        loads.append((loaded_at - start) * 1000)
        totals.append((end - start) * 1000)
    return statistics.mean(loads), statistics.mean(totals), problems


def editor_seconds(path: Path, runs: int) -> float:
    """Median seconds from reading ``path`` to its editor's tab painted, in this process."""
    from PySide6.QtWidgets import QApplication

    from gangfight_gui.gui.common.look import dress
    from gangfight_gui.gui.roster.document import RosterDocument
    from gangfight_gui.gui.roster.tabs import RosterTabs

    app = QApplication.instance() or QApplication(sys.argv[:1])
    dress(app)  # the program's look: what its window paints
    times = []
    for _ in range(runs):
        tabs = RosterTabs()
        tabs.resize(1366, 768)
        tabs.show()
        app.processEvents()
        start = time.perf_counter()
        loaded = load_roster(path)
        tabs.add_document(RosterDocument(loaded.roster, loaded.path, loaded.stamp))
        app.processEvents()
        tabs.grab()
        times.append(time.perf_counter() - start)
        tabs.close()
        tabs.deleteLater()
        app.processEvents()
    return statistics.median(times)


def main() -> bool:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--rounds", type=int, default=7, help="rounds of the window's processes")
    parser.add_argument("--core-only", action="store_true", help="skip the editor and window")
    parser.add_argument(
        "--window-games",
        action="store_true",
        help="whole processes for every game, not only Gangfight's",
    )
    args = parser.parse_args()
    print(f"machine: {machine()}")
    met = True
    with tempfile.TemporaryDirectory() as folder:
        paths: dict[tuple[str, int], Path] = {}
        for game in GAMES:
            for count in (SMALL, BIG, MAX_MODELS):
                path = Path(folder) / f"{game}-{count}.json"
                save_roster(generated(game, count), path)
                paths[game, count] = path
        for game in GAMES:
            met &= report(game, paths, args)
        if not args.core_only:
            met &= window(paths, args.rounds, GAMES if args.window_games else (DEFAULT_GAME,))
    return met


def report(game: str, paths: dict[tuple[str, int], Path], args: argparse.Namespace) -> bool:
    noun = find_game(game).entry_noun
    big = paths[game, BIG]
    load, total, problems = core(game, big, args.runs)
    huge_load, huge_total, _ = core(game, paths[game, MAX_MODELS], max(2, args.runs // 3))
    size_kb = big.stat().st_size / 1024
    ok = total < TARGET_MS
    print(f"\n{find_game(game).title}: {BIG:,} {noun}s, {size_kb:.0f} KB, {problems} problems")
    print(
        f"  core, {BIG:,}: load {load:6.1f} ms, load + validate {total:6.1f} ms "
        f"(target < {TARGET_MS:.0f} ms: {'met' if ok else 'MISSED'})"
    )
    print(f"  core, {MAX_MODELS:,}: load {huge_load:6.1f} ms, load + validate {huge_total:6.1f} ms")
    if args.core_only:
        return ok
    small = editor_seconds(paths[game, SMALL], args.runs)
    thousand = editor_seconds(big, args.runs)
    huge = editor_seconds(paths[game, MAX_MODELS], max(2, args.runs // 3))
    huge_ok = huge < EDITOR_LIMIT_S
    print(
        f"  editor, read and painted: {SMALL} {noun}s {small * 1000:5.0f} ms, {BIG:,} "
        f"{thousand * 1000:5.0f} ms (+{(thousand - small) * 1000:.0f} ms), {MAX_MODELS:,} "
        f"{huge * 1000:5.0f} ms (goal < {EDITOR_LIMIT_S:.0f} s: {'met' if huge_ok else 'MISSED'})"
    )
    return ok and huge_ok


def window(paths: dict[tuple[str, int], Path], rounds: int, games: tuple[str, ...]) -> bool:
    """The window's figures as whole processes; whether the goals are met."""
    with tempfile.TemporaryDirectory() as folder:
        png = Path(folder) / "out.png"
        commands = {"floor": floor_command(png)}
        for game in games:
            for count in (SMALL, BIG, MAX_MODELS):
                commands[f"{game} {count:,}"] = gui_command(png, [paths[game, count]])
        medians = median_times(commands, rounds)
    floor = medians["floor"].wall
    print(
        f"\nwindow, gangfight-gui --screenshot ROSTER, medians over {rounds} rounds, offscreen "
        "(wall clock; CPU time):"
    )
    for name, timing in medians.items():
        print(f"  {name:>18}  {timing.wall * 1000:7.0f} ms; {timing.cpu * 1000:5.0f} ms")
    met = True
    for game in games:
        sample = medians[f"{game} {SMALL:,}"].wall
        big = medians[f"{game} {BIG:,}"].wall
        huge = medians[f"{game} {MAX_MODELS:,}"].wall
        added = (big - sample) / floor
        print(
            f"  {game}: {BIG:,} add {added:.2f}× the floor over {SMALL} (goal ≤ 0.5×: "
            f"{'met' if added <= 0.5 else 'MISSED'}); {MAX_MODELS:,} open in {huge:.2f} s, "
            f"{huge / floor:.1f}× the floor (goal < {WINDOW_LIMIT_S:.0f} s: "
            f"{'met' if huge < WINDOW_LIMIT_S else 'MISSED'})"
        )
        met &= added <= 0.5 and huge < WINDOW_LIMIT_S
    return met


if __name__ == "__main__":
    sys.exit(0 if main() else 1)
