"""Write the golden files of ``test_golden.py`` from the merge base before issue 21.

    .venv/bin/python tests/golden/make_golden.py [--harvest]

The base commit (``BASE``) is exported with ``git archive`` into a temporary folder and run from
there (its own ``gangfight_gui`` first on ``PYTHONPATH``, then this folder). With ``--harvest``
the scenarios are gathered anew (``harvest.py``: the base's own tests, the examples, the sample
rosters' matchups; hypothesis draws new ones each time, so this changes ``scenarios.json.gz``);
without it the stored scenarios are kept. Either way ``expected.json`` is written from the
base's output.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

BASE = "15c8b22"
"""The merge base of issue 21's work: ``main`` before the game seam."""
HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
SCENARIOS = HERE / "scenarios.json.gz"


def _export(commit: str, folder: Path) -> None:
    archive = subprocess.run(
        ["git", "-C", str(REPO), "archive", commit], check=True, capture_output=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)


def _run(base: Path, *command: str) -> None:
    env = dict(os.environ, PYTHONPATH=f"{base}{os.pathsep}{HERE}", QT_QPA_PLATFORM="offscreen")
    subprocess.run([sys.executable, *command], cwd=base, env=env, check=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--harvest", action="store_true", help="gather the scenarios anew")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="golden-base-") as folder:
        base = Path(folder)
        _export(BASE, base)
        if args.harvest:
            found = base / "harvested.json"
            os.environ["GOLDEN_HARVEST"] = str(found)
            _run(
                base,
                "-m",
                "pytest",
                "-q",
                "-p",
                "harvest",
                "-p",
                "no:cacheprovider",
                "tests/rules",
                "tests/cli",
            )
            _run(
                base,
                str(HERE / "harvest.py"),
                str(base),
                str(found),
                str(HERE / "scenarios.json.gz"),
            )
        _run(
            base,
            str(HERE / "driver.py"),
            str(HERE / "scenarios.json.gz"),
            str(HERE / "expected.json"),
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
