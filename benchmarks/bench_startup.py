"""How long the window takes to start, against the floor of any PySide6 program (goal: ≤ 2×),
with no roster and with each game's samples open (every game, the example game too).

Runs, as whole processes, offscreen, interleaved over several rounds (see ``process_timing``):

- the floor: a bare PySide6 main window with an empty table, shown and its painted pixels saved
  to a PNG as the program's offscreen screenshot takes them (`QScreen.grabWindow`, the same pixels
  as `QWidget.grab`), so both sides of the ratio take their picture alike;
- ``gangfight-gui --screenshot out.png`` with no roster: the real window, docks and all, painted
  and saved;
- the same with each game's sample rosters: the window painted first, then opening them, its
  builder setting up the first fight (the best choice worked out), the results computed,
  painted and saved;
- the window's first paint, as the program starts (no ``--screenshot``) with no roster and with
  each game's samples named: the process ends in the turn after that paint, when the window
  would read the rosters (it paints first and reads after, ``MainWindow.open_after_first_paint``).

and prints their medians and the ratios. The example game is pip-installed into a temporary
folder and put on ``PYTHONPATH`` for every command (the floor does not read it). Run as::

    .venv/bin/python benchmarks/bench_startup.py [--rounds 15]

To see where the time goes: ``python -X importtime -m gangfight_gui --screenshot /tmp/x.png``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

from process_timing import floor_command, gui_command, machine, median_times

GOAL = 2.0
FIRST_PAINT_GOAL = 1.5
"""The window with no roster, and its first paint with rosters named: as quick as without."""

FIRST_PAINT_SCRIPT = """
import os, sys
from gangfight_gui.gui.common import first_paint
def end_there(widget, callback):  # the window is on screen: the process ends there
    first_paint._FirstPaint(widget, lambda: os._exit(0))
first_paint.after_first_paint = end_there
sys.argv = ["gangfight-gui", *sys.argv[1:]]
from gangfight_gui.gui import start
sys.exit(start.main())
"""
REPO = Path(__file__).resolve().parent.parent


def samples() -> dict[str, list[Path]]:
    """Each game's sample rosters (the example game's own roster)."""
    found: dict[str, list[Path]] = {}
    for path in sorted((REPO / "rosters").glob("*.json")):
        game = json.loads(path.read_text(encoding="utf-8")).get("game", "gangfight")
        if path.name != "monsters.json":
            found.setdefault(game, []).append(path)
    found["pitfight"] = [
        REPO / "examples" / "pitfight" / "pitfight_game" / "samples" / "pit_crew.json"
    ]
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    sys.path.insert(0, str(REPO))
    from tests.helpers.example_game import install_example_game

    with tempfile.TemporaryDirectory() as folder, tempfile.TemporaryDirectory() as games:
        example = install_example_game(Path(games))
        os.environ["PYTHONPATH"] = os.pathsep.join(
            part for part in (str(example), os.environ.get("PYTHONPATH", "")) if part
        )
        os.environ["GANGFIGHT_GUI_HOME"] = str(Path(folder) / "home")
        png = Path(folder) / "out.png"
        commands = {"floor": floor_command(png), "no roster": gui_command(png)}
        for game, paths in samples().items():
            commands[game] = gui_command(png, paths)
        commands["first paint, no roster"] = [sys.executable, "-c", FIRST_PAINT_SCRIPT]
        for game, paths in samples().items():
            commands[f"first paint, {game}"] = [
                sys.executable,
                "-c",
                FIRST_PAINT_SCRIPT,
                *map(str, paths),
            ]
        medians = median_times(commands, args.rounds)
    floor = medians["floor"]
    print(f"machine: {machine()}")
    print(f"medians over {args.rounds} rounds, whole processes, offscreen (wall clock; CPU time):")
    print(
        f"  floor (bare window, empty table, grabbed)   {floor.wall * 1000:6.0f} ms; "
        f"{floor.cpu * 1000:4.0f} ms"
    )
    met = True
    for name, timing in medians.items():
        if name == "floor":
            continue
        goal = FIRST_PAINT_GOAL if name.endswith("no roster") or "first" in name else GOAL
        ratio = timing.wall / floor.wall
        met = met and ratio <= goal
        verdict = "met" if ratio <= goal else "MISSED"
        what = "gangfight-gui" if "first" in name else "gangfight-gui --screenshot,"
        print(
            f"  {what} {name:24} {timing.wall * 1000:6.0f} ms; "
            f"{timing.cpu * 1000:4.0f} ms: {ratio:.2f}× the floor ({verdict}, goal ≤ {goal}×; "
            f"CPU {timing.cpu / floor.cpu:.2f}×)"
        )
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
