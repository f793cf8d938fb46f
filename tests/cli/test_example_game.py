"""A game installed on its own (``examples/pitfight``, pip-installed by the ``example_game``
fixture) is found by ``gangfight`` through its entry point, with no edit here: ``calc``, ``roll``
(seeded and typed-in dice, with R25-style ``"after"``), ``validate`` and ``matchups`` handle it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.example_game import ROSTER, SCENARIO, with_example_game


def gangfight(example_game: Path, *args: str) -> tuple[int, str, str]:
    done = subprocess.run(
        [sys.executable, "-m", "gangfight_gui.cli.main", *args],
        env=with_example_game(example_game),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    return done.returncode, done.stdout, done.stderr


def test_calc_of_the_example_game(example_game: Path) -> None:
    code, out, err = gangfight(example_game, "calc", str(SCENARIO), "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    # P3: 3 skill + 1 spear + 1 charging = 5 dice at Vosk's guard 3: each hits 2 in 3; P4: each
    # hit saved at 4+, one in 2, so a die takes a hit 1 in 3: 5/3 expected, P(≥4 taken) 11/243.
    assert (data["dice"], data["tn"], data["save"]) == (5, 3, 4)
    assert data["expected_taken"] == pytest.approx(5 / 3, abs=1e-12)
    assert data["p_down"] == pytest.approx(11 / 243, abs=1e-12)
    code, out, _ = gangfight(example_game, "calc", str(SCENARIO))
    assert code == 0
    assert out.splitlines()[0] == "Grak (Spear) strikes Vosk; charging"
    assert out.splitlines()[-1] == "Down    4.5%"


def test_roll_seeded_and_typed_in(example_game: Path) -> None:
    code, out, _ = gangfight(example_game, "roll", str(SCENARIO), "--seed", "3", "--json")
    assert code == 0
    [roll] = json.loads(out)
    assert roll["seed"] == 3
    assert roll["after"] == [
        {"name": "Vosk", "hits_taken": roll["taken"], "down": roll["taken"] >= 4}
    ]
    dice = "5,5,2,6,4,1,3,6,5"  # 4 hits (3+), then 4 saves: 1 and 3 fail (4+): 2 taken
    code, out, _ = gangfight(example_game, "roll", str(SCENARIO), "--dice", dice, "--json")
    assert code == 0
    [typed] = json.loads(out)
    assert (typed["hits"], typed["saved"], typed["taken"]) == (4, 2, 2)
    code, out, _ = gangfight(example_game, "roll", str(SCENARIO), "--dice", dice)
    assert code == 0
    assert out.splitlines()[-1] == "  Hits taken: 2, toughness 4: 2 left"
    code, _, err = gangfight(example_game, "roll", str(SCENARIO), "--dice", "5,5,2,6,4,1,3")
    assert code == 2
    assert err == "gangfight roll: --dice: the roll needs more than the 7 dice typed in\n"


def test_validate_and_matchups_of_a_roster_of_the_example_game(example_game: Path) -> None:
    code, out, _ = gangfight(example_game, "validate", str(ROSTER))
    assert code == 0
    assert out.strip() == f"{ROSTER}: The Pit Crew: valid, 2 fighters"
    code, out, _ = gangfight(example_game, "matchups", str(ROSTER), str(ROSTER), "--json")
    assert code == 0
    assert "Grak" in out


def test_its_rules_refuse_with_its_exit_codes(example_game: Path, tmp_path: Path) -> None:
    scenario = json.loads(SCENARIO.read_text(encoding="utf-8"))
    path = tmp_path / "s.json"
    path.write_text(json.dumps(scenario | {"weapon": "Axe"}), encoding="utf-8")
    assert gangfight(example_game, "calc", str(path)) == (
        1,
        "",
        "gangfight calc: Grak has no weapon named 'Axe' (P2)\n",
    )
    scenario["target"]["guard"] = 9
    path.write_text(json.dumps(scenario), encoding="utf-8")
    code, _, err = gangfight(example_game, "calc", str(path))
    assert (code, err) == (
        2,
        "gangfight calc: target.guard: must be a whole number from 2 to 6 (found 9)\n",
    )


ALONE = (
    "import sys; from gangfight_gui.rules import registry; registry.keep(registry.own_keys()); "
    "from gangfight_gui.cli.main import main; sys.exit(main(sys.argv[1:]))"
)
"""``gangfight`` as with the built-in games alone, whatever else the environment has."""


def test_without_it_installed_it_is_an_unknown_game(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", ALONE, "calc", str(SCENARIO)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 2
    assert "unknown game 'pitfight'" in done.stderr


def test_the_console_example_of_docs_games_md(example_game: Path) -> None:
    text = (Path(__file__).resolve().parents[2] / "docs" / "games.md").read_text(encoding="utf-8")
    block = text.split("```console\n", 1)[1].split("```", 1)[0]
    lines = block.splitlines()
    assert lines[0] == "$ pip install examples/pitfight"
    command = lines[1].removeprefix("$ gangfight ").split()
    code, out, _ = gangfight(example_game, *command)
    assert code == 0
    assert out.splitlines() == lines[2:]
