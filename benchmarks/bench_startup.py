"""How long the window takes to start, against the floor of any PySide6 program (goal: ≤ 2×).

Runs, as whole processes, offscreen, interleaved over several rounds (see ``process_timing``):

- the floor: a bare PySide6 main window with an empty table, shown and grabbed to a PNG;
- ``gangfight-gui --screenshot out.png`` with no roster: the real window, docks and all, painted
  and saved.

and prints their medians and the ratio. Run as::

    .venv/bin/python benchmarks/bench_startup.py [--rounds 15]

To see where the time goes: ``python -X importtime -m gangfight_gui --screenshot /tmp/x.png``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from process_timing import floor_command, gui_command, machine, median_times

GOAL = 2.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        png = Path(folder) / "out.png"
        medians = median_times(
            {"floor": floor_command(png), "gangfight-gui": gui_command(png)}, args.rounds
        )
    floor, gui = medians["floor"], medians["gangfight-gui"]
    ratio = gui.wall / floor.wall
    print(f"machine: {machine()}")
    print(f"medians over {args.rounds} rounds, whole processes, offscreen (wall clock; CPU time):")
    print(
        f"  floor (bare window, empty table, grabbed)  {floor.wall * 1000:6.0f} ms; "
        f"{floor.cpu * 1000:4.0f} ms"
    )
    print(
        f"  gangfight-gui --screenshot, no roster      {gui.wall * 1000:6.0f} ms; "
        f"{gui.cpu * 1000:4.0f} ms"
    )
    verdict = "met" if ratio <= GOAL else "MISSED"
    print(
        f"  start-up: {ratio:.2f}× the floor (goal ≤ {GOAL:.0f}×: {verdict}); "
        f"in CPU time {gui.cpu / floor.cpu:.2f}×"
    )
    return 0 if ratio <= GOAL else 1


if __name__ == "__main__":
    sys.exit(main())
