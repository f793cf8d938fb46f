"""A Necromunda card prints a weapon's profile only for a weapon: an item whose profile
is still to fill in (as an import leaves every item) or wargear says so, never the placeholder
numbers it carries (S, AP 0, D 1)."""

from __future__ import annotations

import json

from gangfight_gui.cards.layout import roster_cards
from gangfight_gui.roster.files import roster_from_json
from gangfight_gui.rules.game import find_game

FIGHTER = {
    "name": "Sella Vint",
    "ws": 3,
    "s": 3,
    "t": 3,
    "w": 2,
    "a": 2,
    "weapons": [
        {"name": "Stiletto", "strength": "S", "ap": -1, "d": 1, "traits": ["Melee"]},
        {"name": "Respirator", "profile": "wargear"},
        {"name": "Stub gun", "profile": "to fill in", "traits": []},
    ],
}


def test_only_a_weapon_prints_its_profile() -> None:
    roster = roster_from_json(json.dumps({"game": "necromunda", "models": [FIGHTER]}))
    [card] = roster_cards(roster)
    assert card.columns == ("S", "AP", "D")
    rows = [(line.name, line.note, line.cells) for line in card.weapons]
    assert rows == [
        ("Stiletto", "Melee", ("S", "-1", "1")),
        ("Respirator", "Wargear", ("–", "–", "–")),
        ("Stub gun", "Profile to fill in", ("–", "–", "–")),
    ]


def test_a_weapons_numbers_are_declared_to_need_a_weapons_profile() -> None:
    fields = {spec.key: spec for spec in find_game("necromunda").weapon_fields}
    for key in ("strength", "ap", "d", "traits"):
        assert fields[key].requires == (("profile", "weapon"),)
    assert fields["name"].requires == fields["cost"].requires == ()
