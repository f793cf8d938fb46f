"""Gangfight's scenario JSON (docs/cli.md) read into a ``Scenario`` through the one reader, from
the game's fields; a fault is one line naming its field (exit 2)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from gangfight_gui.rules.engine.limits import MAX_NAME_CHARS, MAX_TARGETS
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.gangfight.fields import HOUSE_RULES, SCENARIO_FIELDS
from gangfight_gui.rules.gangfight.json_fields import SCENARIO_FIELDS as SCENARIO_KEYS
from gangfight_gui.rules.gangfight.model_reading import PROFILES
from gangfight_gui.rules.gangfight.options import Incapacitation, LongRange, RuleOptions
from gangfight_gui.rules.gangfight.profile import Profile
from gangfight_gui.rules.gangfight.scenario import AttackKind, Cover, Scenario
from gangfight_gui.rules.kinds import CHOICE, OPTIONAL_NUMBER, TEXT, TEXT_LIST
from gangfight_gui.rules.reading import Shape, as_list, fail, other_game

GAME_KEY = "gangfight"
"""The ``"game"`` of a Gangfight scenario; absent means Gangfight too (docs/cli.md)."""

_READ = (
    "weapons",
    "range_band",
    "cover",
    "distance",
    "target_in_combat",
    "target_prone",
    "attack_drop",
    "armour_drop",
    "fall_distance",
    "dodge_tn",
    "line_of_sight",
    "attacker_engaged",
)
_KINDS = {kind.value: kind for kind in AttackKind}
_SPECS = {spec.key: spec for spec in SCENARIO_FIELDS}
_SPECS["weapons"] = FieldSpec("weapons", "Weapons", TEXT_LIST, maximum=MAX_NAME_CHARS, default=())
"""The attacker's weapons used, by name: any names, checked against its profile later."""
_SPECS["range_band"] = FieldSpec("range_band", "Range band", TEXT, maximum=MAX_NAME_CHARS)
"""A band as the player names it (``long_3``), or none: ``planning`` reads the name (R15)."""
_SPECS["fall_distance"] = replace(_SPECS["fall_distance"], kind=OPTIONAL_NUMBER, default=None)
"""A fall's height: only a fall takes it, and must give it (``_check_shape``)."""
_CIRCUMSTANCES = Shape(
    tuple(_SPECS[key] for key in _READ),
    tuple(k for k in SCENARIO_KEYS if k not in _READ),
    absent={"range_band": None},
    null_is_absent=("range_band",),
)
_RULES = Shape(HOUSE_RULES)
_ATTACK = FieldSpec("attack", "Attack", CHOICE, choices=tuple(_KINDS))
_KEYS = Shape((_ATTACK,), SCENARIO_KEYS)
"""The scenario's own keys, refused before any of its values is read, and its attack."""


def read_scenario(
    value: object, read_profile: Callable[[object, str], Profile] = PROFILES
) -> Scenario:
    """A docs/cli.md scenario object as the core's Scenario; ScenarioShapeError names the field."""
    kind = _KINDS[_KEYS.read(value, "")[0]]
    data: Mapping[str, Any] = value  # type: ignore[assignment]  # read: an object
    if data.get("game", GAME_KEY) != GAME_KEY:
        raise fail("game", other_game(GAME_KEY, data["game"]))
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
    (
        weapons,
        band,
        cover,
        distance,
        in_combat,
        prone,
        attack_drop,
        armour_drop,
        fall,
        dodge,
        sight,
        engaged,
    ) = _CIRCUMSTANCES.read(data, "")
    rules = _read_rules(data.get("rules", _NO_RULES))
    return Scenario(
        kind,
        attacker,
        chosen,
        tuple(weapons),
        _COVERS[cover],
        None if distance is None else float(distance),
        band,
        in_combat,
        prone,
        attack_drop,
        armour_drop,
        rules,
        None if fall is None else float(fall),
        dodge,
        target if kind.is_area else None,
        sight,
        engaged,
    )


_COVERS = {cover.value: cover for cover in Cover}
_NO_RULES: dict[str, Any] = {}
"""The default read, never changed."""


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
    if type(value) is dict and not value:
        return _DEFAULT_OPTIONS
    incapacitation, long_range = _RULES.read(value, "rules")
    return _RULE_OPTIONS[incapacitation, long_range]


_RULE_OPTIONS = {
    (incapacitation.value, long_range.value): RuleOptions(incapacitation, long_range)
    for incapacitation in Incapacitation
    for long_range in LongRange
}
"""Every combination of the options, made once: a batch names the same few again and again."""
_DEFAULT_OPTIONS = _RULE_OPTIONS[
    Incapacitation.ZERO_OR_LESS.value, LongRange.BEYOND_RANGE_PLUS_6.value
]
