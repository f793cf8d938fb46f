"""The battle file: written, read back as it was, saved atomically, refused when damaged."""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gangfight_gui.roster.files import (
    RosterChangedOnDisk,
    RosterReadOnly,
    load_roster,
    roster_from_data,
    save_roster,
)
from gangfight_gui.roster.night import battle_file
from gangfight_gui.roster.night.battle import MAX_LOG, Battle, EntryRef, side_of, start_battle
from gangfight_gui.roster.night.battle_file import (
    MAX_BATTLE_BYTES,
    BattleFileError,
    battle_from_bytes,
    battle_from_data,
    battle_to_data,
    battle_to_json,
    load_battle,
    save_battle,
)
from tests import night_game
from tests.roster.night.battles import BLUE, CAPTAIN, CHIEF, GUARD, duel_battle, fight, put


def fought() -> Battle:
    battle = fight(duel_battle("Friday night"), CAPTAIN, [CHIEF], [6, 4, 1]).after
    battle = battle.next_round().after
    battle = battle.edit_state(CHIEF, {"prone": False}, "stood up").after
    return fight(battle, EntryRef(0, 1), [CHIEF, GUARD], [5, 5, 6, 2]).after


def test_a_battle_reads_back_as_it_was_to_the_byte() -> None:
    battle = fought()
    text = battle_to_json(battle)
    again = battle_from_bytes(text.encode("utf-8"), "b.json")
    assert again == battle
    assert battle_to_json(again) == text
    data = json.loads(text)
    assert list(data) == ["format", "version", "game", "name", "round", "sides", "log"]
    assert (data["format"], data["version"], data["game"]) == ("gangfight-battle", 1, "duel")
    assert data["sides"][1]["states"][0] == {"wounds_taken": 4, "prone": False, "status": "down"}
    assert data["sides"][1]["states"][1] == {"wounds_taken": 2, "prone": True, "status": "down"}
    assert [r["kind"] for r in data["log"]] == ["attack", "round", "edit", "attack"]


def test_a_battle_opens_as_it_was_after_its_rosters_change_on_disk(tmp_path: Path) -> None:
    roster_path = tmp_path / "blues.json"
    roster_path.write_text(json.dumps(BLUE), encoding="utf-8")
    blues = load_roster(roster_path).roster
    reds = roster_from_data(night_game.roster_data("Reds", night_game.fighter("Red Captain")))
    battle = start_battle(side_of(reds), side_of(blues))
    battle = fight(battle, CAPTAIN, [CHIEF], [6, 6]).after
    save_battle(battle, tmp_path / "battle.json")
    changed = blues.with_models(blues.models[1:])  # type: ignore[arg-type]
    save_roster(changed, roster_path)
    roster_path.unlink()
    again = load_battle(tmp_path / "battle.json").battle
    assert again == battle
    assert again.name_of(CHIEF) == "Blue Chief" and again.state(CHIEF)["wounds_taken"] == 2


def test_saving_keeps_the_old_file_and_refuses_what_it_should(tmp_path: Path) -> None:
    path = tmp_path / "battle.json"
    first = duel_battle()
    stamp = save_battle(first, path)
    later = fought()
    stamp = save_battle(later, path, expected=stamp)
    assert load_battle(path.with_name("battle.json.bak")).battle == first
    loaded = load_battle(path)
    assert loaded.battle == later and loaded.stamp == stamp
    path.write_text(battle_to_json(first), encoding="utf-8")  # another program's save
    with pytest.raises(RosterChangedOnDisk, match="was changed by another program"):
        save_battle(later, path, expected=stamp)
    os.chmod(path, 0o444)
    with pytest.raises(RosterReadOnly, match="is read-only"):
        save_battle(later, path)
    save_battle(later, path, overwrite_read_only=True)
    assert load_battle(path).battle == later


def _data() -> dict[str, Any]:
    return battle_to_data(fought())


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (put("format", "gangfight-crew"), 'is not a battle file (its format is "gangfight-crew")'),
        (put("version", 9), "was written by a newer Gangfight GUI (battle format version 9;"),
        (put("game", "chess"), "game: unknown game 'chess'"),
        (put("name", ""), "name: needs a name"),
        (put("round", 0), "round: must be a whole number from 1 to 10,000 (found 0)"),
        (put("sides", []), "sides: must hold the battle's two sides"),
        (
            put("sides.0.source.kind", "army"),
            'sides[0].source.kind: must be one of "crew", "roster" (found "army")',
        ),
        (put("sides.1.states", []), "sides[1].states: must hold one state for each of the"),
        (put("sides.1.states.0.prone", "yes"), "sides[1].states[0].prone: must be true or false"),
        (put("sides.1.states.0.status", "asleep"), "sides[1].states[0].status: must be one of"),
        (put("sides.1.states.0.mood", 1), "sides[1].states[0].mood: is not a known field"),
        (
            put("sides.0.roster.models.0.dice", 99),
            "sides[0].roster.models[0].dice: fighter 1 (Red Captain): Dice must be",
        ),
        (put("sides.0.roster.game", "warstrike"), "sides[0].roster"),
        (
            put("log.0.kind", "dance"),
            'log[0].kind: must be one of "attack", "edit", "round" (found "dance")',
        ),
        (put("log.0.dice.0", 7), "log[0].dice[0]: must be a whole number from 1 to 6 (found 7)"),
        (put("log.0.targets.0.index", 5), "log[0].targets[0].index: must be a whole number"),
        (put("log.0.odds.0.probability", -1), "log[0].odds[0].probability: must be a number"),
        (
            put("log.0.odds.0.probability", 10**400),  # no float holds it
            "log[0].odds[0].probability: must be a number of at least 0 (found 1000",
        ),
        (put("log.0.odds.0.tone", "red"), "log[0].odds[0].tone: must be one of"),
        (put("log.0.scenario", [1]), "log[0].scenario: must be an object"),
        (put("log.0.changes.0.after.prone", {"x": 1}), "log[0].changes[0].after.prone: must be"),
        (put("log.1.round", "2"), "log[1].round: must be a whole number"),
        (put("log.2.note", 5), "log[2].note: must be text of at most 10,000 characters (found 5)"),
    ],
)  # fmt: skip
def test_a_damaged_battle_file_is_one_line_naming_the_field(
    change: Callable[[dict[str, Any]], None], message: str
) -> None:
    data = copy.deepcopy(_data())
    change(data)
    with pytest.raises(BattleFileError) as caught:
        battle_from_data(data, "b.json")
    assert str(caught.value).startswith(f"b.json: {message}")
    assert "\n" not in str(caught.value)


def test_a_logged_scenario_nested_too_deep_is_refused() -> None:
    data = _data()
    deep: dict[str, Any] = {}
    for _ in range(40):
        deep = {"x": deep}
    data["log"][0]["scenario"] = deep
    with pytest.raises(BattleFileError, match=r"log\[0\]\.scenario: is nested more than 32 deep"):
        battle_from_data(data, "b.json")


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "is empty"),
        (b"  \n", "is empty"),
        (b'{"format": "gangfight-battle", "version": 1,', "line 1, column 45: is not valid JSON"),
        (b'{"a": NaN}', "is not a battle file"),
        (b'\xfe"', "line 1, column 1: is not UTF-8 text (byte 0xfe)"),
        (b'{"format": 1, "format": 2}', "the key 'format' appears twice in one object"),
        (b"[" * 50_000 + b"]" * 50_000, "is nested too deeply"),
        (b"1" * 5000, "is not valid JSON: a number is far too long"),
        (b'"battle"', "file: must be an object"),
    ],
)
def test_hostile_bytes_are_one_line(data: bytes, message: str) -> None:
    with pytest.raises(BattleFileError) as caught:
        battle_from_bytes(data, "b.json")
    assert str(caught.value).startswith(f"b.json: {message}")


def test_hostile_files_are_refused_before_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    with pytest.raises(BattleFileError, match="is a named pipe \\(FIFO\\), not a battle file"):
        load_battle(fifo)
    with pytest.raises(BattleFileError, match="is a folder, not a battle file"):
        load_battle(tmp_path)
    with pytest.raises(BattleFileError, match="no such file"):
        load_battle(tmp_path / "missing.json")
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 2000)
    monkeypatch.setattr(battle_file, "BATTLE", replace(battle_file.BATTLE, max_bytes=1000))
    with pytest.raises(BattleFileError, match="is too large"):
        load_battle(big)


def test_a_battle_past_the_documented_limits_is_one_message_naming_the_limit(
    tmp_path: Path,
) -> None:
    # The limits are what opens in under 5 s (docs/files.md): 5,000 records and 40 MB.
    assert (MAX_LOG, MAX_BATTLE_BYTES) == (5_000, 40 * 1024 * 1024)
    data = _data()
    data["log"] = [data["log"][2]] * MAX_LOG  # a hand edit, again and again
    path = tmp_path / "long.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert len(load_battle(path).battle.log) == MAX_LOG
    data["log"].append(data["log"][0])
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BattleFileError) as refused:
        load_battle(path)
    assert str(refused.value) == (
        f"{path}: log: must be a list of at most 5,000 items (found 5,001 items)"
    )
    huge = tmp_path / "huge.json"
    with huge.open("wb") as out:
        out.truncate(MAX_BATTLE_BYTES + 1)
    with pytest.raises(BattleFileError) as refused:
        load_battle(huge)
    assert str(refused.value).startswith(f"{huge}: is too large")
    assert "40 MB" in str(refused.value)


def test_older_versions_open_through_the_migrations(monkeypatch: pytest.MonkeyPatch) -> None:
    # Version 1 is the first; a later version's migration runs on a version 1 file.
    data = _data()
    old_name = data.pop("name")
    data["title"] = old_name

    def rename(document: dict[str, Any]) -> dict[str, Any]:
        document = dict(document)
        document["name"] = document.pop("title")
        document["version"] = 2
        return document

    later = replace(battle_file.BATTLE, version=2, migrations=(rename,))
    monkeypatch.setattr(battle_file, "BATTLE", later)
    data["version"] = 1
    assert battle_from_data(data).name == "Friday night"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 100) | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_damage_is_a_battle_file_error_or_a_battle(data: st.DataObject) -> None:
    document: Any = _data()
    # Walk down to a random place and put a random value there.
    target = document
    while True:
        keys = list(target) if isinstance(target, dict) else list(range(len(target)))
        if not keys:
            break
        key = data.draw(st.sampled_from(keys))
        child = target[key]
        if not isinstance(child, dict | list) or data.draw(st.booleans()):
            target[key] = data.draw(json_values)
            break
        target = child
    try:
        battle = battle_from_data(document, "b.json")
    except BattleFileError as error:
        assert str(error).startswith("b.json: ") and "\n" not in str(error)
    else:
        assert battle_from_data(battle_to_data(battle)) == battle
