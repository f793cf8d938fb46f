"""``gangfight-gui --screenshot`` reads each roster file once.

It used to read every roster to refuse an unreadable one in one line, then have the window read
it again to open it: for a 10,000-model roster, a third of the time the picture took.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.gui.shell import app
from gangfight_gui.roster import files

ROSTERS = Path(__file__).resolve().parents[3] / "rosters"
ORCS, HUMANS = ROSTERS / "orc_braves.json", ROSTERS / "human_veterans.json"


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> Counter[Path]:
    """How many times each roster file is read, from now on."""
    counted: Counter[Path] = Counter()
    original = files.read_file

    def counting(path: Path, **limits: Any) -> tuple[bytes, files.FileStamp]:
        counted[Path(path)] += 1
        return original(path, **limits)

    monkeypatch.setattr(files, "read_file", counting)
    return counted


def test_a_screenshot_reads_each_roster_once(tmp_path: Path, reads: Counter[Path]) -> None:
    out = tmp_path / "window.png"
    assert app.main(["gangfight-gui", "--screenshot", str(out), str(ORCS), str(HUMANS)]) == 0
    assert out.read_bytes().startswith(b"\x89PNG")
    assert reads == Counter({ORCS: 1, HUMANS: 1})
