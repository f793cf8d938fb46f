"""Run as the program, ``gangfight-gui`` leaves Python's last collection nothing to walk (issue 11).

At exit Python collects cycles over every object still alive, only for the system to free the
memory anyway; the program freezes them first. Called by a test (with ``argv``), it must not:
the test session goes on, and its garbage must still be collected.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

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
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GANGFIGHT_GUI_HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(tmp_path / "window.png")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    by_a_test, frozen_by_a_test, as_the_program, frozen = json.loads(
        done.stdout.strip().splitlines()[-1]
    )
    assert (by_a_test, as_the_program) == (0, 0)
    assert frozen_by_a_test == 0
    assert frozen > 1000
