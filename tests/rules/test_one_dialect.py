"""One wording of a wrong value in every file: a whole number given ``true``, a yes-or-no given
3 and a choice given "nope" read the same in any game's scenario (the three and the example
game), roster and battle file: "<where>: must be a whole number from 2 to 6 (found true)"."""

from __future__ import annotations

import copy
import re
from typing import Any

import pytest

from gangfight_gui.roster.files import roster_from_data
from gangfight_gui.roster.night.battle_file import battle_from_data, battle_to_data
from gangfight_gui.roster.night.entries import entries_of
from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.engine.paths import set_path
from gangfight_gui.rules.game import AnyGame, FieldSpec, find_game
from gangfight_gui.rules.kinds import CHOICE, OPTIONAL_WHOLE, WHOLE, WORD_OR_WHOLE, YES_NO, Kind
from tests import night_game
from tests.every_game import pair_data, pair_rosters
from tests.roster.night.battles import duel_battle

_RANGE = r"(?: from -?[\d,]+\+? to [\d,]+\+?| of at least -?[\d,]+| of at most [\d,]+)?"
_CHOICE = r'"[^"]*"(?: \([^)]*\))?'
WORDING: dict[Kind, tuple[object, str]] = {
    WHOLE: (True, rf"must be a whole number{_RANGE} \(found true\)"),
    OPTIONAL_WHOLE: (True, rf"must be a whole number{_RANGE}(?:, or none)? \(found true\)"),
    YES_NO: (3, r"must be true or false \(found 3\)"),
    CHOICE: ("nope", rf'must be one of {_CHOICE}(?:, {_CHOICE})* \(found "nope"\)'),
    WORD_OR_WHOLE: (
        "nope",
        rf'must be "[^"]*"(?:, "[^"]*")* or a whole number{_RANGE} \(found "nope"\)',
    ),
}
"""Each kind's wrong value, and how every file says it is wrong."""


def _faults(specs: tuple[FieldSpec, ...]) -> list[tuple[FieldSpec, object, str]]:
    return [(spec, *WORDING[spec.kind]) for spec in specs if spec.kind in WORDING]


def _scenario(game: AnyGame) -> dict[str, Any]:
    first, second = pair_rosters(game.key)
    made = next(iter(game.pair_scenarios(entries_of(first)[0], entries_of(second)[0])))
    return copy.deepcopy(dict(made))


def test_a_wrong_value_in_a_scenario_reads_alike_in_every_game(matchup_game: AnyGame) -> None:
    game = matchup_game
    scenario = _scenario(game)
    told: dict[Kind, int] = {}
    for spec, bad, wording in _faults(game.scenario_fields):
        wrong = copy.deepcopy(scenario)
        set_path(wrong, spec.key, bad)
        try:
            game.read_scenario(wrong)
        except ValueError as error:  # every game's refusal is a ScenarioError
            assert re.search(rf"^\S+: {wording}", str(error)), (spec.key, str(error))
            told[spec.kind] = told.get(spec.kind, 0) + 1
    # a field the fight set up does not read (a reaction left off) takes anything; each kind
    # the game's circumstances have is told at least once
    assert set(told) == {spec.kind for spec, _, _ in _faults(game.scenario_fields)}


@pytest.mark.parametrize(
    ("path", "value", "wording"),
    [
        (("mistery",), 1, r"^mistery: is not a known field \((did you mean|known:) "),
        (
            ("attacker", "name"),
            3,
            r"^attacker\.name: must be text of at most \d+ characters \(found 3\)$",
        ),
        (("attacker",), [], r"^attacker: must be an object \(found \[\]\)$"),
    ],
    ids=["unknown key", "name not text", "model not an object"],
)
def test_a_wrong_shape_in_a_scenario_reads_alike_in_every_game(
    matchup_game: AnyGame, path: tuple[str, ...], value: object, wording: str
) -> None:
    # The scenario readers share rules/reading.py: a key no field has, a name that is no text
    # and a model that is no object are told in one wording, whatever the game.
    scenario = _scenario(matchup_game)
    where = scenario
    for key in path[:-1]:
        where = where[key]
    where[path[-1]] = value
    with pytest.raises(ValueError) as caught:
        matchup_game.read_scenario(scenario)
    assert re.search(wording, str(caught.value)), str(caught.value)


@pytest.mark.parametrize("key", ["gangfight", "necromunda"])
def test_the_weapons_chosen_read_as_any_list_of_texts(key: str) -> None:
    # The weapons a scenario chooses by name are a list of texts in every game that has them,
    # told as a model's perks or a weapon's traits are (N5, R10).
    game = find_game(key)
    for bad, shown in (("Knife", '"Knife"'), ([3], "[3]"), (["Knife"] * 51, "51 items")):
        scenario = _scenario(game)
        scenario["weapons"] = bad
        with pytest.raises(ValueError) as caught:
            game.read_scenario(scenario)
        assert str(caught.value) == (
            "weapons: must be a list of at most 50 texts of at most 200 characters each "
            f"(found {shown})"
        )


def test_a_wrong_value_in_a_roster_reads_as_in_a_scenario(matchup_game: AnyGame) -> None:
    game = matchup_game
    told = set()
    for spec, bad, wording in _faults(game.model_fields):
        data = copy.deepcopy(pair_data(game.key)[0])
        data["models"][0][spec.key] = bad
        with pytest.raises(ValueError) as caught:
            roster_from_data(data)
        assert re.search(rf"{re.escape(spec.label)} {wording}$", str(caught.value)), str(
            caught.value
        )
        told.add(spec.kind)
    assert told


@pytest.mark.parametrize("kind", [WHOLE, YES_NO, CHOICE], ids=repr)
def test_a_wrong_value_in_a_battle_file_reads_as_in_a_scenario(
    kind: Kind, monkeypatch: pytest.MonkeyPatch
) -> None:
    night_game.register(monkeypatch)
    data = battle_to_data(duel_battle())
    state = data["sides"][1]["states"][0]
    key = next(key for key, value in state.items() if _of_kind(data, key) is kind)
    bad, wording = WORDING[kind]
    state[key] = bad
    with pytest.raises(ValueError) as caught:
        battle_from_data(data, "b.json")
    assert re.search(rf"^b\.json: sides\[1\]\.states\[0\]\.{key}: {wording}$", str(caught.value))


def _of_kind(data: dict[str, Any], key: str) -> Kind | None:
    from gangfight_gui.rules.game import find_game

    specs = {spec.key: spec for spec in find_game(data["game"]).model_fields}
    return specs[key].kind if key in specs else None


def test_a_scenario_of_another_game_reads_alike_in_every_game(matchup_game: AnyGame) -> None:
    """A scenario read by a game it does not name is refused in one wording, every game's."""
    scenario = _scenario(matchup_game) | {"game": "chess"}
    with pytest.raises(ScenarioShapeError) as refused:  # exit 2, as any wrong value
        matchup_game.read_scenario(scenario)
    assert str(refused.value) == f'game: must be "{matchup_game.key}" here (found "chess")'
