"""What the player chose in the combat builder, as plain data that survives the rosters changing.

The form holds the player's wishes, not what the controls show: a pick is kept by roster, model
name and place in the roster (``ModelKey``) even while that roster is closed, a Slam! stays
wished for while the target is smaller (it shows as the Trample the sizes make, R17), and a weapon
choice comes back when its model is picked again. ``attack_setup.setup_from_form`` turns a form
and the open rosters into what is shown. The form is also the builder's memory across runs
(``to_state`` / ``from_state``), so it is JSON-able and reading it back never fails: a bad or
outdated value falls back to its default.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, NamedTuple, TypeVar

from gangfight_gui.rules.engine.limits import MAX_MODELS
from gangfight_gui.rules.gangfight.dice import MAX_POOL
from gangfight_gui.rules.gangfight.planning import MAX_DISTANCE
from gangfight_gui.rules.gangfight.profile import ATTRIBUTES, MAX_ATTRIBUTE, Profile
from gangfight_gui.rules.gangfight.scenario import AUTO, DEFAULT_DODGE_TN, AttackKind, Cover, Drop
from gangfight_gui.rules.gangfight.sizes import Size

STATE_VERSION = 2
"""2: a pick also names the model's place in its roster; version 1 states (label and name only)
are still read, each pick then finding the first model of that name."""


class ModelKey(NamedTuple):
    """A model by the label of its open roster, its name and its place in that roster.

    The place tells apart two models of one name (roster validation warns about them, but they
    exist while a roster is being edited), so the builder opens exactly the model picked or the
    matchup cell asked for (issue 14). The name is kept beside it because picks are remembered
    across runs and edits: ``Catalogue.find`` takes the model at ``place`` only while it still
    bears ``name``, and otherwise the first model of that name, so a pick survives models being
    added, removed or reordered. ``place`` None (a version 1 state) means "by name".
    """

    roster: str
    name: str
    place: int | None = None


TWEAKED_ATTRIBUTES = ATTRIBUTES
"""The numbers the ad hoc area may change for one calculation (RULES.md, Profiles)."""

_E = TypeVar("_E", bound=StrEnum)

MAX_INDEX = MAX_MODELS - 1
"""The last place a model can have in a roster."""

MIN_DODGE_TN = 2
MAX_DODGE_TN = 12
"""The scenario file's bounds for a dodge TN (R23); above 6 only 6s dodge (R3)."""


class RangeBy(StrEnum):
    """How the player gives a ranged attack's range (R15): a measured distance or a band."""

    DISTANCE = "distance"
    BAND = "band"


@dataclass(frozen=True, slots=True)
class Tweaks:
    """Ad hoc changes to a picked model's numbers, for this calculation only.

    A field left at None keeps the roster's value, so a roster edit still shows through the
    numbers the player did not touch.
    """

    size: Size | None = None
    attack: int | None = None
    defense: int | None = None
    marksmanship: int | None = None
    armour: int | None = None
    damage: int | None = None
    endurance: int | None = None
    initiative: int | None = None

    @property
    def is_empty(self) -> bool:
        return self == Tweaks()

    def changed(self) -> dict[str, Any]:
        """The fields the player changed, by name."""
        return {
            f.name: value
            for f in dataclasses.fields(self)
            if (value := getattr(self, f.name)) is not None
        }

    def apply(self, profile: Profile) -> Profile:
        changes = self.changed()
        return dataclasses.replace(profile, **changes) if changes else profile

    def with_value(self, name: str, value: Size | int, base: Profile) -> Tweaks:
        """These tweaks with ``name`` set to ``value``; back to None when it equals the roster's."""
        kept = None if getattr(base, name) == value else value
        changes: dict[str, Any] = {name: kept}
        return dataclasses.replace(self, **changes)

    def to_state(self) -> dict[str, Any]:
        return {k: str(v) if isinstance(v, Size) else v for k, v in self.changed().items()}

    @classmethod
    def from_state(cls, data: object) -> Tweaks:
        if not isinstance(data, Mapping):
            return cls()
        values: dict[str, Any] = {}
        size = data.get("size")
        if isinstance(size, str) and size in Size.__members__.values():
            values["size"] = Size(size)
        for name in TWEAKED_ATTRIBUTES:
            value = _whole(data.get(name), 0, MAX_ATTRIBUTE)
            if value is not None:
                values[name] = value
        return cls(**values)


@dataclass(frozen=True, slots=True)
class Circumstances:
    """Where and how the attack happens: cover, range, close combat, falls, dodging (R8-R24).

    Each field applies to some attacks only; ``attack_setup.make_scenario`` passes on only those
    that apply, so what a hidden control holds never changes a result.
    """

    cover: Cover = Cover.NONE
    range_by: RangeBy = RangeBy.DISTANCE
    distance: float = 12.0
    band: str = "normal"
    target_in_combat: bool = False
    target_prone: bool = False
    line_of_sight: bool = True
    attacker_engaged: bool = False
    check_distance: bool = False
    """Melee: check the distance against the attacker's threat range (R8)."""
    melee_distance: float = 1.0
    fall_distance: float = 3.0
    dodge_tn: int = DEFAULT_DODGE_TN

    def to_state(self) -> dict[str, Any]:
        return {
            f.name: str(v) if isinstance(v := getattr(self, f.name), StrEnum) else v
            for f in dataclasses.fields(self)
        }

    @classmethod
    def from_state(cls, data: Mapping[str, Any]) -> Circumstances:
        default = cls()
        band = data.get("band")
        return cls(
            cover=_enum(Cover, data.get("cover"), default.cover),
            range_by=_enum(RangeBy, data.get("range_by"), default.range_by),
            distance=_inches(data.get("distance"), default.distance),
            band=band if isinstance(band, str) and band else default.band,
            target_in_combat=_flag(data.get("target_in_combat"), default.target_in_combat),
            target_prone=_flag(data.get("target_prone"), default.target_prone),
            line_of_sight=_flag(data.get("line_of_sight"), default.line_of_sight),
            attacker_engaged=_flag(data.get("attacker_engaged"), default.attacker_engaged),
            check_distance=_flag(data.get("check_distance"), default.check_distance),
            melee_distance=_inches(data.get("melee_distance"), default.melee_distance),
            fall_distance=_inches(data.get("fall_distance"), default.fall_distance),
            dodge_tn=_whole(data.get("dodge_tn"), MIN_DODGE_TN, MAX_DODGE_TN) or default.dodge_tn,
        )


@dataclass(frozen=True, slots=True)
class CombatForm:
    """Every choice of the builder; see the module docstring for why these are wishes."""

    attacker: ModelKey | None = None
    target: ModelKey | None = None
    also_caught: tuple[ModelKey, ...] = ()
    """Trample and area attacks: the models caught besides the target (R17, R23)."""
    attacker_tweaks: Tweaks = Tweaks()
    target_tweaks: Tweaks = Tweaks()
    wounds_taken: int | None = None
    """The target's wounds so far (R14); None keeps the roster's value."""
    attack: AttackKind = AttackKind.MELEE
    weapons: tuple[str, ...] | None = None
    """None: the first legal choice for the attack."""
    circumstances: Circumstances = Circumstances()
    attack_drop: Drop = AUTO
    armour_drop: Drop = AUTO

    def picked(self, attacker: ModelKey | None, target: ModelKey | None) -> CombatForm:
        """The form after the player picks models: a new model starts from its own numbers.

        Models ticked as also caught were caught by the old pair's attack: they are cleared.
        """
        form = self
        if attacker != self.attacker:
            form = dataclasses.replace(
                form, attacker=attacker, attacker_tweaks=Tweaks(), also_caught=()
            )
        if target != self.target:
            form = dataclasses.replace(
                form, target=target, target_tweaks=Tweaks(), wounds_taken=None, also_caught=()
            )
        return form

    def swapped(self) -> CombatForm:
        """Attacker and target exchanged, each keeping its ad hoc numbers."""
        return dataclasses.replace(
            self,
            attacker=self.target,
            target=self.attacker,
            attacker_tweaks=self.target_tweaks,
            target_tweaks=self.attacker_tweaks,
            wounds_taken=None,
        )

    def to_state(self) -> dict[str, Any]:
        """A flat JSON-able dict, to remember the last combat across runs."""
        return {
            "version": STATE_VERSION,
            "attacker": _key_state(self.attacker),
            "target": _key_state(self.target),
            "also_caught": [_key_state(key) for key in self.also_caught],
            "attacker_tweaks": self.attacker_tweaks.to_state(),
            "target_tweaks": self.target_tweaks.to_state(),
            "wounds_taken": self.wounds_taken,
            "attack": str(self.attack),
            "weapons": list(self.weapons) if self.weapons is not None else None,
            **self.circumstances.to_state(),
            "attack_drop": self.attack_drop,
            "armour_drop": self.armour_drop,
        }

    @classmethod
    def from_state(cls, data: object) -> CombatForm:
        """The form a state dict describes; anything missing, unknown or broken is the default."""
        if not isinstance(data, Mapping):
            return cls()
        weapons = data.get("weapons")
        return cls(
            attacker=_key(data.get("attacker")),
            target=_key(data.get("target")),
            also_caught=tuple(
                key for item in _list(data.get("also_caught")) if (key := _key(item)) is not None
            ),
            attacker_tweaks=Tweaks.from_state(data.get("attacker_tweaks")),
            target_tweaks=Tweaks.from_state(data.get("target_tweaks")),
            wounds_taken=_whole(data.get("wounds_taken"), 0, MAX_ATTRIBUTE),
            attack=_enum(AttackKind, data.get("attack"), AttackKind.MELEE),
            weapons=(
                tuple(weapons)
                if isinstance(weapons, list)
                and len(weapons) <= 2
                and all(isinstance(w, str) for w in weapons)
                else None
            ),
            circumstances=Circumstances.from_state(data),
            attack_drop=_drop(data.get("attack_drop")),
            armour_drop=_drop(data.get("armour_drop")),
        )


def _whole(value: object, low: int, high: int) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value if low <= value <= high else None


def _inches(value: object, default: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return default
    number = float(value)
    return number if math.isfinite(number) and 0 <= number <= MAX_DISTANCE else default


def _flag(value: object, default: bool) -> bool:
    return value if isinstance(value, bool) else default


def _drop(value: object) -> Drop:
    whole = _whole(value, 0, MAX_POOL)
    return AUTO if whole is None else whole


def _key_state(key: ModelKey | None) -> list[str | int] | None:
    if key is None:
        return None
    return [key.roster, key.name] if key.place is None else [key.roster, key.name, key.place]


def _key(value: object) -> ModelKey | None:
    """[label, name] (version 1) or [label, name, index]; anything else is no pick."""
    if not isinstance(value, list | tuple) or len(value) not in (2, 3):
        return None
    label, name, *rest = value
    if not isinstance(label, str) or not isinstance(name, str):
        return None
    index = rest[0] if rest else None
    if index is not None and _whole(index, 0, MAX_INDEX) is None:
        return None
    return ModelKey(label, name, index)


def _list(value: object) -> list[object]:
    return list(value) if isinstance(value, list | tuple) else []


def _enum(kind: type[_E], value: object, default: _E) -> _E:
    if isinstance(value, str):
        try:
            return kind(value)
        except ValueError:
            return default
    return default
