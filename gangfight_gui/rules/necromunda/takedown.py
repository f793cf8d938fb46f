"""How many fights it takes to put the target out of action, each leaving the state N17 says: an
exact Markov chain over the states of the target (and, with Reaction attacks, the attacker)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, TypeVar

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.laws import Law
from gangfight_gui.rules.game import TakeDown
from gangfight_gui.rules.necromunda.outcome import ActionOutcome, action_outcome, no_out_of_action
from gangfight_gui.rules.necromunda.profile import OUT_OF_ACTION, STANDING
from gangfight_gui.rules.necromunda.resolve import injury_state
from gangfight_gui.rules.necromunda.scenario import InjuryFaces, Scenario, read_scenario
from gangfight_gui.rules.necromunda.state import FighterState, after_action, state_of

GOAL = "to take {target} out of action"
"""The take-down's goal, naming the target."""
NOTE = (
    "The same fight each time, from the state the last one left (N17): wounds, flesh wounds "
    "and seriously injured carry over. A seriously injured target makes no more Reaction "
    "attacks; an attacker they leave seriously injured or out of action cannot fight again "
    "(this program's reading)."
)
MAX_STATES = 2_000
"""Pairs of states the chain may hold (a fighter with 3 wounds and T 4 has 24 of its own); past
it, as for a fighter of many wounds and a high T, no take-down is given rather than a slow one."""
MAX_FIGHTS = 200
"""Fights listed at most; the rest of the chance is left out (and the mean is then exact from
the chain, not from the list)."""
TAIL = 1e-12
"""The chance still undecided below which the list stops."""

Edge = dict[FighterState, Fraction]
Pair = tuple[FighterState, FighterState]
"""(target, attacker)."""
Key = TypeVar("Key")
DOWN = "down"
NEVER = "never"


def next_states(before: FighterState, damage: Law, t: int, faces: InjuryFaces) -> Edge:
    """N12, N13, N17: the fighter's states after an action dealing ``damage``, exact."""
    out: Edge = {}
    room = t - before.flesh_wounds
    for total, weight in enumerate(damage.weights):
        if not weight:
            continue
        chance = Fraction(weight, damage.total)
        lost = min(total, before.w - 1)
        dice = total - lost
        if dice == 0:
            kind = injury_state(total, 0, 0, serious=False, out=False, room=room)
            _add(out, after_action(before, lost, 0, kind), chance)
            continue
        ways = no_out_of_action(dice, faces.counts)
        scale = 6**dice
        for flesh, count in enumerate(ways):
            if not count:
                continue
            kind = injury_state(total, dice, flesh, serious=flesh < dice, out=False, room=room)
            _add(out, after_action(before, lost, flesh, kind), chance * Fraction(count, scale))
        # An out-of-action face among the dice: the rest no longer matters (N13).
        ended = chance * Fraction(scale - sum(ways), scale)
        if ended:
            _add(out, FighterState(before.w - lost, before.flesh_wounds, OUT_OF_ACTION), ended)
    return out


@dataclass(frozen=True, slots=True)
class Chain:
    """The fight's exact transitions: the target's by its state, the attacker's (Reaction
    attacks) by its state; the scenario read once per flesh-wound count. Each state's fight is
    the scenario JSON with that state set, as a player would fight next (N8's "auto" may then
    give the odd die to another weapon, as ``calc`` would)."""

    data: Mapping[str, Any]
    faces: InjuryFaces
    target_t: int
    attacker_t: int
    reacts: bool

    def target_edges(self, state: FighterState) -> Edge:
        damage = self._laws(target=state).action.damage
        return next_states(state, damage, self.target_t, self.faces)

    def attacker_edges(self, state: FighterState) -> Edge:
        reaction = self._laws(attacker=state).reaction
        assert reaction is not None
        return next_states(state, reaction.damage, self.attacker_t, self.faces)

    def _laws(
        self, target: FighterState | None = None, attacker: FighterState | None = None
    ) -> _Laws:
        data = dict(self.data)  # the reader never changes what it reads: shallow copies do
        if target is not None:
            data["target"] = {**data["target"], "flesh_wounds": target.flesh_wounds}
            data["target"]["status"] = STANDING
            data["reaction"] = False
        if attacker is not None:
            data["attacker"] = {**data["attacker"], "flesh_wounds": attacker.flesh_wounds}
            data["attacker"]["status"] = STANDING
            data["target"] = {**data["target"], "status": STANDING}
        plan = read_scenario(data)
        action = action_outcome(plan.action, plan.faces)
        reaction = None if plan.reaction is None else action_outcome(plan.reaction, plan.faces)
        return _Laws(action, reaction)


@dataclass(frozen=True, slots=True)
class _Laws:
    action: ActionOutcome
    reaction: ActionOutcome | None


def _size(scenario: Scenario) -> int:
    target, attacker = scenario.action.target, scenario.action.attacker
    pairs = target.w * (target.t - target.flesh_wounds) * 2
    if scenario.reaction is not None:
        pairs *= attacker.w * max(1, attacker.t - attacker.flesh_wounds)
    return pairs


def transitions(data: Mapping[str, Any]) -> tuple[Pair, dict[Pair, dict[Pair | str, Fraction]]]:
    """Every state pair the repeated fight can reach from the scenario's, with its exact
    successors: another pair, ``DOWN`` (the target out of action) or ``NEVER`` (the attacker
    can no longer fight). RulesError or ScenarioShapeError when the scenario does not read."""
    plan = read_scenario(data)
    chain = Chain(
        data, plan.faces, plan.action.target.t, plan.action.attacker.t, bool(plan.reaction)
    )
    start = (state_of(plan.action.target), state_of(plan.action.attacker))
    target_memo: dict[FighterState, Edge] = {}
    attacker_memo: dict[FighterState, Edge] = {}
    edges: dict[Pair, dict[Pair | str, Fraction]] = {}
    waiting = [start]
    while waiting:
        pair = waiting.pop()
        if pair in edges:
            continue
        target, attacker = pair
        found: dict[Pair | str, Fraction] = {}
        # N17: the flesh-wound count alone changes the fight (T, N10); the memo keys on state.
        if target not in target_memo:
            target_memo[target] = chain.target_edges(target)
        for after, chance in target_memo[target].items():
            if after.status == OUT_OF_ACTION:
                _add(found, DOWN, chance)
                continue
            # N15: Reaction attacks only from a target still standing after the action.
            if not chain.reacts or after.status != STANDING or target.status != STANDING:
                _add(found, (after, attacker), chance)
                continue
            if attacker not in attacker_memo:
                attacker_memo[attacker] = chain.attacker_edges(attacker)
            for hurt, more in attacker_memo[attacker].items():
                following: Pair | str = (after, hurt) if hurt.status == STANDING else NEVER
                _add(found, following, chance * more)
        edges[pair] = found
        waiting += [key for key in found if isinstance(key, tuple) and key not in edges]
    return start, edges


def _add(found: dict[Key, Fraction], key: Key, chance: Fraction) -> None:
    found[key] = found.get(key, Fraction(0)) + chance


def takedown(data: Mapping[str, Any]) -> TakeDown | None:
    """P(out of action within n fights) for n = 1, 2, …, and the mean number of fights when the
    target is sure to go down; None when the scenario does not read or the chain is too big."""
    try:
        plan = read_scenario(data)
        if _size(plan) > MAX_STATES:
            return None
        start, edges = transitions(data)
    except (RulesError, ScenarioShapeError):
        return None
    goal = GOAL.format(target=plan.action.target.name)
    return TakeDown(goal, _within(start, edges), _mean(start, edges), NOTE)


def _within(start: Pair, edges: dict[Pair, dict[Pair | str, Fraction]]) -> tuple[float, ...]:
    """P(down within n fights) for n = 1, 2, … by pushing the chance along the chain (floats,
    from the exact transitions), until what is still undecided and can still move is below
    ``TAIL`` or ``MAX_FIGHTS`` fights. Pairs are numbered so each fight is plain list work."""
    pairs = list(edges)
    number = {pair: index for index, pair in enumerate(pairs)}
    moves: list[list[tuple[int, float]]] = []
    goes_down: list[float] = []
    moving: list[bool] = []
    for pair in pairs:
        found = edges[pair]
        moves.append(
            [(number[key], float(p)) for key, p in found.items() if isinstance(key, tuple)]
        )
        goes_down.append(float(found.get(DOWN, Fraction(0))))
        moving.append(found.get(pair, Fraction(0)) != 1)  # else stuck for good: no fight helps
    mass = [0.0] * len(pairs)
    mass[number[start]] = 1.0
    down = 0.0
    within: list[float] = []
    for _ in range(MAX_FIGHTS):
        following = [0.0] * len(pairs)
        for index, p in enumerate(mass):
            if p:
                down += p * goes_down[index]
                for key, q in moves[index]:
                    following[key] += p * q
        within.append(min(1.0, down))
        mass = following
        if sum(p for p, able in zip(mass, moving, strict=True) if able) < TAIL:
            break
    return tuple(within)


def _mean(start: Pair, edges: dict[Pair, dict[Pair | str, Fraction]]) -> float | None:
    """E[fights] when the target goes down for sure (exactly: every pair reached can reach only
    pairs that do, never NEVER, and none is stuck); else None. Pairs only worsen (wounds down,
    flesh wounds and status up), so the chain is ordered but for each pair's loop on itself."""
    order = _ordered(start, edges)
    mean: dict[Pair, Fraction] = {}
    for pair in reversed(order):
        found = edges[pair]
        if NEVER in found:
            return None
        stay = found.get(pair, Fraction(0))
        if stay == 1:
            return None
        rest = sum(
            (p * mean[key] for key, p in found.items() if isinstance(key, tuple) and key != pair),
            Fraction(0),
        )
        mean[pair] = (1 + rest) / (1 - stay)
    return float(mean[start])


def _ordered(start: Pair, edges: dict[Pair, dict[Pair | str, Fraction]]) -> list[Pair]:
    """The pairs reachable from ``start``, each before every pair it leads to (depth first,
    without recursion: a chain of many wounds is a long path)."""
    seen: set[Pair] = {start}
    finished: list[Pair] = []
    stack: list[tuple[Pair, list[Pair]]] = [(start, _successors(edges, start))]
    while stack:
        pair, todo = stack[-1]
        while todo and todo[-1] in seen:
            todo.pop()
        if todo:
            following = todo.pop()
            seen.add(following)
            stack.append((following, _successors(edges, following)))
        else:
            stack.pop()
            finished.append(pair)
    finished.reverse()
    return finished


def _successors(edges: dict[Pair, dict[Pair | str, Fraction]], pair: Pair) -> list[Pair]:
    return [key for key in edges[pair] if isinstance(key, tuple) and key != pair]
