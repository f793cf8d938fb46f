"""``gangfight calc`` and ``roll --json`` as commands on each rulings page's example scenario, and
on a list mixing the three games (docs/cli.md "Three games")."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.rules.necromunda import profiles as necromunda_page
from tests.rules.warstrike import scenarios as warstrike_page

REPO = Path(__file__).resolve().parents[2]
GANGFIGHT = json.loads((REPO / "examples" / "orc_vs_veteran.json").read_text(encoding="utf-8"))
NECROMUNDA: dict[str, Any] = necromunda_page.PAGE_SCENARIO  # docs/necromunda.md, command line
WARSTRIKE: dict[str, Any] = warstrike_page.PAGE  # docs/warstrike.md, command line


def _gangfight(tmp_path: Path, data: Any, *args: str) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "gangfight_gui.cli.main", args[0], str(path), *args[1:]],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )


@pytest.mark.parametrize("scenario", [GANGFIGHT, NECROMUNDA, WARSTRIKE], ids=["g", "n", "w"])
def test_each_rulings_example_calculates_and_rolls(tmp_path: Path, scenario: Any) -> None:
    done = _gangfight(tmp_path, scenario, "calc", "--json")
    assert (done.returncode, done.stderr) == (0, "")
    assert isinstance(json.loads(done.stdout), dict)
    done = _gangfight(tmp_path, scenario, "roll", "--json", "--seed", "7", "--count", "2")
    assert (done.returncode, done.stderr) == (0, "")
    rolls = json.loads(done.stdout)
    assert len(rolls) == 2
    assert rolls == json.loads(
        _gangfight(tmp_path, scenario, "roll", "--json", "--seed", "7", "--count", "2").stdout
    )
    done = _gangfight(tmp_path, scenario, "roll", "--seed", "7")
    assert done.returncode == 0
    assert done.stdout.startswith("Roll with seed 7\n  ")


def test_a_list_mixing_the_three_games(tmp_path: Path) -> None:
    mixed = [GANGFIGHT, NECROMUNDA, WARSTRIKE, {"game": "chess"}]
    done = _gangfight(tmp_path, mixed, "calc", "--json")
    assert done.returncode == 2
    results = json.loads(done.stdout)
    assert results[0]["attack"] == "melee"
    assert all("error" not in r for r in results[:3])
    assert "unknown game 'chess'" in results[3]["error"]
    singles = [json.loads(_gangfight(tmp_path, s, "calc", "--json").stdout) for s in mixed[:3]]
    assert results[:3] == singles
