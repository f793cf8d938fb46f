"""From a scenario to the dice: the attack checked against the rules, pools, TNs, wounds per hit,
armour, and every modifier with its ruling ("+1 die: two hand weapons (R10)")."""

from __future__ import annotations

import math
from dataclasses import dataclass
from operator import attrgetter

from gangfight_gui.rules.engine.records import quick_init
from gangfight_gui.rules.engine.wording import count_of, plural
from gangfight_gui.rules.gangfight.dice import MAX_POOL
from gangfight_gui.rules.gangfight.errors import (
    IllegalSpecialAttack,
    IllegalWeapons,
    InvalidProfile,
    MissingInput,
    NoDiceLeft,
    NoLineOfSight,
    NotInThreatRange,
    ShooterEngaged,
)
from gangfight_gui.rules.gangfight.profile import (
    MARAUDER,
    SKIRMISHER,
    UNARMED,
    Profile,
    Weapon,
    WeaponKind,
)
from gangfight_gui.rules.gangfight.ranges import RangeBand, band_for_distance, parse_band
from gangfight_gui.rules.gangfight.scenario import AttackKind, Cover, Scenario
from gangfight_gui.rules.gangfight.sizes import can_slam

PRONE_DEFENSE = 2
"""R21: a prone model has DEF 2 (before other modifiers, R11)."""
FALLING_DAMAGE = 4
"""R22: falling hits are Damage 4."""
ENGAGED_SHOT_CAP = 3
"""R16: at most 3 dice against a target in close combat."""
TWO_WEAPONS_DICE = 1
"""R10: dice a melee attack with two hand weapons adds."""
MAX_DISTANCE = 1000.0


@quick_init
@dataclass(frozen=True, slots=True)
class Modifier:
    """One change to the dice, with the reason and the ruling, for the player to check."""

    text: str
    ruling: str

    def __str__(self) -> str:
        return f"{self.text} ({self.ruling})"


FREE_STRIKE_ON_MISS = Modifier("no hit: the target may strike back", "R17")
"""R17: a target of a Slam! or Trample that takes no hit may Free Strike the attacker."""


@quick_init
@dataclass(frozen=True, slots=True)
class DefencePlan:
    """A roll that negates one wound a success: armour (R13) or a dodge (R23)."""

    pool: int
    tn: int


@quick_init
@dataclass(frozen=True, slots=True)
class TargetPlan:
    target: Profile
    attack_tn: int
    """TN of the attack roll against this target, before the attacker's drops."""
    wounds_per_hit: int
    """Wounds each hit inflicts; 0 when the hits only move models (R18, R19)."""
    armour: DefencePlan | None
    """None when the attack cannot wound."""
    dodge: DefencePlan | None = None
    """Area attacks only (R23)."""


_WOUNDS_PER_HIT = attrgetter("wounds_per_hit")
_DAMAGE_BONUS = attrgetter("damage_bonus")


@quick_init
@dataclass(frozen=True, slots=True)
class AttackPlan:
    scenario: Scenario
    kind: AttackKind
    attack_pool: int
    """Dice before drops; 0 for falling, which has no attack roll."""
    targets: tuple[TargetPlan, ...]
    modifiers: tuple[Modifier, ...]
    weapons: tuple[Weapon, ...]
    damage: int
    drop_cost: int = 1
    """Dice a TN step costs: 1, or one per target for a Trample (R17)."""
    free_strike: bool = False
    band: RangeBand | None = None
    fixed_hits: int | None = None
    """Falling: the number of hits, with no roll (R22)."""
    knocks_back: bool = False
    """Hits are inches of knock-back and a hit knocks the target down (R17 Slam!, R18)."""
    moves_away: bool = False
    """Hits are inches the attacker may move away (R19)."""
    offers_free_strike: bool = False
    """A target that takes no hit may Free Strike the attacker (R17)."""

    @property
    def wounds(self) -> bool:
        return any(map(_WOUNDS_PER_HIT, self.targets))  # a C loop: asked of every attack

    @property
    def has_roll(self) -> bool:
        return self.fixed_hits is None


def plan_attack(scenario: Scenario) -> AttackPlan:
    """Check the scenario against the rules and work out its dice; raises a RulesError."""
    kind = scenario.attack
    if not scenario.targets:
        raise MissingInput(f"a {kind.label} needs a target")
    if len(scenario.targets) > 1 and not kind.has_many_targets:
        raise MissingInput(f"a {kind.label} has one target, not {len(scenario.targets)}")
    for value, what in ((scenario.distance, "distance"), (scenario.fall_distance, "fall")):
        if value is not None and not 0 <= value <= MAX_DISTANCE:
            raise MissingInput(f'a {what} of {value:g}" is impossible (0 to {MAX_DISTANCE:g})')
    if kind is AttackKind.FALLING:
        return _plan_falling(scenario)
    attacker = scenario.attacker
    if attacker is None:
        raise MissingInput(f"a {kind.label} needs an attacker")
    if not scenario.line_of_sight:
        raise NoLineOfSight(
            f"{attacker.name} cannot see {scenario.target.name}: no action may be declared "
            "against a hidden target (R9)"
        )
    if kind.is_shooting:
        return _plan_shooting(scenario, attacker)
    return _plan_melee(scenario, attacker)


def _plan_falling(scenario: Scenario) -> AttackPlan:
    target = scenario.target
    if scenario.fall_distance is None:
        raise MissingInput("a fall needs fall_distance, in inches")
    height = target.size.info.height_in
    fall = scenario.fall_distance
    hits = math.ceil(fall / height) if fall > height else 0
    mods = [
        Modifier(
            f'{count_of(hits, "hit")} at Damage {FALLING_DAMAGE}: fell {fall:g}" '
            f'(height {height:g}" for a {target.size} model)',
            "R22",
        )
    ]
    armour = DefencePlan(target.armour, FALLING_DAMAGE)
    return AttackPlan(
        scenario,
        AttackKind.FALLING,
        attack_pool=0,
        targets=(TargetPlan(target, 0, 1, armour),),
        modifiers=tuple(mods),
        weapons=(),
        damage=FALLING_DAMAGE,
        fixed_hits=hits,
    )


def _melee_weapons(attacker: Profile, names: tuple[str, ...]) -> tuple[Weapon, ...]:
    """R10 and weapon kinds: which of the attacker's weapons a melee attack may use."""
    weapons = _pick_weapons(attacker, names)
    if not weapons:
        return (UNARMED,)
    for weapon in weapons:
        if not weapon.kind.is_melee:
            what = "a shield" if weapon.kind is WeaponKind.SHIELD else "a ranged weapon"
            raise IllegalWeapons(f"{weapon.name} is {what} and cannot be used to attack in melee")
    if len(weapons) == 2:
        for weapon in weapons:
            if not weapon.kind.is_hand:
                raise IllegalWeapons(
                    f"two-weapon fighting takes two hand weapons or pistols: {weapon.name} is "
                    f"{weapon.kind.value.replace('_', '-')} (R10)"
                )
        if attacker.has_shield:
            raise IllegalWeapons(
                f"{attacker.name} carries a shield and cannot fight with two weapons (R10)"
            )
    return weapons


def _pick_weapons(attacker: Profile, names: tuple[str, ...]) -> tuple[Weapon, ...]:
    if len(names) > 2:
        raise IllegalWeapons(f"an attack uses at most two weapons, not {len(names)}")
    if not names:
        return ()
    picked: list[Weapon] = []
    available = list(attacker.weapons)
    for name in names:
        match = next((w for w in available if w.name == name), None)
        if match is None:
            if any(w.name == name for w in attacker.weapons):
                raise IllegalWeapons(f"{attacker.name} carries only one {name}")
            raise IllegalWeapons(f"{attacker.name} has no weapon named {name!r}")
        available.remove(match)
        picked.append(match)
    return tuple(picked)


def _plan_melee(scenario: Scenario, attacker: Profile) -> AttackPlan:
    kind = scenario.attack
    mods: list[Modifier] = []
    weapons = _melee_weapons(attacker, scenario.weapons)
    pool = attacker.attack
    if len(weapons) == 2:
        pool += TWO_WEAPONS_DICE
        mods.append(Modifier(f"+{count_of(TWO_WEAPONS_DICE, 'die')}: two hand weapons", "R10"))
    best = max(weapons, key=_DAMAGE_BONUS)  # of two weapons, the larger bonus (R10)
    damage = attacker.damage + best.damage_bonus
    if best.damage_bonus:
        why = best.name
        if len(weapons) == 2:
            why += ", the larger bonus of two weapons (R10)"
        mods.append(Modifier(f"DAM {attacker.damage}{best.damage_bonus:+d}: {why}", "R13"))
    threat = attacker.size.info.threat_in
    if scenario.distance is not None and scenario.distance > threat:
        raise NotInThreatRange(
            f"{scenario.target.name} is {scenario.distance:g}\" away, outside {attacker.name}'s "
            f'threat range of {threat:g}" (R8)'
        )
    if scenario.cover is not Cover.NONE:
        mods.append(
            Modifier(f"{scenario.cover} cover ignored: cover never applies in melee", "R11")
        )

    wounds_per_hit = attacker.size.info.wounds_per_hit
    if wounds_per_hit > 1:
        mods.append(Modifier(f"{wounds_per_hit} wounds a hit: {attacker.size} attacker", "R12"))
    tn_bonus = 0
    drop_cost = 1
    knocks_back = moves_away = offers_free_strike = False
    if kind in (AttackKind.SLAM, AttackKind.TRAMPLE):
        _check_slam(scenario, attacker)
        offers_free_strike = True
        if kind is AttackKind.TRAMPLE:
            tn_bonus = 1
            mods.append(Modifier("+1 DEF: trampled", "R17"))
            drop_cost = len(scenario.targets)
            if drop_cost > 1:
                mods.append(
                    Modifier(f"each TN step dropped costs {drop_cost} dice, one a target", "R17")
                )
        else:
            knocks_back = True
            if attacker.size.rank < scenario.target.size.rank:
                pool -= 1
                tn_bonus = 1
                mods.append(Modifier("-1 ATT, +1 DEF: Slam! by a smaller model", "R17"))
            mods.append(Modifier('each hit knocks the target back 1" and down', "R17"))
    elif kind in _SPECIAL:
        perk, effect, inches, ruling = _SPECIAL[kind]
        knocks_back = kind is AttackKind.POWER
        moves_away = not knocks_back
        if wounds_too(kind, attacker):
            why = f"{attacker.size} model" if can_slam(attacker.size) else f"{perk} perk"
            mods.append(Modifier(f"hits {effect} and also wound: {why}", ruling))
        else:
            wounds_per_hit = 0
            mods.append(Modifier(f"hits are inches {inches}, no wounds", ruling))
    elif kind is AttackKind.FREE_STRIKE:
        mods.append(Modifier("no dice may be dropped, not even for a TN above 6", "R20"))

    targets = []
    for target in scenario.targets:
        tn = _defense(target, scenario, mods) + tn_bonus
        armour = DefencePlan(target.armour, damage) if wounds_per_hit else None
        targets.append(TargetPlan(target, tn, wounds_per_hit, armour))
    _check_pool(pool, attacker)
    return AttackPlan(
        scenario,
        kind,
        attack_pool=pool,
        drop_cost=drop_cost,
        free_strike=kind is AttackKind.FREE_STRIKE,
        targets=tuple(targets),
        modifiers=tuple(mods),
        weapons=weapons,
        damage=damage,
        knocks_back=knocks_back,
        moves_away=moves_away,
        offers_free_strike=offers_free_strike,
    )


_SPECIAL = {
    AttackKind.POWER: (MARAUDER, "knock back", "of knock-back", "R18"),
    AttackKind.FINESSE: (SKIRMISHER, "move away", "to move away", "R19"),
}
"""R18, R19: the perk that makes a special attack wound, what its hits do, and its ruling."""


def wounds_too(kind: AttackKind, attacker: Profile) -> bool:
    """R18, R19: a Power or Finesse Attack wounds only for large and huge models and the perk's
    holders; every other attack wounds."""
    special = _SPECIAL.get(kind)
    return special is None or can_slam(attacker.size) or attacker.has_perk(special[0])


def _check_slam(scenario: Scenario, attacker: Profile) -> None:
    """R17: who may Slam! or Trample whom: a large or huge model, a Slam! against a model of its
    size or larger, a Trample against smaller ones."""
    if not can_slam(attacker.size):
        raise IllegalSpecialAttack(
            f"only large and huge models may Slam! or Trample: {attacker.name} is "
            f"{attacker.size} (R17)"
        )
    for target in scenario.targets:
        smaller = target.size.rank < attacker.size.rank
        if scenario.attack is AttackKind.SLAM and smaller:
            raise IllegalSpecialAttack(
                f"{target.name} ({target.size}) is smaller than {attacker.name} "
                f"({attacker.size}): that is a Trample, not a Slam! (R17)"
            )
        if scenario.attack is AttackKind.TRAMPLE and not smaller:
            raise IllegalSpecialAttack(
                f"{target.name} ({target.size}) is not smaller than {attacker.name} "
                f"({attacker.size}): only smaller models are trampled; Slam! it instead (R17)"
            )


def _defense(target: Profile, scenario: Scenario, mods: list[Modifier]) -> int:
    """The target's DEF for the attack roll: prone (R21) before cover (R24)."""
    defense = target.defense
    if scenario.target_prone:
        defense = PRONE_DEFENSE
        prone = Modifier(f"DEF {PRONE_DEFENSE}: target knocked down (prone)", "R21")
        if prone not in mods:  # once for the several targets of a Trample
            mods.append(prone)
    if scenario.attack.is_shooting and scenario.cover is not Cover.NONE:
        defense += scenario.cover.defense_bonus
    return defense


def _check_pool(pool: int, attacker: Profile) -> None:
    if pool > MAX_POOL:
        raise InvalidProfile(
            f"{attacker.name} would roll {pool} dice, more than the {MAX_POOL} the calculator takes"
        )


def _plan_shooting(scenario: Scenario, attacker: Profile) -> AttackPlan:
    kind = scenario.attack
    if scenario.attacker_engaged:
        raise ShooterEngaged(
            f"{attacker.name} has an enemy inside its threat range and cannot shoot (R8)"
        )
    weapons = _pick_weapons(attacker, scenario.weapons)
    if len(weapons) != 1:
        raise IllegalWeapons(
            f"a {kind.label} uses exactly one ranged weapon or pistol, not {len(weapons)}"
        )
    weapon = weapons[0]
    if not weapon.kind.is_ranged:
        raise IllegalWeapons(f"{weapon.name} is not a ranged weapon or pistol")
    if weapon.range_in is None:
        raise MissingInput(f"{weapon.name} has no range: give the weapon a range in inches")
    band = _band(scenario, weapon)
    mods: list[Modifier] = []
    pool = attacker.marksmanship + band.dice
    if band.dice:
        mods.append(Modifier(f"{band.dice:+d} {plural('die', band.dice)}: {band.label}", "R15"))
    if scenario.target_in_combat and pool > ENGAGED_SHOT_CAP:
        pool = ENGAGED_SHOT_CAP
        mods.append(Modifier(f"at most {ENGAGED_SHOT_CAP} dice: target in close combat", "R16"))
    if pool <= 0:
        raise NoDiceLeft(
            f"{attacker.name} has no dice left to shoot with (MAR {attacker.marksmanship}, "
            f"{band.dice:+d} for {band.label}): the shot cannot hit (R16)"
        )
    _check_pool(pool, attacker)
    damage = attacker.damage + weapon.damage_bonus
    if weapon.damage_bonus:
        mods.append(
            Modifier(f"DAM {attacker.damage}{weapon.damage_bonus:+d}: {weapon.name}", "R16")
        )
    cover = scenario.cover
    if cover is not Cover.NONE:
        mods.append(
            Modifier(f"+{cover.defense_bonus} DEF, +{cover.armour_bonus} ARM: {cover} cover", "R24")
        )
    aimed = (scenario.nominated or scenario.target) if kind.is_area else scenario.target
    tn = _defense(aimed, scenario, mods)
    if kind.is_area:
        shape = "line width" if kind is AttackKind.AOE_DIRECT else "blast radius"
        mods.append(
            Modifier(
                f"successes against {aimed.name} are the {shape} in inches; each model "
                f"caught dodges with INI at TN {scenario.dodge_tn}",
                "R23",
            )
        )
    targets = tuple(
        TargetPlan(
            t,
            tn,
            1,
            DefencePlan(t.armour + cover.armour_bonus, damage),
            DefencePlan(t.initiative, scenario.dodge_tn) if kind.is_area else None,
        )
        for t in scenario.targets
    )
    return AttackPlan(
        scenario,
        kind,
        attack_pool=pool,
        targets=targets,
        modifiers=tuple(mods),
        weapons=weapons,
        damage=damage,
        band=band,
    )


def _band(scenario: Scenario, weapon: Weapon) -> RangeBand:
    assert weapon.range_in is not None
    option = scenario.rules.long_range
    if scenario.distance is not None:
        band = band_for_distance(scenario.distance, weapon.range_in, option)
        if scenario.range_band is not None:
            named = parse_band(scenario.range_band, option)
            if named != band:
                raise MissingInput(
                    f"range_band {scenario.range_band!r} does not match the distance "
                    f'{scenario.distance:g}" ({band.name} for a {weapon.range_in:g}" weapon, R15)'
                )
        return band
    if scenario.range_band is not None:
        return parse_band(scenario.range_band, option)
    raise MissingInput("a ranged attack needs a distance in inches or a range_band (R15)")
