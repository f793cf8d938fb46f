"""Two small rosters for the combat builder's tests: every size, weapon kind and pairing rule.

Orcs hold a two-handed weapon, a legal pair of hand weapons, a pair with a shield (not offered,
R10), a large model (Slam!/Trample, R17) and a small archer; the humans hold a ranged shooter, a
sword-and-shield, a legal pair and a huge, unarmed model.
"""

from __future__ import annotations

from typing import Any

from gangfight_gui.roster.roster import Entry, Roster
from gangfight_gui.rules.gangfight.profile import Profile, WeaponKind
from gangfight_gui.rules.gangfight.sizes import Size
from tests.gangfight_rosters import ModelSpec, WeaponSpec, profile
from tests.gangfight_rosters import Roster as GangfightRoster

YOURS = "Your gang"
THEIRS = "Their gang"


def _model(name: str, size: Size = Size.MEDIUM, **numbers: object) -> Entry:
    profile: dict[str, object] = {
        "attack": 3,
        "defense": 4,
        "marksmanship": 3,
        "armour": 4,
        "damage": 4,
        "endurance": 4,
        "initiative": 3,
    }
    profile.update(numbers)
    return ModelSpec(name=name, size=size, **profile)  # type: ignore[no-any-return]


def _weapon(
    name: str, kind: WeaponKind, bonus: int = 0, range_in: float | None = None
) -> dict[str, object]:
    weapon = WeaponSpec(name=name, kind=kind, damage_bonus=bonus, range=range_in)
    return weapon.to_json()  # type: ignore[no-any-return]


def _armed(spec: Entry, *weapons: dict[str, object]) -> Entry:
    return spec.with_weapons(weapons)


ORCS: Any = GangfightRoster(
    name="Orc Braves",
    models=(
        _armed(
            _model("Orc Brave", defense=3, marksmanship=2, initiative=2),
            _weapon("Great axe", WeaponKind.TWO_HANDED, 2),
        ),
        _armed(
            _model("Axe-twin", marksmanship=2),
            _weapon("Right axe", WeaponKind.HAND, 1),
            _weapon("Left axe", WeaponKind.HAND, 1),
        ),
        _armed(
            _model("Warboss", attack=4, armour=5, damage=5, endurance=5),
            _weapon("Choppa", WeaponKind.HAND, 1),
            _weapon("Hand axe", WeaponKind.HAND),
            _weapon("Shield", WeaponKind.SHIELD),
        ),
        _armed(
            _model("Ogre", Size.LARGE, attack=4, defense=3, damage=6, endurance=8),
            _weapon("Club", WeaponKind.TWO_HANDED, 1),
        ),
        _armed(
            _model("Goblin", Size.SMALL, attack=2, armour=2, damage=3, endurance=2),
            _weapon("Knife", WeaponKind.HAND),
            _weapon("Shortbow", WeaponKind.RANGED, 0, 12.0),
        ),
    ),
)

HUMANS: Any = GangfightRoster(
    name="Human Veterans",
    models=(
        _armed(
            _model("Veteran"),
            _weapon("Sword", WeaponKind.HAND),
            _weapon("Shield", WeaponKind.SHIELD),
        ),
        _armed(
            _model("Marksman", defense=3, marksmanship=4, armour=3, damage=3, endurance=3),
            _weapon("Dagger", WeaponKind.HAND),
            _weapon("Longbow", WeaponKind.RANGED, 0, 18.0),
        ),
        _armed(
            _model("Duelist", armour=3),
            _weapon("Sword", WeaponKind.HAND),
            _weapon("Main gauche", WeaponKind.HAND),
        ),
        _model("Giant", Size.HUGE, attack=5, defense=3, armour=6, damage=6, endurance=12),
    ),
)


def profile_of(roster: Roster, name: str) -> Profile:
    spec = roster.model_named(name)
    assert spec is not None
    return profile(spec)
