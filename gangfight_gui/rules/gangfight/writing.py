"""A Gangfight ``Scenario`` written back as docs/cli.md's JSON: any calculation can be run again."""

from __future__ import annotations

from typing import Any

from gangfight_gui.rules.gangfight.profile import ATTRIBUTES, Profile
from gangfight_gui.rules.gangfight.scenario import AttackKind, Scenario


def model_json(profile: Profile) -> dict[str, Any]:
    """A core Profile as the scenario's model object (docs/cli.md field names)."""
    data: dict[str, Any] = {
        "name": profile.name,
        "size": profile.size.value,
        **{key: getattr(profile, key) for key in (*ATTRIBUTES, "movement", "action_points")},
        "perks": sorted(profile.perks),
        "weapons": [
            {
                "name": w.name,
                "kind": w.kind.value,
                "damage_bonus": w.damage_bonus,
                **({"range": w.range_in} if w.range_in is not None else {}),
            }
            for w in profile.weapons
        ],
        "wounds_taken": profile.wounds_taken,
    }
    if profile.base_mm is not None:
        data["base_mm"] = profile.base_mm
    return data


def scenario_json(scenario: Scenario) -> dict[str, Any]:
    """A core Scenario as docs/cli.md's JSON: any calculation can be run again by ``calc``."""
    kind = scenario.attack
    data: dict[str, Any] = {"attack": kind.value}
    if scenario.attacker is not None:
        data["attacker"] = model_json(scenario.attacker)
    if kind.has_many_targets:
        data["targets"] = [model_json(t) for t in scenario.targets]
        if kind.is_area and scenario.nominated is not None:
            data["target"] = model_json(scenario.nominated)
    else:
        data["target"] = model_json(scenario.target)
    data.update(
        {
            "weapons": list(scenario.weapons),
            "cover": scenario.cover.value,
            "distance": scenario.distance,
            "range_band": scenario.range_band,
            "target_in_combat": scenario.target_in_combat,
            "target_prone": scenario.target_prone,
            "attack_drop": scenario.attack_drop,
            "armour_drop": scenario.armour_drop,
            "rules": {
                "incapacitation": scenario.rules.incapacitation.value,
                "long_range": scenario.rules.long_range.value,
            },
            "line_of_sight": scenario.line_of_sight,
            "attacker_engaged": scenario.attacker_engaged,
        }
    )
    if kind is AttackKind.FALLING:
        data["fall_distance"] = scenario.fall_distance
    if kind.is_area:
        data["dodge_tn"] = scenario.dodge_tn
    return data
