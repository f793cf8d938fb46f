"""Real rolls, resolved step by step: from a seeded random source or from dice typed in."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gangfight_gui.rules.engine.distribution import point
from gangfight_gui.rules.engine.sources import DiceSource, SeededDice, TypedDice
from gangfight_gui.rules.gangfight.dice import PlannedTest, best_defence_drop, plan_test
from gangfight_gui.rules.gangfight.outcome import (
    AttackOutcome,
    calculate,
    incapacitation,
    outcome_of,
)
from gangfight_gui.rules.gangfight.planning import DefencePlan
from gangfight_gui.rules.gangfight.profile import Profile
from gangfight_gui.rules.gangfight.scenario import AUTO, Drop, Scenario


@dataclass(frozen=True, slots=True)
class RolledTest:
    """One test as rolled: every die in order, crit dice after the pool."""

    test: PlannedTest
    dice: tuple[int, ...]
    chained_from: tuple[int | None, ...]
    """For each die, the index of the 6 it was rolled for (R2), None for the pool's own dice."""
    successes: int

    @property
    def pool(self) -> int:
        return self.test.pool

    @property
    def tn(self) -> int:
        return self.test.tn

    def succeeded(self, index: int) -> bool:
        return is_success(self.dice[index], self.test.effective_tn)

    def judged_against(self, test: PlannedTest) -> RolledTest:
        """The same dice against another TN: a Trample's one roll for each target (R17)."""
        count = sum(is_success(d, test.effective_tn) for d in self.dice)
        return RolledTest(test, self.dice, self.chained_from, count)


def is_success(die: int, effective_tn: int) -> bool:
    """R1, R2: a 6 always succeeds, a 1 never does."""
    return die == 6 or (die != 1 and die >= effective_tn)


def roll_test(test: PlannedTest, source: DiceSource) -> RolledTest:
    """Roll the pool, then a die for each 6, in the order the 6s came (R2), as a player rolls
    them, so the GUI can draw each crit die chaining from its 6."""
    dice: list[int] = []
    origins: list[int | None] = []
    for _ in range(test.pool):
        dice.append(source.d6())
        origins.append(None)
    index = 0
    while index < len(dice):
        if dice[index] == 6:
            dice.append(source.d6())
            origins.append(index)
        index += 1
    count = sum(is_success(d, test.effective_tn) for d in dice)
    return RolledTest(test, tuple(dice), tuple(origins), count)


@dataclass(frozen=True, slots=True)
class TargetRoll:
    target: Profile
    attack: RolledTest | None
    """The attack dice judged against this target (None for a fall)."""
    hits: int
    dodge: RolledTest | None
    wounds: int
    armour: RolledTest | None
    final_wounds: int
    incapacitated: bool
    dead: bool

    @property
    def endurance_left(self) -> int:
        return self.target.endurance - self.target.wounds_taken - self.final_wounds


@dataclass(frozen=True, slots=True)
class ResolvedAttack:
    outcome: AttackOutcome
    seed: int | None
    attack: RolledTest | None
    targets: tuple[TargetRoll, ...]

    @property
    def target(self) -> TargetRoll:
        return self.targets[0]


def resolve(scenario: Scenario, source: DiceSource) -> ResolvedAttack:
    """Resolve one attack with real dice; its drops are the exact outcome's best (R5), and a
    seeded source's seed is kept so the roll can be replayed."""
    seed = source.seed if isinstance(source, SeededDice) else None
    return resolve_outcome(outcome_of(scenario), source, seed=seed)


def resolve_outcome(
    outcome: AttackOutcome, source: DiceSource, *, seed: int | None = None
) -> ResolvedAttack:
    """``outcome`` rolled: the attack's drops are its exact best (R5), the defender's chosen
    for the wounds it must negate, as at the table."""
    plan = outcome.plan
    rules = plan.scenario.rules
    attack = roll_test(outcome.attack_test, source) if outcome.attack_test else None
    rolls = []
    for i, tp in enumerate(plan.targets):
        against = outcome.targets[i].attack_test
        mine = attack.judged_against(against) if attack and against else attack
        if plan.fixed_hits is not None:
            hits = plan.fixed_hits
        else:
            assert mine is not None
            hits = mine.successes
        dodge = None
        if tp.dodge is not None:
            dodge = _defend(tp.dodge, hits, AUTO, source)
            wounds = max(0, hits - dodge.successes) if dodge else 0
        else:
            wounds = hits * tp.wounds_per_hit
        armour = None
        if tp.armour is not None:
            armour = _defend(tp.armour, wounds, plan.scenario.armour_drop, source)
        final = max(0, wounds - (armour.successes if armour else 0))
        p_incap, p_dead = incapacitation(tp.target, point(final), rules)
        rolls.append(
            TargetRoll(
                tp.target, mine, hits, dodge, wounds, armour, final, p_incap == 1.0, p_dead == 1.0
            )
        )
    return ResolvedAttack(outcome, seed, attack, tuple(rolls))


def _defend(
    defence: DefencePlan, to_negate: int, drop: Drop, source: DiceSource
) -> RolledTest | None:
    """A negating roll is made only when there is something to negate."""
    if to_negate <= 0 or defence.pool <= 0:
        return None
    chosen = best_defence_drop(defence.pool, defence.tn, to_negate) if drop == AUTO else drop
    return roll_test(plan_test(defence.pool, defence.tn, chosen), source)


def roll_many(scenario: Scenario, seed: int, count: int) -> list[ResolvedAttack]:
    """``count`` rolls; roll i uses seed + i, so any one can be replayed alone from its seed."""
    outcome = calculate(scenario)
    return [resolve_outcome(outcome, SeededDice(seed + i), seed=seed + i) for i in range(count)]


def resolve_typed(scenario: Scenario, dice: Sequence[int]) -> ResolvedAttack:
    """Resolve with the dice the player rolled at the table, all of which must be used."""
    source = TypedDice(dice)
    result = resolve(scenario, source)
    source.check_all_used()
    return result
