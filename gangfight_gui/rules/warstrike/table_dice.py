"""Dice typed in at the table, one throw at a time: the steps so far and the exact odds they leave
(the steps and the dice wanted next from the engine's padding, ``engine/typed.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from gangfight_gui.rules.engine.distribution import mean
from gangfight_gui.rules.engine.typed import PaddedDice, check_faces, padded_progress
from gangfight_gui.rules.engine.wording import count_of, percent
from gangfight_gui.rules.game import TypedProgress
from gangfight_gui.rules.warstrike.game import GAME, WarStrikeGame
from gangfight_gui.rules.warstrike.outcome import group_tests, laws_of
from gangfight_gui.rules.warstrike.resolve import Roll, resolve
from gangfight_gui.rules.warstrike.rulings import FACES
from gangfight_gui.rules.warstrike.scenario import Scenario
from gangfight_gui.rules.warstrike.views import figures

PADDING = WarStrikeGame.padding_face
"""The face that stands in for dice not typed yet: 6, a miss on every hit roll of target at most 5
(W3's default maximum) and a survivor on every Toughness test at Str below 6. It may add dice
only after the step in progress (a padded save fails and owes its Toughness dice), and in W16's
order each step's dice are fixed by the steps before: the step in progress never depends on it."""

DiceClass = tuple[int, float, float, float]
"""(dice, P(hit), P(saved), P(kill | failed save)), as ``laws_of`` takes them."""


@dataclass(frozen=True, slots=True)
class Known:
    """What the typed dice decide: the classes of dice of the attack, and where typing stands."""

    classes: tuple[DiceClass, ...]
    to_come: str
    """The step in progress and its chance, in a line; empty when every die is typed."""


def known(scenario: Scenario, roll: Roll, typed: int) -> Known:
    """The attack's dice as ``typed`` dice (the first of ``roll``'s, in W16's order) leave them.

    ``roll`` is the attack resolved with the typed dice and padding after them; only its first
    ``typed`` dice are read as real. In W16's order every typed die is a real one, so each die
    is typed, untouched or partly known (a typed hit surely hits, a typed failed save surely
    fails, a Toughness test part typed kills with what its other dice give): ``laws_of`` takes
    these classes, so the markers (W9, W11, W13) come out as for a fresh attack.
    """
    tests = group_tests(scenario)
    to = scenario.defender.to or 0
    left = typed
    classes: list[DiceClass] = []
    to_come = ""

    def take(count: int) -> int:
        nonlocal left
        taken = min(left, count)
        left -= taken
        return taken

    hit_typed = [take(len(g.hit_dice)) for g in roll.groups]
    save_typed = [take(len(g.save_dice)) for g in roll.groups]
    kill_typed = [[take(len(test)) for test in g.kill_dice] for g in roll.groups]
    alloc_typed = take(len(roll.allocation_dice or ()))
    # Later dice of the padded roll are real only once every die before them is typed (W16).
    hits_done = all(n == len(g.hit_dice) for n, g in zip(hit_typed, roll.groups, strict=True))
    saves_done = hits_done and all(
        n == len(g.save_dice) for n, g in zip(save_typed, roll.groups, strict=True)
    )
    for i, (g, t) in enumerate(zip(roll.groups, tests, strict=True)):
        h, s, k = float(t.hit_chance), float(t.save_chance), float(t.kill_chance)
        if not hits_done:
            hits = sum(d <= g.hit_target for d in g.hit_dice[: hit_typed[i]])
            unrolled = len(g.hit_dice) - hit_typed[i]
            classes += [(unrolled, h, s, k), (hits, 1.0, s, k)]
            if unrolled and not to_come:
                more = 1 - (1 - h) ** unrolled
                one = "one more hit" if hit_typed[i] else "one hit"
                to_come = (
                    f"Hit roll to come ({g.name}): {count_of(unrolled, 'die')} at roll ≤ "
                    f"{g.hit_target}, chance of at least {one} {percent(more)}"
                )
            continue
        rolled = g.save_dice[: save_typed[i]]
        saved = sum(d <= g.save_target for d in rolled)
        classes.append((saved, 1.0, 1.0, k))
        if not saves_done:
            unrolled = len(g.save_dice) - save_typed[i]
            classes += [(len(rolled) - saved, 1.0, 0.0, k), (unrolled, 1.0, s, k)]
            if unrolled and not to_come:
                to_come = (
                    f"Saves to come ({g.name}): {count_of(unrolled, 'die')} at roll ≤ "
                    f"{g.save_target}, chance they save all {unrolled}: {percent(s**unrolled)}"
                )
            continue
        for test, n in zip(g.kill_dice, kill_typed[i], strict=True):
            chance = _kill_given(test[:n], to, g.kill_face, k)
            classes.append((1, 1.0, 0.0, chance))
            if n < len(test) and not to_come:
                to_come = (
                    f"Toughness test to come ({g.name}): {count_of(len(test) - n, 'die')}, "
                    f"each ≤ {g.kill_face}, chance of a casualty {percent(chance)}"
                )
    allocation = roll.allocation_dice
    if allocation is not None and alloc_typed < len(allocation) and not to_come:
        rest = len(allocation) - alloc_typed
        picks = 1.0 if FACES in allocation[:alloc_typed] else 1 - (5 / 6) ** rest
        to_come = (
            f"Allocation test to come: {count_of(rest, 'die')}, counting sixes, chance the "
            f"attacker picks a casualty {percent(picks)}"
        )
    return Known(tuple(c for c in classes if c[0]), to_come)


def _kill_given(dice: Sequence[int], to: int, face: int, fresh: float) -> float:
    """W12: a Toughness test's chance of a casualty given its dice typed so far."""
    if not to:
        return 1.0  # no Toughness: every failed save kills
    if any(d > face for d in dice):
        return 0.0
    return (face / FACES) ** (to - len(dice)) if dice else fresh


def typed_progress(scenario: Scenario, dice: Sequence[int]) -> TypedProgress:
    """The engine's steps and call, with the headline odds given the dice typed so far."""
    progress = padded_progress(GAME, scenario, dice, PADDING)
    typed = check_faces(dice)
    roll = (
        progress.roll
        if progress.roll is not None
        else resolve(scenario, PaddedDice(typed, PADDING))
    )
    state = known(scenario, roll, len(typed))
    d = scenario.defender
    laws = laws_of(state.classes, d.engaged, d.hit_counter, 1.0)
    odds = figures(
        scenario,
        mean(laws.casualties),
        laws.p_unit_wiped,
        max(0.0, 1.0 - laws.no_casualty),
        max(0.0, 1.0 - laws.markers[0]),
    )
    to_come = state.to_come if progress.next is not None else ""
    return replace(progress, odds=odds, to_come=to_come or progress.to_come)
