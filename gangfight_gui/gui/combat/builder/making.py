"""A choice made into the fight: every circumstance that applies set on its scenario, brought
within the limits the fight sets."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import orjson

from gangfight_gui.gui.combat.builder.memo import Memo, dumps
from gangfight_gui.gui.combat.builder.setup import FieldRow
from gangfight_gui.gui.combat.builder.wishes import Setting
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.paths import get_path, set_path
from gangfight_gui.rules.game import AnyGame, AttackKind, FieldSpec, Limits
from gangfight_gui.rules.kinds import takes


def clamped(spec: FieldSpec, value: object, limits: Limits, fallback: object) -> object:
    """``value`` brought within ``limits`` (a number to the nearest bound, a choice no longer
    open to ``fallback`` or the first open one)."""
    if takes(spec, value, limits):
        return value
    if isinstance(value, int | float) and not isinstance(value, bool):
        if limits.maximum is not None and value > limits.maximum:
            return limits.maximum
        return value if limits.minimum is None else max(value, limits.minimum)
    if spec.kind.chosen and limits.choices:
        return fallback if takes(spec, fallback, limits) else limits.choices[0]
    if spec.kind.listed and isinstance(value, list | tuple) and limits.choices is not None:
        return [v for v in value if v in limits.choices]
    return fallback


def applies(spec: FieldSpec, kind: str, value_of: Callable[[str], object]) -> bool:
    """Whether a circumstance applies: its attack kinds, and its ``requires`` by the values
    the fight has."""
    if spec.attacks and kind not in spec.attacks:
        return False
    return all(value_of(key) == value for key, value in spec.requires)


Made = tuple[dict[str, Any], tuple[FieldRow, ...], Mapping[str, Limits]]
"""A choice made into the fight: its scenario, the circumstances' rows and the limits."""


def made_fight(
    game: AnyGame,
    memo: Memo,
    kind: AttackKind,
    choice: Mapping[str, Any],
    settings: Mapping[str, Setting],
) -> Made:
    """``make_fight``, remembered in ``memo``."""
    key = ("made", kind.key, dumps(choice), dumps(settings_key(settings)))
    made: Made = memo.get(key, lambda: make_fight(game, kind, choice, settings))
    return made


def settings_key(settings: Mapping[str, Setting]) -> list[list[object]]:
    """The player's settings as a memo key (``dumps``)."""
    return [[key, s.value, s.basis] for key, s in sorted(settings.items())]


def make_fight(
    game: AnyGame,
    kind: AttackKind,
    choice: Mapping[str, Any],
    settings: Mapping[str, Setting],
) -> Made:
    """A choice's scenario (the house rules set on it: ``plan``) made into the fight: every
    circumstance that applies set on a copy (the player's where it still means what it meant,
    else the game's), brought within the fight's limits. The scenario, its rows and the
    limits."""
    base = choice
    values: dict[str, object] = {}

    def value_of(key: str) -> object:
        return values[key] if key in values else get_path(base, key)

    wanted: list[tuple[FieldSpec, object, object]] = []
    for spec in game.scenario_fields:
        if not applies(spec, kind.key, value_of):
            continue
        proposed = get_path(base, spec.key)
        if proposed is None and not _has_path(base, spec.key):
            proposed = spec.default
        setting = settings.get(spec.key)
        value = proposed
        if setting is not None and setting.basis == proposed and takes(spec, setting.value):
            value = setting.value
        values[spec.key] = value
        wanted.append((spec, value, proposed))
    scenario = _set_all(base, wanted)
    limits = _limits(game, scenario)
    fixed = [
        (spec, clamped(spec, value, limits[spec.key], proposed), proposed)
        if spec.key in limits
        else (spec, value, proposed)
        for spec, value, proposed in wanted
    ]
    if fixed != wanted:
        scenario = _set_all(base, fixed)
        limits = _limits(game, scenario)
    rows = tuple(
        FieldRow(spec, value, limits.get(spec.key, Limits()), proposed)
        for spec, value, proposed in fixed
    )
    return scenario, rows, limits


def _limits(game: AnyGame, scenario: Mapping[str, Any]) -> Mapping[str, Limits]:
    try:
        return game.field_limits(scenario)
    except (RulesError, ScenarioShapeError):
        return {}


def _has_path(data: Mapping[str, Any], key: str) -> bool:
    *parents, last = key.split(".")
    node = get_path(data, ".".join(parents)) if parents else data
    return isinstance(node, Mapping) and last in node


def _set_all(
    base: Mapping[str, Any], values: Sequence[tuple[FieldSpec, object, object]]
) -> dict[str, Any]:
    scenario = _copy(base)
    for spec, value, _proposed in values:
        if value is None and not _has_path(scenario, spec.key):
            continue  # a field the choice leaves out stays out while it holds nothing
        with contextlib.suppress(KeyError):  # a path through a list item the fight has not
            set_path(scenario, spec.key, _plain(value))
    return scenario


def _plain(value: object) -> object:
    return list(value) if isinstance(value, tuple) else value


def _copy(value: Mapping[str, Any]) -> dict[str, Any]:
    copied: dict[str, Any] = orjson.loads(orjson.dumps(value))
    return copied
