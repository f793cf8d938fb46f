"""A duel to the finish, for any game: who wins if two entries keep attacking each other, turn
about, each attack's ``after`` carried into the next (E1–E12), exactly.

The first makes the fight set up (the scenario), the second answers with the best fight its
game offers the pair (``pairings``' choice by ``Game.score``, the first on ties), re-chosen each
turn from the state; a round is a turn of each. What the game tells (``Game.after_law``: the
exact law of one attack's ``after``; ``first_turn_only``; ``end_status``: when an entry can no
longer fight; ``duel_sides``, ``duel_fight``, ``duel_reply``: the entries, each turn's fight and
what the second may answer with) is all this needs, so every game, a plugin's too, has it.

The chain's state is both entries' ``state`` fields (R25, N17, W17); each attack's law is worked
out once per (fight, state) and the mass moved turn by turn, so the figures are exact sums over
every way the dice can fall, up to N rounds.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from gangfight_gui.rules.duel_ends import WON, followed, value_text
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.paths import copied, get_path, set_path
from gangfight_gui.rules.game import After, AnyGame, Figure
from gangfight_gui.rules.kinds import AUTO
from gangfight_gui.rules.pairings import Pairing, best_pairing, check_work, set_up

DEFAULT_ROUNDS = 20
MIN_ROUNDS = 1
MAX_ROUNDS = 100
"""E5: at most N rounds, from 1 to 100, 20 unless asked."""

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


@dataclass(frozen=True, slots=True)
class RoundEnds:
    """The chance the duel ends in this round, each way (unconditional)."""

    round: int
    p_first_wins: float
    p_second_wins: float
    p_draw: float


@dataclass(frozen=True, slots=True)
class SideEnd:
    """One entry's end (E6): the law of each of its state fields at the end of the duels it won
    (masses unconditional: they sum to its chance to win), and of its status in those it lost."""

    won: Mapping[str, Mapping[str, float]]
    lost: Mapping[str, float]


@dataclass(frozen=True, slots=True)
class Duel:
    """What a duel to the finish tells (E6, E8)."""

    first: str
    second: str
    rounds: int
    p_first_wins: float
    p_second_wins: float
    p_draw: float
    p_unfinished: float
    expected_rounds: float | None
    """Σ k·P(ends in round k) / (1 − p_unfinished); None when nothing ends."""
    by_round: tuple[RoundEnds, ...]
    first_end: SideEnd
    second_end: SideEnd
    second_fight: dict[str, Any] | None
    """The second's fight against the first as it starts; None when it has nothing to attack
    with (the duel is then the first's attacks alone)."""
    notes: tuple[str, ...] = ()


Progress = Callable[[int, int], bool]
"""``progress(done, total)`` after each round worked out; False stops the duel (``Stopped``)."""


class Stopped(Exception):
    """The duel was stopped by its ``progress`` (a newer edit in the window)."""


@dataclass
class _Chain:
    """The duel's laws, each worked out once per (fight, state)."""

    game: AnyGame
    data: Mapping[str, Any]
    sides: tuple[dict[str, Any], dict[str, Any]]
    keys: tuple[str, ...]
    house: dict[str, object]
    firsts: dict[tuple[State, bool], Law | None] = field(default_factory=dict)
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
    first_steps: dict[tuple[int, bool], _Step | None] = field(default_factory=dict)
    second_steps: dict[int, _Step | None] = field(default_factory=dict)
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

    def first_step(self, number: int, first_turn: bool) -> _Step | None:
        """``first_law`` from the state numbered ``number``, compiled."""
        key = (number, first_turn)
        if key not in self.first_steps:
            law = self.first_law(self.states[number], first_turn)
            self.first_steps[key] = None if law is None else self._step(law)
        return self.first_steps[key]

    def second_step(self, number: int) -> _Step | None:
        """``second_law`` from the state numbered ``number``, compiled."""
        if number not in self.second_steps:
            answer = self.second_law(self.states[number])
            self.second_steps[number] = None if answer is None else self._step(answer[0])
        return self.second_steps[number]

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
            lumped = self.game.duel_lumped(raw)
            for k in self.keys:
                if lumped.get(k) != raw[k]:
                    self.untold.add(k)
            found = tuple(lumped.get(k) for k in self.keys)
            self.moved[key] = found
        return found

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
        circumstances (E11); None when this turn's fight is refused."""
        key = (state, first_turn)
        if key not in self.firsts:
            self.firsts[key] = self._first_law(state, first_turn)
        return self.firsts[key]

    def _first_law(self, state: State, first_turn: bool) -> Law | None:
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
                raw = {k: entry[k] for k in self.keys}
                lumped = self.game.duel_lumped(raw)
                untold.update(k for k in self.keys if lumped.get(k) != raw[k])
                return tuple(lumped.get(k) for k in self.keys)

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
            moved = [state[0], state[1]]
            if mover is not None:
                moved[attacker] = (
                    mover if isinstance(mover, tuple) else self.values(mover, state[attacker])
                )
            if hit is not None:
                moved[target] = hit if isinstance(hit, tuple) else self.values(hit, state[target])
            pair = (moved[0], moved[1])
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
            moved = [state[0], state[1]]
            if mover:
                moved[attacker] = self.values(mover, state[attacker])
            if hit:
                moved[target] = self.values(hit, state[target])
            pair = (moved[0], moved[1])
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


def _best(
    game: AnyGame,
    made: Sequence[Mapping[str, Any]],
    circumstances: Mapping[str, object] | None,
    house: Mapping[str, object],
) -> tuple[float, Any, dict[str, Any]] | None:
    """The best of ``made`` by ``Game.score``, set up as the matchups set up a pair's fights,
    the first on ties (E3): its score, its read scenario and its JSON; None if none reads."""
    best: tuple[float, Any, dict[str, Any]] | None = None
    for one in made:
        scenario_json = set_up(game, one, circumstances, house)
        scored: tuple[float, Any] | None = _memo(
            game, "score", scenario_json, partial(_scored, game, scenario_json)
        )
        if scored is None:
            continue
        score, scenario = scored
        if best is None or score > best[0]:
            best = score, scenario, scenario_json
    return best


def _chosen(
    game: AnyGame,
    house: Mapping[str, object],
    mine: Mapping[str, Any],
    theirs: Mapping[str, Any],
    circumstances: Mapping[str, object],
) -> tuple[tuple[After, float], ...] | None:
    """The law of ``after`` of the best of ``mine``'s fights against ``theirs``; None if none."""
    best = _best(game, game.pair_scenarios(mine, theirs), circumstances, house)
    return None if best is None else _after_law(game, best[2], best[1])


def _reply(
    game: AnyGame,
    mine: Mapping[str, Any],
    theirs: Mapping[str, Any],
    data: Mapping[str, Any],
    house: Mapping[str, object],
) -> tuple[tuple[tuple[After, float], ...], dict[str, Any]] | None:
    """The second's best answer to the first's fight ``data`` (E3, E10, E11) and its law of
    ``after``; None when it has nothing to attack with."""
    replies = []
    for made in game.pair_scenarios(mine, theirs):
        reply = game.duel_reply(data, made)
        if reply is not None:
            replies.append(reply)
    best = _best(game, replies, None, house)
    return None if best is None else (_after_law(game, best[2], best[1]), best[2])


def _turn_law(
    game: AnyGame, data: dict[str, Any], first_turn: bool
) -> tuple[tuple[After, float], ...] | None:
    """The law of ``after`` of the first's fight this turn; None when a later turn's fight is
    refused even with ``auto`` drops (E11); a refusal on the first turn is raised (E6)."""
    try:
        scenario = game.read_scenario(data)
    except (RulesError, ScenarioShapeError):
        if first_turn:
            raise
        try:  # E11: a drop this turn's pools do not allow gives way to ``auto``
            scenario = game.read_scenario(_auto(game, data))
        except (RulesError, ScenarioShapeError):
            return None
    return game.after_law(scenario)


def _scored(game: AnyGame, data: Mapping[str, Any]) -> tuple[float, Any] | None:
    """The fight's score and its read scenario; None where the rules refuse it."""
    try:
        scenario = game.read_scenario(data)
        return game.score(game.calculate(scenario)), scenario
    except (RulesError, ScenarioShapeError):
        return None


def _after_law(
    game: AnyGame, data: Mapping[str, Any], scenario: Any
) -> tuple[tuple[After, float], ...]:
    """``Game.after_law`` of the fight ``data`` (read as ``scenario``), remembered."""
    law: tuple[tuple[After, float], ...] = _memo(
        game, "law", data, lambda: game.after_law(scenario)
    )
    return law


MEMO_SIZE = 20_000
"""Fights remembered across duels (each edit's duel, a matrix's cells share most of theirs)."""
_MEMO: dict[tuple[str, str, str], Any] = {}


def _memo(game: AnyGame, what: str, data: Mapping[str, Any], make: Callable[[], Any]) -> Any:
    """``make()`` remembered by the game, ``what`` and the fight's JSON; forgotten all at once
    past ``MEMO_SIZE`` (the worker thread shares it: a lost race only works one out twice).

    The entries' names are left out of the key (``_nameless``): a roster's entries alike but
    for their names share their fights."""
    data = {k: _nameless(v) if isinstance(v, Mapping) else v for k, v in data.items()}
    key = (game.key, what, json.dumps(data, sort_keys=True, default=str))
    found = _MEMO.get(key, _MEMO)
    if found is _MEMO:
        found = make()
        if len(_MEMO) >= MEMO_SIZE:
            _MEMO.clear()
        _MEMO[key] = found
    return found


CHAINS_KEPT = 64
"""Duels whose chains are kept whole (the oldest forgotten first): an edit back to a fight
shown before, or its rounds changed, moves mass through laws made already."""
_CHAINS: dict[str, _Chain] = {}
_ROWS: dict[int, tuple[object, tuple[_Row, ...], frozenset[str]]] = {}
"""``_Chain._rows`` by the law's identity (the law kept alive beside them)."""
_CHAINS_LOCK = threading.Lock()


def forget() -> None:
    """Forget every fight and chain remembered (a benchmark's cold start)."""
    with _CHAINS_LOCK:
        _CHAINS.clear()
        _ROWS.clear()
    _MEMO.clear()


STAND_INS = ("\u00abfirst\u00bb", "\u00absecond\u00bb", "\u00abfight\u00bb")
"""The names the second's answers are worked out under (the first, the second, the first's
fight's entries), so that every pair alike but for its names shares them; the answer told is
given the real names back (``_named``)."""


def _nameless(part: Mapping[str, Any]) -> dict[str, Any]:
    """An entry, or a part of a fight naming one, without its ``name``."""
    return {k: v for k, v in part.items() if k != "name"}


def _stand_in(data: Mapping[str, Any], name: str) -> dict[str, Any]:
    """``data`` with ``name`` for the name of each of its parts that has one (its entries)."""
    return {
        k: {**v, "name": name} if isinstance(v, Mapping) and "name" in v else v
        for k, v in data.items()
    }


def _named(reply: Mapping[str, Any], names: tuple[str, str]) -> dict[str, Any] | None:
    """The second's answer worked out under ``STAND_INS`` with the real ``names`` (the first's,
    the second's) wherever a stand-in is a whole text (an entry's name, a WarStrike group's);
    None if a stand-in shows within other words."""
    text = json.dumps(reply)
    for stand_in, name in zip(STAND_INS, names, strict=False):
        text = text.replace(json.dumps(stand_in), json.dumps(name))
    if any(json.dumps(stand_in)[1:-1] in text for stand_in in STAND_INS):
        return None
    named: dict[str, Any] = json.loads(text)
    return named


def _later_turn(game: AnyGame, data: dict[str, Any]) -> dict[str, Any]:
    """E11: the first-turn-only circumstances at their defaults."""
    specs = {spec.key: spec for spec in game.scenario_fields}
    result = data
    for key in game.first_turn_only:
        spec = specs.get(key)
        default = spec.default if spec is not None else None
        value = get_path(result, key)
        if value is not None and value != default:
            if result is data:
                result = copied(data)
            set_path(result, key, default)
    return result


def _auto(game: AnyGame, data: dict[str, Any]) -> dict[str, Any]:
    """Every dice drop chosen by hand (an automatic kind's fields) back at ``auto`` (R5, N8)."""
    result = copied(data)
    for spec in game.scenario_fields:
        if spec.kind.automatic and get_path(result, spec.key) not in (None, AUTO):
            set_path(result, spec.key, AUTO)
    return result


def state_keys(game: AnyGame) -> tuple[str, ...]:
    """The entry fields of a battle's state (R25, N17, W17, a plugin's)."""
    return tuple(spec.key for spec in game.model_fields if spec.state)


def _values(game: AnyGame, entry: Mapping[str, Any]) -> Values:
    return tuple(entry.get(spec.key, spec.default) for spec in game.model_fields if spec.state)


def house_rules_of(game: AnyGame, data: Mapping[str, Any]) -> dict[str, object]:
    """The house rules the scenario sets (``rules``): both sides' attacks use them (E3)."""
    found = {}
    for spec in game.house_rules:
        value = get_path(data, spec.key)
        if value is not None:
            found[spec.key] = value
    return found


def finish(
    game: AnyGame,
    data: Mapping[str, Any],
    rounds: int = DEFAULT_ROUNDS,
    sides: tuple[Mapping[str, Any], Mapping[str, Any]] | None = None,
    choosing: Mapping[str, object] | None = None,
    ends: bool = True,
    progress: Progress | None = None,
) -> Duel:
    """The duel to the finish of the scenario ``data`` (E1–E7), to ``rounds`` rounds.

    ``sides``: the two entries as a roster or a battle holds them, whose ``state`` fields the
    duel starts from (E1), else the scenario's (``Game.duel_sides``). RulesError: the scenario
    is not a duel (E9, W4), a side cannot fight at the start (E4), or ``calc`` refuses the
    first's fight (E6). ``choosing``: the matchups' circumstances, the first's fight then
    re-chosen each turn as the second's is (E8). ``ends``: False leaves out the fields followed
    beside the chain (``Game.duel_carried``) from the ends told, for a caller that shows only
    the chances. ``progress``: told after each round worked out; False raises ``Stopped``."""
    first, second = game.duel_sides(data, sides)
    key = json.dumps([game.key, data, first, second, choosing], sort_keys=True, default=str)
    with _CHAINS_LOCK:
        chain = _CHAINS.pop(key, None)  # a duel's own while it runs: a worker builds its own
    if chain is None:
        chain = _Chain(game, data, (first, second), state_keys(game), house_rules_of(game, data))
        chain.choosing = choosing
    start: State = (
        chain.values(first, _values(game, first)),
        chain.values(second, _values(game, second)),
    )
    names = str(first.get("name", "")), str(second.get("name", ""))
    for side, name in enumerate(names):
        if chain.end(side, start[side]):
            raise RulesError(f"{name} cannot fight (E4)")
    passes = 1 + (len(game.duel_carried(first)) + len(game.duel_carried(second)) if ends else 0)
    done = [0]

    def turned() -> None:
        done[0] += 1
        if progress is not None and not progress(done[0], passes * rounds):
            raise Stopped

    try:
        found = (
            (
                followed(chain, start, rounds, 0, first, turned),
                followed(chain, start, rounds, 1, second, turned),
            )
            if ends
            else ({}, {})
        )
        return _run(chain, start, rounds, names, chain.reply_json(start), found, turned)
    finally:  # kept, a duel stopped too: the laws it made stay made
        with _CHAINS_LOCK:
            while len(_CHAINS) >= CHAINS_KEPT:
                del _CHAINS[next(iter(_CHAINS))]
            _CHAINS[key] = chain


def _run(
    chain: _Chain,
    start: State,
    rounds: int,
    names: tuple[str, str],
    reply: dict[str, Any] | None,
    followed: tuple[Mapping[str, Mapping[str, float]], Mapping[str, Mapping[str, float]]],
    turned: Callable[[], None],
) -> Duel:
    """The mass moved round by round (E2, E4, E5), and what is told of it (E6).

    Each state's mass goes through its compiled ``_Step``; what ends is summed by way for the
    round, and by step over the rounds: the ends' laws are the steps' ends times those sums."""
    alive = [0.0] * (chain.number(start) + 1)
    alive[chain.number(start)] = 1.0
    ends: list[list[float]] = []
    entered: dict[int, float] = {}

    def settle(step: _Step, p: float, into: list[float], row: list[float]) -> None:
        entered[step.number] = entered.get(step.number, 0.0) + p
        first, second, draw = step.ways
        row[0] += p * first
        row[1] += p * second
        row[2] += p * draw
        if len(into) < len(chain.states):
            into.extend([0.0] * (len(chain.states) - len(into)))
        for number, q in step.going:
            into[number] += p * q

    for count in range(1, rounds + 1):
        row = [0.0, 0.0, 0.0]
        following = [0.0] * len(chain.states)
        for number, p in enumerate(alive):
            if p == 0.0:
                continue
            step = chain.first_step(number, count == 1)
            if step is None:
                following[number] += p
            else:
                settle(step, p, following, row)
        alive = [0.0] * len(chain.states)
        for number, p in enumerate(following):
            if p == 0.0:
                continue
            answer = chain.second_step(number)
            if answer is None:
                alive[number] += p
            else:
                settle(answer, p, alive, row)
        ends.append(row)
        turned()
    won: tuple[dict[Values, float], dict[Values, float]] = ({}, {})
    lost: tuple[dict[str, float], dict[str, float]] = ({}, {})
    for number, p in entered.items():
        for standing, values, status, q in chain.steps[number].ends:
            if standing == DRAW:
                continue
            winner = standing - FIRST_WINS
            won[winner][values] = won[winner].get(values, 0.0) + p * q
            lost[1 - winner][status] = lost[1 - winner].get(status, 0.0) + p * q
    p_first = sum(row[0] for row in ends)
    p_second = sum(row[1] for row in ends)
    p_draw = sum(row[2] for row in ends)
    p_unfinished = max(0.0, sum(alive))
    finished = 1.0 - p_unfinished
    weighted = sum(k * sum(row) for k, row in enumerate(ends, start=1))
    expected = weighted / finished if p_first + p_second + p_draw > 0.0 else None
    notes: tuple[str, ...] = ()
    if reply is None:
        notes = (f"{names[1]} has nothing to attack {names[0]} with: the duel is {names[0]}'s "
                 "attacks alone (E6)",)  # fmt: skip
    return Duel(
        first=names[0],
        second=names[1],
        rounds=rounds,
        p_first_wins=p_first,
        p_second_wins=p_second,
        p_draw=p_draw,
        p_unfinished=p_unfinished,
        expected_rounds=expected,
        by_round=tuple(RoundEnds(k, *row) for k, row in enumerate(ends, start=1)),
        first_end=_side_end(chain.keys, chain.untold, won[0], lost[0], followed[0]),
        second_end=_side_end(chain.keys, chain.untold, won[1], lost[1], followed[1]),
        second_fight=reply,
        notes=notes,
    )


def _side_end(
    keys: tuple[str, ...],
    untold: set[str],
    won: Mapping[Values, float],
    lost: Mapping[str, float],
    followed: Mapping[str, Mapping[str, float]],
) -> SideEnd:
    laws: dict[str, dict[str, float]] = {
        key: dict(followed[key]) if key in followed else {}
        for key in keys
        if key in followed or key not in untold
    }
    for values, p in won.items():
        for key, value in zip(keys, values, strict=True):
            if key in untold or key in followed:
                continue
            text = value_text(value)
            laws[key][text] = laws[key].get(text, 0.0) + p
    return SideEnd(
        {key: dict(sorted(law.items(), key=_order)) for key, law in laws.items()},
        dict(lost),
    )


def _order(item: tuple[str, float]) -> tuple[int, float, str]:
    """Numbers in their order, then words as they come."""
    text = item[0]
    try:
        return 0, float(text), text
    except ValueError:
        return 1, 0.0, text


def duel_json(duel: Duel) -> dict[str, Any]:
    """``finish --json`` (E8), its names exactly."""
    return {
        "first": duel.first,
        "second": duel.second,
        "rounds": duel.rounds,
        "p_first_wins": duel.p_first_wins,
        "p_second_wins": duel.p_second_wins,
        "p_draw": duel.p_draw,
        "p_unfinished": duel.p_unfinished,
        "expected_rounds": duel.expected_rounds,
        "by_round": [
            {
                "round": row.round,
                "p_first_wins": row.p_first_wins,
                "p_second_wins": row.p_second_wins,
                "p_draw": row.p_draw,
            }
            for row in duel.by_round
        ],
        "first_end": {"won": duel.first_end.won, "lost": duel.first_end.lost},
        "second_end": {"won": duel.second_end.won, "lost": duel.second_end.lost},
        "second_fight": duel.second_fight,
    }


FINISH_FIGURE = "p_first_wins"
"""The matchups' cell in the mode To the finish: the row's chance to win (E8)."""


def duel_pairing(
    game: AnyGame,
    attacker: Mapping[str, Any],
    target: Mapping[str, Any],
    rounds: int = DEFAULT_ROUNDS,
    circumstances: Mapping[str, object] | None = None,
    house_rules: Mapping[str, object] | None = None,
) -> Pairing:
    """The matchups' cell To the finish: the pair's best fight (``best_pairing``), its figure
    the attacker's chance to win the duel to ``rounds`` rounds, both fights chosen again each
    turn (E8)."""
    pairing = best_pairing(game, attacker, target, circumstances, house_rules)
    if pairing.scenario is None:
        return pairing
    try:
        duel = finish(
            game, pairing.scenario, rounds, (attacker, target), circumstances or {}, ends=False
        )
    except (RulesError, ScenarioShapeError) as error:
        return Pairing(
            pairing.attacker, pairing.target, None, (), float("-inf"), (str(error),),
            options=pairing.options,
        )  # fmt: skip
    figure = Figure(
        FINISH_FIGURE,
        "Wins to the finish",
        duel.p_first_wins,
        help=(
            f"Chance {duel.first} wins a duel to the finish against {duel.second}, "
            f"{rounds} rounds at most; {duel.second} wins {duel.p_second_wins:.1%}, "
            f"unfinished {duel.p_unfinished:.1%}"
        ),
    )
    return Pairing(
        pairing.attacker,
        pairing.target,
        pairing.scenario,
        (figure,),
        duel.p_first_wins,
        pairing.refusals,
        pairing.choice,
        pairing.options,
    )


def duel_grid(
    game: AnyGame,
    attackers: Sequence[Mapping[str, Any]],
    targets: Sequence[Mapping[str, Any]],
    rounds: int = DEFAULT_ROUNDS,
    circumstances: Mapping[str, object] | None = None,
    house_rules: Mapping[str, object] | None = None,
    *,
    progress: Progress | None = None,
) -> list[list[Pairing]]:
    """``pairings.pairing_grid`` To the finish: each cell ``duel_pairing``; the same limit,
    ``progress`` after each cell (False cancels: the rows done so far)."""
    check_work(game, attackers, targets)
    total = len(attackers) * len(targets)
    done = 0
    rows: list[list[Pairing]] = []
    for attacker in attackers:
        row: list[Pairing] = []
        rows.append(row)
        for target in targets:
            row.append(duel_pairing(game, attacker, target, rounds, circumstances, house_rules))
            done += 1
            if progress is not None and not progress(done, total):
                return rows
    return rows
