"""After the game: out of the fight, what each side took and dealt, and its luck."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gangfight_gui.roster.files import load_roster
from gangfight_gui.roster.night.battle import AttackRecord, EntryRef, side_of, start_battle
from gangfight_gui.roster.night.summary import FieldTotal, Luck, side_lines, summarize
from tests.conftest import ROSTERS
from tests.roster.night.battles import PAIRS, evening
from tests.roster.night.test_three_games import attack


def test_each_sides_summary() -> None:
    reds, blues = summarize(evening())
    assert (reds.name, reds.entries, reds.attacks) == ("Reds", 3, 2)
    assert reds.out == (("Red Runt", "1 wounds taken, down"),)
    assert reds.taken == (FieldTotal("Wounds taken", "+1"), FieldTotal("Status", "Down ×1"))
    # The hand edit (Blue Chief stood up) is neither dealt nor taken.
    assert reds.dealt == (
        FieldTotal("Wounds taken", "+4"),
        FieldTotal("Prone", "yes ×1"),
        FieldTotal("Status", "Down ×1"),
    )
    assert blues.taken == reds.dealt and blues.dealt == reds.taken
    assert blues.out == (("Blue Chief", "4 wounds taken, down"),)


def test_luck_is_what_happened_against_the_odds_each_attack_had() -> None:
    reds, blues = summarize(evening())
    # Reds attacked twice: 3 dice at Blue Chief (down 1/8, 1.5 hits; rolled 2 hits, not down),
    # then 2 dice at each of Blue Chief (2 of 3 wounds taken: down 3/4) and Blue Guard (1 of 2:
    # down 3/4), 1 hit expected at each; rolled 2 hits and 0: Blue Chief down, Blue Guard not.
    down, hits = reds.luck_attacking
    assert down == Luck("Down", 1, 1.625, 1 - 1.625, False)
    assert hits == Luck("Expected hits", 4, 3.5, 0.5, True)
    assert down.text == "Down: 1 (1.62 expected, −0.62)"
    # The Blues' defence is the Reds' attack the other way round.
    assert [(x.label, x.luck) for x in blues.luck_defending] == [
        ("Down", 0.625),
        ("Expected hits", -0.5),
    ]
    # Blue Guard's 2 dice at Red Runt (1 wound): down 3/4, 1 hit expected; rolled 1 hit.
    assert blues.luck_attacking == (
        Luck("Down", 1, 0.75, 0.25, False),
        Luck("Expected hits", 1, 1.0, 0.0, True),
    )
    assert reds.luck_defending == (
        Luck("Down", 1, 0.75, -0.25, False),
        Luck("Expected hits", 1, 1.0, 0.0, True),
    )
    assert reds.unknown_luck == 0


def test_an_attack_the_game_cannot_work_out_again_is_left_out_of_the_luck() -> None:
    battle = evening()
    first = battle.log[0]
    assert isinstance(first, AttackRecord)
    damaged = replace(first, dice=(6,))  # too few dice for its roll
    reds, _ = summarize(replace(battle, log=(damaged, *battle.log[1:])))
    assert reds.unknown_luck == 1
    assert reds.luck_attacking[0] == Luck("Down", 1, 1.5, -0.5, False)
    assert side_lines(reds, "fighter")[-1] == (
        "(1 attack left out of the luck: the game could not work its dice out again)"
    )


def test_models_lost_from_a_whole_unit_read_as_casualties() -> None:
    # W17: a unit's empty models left is all of its models; the deckhands (10) lose 4 in one
    # attack, which both sides' summaries count as 4 fewer models, not 6 more.
    watch, reavers = (load_roster(ROSTERS / name).roster for name in PAIRS["warstrike"])
    battle = start_battle(side_of(watch), side_of(reavers))
    deckhands = EntryRef(1, 0)
    assert battle.name_of(deckhands) == "Reaver deckhands"
    assert battle.state(deckhands)["models"] is None
    battle = attack(battle, EntryRef(0, 0), deckhands, 1).after
    assert battle.entry_state(deckhands).summary.startswith("6 of 10 models left")
    watch_summary, reavers_summary = summarize(battle)
    assert reavers_summary.taken[0] == FieldTotal("Models left", "−4")
    assert watch_summary.dealt[0] == FieldTotal("Models left", "−4")
    assert side_lines(reavers_summary, "unit")[2].startswith("Taken: Models left −4, ")


@pytest.mark.parametrize("game_key", list(PAIRS))
def test_every_real_games_attacks_count_in_the_luck(game_key: str) -> None:
    # The log keeps each scenario read-only; every game works its dice out again from it.
    mine, theirs = (load_roster(ROSTERS / name).roster for name in PAIRS[game_key])
    battle = attack(start_battle(side_of(mine), side_of(theirs)), EntryRef(0, 0), EntryRef(1, 0), 1)
    first, second = summarize(battle.after)
    assert first.unknown_luck == 0 and len(first.luck_attacking) >= 1
    assert second.unknown_luck == 0 and len(second.luck_defending) >= 1
    assert "left out of the luck" not in "\n".join(side_lines(first, "entry"))
