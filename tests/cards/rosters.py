"""Rosters built in code for the card tests: a typical gang and the awkward cases."""

from __future__ import annotations

from typing import Any

from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.gangfight.profile import WeaponKind
from gangfight_gui.rules.gangfight.sizes import Size
from tests.gangfight_rosters import ModelSpec, WeaponSpec
from tests.gangfight_rosters import Roster as GangfightRoster


def weapon(
    name: str, kind: WeaponKind, bonus: int = 0, range_in: float | None = None, **extra: object
) -> Any:
    return WeaponSpec(name=name, kind=kind, damage_bonus=bonus, range=range_in, **extra)


ORC_BRAVE = ModelSpec(
    name="Orc Brave",
    size=Size.MEDIUM,
    attack=3,
    defense=3,
    marksmanship=2,
    armour=4,
    damage=4,
    endurance=4,
    initiative=2,
    movement=5,
    action_points=2,
    base_mm=32,
    cost=12,
    perks=("marauder",),
    weapons=(
        weapon("Double Handed Weapon", WeaponKind.TWO_HANDED, 2, cost=3),
        weapon("Throwing axes", WeaponKind.RANGED, 0, 8),
    ),
)

HUMAN_VETERAN = ModelSpec(
    name="Human Veteran",
    attack=3,
    defense=4,
    marksmanship=3,
    armour=4,
    damage=4,
    endurance=4,
    initiative=3,
    weapons=(
        weapon("Sword", WeaponKind.HAND, 1),
        weapon("Kite shield", WeaponKind.SHIELD),
        weapon("Pistol", WeaponKind.PISTOL, 1, 12, notes="Reload after each shot"),
    ),
    notes="Veteran of the Ash Wars.",
)

GOBLIN = ModelSpec(
    name="Goblin Sneak",
    size=Size.SMALL,
    attack=2,
    defense=4,
    marksmanship=3,
    armour=2,
    damage=3,
    endurance=2,
    initiative=5,
    weapons=(weapon("Shortbow", WeaponKind.RANGED, 0, 18.5),),
)

ZOG = ModelSpec(
    name="<b>Zog</b>",
    size=Size.LARGE,
    attack=5,
    defense=3,
    armour=5,
    damage=6,
    endurance=9,
    base_mm=50,
    weapons=(weapon("<i>Club</i> & co", WeaponKind.TWO_HANDED, 1),),
    notes="<p>Not a paragraph</p> &amp; not an entity",
)

LONG_NAME = "Grimbold the Unnecessarily Long-Named Troll Chieftain of the Northern Wastes"
LONG_WORD = "Supercalifragilisticexpialidocious" * 4
VERBOSE = ModelSpec(
    name=LONG_NAME,
    size=Size.HUGE,
    attack=6,
    defense=3,
    armour=6,
    damage=7,
    endurance=40,
    base_mm=100,
    perks=("skirmisher", "regeneration", "fear", "hard to kill", "terror", "frenzy"),
    weapons=tuple(weapon(f"Claw number {i} {LONG_WORD}", WeaponKind.HAND, 1) for i in range(14)),
    notes=(LONG_WORD + " ") + "Lorem ipsum dolor sit amet, consectetur adipiscing elit. " * 30,
)


def gang(*models: Any, name: str = "Ironjaw Boyz") -> Roster:
    roster: Roster = GangfightRoster(name=name, models=models)
    return roster


def numbered(count: int) -> Roster:
    """``count`` distinct models, named so each can be found in the PDF."""
    models = tuple(
        HUMAN_VETERAN.with_value("name", f"Trooper {index:03d}") for index in range(count)
    )
    return gang(*models, name="Big gang")
