"""The exact outcome of a fight (N12–N15): laws of hits, wounds, damage and injury dice in exact
integers (``dice.Law``), and the five states as exact Fractions."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import comb, gcd
from operator import attrgetter, itemgetter, mul
from typing import NamedTuple

from gangfight_gui.rules.engine import laws
from gangfight_gui.rules.engine.laws import Law
from gangfight_gui.rules.engine.records import quick_init, tuple_maker
from gangfight_gui.rules.necromunda import dice
from gangfight_gui.rules.necromunda.scenario import Action, InjuryFaces, Scenario
from gangfight_gui.rules.necromunda.scenario import clear_caches as forget_groups

STATES = ("unharmed", "wounded", "flesh_wound", "seriously_injured", "out_of_action")
"""N14: the target's state after an action; exclusive, adding up to 1."""
STANDING = ("unharmed", "wounded", "flesh_wound")
"""N15: the states after which the target still stands and may make Reaction attacks."""
NO_REACTION = "no_reaction"


Chance = tuple[int, int]
"""A probability as whole numbers, numerator over denominator: the floats shown are divided from
them exactly, without a Fraction's reductions."""


class ActionLaws(NamedTuple):
    """An action's laws by themselves (N12–N14), shared by every fight that makes the same action
    against the same numbers: its counts as exact integer laws, its five states as whole numbers
    (``StateWeights``) and the chance the target still stands after it (N15). A tuple, quick to
    make: a varied batch makes one for nearly every action."""

    group_hits: tuple[Law, ...]
    hits: Law
    wounding_hits: Law
    unsaved: Law
    damage: Law
    injury_dice: Law
    weights: StateWeights

    @property
    def standing(self) -> Chance:
        """Unharmed, wounded or a flesh wound: still standing, so it may strike back (N15)."""
        unharmed, wounded, total, flesh, _, _, big = self.weights
        standing = (unharmed + wounded) * (big // total) + flesh
        common = gcd(standing, big)  # smaller numbers to divide the floats from
        return standing // common, big // common

    @property
    def injured(self) -> Chance:
        """Any injury die rolled: a flesh wound, seriously injured or out of action."""
        _, _, _, flesh, serious, out, big = self.weights
        return flesh + serious + out, big


@quick_init
@dataclass(frozen=True, slots=True)
class ActionOutcome:
    """The laws of one action. Reaction attacks are made only with ``chance``, the target still
    standing (N15): their laws are then unconditional, no reaction counting as no dice rolled,
    and ``states`` includes ``no_reaction``. Each is worked out when asked for: a batch's output
    divides its floats from ``laws`` and ``chance`` without them."""

    action: Action
    laws: ActionLaws
    chance: Chance | None = None

    def _made(self, law: Law) -> Law:
        if self.chance is None:
            return law
        return laws.given_chance(law, Fraction(*self.chance))

    @property
    def group_hits(self) -> tuple[Law, ...]:
        return tuple(self._made(law) for law in self.laws.group_hits)

    @property
    def hits(self) -> Law:
        return self._made(self.laws.hits)

    @property
    def wounding_hits(self) -> Law:
        return self._made(self.laws.wounding_hits)

    @property
    def unsaved(self) -> Law:
        return self._made(self.laws.unsaved)

    @property
    def damage(self) -> Law:
        return self._made(self.laws.damage)

    @property
    def injury_dice(self) -> Law:
        return self._made(self.laws.injury_dice)

    @property
    def states(self) -> dict[str, Fraction]:
        states = _as_states(self.laws.weights)
        if self.chance is None:
            return states
        made = Fraction(*self.chance)
        return {NO_REACTION: 1 - made} | {name: made * value for name, value in states.items()}

    @property
    def p_injured(self) -> Fraction:
        """Any injury die rolled: a flesh wound, seriously injured or out of action."""
        injured = Fraction(*self.laws.injured)
        return injured if self.chance is None else injured * Fraction(*self.chance)

    @property
    def p_out_of_action(self) -> Fraction:
        return self.states["out_of_action"]

    @property
    def p_seriously_injured(self) -> Fraction:
        return self.states["seriously_injured"]


@quick_init
@dataclass(frozen=True, slots=True)
class Outcome:
    """A whole scenario: the action, and when asked the target's Reaction attacks (N15)."""

    scenario: Scenario
    action: ActionOutcome
    reaction: ActionOutcome | None

    @property
    def p_reaction(self) -> Fraction:
        """P(the target ends the action standing); 0 when no reaction was asked."""
        if self.reaction is None:
            return Fraction(0)
        return Fraction(*self.action.laws.standing)


def calculate(scenario: Scenario) -> Outcome:
    """N12–N15: the exact outcome of the scenario."""
    counts = scenario.faces.counts
    laws = _laws(_key(scenario.action), counts)
    action = ActionOutcome(scenario.action, laws)
    if scenario.reaction is None:
        return Outcome(scenario, action, None)
    made = _laws(_key(scenario.reaction), counts)
    return Outcome(scenario, action, ActionOutcome(scenario.reaction, made, laws.standing))


ActionKey = tuple[tuple[tuple[int, int, int, int | None, int], ...], int, int]
"""What an action's laws depend on: each group's dice, targets and damage; the target's wounds
and room for flesh wounds (N12–N14). Fights that share it share their laws."""


_GROUP_KEY = attrgetter("dice", "hit_target", "wound_target", "save_target", "damage")
"""A group's part of the key, read in one call."""


def _key(action: Action) -> ActionKey:
    target = action.target
    return tuple(map(_GROUP_KEY, action.groups)), target.w, target.t - target.flesh_wounds


def action_outcome(action: Action, faces: InjuryFaces) -> ActionOutcome:
    """N12–N14: the laws of one action by themselves (a reaction's as if it were made)."""
    return ActionOutcome(action, _laws(_key(action), faces.counts))


_DAMAGE = itemgetter(4)
"""A group's Damage, in its part of the ``ActionKey``."""

GroupLaws = tuple[Law, Law, Law, Law]
"""One group's hits, wounding hits, unsaved wounds and damage."""


@lru_cache(maxsize=4096)
def _group_laws(
    n: int, hit_target: int, wound_target: int, save_target: int | None, d: int
) -> GroupLaws:
    """N9–N12: one group's laws, each die on its own: a batch's actions are made of a few
    hundred groups met again and again (the same weapon against the same target numbers)."""
    hit_faces = dice.faces_reaching(hit_target)
    through = hit_faces * dice.faces_reaching(wound_target)
    fail_faces = 6 if save_target is None else save_target - 1  # N11, as Group.fail_faces
    unsaved = laws.binomial(n, through * fail_faces, 216)
    return (
        laws.binomial(n, hit_faces, 6),
        laws.binomial(n, through, 36),
        unsaved,
        laws.times(unsaved, d),
    )


@lru_cache(maxsize=16384)
def _laws(key: ActionKey, counts: tuple[int, int, int]) -> ActionLaws:
    """N12–N14: the laws of an action, memoised: a matrix fights the same actions again and
    again (the same weapons against the same target). The groups roll independently, so each
    count is the sum of per-group laws."""
    groups, w, room = key
    parts = [_group_laws(*group) for group in groups]
    hits, wounding, unsaved, damage = parts[0] if parts else (laws.NOTHING,) * 4
    ones = set(map(_DAMAGE, groups)) == {1}  # every D1: the damage is the unsaved wounds
    for group_hits, group_wounding, group_unsaved, group_damage in parts[1:]:
        hits = laws.add(hits, group_hits)
        wounding = laws.add(wounding, group_wounding)
        unsaved = laws.add(unsaved, group_unsaved)
        if not ones:
            damage = laws.add(damage, group_damage)
    if ones:
        damage = unsaved
    injury = laws.beyond(damage, w - 1)
    weights = _state_weights(damage, injury, counts, room)
    per_group = tuple([part[0] for part in parts])
    return _ACTION_LAWS((per_group, hits, wounding, unsaved, damage, injury, weights))


_ACTION_LAWS = tuple_maker(ActionLaws)
"""An action's laws from their seven fields (one for nearly every action of a varied batch)."""


def states_from_damage(damage: Law, w: int, room: int, faces: InjuryFaces) -> dict[str, Fraction]:
    """N12–N14: the five states of a fighter with ``w`` wounds and ``room`` = t − flesh_wounds
    after an action whose damage has this law."""
    return _as_states(_state_weights(damage, laws.beyond(damage, w - 1), faces.counts, room))


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
    rolled = injury.weights[1:]
    flesh_ways, serious_ways = _by_dice(kmax, counts, room)
    flesh = sum(map(mul, rolled, flesh_ways))
    serious = sum(map(mul, rolled, serious_ways))
    scale = 6**kmax
    big = injury.total * scale
    # the states add up to 1: out of action is what the other four leave (exact integers)
    out = big - injury.weights[0] * scale - flesh - serious
    return unharmed, wounded, injury.total, flesh, serious, out, big


@lru_cache(maxsize=4096)
def _by_dice(
    kmax: int, counts: tuple[int, int, int], room: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """N13: flesh wound and seriously injured given k = 1 … kmax injury dice, each in 6^kmax
    ths: the states are then two sums of products (few distinct, so memoised), out of action
    what they leave."""
    given = [_given_dice(k, counts, room) for k in range(1, kmax + 1)]
    flesh, serious = (
        tuple(ways[state] * 6 ** (kmax - k) for k, ways in enumerate(given, start=1))
        for state in range(2)
    )
    return flesh, serious


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
    """Forget the memoised laws and groups (benchmarks time a cold calculation with this)."""
    laws.clear_caches()
    forget_groups()
    _laws.cache_clear()
    _group_laws.cache_clear()
    no_out_of_action.cache_clear()
    _given_dice.cache_clear()
    _by_dice.cache_clear()
