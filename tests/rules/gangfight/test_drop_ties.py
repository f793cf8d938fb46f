"""R5, "When two drops tie": exact defender values, attacker ties within 1e-9, fewer dice on a tie.

The defender's values are checked against an independent exact computation: P(at least k
successes) by following the dice one at a time with ``fractions.Fraction`` (a 6 succeeds and is
replaced by its crit die, R2), which needs no explosion depth because it stops once k successes
are reached. The legal drops are enumerated here from R3 and R4 directly, not through the package.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

import pytest

from gangfight_gui.rules.gangfight import AttackKind, Profile, Scenario, Size, calculate
from gangfight_gui.rules.gangfight.dice import best_defence_drop, exact_capped

SIXTH = Fraction(1, 6)


@cache
def p_at_least(dice: int, tn: int, k: int) -> Fraction:
    """P(``dice`` dice at effective ``tn`` score at least ``k`` successes), exactly (R1, R2)."""
    if k <= 0:
        return Fraction(1)
    if dice == 0:
        return Fraction(0)
    hit = Fraction(6 - tn, 6)  # faces TN..5: a success that ends the die's chain
    miss = Fraction(tn - 1, 6)  # faces 1..TN-1
    return (
        SIXTH * p_at_least(dice, tn, k - 1)  # a 6: a success, and its crit die replaces it
        + hit * p_at_least(dice - 1, tn, k - 1)
        + miss * p_at_least(dice - 1, tn, k)
    )


def capped(dice: int, tn: int, wounds: int) -> Fraction:
    """E[min(S, wounds)] = the sum of P(S >= k) for k = 1..wounds (R5)."""
    effective = min(tn, 6)  # R3: a TN left above 6 succeeds only on 6s
    return sum((p_at_least(dice, effective, k) for k in range(1, wounds + 1)), Fraction(0))


def legal_rolls(pool: int, tn: int) -> list[tuple[int, int]]:
    """(dice, TN) rolled for each chosen drop 0, 1, ...: R3's forced drop first, then R4."""
    forced = tn - 6 if tn > 6 and pool - (tn - 6) >= 1 else 0
    pool, tn = pool - forced, tn - forced
    rolls = [(pool, tn)]
    while pool > 1 and tn > 2:
        pool, tn = pool - 1, tn - 1
        rolls.append((pool, tn))
    return rolls


def brute_best_drop(pool: int, tn: int, wounds: int) -> int:
    """The drop R5 picks: the largest exact value, the fewest dice dropped among equals."""
    values = [capped(dice, t, wounds) for dice, t in legal_rolls(pool, tn)]
    return values.index(max(values))


def test_two_dice_at_tn_6_against_one_die_at_tn_5_the_single_die_is_strictly_better() -> None:
    # R5's example: same mean, but the single die's thinner crit tail negates more at every w.
    differences = {}
    for wounds in (2, 10, 20):
        difference = capped(1, 5, wounds) - capped(2, 6, wounds)
        assert difference > 0
        differences[wounds] = float(difference)
        assert best_defence_drop(2, 6, wounds) == 1
    assert differences[2] == pytest.approx(9e-3, rel=0.1)
    assert differences[10] == pytest.approx(3e-8, rel=0.2)
    assert differences[20] == pytest.approx(9e-16, rel=0.2)


@pytest.mark.parametrize("pool", range(1, 8))
@pytest.mark.parametrize("tn", range(2, 12))
def test_defender_drop_equals_exact_brute_force_for_every_wound_count(pool: int, tn: int) -> None:
    # R3, R4, R5: the package's drop against exact Fractions, w = 1..25, ties to fewer dice.
    for wounds in range(1, 26):
        expected = brute_best_drop(pool, tn, wounds)
        assert best_defence_drop(pool, tn, wounds) == expected, (pool, tn, wounds)


def test_near_ties_below_float_rounding_are_decided_exactly() -> None:
    # R5: two defender drops never tie exactly in this range, but many differ by less than
    # 1e-12, where a float comparison decides at random. The exact choice drops more dice in
    # those cases when that is strictly better, as brute force says.
    near = []
    for pool in range(1, 8):
        for tn in range(2, 12):
            for wounds in range(1, 26):
                values = [capped(dice, t, wounds) for dice, t in legal_rolls(pool, tn)]
                top = max(values)
                if any(0 < top - v < Fraction(1, 10**12) for v in values):
                    near.append((pool, tn, wounds, values.index(top)))
    assert len(near) > 50
    assert any(best > 0 for *_, best in near)
    for pool, tn, wounds, best in near:
        assert best_defence_drop(pool, tn, wounds) == best


@pytest.mark.parametrize(("dice", "tn"), [(1, 2), (3, 4), (5, 6), (2, 9), (6, 3)])
def test_exact_table_equals_the_fraction_sums(dice: int, tn: int) -> None:
    table = exact_capped(dice, tn)
    for wounds in range(1, 30):
        value = Fraction(table.numerator(wounds), 6 ** (dice + wounds - 1))
        assert value == capped(dice, min(tn, 6) if tn <= 6 else tn, wounds)


def test_large_slam_tie_within_1e9_goes_to_the_smaller_drop() -> None:
    # The Slam case: a large model with 4 attack dice, DEF 6, ARM 0: dropping 1 (3 dice at TN
    # 5) and dropping 2 (2 dice at TN 4) both expect 1.2 hits, 2.4 wounds, equal within 1e-9
    # (exactly, on paper): R5 drops 1, and P(incapacitated) is 0.034, not dropping 2's 0.021.
    attacker = Profile("Ogre", Size.LARGE, 4, 3, 3, 3, 4, 6, 2)
    target = Profile("Troll", Size.LARGE, 3, 6, 2, 0, 4, 7, 2)
    outcome = calculate(Scenario(AttackKind.SLAM, attacker, (target,)))
    scores = [a.expected_final_wounds for a in outcome.advice]
    assert abs(scores[1] - scores[2]) <= 1e-9
    assert scores[1] == pytest.approx(2.4, abs=1e-9)
    assert outcome.attack_test is not None
    assert (outcome.attack_test.dropped, outcome.attack_test.pool, outcome.attack_test.tn) == (
        1,
        3,
        5,
    )
    assert [a.best for a in outcome.advice] == [False, True, False, False]
    assert outcome.target.p_incapacitated == pytest.approx(0.0341, abs=5e-5)
    assert outcome.advice[2].p_incapacitated[0] == pytest.approx(0.0208, abs=5e-5)


def test_exact_attack_tie_keeps_all_the_dice() -> None:
    # 4 dice at TN 4 and 3 dice at TN 3 both expect 2.4 hits: with no armour a tie, so no drop.
    attacker = Profile("Ogre", Size.LARGE, 4, 3, 3, 3, 1, 6, 2)
    target = Profile("Giant", Size.LARGE, 3, 4, 2, 0, 4, 7, 2)
    outcome = calculate(Scenario(AttackKind.SLAM, attacker, (target,)))
    assert abs(
        outcome.advice[0].expected_final_wounds - outcome.advice[1].expected_final_wounds
    ) < (1e-9)
    assert outcome.attack_test is not None
    assert outcome.attack_test.dropped == 0
