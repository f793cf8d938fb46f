"""Game night with each real game, through the protocol alone: a crew drawn with a seed, a
battle, three attacks with typed-in dice, undo, save and reopen.

What an attack changes is each game's ``after`` (R25, N17, W17): these tests hold the battle to
it, whatever it says, so they keep holding as the games' rulings are implemented.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from gangfight_gui.roster.files import load_roster
from gangfight_gui.roster.night.battle import (
    AttackRecord,
    Battle,
    BattleChange,
    EntryRef,
    side_of,
    side_of_crew,
    start_battle,
    state_fields,
)
from gangfight_gui.roster.night.battle_file import load_battle, save_battle
from gangfight_gui.roster.night.count import CrewCount
from gangfight_gui.roster.night.crew import drawn_crew
from gangfight_gui.roster.night.draw import DrawPlan
from gangfight_gui.roster.night.entries import entries_of
from gangfight_gui.rules.engine.sources import SeededDice, TypedDice
from gangfight_gui.rules.game import find_game
from tests.conftest import ROSTERS
from tests.roster.night.battles import PAIRS


def attack(battle: Battle, attacker: EntryRef, target: EntryRef, seed: int) -> BattleChange:
    """The best choice of the first offered kind, its dice rolled from ``seed`` and typed in."""
    game = battle.rules
    offered = [o.kind.key for o in game.offers(battle.entry(attacker), battle.entry(target))]
    choices = game.choices(battle.entry(attacker), [battle.entry(target)], offered[0])
    scored = [(game.score(game.calculate(game.read_scenario(c.scenario))), c) for c in choices]
    scenario = max(scored, key=lambda pair: pair[0])[1].scenario
    parsed = game.read_scenario(scenario)
    rolled = game.resolve(parsed, SeededDice(seed))
    faces = [d.face for step in game.roll_steps(rolled) for d in step.dice]
    typed = TypedDice(faces)
    roll = game.resolve(parsed, typed)
    typed.check_all_used()
    before = battle
    change = battle.apply_roll(attacker, [target], scenario, roll)
    after = change.after
    assert change.before is battle
    assert change.text == f"Apply roll: {battle.name_of(attacker)} → {battle.name_of(target)}"
    record = after.log[-1]
    assert isinstance(record, AttackRecord)
    assert record.dice == tuple(faces)
    assert record.how == game.describe(scenario)
    assert record.odds == game.headline(game.calculate(parsed))
    told = game.after(parsed, roll)
    expected = {key: value for key, value in before.state(target).items()}
    if told.targets:
        expected |= dict(told.targets[0])
    assert dict(after.state(target)) == expected
    assert dict(after.state(attacker)) == {**before.state(attacker), **told.attacker}
    return change


@pytest.mark.parametrize("game_key", list(PAIRS))
def test_a_crew_a_battle_three_attacks_undo_save_reopen(game_key: str, tmp_path: Path) -> None:
    mine, theirs = (load_roster(ROSTERS / name).roster for name in PAIRS[game_key])
    game = find_game(game_key)
    size = len(entries_of(mine))
    crew = drawn_crew(mine, DrawPlan(CrewCount.parse("1+D3"), size, frozenset({0})), 22)
    assert crew == drawn_crew(mine, DrawPlan(CrewCount.parse("1+D3"), size, frozenset({0})), 22)
    battle = start_battle(side_of_crew(crew), side_of(theirs), "Game night")
    assert [s.key for s in state_fields(game)] == [s.key for s in game.model_fields if s.state]
    for ref in (*battle.refs(0), *battle.refs(1)):
        entry = battle.entry(ref)
        assert all(entry[s.key] == battle.state(ref)[s.key] for s in state_fields(game))
    battle = attack(battle, EntryRef(0, 0), EntryRef(1, 0), 1).after
    battle = attack(battle, EntryRef(1, 1), EntryRef(0, 0), 2).after
    third = attack(battle, EntryRef(0, len(crew.picked) - 1), EntryRef(1, 1), 3)
    assert len(third.after.log) == 3
    undone = third.before  # what Edit › Undo puts back
    assert undone.log == third.after.log[:2] and undone == battle
    path = tmp_path / "night.json"
    save_battle(undone, path)
    assert load_battle(path).battle == undone
    save_battle(third.after, path)
    assert load_battle(path).battle == third.after
