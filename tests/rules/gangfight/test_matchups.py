"""Matchups: best attacks per pair, attacks to incapacitate, what-if hints."""

from __future__ import annotations

import dataclasses

import pytest

from gangfight_gui.rules.engine.distribution import mean
from gangfight_gui.rules.gangfight import AttackKind, Cover, Scenario, calculate, roll_many
from gangfight_gui.rules.gangfight.attrition import attacks_to_incapacitate
from gangfight_gui.rules.gangfight.hints import what_if
from gangfight_gui.rules.gangfight.matchups import MatchupSettings, best_attack, matchup_matrix
from tests.rules.gangfight.profiles import DUELLIST, MARKSMAN, OGRE, ORC, VETERAN


def test_best_attack_tries_every_legal_weapon_choice_and_keeps_the_most_wounds() -> None:
    matchup = best_attack(DUELLIST, ORC, MatchupSettings())
    labels = [o.label for o in matchup.options]
    assert "Melee attack (Sword + Hand axe)" in labels
    assert "Ranged attack (Pistol)" in labels
    best = matchup.best
    assert best is not None
    assert best.expected_final_wounds == max(o.expected_final_wounds for o in matchup.options)
    # The cell equals calc for the same scenario.
    assert best.expected_final_wounds == pytest.approx(
        mean(calculate(best.scenario).target.final_wounds), abs=1e-15
    )


def test_matrix_settings_reach_the_ranged_options() -> None:
    open_ground = best_attack(MARKSMAN, ORC, MatchupSettings())
    covered = best_attack(MARKSMAN, ORC, MatchupSettings(cover=Cover.HARD, range_band="long"))
    covered_shot = next(o for o in covered.options if o.kind is AttackKind.RANGED)
    open_shot = next(o for o in open_ground.options if o.kind is AttackKind.RANGED)
    assert covered_shot.scenario.cover is Cover.HARD
    assert covered_shot.expected_final_wounds < open_shot.expected_final_wounds


def test_matrix_has_a_row_per_attacker_and_can_be_cancelled() -> None:
    rows = matchup_matrix([ORC, VETERAN], [MARKSMAN, OGRE, ORC], MatchupSettings())
    assert [len(r) for r in rows] == [3, 3]
    assert rows[1][2].attacker is VETERAN
    seen = []
    partial = matchup_matrix(
        [ORC, VETERAN],
        [MARKSMAN, OGRE, ORC],
        MatchupSettings(),
        progress=lambda done, total: seen.append((done, total)) or done < 2,
    )
    assert seen[-1] == (2, 6)
    assert sum(len(r) for r in partial) == 2


def test_attacks_to_incapacitate_agrees_with_repeated_seeded_rolls() -> None:
    scenario = Scenario(AttackKind.MELEE, ORC, (VETERAN,), ("Great axe",))
    exact = attacks_to_incapacitate(calculate(scenario))
    assert exact.wounds_needed == 4
    assert sum(exact.distribution) + exact.beyond == pytest.approx(1.0, abs=1e-9)
    # Simulate: attack again and again with fresh seeded rolls until EN is gone.
    rolls = iter(roll_many(scenario, seed=2024, count=60000))
    counts = []
    for _ in range(6000):
        taken, n = 0, 0
        while taken < 4:
            taken += next(rolls).target.final_wounds
            n += 1
        counts.append(n)
    simulated = sum(counts) / len(counts)
    assert exact.mean is not None
    var = sum((n - exact.mean) ** 2 * p for n, p in enumerate(exact.distribution))
    assert simulated == pytest.approx(exact.mean, abs=4 * (var / len(counts)) ** 0.5)
    for k in (1, 2, 4, 8):
        share = sum(c <= k for c in counts) / len(counts)
        p = exact.within(k)
        assert share == pytest.approx(p, abs=4 * (p * (1 - p) / len(counts)) ** 0.5 + 1e-9)


def test_attacks_that_never_wound_never_bring_the_target_down() -> None:
    power = Scenario(AttackKind.POWER, ORC, (VETERAN,))
    result = attacks_to_incapacitate(calculate(power))
    assert result.beyond == 1.0
    assert result.mean is None
    down = dataclasses.replace(VETERAN, wounds_taken=4)
    assert attacks_to_incapacitate(calculate(Scenario(AttackKind.MELEE, ORC, (down,)))).mean == 0


def test_what_if_hints_rank_single_changes_by_gain() -> None:
    scenario = Scenario(
        AttackKind.RANGED, VETERAN, (ORC,), ("Crossbow",), Cover.HARD, range_band="long"
    )
    hints = what_if(scenario)
    changes = [h.change for h in hints]
    assert "target out of cover" in changes
    assert "one band closer (normal range)" in changes
    assert "one more die (MAR +1)" in changes
    assert [h.gain for h in hints] == sorted((h.gain for h in hints), reverse=True)
    base = calculate(scenario).expected_final_wounds
    for hint in hints:
        assert hint.gain == pytest.approx(calculate(hint.scenario).expected_final_wounds - base)
        assert hint.gain > 0


def test_two_weapons_hint_only_when_legal() -> None:
    one = Scenario(AttackKind.MELEE, DUELLIST, (ORC,), ("Sword",))
    assert any(h.change.startswith("two weapons") for h in what_if(one))
    shielded = Scenario(AttackKind.MELEE, VETERAN, (ORC,), ("Sword",))
    assert not any(h.change.startswith("two weapons") for h in what_if(shielded))


def test_the_matrix_tries_every_attack_the_attacker_can_make() -> None:
    """Issue 14: Power (R18), Finesse (R19) and Slam!/Trample (R17), not only plain melee."""
    settings = MatchupSettings()
    kinds = {o.kind for o in best_attack(OGRE, ORC, settings).options}
    assert {AttackKind.MELEE, AttackKind.POWER, AttackKind.FINESSE, AttackKind.TRAMPLE} <= kinds
    assert AttackKind.SLAM not in kinds  # the orc is smaller: a Trample (R17)
    assert AttackKind.SLAM in {o.kind for o in best_attack(OGRE, OGRE, settings).options}
    medium = {o.kind for o in best_attack(ORC, VETERAN, settings).options}
    assert AttackKind.POWER in medium
    assert not medium & {AttackKind.SLAM, AttackKind.TRAMPLE}  # only large and huge (R17)
    for option in best_attack(OGRE, ORC, settings).options:
        outcome = calculate(option.scenario)
        assert option.expected_final_wounds == pytest.approx(
            mean(outcome.target.final_wounds), abs=1e-12
        )
