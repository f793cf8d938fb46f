"""One set of roster records per game, made from its field specs alone.

Each test runs for every game: the three built in and "skirmish", registered as a separately
installed plugin is, whose fields use every kind a spec may have.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from gangfight_gui.roster.files import roster_from_json, roster_to_data
from gangfight_gui.roster.roster import (
    Entry,
    EntryError,
    Roster,
    models_of,
    new_entry,
    new_roster,
    new_weapon,
)
from gangfight_gui.rules.engine.limits import (
    MAX_MODELS,
    MAX_NAME_CHARS,
    MAX_NOTES_CHARS,
    MAX_WEAPONS,
)
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.kinds import WHOLE
from tests import skirmish_game
from tests.every_game import sample_data


def _read(data: dict[str, Any]) -> Roster:
    return roster_from_json(json.dumps(data), "test.json")


def test_each_game_has_its_own_records_made_from_its_specs(every_game: str) -> None:
    game = find_game(every_game)
    models = models_of(every_game)
    entry_keys = list(new_entry(every_game, "One").to_json())
    weapon_keys = [s.key for s in models.weapon.specs]
    assert entry_keys == [*(s.key for s in models.entry.specs), "weapons"]
    assert {s.key for s in game.model_fields} <= set(entry_keys)
    assert {s.key for s in game.weapon_fields} <= set(weapon_keys)
    entry = new_entry(every_game, "One")
    for record in (new_roster(every_game), entry, new_weapon(entry, "Stick")):
        with pytest.raises(AttributeError, match="immutable"):
            record.name = "Other"  # type: ignore[misc]
        with pytest.raises(EntryError, match="is not a field"):
            record.with_value("flavour", "spicy")


def test_a_sample_reads_as_its_games_model_and_writes_back_the_same(every_game: str) -> None:
    data = sample_data(every_game)
    roster = _read(data)
    assert isinstance(roster, models_of(every_game).roster)
    assert roster.game == every_game
    assert all(isinstance(entry, models_of(every_game).entry) for entry in roster.models)
    again = _read(roster_to_data(roster))
    assert again == roster
    assert roster_to_data(again) == roster_to_data(roster)


def test_every_field_is_written_defaults_included(every_game: str) -> None:
    roster = _read(sample_data(every_game))
    entry = roster.models[-1].to_json()
    assert list(entry) == [*(s.key for s in type(roster.models[-1]).specs), "weapons"]


def test_entries_are_immutable_and_hashable(every_game: str) -> None:
    entry = _read(sample_data(every_game)).models[0]
    with pytest.raises(AttributeError):
        entry.name = "Someone else"  # type: ignore[misc]
    assert hash(entry) == hash(entry.with_value("name", entry.name))
    assert entry.with_value("name", entry.name) == entry


def test_an_edit_is_a_validated_copy_never_clamped(every_game: str) -> None:
    entry = _read(sample_data(every_game)).models[0]
    spec = next(s for s in type(entry).specs if s.kind is WHOLE and s.maximum is not None)
    with pytest.raises(EntryError):
        entry.with_value(spec.key, spec.maximum + 1)
    with pytest.raises(EntryError):
        entry.with_value(spec.key, str(spec.maximum))  # "6" is not 6
    with pytest.raises(EntryError):
        entry.with_value(spec.key, True)  # nor is true
    changed = entry.with_value(spec.key, spec.maximum)
    assert changed.value_of(spec.key) == spec.maximum
    assert entry.value_of(spec.key) != spec.maximum or entry == changed


def test_a_new_entry_and_weapon_take_the_games_defaults(every_game: str) -> None:
    entry = new_entry(every_game, "Newcomer")
    for spec in type(entry).specs:
        if spec.key != "name" and spec.default is not None:
            value = entry.value_of(spec.key)
            assert value == (
                tuple(spec.default) if isinstance(spec.default, list) else spec.default
            )
    weapon = new_weapon(entry, "Stick")
    assert weapon.name == "Stick"
    armed = entry.with_weapons([weapon])
    assert armed.weapons == (weapon,)


def test_names_are_trimmed_and_never_blank(every_game: str) -> None:
    entry = new_entry(every_game, "  Padded  ")
    assert entry.name == "Padded"
    with pytest.raises(EntryError):
        entry.with_value("name", "   ")


def test_an_edit_of_a_big_roster_reads_the_edited_entry_alone(
    every_game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = new_entry(every_game, "One")
    roster = new_roster(every_game).with_models(
        first.with_value("name", f"E{i}") for i in range(1_000)
    )
    read = type(first)._read
    reads: list[object] = []

    def counted(value: object) -> Entry:
        reads.append(value)
        entry: Entry = read(value)
        return entry

    monkeypatch.setattr(type(first), "_read", staticmethod(counted))
    changed = roster.replace_model(5, roster.models[5].with_value("name", "Five"))
    assert len(reads) == 1
    assert changed.models[5].name == "Five"
    kept = [i for i, (a, b) in enumerate(zip(changed.models, roster.models, strict=True)) if a is b]
    assert kept == [i for i in range(1_000) if i != 5]


def test_a_roster_refuses_an_entry_of_another_game() -> None:
    gang = new_roster("necromunda")
    with pytest.raises(EntryError):
        gang.with_models([new_entry("warstrike", "Pikemen")])


def test_the_cost_is_the_entries_and_their_weapons_in_the_games_field(every_game: str) -> None:
    roster = _read(sample_data(every_game))
    key = find_game(every_game).cost_key
    expected = 0
    for entry in roster_to_data(roster)["models"]:
        expected += entry.get(key) or 0
        expected += sum(weapon.get(key) or 0 for weapon in entry["weapons"])
    assert roster.total_cost == expected > 0


# --- the Limits table, in every game (README, "Limits"; rules/engine/limits.py) --------------


def _with_entries(data: dict[str, Any], count: int) -> dict[str, Any]:
    first = data["models"][0]
    return {**data, "models": [{**first, "name": f"E{i}"} for i in range(count)]}


@pytest.mark.slow
def test_a_roster_of_10000_entries_reads_and_10001_is_refused(every_game: str) -> None:
    data = sample_data(every_game)
    assert len(_read(_with_entries(data, MAX_MODELS)).models) == MAX_MODELS
    noun = find_game(every_game).entry_noun
    with pytest.raises(ValueError, match=f"has 10,001 {noun}s; a roster holds at most 10,000"):
        _read(_with_entries(data, MAX_MODELS + 1))


def test_notes_of_10000_characters_are_kept_and_10001_refused(every_game: str) -> None:
    data = sample_data(every_game)
    first = data["models"][0]
    long = {**data, "models": [{**first, "notes": "n" * MAX_NOTES_CHARS}]}
    assert _read(long).models[0].value_of("notes") == "n" * MAX_NOTES_CHARS
    longer = {**data, "models": [{**first, "notes": "n" * (MAX_NOTES_CHARS + 1)}]}
    noun = find_game(every_game).entry_noun
    with pytest.raises(
        ValueError, match=f"{noun} 1 .*: Notes must be text of at most 10,000 characters"
    ):
        _read(longer)
    roster_notes = {**data, "notes": "r" * (MAX_NOTES_CHARS + 1)}
    with pytest.raises(ValueError, match="the roster's notes must be text of at most 10,000"):
        _read(roster_notes)


def test_a_name_of_200_characters_is_kept_and_201_refused(every_game: str) -> None:
    data = sample_data(every_game)
    first = data["models"][0]
    spec = next(s for s in find_game(every_game).model_fields if s.key == "name")
    longest = min(MAX_NAME_CHARS, spec.maximum or MAX_NAME_CHARS)
    named = {**data, "models": [{**first, "name": "x" * longest}]}
    assert _read(named).models[0].name == "x" * longest
    with pytest.raises(ValueError, match=f"{spec.label} must be text of at most {longest}"):
        _read({**data, "models": [{**first, "name": "x" * (longest + 1)}]})


def test_twenty_weapons_are_carried_and_twenty_one_refused(every_game: str) -> None:
    entry = new_entry(every_game, "Armoury")
    weapons = [new_weapon(entry, f"Knife {i}") for i in range(MAX_WEAPONS + 1)]
    assert len(entry.with_weapons(weapons[:MAX_WEAPONS]).weapons) == MAX_WEAPONS
    with pytest.raises(EntryError):
        entry.with_weapons(weapons)


def test_a_roster_past_the_limit_cannot_be_made_by_editing_either(every_game: str) -> None:
    roster = new_roster(every_game)
    entry = new_entry(every_game, "One")
    full = roster.with_models([entry] * MAX_MODELS)
    with pytest.raises(EntryError):
        full.insert_model(0, entry)


# --- the plugin game: field kinds the built-in games do not use ----------------------------


@pytest.fixture
def skirmish() -> Any:
    with skirmish_game.installed():
        yield


@pytest.mark.usefixtures("skirmish")
def test_a_key_python_keeps_is_read_and_written_by_its_file_key() -> None:
    roster = _read(skirmish_game.SAMPLE)
    captain = roster.models[0]
    assert captain.value_of("class") == "horse"
    assert captain.to_json()["class"] == "horse"
    assert roster.value_of("banner") == "The grey hawk"
    assert roster_to_data(roster)["era"] == "old"


@pytest.mark.usefixtures("skirmish")
def test_every_kind_of_field_reads_from_the_file() -> None:
    captain, bea, cal = _read(skirmish_game.SAMPLE).models
    assert captain.value_of("tricks") == ("Feint", "Parry")
    assert captain.value_of("veteran") is True
    assert captain.value_of("armour") == 4 and bea.value_of("armour") is None
    assert cal.value_of("height") == 1.8 and bea.value_of("height") == 1.5
    assert captain.weapons[1].value_of("notes") == "Twelve arrows"
    assert captain.full_cost == 40 + 5 + 8


@pytest.mark.usefixtures("skirmish")
@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("class", "chariot"),
        ("veteran", "yes"),
        ("armour", 1),
        ("height", "tall"),
        ("tricks", "Feint"),
        ("tricks", ["x" * 31]),
        ("tricks", ["t"] * 51),
    ],
)
def test_each_kind_refuses_what_it_does_not_take(key: str, value: object) -> None:
    entry: Entry = new_entry(skirmish_game.KEY, "Tester")
    with pytest.raises(EntryError):
        entry.with_value(key, value)


@pytest.mark.usefixtures("skirmish")
def test_a_list_is_trimmed_of_blanks() -> None:
    entry = new_entry(skirmish_game.KEY, "Tester").with_value("tricks", [" Feint ", "", "  "])
    assert entry.value_of("tricks") == ("Feint",)
