"""``gangfight calc`` and ``roll --json`` as commands on each rulings page's example scenario, and
on a list mixing the three games (CLI.md "Three games"; issue 12)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]
GANGFIGHT = json.loads((REPO / "examples" / "orc_vs_veteran.json").read_text(encoding="utf-8"))
NECROMUNDA: dict[str, Any] = {  # RULES-necromunda.md, Scenario JSON
    "game": "necromunda",
    "attacker": {
        "name": "Ganger",
        "ws": 3,
        "s": 3,
        "t": 3,
        "w": 2,
        "a": 2,
        "sv": 5,
        "flesh_wounds": 0,
        "weapons": [
            {"name": "Chain blade", "strength": "S+1", "ap": 0, "d": 1, "traits": ["melee"]},
            {"name": "Stub pistol", "strength": 3, "ap": 0, "d": 1, "traits": ["sidearm"]},
        ],
    },
    "target": {
        "name": "Juve",
        "ws": 4,
        "s": 3,
        "t": 3,
        "w": 1,
        "a": 1,
        "sv": None,
        "weapons": [{"name": "Knife", "strength": "S", "ap": -1, "d": 1, "traits": ["melee"]}],
    },
    "weapons": ["Stub pistol", "Chain blade"],
    "charging": True,
    "out_of_sight": False,
    "turn_to_face": False,
    "broken": False,
    "assists": 0,
    "interference": 0,
    "extra_die": "auto",
    "reaction": {"weapons": ["Knife"], "turn_to_face": True},
    "rules": {"injury_faces": {"flesh_wound": 2, "seriously_injured": 3, "out_of_action": 1}},
}
WARSTRIKE: dict[str, Any] = {  # RULES-warstrike.md, Scenario JSON
    "game": "warstrike",
    "attacker": {
        "name": "Boarding party",
        "groups": [
            {
                "name": "Deckhands",
                "count": 6,
                "ws": 3,
                "str": 3,
                "weapon": {"name": "Cutlass", "atk": 2, "ws_plus": 0, "ap": 1, "str_plus": 0},
            },
            {
                "name": "Bosun",
                "count": 1,
                "ws": 4,
                "str": 4,
                "weapon": {"name": "Boarding axe", "atk": 1, "ws_plus": -1, "ap": 3, "str_plus": 2},
            },
        ],
    },
    "defender": {"name": "Crew", "ws": 3, "ar": 3, "to": 1, "engaged": 5, "hit_counter": 2},
    "ground": "level",
    "rules": {"comparative": {"base": 3, "min": 1, "max": 5}},
}


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
