"""Dice typed in at the table: the steps, the dice wanted next and the odds given those typed.

Small fights are checked on every sequence of dice: the rolls are walked die by die (each face
1/6) with ``TypedDice`` alone, so every complete roll is a leaf and every prefix an inner node;
the conditional odds of a prefix are the leaves' average below it, weighted by their chance.
Larger fights are checked by the tower property: the odds of a prefix are the mean of the odds
after each face of the next die.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gangfight_gui.rules.engine.errors import NotEnoughDice
from gangfight_gui.rules.engine.sources import TypedDice
from gangfight_gui.rules.engine.typed import PaddedDice
from gangfight_gui.rules.warstrike.game import GAME
from gangfight_gui.rules.warstrike.resolve import Roll
from gangfight_gui.rules.warstrike.scenario import Scenario
from tests.rules.warstrike import scenarios as S
from tests.rules.warstrike.test_properties import twenty_models

TOL = 1e-9
KEYS = ("casualties.mean", "p_unit_wiped", "p_any_casualty", "p_any_suppression_marker")

SMALL = {
    # Counter 5: any hit gives a marker (W9); 2 dice against 1 engaged: overflow (W13).
    "two dice, no Toughness": S.scenario(
        [S.group(2, 3, 3, "Cutlass", 1, ap=1)], ws=3, ar=3, engaged=1, hit_counter=5
    ),
    "one die, Toughness 2": S.scenario(
        [S.group(1, 4, 4, "Axe", 1, ap=2)], ws=3, ar=3, to=2, engaged=1, hit_counter=2
    ),
    "two groups": S.scenario(
        [S.group(1, 4, 3, "Cutlass", 1), S.group(1, 2, 3, "Club", 1, ap=3, name="Brute")],
        ws=3,
        ar=2,
        engaged=1,
        hit_counter=4,
        ground="higher",
    ),
    # W3's option max 6: every hit die hits, so a padded 6 is a hit too.
    "sure hits": S.scenario(
        [S.group(2, 6, 3, "Cutlass", 1, ap=4)],
        ws=1,
        ar=3,
        engaged=2,
        comparative={"base": 3, "min": 0, "max": 6},
    ),
}

SLOW = {"two groups", "sure hits"}
"""The cases of several seconds each, left out of make test-quick."""


def _values(roll: Roll) -> tuple[float, ...]:
    return (
        float(roll.casualties),
        float(roll.unit_wiped),
        float(roll.casualties_caused > 0),
        float(roll.markers > 0),
    )


def _leaves(scenario: Scenario) -> Iterator[tuple[tuple[int, ...], Roll]]:
    """Every complete roll, found with typed dice alone: a prefix the roll needs more dice for
    is followed by each face."""
    stack: list[tuple[int, ...]] = [()]
    while stack:
        prefix = stack.pop()
        try:
            roll = GAME.resolve(scenario, TypedDice(prefix))
        except NotEnoughDice:
            stack += [(*prefix, face) for face in range(1, 7)]
            continue
        yield prefix, roll


def _step_signatures(roll: Roll) -> list[tuple[str, str, int]]:
    """For each die index d: (title, group, dice of its step still to come after d dice)."""
    found = []
    for step in GAME.roll_steps(roll):
        for i in range(len(step.dice)):
            found.append((step.title, step.group, len(step.dice) - i))
    return found


@pytest.mark.parametrize(
    "data",
    [
        pytest.param(data, id=name, marks=[pytest.mark.slow] if name in SLOW else [])
        for name, data in SMALL.items()
    ],
)
def test_every_prefix_of_every_roll(data: dict[str, Any]) -> None:
    scenario = GAME.read_scenario(data)
    weight: dict[tuple[int, ...], float] = defaultdict(float)
    total: dict[tuple[int, ...], list[float]] = defaultdict(lambda: [0.0] * len(KEYS))
    calls: dict[tuple[int, ...], set[tuple[str, str, int]]] = defaultdict(set)
    leaves = 0
    for dice, roll in _leaves(scenario):
        leaves += 1
        # The contract: roll_steps lists every die read, in the order it was read.
        steps = GAME.roll_steps(roll)
        assert [d.face for s in steps for d in s.dice] == list(dice)
        if leaves % 7 == 0:  # a complete roll's odds are what it came to (a sample: speed)
            done = GAME.typed_progress(scenario, dice)
            assert done.next is None and done.roll == roll and done.to_come == ""
            assert [f.probability for f in done.odds] == pytest.approx(_values(roll), abs=TOL)
        chance = 6.0 ** -len(dice)
        signatures = _step_signatures(roll)
        for depth in range(len(dice)):
            prefix = dice[:depth]
            weight[prefix] += chance
            for i, value in enumerate(_values(roll)):
                total[prefix][i] += chance * value
            calls[prefix].add(signatures[depth])
    assert leaves > 100
    for prefix, mass in weight.items():
        assert mass == pytest.approx(6.0 ** -len(prefix), rel=1e-9)
        progress = GAME.typed_progress(scenario, prefix)
        odds = {f.key: f.probability for f in progress.odds}
        want = [t / mass for t in total[prefix]]
        assert [odds[k] for k in KEYS] == pytest.approx(want, abs=TOL), prefix
        # The dice wanted next are the same in every roll that starts with these dice.
        ((title, group, count),) = calls[prefix]
        assert progress.next is not None
        assert (progress.next.title, progress.next.group, progress.next.count) == (
            title,
            group,
            count,
        )
        assert progress.to_come.startswith(title)
        # The steps shown list the typed dice in order, the last one in progress.
        assert [d.face for s in progress.steps for d in s.dice] == list(prefix)


def test_nothing_typed_gives_the_outcomes_odds() -> None:
    scenario = GAME.read_scenario(S.PAGE)
    start = GAME.typed_progress(scenario, ())
    headline = GAME.headline(GAME.calculate(scenario))
    assert [f.key for f in start.odds] == [f.key for f in headline]
    assert [f.probability for f in start.odds] == pytest.approx(
        [f.probability for f in headline], abs=TOL
    )
    assert start.next is not None and (start.next.title, start.next.count) == ("Hit roll", 12)
    assert start.to_come == (
        "Hit roll to come (Deckhands): 12 dice at roll ≤ 3, chance of at least one hit >99.9%"
    )


def test_to_come_in_words() -> None:
    scenario = GAME.read_scenario(S.ROLL_EXAMPLE)  # the page's roll example, 2 models × Atk 2
    dice = [2, 5, 1, 3, 6, 2, 5, 2, 3, 6, 3]
    said = [GAME.typed_progress(scenario, dice[:n]).to_come for n in (1, 4, 6, 8, 9)]
    assert said == [
        "Hit roll to come (Cutlass): 3 dice at roll ≤ 3, chance of at least one more hit 87.5%",
        "Saves to come (Cutlass): 3 dice at roll ≤ 5, chance they save all 3: 57.9%",
        "Saves to come (Cutlass): 1 die at roll ≤ 5, chance they save all 1: 83.3%",
        "Toughness test to come (Cutlass): 1 die, each ≤ 3, chance of a casualty 50.0%",
        "Allocation test to come: 2 dice, counting sixes, chance the attacker picks a "
        "casualty 30.6%",
    ]
    untested = GAME.typed_progress(scenario, dice[:7])  # To 2: both dice ≤ 3 to kill (W12)
    assert untested.to_come.endswith("2 dice, each ≤ 3, chance of a casualty 25.0%")
    failed = GAME.typed_progress(scenario, [*dice[:7], 4])  # a 4 on its first die: it fails
    assert failed.to_come.endswith("chance of a casualty 0.0%")
    assert {f.key: f.probability for f in failed.odds}["p_any_casualty"] == 0.0


def test_a_padded_hit_die_adds_no_die_of_its_own() -> None:
    """With W3's default maximum a 6 misses: a roll stopped in its hit dice reads no die past
    them, however many are typed."""
    scenario = GAME.read_scenario(S.PAGE)
    assert GAME.padding_face == 6
    for typed in range(13):
        source = PaddedDice([6] * typed, GAME.padding_face)
        GAME.resolve(scenario, source)
        assert source.used == 13


def test_faces_and_leftovers_are_refused() -> None:
    scenario = GAME.read_scenario(S.ONE_BLOW)
    with pytest.raises(NotEnoughDice, match="1 to 6"):
        GAME.typed_progress(scenario, [7])
    with pytest.raises(NotEnoughDice, match="left over"):
        GAME.typed_progress(scenario, [6, 6])  # a miss ends the roll; a second die is one too many


@settings(max_examples=40, deadline=None)
@given(twenty_models(), st.lists(st.integers(1, 6), max_size=60), st.data())
def test_odds_are_the_mean_of_the_odds_after_the_next_die(
    data: dict[str, Any], dice: list[int], draw: st.DataObject
) -> None:
    """Tower property on fights too large to enumerate: E[X | prefix] = mean over the next
    face of E[X | prefix + face]."""
    scenario = GAME.read_scenario(data)
    full = GAME.resolve(scenario, PaddedDice(dice, 3))  # a complete roll starting with ``dice``
    read = [d.face for s in GAME.roll_steps(full) for d in s.dice]
    cut = draw.draw(st.integers(0, max(0, len(read) - 1)))
    prefix = read[:cut]
    here = GAME.typed_progress(scenario, prefix)
    if here.next is None:
        return
    after = [GAME.typed_progress(scenario, [*prefix, face]) for face in range(1, 7)]
    for i in range(len(KEYS)):
        mean = sum(p.odds[i].probability for p in after) / 6
        assert here.odds[i].probability == pytest.approx(mean, abs=1e-7)
