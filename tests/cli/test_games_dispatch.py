"""``calc`` and ``roll`` find each scenario's game through the registry (docs/cli.md "Three games").

A small test game ("coin", in ``coin_game.py``) is registered in place of the real ones, so these
tests hold whatever the other games do, and show that nothing in the CLI knows a game's name.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.cli.main import main
from gangfight_gui.rules import registry

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = json.loads((REPO / "examples" / "orc_vs_veteran.json").read_text(encoding="utf-8"))


@pytest.fixture(autouse=True)
def coin_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    gangfight = registry.registered("gangfight")
    monkeypatch.setattr(
        registry,
        "_found",
        {
            "gangfight": gangfight,
            "coin": registry.Registered("coin", "tests.cli.coin_game:GAME", "tests"),
        },
    )
    monkeypatch.setattr(registry, "_loaded", {})


def _run(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, data: Any, *args: str
) -> tuple[int, str, str]:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code = main([args[0], str(path), *args[1:]])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_list_may_mix_games_each_answered_by_its_own(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    mixed = [EXAMPLE, {"game": "coin", "tn": 5}, EXAMPLE | {"game": "gangfight"}]
    code, out, err = _run(capsys, tmp_path, mixed, "calc", "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert data[0]["attack"] == "melee"
    assert data[1] == {"p_hit": pytest.approx(2 / 6, abs=1e-12)}
    assert data[2] == data[0]


def test_text_of_each_game(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = _run(capsys, tmp_path, [{"game": "coin", "tn": 4}, EXAMPLE], "calc")
    assert code == 0
    assert "[0] Hit 0.500" in out
    assert "[1] Melee attack: Orc Brave (Great axe) against Human Veteran" in out


def test_unknown_game_is_exit_2_naming_the_games_known(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, out, err = _run(capsys, tmp_path, {"game": "chess", "tn": 4}, "calc", "--json")
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1
    assert "unknown game 'chess'" in err
    assert "gangfight, coin" in err


@pytest.mark.parametrize(
    ("scenario", "code", "message"),
    [
        ({"game": "coin", "tn": "four"}, 2, "tn: must be a whole number"),
        ({"game": "coin", "tn": 7}, 1, "a TN of 7 cannot be rolled (C1)"),
        ({"game": 3}, 2, "unknown game 3"),
        ({"game": True}, 2, "unknown game true (known games: "),  # as the file writes it
        ({"game": ["a", 3]}, 2, 'unknown game ["a", 3] (known games: '),
    ],
)
def test_each_games_errors_keep_cli_md_exit_codes(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    scenario: dict[str, Any],
    code: int,
    message: str,
) -> None:
    got, out, err = _run(capsys, tmp_path, scenario, "calc")
    assert (got, out) == (code, "")
    assert message in err
    assert err.count("\n") == 1
    got, out, err = _run(capsys, tmp_path, [EXAMPLE, scenario], "calc", "--json")
    assert got == code
    assert message in json.loads(out)[1]["error"]
    assert err.count("\n") == 1  # "1 of 2 scenarios failed"


def test_roll_of_any_game_is_its_steps(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = _run(capsys, tmp_path, {"game": "coin", "tn": 4}, "roll", "--dice", "5")
    assert code == 0
    assert out == "Roll with the dice typed in\n  Coin roll (4+): [5] = hit\n"
    code, out, _ = _run(capsys, tmp_path, {"game": "coin", "tn": 4}, "roll", "--dice", "5,6")
    assert code == 2
    code, out, _ = _run(
        capsys, tmp_path, {"game": "coin", "tn": 4}, "roll", "--seed", "3", "--count", "2", "--json"
    )
    assert code == 0
    rolls = json.loads(out)
    assert [r["seed"] for r in rolls] == [3, 4]
    assert all(r["hit"] == (r["die"] >= 4) for r in rolls)


def test_roll_text_gives_each_seed(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = _run(
        capsys, tmp_path, {"game": "coin", "tn": 2}, "roll", "--seed", "10", "--count", "2"
    )
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Roll with seed 10"
    assert lines[2] == "Roll with seed 11"
    assert lines[1].startswith("  Coin roll (2+): ")


@pytest.mark.parametrize("module", ["batch", "calc_cmd", "roll_cmd", "scenario_input"])
def test_calc_and_roll_know_no_game(module: str) -> None:
    # Nothing above rules/ branches on a game's name, nor imports a game's package.
    text = (REPO / "gangfight_gui" / "cli" / f"{module}.py").read_text(encoding="utf-8")
    for name in ("necromunda", "warstrike", "rules.gangfight", "'gangfight'", '"gangfight"'):
        assert name not in text, f"{module} names {name}"
