"""N8: the odd Attack die is the attacker's choice; ``choice_variants`` offers both ways to give it.

"auto" is only this program's pick between them (the weapon whose die is worth more), so the
builder's Choices tab lists the two splits as rows, like the weapon choices.
"""

from __future__ import annotations

from fractions import Fraction as F
from typing import Any

import pytest

from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.necromunda.outcome import Outcome, calculate
from gangfight_gui.rules.necromunda.scenario import read_scenario
from tests.rules.necromunda.profiles import fighter, scenario

GAME = find_game("necromunda")

EXAMPLE_3 = scenario(
    fighter("A", "Power edge", "Chain blade", s=4, a=2),
    fighter("T", t=4, sv=4, flesh_wounds=2),
    weapons=["Power edge", "Chain blade"],
)
"""The page's worked example 3: n = 2 + 1 = 3 dice for two melee weapons (N6, N7)."""


def _outcome(data: dict[str, Any]) -> Outcome:
    return calculate(read_scenario(data))


def _mean_damage(data: dict[str, Any]) -> F:
    return sum((k * p for k, p in enumerate(_outcome(data).action.damage.fractions())), start=F(0))


def test_two_melee_weapons_with_an_odd_die_give_two_choices() -> None:
    variants = GAME.choice_variants(EXAMPLE_3)
    assert [label for label, _ in variants] == [
        "Power edge (2 dice) + Chain blade (1 die)",
        "Power edge (1 die) + Chain blade (2 dice)",
    ]
    assert [v["extra_die"] for _, v in variants] == ["0", "1"]  # as the builder's field writes it
    assert [_outcome(v).action.action.attack_dice for _, v in variants] == [
        {"Power edge": 2, "Chain blade": 1},
        {"Power edge": 1, "Chain blade": 2},
    ]
    # N8: wounds lost + injury dice = D, p_hit·p_wound·p_fail·d a die: Power edge 25/54, Chain
    # blade 15/54 (the page's example 3), so 2·25/54 + 15/54 against 25/54 + 2·15/54.
    assert [_mean_damage(v) for _, v in variants] == [F(65, 54), F(55, 54)]


def test_auto_is_the_first_choice_here_and_each_equals_its_explicit_split() -> None:
    first, second = (v for _, v in GAME.choice_variants(EXAMPLE_3))
    auto = _outcome(EXAMPLE_3).action.states
    assert _outcome(first).action.states == auto
    assert auto["out_of_action"] == F(97615, 419904)  # the page's example 3
    explicit = {**EXAMPLE_3, "attack_dice": {"Power edge": 1, "Chain blade": 2}}
    assert _outcome(second).action.states == _outcome(explicit).action.states
    assert _outcome(second).action.states != auto


def test_two_sidearms_with_one_die_give_two_choices() -> None:
    """N7: two sidearms and n = 1 (a 0, +1 for two weapons): the die goes to one of them."""
    data = scenario(
        fighter("A", "Plasma pistol", "Hand cannon", a=0),
        fighter("T", w=2, sv=5),
        weapons=["Plasma pistol", "Hand cannon"],
    )
    labels = [label for label, _ in GAME.choice_variants(data)]
    assert labels == [
        "Plasma pistol (1 die) + Hand cannon (0 dice)",
        "Plasma pistol (0 dice) + Hand cannon (1 die)",
    ]


@pytest.mark.parametrize(
    "data",
    [
        {**EXAMPLE_3, "charging": True},  # n = 4: two each
        scenario(
            fighter("A", "Chain blade", "Stub pistol", a=2),
            fighter("T"),
            weapons=["Stub pistol", "Chain blade"],
        ),  # a sidearm and a melee weapon: the sidearm 1, the rest to the blade
        scenario(fighter("A", "Knife", a=3), fighter("T"), weapons=["Knife"]),
        scenario(fighter("A", a=3), fighter("T")),  # unarmed
        {**EXAMPLE_3, "attack_dice": {"Power edge": 1, "Chain blade": 2}},  # already chosen
        {**EXAMPLE_3, "attacker": fighter("A", "Power edge", "Chain blade", ws=9)},  # refused
    ],
)
def test_no_odd_die_means_the_scenario_alone(data: dict[str, Any]) -> None:
    assert GAME.choice_variants(data) == ((GAME.choice_label(data), data),)


def test_other_games_have_no_choice_besides_their_weapons() -> None:
    for key in ("gangfight", "warstrike"):
        game = find_game(key)
        data = {
            "gangfight": {"attack": "melee", "weapons": ["Axe"]},
            "warstrike": {"game": "warstrike", "attacker": {"groups": []}},
        }[key]
        assert game.choice_variants(data) == ((game.choice_label(data), data),)
