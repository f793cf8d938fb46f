"""What a roster's problems say: the game's words, never a JSON path alone.

Today's defect: "Matron Ilse Vorne: attacker.weapons: two weapons named 'Arc lash'", and a
field refused as "models[2].ws: must be …". A file's problem names the entry by its game's noun,
its place and its name, the field by its label; the JSON path stays beside it for tools.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from gangfight_gui.roster.files import RosterFileError, roster_from_json
from gangfight_gui.roster.roster import models_of
from gangfight_gui.roster.validation import validate_roster
from gangfight_gui.rules.game import FieldSpec, find_game
from gangfight_gui.rules.kinds import WHOLE
from tests import skirmish_game
from tests.every_game import sample_data

JSON_PATH = re.compile(r"models\[\d+\]|weapons\[\d+\]|\battacker\.|\btarget\.")


def _error(data: dict[str, Any]) -> RosterFileError:
    with pytest.raises(RosterFileError) as caught:
        roster_from_json(json.dumps(data), "gang.json")
    return caught.value


def _bounded(specs: tuple[FieldSpec, ...]) -> FieldSpec:
    return next(s for s in specs if s.kind is WHOLE and s.maximum is not None and s.key != "name")


def test_a_field_out_of_range_names_the_entry_and_the_fields_label(every_game: str) -> None:
    data = sample_data(every_game)
    game = find_game(every_game)
    spec = _bounded(models_of(every_game).entry.specs)
    entry = data["models"][1]
    entry[spec.key] = spec.maximum + 1
    error = _error(data)
    expected = (
        f"gang.json: {game.entry_noun} 2 ({entry['name']}): {spec.label} must be a whole "
        f"number from {spec.minimum:,} to {spec.maximum:,}"
    )
    assert str(error).startswith(expected)
    assert f"(found {spec.maximum + 1})" in str(error)
    assert not JSON_PATH.search(str(error))
    assert error.field == f"models[1].{spec.key}"


def test_a_weapons_field_names_the_entry_and_the_weapon(every_game: str) -> None:
    data = sample_data(every_game)
    game = find_game(every_game)
    spec = _bounded(models_of(every_game).weapon.specs)
    entry = data["models"][0]
    weapon = entry["weapons"][0]
    weapon[spec.key] = str(weapon.get(spec.key, 1))
    error = _error(data)
    assert f"{game.entry_noun} 1 ({entry['name']}), weapon 1 ({weapon['name']}): " in str(error)
    assert f"{spec.label} must be a whole number" in str(error)
    assert not JSON_PATH.search(str(error))
    assert error.field == f"models[0].weapons[0].{spec.key}"


def test_an_unknown_field_is_named_with_the_closest_known_one(every_game: str) -> None:
    data = sample_data(every_game)
    noun = find_game(every_game).entry_noun
    entry = data["models"][0]
    entry["nmae"] = entry.pop("name")
    error = _error(data)
    assert f"{noun} 1: \"nmae\" is not a field of a {noun} (did you mean 'name'?)" in str(error)


def test_a_missing_name_and_a_blank_one(every_game: str) -> None:
    data = sample_data(every_game)
    noun = find_game(every_game).entry_noun
    data["models"][0]["name"] = "   "
    assert str(_error(data)) == f"gang.json: {noun} 1 needs a name"


def test_too_many_weapons_in_the_games_words(every_game: str) -> None:
    data = sample_data(every_game)
    noun = find_game(every_game).entry_noun
    entry = data["models"][0]
    entry["weapons"] = [{**entry["weapons"][0], "name": f"W{i}"} for i in range(21)]
    assert f"carries 21 weapons; a {noun} carries at most 20 weapons" in str(_error(data))


def test_the_roster_fields_are_the_rosters(every_game: str) -> None:
    data = sample_data(every_game)
    data["points_limit"] = -1
    error = _error(data)
    assert "the roster's cost limit must be a whole number from 0 to 100,000, or none" in str(error)
    assert error.field == "points_limit"


def test_alike_names_are_counted_in_the_games_noun(every_game: str) -> None:
    data = sample_data(every_game)
    noun = find_game(every_game).entry_noun
    data["models"][1]["name"] = data["models"][0]["name"]
    roster = roster_from_json(json.dumps(data))
    [alike] = [p for p in validate_roster(roster) if p.rule == "names"]
    name = data["models"][0]["name"]
    assert alike.message == (
        f"{name}: 2 {noun}s have this name ({noun}s 1 and 2); give each {noun} its own name"
    )
    assert alike.also == (1,)


def test_the_cost_limit_in_the_games_unit(every_game: str) -> None:
    data = sample_data(every_game)
    data["points_limit"] = 1
    roster = roster_from_json(json.dumps(data))
    [over] = [p for p in validate_roster(roster) if p.rule == "points"]
    unit = find_game(every_game).cost_unit
    unit = "points" if unit == "pts" else unit
    total = roster.total_cost
    assert (
        over.message == f"{roster.name}: costs {total:,} {unit}, {total - 1:,} over its limit of 1"
    )


def test_a_games_own_problems_are_listed_in_its_words_on_the_field_at_fault() -> None:
    with skirmish_game.installed():
        data = json.loads(json.dumps(skirmish_game.SAMPLE))
        data["models"][1]["ws"] = 10
        data["models"][0]["weapons"][1]["power"] = 5
        roster = roster_from_json(json.dumps(data))
        problems = validate_roster(roster)
    by_rule = {p.rule: p for p in problems}
    assert by_rule["S2"].message == (
        "Captain Aldo: the bow Short bow has power 5; a bow has at most 3 (S2)"
    )
    assert (by_rule["S2"].model_index, by_rule["S2"].field) == (0, "weapons[1].power")
    assert by_rule["S2"].is_error
    assert by_rule["S1"].message == "Rider Bea: a WS of 10 is a veteran's (S1)"
    assert not by_rule["S1"].is_error and by_rule["S1"].location == "models[1].ws"


def test_two_weapons_of_one_name_read_as_a_players_sentence() -> None:
    """Once "Matron Ilse Vorne: attacker.weapons: two weapons named 'Arc
    lash'" named a scenario's path; the game's own check names the fighter and the ruling, and
    its cell is the second weapon's name."""
    data = sample_data("necromunda")
    matron = data["models"][0]
    matron["weapons"].append(dict(matron["weapons"][0]))
    roster = roster_from_json(json.dumps(data))
    [problem] = validate_roster(roster)
    assert problem.message == (
        "Matron Ilse Vorne: two weapons named 'Arc lash'; call the second 'Arc lash 2' (N2)"
    )
    assert not JSON_PATH.search(problem.message)
    assert (problem.model_index, problem.field, problem.rule) == (0, "weapons[2].name", "N2")
