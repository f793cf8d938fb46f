"""A duel to the finish, for any game: who wins if two entries keep attacking each other, turn
about, each attack's ``after`` carried into the next (E1–E12), exactly, and what it tells."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass
from typing import Any

from gangfight_gui.rules.duel_chain import (
    _CHAINS_LOCK,
    _ROWS,
    DRAW,
    FIRST_WINS,
    State,
    Values,
    _Chain,
    _Step,
)
from gangfight_gui.rules.duel_ends import followed, value_text
from gangfight_gui.rules.duel_turns import _MEMO
from gangfight_gui.rules.engine.errors import RulesError
from gangfight_gui.rules.engine.paths import get_path
from gangfight_gui.rules.game import AnyGame

DEFAULT_ROUNDS = 20
MIN_ROUNDS = 1
MAX_ROUNDS = 100
"""E5: at most N rounds, from 1 to 100, 20 unless asked."""


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

    @property
    def names(self) -> tuple[str, str]:
        """The sides' names as a player reads them (``told_apart``); ``first`` and ``second``
        are as written, for the JSON."""
        return told_apart(self.first, self.second)


def told_apart(first: str, second: str) -> tuple[str, str]:
    """Two sides' names as shown: as written, or marked first and second where they are alike
    (a fighter against its own kind), so no line reads "Grak wins" twice."""
    if first != second:
        return first, second
    return f"{first} (first)", f"{second} (second)"


Progress = Callable[[int, int], bool]
"""``progress(done, total)`` after each round worked out; False stops the duel (``Stopped``)."""


class Stopped(Exception):
    """The duel was stopped by its ``progress`` (a newer edit in the window)."""


CHAINS_KEPT = 64
"""Duels whose chains are kept whole (the oldest forgotten first): an edit back to a fight
shown before, or its rounds changed, moves mass through laws made already."""
_CHAINS: dict[str, _Chain] = {}


def forget() -> None:
    """Forget every fight and chain remembered (a benchmark's cold start)."""
    with _CHAINS_LOCK:
        _CHAINS.clear()
        _ROWS.clear()
    _MEMO.clear()


def state_keys(game: AnyGame) -> tuple[str, ...]:
    """The entry fields of a battle's state (R25, N17, W17, a plugin's)."""
    return tuple(spec.key for spec in game.model_fields if spec.state)


def _values(game: AnyGame, entry: Mapping[str, Any]) -> Values:
    return tuple(entry.get(spec.key, spec.default) for spec in game.model_fields if spec.state)


def house_rules_of(game: AnyGame, data: Mapping[str, Any]) -> dict[str, object]:
    """The house rules the scenario sets (``rules``): both sides' attacks use them (E3)."""
    values = {spec.key: get_path(data, spec.key) for spec in game.house_rules}
    return {key: value for key, value in values.items() if value is not None}


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
        for half in (0, 1):  # the first's attack, then the second's answer
            following = [0.0] * len(chain.states)
            for number, p in enumerate(alive):
                if p == 0.0:
                    continue
                step = chain.step(number, half, count == 1)
                if step is None:
                    following[number] += p
                else:
                    settle(step, p, following, row)
            alive = following
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
    p_first, p_second, p_draw = (sum(row[way] for row in ends) for way in range(3))
    p_unfinished = max(0.0, sum(alive))
    finished = 1.0 - p_unfinished
    weighted = sum(k * sum(row) for k, row in enumerate(ends, start=1))
    expected = weighted / finished if p_first + p_second + p_draw > 0.0 else None
    notes: tuple[str, ...] = ()
    if reply is None:
        one, other = told_apart(*names)
        notes = (
            f"{other} has nothing to attack {one} with: the duel is {one}'s attacks alone (E6)",
        )
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
    """``finish --json`` (E8): the duel's fields, its names exactly, but its notes."""
    found = asdict(duel)
    del found["notes"]
    return found
