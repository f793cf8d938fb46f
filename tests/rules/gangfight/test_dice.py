"""Dice tests R1-R5: the exact distribution against brute force, properties, and drop limits."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gangfight_gui.rules.engine.distribution import TAIL, at_least, mean
from gangfight_gui.rules.gangfight import IllegalDrop, InvalidProfile, plan_test, successes
from gangfight_gui.rules.gangfight.dice import MAX_POOL, best_defence_drop, expected_capped
from tests.rules.gangfight.brute import pool_successes


@pytest.mark.parametrize("pool", [1, 2, 3])
@pytest.mark.parametrize("tn", [2, 3, 4, 5, 6, 7, 9])
def test_distribution_equals_face_by_face_enumeration(pool: int, tn: int) -> None:
    # R1, R2 (and R3's only-sixes for TN above 6): every face of every die, crits chained.
    brute, cut = pool_successes(pool, tn, extra=5)
    exact = successes(pool, tn)
    assert cut < 1e-3
    for k in range(max(len(exact), max(brute) + 1)):
        got = exact[k] if k < len(exact) else 0.0
        want = brute.get(k, 0.0)
        # The enumeration misses only what it cut, which can only add mass.
        assert want - 1e-12 <= got <= want + cut + 1e-12


def test_single_die_at_tn_4() -> None:
    # R2: one die at TN 4: 0 on 1-3 (1/2), 1 on 4-5 (1/3) or on a 6 followed by a miss...
    dist = successes(1, 4)
    assert dist[0] == pytest.approx(0.5, abs=1e-12)
    assert dist[1] == pytest.approx(1 / 3 + 1 / 6 * 1 / 2, abs=1e-12)
    assert dist[2] == pytest.approx(1 / 6 * 1 / 3 + 1 / 36 * 1 / 2, abs=1e-12)


def test_only_sixes_above_tn_6_is_the_same_as_tn_6() -> None:
    # R3: with the pool too small to drop, only natural 6s succeed, and they still explode.
    assert successes(2, 9) == successes(2, 6)


def test_zero_dice_never_succeed() -> None:
    assert successes(0, 4) == (1.0,)


@pytest.mark.parametrize("pool", [-1, MAX_POOL + 1])
def test_impossible_pool_is_refused(pool: int) -> None:
    with pytest.raises(InvalidProfile, match="pool"):
        successes(pool, 4)


@given(st.integers(1, MAX_POOL), st.integers(2, 6))
def test_distribution_sums_to_one_and_its_tail_is_cut_below_1e12(pool: int, tn: int) -> None:
    dist = successes(pool, tn)
    assert sum(dist) == pytest.approx(1.0, abs=1e-9)
    assert 1.0 - sum(dist) < TAIL + 1e-15
    assert all(p >= 0 for p in dist)


@given(st.integers(1, MAX_POOL), st.integers(2, 6))
def test_mean_is_pool_times_7_minus_tn_over_5(pool: int, tn: int) -> None:
    # Each die: (6 - TN)/6 plain successes, and 1/5 expected successes from its 6s chain.
    assert mean(successes(pool, tn)) == pytest.approx(pool * (7 - tn) / 5, abs=1e-9)


@given(st.integers(1, 30), st.integers(2, 6), st.integers(0, 40))
def test_more_dice_or_lower_tn_never_lowers_the_chance_of_k_or_more(
    pool: int, tn: int, k: int
) -> None:
    base = at_least(successes(pool, tn), k)
    assert at_least(successes(pool + 1, tn), k) >= base - 1e-12
    if tn > 2:
        assert at_least(successes(pool, tn - 1), k) >= base - 1e-12


def test_att_5_against_def_7_forces_one_drop_then_two_more_reach_tn_4() -> None:
    # Basic Rules, Dropping Dice: 4 dice at TN 6, or 2 dice at TN 4 (R3, R4).
    forced = plan_test(5, 7)
    assert (forced.pool, forced.tn, forced.forced, forced.dropped) == (4, 6, 1, 0)
    chosen = plan_test(5, 7, 2)
    assert (chosen.pool, chosen.tn, chosen.forced, chosen.dropped) == (2, 4, 1, 2)


def test_pool_too_small_for_the_forced_drop_hits_only_on_sixes() -> None:
    # R3: TN 8 needs two dice dropped; with two dice nothing is dropped and only 6s count.
    test = plan_test(2, 8)
    assert (test.pool, test.forced, test.only_sixes) == (2, 0, True)
    assert test.effective_tn == 6


def test_chosen_drop_keeps_a_die_and_stops_at_tn_2() -> None:
    # R4
    assert plan_test(3, 4, 2).tn == 2
    with pytest.raises(IllegalDrop, match="at most 2"):
        plan_test(3, 4, 3)
    with pytest.raises(IllegalDrop, match="at most 2"):
        plan_test(5, 4, 3)
    with pytest.raises(IllegalDrop, match="no die to drop"):
        plan_test(1, 4, 1)


def test_free_strike_drops_nothing_even_above_tn_6() -> None:
    # R4, R20
    test = plan_test(5, 7, free_strike=True)
    assert (test.pool, test.tn, test.only_sixes) == (5, 7, True)
    with pytest.raises(IllegalDrop, match="Free Strike"):
        plan_test(5, 4, 1, free_strike=True)


def test_defender_drops_two_armour_dice_against_damage_6_for_four_wounds() -> None:
    # Combat, Wounds: the Veteran (ARM 4) against DAM 6 drops 2 dice to TN 4 (R5).
    assert best_defence_drop(4, 6, 4) == 2


def test_defender_drop_maximises_expected_wounds_negated() -> None:
    # R5: check the choice against every legal alternative.
    for pool in range(1, 7):
        for tn in range(2, 9):
            for wounds in range(1, 8):
                chosen = best_defence_drop(pool, tn, wounds)
                value = _negated(pool, tn, chosen, wounds)
                for other in range(chosen):
                    assert _negated(pool, tn, other, wounds) < value  # ties go to fewer
                for other in range(chosen + 1, pool):
                    try:
                        assert _negated(pool, tn, other, wounds) <= value + 1e-12
                    except IllegalDrop:
                        break


def _negated(pool: int, tn: int, drop: int, wounds: int) -> float:
    test = plan_test(pool, tn, drop)
    return expected_capped(test.pool, test.tn, wounds)
