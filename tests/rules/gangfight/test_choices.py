"""Legal choices offered to the player (R10, R17) and odds of what is still to roll."""

from __future__ import annotations

import dataclasses

import pytest

from gangfight_gui.rules.engine.distribution import mean, point
from gangfight_gui.rules.gangfight import AttackKind, Scenario, at_least, calculate, successes
from gangfight_gui.rules.gangfight.choices import (
    melee_weapon_choices,
    ranged_weapon_choices,
    slam_or_trample,
)
from gangfight_gui.rules.gangfight.given import given_hits, given_wounds
from gangfight_gui.rules.gangfight.kinds import kind_refusal
from tests.rules.gangfight.profiles import DRAGON, DUELLIST, KNIGHT, OGRE, ORC, VETERAN


def test_melee_choices_offer_pairs_of_hand_weapons_only_without_a_shield() -> None:
    assert melee_weapon_choices(DUELLIST) == [
        ("Sword",),
        ("Hand axe",),
        ("Pistol",),
        ("Sword", "Hand axe"),
        ("Sword", "Pistol"),
        ("Hand axe", "Pistol"),
    ]
    assert melee_weapon_choices(VETERAN) == [("Sword",)]  # shield: no pairs (R10)
    assert melee_weapon_choices(OGRE) == [()]  # no weapon: unarmed


def test_every_offered_choice_is_legal() -> None:
    for model in (DUELLIST, VETERAN, ORC, OGRE):
        for weapons in melee_weapon_choices(model):
            calculate(Scenario(AttackKind.MELEE, model, (ORC,), weapons))
        for weapons in ranged_weapon_choices(model):
            calculate(Scenario(AttackKind.RANGED, model, (ORC,), weapons, range_band="normal"))


def test_slam_or_trample_follows_the_size_matchup() -> None:
    # R17
    assert slam_or_trample(KNIGHT, ORC) is AttackKind.TRAMPLE
    assert slam_or_trample(KNIGHT, OGRE) is AttackKind.SLAM
    assert slam_or_trample(KNIGHT, DRAGON) is AttackKind.SLAM
    assert kind_refusal(AttackKind.TRAMPLE, KNIGHT, ORC) == ""
    assert kind_refusal(AttackKind.SLAM, KNIGHT, ORC) != ""
    assert kind_refusal(AttackKind.SLAM, ORC, VETERAN) != ""
    assert kind_refusal(AttackKind.TRAMPLE, ORC, VETERAN) != ""
    assert kind_refusal(AttackKind.RANGED, VETERAN, ORC) == ""
    assert kind_refusal(AttackKind.RANGED, ORC, VETERAN) != ""


def test_given_hits_is_the_exact_outcome_conditioned_on_the_attack_roll() -> None:
    outcome = calculate(Scenario(AttackKind.MELEE, ORC, (VETERAN,), ("Great axe",)))
    target = outcome.target
    total = sum(
        p * mean(given_hits(outcome, point(h)).final_wounds) for h, p in enumerate(target.hits)
    )
    assert total == pytest.approx(mean(target.final_wounds), abs=1e-9)
    after = given_hits(outcome, point(4))
    assert after.armour is not None
    assert after.armour.drop_by_wounds[4] == 2
    assert given_wounds(outcome, point(4)).final_wounds == after.final_wounds
    # The text's example: 4 wounds against 2 armour dice at TN 4; fewer than 2 wounds are
    # left exactly when the two dice (and their crit dice) score 3 or more.
    assert sum(after.final_wounds[:2]) == pytest.approx(at_least(successes(2, 4), 3), abs=1e-12)


def test_given_wounds_of_a_wounded_model() -> None:
    wounded = dataclasses.replace(VETERAN, wounds_taken=3)
    outcome = calculate(Scenario(AttackKind.MELEE, ORC, (wounded,), ("Great axe",)))
    assert given_wounds(outcome, point(0)).p_incapacitated == 0.0
    assert given_wounds(outcome, point(1)).p_incapacitated == pytest.approx(
        given_wounds(outcome, point(1)).p_wounded
    )
