"""Roster format 2: every roster names its game; Necromunda and WarStrike rosters are
read, checked, saved and printed through their games' field specs; version 1 files still open."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.cards.layout import roster_cards
from gangfight_gui.cli.main import main
from gangfight_gui.roster.files import (
    VERSION,
    RosterFileError,
    game_of,
    load_roster,
    roster_from_json,
    roster_to_data,
    roster_to_json,
    save_roster,
)
from gangfight_gui.roster.roster import EntryError, Roster
from gangfight_gui.roster.validation import has_errors, validate_roster
from gangfight_gui.rules.game import DEFAULT_GAME, built_in_keys, find_game, game_keys
from gangfight_gui.rules.kinds import WHOLE
from tests.conftest import ROSTERS, gangfight_samples

OTHER_GAMES = [key for key in built_in_keys() if key != DEFAULT_GAME]
"""The built-in games beside Gangfight, whose samples are in rosters/ (an installed game's
samples are in its own package: tests/rules/test_game_files.py)."""


def samples_of(game: str) -> list[Path]:
    return sorted(
        path
        for path in ROSTERS.glob("*.json")
        if json.loads(path.read_text(encoding="utf-8")).get("game") == game
    )


ALL_GAME_SAMPLES = [path for game in OTHER_GAMES for path in samples_of(game)]


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_each_game_ships_two_sample_rosters(game: str) -> None:
    assert len(samples_of(game)) >= 2


@pytest.mark.parametrize("path", ALL_GAME_SAMPLES, ids=lambda p: p.name)
def test_a_game_sample_opens_validates_and_saves_the_same(path: Path, tmp_path: Path) -> None:
    roster = load_roster(path).roster
    assert roster.game == json.loads(path.read_text(encoding="utf-8"))["game"]
    assert roster.models, "a sample has fighters or units"
    assert not has_errors(validate_roster(roster)), validate_roster(roster)
    copy = tmp_path / path.name
    save_roster(roster, copy)
    assert load_roster(copy).roster == roster
    data = json.loads(copy.read_text(encoding="utf-8"))
    assert (data["format"], data["version"], data["game"]) == (
        "gangfight-roster",
        VERSION,
        roster.game,
    )


@pytest.mark.parametrize("path", ALL_GAME_SAMPLES, ids=lambda p: p.name)
def test_a_game_sample_prints_one_card_per_entry(path: Path) -> None:
    roster = load_roster(path).roster
    cards = roster_cards(roster)
    assert [c.name for c in cards] == [e.name for e in roster.models]
    game = find_game(game_of(roster))
    for card, entry in zip(cards, roster.models, strict=True):
        assert card.subtitle.startswith(game.title)
        # Every number of the profile printed on the card is the entry's own, a number a roll
        # must meet as the game prints it (Necromunda's WS 2+, Sv 4+).
        specs = {s.label: s for s in game.model_fields}
        for stat in card.stats:
            spec = specs[stat.label]
            value = entry.value_of(spec.key)
            shown = "–" if value is None else f"{value}+" if spec.target else str(value)
            assert stat.value == shown


@pytest.mark.parametrize("path", gangfight_samples(), ids=lambda p: p.name)
def test_version_1_gangfight_rosters_still_open_and_save_as_the_current_version(
    path: Path,
) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    data["version"] = 1
    data.pop("game", None)
    for model in data["models"]:  # version 1 knew no battle state
        model.pop("prone")
        model.pop("status")
    roster = roster_from_json(json.dumps(data), str(path))
    assert isinstance(roster, Roster)
    assert game_of(roster) == DEFAULT_GAME
    saved = roster_to_data(roster)
    assert (saved["version"], saved["game"]) == (VERSION, DEFAULT_GAME)
    assert roster_from_json(roster_to_json(roster)) == roster


def _first_bounded_int(game: str) -> tuple[str, int]:
    spec = next(
        s
        for s in find_game(game).model_fields
        if s.kind is WHOLE and s.maximum is not None and s.key != "name"
    )
    assert spec.maximum is not None
    return spec.key, spec.maximum


@pytest.mark.parametrize("path", sorted(ROSTERS.glob("*.json")), ids=lambda p: p.name)
def test_a_version_2_roster_of_every_game_opens_as_version_3(path: Path) -> None:
    """Version 3 adds the state of an entry in a battle and a Necromunda gang's
    campaign record: a version 2 file lacks them, and each takes its default."""
    current = load_roster(path).roster
    data = json.loads(path.read_text(encoding="utf-8"))
    data["version"] = 2
    states = {s.key for s in find_game(current.game).model_fields if s.state}
    states |= {"campaign_status", "xp", "kills", "advances", "skills", "injuries", "unchecked"}
    for model in data["models"]:
        for key in states & set(model):
            spec = next(s for s in find_game(current.game).model_fields if s.key == key)
            if model[key] == spec.default or (model[key] == [] and spec.default == ()):
                del model[key]  # as version 2 wrote it: without the field
    old = roster_from_json(json.dumps(data), str(path))
    assert old == current
    assert roster_to_data(old)["version"] == VERSION == 3


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_a_number_out_of_range_names_the_field_and_its_limit(game: str) -> None:
    path = samples_of(game)[0]
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    key, maximum = _first_bounded_int(game)
    data["models"][0][key] = maximum + 1
    with pytest.raises(RosterFileError) as caught:
        roster_from_json(json.dumps(data), "bad.json")
    assert caught.value.field == f"models[0].{key}"
    assert str(maximum) in caught.value.problem
    assert f"found {maximum + 1}" in caught.value.problem


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_a_wrong_type_or_unknown_field_is_refused(game: str) -> None:
    data: dict[str, Any] = json.loads(samples_of(game)[0].read_text(encoding="utf-8"))
    key, _ = _first_bounded_int(game)
    data["models"][0][key] = True  # a bool is not a number
    label = next(s for s in find_game(game).model_fields if s.key == key).label
    with pytest.raises(RosterFileError, match=f"{label} must be a whole number"):
        roster_from_json(json.dumps(data))
    data = json.loads(samples_of(game)[0].read_text(encoding="utf-8"))
    data["models"][0]["flavour"] = "spicy"
    with pytest.raises(RosterFileError, match=r"flavour.*not a field"):
        roster_from_json(json.dumps(data))


def test_an_unknown_game_names_the_games_known() -> None:
    text = json.dumps({"format": "gangfight-roster", "version": 2, "game": "chess", "models": []})
    with pytest.raises(RosterFileError) as caught:
        roster_from_json(text, "x.json")
    assert caught.value.field == "game"
    for key in game_keys():
        assert key in str(caught.value)


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_an_edit_is_checked_never_clamped(game: str) -> None:
    roster = load_roster(samples_of(game)[0]).roster
    entry = roster.models[0]
    key, maximum = _first_bounded_int(game)
    with pytest.raises(EntryError, match=str(maximum)):
        entry.with_value(key, maximum + 1)
    assert entry.with_value(key, maximum).value_of(key) == maximum
    assert entry.value_of(key) != maximum + 1


def test_validation_reports_what_necromunda_refuses() -> None:
    """Two weapons of one name break N2 (names find weapons): the roster shows the error."""
    roster = load_roster(samples_of("necromunda")[0]).roster
    entry = next(e for e in roster.models if e.weapons)
    twice = entry.with_weapons([*entry.weapons, entry.weapons[0]])
    problems = validate_roster(roster.replace_model(roster.models.index(entry), twice))
    assert has_errors(problems)
    assert any(entry.name in p.message and "N2" in p.message for p in problems if p.is_error)


def test_validation_warns_of_a_warstrike_unit_that_cannot_attack() -> None:
    """W5: a group needs exactly one weapon, so a unit without any has no fight to offer."""
    roster = load_roster(samples_of("warstrike")[0]).roster
    bare = roster.models[0].with_weapons([])
    problems = validate_roster(roster.replace_model(0, bare))
    assert [p.model_index for p in problems] == [0]
    assert "cannot attack" in problems[0].message


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_cli_validate_cards_and_matchups_take_game_rosters(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, second = samples_of(game)[:2]
    assert main(["validate", str(first)]) == 0
    roster = load_roster(first).roster
    noun = {"necromunda": "fighters", "warstrike": "units"}[game]  # as the game counts them
    assert (
        capsys.readouterr().out == f"{first}: {roster.name}: valid, {len(roster.models)} {noun}\n"
    )
    out = tmp_path / "cards.pdf"
    assert main(["cards", str(first), "-o", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF")
    capsys.readouterr()
    assert main(["matchups", str(first), str(second), "--json"]) == 0
    matrix = json.loads(capsys.readouterr().out)
    a, b = load_roster(first).roster, load_roster(second).roster
    assert matrix["game"] == game
    assert len(matrix["cells"]) == len(a.models)
    assert all(len(row) == len(b.models) for row in matrix["cells"])


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_a_matchup_cell_re_runs_through_calc_to_the_same_figures(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, second = samples_of(game)[:2]
    assert main(["matchups", str(first), str(second), "--json"]) == 0
    cell = json.loads(capsys.readouterr().out)["cells"][0][0]
    scenario = tmp_path / "cell.json"
    scenario.write_text(json.dumps(cell["scenario"]), encoding="utf-8")
    assert main(["calc", str(scenario), "--json"]) == 0
    calc = json.loads(capsys.readouterr().out)
    compared = 0
    for key, value in cell["figures"].items():
        found: object = calc
        for part in key.split("."):  # a figure's key is its place in calc's JSON
            found = found.get(part) if isinstance(found, dict) else None
        if found is not None:
            assert found == pytest.approx(value, abs=1e-12)
            compared += 1
    assert compared >= 1


def test_entries_of_a_game_are_plain_json_of_its_fields() -> None:
    for game in OTHER_GAMES:
        roster = load_roster(samples_of(game)[0]).roster
        entry = roster.models[0]
        again = type(entry).from_json(entry.to_json())
        assert again == entry
        assert json.loads(json.dumps(entry.to_json())) == entry.to_json()


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_a_roster_over_its_limit_is_told_in_its_games_unit(game: str) -> None:
    roster = load_roster(samples_of(game)[0]).roster
    total = roster.total_cost
    over = roster.with_value("points_limit", total - 5)
    messages = [problem.message for problem in validate_roster(over) if problem.rule == "points"]
    unit = {"pts": "points"}.get(find_game(game).cost_unit, find_game(game).cost_unit)
    assert messages == [f"{roster.name}: costs {total} {unit}, 5 over its limit of {total - 5}"]
    if game == "necromunda":
        assert "credits" in messages[0]  # a gang spends credits, not points
