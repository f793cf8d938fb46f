"""The shipped crew and battle schemas are current, and describe what the program writes."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.roster.files import load_roster
from gangfight_gui.roster.night import schemas
from gangfight_gui.roster.night.battle import EntryRef, side_of, start_battle
from gangfight_gui.roster.night.battle_file import (
    BattleFileError,
    battle_from_data,
    battle_to_data,
)
from gangfight_gui.roster.night.count import CrewCount
from gangfight_gui.roster.night.crew import (
    CrewFileError,
    crew_from_data,
    crew_to_data,
    drawn_crew,
    picked_crew,
)
from gangfight_gui.roster.night.draw import DrawPlan
from gangfight_gui.roster.night.entries import entries_of
from gangfight_gui.rules.engine.sources import SeededDice
from tests.conftest import REPO, ROSTERS
from tests.roster.night.battles import PAIRS
from tests.schema_check import problems


@pytest.fixture(autouse=True)
def _duel() -> None:
    """The shipped schemas are of the registered games alone: no test game here."""


def _schema(name: str) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(schemas.shipped_schema(name).read_text(encoding="utf-8"))
    return found


@pytest.mark.parametrize("name", ["crew.schema.json", "battle.schema.json"])
def test_committed_schemas_are_current(name: str) -> None:
    committed = REPO / "resources" / name
    assert committed.read_bytes() == schemas.shipped_schema(name).read_bytes()
    assert committed.read_text(encoding="utf-8") == schemas.schema_text(name), (
        "run: python -m gangfight_gui.roster.night.schemas"
    )
    assert schemas.main(["--check"]) == 0


def test_check_mode_names_a_stale_schema(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    stale = tmp_path / "crew.schema.json"
    stale.write_text("{}\n", encoding="utf-8")
    monkeypatch.setattr(schemas, "shipped_schema", lambda name: tmp_path / name)
    assert schemas.main(["--check"]) == 1
    assert "crew.schema.json is stale: run python -m gangfight_gui.roster.night.schemas" in (
        capsys.readouterr().err
    )
    assert schemas.main([]) == 0
    assert schemas.main(["--check"]) == 0


@pytest.mark.parametrize("game", list(PAIRS))
def test_crew_files_of_every_game_follow_the_schema(game: str) -> None:
    roster = load_roster(ROSTERS / PAIRS[game][0]).roster
    size = len(entries_of(roster))
    drawn = drawn_crew(roster, DrawPlan(CrewCount.parse("1+D3"), size, frozenset({0})), 3)
    for crew in (drawn, picked_crew(roster, [0])):
        data = crew_to_data(crew)
        assert problems(data, _schema("crew.schema.json"), _schema("crew.schema.json")) == []


@pytest.mark.parametrize("game", list(PAIRS))
def test_battle_files_of_every_game_follow_the_schema(game: str) -> None:
    mine, theirs = (load_roster(ROSTERS / name).roster for name in PAIRS[game])
    battle = start_battle(side_of(mine), side_of(theirs))
    rules = battle.rules
    attacker, target = EntryRef(0, 0), EntryRef(1, 0)
    kind = rules.attack_kinds[0].key
    choice = rules.choices(battle.entry(attacker), [battle.entry(target)], kind)[0]
    roll = rules.resolve(rules.read_scenario(choice.scenario), SeededDice(5))
    battle = battle.apply_roll(attacker, [target], choice.scenario, roll).after
    battle = battle.next_round().after
    data = battle_to_data(battle)
    schema = _schema("battle.schema.json")
    assert problems(data, schema, schema) == []


def test_the_checker_catches_a_broken_file() -> None:
    roster = load_roster(ROSTERS / "orc_braves.json").roster
    data = crew_to_data(picked_crew(roster, [1]))
    schema = _schema("crew.schema.json")
    data["cost"] = -1
    data["roster"]["models"][0]["attack"] = "3"
    data["draw"] = {"count": "3+D4"}
    assert problems(data, schema, schema) == [
        "$.draw: 0 branches of oneOf match",
        "$.cost: below 0",
        "$.roster: 0 branches of oneOf match",
    ]


def _crew_data() -> dict[str, Any]:
    roster = load_roster(ROSTERS / "orc_braves.json").roster
    size = len(entries_of(roster))
    plan = DrawPlan(CrewCount.parse("1+D3"), size, frozenset({0}))
    return json.loads(json.dumps(crew_to_data(drawn_crew(roster, plan, 3))))


def _battle_data() -> dict[str, Any]:
    mine, theirs = (load_roster(ROSTERS / name).roster for name in PAIRS["gangfight"])
    battle = start_battle(side_of(mine), side_of(theirs))
    rules = battle.rules
    attacker, target = EntryRef(0, 0), EntryRef(1, 0)
    choice = rules.choices(battle.entry(attacker), [battle.entry(target)], "melee")[0]
    roll = rules.resolve(rules.read_scenario(choice.scenario), SeededDice(5))
    after = battle.apply_roll(attacker, [target], choice.scenario, roll).after
    return json.loads(json.dumps(battle_to_data(after)))


def _set(data: dict[str, Any], path: str, value: object) -> dict[str, Any]:
    place: Any = data
    *steps, last = [int(step) if step.isdigit() else step for step in path.split(".")]
    for step in steps:
        place = place[step]
    place[last] = value
    return data


@pytest.mark.parametrize(
    ("path", "value"),
    [
        ("source.file", "x" * 4097),
        ("draw.always", ["Orc Brave"] * 10_001),
        ("draw.odds.cost.note", "x" * 1001),
        ("draw.odds.cost.limit", 10**9 + 1),
    ],
)
def test_the_crew_schema_refuses_what_the_reader_refuses(path: str, value: object) -> None:
    # Each limit is declared once (roster/night/crew.py FIELDS): the reader and the schema agree.
    data = _set(_crew_data(), path, value)
    with pytest.raises(CrewFileError, match=re.escape(path)):
        crew_from_data(data)
    schema = _schema_text("crew.schema.json")
    assert problems(data, schema, schema) != []


@pytest.mark.parametrize(
    ("path", "value"),
    [
        ("sides.0.source.file", "x" * 4097),
        ("log.0.how", "x" * 10_001),
        ("log.0.steps", ["x"] * 10_001),
        ("log.0.dice", [1] * 10_001),
        ("log.0.odds.0.help", "x" * 10_001),
    ],
)
def test_the_battle_schema_refuses_what_the_reader_refuses(path: str, value: object) -> None:
    data = _set(_battle_data(), path, value)
    where = re.sub(r"\.(\d+)", r"[\1]", path)
    with pytest.raises(BattleFileError, match=re.escape(where)):
        battle_from_data(data)
    schema = _schema_text("battle.schema.json")
    assert problems(data, schema, schema) != []


def _schema_text(name: str) -> dict[str, Any]:
    """The schema as this code writes it (what the repository's resources/ hold)."""
    found: dict[str, Any] = json.loads(schemas.schema_text(name))
    return found
