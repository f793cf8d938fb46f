"""Whole attacks against brute force: every die of the attack, armour and dodge rolls enumerated.

Explosions are cut at a bounded depth, so each comparison allows the mass that was cut.
"""

from __future__ import annotations

import dataclasses
from collections import defaultdict

import pytest

from gangfight_gui.rules.gangfight import AttackKind, Cover, Profile, Scenario, calculate, plan_test
from gangfight_gui.rules.gangfight.dice import best_defence_drop
from tests.rules.gangfight.brute import count, pool_successes, rolls
from tests.rules.gangfight.profiles import DUELLIST, KNIGHT, MARKSMAN, ORC, VETERAN

EXTRA = 6


def _negated(left: dict[int, float], pool: int, tn: int) -> tuple[dict[int, float], float]:
    """Brute force of R13/R23: the defender drops as R5 says, knowing what it must negate."""
    out: dict[int, float] = defaultdict(float)
    cut_total = 0.0
    for wounds, p in left.items():
        if wounds == 0 or pool == 0:
            out[wounds] += p
            continue
        test = plan_test(pool, tn, best_defence_drop(pool, tn, wounds))
        saves, cut = pool_successes(test.pool, test.tn, EXTRA)
        cut_total += p * cut
        for s, q in saves.items():
            out[max(0, wounds - s)] += p * q
    return dict(out), cut_total


def _assert_close(exact: tuple[float, ...], brute: dict[int, float], cut: float) -> None:
    assert cut < 1e-3
    for k in range(max(len(exact), max(brute) + 1)):
        got = exact[k] if k < len(exact) else 0.0
        assert got == pytest.approx(brute.get(k, 0.0), abs=cut + 1e-9)


@pytest.mark.parametrize(
    ("attacker", "target", "weapons"),
    [
        (ORC, VETERAN, ("Great axe",)),
        (VETERAN, ORC, ("Sword",)),
        (DUELLIST, ORC, ("Sword", "Hand axe")),
        (KNIGHT, dataclasses.replace(ORC, size=KNIGHT.size), ("Sword",)),
    ],
)
def test_melee_final_wounds_match_brute_force(
    attacker: Profile, target: Profile, weapons: tuple[str, ...]
) -> None:
    outcome = calculate(Scenario(AttackKind.MELEE, attacker, (target,), weapons))
    test = outcome.attack_test
    assert test is not None
    hits, cut_a = pool_successes(test.pool, test.tn, EXTRA)
    per_hit = attacker.size.info.wounds_per_hit
    wounds = {h * per_hit: p for h, p in hits.items()}
    armour = outcome.target.armour
    assert armour is not None
    final, cut_b = _negated(wounds, armour.pool, armour.tn)
    _assert_close(outcome.target.final_wounds, final, cut_a + cut_b)


def test_ranged_in_hard_cover_matches_brute_force() -> None:
    scenario = Scenario(AttackKind.RANGED, VETERAN, (ORC,), ("Crossbow",), Cover.HARD, distance=10)
    outcome = calculate(scenario)
    test = outcome.attack_test
    assert test is not None
    assert (test.base_pool, test.base_tn) == (VETERAN.marksmanship + 1, ORC.defense + 1)
    hits, cut_a = pool_successes(test.pool, test.tn, EXTRA)
    final, cut_b = _negated(hits, ORC.armour + 2, VETERAN.damage + 1)
    _assert_close(outcome.target.final_wounds, final, cut_a + cut_b)


def test_trample_shares_one_roll_between_targets() -> None:
    # R17: the same dice against each target's TN; P(every target hit) from the joint roll.
    quick = dataclasses.replace(MARKSMAN, name="Quick", defense=2)
    slow = dataclasses.replace(MARKSMAN, name="Slow", defense=4, armour=0)
    outcome = calculate(Scenario(AttackKind.TRAMPLE, KNIGHT, (quick, slow), attack_drop=0))
    faces_list, cut = rolls(KNIGHT.attack, EXTRA)
    tns = [t.attack_test.tn for t in outcome.targets if t.attack_test]
    assert tns == [3, 5]
    all_hit = 0.0
    marginals: list[dict[int, float]] = [defaultdict(float), defaultdict(float)]
    for faces, p in faces_list:
        counts = [count(faces, tn) for tn in tns]
        for i, c in enumerate(counts):
            marginals[i][c] += p
        all_hit += p * all(c > 0 for c in counts)
    assert outcome.p_all_hit == pytest.approx(all_hit, abs=cut + 1e-9)
    for target, marginal in zip(outcome.targets, marginals, strict=True):
        _assert_close(target.hits, marginal, cut)


def test_area_attack_dodges_then_armour_match_brute_force() -> None:
    # R23: width S; each model caught dodges with INI (R5's defender drop), then armour.
    dragon_breath = dataclasses.replace(MARKSMAN, name="Fire mage", marksmanship=3, damage=4)
    caught = (VETERAN, dataclasses.replace(ORC, initiative=1))
    outcome = calculate(
        Scenario(
            AttackKind.AOE_INDIRECT,
            dragon_breath,
            caught,
            ("Crossbow",),
            range_band="normal",
            attack_drop=0,
        )
    )
    test = outcome.attack_test
    assert test is not None
    width, cut_a = pool_successes(test.pool, test.tn, EXTRA)
    for target, model in zip(outcome.targets, caught, strict=True):
        wounds, cut_b = _negated(width, model.initiative, 4)
        final, cut_c = _negated(wounds, model.armour, dragon_breath.damage + 1)
        _assert_close(target.final_wounds, final, cut_a + cut_b + cut_c)


def test_seeded_rolls_agree_with_the_exact_means() -> None:
    # Over many seeded rolls the means agree with calc (docs/cli.md): within 4 standard errors.
    from gangfight_gui.rules.engine.distribution import mean
    from gangfight_gui.rules.gangfight import roll_many

    scenario = Scenario(AttackKind.MELEE, ORC, (VETERAN,), ("Great axe",))
    exact = calculate(scenario).target
    n = 20000
    rolled = roll_many(scenario, seed=12345, count=n)
    for values, dist in (
        ([r.target.hits for r in rolled], exact.hits),
        ([r.target.final_wounds for r in rolled], exact.final_wounds),
    ):
        mu = mean(dist)
        var = sum((k - mu) ** 2 * p for k, p in enumerate(dist))
        assert sum(values) / n == pytest.approx(mu, abs=4 * (var / n) ** 0.5)
    p_incap = sum(r.target.incapacitated for r in rolled) / n
    sd = (exact.p_incapacitated * (1 - exact.p_incapacitated) / n) ** 0.5
    assert p_incap == pytest.approx(exact.p_incapacitated, abs=4 * sd + 1e-9)
