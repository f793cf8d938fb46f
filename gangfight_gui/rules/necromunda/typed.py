"""Dice typed in at the table: the exact odds of the fight given the dice typed so far, read in
``resolve``'s order (which step they have reached is ``engine/typed.py``'s)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from gangfight_gui.rules.engine import laws
from gangfight_gui.rules.engine.laws import Law
from gangfight_gui.rules.engine.typed import padded_progress
from gangfight_gui.rules.engine.wording import count_of, percent
from gangfight_gui.rules.game import DiceCall, Figure, TypedProgress
from gangfight_gui.rules.necromunda.game import GAME
from gangfight_gui.rules.necromunda.outcome import (
    NO_REACTION,
    STANDING,
    STATES,
    action_outcome,
    no_out_of_action,
    states_from_damage,
)
from gangfight_gui.rules.necromunda.resolve import injury_state
from gangfight_gui.rules.necromunda.scenario import Action, InjuryFaces, Scenario
from gangfight_gui.rules.necromunda.views import figures

PADDING = 1
"""The face standing in for dice not typed yet: a 1 misses, fails to wound and fails a save, so
it never adds a die of its own to the phase it is in (``engine/typed.py``)."""


@dataclass(frozen=True, slots=True)
class Known:
    """What the typed dice tell of one action: its states given them, whether every die of it
    has been typed, and how many typed dice it used."""

    states: dict[str, Fraction]
    complete: bool
    used: int


def _shifted(law: Law, by: int) -> Law:
    return Law((0,) * by + law.weights, law.total) if by else law


def _read(typed: Sequence[int], at: int, count: int) -> tuple[list[int], int]:
    """The typed faces among the next ``count`` dice, and the position after them. The dice are
    a prefix of the roll, so once they run out every later phase reads none."""
    faces = list(typed[at : at + count])
    return faces, at + count


def known_action(action: Action, faces: InjuryFaces, typed: Sequence[int], at: int) -> Known:
    """The action's five states given ``typed[at:]`` (as many as it takes), exact.

    Each phase's count of dice is fixed by the phase before, so what is known of a group is four
    counts: unsaved wounds known, saves, Wound rolls and Attack dice still to roll. Each die to
    come gets through independently with a whole number of faces out of 6, 6² or 6³, so the
    unsaved wounds are the known ones plus three binomial laws, and the damage law follows."""
    groups = action.groups
    # Phase 1, the Hit rolls (step 5), group by group.
    hits: list[int] = []
    hit_left: list[int] = []
    for group in groups:
        rolled, at = _read(typed, at, group.dice)
        hits.append(sum(face >= group.hit_target for face in rolled))
        hit_left.append(group.dice - len(rolled))
    # Phase 2, a Wound roll per hit (N10); none typed until every Hit roll is.
    wounding: list[int] = []
    wound_left: list[int] = []
    for group, count in zip(groups, hits, strict=True):
        rolled, at = _read(typed, at, count)
        wounding.append(sum(face >= group.wound_target for face in rolled))
        wound_left.append(count - len(rolled))
    # Phase 3, a save per wounding hit (N11), when the target has one.
    unsaved: list[int] = []
    save_left: list[int] = []
    for group, count in zip(groups, wounding, strict=True):
        if group.save_target is None:
            unsaved.append(count)
            save_left.append(0)
            continue
        rolled, at = _read(typed, at, count)
        unsaved.append(sum(face < group.save_target for face in rolled))
        save_left.append(count - len(rolled))
    target = action.target
    room = target.t - target.flesh_wounds
    if any(hit_left) or any(wound_left) or any(save_left):
        damage = laws.NOTHING
        for index, group in enumerate(groups):
            fail = group.fail_faces
            law = laws.add(
                laws.add(
                    laws.binomial(save_left[index], fail, 6),
                    laws.binomial(wound_left[index], group.wound_faces * fail, 36),
                ),
                laws.binomial(hit_left[index], group.hit_faces * group.wound_faces * fail, 216),
            )
            law = _shifted(law, unsaved[index])
            damage = laws.add(damage, laws.times(law, group.damage))
        return Known(states_from_damage(damage, target.w, room, faces), False, at)
    # Phase 4, the injury dice (N12, N13): the damage is known.
    total = sum(count * group.damage for count, group in zip(unsaved, groups, strict=True))
    count = max(0, total - (target.w - 1))
    rolled, at = _read(typed, at, count)
    names = [faces.name_of(face) for face in rolled]
    left = count - len(rolled)
    flesh = names.count("flesh_wound")
    serious = "seriously_injured" in names
    out = "out_of_action" in names
    states = dict.fromkeys(STATES, Fraction(0))
    ways = no_out_of_action(left, faces.counts)
    scale = 6**left
    for more, weight in enumerate(ways):
        if weight:
            state = injury_state(
                total,
                count,
                flesh + more,
                serious=serious or more < left,
                out=out,
                room=room,
            )
            states[state] += Fraction(weight, scale)
    states["out_of_action"] += Fraction(scale - sum(ways), scale)
    return Known(states, left == 0, at)


def conditional(
    scenario: Scenario, typed: Sequence[int]
) -> tuple[dict[str, Fraction], dict[str, Fraction] | None, bool]:
    """The target's states and, with Reaction attacks, the attacker's (unconditional: with
    ``no_reaction``), given the dice typed so far; and whether the first die still to come is
    one of the Reaction attacks."""
    action = known_action(scenario.action, scenario.faces, typed, 0)
    if scenario.reaction is None:
        return action.states, None, False
    stands = sum((action.states[key] for key in STANDING), Fraction(0))
    if action.complete and stands == 1:
        given = known_action(scenario.reaction, scenario.faces, typed, action.used).states
    else:
        given = action_outcome(scenario.reaction, scenario.faces).states
    reaction = {NO_REACTION: 1 - stands} | {key: stands * p for key, p in given.items()}
    return action.states, reaction, action.complete and stands == 1


def typed_progress(scenario: Scenario, typed: Sequence[int]) -> TypedProgress:
    """The steps and the dice wanted next (by padding), with the headline odds given the dice
    typed so far and what is still to come in words."""
    progress = padded_progress(GAME, scenario, typed, PADDING)
    action = scenario.action
    target, reaction, reacting = conditional(scenario, typed)
    odds = figures(target, reaction, action.target.name, action.attacker.name)
    to_come = ""
    if progress.next is not None:
        to_come = _to_come(progress.next, reacting, action.target.name, odds)
    return TypedProgress(progress.steps, progress.next, progress.roll, odds, to_come)


def _to_come(call: DiceCall, reacting: bool, target: str, odds: tuple[Figure, ...]) -> str:
    """ "Wound roll to come: 2 dice at 3+ (Chain blade); Juve out of action 25.9%"; with
    Reaction attacks the attacker's risk too."""
    need = f" at {call.need}" if call.need else ""
    group = f" ({call.group})" if call.group else ""
    head = ("Reaction: " if reacting else "") + call.title
    chances = [f"{target} out of action {percent(odds[0].probability)}"]
    chances += [f"{figure.label.lower()} {percent(figure.probability)}" for figure in odds[3:4]]
    return f"{head} to come: {count_of(call.count, 'die')}{need}{group}; {'; '.join(chances)}"
