"""The fight each side of a duel makes on its turn: the best its game offers (by ``Game.score``)
and the law of its ``after``, each remembered across duels by the fight's JSON."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.paths import copied, get_path, set_path
from gangfight_gui.rules.game import After, AnyGame
from gangfight_gui.rules.kinds import AUTO
from gangfight_gui.rules.pairings import set_up


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
