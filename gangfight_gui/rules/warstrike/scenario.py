"""A WarStrike scenario and its reader (docs/warstrike.md, "On the command line"): shape faults
exit 2, rule breaks exit 1, each one line naming the field."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from gangfight_gui.rules.engine.limits import MAX_NAME_CHARS
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.kinds import CHOICE, TEXT, WHOLE, found
from gangfight_gui.rules.reading import unknown_key, value_problem
from gangfight_gui.rules.warstrike import limits
from gangfight_gui.rules.warstrike.errors import (
    NoGroups,
    NotCalculated,
    OutOfRange,
    WarStrikeRulesError,
    WarStrikeShapeError,
    WeaponCount,
)

Ground = Literal["level", "higher", "lower"]
GROUNDS: tuple[Ground, ...] = ("level", "higher", "lower")
GROUND_WS: dict[str, int] = {"level": 0, "higher": 1, "lower": -1}
"""W8: the attackers' WS modifier for the ground they fight on."""

REFUSED: dict[str, str] = {
    "defensive_fire": (
        "defensive fire follows the Snap-Fire rules, which the draft does not contain"
    ),
    "close_combat_shooting": (
        "close-combat shooting follows Snap-Fire and the Action Phase shooting rules, "
        "which the draft does not contain"
    ),
    "ld_check": "Ld checks are the Action Phase's, which the draft does not contain",
    "consolidation": "consolidation is movement, with no odds to calculate",
    "defenders": (
        "several defending units split hits by Mixed Saves in 'wounds' the draft never defines"
    ),
}
"""W2: what is not calculated, and why; the key (at the scenario's top level) with any value but
false/null is refused."""


@dataclass(frozen=True, slots=True)
class Weapon:
    """A melee weapon (Choosing A Melee Weapon): Atk dice, WS+, AP, Str+ (W4)."""

    name: str
    atk: int
    ws_plus: int = 0
    ap: int = 0
    str_plus: int = 0


@dataclass(frozen=True, slots=True)
class Group:
    """Engaged attacking models sharing a profile and one weapon (W5, W6)."""

    name: str
    count: int
    ws: int
    strength: int
    weapon: Weapon

    @property
    def dice(self) -> int:
        """W7: the group rolls count × atk to-hit dice."""
        return self.count * self.weapon.atk


@dataclass(frozen=True, slots=True)
class Defender:
    """The defending unit (W4, W6): highest engaged WS, Ar, To (None: no Toughness), and its
    battle state (W17): the models it has left and the suppression markers it carries."""

    name: str
    ws: int
    ar: int
    engaged: int
    to: int | None = None
    hit_counter: int = 0
    models: int | None = None
    """W17: the models it has left, at least ``engaged``; None: just the engaged ones."""
    suppression_markers: int = 0
    """W17: markers it already has; they change no odds (W14), only the count after."""

    @property
    def models_left(self) -> int:
        """W17: the models the unit has before the attack (``engaged`` when not given)."""
        return self.engaged if self.models is None else self.models


@dataclass(frozen=True, slots=True)
class Comparative:
    """W3's option: T = clamp(base + mine − theirs, minimum, maximum), success on a roll ≤ T."""

    base: int = 3
    minimum: int = 1
    maximum: int = 5

    def target(self, mine: int, theirs: int) -> int:
        return max(self.minimum, min(self.maximum, self.base + mine - theirs))


@dataclass(frozen=True, slots=True)
class Scenario:
    """One attacking unit's Melee Attacks against one defending unit (W1)."""

    attacker: str
    groups: tuple[Group, ...]
    defender: Defender
    ground: Ground = "level"
    comparative: Comparative = Comparative()


class _Reader:
    """Collects faults while reading the whole object, so shape faults can win over rule breaks
    (as the page says); within a kind the first in reading order is told. A null is absent."""

    def __init__(self) -> None:
        self.shape: list[str] = []
        self.rules: list[WarStrikeRulesError] = []

    def bad_shape(self, message: str) -> None:
        self.shape.append(message)

    def bad_rule(self, error: WarStrikeRulesError) -> None:
        self.rules.append(error)

    def obj(self, value: object, where: str) -> Mapping[str, Any] | None:
        if not isinstance(value, Mapping):
            self.bad_shape(f"{where}: must be an object (found {found(value)})")
            return None
        return value

    def keys(self, data: Mapping[str, Any], allowed: tuple[str, ...], where: str) -> None:
        problem = unknown_key(data, allowed, where)
        if problem is not None:
            self.bad_shape(problem)

    def whole(
        self, data: Mapping[str, Any], key: str, where: str, *, default: int | None = None
    ) -> int | None:
        """A whole number, or ``default`` when absent (``None`` default: required)."""
        value = data.get(key)
        path = f"{where}.{key}"
        if value is None:
            if default is None:
                self.bad_shape(f"{path}: is required")
            return default
        if not isinstance(value, int) or not WHOLE.takes(_spec(key, None), value):
            self.bad_shape(f"{path}: {WHOLE.problem(_spec(key, limits.MINIMUM.get(key)), value)}")
            return default
        return value

    def ranged(self, data: Mapping[str, Any], key: str, where: str, default: int | None) -> int:
        """A whole number checked against its ruling's minimum (W4, W6); 0 stands in if bad."""
        value = self.whole(data, key, where, default=default)
        if value is None:
            return limits.MINIMUM.get(key, 0)
        problem = WHOLE.problem(_spec(key, limits.MINIMUM.get(key)), value)
        if problem is not None:
            ruling = limits.RULING[key]
            self.bad_rule(OutOfRange(f"{where}.{key}: {problem} ({ruling})"))
        return value

    def text(self, data: Mapping[str, Any], key: str, where: str, default: str) -> str:
        value = data.get(key)
        if value is None:
            return default
        problem = value_problem(_TEXT, value, f"{where}.{key}")
        if problem is not None:
            self.bad_shape(problem)
            return default
        assert isinstance(value, str)
        return value


@cache
def _spec(key: str, minimum: int | None) -> FieldSpec:
    """A scenario's whole number as the reader takes it: the ruling's minimum, no maximum."""
    return FieldSpec(key, key, WHOLE, minimum=minimum)


_GROUND = FieldSpec("ground", "Ground", CHOICE, default="level", choices=GROUNDS)
_TEXT = FieldSpec("text", "Name", TEXT, maximum=MAX_NAME_CHARS)


_TOP_KEYS = ("game", "attacker", "defender", "ground", "rules", *REFUSED)
_ATTACKER_KEYS = ("name", "groups")
_GROUP_KEYS = ("name", "count", "ws", "str", "weapon", "weapons")
_WEAPON_KEYS = ("name", "atk", "ws_plus", "ap", "str_plus")
_DEFENDER_KEYS = (
    "name",
    "ws",
    "ar",
    "to",
    "engaged",
    "hit_counter",
    "models",
    "suppression_markers",
)


def read_scenario(data: object) -> Scenario:
    """The scenario of ``data``: WarStrikeShapeError (exit 2) or a WarStrikeRulesError (exit 1)."""
    r = _Reader()
    top = r.obj(data, "scenario")
    if top is None:
        raise WarStrikeShapeError(r.shape[0])
    r.keys(top, _TOP_KEYS, "")
    game = top.get("game")
    if game is not None and game != "warstrike":
        r.bad_shape(f"game: {game!r} is not 'warstrike'")
    for key, why in REFUSED.items():
        value = top.get(key)
        if value is not None and value is not False:
            r.bad_rule(NotCalculated(f"{key}: not calculated (W2): {why}"))
    groups = _read_attacker(r, top.get("attacker"))
    defender = _read_defender(r, top)
    ground = _read_ground(r, top.get("ground"))
    comparative = _read_rules(r, top.get("rules"))
    if r.shape:
        raise WarStrikeShapeError(r.shape[0])
    if r.rules:
        raise r.rules[0]
    attacker = top["attacker"]
    name = attacker.get("name") or "Attacker"
    assert defender is not None  # every path that leaves it None recorded a fault
    return Scenario(name, groups, defender, ground, comparative)


def _read_attacker(r: _Reader, value: object) -> tuple[Group, ...]:
    if value is None:
        r.bad_shape("attacker: is required (an object with groups)")
        return ()
    attacker = r.obj(value, "attacker")
    if attacker is None:
        return ()
    r.keys(attacker, _ATTACKER_KEYS, "attacker")
    r.text(attacker, "name", "attacker", "")
    groups = attacker.get("groups")
    if groups is None:
        r.bad_shape("attacker.groups: is required (a list of model groups)")
        return ()
    if not isinstance(groups, list):
        r.bad_shape(f"attacker.groups: must be a list (found {found(groups)})")
        return ()
    if not groups:
        r.bad_rule(NoGroups("attacker.groups: empty, a unit needs a model group to attack (W4)"))
    read = (_read_group(r, item, f"attacker.groups[{i}]") for i, item in enumerate(groups))
    return tuple(g for g in read if g is not None)


def _read_group(r: _Reader, value: object, where: str) -> Group | None:
    group = r.obj(value, where)
    if group is None:
        return None
    r.keys(group, _GROUP_KEYS, where)
    count = r.ranged(group, "count", where, None)
    ws = r.ranged(group, "ws", where, None)
    strength = r.ranged(group, "str", where, None)
    weapons: list[Weapon] = []
    for key in ("weapon", "weapons"):
        given = group.get(key)
        if given is None:
            continue
        path = f"{where}.{key}"
        if key == "weapon" and isinstance(given, Mapping):
            items: list[tuple[object, str]] = [(given, path)]
        elif isinstance(given, list):
            items = [(item, f"{path}[{i}]") for i, item in enumerate(given)]
        else:
            wanted = "an object or a list" if key == "weapon" else "a list"
            r.bad_shape(f"{path}: must be {wanted} (found {found(given)})")
            continue
        for item, item_path in items:
            weapon = _read_weapon(r, item, item_path)
            if weapon is not None:
                weapons.append(weapon)
    if len(weapons) != 1:
        if weapons:
            what = f"names {len(weapons)} weapons (no model may use more than one in melee)"
        else:
            what = "names no weapon (the draft has no unarmed attack)"
        r.bad_rule(WeaponCount(f"{where}: {what}; a group takes exactly one weapon (W5)"))
        return None
    name = r.text(group, "name", where, weapons[0].name)
    return Group(name, count, ws, strength, weapons[0])


def _read_weapon(r: _Reader, value: object, where: str) -> Weapon | None:
    weapon = r.obj(value, where)
    if weapon is None:
        return None
    r.keys(weapon, _WEAPON_KEYS, where)
    if weapon.get("name") is None:
        r.bad_shape(f"{where}.name: is required")
    name = r.text(weapon, "name", where, "")
    atk = r.ranged(weapon, "atk", where, None)
    ws_plus = r.whole(weapon, "ws_plus", where, default=0)
    ap = r.ranged(weapon, "ap", where, 0)
    str_plus = r.whole(weapon, "str_plus", where, default=0)
    return Weapon(name, atk, ws_plus or 0, ap, str_plus or 0)


def _read_defender(r: _Reader, top: Mapping[str, Any]) -> Defender | None:
    value = top.get("defender")
    if isinstance(value, list):
        if not value:
            r.bad_shape("defender: is required (an empty list names no unit)")
            return None
        units = [_read_unit(r, item, f"defender[{i}]") for i, item in enumerate(value)]
        if len(units) > 1:
            r.bad_rule(
                NotCalculated(
                    f"defender: {len(units)} units; not calculated (W2): {REFUSED['defenders']}"
                )
            )
        return units[0]
    if value is None:
        many = top.get("defenders")
        hint = "" if many is None or many is False else "; several units are not calculated (W2)"
        r.bad_shape(f"defender: is required (an object with ws, ar, engaged){hint}")
        return None
    return _read_unit(r, value, "defender")


def _read_unit(r: _Reader, value: object, where: str) -> Defender | None:
    unit = r.obj(value, where)
    if unit is None:
        return None
    r.keys(unit, _DEFENDER_KEYS, where)
    name = r.text(unit, "name", where, "Defender")
    ws = r.ranged(unit, "ws", where, None)
    ar = r.ranged(unit, "ar", where, None)
    to = None if unit.get("to") is None else r.ranged(unit, "to", where, None)
    engaged = r.ranged(unit, "engaged", where, None)
    counter = r.ranged(unit, "hit_counter", where, 0)
    models = r.whole(unit, "models", where, default=engaged)
    markers = r.ranged(unit, "suppression_markers", where, 0)
    if models is not None and models < engaged:
        r.bad_rule(OutOfRange(_too_few_models(where, models, engaged)))
    given = None if unit.get("models") is None else models
    return Defender(name, ws, ar, engaged, to, counter, given, markers)


def _too_few_models(where: str, models: int, engaged: int) -> str:
    """W17: a unit cannot have more models engaged than it has left; with none left it is
    destroyed, and there is nothing to attack."""
    rule = "(W17: models >= engaged)"
    if models <= 0:
        return (
            f"{where}.models: {models}: the unit is destroyed, no model left to be attacked {rule}"
        )
    return f"{where}.models: {models} is below the {engaged} engaged {rule}"


def _read_ground(r: _Reader, value: object) -> Ground:
    if value is None:
        return "level"
    for ground in GROUNDS:
        if value == ground:
            return ground
    r.bad_shape(f"ground: {CHOICE.problem(_GROUND, value)} (W8)")
    return "level"


def _read_rules(r: _Reader, value: object) -> Comparative:
    if value is None:
        return Comparative()
    rules = r.obj(value, "rules")
    if rules is None:
        return Comparative()
    r.keys(rules, ("comparative",), "rules")
    given = rules.get("comparative")
    if given is None:
        return Comparative()
    comp = r.obj(given, "rules.comparative")
    if comp is None:
        return Comparative()
    where = "rules.comparative"
    r.keys(comp, ("base", "min", "max"), where)
    base = r.whole(comp, "base", where, default=3)
    low = r.whole(comp, "min", where, default=1)
    high = r.whole(comp, "max", where, default=5)
    assert base is not None and low is not None and high is not None
    if not 0 <= low <= high <= limits.FACES:
        r.bad_rule(OutOfRange(f"{where}: min {low}, max {high}; W3 needs 0 <= min <= max <= 6"))
    return Comparative(base, low, high)
