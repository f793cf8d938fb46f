"""One wording of a wrong value of each kind in every file a player keeps: the same bad value in a
scenario, a roster, a crew and a battle file of each game (the three and the example game) reads
the same after its path ("sides[1].states[0].prone: must be true or false (found 3)")."""

from __future__ import annotations

import contextlib
import copy
import functools
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.roster.files import RosterFileError, roster_from_data
from gangfight_gui.roster.night.battle import EntryRef, side_of, start_battle
from gangfight_gui.roster.night.battle_file import battle_from_data, battle_to_data
from gangfight_gui.roster.night.count import CrewCount
from gangfight_gui.roster.night.crew import crew_from_data, crew_to_data, drawn_crew
from gangfight_gui.roster.night.draw import DrawPlan
from gangfight_gui.roster.night.entries import entries_of
from gangfight_gui.rules.engine.paths import get_path, set_path
from gangfight_gui.rules.engine.sources import SeededDice
from gangfight_gui.rules.game import AnyGame, find_game
from gangfight_gui.rules.kinds import (
    AUTO_WHOLE,
    CHOICE,
    NUMBER,
    OPTIONAL_NUMBER,
    OPTIONAL_WHOLE,
    RELATIVE_OR_WHOLE,
    TEXT,
    TEXT_LIST,
    WHOLE,
    WORD_OR_WHOLE,
    YES_NO,
    Kind,
)
from tests.every_game import EXAMPLE, MATCHUP_GAMES, pair_data
from tests.helpers.example_game import example_on_path

_BOUND = r"-?[\d,]+(?:\.\d+)?[+\"]?"
_RANGE = (
    rf"(?: from {_BOUND} to {_BOUND}| of at least {_BOUND}| of at most {_BOUND}"
    rf"| above {_BOUND}(?: and at most {_BOUND})?)?(?: [a-z]+)?"
)
_CHOICE = r'"[^"]*"(?: \([^)]*\))?'
_CHOICES = rf"{_CHOICE}(?:, {_CHOICE})*"
_WORDS = r'"[^"]*"(?:, "[^"]*")*'
WORDING: dict[Kind, tuple[object, str]] = {
    WHOLE: (True, rf"must be a whole number{_RANGE} \(found true\)"),
    OPTIONAL_WHOLE: (True, rf"must be a whole number{_RANGE}, or none \(found true\)"),
    NUMBER: (True, rf"must be a number{_RANGE} \(found true\)"),
    OPTIONAL_NUMBER: (True, rf"must be a number{_RANGE}, or none \(found true\)"),
    TEXT: (3, r"must be text of at most [\d,]+ characters \(found 3\)"),
    TEXT_LIST: (
        [3],
        rf"must be a list of at most [\d,]+ (?:texts of at most [\d,]+ characters each|of "
        rf"{_CHOICES}) \(found \[3\]\)",
    ),
    YES_NO: (3, r"must be true or false \(found 3\)"),
    CHOICE: ("nope", rf'must be one of {_CHOICES} \(found "nope"\)'),
    AUTO_WHOLE: (True, rf'must be "auto" or a whole number{_RANGE} \(found true\)'),
    WORD_OR_WHOLE: ("nope", rf'must be {_WORDS} or a whole number{_RANGE} \(found "nope"\)'),
    RELATIVE_OR_WHOLE: ("nope", rf'must be {_WORDS} or a whole number{_RANGE} \(found "nope"\)'),
}
"""Each kind's bad value, and the whole of what every file says after the field's path."""

CREW: dict[Kind, tuple[str, ...]] = {
    WHOLE: ("cost", "draw.seed", "source.picked.0", "draw.odds.count.0.0"),
    OPTIONAL_WHOLE: ("draw.odds.cost.limit",),
    TEXT: ("source.roster", "source.file", "draw.odds.chances.0.name"),
    TEXT_LIST: ("draw.always", "draw.never"),
}
"""Where each kind sits in a crew file of any game (docs/files.md, Crew files)."""
BATTLE: dict[Kind, tuple[str, ...]] = {
    WHOLE: ("round", "log.0.round", "log.0.dice.0", "log.0.targets.0.index"),
    NUMBER: ("log.0.odds.0.probability", "log.0.odds.0.scale"),
    TEXT: ("name", "sides.0.source.file", "log.0.how", "log.0.targets.0.name"),
    TEXT_LIST: ("log.0.steps",),
    YES_NO: ("log.0.odds.0.expected",),
    CHOICE: ("sides.0.source.kind", "log.0.kind", "log.0.odds.0.tone"),
}
"""Where each kind sits in a battle file of any game, besides each entry's state fields."""

Told = tuple[str, str]
"""A refused value's path as the message names it, and the message."""


def _bracketed(path: str) -> str:
    """``log.0.dice.0`` as a message names it: ``log[0].dice[0]``."""
    return re.sub(r"\.(\d+)", r"[\1]", path)


def _after_path(path: str, message: str) -> str:
    """What ``message`` says after the field's path."""
    head = f"{_bracketed(path)}: "
    assert head in message, (path, message)
    return message[message.index(head) + len(head) :]


def _scenario(game: AnyGame) -> dict[str, Any]:
    first, second = (roster_from_data(data) for data in pair_data(game.key))
    made = next(iter(game.pair_scenarios(entries_of(first)[0], entries_of(second)[0])))
    return copy.deepcopy(dict(made))


def _scenario_faults(game: AnyGame, kind: Kind) -> Iterator[Told]:
    """Each field of ``kind`` the game's scenario reads, given the kind's bad value: its
    circumstances, and the attacker's fields and its first weapon's, where the fight reads
    them (a field the fight set up does not read takes anything)."""
    scenario = _scenario(game)
    attacker = scenario.get("attacker", {})
    weapons = attacker.get("weapons") or [{}]
    paths = [spec.key for spec in game.scenario_fields if spec.kind is kind]
    paths += [
        f"attacker.{s.key}" for s in game.model_fields if s.kind is kind and s.key in attacker
    ]
    paths += [
        f"attacker.weapons.0.{spec.key}"
        for spec in game.weapon_fields
        if spec.kind is kind and spec.key in weapons[0]
    ]
    bad, _ = WORDING[kind]
    for path in paths:
        wrong = copy.deepcopy(scenario)
        set_path(wrong, path, bad)
        try:
            game.read_scenario(wrong)
        except ValueError as error:
            yield path, str(error)


def _roster_faults(game: AnyGame, kind: Kind) -> Iterator[Told]:
    """Each field of ``kind`` of a roster, an entry and a weapon, given the kind's bad value."""
    data = _plain(pair_data(game.key)[0])
    paths = [spec.key for spec in game.roster_fields if spec.kind is kind]
    paths += [f"models.0.{spec.key}" for spec in game.model_fields if spec.kind is kind]
    if data["models"][0].get("weapons"):
        paths += [f"models.0.weapons.0.{s.key}" for s in game.weapon_fields if s.kind is kind]
    bad, _ = WORDING[kind]
    for path in paths:
        wrong = _plain(data)
        set_path(wrong, path, bad)
        with pytest.raises(RosterFileError) as caught:
            roster_from_data(wrong, "roster.json")
        assert caught.value.field == _bracketed(path)
        # a roster names the entry and the field's label ("fighter 1 (Vorne): WS must be …")
        # where the others name the path: what follows the label is what follows a path
        message = str(caught.value)
        yield path, f"{_bracketed(path)}: {message[message.index('must be ') :]}"


def _plain(data: dict[str, Any]) -> dict[str, Any]:
    """A copy of a file's JSON as read from its text: no list shared by two entries."""
    copied: dict[str, Any] = json.loads(json.dumps(data))
    return copied


def _specs(game: AnyGame) -> tuple[Any, ...]:
    return (*game.roster_fields, *game.model_fields, *game.weapon_fields)


@functools.cache
def _crew(key: str) -> dict[str, Any]:
    """A crew drawn from the game's first sample, with its odds, as its file holds it."""
    roster = roster_from_data(pair_data(key)[0])
    plan = DrawPlan(CrewCount.parse("1+D3"), len(entries_of(roster)), frozenset({0}))
    return crew_to_data(drawn_crew(roster, plan, 3))


@functools.cache
def _battle(key: str) -> dict[str, Any]:
    """A battle of the game's two samples after one attack, as its file holds it."""
    game = find_game(key)
    mine, theirs = (roster_from_data(data) for data in pair_data(key))
    battle = start_battle(side_of(mine), side_of(theirs))
    attacker, target = EntryRef(0, 0), EntryRef(1, 0)
    for attack in game.attack_kinds:
        choices = game.choices(battle.entry(attacker), [battle.entry(target)], attack.key)
        if choices:
            roll = game.resolve(game.read_scenario(choices[0].scenario), SeededDice(5))
            after = battle.apply_roll(attacker, [target], choices[0].scenario, roll).after
            return battle_to_data(after)
    raise AssertionError(f"{key}: no attack between the samples' first entries")


def _file_faults(
    data: dict[str, Any], paths: tuple[str, ...], kind: Kind, read: Callable[..., object]
) -> Iterator[Told]:
    bad, _ = WORDING[kind]
    for path in paths:
        wrong = _plain(data)
        parent, _, last = path.rpartition(".")
        holder: Any = get_path(wrong, parent) if parent else wrong
        assert last in holder if isinstance(holder, dict) else int(last) < len(holder), path
        set_path(wrong, path, bad)
        with pytest.raises(RosterFileError) as caught:
            read(wrong, "night.json")
        assert caught.value.field == _bracketed(path)
        yield path, str(caught.value)


def _crew_faults(game: AnyGame, kind: Kind) -> Iterator[Told]:
    yield from _file_faults(_crew(game.key), CREW.get(kind, ()), kind, crew_from_data)


def _battle_faults(game: AnyGame, kind: Kind) -> Iterator[Told]:
    """The battle's own fields of ``kind``, and each entry state field of it (R25, N17, W17)."""
    states = [f"sides.1.states.0.{s.key}" for s in game.model_fields if s.state and s.kind is kind]
    paths = (*BATTLE.get(kind, ()), *states)
    yield from _file_faults(_battle(game.key), paths, kind, battle_from_data)


FILES: dict[str, Callable[[AnyGame, Kind], Iterator[Told]]] = {
    "scenario": _scenario_faults,
    "roster": _roster_faults,
    "crew": _crew_faults,
    "battle": _battle_faults,
}


def _told(game: AnyGame, kind: Kind) -> set[str]:
    """The files of ``game`` that tell ``kind``'s bad value, each told in the kind's words."""
    _, wording = WORDING[kind]
    told = set()
    for name, faults in FILES.items():
        for path, message in faults(game, kind):
            after = _after_path(path, message)
            if name == "scenario":  # whether null is a value is the scenario reader's own
                # (Gangfight's fall_distance takes it, WarStrike's models left does not)
                loose = wording.replace(", or none", "").replace(
                    r" \(found", r"(?:, or none)? \(found"
                )
                assert re.fullmatch(loose, after), message
            else:
                assert re.fullmatch(wording, after), (name, path, message)
            told.add(name)
    return told


@pytest.mark.parametrize("kind", list(WORDING), ids=repr)
def test_a_bad_value_of_a_kind_reads_alike_in_every_file_of_every_game(
    kind: Kind, example_game: Path
) -> None:
    told = set()
    for key in MATCHUP_GAMES:
        with example_on_path(example_game) if key == EXAMPLE else contextlib.nullcontext():
            game = find_game(key)
            files = _told(game, kind)
            # every file where the kind sits tells it: the crew's and the battle's own fields in
            # every game, a roster's and a scenario's where the game's fields have the kind
            expected = {name for name, own in (("crew", CREW), ("battle", BATTLE)) if kind in own}
            if any(spec.kind is kind for spec in _specs(game)):
                expected.add("roster")
            if any(spec.kind is kind for spec in game.scenario_fields):
                expected.add("scenario")
            assert expected <= files, (key, expected, files)
            told |= {f"{key} {name}" for name in files}
    assert told  # each kind sits in some file of some game


def test_a_name_that_is_no_text_reads_the_same_in_every_file(matchup_game: AnyGame) -> None:
    # An entry's name given 3 reads alike in a scenario and a roster; a roster's name (at most
    # 200 characters) alike in its roster file, a crew file (the roster picked from) and a
    # battle file (the battle's own name).
    game = matchup_game
    scenario = dict(_scenario_faults(game, TEXT))["attacker.name"]
    roster = dict(_roster_faults(game, TEXT))["models.0.name"]
    assert _after_path("attacker.name", scenario) == _after_path("models.0.name", roster)
    data = _plain(pair_data(game.key)[0])
    data["name"] = 3
    with pytest.raises(RosterFileError) as caught:
        roster_from_data(data, "roster.json")
    named = str(caught.value)
    crew = dict(_crew_faults(game, TEXT))["source.roster"]
    battle = dict(_battle_faults(game, TEXT))["name"]
    assert {
        named[named.index("must be ") :],
        _after_path("source.roster", crew),
        _after_path("name", battle),
    } == {"must be text of at most 200 characters (found 3)"}
