"""What a player may choose for an attack, so the GUI offers only legal options (R10, R17)."""

from __future__ import annotations

from itertools import combinations

from gangfight_gui.rules.gangfight.profile import Profile
from gangfight_gui.rules.gangfight.scenario import AttackKind

WeaponChoice = tuple[str, ...]
"""Names of the weapons used: () is unarmed, one name, or two hand weapons (R10)."""


def melee_weapon_choices(attacker: Profile) -> list[WeaponChoice]:
    """Each melee weapon alone, then each legal pair (two hand weapons, no shield: R10).

    Unarmed is offered only to a model with no melee weapon (resources/rules.md, Profiles).
    """
    melee = [w for w in attacker.weapons if w.kind.is_melee]
    if not melee:
        return [()]
    choices: list[WeaponChoice] = [(w.name,) for w in melee]
    if not attacker.has_shield:
        hands = [w for w in melee if w.kind.is_hand]
        choices += [(a.name, b.name) for a, b in combinations(hands, 2)]
    return list(dict.fromkeys(choices))  # each once, in order


def ranged_weapon_choices(attacker: Profile) -> list[WeaponChoice]:
    """Each ranged weapon or pistol that has a range (R15 needs one)."""
    return list(
        dict.fromkeys(
            (w.name,) for w in attacker.weapons if w.kind.is_ranged and w.range_in is not None
        )
    )


def slam_or_trample(attacker: Profile, target: Profile) -> AttackKind:
    """R17: a Slam! against the same size or larger, a Trample against smaller models."""
    if target.size.rank < attacker.size.rank:
        return AttackKind.TRAMPLE
    return AttackKind.SLAM
