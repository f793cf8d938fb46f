"""Hostile, huge and wrong input to every command is one stderr line and exit 1 or 2.

Each case runs the real ``gangfight`` command in a subprocess: a traceback, a second stderr line
or a hang (the 20 s timeout is a hang guard, not a speed test) fails it. Every case here printed a
traceback or hung once.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.rules.engine.limits import (
    MAX_MATCHUP_ATTACKS,
    MAX_MODELS,
    MAX_NAME_CHARS,
    MAX_NOTES_CHARS,
    MAX_PERKS,
    MAX_ROLL_COUNT,
    MAX_ROLLED_TARGETS,
    MAX_SCENARIOS,
    MAX_TARGETS,
    MAX_WEAPONS,
)

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "orc_vs_veteran.json"
HANG_GUARD_S = 20


def gangfight(*args: str | Path, stdin: str | None = None) -> tuple[int, str, str]:
    done = subprocess.run(
        [sys.executable, "-m", "gangfight_gui.cli.main", *map(str, args)],
        capture_output=True,
        text=True,
        input=stdin,
        timeout=HANG_GUARD_S,
        cwd=REPO,
        check=False,
    )
    return done.returncode, done.stdout, done.stderr


def one_error(run: tuple[int, str, str], expected_code: int, *fragments: str) -> str:
    """The run failed with ``expected_code`` and exactly one stderr line holding ``fragments``."""
    code, _out, err = run
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err[:2000]
    assert code == expected_code, err
    for fragment in fragments:
        assert fragment in lines[0]
    assert len(lines[0]) < 400, "the line names the problem; it does not echo the input"
    return lines[0]


def write(tmp_path: Path, content: str | Any, name: str = "s.json") -> Path:
    path = tmp_path / name
    text = content if isinstance(content, str) else json.dumps(content)
    path.write_text(text, encoding="utf-8")
    return path


def scenario(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data.update(changes)
    return data


def shooter() -> dict[str, Any]:
    return {
        "name": "Marksman",
        "marksmanship": 4,
        "weapons": [{"name": "Bow", "kind": "ranged", "range": 12}],
    }


def area(targets: int) -> dict[str, Any]:
    target = {"name": "Veteran", "defense": 3, "armour": 3, "endurance": 3}
    return {
        "attack": "aoe_direct",
        "attacker": {**shooter(), "weapons": [{"name": "Bomb", "kind": "ranged", "range": 8}]},
        "targets": [{**target, "name": f"Veteran {n}"} for n in range(targets)],
        "weapons": ["Bomb"],
        "range_band": "short",
    }


# The JSON reader


@pytest.mark.parametrize("command", ["calc", "roll"])
def test_hundred_thousand_nested_brackets(tmp_path: Path, command: str) -> None:
    path = write(tmp_path, "[" * 100_000 + "]" * 100_000)
    one_error(gangfight(command, path), 2, "nested too deeply")


@pytest.mark.parametrize("command", ["calc", "roll"])
def test_a_number_of_five_thousand_digits(tmp_path: Path, command: str) -> None:
    path = write(tmp_path, '{"attack": "melee", "attack_drop": ' + "7" * 5_000 + "}")
    one_error(gangfight(command, path), 2, "number is far too long")


def test_nested_brackets_on_stdin() -> None:
    one_error(gangfight("calc", "-", stdin="[" * 100_000), 2, "nested too deeply")


def test_a_range_band_of_thousands_of_digits(tmp_path: Path) -> None:
    band = "long_" + "9" * 5_000
    path = write(
        tmp_path, scenario(attack="ranged", attacker=shooter(), weapons=["Bow"], range_band=band)
    )
    # The scenario reader refuses a band name longer than any band before reading its digits.
    line = one_error(gangfight("calc", path), 2, "range_band: must be text of at most 200")
    assert "9" * 100 not in line


def test_a_huge_attribute_is_a_schema_error(tmp_path: Path) -> None:
    attacker = {"name": "Giant", "attack": 10**60, "damage": 4}
    path = write(tmp_path, scenario(attacker=attacker))
    one_error(gangfight("calc", path), 2, "attacker.attack: must be a whole number from 0 to 40")


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        ('{"attack": "melee", "attacker": "Orc", "target": 3}', "attacker"),
        ('"melee"', "a scenario is a JSON object, not str"),
        ('{"attack": ["melee"]}', "attack"),
        ('{"attack": "melee", "attacker": {"name": 7}}', "attacker.name"),
    ],
)
def test_wrong_types(tmp_path: Path, content: str, fragment: str) -> None:
    one_error(gangfight("calc", write(tmp_path, content)), 2, fragment)


# Files that are not files


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    """A named pipe nobody writes to: opening it for reading would block forever."""
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize(
    "args",
    [
        ("calc", "{}"),
        ("roll", "{}"),
        ("validate", "{}"),
        ("cards", "{}", "-o", "{out}"),
        ("matchups", "{}", str(REPO / "rosters" / "orc_braves.json")),
        ("cards", str(REPO / "rosters" / "orc_braves.json"), "-o", "{out}", "--odds-against", "{}"),
    ],
    ids=["calc", "roll", "validate", "cards", "matchups", "cards-odds-against"],
)
def test_a_fifo_is_refused_without_opening_it(
    fifo: Path, tmp_path: Path, args: tuple[str, ...]
) -> None:
    out = tmp_path / "cards.pdf"
    argv = [a.replace("{}", str(fifo)).replace("{out}", str(out)) for a in args]
    one_error(gangfight(*argv), 2, str(fifo), "named pipe (FIFO)")


@pytest.mark.parametrize("command", ["calc", "validate"])
def test_a_device_and_a_folder_are_refused(tmp_path: Path, command: str) -> None:
    one_error(gangfight(command, "/dev/zero"), 2, "/dev/zero", "device")
    one_error(gangfight(command, tmp_path), 2, "folder")


# Limits on work


def test_area_targets_past_the_limit(tmp_path: Path) -> None:
    path = write(tmp_path, area(MAX_TARGETS + 1))
    one_error(gangfight("calc", path), 2, f"targets: must be a list of at most {MAX_TARGETS}")


def test_area_targets_at_the_limit_are_calculated(tmp_path: Path) -> None:
    code, out, err = gangfight("calc", write(tmp_path, area(MAX_TARGETS)), "--json")
    assert (code, err) == (0, "")
    assert len(json.loads(out)["targets"]) == MAX_TARGETS


def test_scenarios_in_a_list_past_the_limit(tmp_path: Path) -> None:
    path = write(tmp_path, [{}] * (MAX_SCENARIOS + 1))
    one_error(gangfight("calc", path), 2, f"at most {MAX_SCENARIOS:,}")


def test_roll_count_past_the_limit() -> None:
    count = str(MAX_ROLL_COUNT + 1)
    one_error(gangfight("roll", EXAMPLE, "--count", count), 2, "--count must be from 1 to")


def test_roll_output_is_bounded_by_rolls_times_targets(tmp_path: Path) -> None:
    targets = 3
    count = MAX_ROLLED_TARGETS // targets + 1
    assert count <= MAX_ROLL_COUNT
    path = write(tmp_path, area(targets))
    run = gangfight("roll", path, "--count", str(count), "--seed", "1")
    one_error(run, 2, f"{MAX_ROLLED_TARGETS:,} rolled targets")
    assert run[1] == ""


def roster(models: list[dict[str, Any]], **fields: Any) -> dict[str, Any]:
    return {"format": "gangfight-roster", "version": 1, "name": "Horde", **fields, "models": models}


def test_twenty_thousand_models_of_one_name_are_refused_at_the_model_limit(
    tmp_path: Path,
) -> None:
    path = write(tmp_path, roster([{"name": "Goblin"}] * 20_000))
    one_error(
        gangfight("validate", path),
        2,
        f"the roster has 20,000 models; a roster holds at most {MAX_MODELS:,} models",
    )


def test_models_at_the_limit_of_one_name_are_one_problem(tmp_path: Path) -> None:
    path = write(tmp_path, roster([{"name": "Goblin"}] * MAX_MODELS))
    code, out, err = gangfight("validate", path)
    assert (code, err) == (1, "")
    assert out.splitlines() == [
        f"error: Goblin: {MAX_MODELS:,} models have this name (models 1, 2, 3, 4, 5 and "
        f"{MAX_MODELS - 5:,} more); give each model its own name  [models[0].name]",
        f"{path}: Horde: breaks the rules (1 error), {MAX_MODELS} models",
    ]


@pytest.mark.parametrize(
    ("document", "where"),
    [
        pytest.param(
            roster([{"name": "Orc", "notes": "x" * 10_000_000}]),
            "model 1 (Orc): Notes",
            marks=pytest.mark.slow,
        ),
        (roster([], notes="x" * (MAX_NOTES_CHARS + 1)), "the roster's notes"),
        (roster([{"name": "Orc" * 100}]), "Name"),
    ],
    ids=["10 MB model notes", "roster notes", "long name"],
)
def test_text_past_its_limit(tmp_path: Path, document: dict[str, Any], where: str) -> None:
    path = write(tmp_path, document)
    line = one_error(gangfight("validate", path), 2, f"{where} must be ", "text of at most")
    assert line.endswith(" characters)")
    one_error(gangfight("cards", path, "-o", tmp_path / "cards.pdf"), 2, where)


@pytest.mark.slow
def test_matchups_past_the_limit(tmp_path: Path) -> None:
    axes = [{"name": f"Axe {n}", "kind": "hand"} for n in range(4)]
    models = [{"name": f"Orc {n}", "attack": 3, "weapons": axes} for n in range(MAX_MODELS)]
    gang = write(tmp_path, roster(models), "gang.json")
    one_error(gangfight("matchups", gang, gang), 2, f"at most {MAX_MATCHUP_ATTACKS:,}")


def test_a_roster_at_every_limit_is_valid(tmp_path: Path) -> None:
    weapons = [{"name": f"Knife {n}", "kind": "hand"} for n in range(MAX_WEAPONS)]
    fullest = {
        "name": "N" * MAX_NAME_CHARS,
        "notes": "n" * MAX_NOTES_CHARS,
        "perks": [f"perk {n}" for n in range(MAX_PERKS)],
        "weapons": weapons,
    }
    models = [fullest] + [{"name": f"Goblin {n}"} for n in range(1, MAX_MODELS)]
    path = write(tmp_path, roster(models, notes="r" * MAX_NOTES_CHARS))
    code, out, err = gangfight("validate", path)
    assert (code, err) == (0, "")
    assert out == f"{path}: Horde: valid, {MAX_MODELS} models\n"


def test_a_huge_whole_number_echoed_in_the_output_is_written(tmp_path: Path) -> None:
    """Found by the fuzzer: a Necromunda strength of a thousand digits is a legal (if absurd)
    strength; its output JSON echoes it, which orjson cannot write: the standard encoder does."""
    fighter = {"name": "Brute", "ws": 3, "s": int("4" * 1000), "t": 3, "w": 1, "a": 1}
    target = {"name": "Juve", "ws": 4, "s": 3, "t": 3, "w": 1, "a": 1}
    path = tmp_path / "huge.json"
    path.write_text(
        json.dumps({"game": "necromunda", "attacker": fighter, "target": target}),
        encoding="utf-8",
    )
    code, out, err = gangfight("calc", path, "--json")
    assert code == 0, err
    assert json.loads(out)["p_out_of_action"] > 0
