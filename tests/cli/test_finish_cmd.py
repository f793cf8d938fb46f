"""``gangfight finish`` (E8): every sample pair of every game, text and JSON, and its refusals in
``calc``'s words (E6, E9), run in-process."""

from __future__ import annotations

import json
from collections.abc import Iterator
from itertools import product
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.cli.main import main
from gangfight_gui.rules.duel import duel_json, finish
from gangfight_gui.rules.duel_ends import end_lines
from gangfight_gui.rules.engine.wording import percent
from gangfight_gui.rules.game import AnyGame, find_game
from gangfight_gui.rules.pairings import best_pairing
from tests.every_game import pair_data
from tests.helpers.example_game import example_on_path

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "orc_vs_veteran.json"


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _write(tmp_path: Path, data: Any) -> str:
    path = tmp_path / "duel.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


@pytest.fixture(params=["gangfight", "necromunda", "warstrike", "pitfight"])
def any_game(request: pytest.FixtureRequest) -> Iterator[AnyGame]:
    key: str = request.param
    if key == "pitfight":
        with example_on_path(request.getfixturevalue("example_game")):
            yield find_game(key)
    else:
        yield find_game(key)


def duel_scenarios(game: AnyGame) -> list[dict[str, Any]]:
    """Every sample pair's best fight as a ``finish`` scenario (WarStrike's with both units)."""
    mine, theirs = pair_data(game.key)
    found = []
    for a, b in product(mine["models"], theirs["models"]):
        scenario = best_pairing(game, a, b).scenario
        if scenario is None:
            continue
        if game.key == "warstrike":  # E8: both units' profiles
            scenario = {
                **scenario,
                "attacker": {**scenario["attacker"], "unit": a},
                "defender": {**scenario["defender"], "unit": b},
            }
        found.append(scenario)
    return found


def test_every_sample_pair_text_and_json(
    any_game: AnyGame, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    scenarios = duel_scenarios(any_game)
    assert len(scenarios) >= 9
    source = _write(tmp_path, scenarios)
    code, out, err = _run(capsys, "finish", source, "--json", "--rounds", "12")
    assert (code, err) == (0, "")
    listed = json.loads(out)
    code, text, err = _run(capsys, "finish", source, "--rounds", "12")
    assert (code, err) == (0, "")
    blocks = text.strip().split("\n\n")
    assert len(listed) == len(blocks) == len(scenarios)
    for scenario, shown, block in zip(scenarios, listed, blocks, strict=True):
        duel = finish(any_game, scenario, 12)
        assert shown == json.loads(json.dumps(duel_json(duel)))
        four = ("p_first_wins", "p_second_wins", "p_draw", "p_unfinished")
        assert sum(shown[k] for k in four) == pytest.approx(1.0, abs=1e-9)
        lines = block.splitlines()
        assert lines[0].endswith("To the finish, 12 rounds at most")
        assert f"{duel.names[0]} wins" in block and percent(duel.p_first_wins) in lines[3]
        assert percent(duel.p_second_wins) in lines[4]
        told = block.split("Ends (chances of every duel, E6):\n", 1)[1]  # E6, wrapped
        assert told.split() == " ".join(end_lines(any_game, duel)).split()


def test_the_worked_example_b_in_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # E6's names exactly, and the figures of RULES-finish's (B)
    orc, veteran = (
        next(m for m in json.loads((REPO / "rosters" / f).read_text())["models"] if m["name"] == n)
        for f, n in (("orc_braves.json", "Orc Brave"), ("human_veterans.json", "Human Veteran"))
    )
    scenario = best_pairing(find_game("gangfight"), orc, veteran).scenario
    code, out, err = _run(capsys, "finish", _write(tmp_path, scenario), "--json")
    assert (code, err) == (0, "")
    shown = json.loads(out)
    assert list(shown) == [
        "first", "second", "rounds", "p_first_wins", "p_second_wins", "p_draw", "p_unfinished",
        "expected_rounds", "by_round", "first_end", "second_end", "second_fight",
    ]  # fmt: skip
    assert shown["p_first_wins"] == pytest.approx(0.854338862335, abs=1e-12)
    assert shown["by_round"][0] == {
        "round": 1,
        "p_first_wins": pytest.approx(0.031561887794, abs=1e-12),
        "p_second_wins": pytest.approx(0.009332820282, abs=1e-12),
        "p_draw": 0.0,
    }
    assert len(shown["by_round"]) == 20
    assert shown["second_end"]["lost"] == {"incapacitated": pytest.approx(0.854338862335)}


def test_a_fighter_against_its_own_kind_is_told_apart(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Two sides of one name read "(first)" and "(second)" in the text; the JSON keeps the
    names as written (E8)."""
    orc = next(
        model
        for model in json.loads((REPO / "rosters" / "orc_braves.json").read_text())["models"]
        if model["name"] == "Orc Brave"
    )
    source = _write(tmp_path, best_pairing(find_game("gangfight"), orc, orc).scenario)
    code, text, err = _run(capsys, "finish", source)
    assert (code, err) == (0, "")
    assert "Orc Brave (first) wins" in text and "Orc Brave (second) wins" in text
    assert "Orc Brave wins" not in text
    code, out, err = _run(capsys, "finish", source, "--json")
    shown = json.loads(out)
    assert (shown["first"], shown["second"]) == ("Orc Brave", "Orc Brave")


def test_refusals_are_calcs(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    hidden = _write(tmp_path, {**data, "line_of_sight": False})
    code, _, calc_err = _run(capsys, "calc", hidden)
    assert code == 1
    code, out, err = _run(capsys, "finish", hidden)
    assert (code, out) == (1, "")
    assert err == calc_err.replace("gangfight calc:", "gangfight finish:")
    code, out, _ = _run(capsys, "finish", hidden, "--json")
    assert code == 1 and "error" in json.loads(out)
    trample = _write(tmp_path, {**data, "attack": "trample", "targets": [data["target"]]})
    assert _run(capsys, "finish", trample) == (
        1,
        "",
        "gangfight finish: to the finish needs a single target (E9)\n",
    )
    assert _run(capsys, "finish", str(EXAMPLE), "--rounds", "0")[0] == 2
    assert _run(capsys, "finish", str(EXAMPLE), "--rounds", "100")[0] == 0
    plain = {
        "game": "warstrike",
        "attacker": {"name": "A", "groups": [{"name": "A", "count": 1, "ws": 3, "str": 3,
                     "weapon": {"name": "Cutlass", "atk": 1}}]},
        "defender": {"name": "B", "ws": 3, "ar": 3, "engaged": 1},
    }  # fmt: skip
    assert _run(capsys, "finish", _write(tmp_path, plain)) == (
        1,
        "",
        "gangfight finish: to the finish needs both units' profiles (W4)\n",
    )
