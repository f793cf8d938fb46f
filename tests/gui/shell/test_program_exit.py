"""Run as the program, ``gangfight-gui`` keeps the cyclic collector off what lives to the end.

Once the window is up, what the start made is frozen, so later full collections skip it; at
exit Python collects cycles over every object still alive, only for the system to free the
memory anyway, so the program freezes them first. Called by a test (with ``argv``),
it must not: the test session goes on, and its garbage must still be collected.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import ROSTERS
from tests.gui.fresh_process import run_script

SCRIPT = """
import gc, json, sys
from gangfight_gui.gui.shell import app
out = sys.argv[1]
by_a_test = app.main(["gangfight-gui", "--screenshot", out])
frozen_by_a_test = gc.get_freeze_count()
sys.argv = ["gangfight-gui", "--screenshot", out]
as_the_program = app.main()
print(json.dumps([by_a_test, frozen_by_a_test, as_the_program, gc.get_freeze_count()]))
"""


def test_only_the_program_freezes_what_is_left_for_its_exit(tmp_path: Path) -> None:
    by_a_test, frozen_by_a_test, as_the_program, frozen = run_script(
        tmp_path, SCRIPT, str(tmp_path / "window.png")
    )
    assert (by_a_test, as_the_program) == (0, 0)
    assert frozen_by_a_test == 0
    assert frozen > 1000


WINDOW_SCRIPT = """
import gc, json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from gangfight_gui.gui.shell import app, main_thread_gc
qt = QApplication(["gangfight-gui"])
seen = []
freeze = main_thread_gc.freeze_what_the_start_made
def freeze_then_look():
    freeze()
    seen.append(gc.get_freeze_count())
    qt.quit()
main_thread_gc.freeze_what_the_start_made = freeze_then_look
QTimer.singleShot(60_000, qt.quit)  # never frozen: the test fails instead of waiting
sys.argv = ["gangfight-gui"]
code = app.main()
print(json.dumps([code, seen]))
"""


def test_the_program_freezes_what_its_start_made_once_the_window_is_up(tmp_path: Path) -> None:
    """Later full collections skip the start-up's objects (see ``main_thread_gc``)."""
    code, seen = run_script(tmp_path, WINDOW_SCRIPT)
    assert code == 0
    assert len(seen) == 1
    assert seen[0] > 1000


START_SCRIPT = """
import gc, json, sys
from gangfight_gui.gui import start
collections = []
gc.callbacks.append(lambda phase, info: phase == "stop" and collections.append(info["generation"]))
sys.argv = ["gangfight-gui", "--screenshot", sys.argv[1], *json.loads(sys.argv[2])]
code = start.main()
during = list(collections)
print(json.dumps([code, during, gc.isenabled(), gc.get_freeze_count()]))
"""


def test_the_program_starts_with_the_collector_paused_and_gives_it_back(tmp_path: Path) -> None:
    """From its first import to the picture saved, with two rosters open, Python never walks
    the start's objects (``gui/start.py``); the collector is on again afterwards."""
    rosters = [str(ROSTERS / "orc_braves.json"), str(ROSTERS / "human_veterans.json")]
    code, collections, enabled, frozen = run_script(
        tmp_path, START_SCRIPT, str(tmp_path / "window.png"), json.dumps(rosters)
    )
    assert code == 0
    assert collections == []
    assert enabled is True
    assert frozen > 1000
