"""What the rules leave a fighter within the fight (N8's odd die), and single changes worth
trying: each row and each change is a scenario ``calc`` reads, its patch the builder's setting."""

from __future__ import annotations

import copy
from fractions import Fraction as F

from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.necromunda.outcome import calculate
from gangfight_gui.rules.necromunda.scenario import read_scenario
from tests.rules.necromunda.profiles import PAGE_SCENARIO, fighter, scenario, set_paths

GAME = find_game("necromunda")

EXAMPLE_3 = scenario(
    fighter("A", "Power edge", "Chain blade", s=4, a=2),
    fighter("T", t=4, sv=4, flesh_wounds=2),
    weapons=["Power edge", "Chain blade"],
)


def test_odd_die_table_shows_both_ways_the_auto_pick_starred() -> None:
    outcome = GAME.calculate(GAME.read_scenario(EXAMPLE_3))
    (table,) = GAME.advice(outcome)
    assert table.ruling == "N8" and "this program's reading" in table.note
    assert table.columns[:2] == ("Attack dice", "T out of action")
    assert [row.cells[0] for row in table.rows] == [
        "Power edge (2 dice) + Chain blade (1 die)",
        "Power edge (1 die) + Chain blade (2 dice)",
    ]
    assert [row.best for row in table.rows] == [True, False]
    assert [row.patch for row in table.rows] == [{"extra_die": "0"}, {"extra_die": "1"}]
    # The page's example 3: out of action 97615/419904 with the odd die to the Power edge.
    first = calculate(read_scenario(set_paths(EXAMPLE_3, table.rows[0].patch)))
    assert first.action.states["out_of_action"] == F(97615, 419904)
    assert table.rows[0].cells[1] == "23.2%"
    second = calculate(read_scenario(set_paths(EXAMPLE_3, table.rows[1].patch)))
    assert table.rows[1].cells[3] == f"{second.action.damage.mean:.2f}"


def test_no_table_without_a_real_choice() -> None:
    """One weapon, an even split, two weapons alike, an explicit split: nothing to choose."""
    for data in (
        scenario(fighter("A", "Knife", a=2), fighter("T"), weapons=["Knife"]),
        EXAMPLE_3 | {"charging": True},
        scenario(
            fighter("A", "Knife", a=2)
            | {
                "weapons": [
                    {"name": "Knife", "strength": "S", "traits": ["melee"]},
                    {"name": "Knife 2", "strength": "S", "traits": ["melee"]},
                ]
            },
            fighter("T"),
            weapons=["Knife", "Knife 2"],
        ),
        EXAMPLE_3 | {"attack_dice": {"Power edge": 1, "Chain blade": 2}},
    ):
        assert GAME.advice(GAME.calculate(GAME.read_scenario(data))) == ()


def test_the_targets_odd_die_for_its_reaction() -> None:
    data = scenario(
        fighter("A", w=2, sv=4),  # the Power edge's AP −2 makes its die worth more
        fighter("T", "Power edge", "Chain blade", s=4, a=2),
        reaction={"enabled": True, "weapons": ["Power edge", "Chain blade"]},
    )
    (table,) = GAME.advice(GAME.calculate(GAME.read_scenario(data)))
    assert table.title == "Reaction: T's odd Attack die"
    assert table.columns[1] == "A out of action"
    assert [row.patch for row in table.rows] == [
        {"reaction.extra_die": "0"},
        {"reaction.extra_die": "1"},
    ]
    assert sum(row.best for row in table.rows) == 1


def test_what_ifs_are_single_changes_with_patches() -> None:
    data = copy.deepcopy(PAGE_SCENARIO) | {"charging": False, "turn_to_face": True}
    found = {w.label: w for w in GAME.what_ifs(data)}
    assert list(found) == [
        "charging (+1 Attack die)",
        "not turning to face (no −1 to hit)",
        "one more assist (+1 to hit)",
        "fighting with Chain blade",
        "fighting with Stub pistol",
        "fighting with Unarmed",  # not "Chain blade + Stub pistol": that is the fight now
        "an Attack more (A 3)",
        "WS 2+ instead of 3+",
    ]
    for label, change in found.items():
        GAME.calculate(GAME.read_scenario(change.scenario))
        if change.patch is not None:
            assert change.scenario == set_paths(data, change.patch), label
        else:  # a profile change: only the attacker differs
            assert {k: v for k, v in change.scenario.items() if k != "attacker"} == {
                k: v for k, v in data.items() if k != "attacker"
            }
    charge = found["charging (+1 Attack die)"]
    before = GAME.score(GAME.calculate(GAME.read_scenario(data)))
    assert GAME.score(GAME.calculate(GAME.read_scenario(charge.scenario))) > before
    assert found["fighting with Chain blade"].patch == {"weapons": ["Chain blade"]}


def test_what_ifs_only_where_they_change_something() -> None:
    data = scenario(fighter("A", ws=2, a=20), fighter("T"), assists=0)
    labels = [w.label for w in GAME.what_ifs(data | {"charging": True})]
    assert labels == []  # a 2+ already, A at this program's limit, unarmed only
    assert GAME.what_ifs({"game": "necromunda"}) == ()
    interfered = [w.label for w in GAME.what_ifs(data | {"interference": 2})]
    assert "one interference less (+1 to hit)" in interfered
