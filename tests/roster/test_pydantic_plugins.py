"""Pydantic's plugins are found as pydantic finds them, without ``importlib.metadata`` when none is
registered (``roster/pydantic_plugins.py``). Each case is a fresh process: pydantic looks for its
plugins once, when it builds its first validator."""

from __future__ import annotations

from pathlib import Path

from gangfight_gui.rules import registry
from tests.conftest import ROSTERS
from tests.gui.fresh_process import run_script

ORCS = ROSTERS / "orc_braves.json"

SCRIPT = """
import json, sys
from pathlib import Path
sys.path.insert(0, sys.argv[2])
from gangfight_gui.roster.files import RosterFileError, load_roster
roster = load_roster(Path(sys.argv[1])).roster
try:
    load_roster(Path(sys.argv[3]))
    refused = ""
except RosterFileError as error:
    refused = str(error)
seen = sys.modules["recorder"].seen if "recorder" in sys.modules else []
print(json.dumps({
    "entries": len(roster.models),
    "refused": refused,
    "metadata": "importlib.metadata" in sys.modules,
    "seen": seen,
}))
"""

PLUGIN = """
seen = []


class Recorder:
    def new_schema_validator(self, schema, schema_type, path, kind, config, settings):
        seen.append(path.name)
        return None, None, None


plugin = Recorder()
"""


def _damaged(folder: Path) -> Path:
    """The orcs with a negative ATT: refused in one sentence naming the entry and the field."""
    text = ORCS.read_text(encoding="utf-8").replace('"attack": 3', '"attack": -1', 1)
    assert text != ORCS.read_text(encoding="utf-8")
    damaged = folder / "damaged.json"
    damaged.write_text(text, encoding="utf-8")
    return damaged


def test_without_a_plugin_a_roster_reads_without_importlib_metadata(tmp_path: Path) -> None:
    empty = tmp_path / "site"
    empty.mkdir()
    found = run_script(tmp_path, SCRIPT, str(ORCS), str(empty), str(_damaged(tmp_path)))
    assert found["entries"] > 0
    assert "damaged.json" in found["refused"]
    assert "ATT must be a whole number from 0 to" in found["refused"]
    # Read only when the registry is told to read its games through it (LIGHT_READING off).
    assert found["metadata"] is not registry.LIGHT_READING
    assert found["seen"] == []


def test_a_registered_plugin_sees_the_roster_models_as_pydantic_would_show_it(
    tmp_path: Path,
) -> None:
    site = tmp_path / "site"
    info = site / "recorder-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: recorder\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text("[pydantic]\nrecorder = recorder:plugin\n")
    (site / "recorder.py").write_text(PLUGIN, encoding="utf-8")
    found = run_script(tmp_path, SCRIPT, str(ORCS), str(site), str(_damaged(tmp_path)))
    assert found["entries"] > 0
    assert "ATT must be a whole number from 0 to" in found["refused"]
    assert "GangfightRosterFile" in found["seen"]
