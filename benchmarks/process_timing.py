"""Timing whole processes against a floor, for the window's benchmarks (start-up, roster size).

A player waits for the whole process: the interpreter, the imports, Qt's start, the first paint.
So these benchmarks run commands as separate processes and compare each with the *floor*, the
least any PySide6 program can do: a bare main window with an empty ``QTableView``, shown and
grabbed to a PNG, at the same size and on the same (offscreen) platform. Ratios against the floor,
taken in one run, travel between machines; seconds do not.

The commands take turns within each round (floor, then each candidate), so a slow spell of a
shared machine falls on all of them alike, and the figures are medians over the rounds. One
untimed round comes first: it lets Python write its bytecode cache, which an installed copy has
from its first start on (this workplace's shells set ``PYTHONDONTWRITEBYTECODE``, which would
otherwise make every run compile the sources again and time the compiler).
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

WINDOW_SIZE = (1600, 1000)
"""``gangfight-gui --screenshot``'s default size: the floor's window is as large."""

FLOOR_SCRIPT = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow, QTableView
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QTableView())
window.resize({width}, {height})
window.show()
app.processEvents()
picture = window.screen().grabWindow(window.winId())  # as the program's offscreen screenshot
if not picture.save(sys.argv[1], "PNG"):
    sys.exit(1)
"""


def child_environment() -> dict[str, str]:
    """This process's environment, offscreen, with Python's bytecode cache allowed."""
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def floor_command(png: Path) -> list[str]:
    width, height = WINDOW_SIZE
    return [sys.executable, "-c", FLOOR_SCRIPT.format(width=width, height=height), str(png)]


def gui_command(png: Path, rosters: Sequence[Path] = ()) -> list[str]:
    """``gangfight-gui --screenshot PNG [ROSTER ...]``, by its installed script if any."""
    script = Path(sys.executable).with_name("gangfight-gui")
    start = [str(script)] if script.exists() else [sys.executable, "-m", "gangfight_gui"]
    return [*start, "--screenshot", str(png), *map(str, rosters)]


@dataclass(frozen=True)
class Timing:
    """Median seconds of one command: on the wall clock, and of CPU (user + system).

    The wall clock is what a player waits; the CPU time is nearly the same on an idle machine
    and barely moves when other processes share the cores, so it checks the wall figures."""

    wall: float
    cpu: float


def run_once(command: Sequence[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of ``command``; a failing command stops the benchmark."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"{command[0]} failed ({done.returncode}):\n{done.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return elapsed, cpu


def median_times(commands: dict[str, list[str]], rounds: int) -> dict[str, Timing]:
    """Medians of each named command over ``rounds`` interleaved rounds (after a warm-up)."""
    env = child_environment()
    for command in commands.values():
        run_once(command, env)
    walls: dict[str, list[float]] = {name: [] for name in commands}
    cpus: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(rounds):
        for name, command in commands.items():
            wall, cpu = run_once(command, env)
            walls[name].append(wall)
            cpus[name].append(cpu)
    return {
        name: Timing(statistics.median(walls[name]), statistics.median(cpus[name]))
        for name in commands
    }


def machine() -> str:
    """CPU model and cores, Python and PySide6 versions: where the figures come from."""
    import platform

    import PySide6

    model = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (
        f"{model}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"PySide6 {PySide6.__version__}"
    )
