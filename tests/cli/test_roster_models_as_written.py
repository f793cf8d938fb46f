"""A Gangfight scenario takes a roster's models as the roster writes them, a battle's state
(``prone``, ``status``, R25) included: the odds are those of the same models without it (the
scenario's ``target_prone`` says whether the target is prone; no status is refused, R25), and a
state that is not one is one line naming its field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.cli.main import main
from gangfight_gui.rules.gangfight.fields import STATUSES

ROSTERS = Path(__file__).resolve().parents[2] / "rosters"


def model(roster: str, name: str) -> dict[str, Any]:
    """A model of a shipped roster, every field as its file writes it."""
    models = json.loads((ROSTERS / roster).read_text(encoding="utf-8"))["models"]
    found: dict[str, Any] = next(m for m in models if m["name"] == name)
    assert {"prone", "status", "wounds_taken"} <= set(found)
    return found


def scenario(attacker: dict[str, Any], target: dict[str, Any]) -> dict[str, Any]:
    return {
        "attack": "melee",
        "attacker": attacker,
        "target": target,
        "weapons": [attacker["weapons"][0]["name"]],
    }


def run(tmp_path: Path, capsys: pytest.CaptureFixture[str], *args: str, data: object) -> Any:
    path = tmp_path / "fight.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code = main([*args, str(path), "--json"])
    out, err = capsys.readouterr()
    return code, out, err


def without_state(entry: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in entry.items() if k not in ("prone", "status")}


@pytest.mark.parametrize("command", [("calc",), ("roll", "--seed", "3")])
@pytest.mark.parametrize(
    ("prone", "status"), [(False, "active"), (True, "incapacitated"), (True, "dead")]
)
def test_a_roster_model_as_written_is_a_scenarios_model(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    command: tuple[str, ...],
    prone: bool,
    status: str,
) -> None:
    orc = model("orc_braves.json", "Orc Brave")
    veteran = model("human_veterans.json", "Human Veteran") | {"prone": prone, "status": status}
    code, out, err = run(tmp_path, capsys, *command, data=scenario(orc, veteran))
    assert (code, err) == (0, "")
    bare = scenario(without_state(orc), without_state(veteran))
    assert run(tmp_path, capsys, *command, data=bare) == (0, out, "")


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [("prone", "yes", "must be true or false"), ("status", "asleep", "must be one of")],
)
def test_a_state_that_is_none_is_one_line_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], field: str, value: object, words: str
) -> None:
    orc = model("orc_braves.json", "Orc Brave") | {field: value}
    data = scenario(orc, model("human_veterans.json", "Human Veteran"))
    code, out, err = run(tmp_path, capsys, "calc", data=data)
    assert code == 2
    assert f"attacker.{field}: {words}" in out + err
    assert len((out + err).strip().splitlines()) == 1


def test_the_states_read_are_the_rosters() -> None:
    from gangfight_gui.rules.gangfight import json_fields

    assert json_fields.STATUSES == STATUSES
