"""What a player may choose for an attack, so the GUI offers only legal options (R10, R17)."""

from __future__ import annotations

from itertools import combinations

from gangfight_gui.rules.gangfight.profile import Profile
from gangfight_gui.rules.gangfight.scenario import AttackKind
from gangfight_gui.rules.gangfight.sizes import can_slam

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


def offered_attacks(attacker: Profile | None, target: Profile | None) -> list[AttackKind]:
    """The attack types worth offering for this pair, in the order a player thinks of them.

    Slam!/Trample appear only for large and huge attackers, as the one the size matchup makes
    (R17); ranged and area attacks only with a ranged weapon that has a range. Falling needs no
    attacker: with ``attacker`` None, falling is the only choice.
    """
    kinds = [AttackKind.MELEE]
    if attacker is None:
        return [AttackKind.FALLING]
    if ranged_weapon_choices(attacker):
        kinds.append(AttackKind.RANGED)
    kinds += [AttackKind.FREE_STRIKE, AttackKind.POWER, AttackKind.FINESSE]
    if can_slam(attacker.size) and target is not None:
        kinds.append(slam_or_trample(attacker, target))
    if ranged_weapon_choices(attacker):
        kinds += [AttackKind.AOE_DIRECT, AttackKind.AOE_INDIRECT]
    kinds.append(AttackKind.FALLING)
    return kinds
