"""The take-down (fights needed to put the target out of action, N17 carrying the state over).

Its one-fight transitions are checked against every die sequence of the fight (the after state
worked out here from the roll's JSON as N17 words it), its closed form where there is one, and
its laws against fights simulated one after another with ``resolve`` and ``after``.
"""

from __future__ import annotations

import copy
import math
import random
from collections import defaultdict
from fractions import Fraction
from typing import Any

import pytest

from gangfight_gui.rules.engine.errors import NotEnoughDice
from gangfight_gui.rules.engine.sources import SeededDice, TypedDice
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.necromunda.scenario import read_scenario
from gangfight_gui.rules.necromunda.state import FighterState
from gangfight_gui.rules.necromunda.takedown import DOWN, MAX_STATES, NEVER, transitions
from tests.rules.necromunda.profiles import PAGE_SCENARIO, fighter, scenario

GAME = find_game("necromunda")


def _after(before: dict[str, Any], rolled: dict[str, Any]) -> FighterState:
    """N17 as written, from the roll JSON: w − wounds_lost, flesh wounds + flesh_wound dice,
    out of action, else seriously injured when the outcome is or it was, else standing."""
    status = "standing"
    if rolled["outcome"] == "out_of_action":
        status = "out_of_action"
    elif rolled["outcome"] == "seriously_injured" or before.get("status") == "seriously_injured":
        status = "seriously_injured"
    flesh = before.get("flesh_wounds", 0) + rolled["injury_dice"].count("flesh_wound")
    return FighterState(before["w"] - rolled["wounds_lost"], flesh, status)


def _one_fight(data: dict[str, Any]) -> dict[object, Fraction]:
    """Every die sequence of one fight: the chance of each (target, attacker) after, DOWN or
    NEVER as the take-down names them."""
    plan = read_scenario(data)
    found: dict[object, Fraction] = defaultdict(Fraction)

    def walk(prefix: tuple[int, ...]) -> None:
        source = TypedDice(prefix)
        try:
            roll = GAME.resolve(plan, source)
        except NotEnoughDice:
            for face in range(1, 7):
                walk((*prefix, face))
            return
        out = GAME.roll_json(roll)
        target = _after(data["target"], out)
        attacker = FighterState(data["attacker"]["w"], data["attacker"].get("flesh_wounds", 0))
        if out.get("reaction"):
            attacker = _after(data["attacker"], out["reaction"])
        if target.status == "out_of_action":
            key: object = DOWN
        elif attacker.status != "standing":
            key = NEVER
        else:
            key = (target, attacker)
        found[key] += Fraction(1, 6 ** len(prefix))

    walk(())
    return dict(found)


SMALL = [
    scenario(fighter("A", a=2), fighter("T", w=2, t=2)),
    scenario(fighter("A", "Hand cannon"), fighter("T", w=2, sv=5), weapons=["Hand cannon"]),
    scenario(fighter("A", a=1, w=2), fighter("T", "Knife", w=2, flesh_wounds=1), reaction=True),
    scenario(
        fighter("A"),
        fighter("T", status="seriously_injured", t=2),
        rules={"injury_faces": {"flesh_wound": 4, "seriously_injured": 1, "out_of_action": 1}},
    ),
]


@pytest.mark.parametrize("data", SMALL, ids=[str(i) for i in range(len(SMALL))])
def test_one_fight_of_the_chain_is_every_die_sequence(data: dict[str, Any]) -> None:
    start, edges = transitions(data)
    assert edges[start] == _one_fight(data)
    assert sum(edges[start].values()) == 1
    for found in edges.values():
        assert sum(found.values()) == 1


@pytest.mark.slow
def test_each_state_of_the_chain_is_the_scenario_with_that_state() -> None:
    """N17: from a state, the chain's next fight is the scenario with the state set."""
    data = SMALL[2]
    _, edges = transitions(data)
    for pair, found in edges.items():
        target, attacker = pair
        following = copy.deepcopy(data)
        following["target"] |= {"w": target.w, "flesh_wounds": target.flesh_wounds}
        following["attacker"] |= {"w": attacker.w, "flesh_wounds": attacker.flesh_wounds}
        following["target"]["status"] = target.status
        if target.status != "standing":
            following["reaction"] = False  # it makes none (N15): this program's reading
        assert found == _one_fight(following), pair


def test_a_fighter_of_t1_goes_down_geometrically() -> None:
    """T1, W1: any flesh wound reaches T (N13), and seriously injured changes no number of the
    next fight (N17), so each fight takes it out with the same chance p = P(damage) · 1/2."""
    data = scenario(fighter("A"), fighter("T", t=1))
    p_damage = Fraction(4, 6) * Fraction(5, 6)  # hit 3+, S3 v T1 wounds on 2+ (N10)
    p = p_damage * Fraction(3, 6)  # an injury die: flesh wound (2 faces) or out of action (1)
    down = GAME.takedown(data)
    assert down is not None and down.goal == "to take T out of action"
    for n, within in enumerate(down.within[:30], start=1):
        assert within == pytest.approx(float(1 - (1 - p) ** n), abs=1e-12)
    assert down.mean == pytest.approx(float(1 / p), rel=1e-12)
    assert all(a <= b for a, b in zip(down.within, down.within[1:], strict=False))


def _simulated(data: dict[str, Any], runs: int, seed: int) -> list[int | None]:
    """Fights one after another, each from the last one's after (N17): the fight that took the
    target out of action, or None when the attacker fell or 60 fights were not enough."""
    rng = random.Random(seed)
    found: list[int | None] = []
    for _ in range(runs):
        current = copy.deepcopy(data)
        result = None
        for n in range(1, 61):
            if current["target"].get("status") != "standing":
                current["reaction"] = False
            plan = read_scenario(current)
            out = GAME.roll_json(GAME.resolve(plan, SeededDice(rng.randrange(2**31))))
            current["target"] |= out["after"]["target"]
            current["attacker"] |= out["after"]["attacker"]
            if out["after"]["target"]["status"] == "out_of_action":
                result = n
                break
            if out["after"]["attacker"]["status"] != "standing":
                break
        found.append(result)
    return found


@pytest.mark.parametrize(
    "data",
    [
        pytest.param(
            scenario(
                fighter("A", "Chain blade", a=2),
                fighter("T", w=2, t=3, sv=5),
                weapons=["Chain blade"],
            ),
            marks=pytest.mark.slow,
        ),
        PAGE_SCENARIO,
    ],
    ids=["wounds carry over", "reaction"],
)
def test_the_chain_agrees_with_fights_simulated_one_after_another(data: dict[str, Any]) -> None:
    """Within five standard deviations of 4,000 simulated campaigns (a fixed seed: no flakes)."""
    down = GAME.takedown(data)
    assert down is not None
    runs = 4000
    found = _simulated(data, runs, seed=11)
    for n in (1, 2, 3, 5, 8):
        share = sum(1 for k in found if k is not None and k <= n) / runs
        p = down.within[n - 1] if n <= len(down.within) else down.within[-1]
        assert abs(share - p) <= 5 * math.sqrt(p * (1 - p) / runs) + 1e-9, n


def test_reaction_attacks_can_stop_the_attacker_so_no_mean() -> None:
    """With Reaction attacks the attacker may fall first (N17): the chance stays below 1."""
    down = GAME.takedown(PAGE_SCENARIO)
    assert down is not None and down.mean is None
    assert down.within[-1] < 1 - 1e-6  # 0.08%: the Juve's Knife takes the Ganger first
    quiet = copy.deepcopy(PAGE_SCENARIO) | {"reaction": False}
    alone = GAME.takedown(quiet)
    assert alone is not None and alone.mean is not None and alone.within[-1] > 1 - 1e-9
    assert down.within[0] == pytest.approx(alone.within[0])  # the first fight is the same
    assert "(this program's reading)" in down.note


def test_a_fight_that_cannot_hurt_never_gets_there() -> None:
    never = GAME.takedown(scenario(fighter("A", a=0), fighter("T")))
    assert never is not None and never.mean is None and set(never.within) == {0.0}


def test_too_big_or_unreadable_gives_none() -> None:
    big = scenario(fighter("A"), fighter("T", w=MAX_STATES, t=2))
    assert GAME.takedown(big) is None
    assert GAME.takedown({"game": "necromunda"}) is None
