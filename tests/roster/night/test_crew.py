"""Tonight's crew and its file: picked or drawn, written, read back, refused when damaged."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.roster.files import AnyRoster, load_roster, roster_from_data
from gangfight_gui.roster.night.count import CrewCount
from gangfight_gui.roster.night.crew import (
    CrewFileError,
    crew_from_bytes,
    crew_from_data,
    crew_to_data,
    crew_to_json,
    drawn_crew,
    load_crew,
    load_roster_or_crew,
    picked_crew,
    save_crew,
)
from gangfight_gui.roster.night.draw import DrawPlan
from gangfight_gui.roster.night.entries import entries_of, entry_name
from gangfight_gui.rules.game import find_game
from tests.conftest import ROSTERS
from tests.night_game import fighter, roster_data
from tests.roster.night.battles import put


def reds() -> AnyRoster:
    spear = {"name": "Spear", "bonus": 1, "points": 5}
    return roster_from_data(
        roster_data(
            "Reds",
            fighter("Captain", points=30, weapons=[spear]),
            fighter("Ann", points=10),
            fighter("Bo", points=12),
            fighter("Cy", points=None),
            fighter("Di", points=15),
            points_limit=60,
        )
    )


def test_a_crew_picked_by_hand_keeps_roster_order_and_costs_its_game_field() -> None:
    crew = picked_crew(reds(), [4, 0, 3])
    assert [entry_name(e) for e in crew.entries] == ["Captain", "Cy", "Di"]
    assert crew.picked == (0, 3, 4)
    assert crew.cost == 30 + 5 + 0 + 15  # duel's price is "points", weapons included
    assert crew.draw is None
    assert crew.roster.name == "Reds" and crew.roster.points_limit == 60
    with pytest.raises(ValueError, match="no entry 6"):
        picked_crew(reds(), [5])


def test_a_drawn_crew_records_its_draw_and_replays_from_its_seed() -> None:
    plan = DrawPlan(CrewCount.parse("1+D3"), 5, frozenset({0}), frozenset({3}))
    crew = drawn_crew(reds(), plan, 2024, source_file="reds.json")
    record = crew.draw
    assert record is not None
    assert (record.count.text, record.seed, record.always, record.never) == (
        "1+D3",
        2024,
        ("Captain",),
        ("Cy",),
    )
    assert record.roll in (1, 2, 3)
    assert len(crew.picked) == 1 + min(record.roll or 0, 3)
    assert 0 in crew.picked and 3 not in crew.picked
    assert record.names == ("Captain", "Ann", "Bo", "Cy", "Di")
    assert record.limit == 60
    assert record.odds is not None and record.odds.chances[3] == 0
    assert record.odds.chances[1] == Fraction(2, 3)  # 1, 2 or 3 of three others: 2 on average
    assert crew == drawn_crew(reds(), plan, 2024, source_file="reds.json")
    assert crew.source_file == "reds.json"


def test_the_file_reads_back_to_the_same_crew_and_bytes(tmp_path: Path) -> None:
    plan = DrawPlan(CrewCount.parse("D6"), 5, never=frozenset({4}))
    crew = drawn_crew(reds(), plan, 7, limit=40)
    text = crew_to_json(crew)
    again = crew_from_bytes(text.encode("utf-8"), "crew.json")
    assert again == crew
    assert crew_to_json(again) == text
    data = json.loads(text)
    assert data["format"] == "gangfight-crew" and data["version"] == 1
    assert data["draw"]["odds"]["chances"][4] == {"name": "Di", "chance": "0"}
    assert data["draw"]["odds"]["cost"]["limit"] == 40
    path = tmp_path / "crew.json"
    save_crew(crew, path)
    assert load_crew(path) == crew
    save_crew(picked_crew(reds(), [1]), path)
    assert load_crew(path.with_name("crew.json.bak")) == crew  # the previous file kept


def _damage(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    plan = DrawPlan(CrewCount.parse("2+D3"), 5, frozenset({0}))
    data = crew_to_data(drawn_crew(reds(), plan, 5))
    damaged = copy.deepcopy(data)
    change(damaged)
    return damaged


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (put("format", "battle"), 'is not a crew file (its format is "battle")'),
        (put("version", 2), "was written by a newer Gangfight GUI (crew format version 2"),
        (put("version", "1"), "version: must be a whole number of at least 1"),
        (put("game", "chess"), "game: unknown game 'chess' (known games: "),
        (put("cost", 1), "cost: is 1, but the crew's entries cost "),
        (put("source.picked", [0]), "source.picked: must list the "),
        (put("draw.count", "3+D4"), "draw.count: '3+D4': a count adds a D3 or a D6"),
        (put("draw.roll", 4), "draw.roll: must be a whole number from 1 to 3 (found 4)"),
        (put("draw.roll", None), "draw.roll: must be a whole number from 1 to 3 (found null)"),
        (put("draw.count", "3"), "draw.roll: must be null, the count has no die (found "),
        (
            put("draw.odds.size.0", [1]),
            "draw.odds.size[0]: must be a pair [value, chance] (found [1])",
        ),
        (put("draw.seed", -1), "draw.seed: must be a whole number from 0 to "),
        (
            put("draw.odds.chances.0.chance", "4/3"),
            "draw.odds.chances[0].chance: must be a chance",
        ),
        (put("draw.odds.count.0.1", "1/2"), "draw.odds.count: its chances must add up to 1"),
        (
            put("roster.models.0.points", -3),
            "roster.models[0].points: fighter 1 (Captain): Points must be a whole number",
        ),
        (put("roster.game", "gangfight"), "roster"),
        (put("colour", "red"), "colour: is not a known field (known: format, version, game, "),
        (put("source.file", 3), "source.file: must be text of at most 4,096 characters (found 3)"),
    ],
)  # fmt: skip
def test_a_damaged_crew_file_is_one_line_naming_the_field(
    change: Callable[[dict[str, Any]], None], message: str
) -> None:
    with pytest.raises(CrewFileError) as caught:
        crew_from_data(_damage(change), "crew.json")
    assert str(caught.value).startswith(f"crew.json: {message}")
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "is empty"),
        (b'{"format": "x",\n "version": }', "line 2, column 13: is not valid JSON"),
        (b'\xff{"a": 1}', "line 1, column 1: is not UTF-8 text (byte 0xff)"),
        (b'{"a": 1, "a": 2}', "the key 'a' appears twice in one object"),
        (b"[1, 2]", "file: must be an object"),
        (b"[" * 100_000, "is nested too deeply"),
    ],
)  # fmt: skip
def test_an_unreadable_crew_file_is_one_line(data: bytes, message: str) -> None:
    with pytest.raises(CrewFileError) as caught:
        crew_from_bytes(data, "crew.json")
    assert str(caught.value).startswith(f"crew.json: {message}")


def test_a_fifo_is_refused_before_it_is_opened(tmp_path: Path) -> None:
    fifo = tmp_path / "crew.json"
    import os

    os.mkfifo(fifo)
    with pytest.raises(CrewFileError, match="is a named pipe"):
        load_crew(fifo)


def test_either_a_roster_or_a_crew_file_gives_its_roster(tmp_path: Path) -> None:
    crew = picked_crew(reds(), [0, 2])
    crew_path = tmp_path / "crew.json"
    save_crew(crew, crew_path)
    roster, found = load_roster_or_crew(crew_path)
    assert found == crew and roster == crew.roster
    sample = ROSTERS / "orc_braves.json"
    roster, found = load_roster_or_crew(sample)
    assert found is None and roster == load_roster(sample).roster


@pytest.mark.parametrize("path", sorted(ROSTERS.glob("*.json")), ids=lambda p: p.stem)
def test_every_sample_roster_draws_a_crew_priced_in_its_games_field(path: Path) -> None:
    roster = load_roster(path).roster
    game = find_game(json.loads(path.read_text(encoding="utf-8")).get("game", "gangfight"))
    entries = entries_of(roster)
    plan = DrawPlan(CrewCount.parse("1+D3"), len(entries))
    crew = drawn_crew(roster, plan, 99, source_file=str(path))
    raw = json.loads(path.read_text(encoding="utf-8"))["models"]
    priced = [
        (m.get(game.cost_key) or 0) + sum(w.get(game.cost_key) or 0 for w in m.get("weapons", []))
        for m in raw
    ]
    assert crew.cost == sum(priced[i] for i in crew.picked)
    assert crew_from_bytes(crew_to_json(crew).encode("utf-8")) == crew
    odds = crew.draw.odds if crew.draw else None
    assert odds is not None and odds.mean_cost == sum(
        p * c for p, c in zip(odds.chances, priced, strict=True)
    )


def test_a_name_stands_for_every_entry_of_that_name() -> None:
    from gangfight_gui.roster.night.entries import UnknownEntry, indices_named

    entries = entries_of(
        roster_from_data(roster_data("Gang", fighter("Ganger"), fighter("Boss"), fighter("Ganger")))
    )
    assert indices_named(entries, ["Ganger"], "fighter") == {0, 2}
    assert indices_named(entries, [" Boss "], "fighter") == {1}
    with pytest.raises(UnknownEntry, match=r"^no fighter named 'Juve' \(has: Ganger, Boss\)$"):
        indices_named(entries, ["Juve"], "fighter")
