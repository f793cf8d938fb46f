"""``gangfight matchups``: one matrix for every game, each cell the pair's best fight in the
circumstances and house rules given, re-runnable by ``calc``, and never more work than the
limit allows."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.cli.main import main
from gangfight_gui.roster.files import load_roster
from gangfight_gui.roster.night.entries import entries_of
from gangfight_gui.rules import pairings
from gangfight_gui.rules.engine.limits import MAX_MATCHUP_ATTACKS
from gangfight_gui.rules.engine.paths import get_path
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.pairings import best_pairing
from tests.helpers.away import AWAY

ROSTERS = Path(__file__).resolve().parents[2] / "rosters"
SAMPLES = {
    "gangfight": ("orc_braves", "human_veterans"),
    "necromunda": ("necromunda_ashveil_sisters", "necromunda_slagworks_rivet_crew"),
    "warstrike": ("warstrike_salt_reavers", "warstrike_harbour_watch"),
}
SETTINGS = {key: AWAY[key] for key in SAMPLES}
"""Per game: options away from the defaults, the circumstances and the house rules they mean."""


def paths(game: str) -> list[str]:
    return [str(ROSTERS / f"{name}.json") for name in SAMPLES[game]]


def matrix(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["matchups", *args, "--json"]) == 0
    found: dict[str, Any] = json.loads(capsys.readouterr().out)
    return found


@pytest.mark.parametrize("game", list(SAMPLES))
@pytest.mark.parametrize("changed", [False, True], ids=["defaults", "options"])
def test_every_cell_is_the_best_pairing_and_calc_re_runs_it(
    game: str, changed: bool, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    options, circumstances, rules = SETTINGS[game] if changed else ([], {}, {})
    data = matrix(capsys, *paths(game), *options)
    rulebook = find_game(game)
    attackers, targets = (entries_of(load_roster(p).roster) for p in paths(game))
    assert data["game"] == game
    assert data["attackers"] == [a["name"] for a in attackers]
    assert data["targets"] == [t["name"] for t in targets]
    for attacker, row in zip(attackers, data["cells"], strict=True):
        for target, cell in zip(targets, row, strict=True):
            best = best_pairing(rulebook, attacker, target, circumstances, rules)
            assert cell["scenario"] == best.scenario
            assert cell["figures"] == {f.key: f.probability for f in best.figures}
            assert cell["choice"] == rulebook.choice_label(best.scenario or {})
    cells = [cell for row in data["cells"] for cell in row]
    scenarios = tmp_path / "cells.json"
    scenarios.write_text(json.dumps([c["scenario"] for c in cells]), encoding="utf-8")
    assert main(["calc", str(scenarios), "--json"]) == 0
    for cell, calc in zip(cells, json.loads(capsys.readouterr().out), strict=True):
        for key, value in cell["figures"].items():
            found = get_path(calc, key.replace("[", ".").replace("]", ""))
            if isinstance(found, float | int):
                assert found == pytest.approx(value, abs=1e-12)
        for key, value in rules.items():
            assert get_path(cell["scenario"], key) == value, "the house rules reach every fight"


def test_gangfight_circumstances_reach_the_shots_only(capsys: pytest.CaptureFixture[str]) -> None:
    # Cover and the range band are for shots (R15, R24), never for a melee attack (R11).
    data = matrix(capsys, *paths("gangfight")[::-1], "--cover", "hard", "--range-band", "short")
    kinds = set()
    for cell in (c for row in data["cells"] for c in row):
        scenario = cell["scenario"]
        kinds.add(scenario["attack"])
        shot = scenario["attack"] == "ranged"
        assert (scenario.get("cover") == "hard") == shot
        assert (scenario.get("range_band") == "short") == shot
    assert kinds == {"melee", "ranged"}, "the Human Veterans fight in melee and shoot"
    assert data["circumstances"] == {
        "cover": "hard",
        "range_band": "short",
        "target_in_combat": None,
    }
    assert data["house_rules"]["rules.long_range"] == "beyond_range_plus_6"


def test_warstrike_engaged_defenders_never_exceed_what_the_pair_has(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # W6, W17: at most the models the defender has left; this program's reading caps the
    # attackers at the unit's models, as the pair's own fight engages them.
    data = matrix(capsys, *paths("warstrike"), "--defender.engaged", "50")
    targets = entries_of(load_roster(paths("warstrike")[1]).roster)
    for row in data["cells"]:
        for target, cell in zip(targets, row, strict=True):
            assert cell["scenario"]["defender"]["engaged"] == target["count"]
    more = matrix(capsys, *paths("warstrike"), "--attacker.groups.0.count", "50")
    attackers = entries_of(load_roster(paths("warstrike")[0]).roster)
    for attacker, row in zip(attackers, more["cells"], strict=True):
        assert {c["scenario"]["attacker"]["groups"][0]["count"] for c in row} == {attacker["count"]}


def test_text_names_rows_columns_and_what_every_fight_assumes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["matchups", *paths("necromunda"), "--charging"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == (
        "Ashveil Sisters (rows) against Slagworks Rivet Crew (columns): out of action with the "
        "best choice"
    )
    assert lines[1] == "In every fight: Charging: yes (N6)"
    assert "Forge-boss Kattar" in lines[2]
    assert lines[3].startswith("Matron Ilse Vorne") and lines[3].endswith("%")
    assert "Best choices:" in lines


@pytest.mark.parametrize(
    ("game", "args", "message"),
    [
        ("warstrike", ["--cover", "hard"], "--cover: not a setting of WarStrike fights"),
        ("gangfight", ["--charging"], "--charging: not a setting of Gangfight fights"),
        ("gangfight", ["--range-band", "far"], "--range-band: 'far' is not one of \"short\""),
        ("warstrike", ["--defender.engaged", "many"], "'many' is not a whole number from 1"),
        (
            "necromunda",
            ["--injury-faces.flesh-wound", "3"],
            "the counts add up to 7, not 6 (N13)",
        ),
        ("gangfight", [], "no such file"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], game: str, args: list[str], message: str
) -> None:
    files = paths(game) if args else [paths(game)[0], "missing.json"]
    code = main(["matchups", *files, *args])
    err = capsys.readouterr().err
    assert code == 2
    assert message in err
    assert err.count("\n") == 1


def test_two_games_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["matchups", paths("necromunda")[0], paths("warstrike")[0]])
    assert code == 2
    assert "two rosters of one game" in capsys.readouterr().err


def _big_roster(path: Path, game: str, count: int) -> Path:
    data = json.loads((ROSTERS / f"{SAMPLES[game][0]}.json").read_text(encoding="utf-8"))
    models = data["models"]
    data["models"] = [{**models[n % len(models)], "name": f"Fighter {n + 1}"} for n in range(count)]
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("game", list(SAMPLES))
def test_two_1000_entry_rosters_are_refused_before_any_fight(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The limit holds for every game: two 300-entry rosters fit, a million pairs do not.
    gang = str(_big_roster(tmp_path / "gang.json", game, 1_000))

    def no_fight(*_args: object) -> None:
        raise AssertionError("a fight was calculated past the limit")

    monkeypatch.setattr(pairings, "best_pairing", no_fight)
    assert main(["matchups", gang, gang]) == 2
    err = capsys.readouterr().err
    assert f"at most {MAX_MATCHUP_ATTACKS:,} a matrix" in err
    assert err.count("\n") == 1


def test_a_matrix_at_the_limit_stops_if_its_pairs_try_more(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pairings, "MAX_MATCHUP_ATTACKS", 30)
    gang = str(_big_roster(tmp_path / "gang.json", "necromunda", 4))
    # 4 × 4 pairs, each trying 2 to 4 choices: over 30 once computing, under the first guess.
    monkeypatch.setattr(pairings, "attacks_to_calculate", lambda *_args: 16)
    assert main(["matchups", gang, gang]) == 2
    assert "at most 30 a matrix" in capsys.readouterr().err
