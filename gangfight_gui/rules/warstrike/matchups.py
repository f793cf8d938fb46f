"""Matchups between two roster units: the scenarios tried and how an outcome is scored.

A roster unit carries fields a scenario does not take (``ld``, ``points``, ``notes``, several
weapons), and the scenario reader refuses unknown keys (exit 2), so ``pair_scenarios`` builds
clean scenario JSON from the units rather than passing them through.

Choices where the rulings are silent (this project's):

* every model of the attacking unit is engaged and forms one group (W6), one scenario per weapon
  on its roster entry (W5: one weapon per model); a unit with no weapon gives no scenario;
* ``defender.engaged`` = min(defender's count, attacker's count): in base contact, each attacker
  engages about one defender, and never more defenders than the unit has;
* level ground, hit counter 0, W3's default options.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gangfight_gui.rules.warstrike.outcome import Outcome

_WEAPON_KEYS = ("name", "atk", "ws_plus", "ap", "str_plus")


def default_engaged(attacker_count: object, defender_count: object) -> object:
    """Defending models engaged in a matchup: min of both counts (whole numbers), else as given."""
    if isinstance(attacker_count, int) and isinstance(defender_count, int):
        return min(attacker_count, defender_count)
    return defender_count


def pair_scenarios(
    attacker: Mapping[str, Any], target: Mapping[str, Any]
) -> tuple[dict[str, Any], ...]:
    """One scenario per weapon of ``attacker`` against ``target`` (roster unit objects)."""
    defender = {
        "name": target.get("name"),
        "ws": target.get("ws"),
        "ar": target.get("ar"),
        "to": target.get("to"),
        "engaged": default_engaged(attacker.get("count"), target.get("count")),
        "hit_counter": 0,
    }
    scenarios = []
    for weapon in attacker.get("weapons") or ():
        clean = {key: weapon[key] for key in _WEAPON_KEYS if key in weapon}
        group = {
            "name": attacker.get("name"),
            "count": attacker.get("count"),
            "ws": attacker.get("ws"),
            "str": attacker.get("str"),
            "weapon": clean,
        }
        scenarios.append(
            {
                "game": "warstrike",
                "attacker": {"name": attacker.get("name"), "groups": [group]},
                "defender": dict(defender),
                "ground": "level",
            }
        )
    return tuple(scenarios)


def choice_label(scenario: Mapping[str, Any]) -> str:
    """What a pair scenario chooses: its weapon (each group's, joined by " + ")."""
    attacker = scenario.get("attacker")
    groups = attacker.get("groups") if isinstance(attacker, Mapping) else None
    names = []
    for group in groups if isinstance(groups, list) else ():
        weapon = group.get("weapon") if isinstance(group, Mapping) else None
        if isinstance(weapon, list) and weapon:
            weapon = weapon[0]
        if isinstance(weapon, Mapping) and isinstance(weapon.get("name"), str):
            names.append(weapon["name"])
    return " + ".join(names) or "no weapon"


def score(outcome: Outcome) -> float:
    """Expected casualties per engaged defender, plus P(unit wiped): both in 0..1, wiping counts
    twice because it ends the defender's part in the fight."""
    engaged = outcome.scenario.defender.engaged
    return outcome.casualties.mean / engaged + outcome.p_unit_wiped
