"""The exact outcome of a fight (N12–N15): laws of hits, wounds, damage and injury dice.

The groups of an action roll independently, so each count of the action is the sum
(convolution) of per-group binomial laws; the target's state depends only on the total damage
(N12) and on the injury dice it turns into (N13). Everything is exact integers (``dice.Law``);
the five states are exact Fractions.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import comb

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

    @property
    def p_out_of_action(self) -> Fraction:
        return self.states["out_of_action"]

    @property
    def p_seriously_injured(self) -> Fraction:
        return self.states["seriously_injured"]

    @property
    def p_injured(self) -> Fraction:
        """Any injury die rolled: a flesh wound, seriously injured or out of action."""
        return sum(
            (self.states[key] for key in ("flesh_wound", "seriously_injured", "out_of_action")),
            Fraction(0),
        )


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
    action = action_outcome(scenario.action, scenario.faces)
    if scenario.reaction is None:
        return Outcome(scenario, action, None, Fraction(0))
    p_stand = sum((action.states[key] for key in STANDING), Fraction(0))
    fought = action_outcome(scenario.reaction, scenario.faces)
    reaction = ActionOutcome(
        action=fought.action,
        group_hits=tuple(dice.given_chance(law, p_stand) for law in fought.group_hits),
        hits=dice.given_chance(fought.hits, p_stand),
        wounding_hits=dice.given_chance(fought.wounding_hits, p_stand),
        unsaved=dice.given_chance(fought.unsaved, p_stand),
        damage=dice.given_chance(fought.damage, p_stand),
        injury_dice=dice.given_chance(fought.injury_dice, p_stand),
        states={NO_REACTION: 1 - p_stand}
        | {key: p_stand * value for key, value in fought.states.items()},
    )
    return Outcome(scenario, action, reaction, p_stand)


def action_outcome(action: Action, faces: InjuryFaces) -> ActionOutcome:
    """N12–N14: the laws of one action by themselves (a reaction's as if it were made)."""
    hits = wounding = unsaved = damage = dice.NOTHING
    group_hits = []
    for group in action.groups:
        group_law = dice.binomial(group.dice, group.hit_faces, 6)
        group_hits.append(group_law)
        hits = dice.add(hits, group_law)
        through = group.hit_faces * group.wound_faces
        wounding = dice.add(wounding, dice.binomial(group.dice, through, 36))
        unsaved_law = dice.binomial(group.dice, through * group.fail_faces, 216)
        unsaved = dice.add(unsaved, unsaved_law)
        damage = dice.add(damage, dice.times(unsaved_law, group.damage))
    target = action.target
    injury = dice.beyond(damage, target.w - 1)
    return ActionOutcome(
        action=action,
        group_hits=tuple(group_hits),
        hits=hits,
        wounding_hits=wounding,
        unsaved=unsaved,
        damage=damage,
        injury_dice=injury,
        states=_states(damage, injury, faces, target.t - target.flesh_wounds),
    )


def states_from_damage(damage: Law, w: int, room: int, faces: InjuryFaces) -> dict[str, Fraction]:
    """N12–N14: the five states of a fighter with ``w`` wounds and ``room`` = t − flesh_wounds
    after an action whose damage has this law."""
    return _states(damage, dice.beyond(damage, w - 1), faces, room)


def _states(damage: Law, injury: Law, faces: InjuryFaces, room: int) -> dict[str, Fraction]:
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
        f, s, o = _given_dice(k, faces.counts, room)
        scale = weight * 6 ** (kmax - k)
        flesh += scale * f
        serious += scale * s
        out += scale * o
    total = injury.total
    big = total * 6**kmax
    return {
        "unharmed": Fraction(unharmed, total),
        "wounded": Fraction(wounded, total),
        "flesh_wound": Fraction(flesh, big),
        "seriously_injured": Fraction(serious, big),
        "out_of_action": Fraction(out, big),
    }


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
    dice.binomial.cache_clear()
    no_out_of_action.cache_clear()
    _given_dice.cache_clear()
