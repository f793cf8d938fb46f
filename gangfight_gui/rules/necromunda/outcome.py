"""The exact outcome of a fight (N12–N15): laws of hits, wounds, damage and injury dice in exact
integers (``dice.Law``), and the five states as exact Fractions."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import comb

from gangfight_gui.rules.engine import laws
from gangfight_gui.rules.necromunda import dice
from gangfight_gui.rules.necromunda.dice import Law
from gangfight_gui.rules.necromunda.scenario import Action, InjuryFaces, Scenario

STATES = ("unharmed", "wounded", "flesh_wound", "seriously_injured", "out_of_action")
"""N14: the target's state after an action; exclusive, adding up to 1."""
STANDING = ("unharmed", "wounded", "flesh_wound")
"""N15: the states after which the target still stands and may make Reaction attacks."""
NO_REACTION = "no_reaction"


@dataclass(frozen=True, slots=True)
class ActionOutcome:
    """The laws of one action. For Reaction attacks they are unconditional: no reaction counts
    as no dice rolled, and ``states`` includes ``no_reaction`` (N15)."""

    action: Action
    group_hits: tuple[Law, ...]
    hits: Law
    wounding_hits: Law
    unsaved: Law
    damage: Law
    injury_dice: Law
    states: dict[str, Fraction]
    p_injured: Fraction
    """Any injury die rolled: a flesh wound, seriously injured or out of action."""

    @property
    def p_out_of_action(self) -> Fraction:
        return self.states["out_of_action"]

    @property
    def p_seriously_injured(self) -> Fraction:
        return self.states["seriously_injured"]


@dataclass(frozen=True, slots=True)
class Outcome:
    """A whole scenario: the action, and when asked the target's Reaction attacks (N15)."""

    scenario: Scenario
    action: ActionOutcome
    reaction: ActionOutcome | None
    p_reaction: Fraction
    """P(the target ends the action standing); 0 when no reaction was asked."""


def calculate(scenario: Scenario) -> Outcome:
    """N12–N15: the exact outcome of the scenario."""
    faces = scenario.faces
    action = action_outcome(scenario.action, faces)
    if scenario.reaction is None:
        return Outcome(scenario, action, None, Fraction(0))
    made = _unconditional(_key(scenario.reaction), faces.counts, _key(scenario.action))
    reaction = ActionOutcome(scenario.reaction, *made[:6], dict(made[6]), made[8])
    return Outcome(scenario, action, reaction, made[7])


Laws = tuple[
    tuple[Law, ...], Law, Law, Law, Law, Law, tuple[tuple[str, Fraction], ...], Fraction, Fraction
]
"""An action's laws as ``ActionOutcome`` holds them (its states as pairs), P(standing after it),
P(any injury die)."""
ActionKey = tuple[tuple[tuple[int, int, int, int | None, int], ...], int, int]
"""What an action's laws depend on: each group's dice, targets and damage; the target's wounds
and room for flesh wounds (N12–N14). Fights that share it share their laws."""


def _key(action: Action) -> ActionKey:
    target = action.target
    groups = tuple(
        [(g.dice, g.hit_target, g.wound_target, g.save_target, g.damage) for g in action.groups]
    )
    return groups, target.w, target.t - target.flesh_wounds


def action_outcome(action: Action, faces: InjuryFaces) -> ActionOutcome:
    """N12–N14: the laws of one action by themselves (a reaction's as if it were made)."""
    laws = _laws(_key(action), faces.counts)
    return ActionOutcome(action, *laws[:6], dict(laws[6]), laws[8])


@lru_cache(maxsize=16384)
def _laws(key: ActionKey, counts: tuple[int, int, int]) -> Laws:
    """N12–N14: the laws of an action, memoised: a batch or a matrix fights the same actions
    again and again (the same weapons against the same target), and the laws are shared. The
    groups roll independently, so each count is the sum of per-group binomial laws."""
    groups, w, room = key
    hits = wounding = unsaved = damage = dice.NOTHING
    group_hits = []
    for n, hit_target, wound_target, save_target, d in groups:
        hit_faces = dice.faces_reaching(hit_target)
        group_law = dice.binomial(n, hit_faces, 6)
        group_hits.append(group_law)
        hits = dice.add(hits, group_law)
        through = hit_faces * dice.faces_reaching(wound_target)
        wounding = dice.add(wounding, dice.binomial(n, through, 36))
        fail_faces = 6 if save_target is None else save_target - 1  # N11, as Group.fail_faces
        unsaved_law = dice.binomial(n, through * fail_faces, 216)
        unsaved = dice.add(unsaved, unsaved_law)
        damage = dice.add(damage, dice.times(unsaved_law, d))
    injury = dice.beyond(damage, w - 1)
    weights = _state_weights(damage, injury, counts, room)
    states = _as_states(weights)
    unharmed, wounded, total, flesh, serious, out, big = weights
    # One Fraction each, where a sum of three would reduce three times.
    standing = Fraction((unharmed + wounded) * (big // total) + flesh, big)
    return (
        tuple(group_hits),
        hits,
        wounding,
        unsaved,
        damage,
        injury,
        tuple(states.items()),
        standing,
        Fraction(flesh + serious + out, big),
    )


@lru_cache(maxsize=16384)
def _unconditional(key: ActionKey, counts: tuple[int, int, int], first: ActionKey) -> Laws:
    """N15: the laws of Reaction attacks made only if the target of ``first`` still stands,
    unconditional (no reaction counts as no dice rolled, with its own ``no_reaction`` state);
    the last member is P(the target stands)."""
    p_stand = _laws(first, counts)[7]
    fought = _laws(key, counts)
    given = [dice.given_chance(law, p_stand) for law in fought[1:6]]
    return (
        tuple(dice.given_chance(law, p_stand) for law in fought[0]),
        *given,
        ((NO_REACTION, 1 - p_stand), *((name, p_stand * value) for name, value in fought[6])),
        p_stand,
        p_stand * fought[8],
    )  # type: ignore[return-value]


def states_from_damage(damage: Law, w: int, room: int, faces: InjuryFaces) -> dict[str, Fraction]:
    """N12–N14: the five states of a fighter with ``w`` wounds and ``room`` = t − flesh_wounds
    after an action whose damage has this law."""
    return _as_states(_state_weights(damage, dice.beyond(damage, w - 1), faces.counts, room))


StateWeights = tuple[int, int, int, int, int, int, int]
"""Unharmed and wounded over a total, then flesh wound, seriously injured and out of action over
a larger one (the total times 6 for each injury die): the five states as whole numbers."""


def _as_states(weights: StateWeights) -> dict[str, Fraction]:
    """The five states of ``_state_weights`` as exact fractions."""
    unharmed, wounded, total, flesh, serious, out, big = weights
    return {
        "unharmed": Fraction(unharmed, total),
        "wounded": Fraction(wounded, total),
        "flesh_wound": Fraction(flesh, big),
        "seriously_injured": Fraction(serious, big),
        "out_of_action": Fraction(out, big),
    }


def _state_weights(
    damage: Law, injury: Law, counts: tuple[int, int, int], room: int
) -> StateWeights:
    """N12–N14: the five states from the damage and injury-dice laws.

    ``room`` is how many new flesh wounds the target can take and stay standing, plus one:
    t − flesh_wounds (N13: out of action once flesh wounds reach t).
    """
    unharmed = damage.weights[0]
    wounded = injury.weights[0] - unharmed
    kmax = len(injury.weights) - 1
    flesh = serious = out = 0
    for k in range(1, kmax + 1):
        weight = injury.weights[k]
        if not weight:
            continue
        f, s, o = _given_dice(k, counts, room)
        scale = weight * 6 ** (kmax - k)
        flesh += scale * f
        serious += scale * s
        out += scale * o
    return unharmed, wounded, injury.total, flesh, serious, out, injury.total * 6**kmax


@lru_cache(maxsize=4096)
def no_out_of_action(k: int, counts: tuple[int, int, int]) -> tuple[int, ...]:
    """N13: k injury dice none of which shows out of action, by j, the flesh wounds among them
    (the other k − j seriously injured): weights in 6^k ths."""
    fl, si, _ = counts
    return tuple(comb(k, j) * fl**j * si ** (k - j) for j in range(k + 1))


@lru_cache(maxsize=4096)
def _given_dice(k: int, counts: tuple[int, int, int], room: int) -> tuple[int, int, int]:
    """N13: (flesh wound, seriously injured, out of action) in 6^k ths, given k injury dice.

    The fighter stays standing with j new flesh wounds only if j < room and no die shows out of
    action; it is then a flesh wound if every die is one, else seriously injured.
    """
    ways = no_out_of_action(k, counts)
    standing = sum(ways[: min(k, room - 1) + 1])
    flesh = ways[k] if k < room else 0
    return flesh, standing - flesh, 6**k - standing


def clear_caches() -> None:
    """Forget the memoised laws (benchmarks time a cold calculation with this)."""
    laws.clear_caches()
    _laws.cache_clear()
    _unconditional.cache_clear()
    no_out_of_action.cache_clear()
    _given_dice.cache_clear()
