"""Dice typed in at the table: the steps reached, and the odds given the dice typed so far.

The odds are checked against an enumeration that knows nothing of them: every sequence of faces
a roll can read is found by resolving the fight with the typed dice (``TypedDice`` says when it
needs one more), and the chance of each final state given a prefix is the share of the sequences
that extend it, each weighing 6^−(its length). Every prefix of every sequence is compared, exact.
"""

from __future__ import annotations

import random
from collections import defaultdict
from fractions import Fraction
from typing import Any

import pytest

from gangfight_gui.rules.engine.errors import NotEnoughDice
from gangfight_gui.rules.engine.sources import TypedDice
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.necromunda.outcome import calculate
from gangfight_gui.rules.necromunda.resolve import Roll
from gangfight_gui.rules.necromunda.scenario import Scenario, read_scenario
from gangfight_gui.rules.necromunda.typed import conditional
from tests.rules.necromunda.profiles import PAGE_SCENARIO, fighter, scenario

GAME = find_game("necromunda")

Leaf = tuple[tuple[int, ...], str, str]
"""(the faces, the target's state, the attacker's state or "no_reaction")."""


def _leaves(plan: Scenario, prefix: tuple[int, ...] = ()) -> list[Leaf]:
    source = TypedDice(prefix)
    try:
        roll: Roll = GAME.resolve(plan, source)
    except NotEnoughDice:
        return [leaf for face in range(1, 7) for leaf in _leaves(plan, (*prefix, face))]
    assert source.used == len(prefix)
    reaction = roll.reaction.outcome if roll.reaction is not None else "no_reaction"
    return [(prefix, roll.action.outcome, reaction)]


def _brute(
    plan: Scenario,
) -> dict[tuple[int, ...], tuple[dict[str, Fraction], dict[str, Fraction]]]:
    """For every prefix of every sequence: the chances of the target's and attacker's states."""
    found: dict[tuple[int, ...], tuple[dict[str, Fraction], dict[str, Fraction]]] = {}
    for faces, target, attacker in _leaves(plan):
        for cut in range(len(faces) + 1):
            prefix = faces[:cut]
            weight = Fraction(1, 6 ** (len(faces) - cut))
            states = found.setdefault(prefix, (defaultdict(Fraction), defaultdict(Fraction)))
            states[0][target] += weight
            states[1][attacker] += weight
    return found


def _check(data: dict[str, Any]) -> int:
    plan = read_scenario(data)
    compared = 0
    for prefix, (target, attacker) in _brute(plan).items():
        states, reaction, _ = conditional(plan, prefix)
        assert {k: v for k, v in states.items() if v} == dict(target), prefix
        if reaction is None:
            assert dict(attacker) == {"no_reaction": 1}
        else:
            assert {k: v for k, v in reaction.items() if v} == dict(attacker), prefix
        compared += 1
    return compared


SMALL = [
    # One die against no save: hit, wound, one injury die.
    scenario(fighter("A"), fighter("T")),
    # A sidearm and Unarmed (N7), a save, two wounds: wounds lost before injury dice (N12).
    scenario(fighter("A", "Stub pistol", a=2), fighter("T", w=2, sv=5), weapons=["Stub pistol"]),
    # D2 against w 2: one wound lost, one injury die; old flesh wounds (N13).
    scenario(
        fighter("A", "Hand cannon"), fighter("T", w=2, t=3, flesh_wounds=2), weapons=["Hand cannon"]
    ),
    # Reaction attacks (N15), the attacker with a save.
    scenario(fighter("A", sv=4), fighter("T", "Knife"), reaction=True),
    # Edited injury dice (N13) and a target seriously injured already (N17).
    scenario(
        fighter("A", a=2),
        fighter("T", status="seriously_injured"),
        rules={"injury_faces": {"flesh_wound": 3, "seriously_injured": 1, "out_of_action": 2}},
    ),
]


@pytest.mark.slow
@pytest.mark.parametrize("data", SMALL, ids=[str(i) for i in range(len(SMALL))])
def test_odds_given_each_prefix_equal_the_enumeration(data: dict[str, Any]) -> None:
    assert _check(data) > 10


def _random_small(rng: random.Random) -> dict[str, Any]:
    """A fight of at most seven dice or so: with Reaction attacks one Attack die against no
    save, else up to two (a charge) against no save; a two-damage weapon alone, against a
    fighter of one wound."""
    reacts = rng.random() < 0.5
    arms = rng.choice([[], ["Knife"], ["Stub pistol"], ["Hand cannon"]])
    attacker = fighter("A", *arms, a=rng.randint(0, 1), ws=rng.randint(2, 5))
    target = fighter(
        "T",
        "Knife",
        t=rng.randint(1, 3),
        w=1 if reacts or arms == ["Hand cannon"] else rng.randint(1, 2),
        sv=None if reacts else rng.choice([None, 4, 6]),
        ws=rng.randint(3, 6),
    )
    target["flesh_wounds"] = rng.randint(0, target["t"] - 1)
    charging = not reacts and arms != ["Hand cannon"] and target["sv"] is None
    charging = charging and rng.random() < 0.7
    return scenario(attacker, target, weapons=arms, charging=charging) | (
        {"reaction": True} if reacts else {}
    )


@pytest.mark.parametrize("seed", range(30))
def test_random_small_fights_against_the_enumeration(seed: int) -> None:
    assert _check(_random_small(random.Random(seed))) >= 1


def test_no_dice_typed_gives_calcs_odds() -> None:
    plan = read_scenario(PAGE_SCENARIO)
    outcome = calculate(plan)
    states, reaction, reacting = conditional(plan, ())
    assert states == outcome.action.states
    assert outcome.reaction is not None and reaction == outcome.reaction.states
    assert not reacting
    progress = GAME.typed_progress(plan, [])
    assert [f.probability for f in progress.odds] == [f.probability for f in GAME.headline(outcome)]


def test_progress_names_the_dice_to_come_and_the_chance_now() -> None:
    """The page's fight: pistol 1 die, blade 3 dice, hits at 3+; then wounds, no save."""
    plan = read_scenario(PAGE_SCENARIO)
    start = GAME.typed_progress(plan, [])
    assert start.next is not None and (start.next.title, start.next.count) == ("Hit roll", 1)
    assert start.to_come.startswith("Hit roll to come: 1 die at 3+ (Stub pistol); Juve out of")
    assert "attacker out of action" in start.to_come
    # Four hits typed: the wound rolls come next, 1 for the pistol at 4+.
    hits = GAME.typed_progress(plan, [6, 5, 5, 5])
    assert hits.next is not None and hits.next.title == "Wound roll"
    assert hits.to_come.startswith("Wound roll to come: 1 die at 4+, S3 v T3 (Stub pistol)")
    assert hits.odds[0].probability > start.odds[0].probability
    # Every hit misses: the Juve is unharmed and reacts for sure; the next die is its own.
    missed = GAME.typed_progress(plan, [1, 1, 1, 1])
    assert missed.odds[0].probability == 0
    assert missed.to_come.startswith("Reaction: Hit roll to come: 1 die at 5+ (Knife)")


def test_a_complete_roll_has_certain_odds_and_nothing_to_come() -> None:
    data = scenario(fighter("A"), fighter("T"))
    plan = read_scenario(data)
    done = GAME.typed_progress(plan, [4, 5, 6])  # hit, wound, injury die 6: out of action
    assert done.next is None and done.to_come == "" and done.roll is not None
    assert [f.probability for f in done.odds] == [1.0, 0.0, 1.0]
    assert done.roll.action.outcome == "out_of_action"
    with pytest.raises(NotEnoughDice, match="left over"):
        GAME.typed_progress(plan, [4, 5, 6, 1])
    with pytest.raises(NotEnoughDice, match="1 to 6"):
        GAME.typed_progress(plan, [7])


def test_roll_steps_list_dice_in_the_order_read() -> None:
    """The protocol's contract (rules/game.py ``roll_steps``): the steps' dice, in order, are the
    dice the roll read from its source."""
    rng = random.Random(3)
    for _ in range(200):
        data = _random_small(rng) | {"reaction": True}
        data["attacker"]["a"] = rng.randint(0, 3)
        faces = [rng.randint(1, 6) for _ in range(40)]
        source = TypedDice(faces)
        roll = GAME.resolve(read_scenario(data), source)
        shown = [die.face for step in GAME.roll_steps(roll) for die in step.dice]
        assert shown == faces[: source.used]
