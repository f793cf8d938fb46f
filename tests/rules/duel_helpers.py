"""Brute force for the duel's tests: every die an attack may roll, read through the game's own
``resolve`` and ``after``, and a seeded duel that rolls each attack and carries ``after`` (E7).

Neither uses ``after_law`` nor the duel's chain: ``every_after`` walks every sequence of faces
a roll reads (a roll that asks for one die more than the faces given is tried with each face),
``simulate`` rolls with ``SeededDice``; the second's fight is chosen again each turn with
``pairings``' own choice rule, re-implemented here from E3's words.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.paths import copied, get_path, set_path
from gangfight_gui.rules.engine.sources import SeededDice
from gangfight_gui.rules.game import After, AnyGame
from gangfight_gui.rules.kinds import AUTO_WHOLE
from gangfight_gui.rules.pairings import set_up


class _More(Exception):
    """The roll asks for a die beyond the faces given."""


class _Faces:
    def __init__(self, faces: tuple[int, ...]) -> None:
        self.faces = faces
        self.used = 0

    def d6(self) -> int:
        if self.used == len(self.faces):
            raise _More
        self.used += 1
        return self.faces[self.used - 1]


def frozen(after: After) -> str:
    """An ``After`` as a key: its JSON, keys sorted."""
    return json.dumps(
        {"attacker": dict(after.attacker), "targets": [dict(t) for t in after.targets]},
        sort_keys=True,
    )


def every_after(game: AnyGame, scenario: Any, depth: int) -> tuple[dict[str, float], float]:
    """The law of ``after`` by every face of every die, and the mass cut at ``depth`` dice
    (a die that explodes past it)."""
    law: dict[str, float] = {}
    cut = 0.0
    waiting: list[tuple[tuple[int, ...], float]] = [((), 1.0)]
    while waiting:
        faces, p = waiting.pop()
        try:
            roll = game.resolve(scenario, _Faces(faces))
        except _More:
            if len(faces) >= depth:
                cut += p
            else:
                waiting += [((*faces, face), p / 6) for face in range(1, 7)]
            continue
        key = frozen(game.after(scenario, roll))
        law[key] = law.get(key, 0.0) + p
    return law, cut


def exact_after(game: AnyGame, scenario: Any) -> dict[str, float]:
    law: dict[str, float] = {}
    for after, p in game.after_law(scenario):
        key = frozen(after)
        law[key] = law.get(key, 0.0) + p
    return law


@dataclass
class Tally:
    """What ``simulate`` counts over its duels."""

    n: int
    first: int = 0
    second: int = 0
    draw: int = 0
    unfinished: int = 0
    lengths: list[int] = field(default_factory=list)
    won: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    """Each duel won: the winner (0 the first, 1 the second) and its entry at the end."""


def _keys(game: AnyGame) -> list[str]:
    return [spec.key for spec in game.model_fields if spec.state]


def _later(game: AnyGame, data: dict[str, Any]) -> dict[str, Any]:
    result = copied(data)
    specs = {spec.key: spec for spec in game.scenario_fields}
    for key in game.first_turn_only:
        if get_path(result, key) is not None:
            set_path(result, key, specs[key].default)
    return result


def _read(game: AnyGame, data: dict[str, Any], first_turn: bool) -> Any:
    try:
        return game.read_scenario(data)
    except (RulesError, ScenarioShapeError):
        if first_turn:
            raise
    auto = copied(data)
    for spec in game.scenario_fields:
        if spec.kind is AUTO_WHOLE and get_path(auto, spec.key) not in (None, "auto"):
            set_path(auto, spec.key, "auto")
    try:
        return game.read_scenario(auto)
    except (RulesError, ScenarioShapeError):
        return None


def _reply(game: AnyGame, data: Mapping[str, Any], me: dict[str, Any], them: dict[str, Any]) -> Any:
    house = {
        spec.key: get_path(data, spec.key)
        for spec in game.house_rules
        if get_path(data, spec.key) is not None
    }
    best: tuple[float, Any] | None = None
    for made in game.pair_scenarios(me, them):
        reply = game.duel_reply(data, made)
        if reply is None:
            continue
        reply = set_up(game, reply, None, house)
        try:
            scenario = game.read_scenario(reply)
            score = game.score(game.calculate(scenario))
        except (RulesError, ScenarioShapeError):
            continue
        if best is None or score > best[0]:
            best = score, scenario
    return None if best is None else best[1]


def simulate(
    game: AnyGame,
    data: dict[str, Any],
    rounds: int,
    n: int,
    seed: int,
    sides: tuple[dict[str, Any], dict[str, Any]] | None = None,
) -> Tally:
    """``n`` seeded duels of ``data`` to ``rounds`` rounds, each attack rolled by ``resolve``."""
    first0, second0 = game.duel_sides(data, sides)
    keys = _keys(game)
    rng = random.Random(seed)
    tally = Tally(n)
    replies: dict[str, Any] = {}
    fights: dict[str, Any] = {}
    for _ in range(n):
        sides = [dict(first0), dict(second0)]
        ended = None
        for number in range(1, rounds + 1):
            for turn in (0, 1):
                me, them = sides[turn], sides[1 - turn]
                state = json.dumps([[s.get(k) for k in keys] for s in sides] + [number == 1])
                if turn == 0:
                    if state not in fights:
                        fight = game.duel_fight(data, me, them)
                        if number > 1:
                            fight = _later(game, fight)
                        fights[state] = _read(game, fight, number == 1)
                    scenario = fights[state]
                else:
                    state = json.dumps([[s.get(k) for k in keys] for s in sides])
                    if state not in replies:
                        replies[state] = _reply(game, data, me, them)
                    scenario = replies[state]
                if scenario is None:
                    continue
                roll = game.resolve(scenario, SeededDice(rng.randrange(2**32)))
                after = game.after(scenario, roll)
                me.update(after.attacker)
                if after.targets:
                    them.update(after.targets[0])
                down = [bool(game.end_status(side)) for side in sides]
                if any(down):
                    ended = "draw" if all(down) else ("first" if down[1] else "second")
                    break
            if ended:
                tally.lengths.append(number)
                break
        if ended in ("first", "second"):
            winner = 0 if ended == "first" else 1
            tally.won.append((winner, sides[winner]))
        if ended == "first":
            tally.first += 1
        elif ended == "second":
            tally.second += 1
        elif ended == "draw":
            tally.draw += 1
        else:
            tally.unfinished += 1
    return tally


def within(p: float, count: int, n: int) -> bool:
    """E7's tolerance: |f − p| ≤ 4·√(p(1−p)/n) + 2/n."""
    return abs(count / n - p) <= 4 * (p * (1 - p) / n) ** 0.5 + 2 / n


def every_duel(
    game: AnyGame, data: dict[str, Any], rounds: int, depth: int = 9
) -> dict[str, float]:
    """The duel by every die of every attack (``every_after`` through ``resolve`` and
    ``after``), states merged between attacks: the chances of each end, and the mass cut where
    a die explodes past ``depth`` dice."""
    first0, second0 = game.duel_sides(data)
    keys = _keys(game)
    alive: dict[str, float] = {json.dumps([first0, second0], sort_keys=True): 1.0}
    ends = {"first": 0.0, "second": 0.0, "draw": 0.0, "cut": 0.0}
    for number in range(1, rounds + 1):
        for turn in (0, 1):
            following: dict[str, float] = {}
            for key, p in alive.items():
                sides = json.loads(key)
                scenario = turn_scenario(game, data, number, turn, sides[turn], sides[1 - turn])
                if scenario is None:
                    following[key] = following.get(key, 0.0) + p
                    continue
                law, cut = every_after(game, scenario, depth)
                ends["cut"] += p * cut
                for after, q in law.items():
                    change = json.loads(after)
                    moved = [dict(sides[0]), dict(sides[1])]
                    moved[turn].update({k: v for k, v in change["attacker"].items() if k in keys})
                    if change["targets"]:
                        moved[1 - turn].update(change["targets"][0])
                    down = [bool(game.end_status(side)) for side in moved]
                    if all(down):
                        ends["draw"] += p * q
                    elif down[1]:
                        ends["first"] += p * q
                    elif down[0]:
                        ends["second"] += p * q
                    else:
                        state = json.dumps(moved, sort_keys=True)
                        following[state] = following.get(state, 0.0) + p * q
            alive = following
    return ends | {"unfinished": sum(alive.values())}


def turn_scenario(
    game: AnyGame,
    data: dict[str, Any],
    number: int,
    turn: int,
    me: dict[str, Any],
    them: dict[str, Any],
) -> Any:
    """The read scenario of round ``number``'s ``turn`` (0 the first's, E3 and E11; 1 the
    second's best answer), or None when that side has no fight."""
    if turn == 0:
        fight = game.duel_fight(data, me, them)
        return _read(game, fight if number == 1 else _later(game, fight), True)
    return _reply(game, data, me, them)
