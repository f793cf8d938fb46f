"""A WarStrike scenario and its reader (docs/warstrike.md, "On the command line"): shape faults
exit 2, rule breaks exit 1, each one line naming the field."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cache
from typing import Any, Literal

from gangfight_gui.rules.engine.limits import MAX_NAME_CHARS
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.kinds import CHOICE, TEXT, WHOLE, found
from gangfight_gui.rules.reading import REQUIRED, Shape, other_game, short_key
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

    def read(self, shape: str, value: object, where: str) -> tuple[Any, ...] | None:
        """The fields of the object ``value`` (``_shapes``), a number out of its range read and
        its rule break kept; None after a shape fault."""
        try:
            return _shapes()[shape].read(value, where, self.rules)
        except WarStrikeShapeError as error:
            self.shape.append(str(error))
            return None


_OWN = {
    "name": FieldSpec("unit.name", "Name", TEXT, maximum=MAX_NAME_CHARS),
    "ground": FieldSpec("ground", "Ground", CHOICE, default="level", choices=GROUNDS),
}
"""The scenario's fields that are not a number: a unit's, a group's or a weapon's name (any
text, a blank one too: not keyed ``NAME_KEY``, which is never blank) and the ground (W8)."""
_TOP_KEYS = ("game", "attacker", "defender", "ground", "rules", *REFUSED)


@cache
def _shapes() -> dict[str, Shape]:
    """The scenario's objects from the game's fields (``fields.py``, which names this module's
    grounds, so it is read on first use), their numbers with the reader's ranges: the rulings'
    minima (``limits.py``), none of the editors' maxima; a null is absent."""
    from gangfight_gui.rules.warstrike.fields import (
        HOUSE_RULES,
        MODEL_FIELDS,
        SCENARIO_FIELDS,
        WEAPON_FIELDS,
    )

    specs = {short_key(spec): spec for spec in (*HOUSE_RULES, *WEAPON_FIELDS, *MODEL_FIELDS)}
    specs["engaged"] = next(spec for spec in SCENARIO_FIELDS if spec.key.endswith(".engaged"))

    def shape(keys: tuple[str, ...], extra: tuple[str, ...], **absent: object) -> Shape:
        read = tuple(
            _OWN[key]
            if key in _OWN
            else replace(specs[key], kind=WHOLE, minimum=limits.MINIMUM.get(key), maximum=None)
            for key in keys
        )
        return Shape(
            read,
            extra,
            absent={key: absent.get(key, REQUIRED) for key in keys},
            range_error=OutOfRange,
            rulings=limits.RULING,
            shape_error=WarStrikeShapeError,
            null_is_absent=True,
        )

    return {
        "top": shape(("ground",), _TOP_KEYS, ground="level"),
        "attacker": shape(("name",), ("groups",), name=""),
        "group": shape(("count", "ws", "str", "name"), ("weapon", "weapons"), name=None),
        "weapon": shape(
            ("atk", "ws_plus", "ap", "str_plus", "name"), (), ws_plus=0, ap=0, str_plus=0
        ),
        "defender": shape(
            ("ws", "ar", "to", "engaged", "hit_counter", "models", "suppression_markers", "name"),
            (),
            name="Defender",
            to=None,
            hit_counter=0,
            models=None,
            suppression_markers=0,
        ),
        "rules": shape((), ("comparative",)),
        "comparative": shape(("base", "min", "max"), (), base=3, min=1, max=5),
    }


def read_scenario(data: object) -> Scenario:
    """The scenario of ``data``: WarStrikeShapeError (exit 2) or a WarStrikeRulesError (exit 1)."""
    r = _Reader()
    if not isinstance(data, Mapping):
        raise WarStrikeShapeError(f"scenario: must be an object (found {found(data)})")
    ground = (r.read("top", data, "") or _LEVEL)[0]
    game = data.get("game")
    if game is not None and game != "warstrike":
        r.shape.append(f"game: {other_game('warstrike', game)}")
    for key, why in REFUSED.items():
        value = data.get(key)
        if value is not None and value is not False:
            r.rules.append(NotCalculated(f"{key}: not calculated (W2): {why}"))
    name, groups = _read_attacker(r, data.get("attacker"))
    defender = _read_defender(r, data)
    comparative = _read_rules(r, data.get("rules"))
    if r.shape:
        raise WarStrikeShapeError(r.shape[0])
    if r.rules:
        raise r.rules[0]
    assert defender is not None  # every path that leaves it None recorded a fault
    return Scenario(name or "Attacker", groups, defender, ground, comparative)


_LEVEL = ("level",)


def _read_attacker(r: _Reader, value: object) -> tuple[str, tuple[Group, ...]]:
    """The attacking unit's name (blank when not given) and its groups."""
    if value is None:
        r.shape.append("attacker: is required (an object with groups)")
        return "", ()
    read = r.read("attacker", value, "attacker")
    if read is None:
        return "", ()
    assert isinstance(value, Mapping)
    groups = value.get("groups")
    if groups is None:
        r.shape.append("attacker.groups: is required (a list of model groups)")
        return read[0], ()
    if groups == []:
        r.rules.append(
            NoGroups("attacker.groups: empty, a unit needs a model group to attack (W4)")
        )
    made = (_read_group(r, item, path) for item, path in _items(r, groups, "attacker.groups"))
    return read[0], tuple(g for g in made if g is not None)


def _items(r: _Reader, value: object, path: str, wanted: str = "a list") -> list[tuple[Any, str]]:
    """Each item of the list at ``path`` with its own path; none after a shape fault."""
    if isinstance(value, list):
        return [(item, f"{path}[{i}]") for i, item in enumerate(value)]
    r.shape.append(f"{path}: must be {wanted} (found {found(value)})")
    return []


def _read_group(r: _Reader, value: object, where: str) -> Group | None:
    numbers = r.read("group", value, where)
    if numbers is None:
        return None
    assert isinstance(value, Mapping)
    count, ws, strength, name = numbers
    weapons: list[Weapon] = []
    for key in ("weapon", "weapons"):
        given = value.get(key)
        if given is None:
            continue
        path = f"{where}.{key}"
        if key == "weapon" and isinstance(given, Mapping):
            items: list[tuple[Any, str]] = [(given, path)]
        else:
            wanted = "an object or a list" if key == "weapon" else "a list"
            items = _items(r, given, path, wanted)
        for item, item_path in items:
            weapon = _read_weapon(r, item, item_path)
            if weapon is not None:
                weapons.append(weapon)
    if len(weapons) != 1:
        if weapons:
            what = f"names {len(weapons)} weapons (no model may use more than one in melee)"
        else:
            what = "names no weapon (the draft has no unarmed attack)"
        r.rules.append(WeaponCount(f"{where}: {what}; a group takes exactly one weapon (W5)"))
        return None
    return Group(weapons[0].name if name is None else name, count, ws, strength, weapons[0])


def _read_weapon(r: _Reader, value: object, where: str) -> Weapon | None:
    read = r.read("weapon", value, where)
    if read is None:
        return None
    atk, ws_plus, ap, str_plus, name = read
    return Weapon(name, atk, ws_plus, ap, str_plus)


def _read_defender(r: _Reader, top: Mapping[str, Any]) -> Defender | None:
    value = top.get("defender")
    if isinstance(value, list):
        if not value:
            r.shape.append("defender: is required (an empty list names no unit)")
            return None
        units = [_read_unit(r, item, path) for item, path in _items(r, value, "defender")]
        if len(units) > 1:
            r.rules.append(
                NotCalculated(
                    f"defender: {len(units)} units; not calculated (W2): {REFUSED['defenders']}"
                )
            )
        return units[0]
    if value is None:
        many = top.get("defenders")
        hint = "" if many is None or many is False else "; several units are not calculated (W2)"
        r.shape.append(f"defender: is required (an object with ws, ar, engaged){hint}")
        return None
    return _read_unit(r, value, "defender")


def _read_unit(r: _Reader, value: object, where: str) -> Defender | None:
    numbers = r.read("defender", value, where)
    if numbers is None:
        return None
    assert isinstance(value, Mapping)
    ws, ar, to, engaged, counter, given, markers, name = numbers
    models = engaged if given is None else given
    if models < engaged:
        r.rules.append(OutOfRange(_too_few_models(where, models, engaged)))
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


def _read_rules(r: _Reader, value: object) -> Comparative:
    if value is None or r.read("rules", value, "rules") is None:
        return Comparative()
    assert isinstance(value, Mapping)
    given = value.get("comparative")
    if given is None:
        return Comparative()
    where = "rules.comparative"
    numbers = r.read("comparative", given, where)
    if numbers is None:
        return Comparative()
    base, low, high = numbers
    if not 0 <= low <= high <= limits.FACES:
        r.rules.append(OutOfRange(f"{where}: min {low}, max {high}; W3 needs 0 <= min <= max <= 6"))
    return Comparative(base, low, high)
