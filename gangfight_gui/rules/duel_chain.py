"""A duel's chain: its states (both entries' ``state`` fields) and each attack's law from one,
worked out once per (fight, state) and compiled into the steps the rounds move mass through."""

from __future__ import annotations

import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from gangfight_gui.rules.duel_ends import WON
from gangfight_gui.rules.duel_turns import (
    MEMO_SIZE,
    STAND_INS,
    _chosen,
    _later_turn,
    _memo,
    _named,
    _reply,
    _stand_in,
    _turn_law,
)
from gangfight_gui.rules.game import After, AnyGame

Values = tuple[object, ...]
"""One entry's ``state`` fields, in the game's ``model_fields`` order."""
State = tuple[Values, Values]
"""(the first's, the second's)."""
Law = tuple[tuple[State, float, int], ...]
"""Each next state, its chance and how it stands: ``GOING_ON``, ``FIRST_WINS``, ``SECOND_WINS``
or ``DRAW`` (E4), told once when the law is made."""
GOING_ON, FIRST_WINS, SECOND_WINS, DRAW = 0, 1, 2, 3
_Kernel = dict[int, tuple[int, list[float]]]
"""The next state's number, or ``WON`` -> the growth of the number followed: the least and the
chance of each from there up (``duel_ends``)."""
_Row = tuple[Values | Mapping[str, Any] | None, Values | Mapping[str, Any] | None, float]
"""One way an attack's ``after`` moves the state: the attacker's state, the target's (each the
chain's ``Values``, None where unchanged, or the ``after`` itself where it gives only some of the
fields) and its chance."""


@dataclass(frozen=True, slots=True)
class _Step:
    """One attack's ``Law`` from one state as the rounds move mass: the states it goes on to (by
    their number in the chain), its ends (how each stands, the winner's state, the loser's
    status, its chance) and their sums by way (first wins, second wins, draw)."""

    number: int
    going: tuple[tuple[int, float], ...]
    ends: tuple[tuple[int, Values, str, float], ...]
    ways: tuple[float, float, float]
    source: tuple[tuple[tuple[After, float], ...], State, int] = ((), ((), ()), 0)
    """The law of ``after`` it was made from, the state and the side attacking: the fields
    followed beside the chain (``Game.duel_carried``) move by it."""


@dataclass
class _Chain:
    """The duel's laws, each worked out once per (fight, state)."""

    game: AnyGame
    data: Mapping[str, Any]
    sides: tuple[dict[str, Any], dict[str, Any]]
    keys: tuple[str, ...]
    house: dict[str, object]
    seconds: dict[State, tuple[Law, dict[str, Any]] | None] = field(default_factory=dict)
    entries: dict[tuple[int, Values], dict[str, Any]] = field(default_factory=dict)
    ended: dict[tuple[int, Values], str] = field(default_factory=dict)
    untold: set[str] = field(default_factory=set)
    moved: dict[tuple[Values, tuple[tuple[str, object], ...]], Values] = field(default_factory=dict)
    choosing: Mapping[str, object] | None = None
    """The matchups' circumstances when the first's fight is chosen again each turn too (the
    best of its pair's scenarios, E8); None: the first makes ``data``'s fight."""
    numbers: dict[State, int] = field(default_factory=dict)
    states: list[State] = field(default_factory=list)
    steps: list[_Step] = field(default_factory=list)
    turn_steps: dict[tuple[int, int, bool], _Step | None] = field(default_factory=dict)
    sources: dict[int, tuple[Law, tuple[tuple[After, float], ...], State, int]] = field(
        default_factory=dict
    )
    """``_law``'s answers by identity (kept alive here), with what each was made from."""
    kernels: dict[tuple[int, int, str], _Kernel] = field(default_factory=dict)
    followed: dict[
        tuple[State, int, int, tuple[tuple[str, int], ...]], dict[str, dict[str, float]]
    ] = field(default_factory=dict)
    """``duel_ends.followed``'s laws by (start, rounds, side, the numbers followed from): a
    duel worked out again (an edit that changes nothing it reads) tells them at once."""

    def number(self, state: State) -> int:
        """The state's number in the chain, given when first met."""
        found = self.numbers.get(state)
        if found is None:
            found = self.numbers[state] = len(self.states)
            self.states.append(state)
        return found

    def step(self, number: int, half: int, first_round: bool) -> _Step | None:
        """Half ``half`` of a round from the state numbered ``number``, compiled: the first's
        attack (``first_law``, with the first-turn circumstances in the first round) or the
        second's answer (``second_law``); None when that side does not attack."""
        key = (number, half, first_round and not half)
        if key not in self.turn_steps:
            if half:
                answer = self.second_law(self.states[number])
                law = None if answer is None else answer[0]
            else:
                law = self.first_law(self.states[number], first_round)
            self.turn_steps[key] = None if law is None else self._step(law)
        return self.turn_steps[key]

    def _step(self, law: Law) -> _Step:
        going: list[tuple[int, float]] = []
        ends: list[tuple[int, Values, str, float]] = []
        ways = [0.0, 0.0, 0.0]
        for state, q, standing in law:
            if standing == GOING_ON:
                going.append((self.number(state), q))
                continue
            ways[standing - FIRST_WINS] += q
            if standing == DRAW:
                ends.append((standing, (), "", q))
            else:
                winner = standing - FIRST_WINS
                loser = self.end(1 - winner, state[1 - winner])
                ends.append((standing, state[winner], loser, q))
        source = self.sources[id(law)][1:]
        step = _Step(
            len(self.steps), tuple(going), tuple(ends), (ways[0], ways[1], ways[2]), source
        )
        self.steps.append(step)
        return step

    def entry(self, side: int, values: Values) -> dict[str, Any]:
        found = self.entries.get((side, values))
        if found is None:
            found = {**self.sides[side], **dict(zip(self.keys, values, strict=True))}
            self.entries[(side, values)] = found
        return found

    def end(self, side: int, values: Values) -> str:
        """E4: the entry's status once it can no longer fight; empty while it can."""
        found = self.ended.get((side, values))
        if found is None:
            found = self.game.end_status(self.entry(side, values))
            self.ended[(side, values)] = found
        return found

    def values(self, entry: Mapping[str, Any], before: Values) -> Values:
        """The state ``entry`` leaves over ``before``, as the chain tells states apart
        (``Game.duel_lumped``); a field lumped is not told at the end (E6)."""
        key = (before, tuple(entry.get(k, old) for k, old in zip(self.keys, before, strict=True)))
        found = self.moved.get(key)
        if found is None:
            raw = {k: entry.get(k, old) for k, old in zip(self.keys, before, strict=True)}
            found = self.moved[key] = self._lumped(raw, self.untold)
        return found

    def _lumped(self, raw: Mapping[str, object], untold: set[str]) -> Values:
        """``raw`` as the chain tells states apart (``Game.duel_lumped``), each field lumped
        added to ``untold`` (not told at the end, E6)."""
        lumped = self.game.duel_lumped(raw)
        untold.update(k for k in self.keys if lumped.get(k) != raw[k])
        return tuple(lumped.get(k) for k in self.keys)

    def standing(self, state: State) -> int:
        """How ``state`` stands (E4): going on, either side won, or a draw."""
        first, second = self.end(0, state[0]), self.end(1, state[1])
        if first and second:
            return DRAW
        if second:
            return FIRST_WINS
        return SECOND_WINS if first else GOING_ON

    def first_law(self, state: State, first_turn: bool) -> Law | None:
        """The first's attack from ``state``: its fight, later turns without the first-turn
        circumstances (E11); None when this turn's fight is refused (kept by ``step``)."""
        game = self.game
        if self.choosing is not None:
            return self._chosen_first_law(state, first_turn)
        data = game.duel_fight(self.data, self.entry(0, state[0]), self.entry(1, state[1]))
        if not first_turn:
            data = _later_turn(game, data)
        law: tuple[tuple[After, float], ...] | None = _memo(
            game,
            "first" if first_turn else "later",
            data,
            partial(_turn_law, game, data, first_turn),
        )
        return None if law is None else self._law(law, state, 0)

    def _chosen_first_law(self, state: State, first_turn: bool) -> Law | None:
        """The first's best fight from ``state`` (E8: the matchups re-choose it each turn), the
        first-turn-only circumstances on its first turn alone (E11)."""
        game = self.game
        circumstances = dict(self.choosing or {})
        if not first_turn:
            for key in game.first_turn_only:
                circumstances.pop(key, None)
        mine, theirs = self.entry(0, state[0]), self.entry(1, state[1])
        asked = {"mine": mine, "theirs": theirs, "circumstances": circumstances}
        law: tuple[tuple[After, float], ...] | None = _memo(
            game,
            "chosen",
            {**asked, "rules": self.house},
            partial(_chosen, game, self.house, **asked),
        )
        return None if law is None else self._law(law, state, 0)

    def second_law(self, state: State) -> tuple[Law, dict[str, Any]] | None:
        """The second's best answer from ``state`` (E3), and its law; None when it has none."""
        if state not in self.seconds:
            self.seconds[state] = self._second_law(state)
        return self.seconds[state]

    def _second_law(self, state: State) -> tuple[Law, dict[str, Any]] | None:
        """The answer's JSON under ``STAND_INS`` for the names (``reply_json`` names it)."""
        game = self.game
        mine = {**self.entry(1, state[1]), "name": STAND_INS[1]}
        theirs = {**self.entry(0, state[0]), "name": STAND_INS[0]}
        data = _stand_in(self.data, STAND_INS[2])
        asked = {"mine": mine, "theirs": theirs, "first": data, "rules": self.house}
        best: tuple[tuple[tuple[After, float], ...], dict[str, Any]] | None = _memo(
            game, "reply", asked, partial(_reply, game, mine, theirs, data, self.house)
        )
        return None if best is None else (self._law(best[0], state, 1), best[1])

    def reply_json(self, state: State) -> dict[str, Any] | None:
        """The second's answer from ``state`` as a scenario, with the entries' names."""
        answer = self.second_law(state)
        if answer is None:
            return None
        mine, theirs = self.entry(1, state[1]), self.entry(0, state[0])
        named = _named(answer[1], (str(theirs.get("name", "")), str(mine.get("name", ""))))
        if named is None:  # the game wrote a name elsewhere: worked out under the real ones
            best = _reply(self.game, mine, theirs, self.data, self.house)
            named = None if best is None else best[1]
        return named

    def _rows(self, law: tuple[tuple[After, float], ...]) -> tuple[_Row, ...]:
        """``law``'s rows as the chain tells states apart (``_Row``), rows alike summed in
        their order; worked out once per law, which the memo shares between duels."""
        kept = _ROWS.get(id(law))
        if kept is None or kept[0] is not law:
            untold: set[str] = set()

            def told(entry: Mapping[str, Any] | None) -> Values | Mapping[str, Any] | None:
                if not entry:
                    return None
                if not all(k in entry for k in self.keys):
                    return entry
                return self._lumped({k: entry[k] for k in self.keys}, untold)

            summed: dict[tuple[object, object], int] = {}
            rows: list[_Row] = []
            for after, chance in law:
                row = (told(after.attacker), told(after.targets[0] if after.targets else None))
                if all(part is None or isinstance(part, tuple) for part in row):
                    at = summed.setdefault(row, len(rows))
                    if at < len(rows):
                        rows[at] = (row[0], row[1], rows[at][2] + chance)
                        continue
                rows.append((row[0], row[1], chance))
            with _CHAINS_LOCK:
                if len(_ROWS) >= MEMO_SIZE:
                    _ROWS.clear()
                kept = _ROWS[id(law)] = (law, tuple(rows), frozenset(untold))
        self.untold.update(kept[2])
        return kept[1]

    def _law(self, law: tuple[tuple[After, float], ...], state: State, attacker: int) -> Law:
        """The law of the next state when side ``attacker`` attacks from ``state``; the mass a
        calculation cuts from its tail goes to the likeliest way the target is taken down
        (E5), else to the likeliest way of all."""
        target = 1 - attacker
        found: dict[State, float] = {}
        for mover, hit, chance in self._rows(law):
            pair = self._next(state, attacker, mover, hit)
            found[pair] = found.get(pair, 0.0) + chance
        rest = 1.0 - sum(found.values())
        if found and rest > 0.0:
            found[self._leftover(found, target)] += rest
        # The ends told apart only as far as they are told (E6): the winner's state and the
        # loser's status; a law of many wounds past the end shrinks to a few rows.
        ends: dict[tuple[int, Values, str], tuple[State, float]] = {}
        going: list[tuple[State, float, int]] = []
        for pair, p in found.items():
            standing = self.standing(pair)
            if standing == GOING_ON:
                going.append((pair, p, standing))
                continue
            winner = 0 if standing == FIRST_WINS else 1
            key = (standing, pair[winner], self.end(1 - winner, pair[1 - winner]))
            if standing == DRAW:
                key = (standing, (), "")
            kept = ends.get(key)
            ends[key] = (pair, p) if kept is None else (kept[0], kept[1] + p)
        made = (*going, *((pair, p, key[0]) for key, (pair, p) in ends.items()))
        self.sources[id(made)] = (made, law, state, attacker)
        return made

    def _next(
        self,
        state: State,
        attacker: int,
        mover: Values | Mapping[str, Any] | None,
        hit: Values | Mapping[str, Any] | None,
    ) -> State:
        """The state an attack from ``state`` leaves: each side's (``_Row``'s parts, or an
        ``after``'s entries), an empty one leaving the side as it was."""
        moved = [state[0], state[1]]
        for side, part in ((attacker, mover), (1 - attacker, hit)):
            if part:
                moved[side] = part if isinstance(part, tuple) else self.values(part, state[side])
        return moved[0], moved[1]

    def _leftover(self, found: Mapping[State, float], target: int) -> State:
        """Where the mass a calculation cuts from its tail goes (E5): the likeliest way the
        target is taken down, else the likeliest way of all."""
        downs = [pair for pair in found if self.end(target, pair[target])]
        return max(downs or list(found), key=lambda pair: found[pair])

    def kernel(self, step: _Step, side: int, key: str) -> _Kernel:
        """How ``step`` moves the number followed for side ``side``'s field ``key``
        (``Game.duel_carry``) into each next state or ``WON``, worked out once."""
        found = self.kernels.get((step.number, side, key))
        if found is None:
            found = self.kernels[(step.number, side, key)] = self._kernel(step, side, key)
        return found

    def _kernel(self, step: _Step, side: int, key: str) -> _Kernel:
        law, state, attacker = step.source
        target = 1 - attacker
        rows: list[tuple[State, int, float]] = []
        totals: dict[State, float] = {}
        for after, chance in law:
            mover = after.attacker
            hit = after.targets[0] if after.targets else None
            pair = self._next(state, attacker, mover, hit)
            own = mover if side == attacker else hit
            carry = self.game.duel_carry(key, own) if own and key in own else 0
            rows.append((pair, carry, chance))
            totals[pair] = totals.get(pair, 0.0) + chance
        rest = 1.0 - sum(totals.values())
        if totals and rest > 0.0:  # as ``_law`` moves it, with the likeliest row of its state
            likeliest = self._leftover(totals, target)
            at = max(
                (i for i, row in enumerate(rows) if row[0] == likeliest), key=lambda i: rows[i][2]
            )
            rows[at] = (likeliest, rows[at][1], rows[at][2] + rest)
        growth: dict[int, dict[int, float]] = {}
        for pair, grown, p in rows:
            standing = self.standing(pair)
            if standing == GOING_ON:
                into = self.number(pair)
            elif standing == FIRST_WINS + side:
                into = WON
            else:
                continue
            law_of = growth.setdefault(into, {})
            law_of[grown] = law_of.get(grown, 0.0) + p
        return {
            way: (min(law_of), [law_of.get(k, 0.0) for k in range(min(law_of), max(law_of) + 1)])
            for way, law_of in growth.items()
        }


_ROWS: dict[int, tuple[object, tuple[_Row, ...], frozenset[str]]] = {}
"""``_Chain._rows`` by the law's identity (the law kept alive beside them)."""
_CHAINS_LOCK = threading.Lock()
