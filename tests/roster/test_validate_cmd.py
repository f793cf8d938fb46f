"""``gangfight validate ROSTER``: exit 0 valid, 1 breaks rules, 2 unreadable (docs/cli.md)."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.cli.main import main
from gangfight_gui.rules.engine.limits import MAX_MODELS
from gangfight_gui.rules.game import find_game
from tests.conftest import ROSTERS
from tests.every_game import sample_data

BROKEN = [
    {"name": "Ogre", "size": "large", "base_mm": 32, "endurance": 6},
    {"name": "Sniper", "weapons": [{"name": "Rifle", "kind": "ranged"}]},
]
WARNED_ONLY = [{"name": "Veteran", "endurance": 4, "wounds_taken": 1}]


def write(folder: Path, content: Any, name: str = "gang.json") -> Path:
    path = folder / name
    path.write_text(json.dumps(content), encoding="utf-8")
    return path


@pytest.mark.parametrize("sample", sorted(ROSTERS.glob("*.json")), ids=lambda p: p.name)
def test_sample_rosters_are_valid(sample: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(sample)]) == 0
    out, err = capsys.readouterr()
    assert out.strip().endswith(("models", "fighters", "units"))  # each game's own word
    assert ": valid" in out
    assert err == ""


def test_rule_breaking_roster_exits_1_and_lists_every_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, BROKEN)
    assert main(["validate", str(path)]) == 1
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert lines == [
        "error: Ogre: base 32 mm is too small for a large model (40–60 mm, R7)"
        "  [models[0].base_mm]",
        "error: Sniper: Rifle is a ranged weapon without a range; range bands need one (R15)"
        "  [models[1].weapons[0].range]",
        f"{path}: gang: breaks the rules (2 errors), 2 models",
    ]
    assert err == ""


def test_json_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, BROKEN)
    assert main(["validate", str(path), "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["roster"] == "gang"
    assert report["valid"] is False
    assert report["problems"][0] == {
        "severity": "error",
        "model": {"index": 0, "name": "Ogre"},
        "field": "base_mm",
        "rule": "R7",
        "message": "Ogre: base 32 mm is too small for a large model (40–60 mm, R7)",
    }
    assert [p["rule"] for p in report["problems"]] == ["R7", "R15"]


def test_json_output_of_a_valid_roster(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "--json", str(ROSTERS / "monsters.json")]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report == {
        "roster": "Monsters of the Marches",
        "file": str(ROSTERS / "monsters.json"),
        "valid": True,
        "problems": [],
    }


def test_roster_level_problem_in_json_has_no_model(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(
        tmp_path, {"name": "Rich", "points_limit": 10, "models": [{"name": "A", "cost": 11}]}
    )
    assert main(["validate", "--json", str(path)]) == 1
    [problem] = json.loads(capsys.readouterr().out)["problems"]
    assert (problem["model"], problem["rule"], problem["field"]) == (None, "points", "points_limit")


def test_warnings_alone_pass_but_are_printed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, WARNED_ONLY)
    assert main(["validate", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("warning: Veteran: starts with 1 wound(s) taken")
    assert out.splitlines()[-1] == f"{path}: gang: valid (1 warning), 1 model"


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (None, "no such file"),
        (b"{\n  oops", "line 2, column 3: is not valid JSON"),
        (b'{"format": "gangfight-roster", "version": 99}', "written by a newer Gangfight GUI"),
        (b'{"hello": "world"}', "is not a roster"),
        (
            b'[{"name": "A", "attack": 100}]',
            "model 1 (A): ATT must be a whole number from 0 to 40",
        ),
    ],
    ids=["missing", "not json", "newer", "not a roster", "out of range"],
)
def test_unreadable_exits_2_with_one_stderr_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes | None, expected: str
) -> None:
    path = tmp_path / "gang.json"
    if content is not None:
        path.write_bytes(content)
    for extra in ([], ["--json"]):
        assert main(["validate", str(path), *extra]) == 2
        out, err = capsys.readouterr()
        assert out == ""
        assert err.count("\n") == 1
        assert err.startswith(f"gangfight validate: {path}: ")
        assert expected in err


def test_reads_stdin(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    data = (ROSTERS / "orc_braves.json").read_bytes()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    assert main(["validate", "-"]) == 0
    assert capsys.readouterr().out.startswith("-: Orc Braves: valid")


def test_validate_writes_nothing(tmp_path: Path) -> None:
    path = write(tmp_path, BROKEN)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    main(["validate", str(path)])
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before


def test_several_rosters_each_reported_and_the_worst_exit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    samples = sorted(ROSTERS.glob("*.json"))
    assert main(["validate", *map(str, samples)]) == 0
    out = capsys.readouterr().out
    assert [line.split(":")[0] for line in out.splitlines()] == [str(p) for p in samples]

    broken = write(tmp_path, BROKEN)
    missing = tmp_path / "missing.json"
    assert main(["validate", str(samples[0]), str(broken)]) == 1
    capsys.readouterr()
    assert main(["validate", str(missing), str(broken), str(samples[0])]) == 2
    out, err = capsys.readouterr()
    assert err.startswith(f"gangfight validate: {missing}")
    assert err.count("\n") == 1
    assert out.splitlines()[-1].startswith(f"{samples[0]}: ")  # the rest is still checked


def test_several_rosters_as_json_are_a_list(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = write(tmp_path, BROKEN)
    missing = tmp_path / "missing.json"
    sample = ROSTERS / "orc_braves.json"
    assert main(["validate", str(sample), str(broken), str(missing), "--json"]) == 2
    reports = json.loads(capsys.readouterr().out)
    assert [r.get("valid") for r in reports] == [True, False, None]
    assert reports[0]["roster"] == "Orc Braves"
    assert reports[2]["file"] == str(missing)
    assert reports[2]["error"].startswith(str(missing))


def test_several_rosters_keep_each_error_on_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # docs/cli.md: one line an error, for every break str.splitlines knows, as with one roster.
    odd = tmp_path / "a\vb\u2028c.json"
    sample = ROSTERS / "orc_braves.json"
    assert main(["validate", str(odd), str(sample), "--json"]) == 2
    captured = capsys.readouterr()
    assert len(captured.err.splitlines()) == 1
    shown = str(odd).replace("\v", "\\x0b").replace("\u2028", "\\u2028")
    assert captured.err == f"gangfight validate: {shown}: no such file\n"
    assert json.loads(captured.out)[0]["error"] == f"{shown}: no such file"


@pytest.mark.slow
def test_every_game_is_held_to_the_entry_limit(
    every_game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A Necromunda or WarStrike roster of 10,001 entries once read "valid, 10001
    fighters"; every game's roster past the Limits table's 10,000 is refused, in its words."""
    data = sample_data(every_game)
    first = data["models"][0]
    data["models"] = [{**first, "name": f"E{i}"} for i in range(MAX_MODELS + 1)]
    path = write(tmp_path, data)
    assert main(["validate", str(path)]) == 2
    noun = find_game(every_game).entry_noun
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert f"the roster has 10,001 {noun}s; a roster holds at most 10,000 {noun}s" in err
    data["models"] = data["models"][:MAX_MODELS]
    data["points_limit"] = None  # 10,000 of them cost more than the sample's limit
    write(tmp_path, data)
    assert main(["validate", str(path)]) == 0
    assert capsys.readouterr().out.endswith(f"valid, {MAX_MODELS} {noun}s\n")
