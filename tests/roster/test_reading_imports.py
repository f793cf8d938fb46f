"""A roster is read, checked and saved without pydantic (the roster file's schema alone is made
with it, ``roster/schema_types.py``), and a roster that reads without the module that words its
faults (``roster/faults.py``): ``gangfight validate`` starts without either. A file with a problem
still gets its message in the game's words. Each case is a fresh process."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO, ROSTERS

WORDING = "gangfight_gui.roster.faults"
PYDANTIC = ("pydantic", "pydantic.main", "pydantic_core")

READ_AND_LIST = """
import sys
from gangfight_gui.roster.files import RosterFileError, load_roster, save_roster
try:
    loaded = load_roster(sys.argv[1])
except RosterFileError as error:
    print(error)
else:
    save_roster(loaded.roster, sys.argv[2])
print({wording!r} in sys.modules)
print(sorted(name for name in {pydantic!r} if name in sys.modules))
"""

RUN_AND_LIST = """
import atexit, runpy, sys
names = {pydantic!r}
atexit.register(lambda: print(sorted(name for name in names if name in sys.modules)))
runpy.run_module("gangfight_gui.cli.main", run_name="__main__", alter_sys=True)
"""


def _read(path: str, saved: Path) -> list[str]:
    """What the read printed: its error, if any, whether it imported the wording, and which of
    pydantic's modules it imported (reading and saving)."""
    script = READ_AND_LIST.format(wording=WORDING, pydantic=PYDANTIC)
    done = subprocess.run(
        [sys.executable, "-c", script, path, str(saved)],
        capture_output=True,
        text=True,
        check=True,
        cwd=REPO,
        timeout=60,
    )
    return done.stdout.splitlines()


@pytest.mark.parametrize(
    "name",
    [
        "orc_braves.json",
        "necromunda_ashveil_sisters.json",
        "warstrike_harbour_watch.json",
    ],
)
def test_a_roster_that_reads_loads_no_error_wording_and_no_pydantic(
    name: str, tmp_path: Path
) -> None:
    saved = tmp_path / name
    assert _read(str(ROSTERS / name), saved) == ["False", "[]"]
    assert saved.read_bytes() == (ROSTERS / name).read_bytes()


def test_a_roster_with_a_problem_is_told_in_the_games_words(tmp_path: Path) -> None:
    broken = REPO / "examples" / "broken_roster.json"
    text = broken.read_text(encoding="utf-8").replace('"endurance": 6}', '"endurance": 60}')
    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    assert _read(str(path), tmp_path / "saved.json") == [
        f"{path}: model 2 (Ogre): EN must be a whole number from 0 to 40 (found 60)",
        "True",
        "[]",
    ]


@pytest.mark.parametrize(
    "name", ["orc_braves.json", "necromunda_ashveil_sisters.json", "warstrike_salt_reavers.json"]
)
def test_gangfight_validate_imports_no_pydantic(name: str) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            RUN_AND_LIST.format(pydantic=PYDANTIC),
            "validate",
            str(ROSTERS / name),
        ],
        capture_output=True,
        text=True,
        check=False,
        cwd=REPO,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "[]"
