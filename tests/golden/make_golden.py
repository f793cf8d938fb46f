"""Write the golden files of ``test_golden.py``: ``make golden`` (a deliberate change of output).

    .venv/bin/python tests/golden/make_golden.py [--from REF] [--harvest]

The outputs are those of the working tree's code, or with ``--from REF`` of that commit, exported
with ``git archive`` into a temporary folder and run from there (its own ``gangfight_gui`` first on
``PYTHONPATH``). With ``--harvest`` the scenarios are gathered anew (``harvest.py``: the tests of
``tests/rules`` and ``tests/cli``, the examples, the sample rosters' matchups; hypothesis draws new
ones each time, so this changes ``scenarios.json.gz``); without it the stored scenarios are kept.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

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
    parser.add_argument("--from", dest="ref", help="a commit to take the outputs from")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="golden-base-") as folder:
        base = Path(folder)
        if args.ref:
            _export(args.ref, base)
        else:
            base = REPO
        if args.harvest:
            found = Path(folder) / "harvested.json"
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
