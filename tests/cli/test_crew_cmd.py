"""``gangfight crew ROSTER --draw 3+D3``: the crew, its cost and the draw's odds; ``--json``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gangfight_gui.cli.main import main
from gangfight_gui.roster.night.crew import crew_from_data, load_crew
from tests import night_game
from tests.conftest import ROSTERS
from tests.night_game import fighter, roster_data


@pytest.fixture(autouse=True)
def _duel(monkeypatch: pytest.MonkeyPatch) -> None:
    night_game.register(monkeypatch)


@pytest.fixture
def reds(tmp_path: Path) -> Path:
    spear = {"name": "Spear", "bonus": 1, "points": 5}
    path = tmp_path / "reds.json"
    data = roster_data(
        "Reds",
        fighter("Captain", points=30, weapons=[spear]),
        fighter("Ann", points=10),
        fighter("Bo", points=10),
        fighter("Cy", points=20),
        fighter("Di", points=15),
        points_limit=70,
    )
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_draw_prints_the_crew_its_cost_and_the_odds(
    reds: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(
        capsys, "crew", str(reds), "--draw", "1+D3", "--seed", "4", "--always", "Captain",
        "--never", "Di",
    )  # fmt: skip
    assert (code, err) == (0, "")
    lines = out.splitlines()
    crew = json.loads(_json(capsys, reds))
    names = [m["name"] for m in crew["roster"]["models"]]
    roll = crew["draw"]["roll"]
    assert lines[0] == f"Reds: {len(names)} fighters drawn by 1+D3 (seed 4; the D3 rolled {roll})"
    assert lines[1].split() == ["Captain", "always", "in", "35", "gold"]
    assert f"Cost: {crew['cost']} gold (limit 70 gold)" in lines
    # 1+D3 makes a crew of 2, 3 or 4 with the Captain in it: 1, 2 or 3 of Ann, Bo and Cy, so
    # each goes with chance 2/3; Di never.
    assert "  Count: 2: 1/3 (33.3%), 3: 1/3 (33.3%), 4: 1/3 (33.3%)" in lines
    assert "    Ann         2/3 (66.7%)" in lines
    assert "    Di          never in" in lines
    # Costs 35 + one, two or all three of 10, 10, 20: 45 or 55 (1/3 · 2/3 and 1/3 · 1/3),
    # 55 or 65 (1/3 · 1/3 and 1/3 · 2/3), 75 (1/3); over the limit 70: 1/3. The mean is
    # 35 + 2/3 · 40 (each of the three goes with chance 2/3).
    assert "  Cost: 45–75 gold, mean 61.67 gold; over 70 gold: 1/3 (33.3%)" in lines
    assert lines[-5:-1] == [
        "    45 gold: 2/9 (22.2%)",
        "    55 gold: 2/9 (22.2%)",
        "    65 gold: 2/9 (22.2%)",
        "    75 gold: 1/3 (33.3%)",
    ]
    assert lines[-1] == (
        f"Replay: gangfight crew {reds} --draw 1+D3 --seed 4 --always Captain --never Di"
    )


def _json(capsys: pytest.CaptureFixture[str], reds: Path) -> str:
    code, out, _ = run(
        capsys, "crew", str(reds), "--draw", "1+D3", "--seed", "4", "--always", "Captain",
        "--never", "Di", "--json",
    )  # fmt: skip
    assert code == 0
    return out


def test_json_is_the_crew_file_and_o_writes_it(
    reds: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    printed = _json(capsys, reds)
    crew = crew_from_data(json.loads(printed))
    out = tmp_path / "crew.json"
    code, again, _ = run(
        capsys, "crew", str(reds), "--draw", "1+D3", "--seed", "4", "--always", "Captain",
        "--never", "Di", "--json", "-o", str(out),
    )  # fmt: skip
    assert code == 0 and again == printed  # the same seed replays the same crew
    assert out.read_text(encoding="utf-8") == printed
    assert load_crew(out) == crew
    assert crew.draw is not None and crew.draw.odds is not None


def test_pick_by_name(reds: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "crew", str(reds), "--pick", "Di", "Ann")
    assert code == 0
    assert out.splitlines() == [
        "Reds: 2 fighters picked by hand",
        "  Ann                    10 gold",
        "  Di                     15 gold",
        "Cost: 25 gold (limit 70 gold)",
    ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([], "give --draw COUNT (4, D6, 3+D3…) or --pick NAME…"),
        (["--draw", "3+D4"], "--draw: '3+D4': a count adds a D3 or a D6, not a D4"),
        (["--draw", "D6", "--always", "Zed"], "--always: no fighter named 'Zed' (has: Captain, "),
        (["--draw", "D6", "--always", "Ann", "--never", "Ann"], "Ann is both --always and --never"),
        (["--draw", "D6", "--seed", "-1"], "--seed: must be a whole number from 0 to "),
        (["--draw", "D6", "--limit", "-5"], "--limit: must be a whole number of at least 0"),
        (["--pick", "Ann", "--seed", "3"], "--seed goes with --draw, not --pick"),
        (["--pick", "Ann", "--always", "Bo"], "--always and --never go with --draw, not --pick"),
        (["--pick", "Nobody"], "--pick: no fighter named 'Nobody'"),
    ],
)
def test_bad_options_are_one_line_exit_2_and_nothing_written(
    reds: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    out = tmp_path / "crew.json"
    code, printed, err = run(capsys, "crew", str(reds), *args, "-o", str(out))
    assert code == 2 and printed == ""
    assert err.startswith(f"gangfight crew: {message}") and err.count("\n") == 1
    assert not out.exists()


def test_an_unreadable_roster_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "crew", str(tmp_path / "none.json"), "--draw", "D6")
    assert code == 2 and err == f"gangfight crew: {tmp_path / 'none.json'}: no such file\n"


def test_output_over_the_roster_is_refused(reds: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = reds.read_bytes()
    code, _, err = run(capsys, "crew", str(reds), "--pick", "Ann", "-o", str(reds))
    assert code == 2 and "is the roster itself" in err
    assert reds.read_bytes() == before


@pytest.mark.parametrize(
    "name",
    ["orc_braves.json", "necromunda_ashveil_sisters.json", "warstrike_salt_reavers.json"],
)
def test_every_game_draws_from_its_sample(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "crew", str(ROSTERS / name), "--draw", "D3", "--seed", "1")
    assert (code, err) == (0, "")
    assert "drawn by D3 (seed 1; the D3 rolled " in out.splitlines()[0]
    assert "Chance to be drawn:" in out
