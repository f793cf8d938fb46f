"""Gangfight's attack kinds as the builder's menu lists them (R11–R23), and which a pair of models
may make."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gangfight_gui.rules.engine.limits import MAX_TARGETS
from gangfight_gui.rules.game import AttackKind as KindSpec
from gangfight_gui.rules.game import Offer
from gangfight_gui.rules.gangfight.choices import ranged_weapon_choices, slam_or_trample
from gangfight_gui.rules.gangfight.planning import FALLING_DAMAGE
from gangfight_gui.rules.gangfight.profile import Profile
from gangfight_gui.rules.gangfight.scenario import AttackKind
from gangfight_gui.rules.gangfight.sizes import can_slam

ATTACK_TIPS = {
    AttackKind.MELEE: "ATT against the target's DEF; hits wound by the attacker's size (R11, R12)",
    AttackKind.RANGED: "MAR with the range band's dice against DEF, cover counts (R15, R16, R24)",
    AttackKind.FREE_STRIKE: "A melee attack that may not drop dice (R20)",
    AttackKind.POWER: "Hits knock the target back and down; they wound only for large and huge "
    "models or the marauder perk (R18)",
    AttackKind.FINESSE: "Hits are inches to move away without a Free Strike; they wound only for "
    "large and huge models or the skirmisher perk (R19)",
    AttackKind.SLAM: "Large and huge models against the same size or larger: hits wound and "
    "knock back and down (R17)",
    AttackKind.TRAMPLE: "Large and huge models against every smaller model in the threat range: "
    "one roll, each target trampled (R17)",
    AttackKind.AOE_DIRECT: "A ranged attack whose successes are a line's width; each model caught "
    "dodges with INI (R23)",
    AttackKind.AOE_INDIRECT: "A ranged attack whose successes are a blast's radius; each model "
    "caught dodges with INI (R23)",
    AttackKind.FALLING: f"The target falls: hits at Damage {FALLING_DAMAGE} by the height fallen "
    "(R22)",
}
"""Every attack's tip, in the order the menu lists them; those this pair cannot make are greyed."""

ATTACK_ORDER = tuple(ATTACK_TIPS)

ATTACK_KINDS: tuple[KindSpec, ...] = tuple(
    KindSpec(
        kind.value,
        kind.label,
        ATTACK_TIPS[kind],
        kind.ruling,
        targets=MAX_TARGETS if kind.has_many_targets else 1,
        needs_attacker=kind is not AttackKind.FALLING,
    )
    for kind in ATTACK_ORDER
)
"""The protocol's attack kinds: a Trample or an area attack takes up to MAX_TARGETS models."""


def kind_refusal(kind: AttackKind, attacker: Profile | None, target: Profile | None) -> str:
    """Why ``kind`` is not open to this pair, citing the ruling, for its greyed entry; "" when it
    is. A fall needs no attacker; a shot or an area attack a ranged weapon with a range; Slam! or
    Trample a large or huge attacker, and only the one the sizes make (R17)."""
    if kind is AttackKind.FALLING:
        return ""
    if attacker is None:
        return "Pick an attacker first: only a fall needs none"
    if kind.is_shooting:
        if ranged_weapon_choices(attacker):
            return ""
        return f"{attacker.name} has no ranged weapon with a range (R15, R16, R23)"
    if kind not in (AttackKind.SLAM, AttackKind.TRAMPLE):
        return ""
    if not can_slam(attacker.size):
        return f"{attacker.name} is {attacker.size}: only large and huge models (R17)"
    if target is None:
        return "Not possible for this pair"
    if slam_or_trample(attacker, target) is kind:
        return ""
    if kind is AttackKind.SLAM:
        return f"{target.name} is smaller than {attacker.name}: that is a Trample (R17)"
    return f"{target.name} is not smaller than {attacker.name}: that is a Slam! (R17)"


def battle_refusal(entry: Mapping[str, Any] | None, *, attacking: bool) -> str:
    """Why an entry in a battle may not attack (``attacking``) or be attacked, or "" (R25)."""
    if entry is None:
        return ""
    name = entry.get("name", "")
    status = entry.get("status")
    if status == "dead":
        return f"{name} is dead (R25)"
    if attacking and status == "incapacitated":
        return f"{name} is incapacitated: it cannot attack (R25)"
    return ""


def offers(
    attacker: Mapping[str, Any] | None,
    target: Mapping[str, Any] | None,
    attacker_profile: Profile | None,
    target_profile: Profile | None,
) -> tuple[Offer, ...]:
    """Every kind in menu order, each offered or refused with its reason (``kind_refusal``,
    R25's battle state first), so the menu greys a refused kind with its ruling rather than
    hiding it. The entries as the roster holds them, and their profiles."""
    attacking = battle_refusal(attacker, attacking=True)
    attacked = battle_refusal(target, attacking=False)
    found = []
    for kind, spec in zip(ATTACK_ORDER, ATTACK_KINDS, strict=True):
        if attacked:
            refusal = attacked
        elif attacking and kind is not AttackKind.FALLING:
            refusal = attacking
        else:
            refusal = kind_refusal(kind, attacker_profile, target_profile)
        found.append(Offer(spec, refusal))
    return tuple(found)
