"""A roster that reads is read without the module that words pydantic's errors
(``readable_errors``): ``gangfight validate`` starts without it. A file with a problem still gets
its message in the game's words."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO, ROSTERS

WORDING = "gangfight_gui.roster.readable_errors"

READ_AND_LIST = """
import sys
from gangfight_gui.roster.files import RosterFileError, load_roster
try:
    load_roster(sys.argv[1])
except RosterFileError as error:
    print(error)
print({wording!r} in sys.modules)
"""


def _read(path: str) -> list[str]:
    """What the read printed: its error, if any, then whether it imported the wording."""
    done = subprocess.run(
        [sys.executable, "-c", READ_AND_LIST.format(wording=WORDING), path],
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
def test_a_roster_that_reads_loads_no_error_wording(name: str) -> None:
    assert _read(str(ROSTERS / name)) == ["False"]


def test_a_roster_with_a_problem_is_told_in_the_games_words(tmp_path: Path) -> None:
    broken = REPO / "examples" / "broken_roster.json"
    text = broken.read_text(encoding="utf-8").replace('"endurance": 6}', '"endurance": 60}')
    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    assert _read(str(path)) == [
        f"{path}: model 2 (Ogre): EN must be a whole number from 0 to 40 (found 60)",
        "True",
    ]
