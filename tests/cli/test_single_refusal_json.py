"""docs/cli.md: an attack that cannot be made exits 1 with ``{"error": "…"}``, one scenario too.

``calc --json`` of one refused scenario once printed nothing on stdout; a script reading the
JSON then had nothing to parse. The stderr line stays, for a person.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gangfight_gui.cli.main import main

REFUSED = {
    "gangfight": {
        "attack": "melee",
        "attacker": {"name": "A", "attack": 3, "damage": 4, "endurance": 4},
        "target": {"name": "B", "defense": 4, "armour": 4, "endurance": 4},
        "weapons": [],
        "attack_drop": 9,
    },
    "necromunda": {
        "game": "necromunda",
        "attacker": {"name": "A", "ws": 3, "s": 3, "t": 3, "w": 1, "a": 1, "vehicle": True},
        "target": {"name": "B", "ws": 3, "s": 3, "t": 3, "w": 1, "a": 1},
    },
    "warstrike": {
        "game": "warstrike",
        "attacker": {"groups": []},
        "defender": {"ws": 3, "ar": 3, "engaged": 1},
    },
}


@pytest.mark.parametrize("game", list(REFUSED))
@pytest.mark.parametrize("command", ["calc", "roll"])
def test_a_single_refused_scenario_prints_its_error_as_json(
    game: str, command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(REFUSED[game]), encoding="utf-8")
    code = main([command, str(path), "--json"])
    out, err = capsys.readouterr()
    assert code == 1
    assert set(json.loads(out)) == {"error"}
    assert json.loads(out)["error"] in err
    assert err.count("\n") == 1


def test_without_json_nothing_is_printed_on_stdout(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(REFUSED["necromunda"]), encoding="utf-8")
    assert main(["calc", str(path)]) == 1
    out, err = capsys.readouterr()
    assert out == "" and "vehicles" in err
