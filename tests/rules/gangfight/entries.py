"""Roster entries (a roster file's model objects) from the game text's examples, for the protocol
tests: the docs/cli.md example's Orc Brave and Human Veteran, a marksman, a large Knight, a huge
Dragon and small goblins (the Trample example's sizes, R17)."""

from __future__ import annotations

from typing import Any


def entry(name: str, size: str, *numbers: int, **more: Any) -> dict[str, Any]:
    """ATT, DEF, MAR, ARM, DAM, EN, INI as the card prints them."""
    keys = ("attack", "defense", "marksmanship", "armour", "damage", "endurance", "initiative")
    return {"name": name, "size": size, **dict(zip(keys, numbers, strict=True)), **more}


GREAT_AXE = {"name": "Great axe", "kind": "two_handed", "damage_bonus": 2}
SWORD = {"name": "Sword", "kind": "hand", "damage_bonus": 0}
HAND_AXE = {"name": "Hand axe", "kind": "hand", "damage_bonus": 1}
SHIELD = {"name": "Shield", "kind": "shield", "damage_bonus": 0}
CROSSBOW = {"name": "Crossbow", "kind": "ranged", "damage_bonus": 1, "range": 12.0}
PISTOL = {"name": "Pistol", "kind": "pistol", "damage_bonus": 0, "range": 6.0}

ORC = entry("Orc Brave", "medium", 3, 4, 2, 4, 4, 4, 2, weapons=[GREAT_AXE])
"""docs/cli.md's example attacker (DEF 4: the Veteran's 3, 5, 5 scores two successes against it)."""
VETERAN = entry("Human Veteran", "medium", 3, 4, 3, 4, 4, 4, 3, weapons=[SWORD, SHIELD])
SHOOTER = entry("Marksman", "medium", 2, 3, 4, 2, 3, 3, 3, weapons=[CROSSBOW])
DUELLIST = entry("Duellist", "medium", 3, 4, 3, 3, 3, 3, 4, weapons=[SWORD, HAND_AXE, PISTOL])
KNIGHT = entry("Knight", "large", 4, 4, 2, 4, 5, 5, 3, weapons=[SWORD])
DRAGON = entry("Dragon", "huge", 5, 5, 4, 6, 6, 12, 4)
GOBLINS = tuple(entry(f"Goblin {i}", "small", 2, 3, 2, 1, 2, 2, 3) for i in (1, 2, 3))

EVERY_KIND: dict[str, tuple[dict[str, Any] | None, list[dict[str, Any]]]] = {
    "melee": (ORC, [VETERAN]),
    "ranged": (SHOOTER, [ORC]),
    "free_strike": (ORC, [VETERAN]),
    "power": (KNIGHT, [VETERAN]),
    "finesse": (ORC, [VETERAN]),
    "slam": (KNIGHT, [KNIGHT | {"name": "Other knight"}]),
    "trample": (KNIGHT, list(GOBLINS)),
    "aoe_direct": (SHOOTER, [ORC, VETERAN, *GOBLINS]),
    "aoe_indirect": (SHOOTER, [ORC, VETERAN]),
    "falling": (None, [ORC]),
}
"""A pair (or the models caught) for every kind of attack, in menu order."""
