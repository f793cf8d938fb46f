"""Gangfight's scenario JSON (docs/cli.md) read into a ``Scenario``, a fault one line naming its
field (exit 2); the quick path reads only what is valid, leaving every fault to the plain one."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from gangfight_gui.rules.engine.limits import MAX_NAME_CHARS, MAX_TARGETS
from gangfight_gui.rules.gangfight.json_fields import (
    MAX_DODGE_TN,
    MAX_DROP,
    MIN_DODGE_TN,
    RULES_FIELDS,
    SCENARIO_FIELDS,
    read_choice,
    read_drop,
    read_fields,
    read_flag,
    read_optional_number,
    read_text,
    read_whole,
)
from gangfight_gui.rules.gangfight.model_reading import PROFILES
from gangfight_gui.rules.gangfight.options import Incapacitation, LongRange, RuleOptions
from gangfight_gui.rules.gangfight.planning import MAX_DISTANCE
from gangfight_gui.rules.gangfight.profile import Profile
from gangfight_gui.rules.gangfight.scenario import (
    AUTO,
    DEFAULT_DODGE_TN,
    AttackKind,
    Cover,
    Scenario,
)
from gangfight_gui.rules.kinds import found
from gangfight_gui.rules.reading import as_list, fail

GAME_KEY = "gangfight"
"""The ``"game"`` of a Gangfight scenario; absent means Gangfight too (docs/cli.md)."""


def read_scenario(
    value: object, read_profile: Callable[[object, str], Profile] = PROFILES
) -> Scenario:
    """A docs/cli.md scenario object as the core's Scenario; ScenarioShapeError names the field."""
    data = read_fields(value, "", SCENARIO_FIELDS)
    if data.get("game", GAME_KEY) != GAME_KEY:
        raise fail(
            "game", f"a Gangfight scenario names no other game (found {found(data['game'])})"
        )
    if "attack" not in data:
        raise fail("attack", "is required")
    kind = read_choice(data["attack"], "attack", AttackKind)
    attacker = _optional(data, "attacker", read_profile)
    target = _optional(data, "target", read_profile)
    targets: tuple[Profile, ...] | None = None
    if data.get("targets") is not None:
        listed = as_list(data["targets"], "targets")
        if len(listed) > MAX_TARGETS:
            # Bounded work: far above any table, refused before any is read.
            raise fail(
                "targets",
                f"must be a list of at most {MAX_TARGETS:,} models (found {len(listed):,})",
            )
        targets = tuple(read_profile(item, f"targets[{i}]") for i, item in enumerate(listed))
    _check_shape(kind, data, attacker, target, targets)
    if targets:
        chosen = targets
    else:
        assert target is not None
        chosen = (target,)
    nominated = target if kind.is_area else None
    quick = _quick_scenario(data, kind, attacker, chosen, nominated)
    if quick is not None:
        return quick
    weapons = tuple(
        read_text(item, f"weapons[{i}]", MAX_NAME_CHARS)
        for i, item in enumerate(as_list(data.get("weapons", []), "weapons"))
    )
    rules = _read_rules(data.get("rules", {}))
    range_band = data.get("range_band")
    if range_band is not None:
        range_band = read_text(range_band, "range_band", MAX_NAME_CHARS)
    return Scenario(
        attack=kind,
        attacker=attacker,
        targets=chosen,
        weapons=weapons,
        cover=read_choice(data.get("cover", _NO_COVER), "cover", Cover),
        distance=read_optional_number(
            data.get("distance"), "distance", MAX_DISTANCE, above_zero=False
        ),
        range_band=range_band,
        target_in_combat=read_flag(data.get("target_in_combat", False), "target_in_combat"),
        target_prone=read_flag(data.get("target_prone", False), "target_prone"),
        attack_drop=read_drop(data.get("attack_drop", AUTO), "attack_drop"),
        armour_drop=read_drop(data.get("armour_drop", AUTO), "armour_drop"),
        rules=rules,
        fall_distance=read_optional_number(
            data.get("fall_distance"), "fall_distance", MAX_DISTANCE, above_zero=False
        ),
        dodge_tn=read_whole(
            data.get("dodge_tn", DEFAULT_DODGE_TN), "dodge_tn", MIN_DODGE_TN, MAX_DODGE_TN
        ),
        nominated=nominated,
        line_of_sight=read_flag(data.get("line_of_sight", True), "line_of_sight"),
        attacker_engaged=read_flag(data.get("attacker_engaged", False), "attacker_engaged"),
    )


def _quick_scenario(
    data: Mapping[str, Any],
    kind: AttackKind,
    attacker: Profile | None,
    targets: tuple[Profile, ...],
    nominated: Profile | None,
) -> Scenario | None:
    """The scenario, when every plain field holds the usual kind of value: checked at once,
    with no field path made. None for anything else, which the field by field reading then
    reads or words, in its order."""
    get = data.get
    weapons = get("weapons", _NO_WEAPONS)
    flags = (
        get("target_in_combat", False),
        get("target_prone", False),
        get("line_of_sight", True),
        get("attacker_engaged", False),
    )
    distances = (get("distance"), get("fall_distance"))
    drops = (get("attack_drop", AUTO), get("armour_drop", AUTO))
    cover = get("cover", _NO_COVER)
    band = get("range_band")
    dodge = get("dodge_tn", DEFAULT_DODGE_TN)
    rules = get("rules", _NO_RULES)
    if (
        type(weapons) is not list
        or not _STR_ONLY.issuperset(map(type, weapons))
        or (weapons and max(map(len, weapons)) > MAX_NAME_CHARS)
        or not _BOOL_ONLY.issuperset(map(type, flags))
        or not _DISTANCE_TYPES.issuperset(map(type, distances))
        or not all(d is None or 0 <= d <= MAX_DISTANCE for d in distances)
        or not all(d == AUTO or (type(d) is int and 0 <= d <= MAX_DROP) for d in drops)
        or type(cover) is not str
        or (cover := _COVERS.get(cover)) is None
        or (band is not None and (type(band) is not str or len(band) > MAX_NAME_CHARS))
        or type(dodge) is not int
        or not MIN_DODGE_TN <= dodge <= MAX_DODGE_TN
        or type(rules) is not dict
        or not _RULES_KEYS.issuperset(rules)
    ):
        return None
    chosen = (rules.get("incapacitation", _ZERO_OR_LESS), rules.get("long_range", _PLUS_6))
    options = _RULE_OPTIONS.get(chosen) if _STR_ONLY.issuperset(map(type, chosen)) else None
    if options is None:
        return None
    in_combat, prone, sight, engaged = flags
    distance, fall = distances
    attack_drop, armour_drop = (AUTO if d == AUTO else d for d in drops)
    return Scenario(
        kind,
        attacker,
        targets,
        tuple(weapons),
        cover,
        None if distance is None else float(distance),
        band,
        in_combat,
        prone,
        attack_drop,
        armour_drop,
        options,
        None if fall is None else float(fall),
        dodge,
        nominated,
        sight,
        engaged,
    )


_STR_ONLY = frozenset({str})
_BOOL_ONLY = frozenset({bool})
_DISTANCE_TYPES = frozenset({int, float, type(None)})
_COVERS = {cover.value: cover for cover in Cover}
_RULES_KEYS = frozenset(RULES_FIELDS)
_NO_RULES: dict[str, Any] = {}
_NO_WEAPONS: list[str] = []
"""Defaults read, never changed."""


def _optional(
    data: Mapping[str, Any], key: str, read_profile: Callable[[object, str], Profile]
) -> Profile | None:
    value = data.get(key)
    return None if value is None else read_profile(value, key)


def _check_shape(
    kind: AttackKind,
    data: Mapping[str, Any],
    attacker: Profile | None,
    target: Profile | None,
    targets: tuple[Profile, ...] | None,
) -> None:
    """Which models each kind of attack takes (docs/cli.md)."""
    if kind is AttackKind.TRAMPLE or kind.is_area:
        if not targets:
            raise fail("targets", f"'{kind.value}' takes 'targets', a list of models")
        if kind is AttackKind.TRAMPLE and target is not None:
            raise fail("target", "'trample' takes 'targets', not 'target'")
    else:
        if target is None:
            raise fail("target", f"'{kind.value}' takes a 'target' model")
        if targets is not None:
            raise fail("targets", f"'{kind.value}' has one 'target', not 'targets'")
    if kind is AttackKind.FALLING:
        if data.get("fall_distance") is None:
            raise fail("fall_distance", "'falling' takes 'fall_distance' in inches")
    elif attacker is None:
        raise fail("attacker", f"'{kind.value}' takes an 'attacker' model")


def _read_rules(value: object) -> RuleOptions:
    """The options of R14 and R15; omitted means the defaults."""
    data = read_fields(value, "rules", RULES_FIELDS)
    incapacitation = data.get("incapacitation", _ZERO_OR_LESS)
    long_range = data.get("long_range", _PLUS_6)
    try:
        return _RULE_OPTIONS[incapacitation, long_range]
    except (KeyError, TypeError):  # TypeError: an unhashable value, a list or an object
        return RuleOptions(
            read_choice(incapacitation, "rules.incapacitation", Incapacitation),
            read_choice(long_range, "rules.long_range", LongRange),
        )


_NO_COVER = Cover.NONE.value
_ZERO_OR_LESS = Incapacitation.ZERO_OR_LESS.value
_PLUS_6 = LongRange.BEYOND_RANGE_PLUS_6.value
_RULE_OPTIONS = {
    (incapacitation.value, long_range.value): RuleOptions(incapacitation, long_range)
    for incapacitation in Incapacitation
    for long_range in LongRange
}
"""Every combination of the options, made once: a batch names the same few again and again."""
