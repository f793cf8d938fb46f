"""The ``gangfight calc`` and ``roll`` commands as docs/cli.md specifies them, run in-process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.cli.main import main
from gangfight_gui.rules.gangfight import calculate, roll_many
from gangfight_gui.rules.gangfight.reading import read_scenario

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "orc_vs_veteran.json"


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _write(tmp_path: Path, data: Any, name: str = "s.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return str(path)


def _example() -> dict[str, Any]:
    return json.loads(EXAMPLE.read_text(encoding="utf-8"))


def test_calc_json_has_cli_md_keys_and_the_exact_figures(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = _run(capsys, "calc", str(EXAMPLE), "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert data["attack"] == "melee"
    assert data["attack_roll"] == {"pool": 3, "tn": 4, "dropped": 0, "only_sixes": False}
    assert data["hits"]["mean"] == pytest.approx(1.8, abs=1e-9)
    assert data["armour_roll"]["pool"] == 4
    assert data["armour_roll"]["tn"] == 6
    assert data["armour_roll"]["drop_by_wounds"][:5] == [0, 2, 2, 2, 2]
    for key in ("hits", "wounds", "final_wounds"):
        assert sum(data[key]["distribution"]) == pytest.approx(1.0, abs=1e-9)
    exact = calculate(read_scenario(_example())).target
    assert data["p_incapacitated"] == pytest.approx(exact.p_incapacitated, abs=1e-12)
    assert data["p_dead"] == 0.0
    assert "DAM 4+2: Great axe (R13)" in data["modifiers"]
    assert [row["best"] for row in data["advice"]] == [True, False, False]


def test_calc_text_is_for_a_person(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "calc", str(EXAMPLE))
    assert code == 0
    assert "Melee attack: Orc Brave (Great axe) against Human Veteran" in out
    assert "Attack roll   3 dice at TN 4" in out
    assert "Incapacitated" in out


def test_calc_a_list_gives_a_list_and_errors_in_place(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bad = _example() | {"distance": 5}
    path = _write(tmp_path, [_example(), bad])
    code, out, err = _run(capsys, "calc", path, "--json")
    data = json.loads(out)
    assert code == 1
    assert data[0]["attack"] == "melee"
    assert "threat range" in data[1]["error"]
    assert err == "1 of 2 scenarios failed\n"


def test_calc_from_stdin(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import io

    monkeypatch.setattr(sys, "stdin", io.StringIO(EXAMPLE.read_text(encoding="utf-8")))
    code, out, _ = _run(capsys, "calc", "-", "--json")
    assert code == 0
    assert json.loads(out)["attack"] == "melee"


@pytest.mark.parametrize(
    ("content", "code", "message"),
    [
        ("{not json", 2, "line 1, column 2: is not valid JSON"),
        ('{"attack": "melee"}', 2, "takes a 'target' model"),
        ("[1]", 2, "a scenario is a JSON object"),
        (None, 2, "no such file"),
    ],
)
def test_unreadable_input_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, content: str | None, code: int, message: str
) -> None:
    path = _write(tmp_path, content) if content is not None else str(tmp_path / "missing.json")
    got, out, err = _run(capsys, "calc", path)
    assert got == code
    assert message in (err + out)
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("change", "code", "message"),
    [
        (
            {"attacker": {"name": "X", "attack": -1}},
            2,
            "attacker.attack: must be a whole number from 0 to 40 (found -1)",
        ),
        ({"attacker": {"name": "X", "attack": "3"}}, 2, "attacker.attack: must be a whole number"),
        ({"attacker": {"name": "X", "attack": 9999}}, 2, "from 0 to 40 (found 9999)"),
        ({"attack_drop": 5}, 1, "cannot drop 5"),
        ({"attack_drop": "lots"}, 2, 'attack_drop: must be "auto" or a whole number'),
        ({"attakc": 1}, 2, "did you mean 'attack'?"),
        ({"cover": "bushes"}, 2, "cover"),
        ({"weapons": ["Great axe", "Great axe"]}, 1, "carries only one Great axe"),
        ({"line_of_sight": False}, 1, "R9"),
        ({"attack": "slam"}, 1, "only large and huge"),
    ],
)
def test_bad_scenarios_get_one_clear_line(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    change: dict[str, Any],
    code: int,
    message: str,
) -> None:
    got, out, err = _run(capsys, "calc", _write(tmp_path, _example() | change))
    assert got == code
    assert out == ""
    assert message in err
    assert err.count("\n") == 1
    assert err.startswith("gangfight calc: ")


def test_roll_is_repeatable_from_its_seed_and_each_roll_replays_alone(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _, first, _ = _run(capsys, "roll", str(EXAMPLE), "--seed", "41", "--count", "3", "--json")
    _, again, _ = _run(capsys, "roll", str(EXAMPLE), "--seed", "41", "--count", "3", "--json")
    assert first == again
    rolls = json.loads(first)
    assert [r["seed"] for r in rolls] == [41, 42, 43]
    _, third, _ = _run(capsys, "roll", str(EXAMPLE), "--seed", "43", "--json")
    assert json.loads(third)[0] == rolls[2]
    roll = rolls[0]
    assert set(roll) >= {
        "attack_roll",
        "hits",
        "wounds",
        "armour_roll",
        "final_wounds",
        "incapacitated",
        "dead",
    }
    assert roll["attack_roll"]["pool"] == 3
    assert len(roll["attack_roll"]["dice"]) == 3 + roll["attack_roll"]["dice"].count(6)


def test_roll_with_typed_dice_gives_the_text_example(capsys: pytest.CaptureFixture[str]) -> None:
    # Basic Rules' crit chain, then Combat's "4 and 5" on the Veteran's two armour dice.
    code, out, _ = _run(capsys, "roll", str(EXAMPLE), "--dice", "3,4,6,6,5,4,5", "--json")
    assert code == 0
    roll = json.loads(out)[0]
    assert roll["attack_roll"]["successes"] == 4
    assert roll["armour_roll"] == {"pool": 2, "tn": 4, "dropped": 2, "dice": [4, 5], "successes": 2}
    assert roll["final_wounds"] == 2


def test_typed_dice_must_match_the_roll(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(capsys, "roll", str(EXAMPLE), "--dice", "3,4,6")
    assert code == 2
    assert "needs more than the 3 dice" in err
    code, _, err = _run(capsys, "roll", str(EXAMPLE), "--dice", "3,4,7")
    assert code == 2
    assert "'7' is not a d6 face" in err


def test_roll_matches_the_core(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = _run(capsys, "roll", str(EXAMPLE), "--seed", "5", "--json")
    scenario = read_scenario(_example())
    core = roll_many(scenario, 5, 1)[0]
    assert json.loads(out)[0]["attack_roll"]["dice"] == list(core.attack.dice)  # type: ignore[union-attr]


@pytest.mark.parametrize("attack", ["trample", "aoe_direct"])
def test_many_target_attacks_report_per_target_blocks(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, attack: str
) -> None:
    knight = {
        "name": "Knight",
        "size": "large",
        "attack": 4,
        "marksmanship": 3,
        "damage": 5,
        "weapons": [{"name": "Breath", "kind": "ranged", "range": 8}],
    }
    marksman = {"name": "Marksman", "defense": 3, "armour": 2, "endurance": 3, "initiative": 2}
    scenario = {
        "attack": attack,
        "attacker": knight,
        "targets": [marksman, marksman | {"name": "Marksman 2"}],
    }
    if attack == "aoe_direct":
        scenario |= {"weapons": ["Breath"], "distance": 6}
    code, out, err = _run(capsys, "calc", _write(tmp_path, scenario), "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert [t["name"] for t in data["targets"]] == ["Marksman", "Marksman 2"]
    assert "final_wounds" in data["targets"][0]
    code, out, _ = _run(capsys, "roll", _write(tmp_path, scenario), "--seed", "1", "--json")
    assert code == 0
    assert len(json.loads(out)[0]["targets"]) == 2


def test_installed_command_prints_no_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("[", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "gangfight_gui.cli.main", "calc", str(bad)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1
    assert "Traceback" not in result.stderr


def test_a_list_writes_each_scenario_as_it_is_written_alone(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # A list's output is built from pre-encoded pieces shared between its items:
    # item by item it is the JSON of the scenario run alone, repeats included.
    trample = {
        "attack": "trample",
        "attacker": {"name": "Ogre", "size": "large", "attack": 4, "damage": 5, "endurance": 6},
        "targets": [
            {"name": "Gob", "size": "small", "defense": 3, "armour": 1, "endurance": 2},
            {"name": "Orc", "defense": 4, "armour": 4, "endurance": 4, "wounds_taken": 2},
        ],
    }
    scenarios = [_example(), trample, _example() | {"armour_drop": 1}, _example()]
    singles = []
    for i, scenario in enumerate(scenarios):
        code, out, _ = _run(capsys, "calc", _write(tmp_path, scenario, f"{i}.json"), "--json")
        assert code == 0
        singles.append(json.loads(out))
    code, out, _ = _run(capsys, "calc", _write(tmp_path, scenarios), "--json")
    assert code == 0
    assert json.loads(out) == singles
    assert out.count("\n") == 1, "a list is written on one line"


def test_one_scenario_is_still_indented_throughout(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "calc", str(EXAMPLE), "--json")
    assert code == 0
    assert '\n  "hits": {\n    "mean": ' in out
    assert '\n    "distribution": [\n      ' in out


def test_a_list_mixing_a_huge_integer_with_gangfight_is_written(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # orjson refuses the Necromunda item's echoed integer; the standard encoder writes that item
    # alone, and orjson the Gangfight items and their pre-encoded pieces.
    fighter = {"name": "Brute", "ws": 3, "s": int("4" * 100), "t": 3, "w": 1, "a": 1}
    target = {"name": "Juve", "ws": 4, "s": 3, "t": 3, "w": 1, "a": 1}
    necromunda = {"game": "necromunda", "attacker": fighter, "target": target}
    code, out, err = _run(
        capsys, "calc", _write(tmp_path, [_example(), necromunda, _example()]), "--json"
    )
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert data[0] == data[2]
    assert data[0]["advice"][0]["best"] is True
    assert data[1]["p_out_of_action"] > 0


def test_a_list_whose_error_quotes_half_a_surrogate_pair_is_written(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Found by the fuzzer: an error quoting a damaged name holds half a surrogate pair, which
    # is no UTF-8; that item is written with its characters escaped, the others as usual.
    damaged = '{"attack": [["\\ud844 4"]], "target": {"name": "V"}}'
    path = _write(tmp_path, f"[{damaged}, {json.dumps(_example())}]")
    code, out, err = _run(capsys, "calc", path, "--json")
    assert (code, err) == (2, "1 of 2 scenarios failed\n")
    data = json.loads(out)
    assert data[0]["error"].startswith("scenario 0: attack: must be one of")
    assert "\ud844" in data[0]["error"]
    assert data[1]["attack"] == "melee"


@pytest.mark.parametrize("as_list", [False, True])
def test_a_name_with_half_a_surrogate_pair_is_written(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, as_list: bool
) -> None:
    # The output echoes the name, which is no UTF-8: the standard encoder writes that result,
    # its pre-encoded distributions read back, the same values as any other scenario's.
    damaged = _example()
    damaged["target"]["name"] = "Vet\ud844"
    text = json.dumps([damaged] if as_list else damaged)
    code, out, err = _run(capsys, "calc", _write(tmp_path, text), "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    result = data[0] if as_list else data
    assert result["target"] == "Vet\ud844"
    _, plain, _ = _run(capsys, "calc", str(EXAMPLE), "--json")
    assert {k: v for k, v in result.items() if k != "target"} == {
        k: v for k, v in json.loads(plain).items() if k != "target"
    }


@pytest.mark.parametrize("command", ["calc", "roll"])
def test_text_quoting_half_a_surrogate_pair_is_written(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str
) -> None:
    # Found by the fuzzer: a list's error quotes an unknown field named with half a surrogate
    # pair; the text for a person shows it as its escape, as the error lines do.
    text = '[{"\\ud844x": null}, ' + json.dumps(_example()) + "]"
    code, out, err = _run(capsys, command, _write(tmp_path, text))
    assert (code, err) == (2, "1 of 2 scenarios failed\n")
    assert out.startswith("[0] error: ")
    assert "\\ud844x" in out
    assert "[1] " in out
