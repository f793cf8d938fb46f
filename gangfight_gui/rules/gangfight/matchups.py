"""Roster against roster: the best attack each model has against each enemy (issue: Matchups).

"Best" follows R5's measure: the most expected wounds left after armour, ties broken by the
chance to incapacitate, then by the order options are listed (melee before ranged).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from gangfight_gui.rules.engine.distribution import mean
from gangfight_gui.rules.gangfight.choices import (
    WeaponChoice,
    melee_weapon_choices,
    ranged_weapon_choices,
    slam_or_trample,
)
from gangfight_gui.rules.gangfight.errors import RulesError
from gangfight_gui.rules.gangfight.options import RuleOptions
from gangfight_gui.rules.gangfight.outcome import AttackOutcome, calculate
from gangfight_gui.rules.gangfight.profile import Profile
from gangfight_gui.rules.gangfight.scenario import AttackKind, Cover, Scenario
from gangfight_gui.rules.gangfight.sizes import can_slam


@dataclass(frozen=True, slots=True)
class MatchupSettings:
    """Circumstances applied to every cell of a matrix."""

    cover: Cover = Cover.NONE
    range_band: str = "normal"
    target_in_combat: bool = False
    rules: RuleOptions = field(default_factory=RuleOptions)


@dataclass(frozen=True, slots=True)
class AttackOption:
    scenario: Scenario
    expected_final_wounds: float
    p_incapacitated: float
    dropped: int
    pool: int
    tn: int

    @property
    def kind(self) -> AttackKind:
        return self.scenario.attack

    @property
    def weapons(self) -> WeaponChoice:
        return self.scenario.weapons

    @property
    def label(self) -> str:
        weapons = " + ".join(self.weapons) or "unarmed"
        return f"{self.kind.label} ({weapons})"


@dataclass(frozen=True, slots=True)
class Matchup:
    attacker: Profile
    target: Profile
    options: tuple[AttackOption, ...]
    refusals: tuple[str, ...] = ()
    """Why options that were tried are not possible (e.g. a shot with no dice left)."""

    @property
    def best(self) -> AttackOption | None:
        if not self.options:
            return None
        return max(
            self.options,
            key=lambda o: (round(o.expected_final_wounds, 12), round(o.p_incapacitated, 12)),
        )


def candidate_scenarios(
    attacker: Profile, target: Profile, settings: MatchupSettings
) -> list[Scenario]:
    """Every attack the attacker can make on the target, each with every legal weapon choice.

    Melee, Power (R18) and Finesse (R19), Slam! or Trample for large and huge attackers (R17,
    whichever the sizes make), and each ranged weapon at the settings' band (R15). Listed in that
    order, so a tie goes to the plainer attack.
    """
    melee_kinds = [AttackKind.MELEE, AttackKind.POWER, AttackKind.FINESSE]
    if can_slam(attacker.size):
        melee_kinds.append(slam_or_trample(attacker, target))
    scenarios = [
        Scenario(kind, attacker, (target,), weapons, rules=settings.rules)
        for kind in melee_kinds
        for weapons in melee_weapon_choices(attacker)
    ]
    scenarios += [
        Scenario(
            AttackKind.RANGED,
            attacker,
            (target,),
            weapons,
            cover=settings.cover,
            range_band=settings.range_band,
            target_in_combat=settings.target_in_combat,
            rules=settings.rules,
        )
        for weapons in ranged_weapon_choices(attacker)
    ]
    return scenarios


def attacks_to_calculate(attackers: Sequence[Profile], targets: int) -> int:
    """How many attacks ``matchup_matrix`` calculates: each attacker's choices, each target."""
    choices = sum(len(melee_weapon_choices(a)) + len(ranged_weapon_choices(a)) for a in attackers)
    return choices * targets


def option_of(outcome: AttackOutcome) -> AttackOption:
    test = outcome.attack_test
    assert test is not None
    return AttackOption(
        outcome.plan.scenario,
        mean(outcome.target.final_wounds),
        outcome.target.p_incapacitated,
        test.dropped,
        test.pool,
        test.tn,
    )


def best_attack(attacker: Profile, target: Profile, settings: MatchupSettings) -> Matchup:
    options = []
    refusals = []
    for scenario in candidate_scenarios(attacker, target, settings):
        try:
            options.append(option_of(calculate(scenario)))
        except RulesError as error:
            refusals.append(str(error))
    return Matchup(attacker, target, tuple(options), tuple(refusals))


def matchup_matrix(
    attackers: Sequence[Profile],
    targets: Sequence[Profile],
    settings: MatchupSettings,
    *,
    progress: Callable[[int, int], bool] | None = None,
) -> list[list[Matchup]]:
    """Every attacker (rows) against every target (columns).

    ``progress(done, total)`` is called after each cell; returning False cancels, and the
    matrix computed so far is returned (rows may be short).
    """
    total = len(attackers) * len(targets)
    done = 0
    rows: list[list[Matchup]] = []
    for attacker in attackers:
        row: list[Matchup] = []
        rows.append(row)
        for target in targets:
            row.append(best_attack(attacker, replace(target, wounds_taken=0), settings))
            done += 1
            if progress is not None and not progress(done, total):
                return rows
    return rows


@dataclass(frozen=True, slots=True)
class WeaponOdds:
    """One weapon's odds against a reference target, for the line printed on a card."""

    open_ground: AttackOption | None
    """Melee, or a shot in the open at the normal band; None if the weapon cannot attack."""
    in_cover: AttackOption | None
    """A shot at the same band against the target in hard cover; None in melee (R11)."""


def weapon_odds(
    attacker: Profile,
    weapon_name: str,
    reference: Profile,
    *,
    rules: RuleOptions | None = None,
    range_band: str = "normal",
) -> WeaponOdds:
    """Expected final wounds and P(incapacitate) of one weapon against ``reference``.

    Ranged kinds (pistols included) are judged as shots at ``range_band``, in the open and in
    hard cover (R24); melee weapons alone, where cover never applies (R11).
    """
    rules = rules or RuleOptions()
    weapon = attacker.weapon(weapon_name)
    target = replace(reference, wounds_taken=0)

    def option(scenario: Scenario) -> AttackOption | None:
        try:
            return option_of(calculate(scenario))
        except RulesError:
            return None

    if weapon.kind.is_ranged:
        shot = Scenario(
            AttackKind.RANGED,
            attacker,
            (target,),
            (weapon_name,),
            range_band=range_band,
            rules=rules,
        )
        return WeaponOdds(option(shot), option(replace(shot, cover=Cover.HARD)))
    if weapon.kind.is_melee:
        melee = Scenario(AttackKind.MELEE, attacker, (target,), (weapon_name,), rules=rules)
        return WeaponOdds(option(melee), None)
    return WeaponOdds(None, None)
