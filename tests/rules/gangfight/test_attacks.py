"""Attacks R8-R24: legality with a reason a player understands, and every modifier applied."""

from __future__ import annotations

import dataclasses

import pytest

from gangfight_gui.rules.engine.distribution import mean
from gangfight_gui.rules.gangfight import (
    AttackKind,
    Cover,
    IllegalDrop,
    IllegalSpecialAttack,
    IllegalWeapons,
    Incapacitation,
    LongRange,
    MissingInput,
    NoDiceLeft,
    NoLineOfSight,
    NotInThreatRange,
    RuleOptions,
    Scenario,
    ShooterEngaged,
    Size,
    calculate,
    opposed_test,
    plan_attack,
)
from tests.rules.gangfight.profiles import DRAGON, DUELLIST, KNIGHT, MARKSMAN, OGRE, ORC, VETERAN


def _melee(attacker=ORC, target=VETERAN, weapons=("Great axe",), **kw) -> Scenario:  # type: ignore[no-untyped-def]
    return Scenario(AttackKind.MELEE, attacker, (target,), tuple(weapons), **kw)


def _shot(attacker=VETERAN, target=ORC, weapon="Crossbow", **kw) -> Scenario:  # type: ignore[no-untyped-def]
    return Scenario(AttackKind.RANGED, attacker, (target,), (weapon,), **kw)


def _texts(scenario: Scenario) -> list[str]:
    return [str(m) for m in plan_attack(scenario).modifiers]


# -- melee, weapons (R10-R13) -------------------------------------------------------------------


def test_two_hand_weapons_add_a_die_and_use_the_larger_bonus() -> None:
    plan = plan_attack(_melee(DUELLIST, ORC, ("Sword", "Hand axe")))
    assert plan.attack_pool == DUELLIST.attack + 1
    assert plan.damage == DUELLIST.damage + 1
    assert "+1 die: two hand weapons (R10)" in _texts(_melee(DUELLIST, ORC, ("Sword", "Hand axe")))


def test_a_pistol_counts_as_a_hand_weapon_in_melee() -> None:
    assert plan_attack(_melee(DUELLIST, ORC, ("Sword", "Pistol"))).attack_pool == 4


def test_two_weapons_with_a_shield_are_refused() -> None:
    armed = dataclasses.replace(VETERAN, weapons=(*VETERAN.weapons, DUELLIST.weapons[1]))
    with pytest.raises(IllegalWeapons, match=r"shield.*\(R10\)"):
        calculate(_melee(armed, ORC, ("Sword", "Hand axe")))


def test_two_weapons_need_two_hand_weapons() -> None:
    armed = dataclasses.replace(ORC, weapons=(*ORC.weapons, DUELLIST.weapons[0]))
    with pytest.raises(IllegalWeapons, match="Great axe is two-handed"):
        calculate(_melee(armed, VETERAN, ("Great axe", "Sword")))


@pytest.mark.parametrize(
    ("weapons", "message"),
    [
        (("Crossbow",), "ranged weapon and cannot be used to attack in melee"),
        (("Shield",), "shield"),
        (("Spear",), "no weapon named 'Spear'"),
        (("Sword", "Sword"), "carries only one Sword"),
    ],
)
def test_weapon_choices_that_cannot_attack_in_melee(weapons: tuple[str, ...], message: str) -> None:
    with pytest.raises(IllegalWeapons, match=message):
        calculate(_melee(VETERAN, ORC, weapons))


def test_unarmed_fights_with_bonus_zero() -> None:
    plan = plan_attack(_melee(ORC, VETERAN, ()))
    assert plan.damage == ORC.damage
    assert plan.weapons[0].name == "Unarmed"


def test_melee_needs_the_target_in_threat_range() -> None:
    # R8: medium models threaten 1"; large 2".
    with pytest.raises(NotInThreatRange, match=r'threat range of 1" \(R8\)'):
        calculate(_melee(distance=1.5))
    assert calculate(_melee(distance=1.0)).attack_test is not None
    assert calculate(_melee(KNIGHT, ORC, ("Sword",), distance=2)).attack_test is not None


def test_cover_never_applies_in_melee() -> None:
    # R11
    covered = calculate(_melee(cover=Cover.HARD))
    plain = calculate(_melee())
    assert covered.target.final_wounds == plain.target.final_wounds
    assert any("R11" in t for t in _texts(_melee(cover=Cover.HARD)))


def test_large_and_huge_inflict_2_and_4_wounds_a_hit() -> None:
    # R12
    for model, per_hit in ((OGRE, 2), (DRAGON, 4)):
        outcome = calculate(_melee(model, VETERAN, (), attack_drop=0))
        assert mean(outcome.target.wounds) == pytest.approx(
            per_hit * mean(outcome.target.hits), abs=1e-9
        )


def test_prone_target_has_def_2() -> None:
    # R21, R11
    outcome = calculate(_melee(target_prone=True, attack_drop=0))
    assert outcome.attack_test is not None
    assert outcome.attack_test.tn == 2


def test_no_line_of_sight_refuses_every_action() -> None:
    # R9
    with pytest.raises(NoLineOfSight, match="R9"):
        calculate(_melee(line_of_sight=False))
    with pytest.raises(NoLineOfSight):
        calculate(_shot(distance=5, line_of_sight=False))


def test_explicit_drop_outside_the_limits_is_an_input_error() -> None:
    # R4, R5: an explicit drop replaces auto but R3/R4's limits hold.
    with pytest.raises(IllegalDrop, match="at most 2"):
        calculate(_melee(attack_drop=3))
    with pytest.raises(IllegalDrop, match="armour roll"):
        calculate(_melee(armour_drop=4))


def test_auto_drop_is_the_best_row_of_the_advice() -> None:
    # R5: the auto drop maximises expected final wounds; the advice shows every alternative.
    outcome = calculate(_melee(ORC, dataclasses.replace(VETERAN, defense=6)))
    best = [a for a in outcome.advice if a.best]
    assert len(best) == 1
    assert best[0].expected_final_wounds == max(a.expected_final_wounds for a in outcome.advice)
    assert outcome.attack_test is not None
    assert outcome.attack_test.dropped == best[0].dropped
    assert [a.dropped for a in outcome.advice] == list(range(len(outcome.advice)))


# -- incapacitation (R14) -----------------------------------------------------------------------


def test_incapacitation_options() -> None:
    target = dataclasses.replace(VETERAN, wounds_taken=2)
    default = calculate(_melee(target=target)).target
    option = calculate(
        _melee(target=target, rules=RuleOptions(Incapacitation.MORE_THAN_ENDURANCE))
    ).target
    fw = default.final_wounds
    assert default.p_incapacitated == pytest.approx(sum(fw[2:]), abs=1e-12)
    assert option.p_incapacitated == pytest.approx(sum(fw[3:]), abs=1e-12)
    assert default.p_dead == 0.0


def test_an_incapacitated_model_that_takes_a_wound_is_dead() -> None:
    target = dataclasses.replace(VETERAN, wounds_taken=4)
    outcome = calculate(_melee(target=target)).target
    assert outcome.p_incapacitated == 1.0
    assert outcome.p_dead == pytest.approx(outcome.p_wounded, abs=1e-12)


# -- ranged (R15, R16, R24) ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("distance", "band", "dice"),
    [
        (0, "short", 1),
        (12, "short", 1),
        (12.5, "normal", 0),
        (17.9, "normal", 0),
        (18, "long", -1),
        (23.9, "long", -1),
        (24, "long_2", -2),
        (30, "long_3", -3),
    ],
)
def test_range_bands_default(distance: float, band: str, dice: int) -> None:
    sharp = dataclasses.replace(VETERAN, marksmanship=5)
    plan = plan_attack(_shot(sharp, distance=distance))
    assert plan.attack_pool == 5 + dice
    assert plan.band is not None
    assert (plan.band.name, plan.band.dice) == (band, dice)


@pytest.mark.parametrize(
    ("distance", "band"), [(12, "short"), (12.5, "long"), (18, "long"), (18.1, "long_2")]
)
def test_range_bands_long_beyond_range_option(distance: float, band: str) -> None:
    rules = RuleOptions(long_range=LongRange.BEYOND_RANGE)
    plan = plan_attack(_shot(distance=distance, rules=rules))
    assert plan.band is not None
    assert plan.band.name == band
    with pytest.raises(MissingInput, match="no normal range band"):
        plan_attack(_shot(range_band="normal", rules=rules))


def test_band_and_distance_must_agree() -> None:
    with pytest.raises(MissingInput, match="does not match"):
        plan_attack(_shot(distance=5, range_band="long"))


def test_a_shot_needs_a_distance_or_a_band() -> None:
    with pytest.raises(MissingInput, match="distance"):
        plan_attack(_shot())


def test_cover_adds_def_and_armour() -> None:
    # R24: soft +1 DEF +1 ARM; hard +1 DEF +2 ARM; R16: against the shooter's DAM + bonus.
    for cover, arm in ((Cover.SOFT, 1), (Cover.HARD, 2)):
        outcome = calculate(_shot(cover=cover, range_band="normal", attack_drop=0))
        assert outcome.attack_test is not None
        assert outcome.attack_test.tn == ORC.defense + 1
        assert outcome.target.armour is not None
        assert outcome.target.armour.pool == ORC.armour + arm
        assert outcome.target.armour.tn == VETERAN.damage + 1
    assert "+1 DEF, +2 ARM: hard cover (R24)" in _texts(_shot(cover=Cover.HARD, distance=3))


def test_target_in_close_combat_caps_the_pool_at_3() -> None:
    sharp = dataclasses.replace(MARKSMAN, marksmanship=5)
    plan = plan_attack(_shot(sharp, ORC, distance=3, target_in_combat=True))
    assert plan.attack_pool == 3
    assert "at most 3 dice: target in close combat (R16)" in [str(m) for m in plan.modifiers]


def test_a_shot_with_no_dice_left_cannot_hit() -> None:
    with pytest.raises(NoDiceLeft, match="cannot hit"):
        calculate(_shot(MARKSMAN, ORC, distance=40))


def test_an_engaged_shooter_cannot_shoot() -> None:
    with pytest.raises(ShooterEngaged, match="R8"):
        calculate(_shot(distance=5, attacker_engaged=True))


def test_each_ranged_hit_is_one_wound_whatever_the_size() -> None:
    bow = dataclasses.replace(DRAGON, weapons=VETERAN.weapons)
    outcome = calculate(_shot(bow, ORC, distance=5))
    assert outcome.target.wounds == outcome.target.hits


def test_only_ranged_weapons_shoot() -> None:
    with pytest.raises(IllegalWeapons, match="not a ranged weapon"):
        calculate(_shot(weapon="Sword", distance=3))


# -- special attacks (R17-R20) ------------------------------------------------------------------


def test_small_and_medium_models_cannot_slam() -> None:
    with pytest.raises(IllegalSpecialAttack, match=r"only large and huge.*\(R17\)"):
        calculate(Scenario(AttackKind.SLAM, ORC, (VETERAN,)))


def test_slam_against_a_smaller_model_is_a_trample() -> None:
    with pytest.raises(IllegalSpecialAttack, match="that is a Trample"):
        calculate(Scenario(AttackKind.SLAM, KNIGHT, (ORC,)))
    with pytest.raises(IllegalSpecialAttack, match="Slam! it instead"):
        calculate(Scenario(AttackKind.TRAMPLE, KNIGHT, (OGRE,)))


def test_slam_by_a_smaller_model_has_minus_1_att_and_plus_1_def() -> None:
    plan = plan_attack(Scenario(AttackKind.SLAM, KNIGHT, (DRAGON,)))
    assert plan.attack_pool == KNIGHT.attack - 1
    assert plan.targets[0].attack_tn == DRAGON.defense + 1
    outcome = calculate(Scenario(AttackKind.SLAM, OGRE, (KNIGHT,)))
    assert plan_attack(Scenario(AttackKind.SLAM, OGRE, (KNIGHT,))).attack_pool == OGRE.attack
    assert outcome.plan.knocks_back


def test_trample_costs_one_die_per_target_per_step() -> None:
    crowd = tuple(dataclasses.replace(MARKSMAN, name=f"M{i}") for i in range(2))
    with pytest.raises(IllegalDrop, match="at most 1"):
        calculate(Scenario(AttackKind.TRAMPLE, KNIGHT, crowd, attack_drop=2))


def test_power_attack_knocks_back_without_wounds_for_a_medium_model() -> None:
    # R18: hits are inches of knock-back; R5 then maximises expected hits.
    outcome = calculate(Scenario(AttackKind.POWER, ORC, (VETERAN,), ("Great axe",)))
    assert outcome.target.final_wounds == (1.0,)
    assert outcome.target.armour is None
    assert outcome.plan.knocks_back
    assert outcome.attack_test is not None
    best_hits = max(a.expected_hits for a in outcome.advice)
    assert mean(outcome.target.hits) == pytest.approx(best_hits)


@pytest.mark.parametrize(
    ("kind", "perk"), [(AttackKind.POWER, "marauder"), (AttackKind.FINESSE, "skirmisher")]
)
def test_perk_or_size_makes_special_attacks_wound(kind: AttackKind, perk: str) -> None:
    # R18, R19
    perked = dataclasses.replace(ORC, perks=frozenset({perk}))
    assert calculate(Scenario(kind, perked, (VETERAN,))).target.armour is not None
    assert calculate(Scenario(kind, OGRE, (VETERAN,))).target.armour is not None
    assert calculate(Scenario(kind, ORC, (VETERAN,))).target.armour is None


def test_free_strike_drops_nothing() -> None:
    # R20: against DEF 7 the Free Strike keeps its dice and hits only on 6s.
    target = dataclasses.replace(VETERAN, defense=7)
    outcome = calculate(Scenario(AttackKind.FREE_STRIKE, ORC, (target,)))
    assert outcome.attack_test is not None
    assert (outcome.attack_test.pool, outcome.attack_test.only_sixes) == (3, True)
    assert len(outcome.advice) == 1
    with pytest.raises(IllegalDrop, match="Free Strike"):
        calculate(Scenario(AttackKind.FREE_STRIKE, ORC, (VETERAN,), attack_drop=1))


# -- falling and area attacks (R22, R23) -----------------------------------------------------------


@pytest.mark.parametrize(
    ("size", "fall", "hits"),
    [
        (Size.SMALL, 1, 0),
        (Size.SMALL, 1.5, 2),
        (Size.MEDIUM, 1.5, 0),
        (Size.MEDIUM, 4, 3),
        (Size.LARGE, 6, 3),
        (Size.HUGE, 7, 3),
    ],
)
def test_falling_hits(size: Size, fall: float, hits: int) -> None:
    model = dataclasses.replace(VETERAN, size=size)
    outcome = calculate(Scenario(AttackKind.FALLING, None, (model,), fall_distance=fall))
    assert mean(outcome.target.hits) == hits


def test_area_attack_needs_dodging_and_uses_initiative() -> None:
    shooter = dataclasses.replace(MARKSMAN, marksmanship=4)
    nimble = dataclasses.replace(VETERAN, name="Nimble", initiative=6)
    clumsy = dataclasses.replace(VETERAN, name="Clumsy", initiative=0)
    outcome = calculate(
        Scenario(AttackKind.AOE_DIRECT, shooter, (nimble, clumsy), ("Crossbow",), distance=10)
    )
    first, second = outcome.targets
    assert first.dodge is not None and first.dodge.pool == 6
    assert mean(first.final_wounds) < mean(second.final_wounds)
    assert second.wounds == outcome.area  # no dodge dice: every inch of width wounds


def test_opposed_test_ties_go_to_neither() -> None:
    # R6
    odds = opposed_test(1, 6, 1, 6)
    assert odds.first_wins == pytest.approx(odds.second_wins, abs=1e-12)
    assert odds.first_wins + odds.tie + odds.second_wins == pytest.approx(1.0)
    assert odds.tie > 0.6
