"""Run a script as its own Python process, as a player starts the program.

Tests of the start and of the exit need a fresh interpreter: what a start imports or freezes
cannot be seen from inside the test session, which has imported and collected much already.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any


def run_script(home: Path, script: str, *args: str) -> Any:
    """The JSON on the last line ``script`` prints, run offscreen with ``home`` as its home.

    Fails the test with the process's stderr if it does not exit cleanly.
    """
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GANGFIGHT_GUI_HOME=str(home))
    done = subprocess.run(
        [sys.executable, "-c", script, *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])
