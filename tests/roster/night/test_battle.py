"""The battle model: picks, rolls applied as the game's ``after`` says, edits, rounds, undo."""

from __future__ import annotations

import pytest

from gangfight_gui.roster.files import load_roster, roster_from_data
from gangfight_gui.roster.night.battle import (
    AttackRecord,
    BattleError,
    EditRecord,
    EntryRef,
    FightRefused,
    RoundRecord,
    side_of,
    side_of_crew,
    start_battle,
    state_fields,
)
from gangfight_gui.roster.night.crew import picked_crew
from gangfight_gui.rules.engine.sources import TypedDice
from gangfight_gui.rules.game import Figure
from tests.conftest import ROSTERS
from tests.night_game import roster_data
from tests.roster.night.battles import (
    BLUE,
    CAPTAIN,
    CHIEF,
    GUARD,
    RED,
    RUNT,
    SPEAR,
    duel_battle,
    fight,
)


def test_a_battle_starts_from_each_entrys_roster_state() -> None:
    battle = duel_battle()
    assert battle.name == "Reds against Blues" and battle.round == 1 and battle.log == ()
    assert [s.key for s in state_fields(battle.rules)] == ["wounds_taken", "prone", "status"]
    assert dict(battle.state(CAPTAIN)) == {"wounds_taken": 0, "prone": False, "status": "standing"}
    assert battle.state(GUARD)["wounds_taken"] == 1  # as its roster entry holds it
    assert battle.entry(SPEAR)["weapons"][0]["name"] == "Spear"
    assert battle.entry_state(GUARD).summary == "1 wounds taken"
    assert battle.refs(0) == (CAPTAIN, SPEAR, RUNT)


def test_a_roll_changes_its_target_as_after_says_and_is_logged() -> None:
    battle = duel_battle()
    change = fight(battle, CAPTAIN, [CHIEF], [6, 4, 1])
    assert change.text == "Apply roll: Red Captain → Blue Chief"
    assert change.before is battle
    after = change.after
    # T1/T2: two hits of three dice, a 6 knocks down; 2 of 3 wounds is not down yet.
    assert dict(after.state(CHIEF)) == {"wounds_taken": 2, "prone": True, "status": "standing"}
    assert after.state(CAPTAIN) == battle.state(CAPTAIN)  # the attacker does not change
    assert after.entry(CHIEF)["wounds_taken"] == 2  # the next fight reads the new state
    (record,) = after.log
    assert isinstance(record, AttackRecord)
    assert (record.round, record.attacker, record.targets) == (1, CAPTAIN, (CHIEF,))
    assert (record.attacker_name, record.target_names) == ("Red Captain", ("Blue Chief",))
    assert record.how == "Red Captain strikes Blue Chief (bare hands)"
    assert record.dice == (6, 4, 1)
    assert record.steps == ("  Hit roll (4+): [6] [4] 1 = 2 hits",)
    # The odds it had: P(3 dice at 4+ make 3 hits) = 1/8; expected hits 1.5.
    assert record.odds == (
        Figure("p_down", "Down", 0.125),
        Figure("hits.mean", "Expected hits", 1.5, True),
    )
    (changed,) = record.changes
    assert (changed.ref, changed.name) == (CHIEF, "Blue Chief")
    assert dict(changed.before) == {"wounds_taken": 0, "prone": False}
    assert dict(changed.after) == {"wounds_taken": 2, "prone": True}
    assert battle.log == () and battle.state(CHIEF)["wounds_taken"] == 0  # values, untouched


def test_three_attacks_then_the_down_and_the_dead_are_refused_with_the_ruling() -> None:
    battle = fight(duel_battle(), CAPTAIN, [GUARD], [4, 1, 1]).after
    assert battle.state(GUARD)["status"] == "down"  # 1 + 1 of 2 wounds (T2)
    with pytest.raises(FightRefused, match=r"^Blue Guard cannot attack: down \(T3\)$"):
        battle.check_fight(GUARD, [RUNT])
    battle.check_fight(SPEAR, [GUARD])  # a fighter down may still be attacked
    game = battle.rules
    late = game.choices(battle.entry(RUNT), [battle.entry(GUARD)], "strike")[0].scenario
    roll = game.resolve(game.read_scenario(late), TypedDice([6]))
    battle = fight(battle, SPEAR, [GUARD], [5, 1, 1], weapon="Spear").after
    assert dict(battle.state(GUARD)) == {"wounds_taken": 3, "prone": False, "status": "dead"}
    with pytest.raises(FightRefused, match=r"^Blue Guard cannot be attacked: dead \(T3\)$"):
        battle.apply_roll(RUNT, [GUARD], late, roll)  # a roll made before it died
    with pytest.raises(FightRefused, match="cannot attack: dead"):
        battle.check_fight(GUARD, [CAPTAIN])
    assert len(battle.log) == 2


def test_picks_that_are_no_fight() -> None:
    battle = duel_battle()
    with pytest.raises(BattleError, match="Red Captain cannot attack itself"):
        battle.check_fight(CAPTAIN, [CAPTAIN])
    with pytest.raises(BattleError, match="a target is picked twice"):
        battle.check_fight(CAPTAIN, [CHIEF, CHIEF])
    with pytest.raises(BattleError, match="pick a target"):
        battle.check_fight(CAPTAIN, [])
    with pytest.raises(BattleError, match="no entry 3 on side 2"):
        battle.check_fight(CAPTAIN, [EntryRef(1, 2)])


def test_an_attack_on_several_targets_changes_each_in_the_rolls_order() -> None:
    change = fight(duel_battle(), SPEAR, [CHIEF, GUARD], [6, 6, 1, 2])
    assert change.text == "Apply roll: Red Spear → Blue Chief, Blue Guard"
    after = change.after
    assert dict(after.state(CHIEF)) == {"wounds_taken": 2, "prone": True, "status": "standing"}
    assert dict(after.state(GUARD)) == {"wounds_taken": 1, "prone": False, "status": "standing"}
    (record,) = after.log
    assert isinstance(record, AttackRecord)
    assert [c.name for c in record.changes] == ["Blue Chief"]  # Blue Guard did not change
    assert record.steps == (
        "  Blue Chief: Hit roll (4+): [6] [6] = 2 hits",
        "  Blue Guard: Hit roll (4+): 1 2 = 0 hits",
    )


def test_a_roll_whose_after_names_other_targets_is_refused() -> None:
    battle = duel_battle()
    game = battle.rules
    scenario = game.choices(battle.entry(CAPTAIN), [battle.entry(CHIEF)], "strike")[0].scenario
    roll = game.resolve(game.read_scenario(scenario), TypedDice([1, 1, 1]))
    with pytest.raises(BattleError, match="the roll has 1 targets where 2 were picked"):
        battle.apply_roll(CAPTAIN, [CHIEF, GUARD], scenario, roll)


def test_hand_edits_are_checked_named_and_logged() -> None:
    battle = fight(duel_battle(), CAPTAIN, [CHIEF], [6, 1, 1]).after
    change = battle.edit_state(CHIEF, {"prone": False}, "stood up")
    assert change.text == "Edit Blue Chief: Prone yes → no"
    after = change.after
    assert after.state(CHIEF)["prone"] is False
    record = after.log[-1]
    assert isinstance(record, EditRecord) and record.note == "stood up"
    assert dict(record.changes[0].after) == {"prone": False}
    status = battle.edit_state(CHIEF, {"status": "down", "wounds_taken": 3})
    assert status.text == "Edit Blue Chief: Wounds taken 1 → 3, Status Standing → Down"
    with pytest.raises(BattleError, match="Blue Chief: Status: must be one of"):
        battle.edit_state(CHIEF, {"status": "asleep"})
    with pytest.raises(BattleError, match="'dice' is not a state field"):
        battle.edit_state(CHIEF, {"dice": 6})
    with pytest.raises(BattleError, match="Wounds taken: must be a whole number from 0 to 99"):
        battle.edit_state(CHIEF, {"wounds_taken": -1})
    assert battle.edit_state(CHIEF, {"prone": True}).text == "Edit Blue Chief: no change"


def test_rounds_and_names() -> None:
    change = duel_battle().next_round()
    assert (change.text, change.after.round, change.after.log) == ("Round 2", 2, (RoundRecord(2),))
    fought = fight(change.after, CAPTAIN, [CHIEF], [1, 1, 1]).after
    assert fought.log[-1].round == 2
    renamed = fought.renamed("  Friday   night ")
    assert (renamed.text, renamed.after.name) == ("Rename battle to Friday night", "Friday night")
    with pytest.raises(BattleError, match="needs a name"):
        fought.renamed("  ")


def test_undo_is_putting_back_the_battle_before() -> None:
    # What the window's undo command does with a BattleChange: redo → undo → redo.
    battle = duel_battle()
    steps = [
        lambda b: fight(b, CAPTAIN, [CHIEF], [6, 6, 6]),
        lambda b: b.edit_state(CHIEF, {"prone": False}),
        lambda b: b.next_round(),
    ]
    history = []
    for make in steps:
        change = make(battle)
        history.append(change)
        battle = change.after
    for change in reversed(history):
        assert battle == change.after
        battle = change.before
    assert battle == duel_battle()
    for change in history:
        assert battle == change.before
        battle = change.after
    assert battle.state(CHIEF)["status"] == "down" and battle.round == 2


def test_sides_of_two_games_or_an_empty_side_make_no_battle() -> None:
    orcs = load_roster(ROSTERS / "orc_braves.json").roster
    with pytest.raises(BattleError, match=r"two sides of one game \(Reds is Duel, Orc Braves is"):
        start_battle(side_of(roster_from_data(RED)), side_of(orcs))
    empty = roster_from_data(roster_data("Nobody"))
    with pytest.raises(BattleError, match="Nobody has no fighters"):
        start_battle(side_of(roster_from_data(BLUE)), side_of(empty))


def test_a_crew_is_a_side_of_its_entries_only() -> None:
    crew = picked_crew(roster_from_data(RED), [0, 2])
    side = side_of_crew(crew, "reds-crew.json")
    assert (side.source.kind, side.source.file) == ("crew", "reds-crew.json")
    battle = start_battle(side, side_of(roster_from_data(BLUE)))
    assert [battle.name_of(r) for r in battle.refs(0)] == ["Red Captain", "Red Runt"]
