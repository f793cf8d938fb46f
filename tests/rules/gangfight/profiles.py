"""Profiles from the game text's examples, shared by the rules tests."""

from __future__ import annotations

from gangfight_gui.rules.gangfight import Profile, Size, Weapon, WeaponKind

GREAT_AXE = Weapon("Great axe", WeaponKind.TWO_HANDED, 2)
SWORD = Weapon("Sword", WeaponKind.HAND, 0)
AXE = Weapon("Hand axe", WeaponKind.HAND, 1)
SHIELD = Weapon("Shield", WeaponKind.SHIELD, 0)
CROSSBOW = Weapon("Crossbow", WeaponKind.RANGED, 1, 12.0)
PISTOL = Weapon("Pistol", WeaponKind.PISTOL, 0, 6.0)

# The Orc's DEF must be 4 or 5: the Veteran's 3, 5, 5 scores two successes against it.
ORC = Profile("Orc Brave", Size.MEDIUM, 3, 4, 2, 4, 4, 4, 2, weapons=(GREAT_AXE,))
VETERAN = Profile(
    "Human Veteran", Size.MEDIUM, 3, 4, 3, 4, 4, 4, 3, weapons=(SWORD, SHIELD, CROSSBOW)
)
DUELLIST = Profile("Duellist", Size.MEDIUM, 3, 4, 3, 3, 3, 3, 4, weapons=(SWORD, AXE, PISTOL))
KNIGHT = Profile("Knight", Size.LARGE, 4, 4, 2, 4, 5, 5, 3, weapons=(SWORD,))
MARKSMAN = Profile("Marksman", Size.MEDIUM, 2, 3, 4, 2, 3, 3, 3, weapons=(CROSSBOW,))
OGRE = Profile("Ogre", Size.LARGE, 3, 3, 1, 3, 5, 8, 1)
DRAGON = Profile("Dragon", Size.HUGE, 5, 5, 4, 6, 6, 12, 4)
