"""The game text's worked examples, each one as the calculator must reproduce it."""

from __future__ import annotations

import dataclasses

import pytest

from gangfight_gui.rules.gangfight import (
    AttackKind,
    Scenario,
    TypedDice,
    calculate,
    plan_test,
    resolve_typed,
)
from gangfight_gui.rules.gangfight.resolve import roll_test
from tests.rules.gangfight.profiles import KNIGHT, MARKSMAN, OGRE, ORC, VETERAN


def test_veterans_3_5_5_against_the_orc_is_two_successes() -> None:
    # Combat, Damage: "rolling a 3, 5 and another 5. That's two successes." (R1)
    test = plan_test(VETERAN.attack, ORC.defense)
    rolled = roll_test(test, TypedDice([3, 5, 5]))
    assert rolled.successes == 2
    result = resolve_typed(
        Scenario(AttackKind.MELEE, VETERAN, (ORC,), ("Sword",), armour_drop=0),
        [3, 5, 5, 2, 4, 4, 5],
    )
    # Combat, Armour: the Orc rolls 4 dice against DAM 4: 2, 4, 4, 5 negate both wounds.
    assert result.target.wounds == 2
    assert result.target.armour is not None
    assert result.target.armour.successes == 3
    assert result.target.final_wounds == 0


def test_crit_chain_3_4_6_then_6_then_5_is_four_successes() -> None:
    # Basic Rules, Critical Success (R2), with the dice typed in as at the table.
    rolled = roll_test(plan_test(3, 4), TypedDice([3, 4, 6, 6, 5]))
    assert rolled.successes == 4
    assert rolled.dice == (3, 4, 6, 6, 5)
    assert rolled.chained_from == (None, None, None, 2, 3)


def test_att_5_against_def_7() -> None:
    # Basic Rules, Dropping Dice: 4 dice at TN 6, or 2 dice at TN 4 (R3, R4).
    attacker = dataclasses.replace(ORC, attack=5, weapons=())
    target = dataclasses.replace(VETERAN, defense=7)
    forced = calculate(Scenario(AttackKind.MELEE, attacker, (target,), attack_drop=0))
    assert forced.attack_test is not None
    assert (forced.attack_test.pool, forced.attack_test.tn) == (4, 6)
    chosen = calculate(Scenario(AttackKind.MELEE, attacker, (target,), attack_drop=2))
    assert chosen.attack_test is not None
    assert (chosen.attack_test.pool, chosen.attack_test.tn, chosen.attack_test.dropped) == (2, 4, 2)


def test_orc_brave_with_a_double_handed_weapon_against_the_veteran() -> None:
    # Combat, Wounds: the Great axe makes DAM 6; 4 hits; the Veteran drops 2 armour dice to
    # TN 4, rolls 4 and 5, negates two and has 2 wounds left on EN 4 (R5, R13, R14).
    scenario = Scenario(AttackKind.MELEE, ORC, (VETERAN,), ("Great axe",))
    outcome = calculate(scenario)
    armour = outcome.target.armour
    assert armour is not None
    assert (armour.pool, armour.tn) == (4, 6)
    assert armour.drop_by_wounds[4] == 2  # R5 chooses the text's drop for 4 wounds
    result = resolve_typed(scenario, [3, 4, 6, 6, 5, 4, 5])
    target = result.target
    assert (target.hits, target.wounds) == (4, 4)
    assert target.armour is not None
    assert (target.armour.pool, target.armour.tn, target.armour.test.dropped) == (2, 4, 2)
    assert target.armour.dice == (4, 5)
    assert target.final_wounds == 2
    assert target.endurance_left == 2
    assert not target.incapacitated


def test_knight_tramples_three_def_3_marksmen_with_one_die_at_tn_3() -> None:
    # Combat, Slam!: DEF 3 +1 trampled; dropping one TN step costs 3 dice, one per target;
    # the single die is judged against all three (R17).
    marksmen = tuple(dataclasses.replace(MARKSMAN, name=f"Marksman {i}") for i in (1, 2, 3))
    outcome = calculate(Scenario(AttackKind.TRAMPLE, KNIGHT, marksmen, attack_drop=1))
    assert [t.attack_test.pool for t in outcome.targets if t.attack_test] == [1, 1, 1]
    assert [t.attack_test.tn for t in outcome.targets if t.attack_test] == [3, 3, 3]
    # One die at TN 3 hits with 4/6, and then it hits all three at once.
    assert outcome.p_all_hit == pytest.approx(4 / 6, abs=1e-12)
    for target in outcome.targets:
        assert target.p_hit == pytest.approx(4 / 6, abs=1e-12)
    rolled = resolve_typed(
        Scenario(AttackKind.TRAMPLE, KNIGHT, marksmen, attack_drop=1, armour_drop=0),
        [3, 1, 1, 1, 1, 1, 1],  # the attack die, then two armour dice per Marksman
    )
    assert [t.hits for t in rolled.targets] == [1, 1, 1]
    assert [t.wounds for t in rolled.targets] == [2, 2, 2]  # R12: large, 2 wounds a hit


def test_large_model_falling_6_inches_takes_3_hits() -> None:
    # Combat, Falling: ceil(6 / 2) = 3 hits at Damage 4, one wound each (R22).
    outcome = calculate(Scenario(AttackKind.FALLING, None, (OGRE,), fall_distance=6))
    assert outcome.target.hits == (0.0, 0.0, 0.0, 1.0)
    assert outcome.target.wounds == (0.0, 0.0, 0.0, 1.0)
    assert outcome.target.armour is not None
    assert (outcome.target.armour.pool, outcome.target.armour.tn) == (OGRE.armour, 4)
