"""Exact outcomes of an attack: every law from hits to wounds left (R11-R14), both sides' best
drops (R5), and the advice table."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from operator import attrgetter

from gangfight_gui.rules.engine.distribution import (
    CERTAIN_ZERO,
    Distribution,
    at_least,
    mean,
    point,
)
from gangfight_gui.rules.engine.records import quick_init
from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.gangfight.dice import PlannedTest, max_chosen_drop, plan_test, successes
from gangfight_gui.rules.gangfight.errors import IllegalDrop
from gangfight_gui.rules.gangfight.negation import negate, scale
from gangfight_gui.rules.gangfight.options import Incapacitation, RuleOptions
from gangfight_gui.rules.gangfight.planning import AttackPlan, DefencePlan, TargetPlan, plan_attack
from gangfight_gui.rules.gangfight.profile import Profile
from gangfight_gui.rules.gangfight.scenario import AUTO, Drop, Scenario
from gangfight_gui.rules.gangfight.summaries import TargetSummary, hits_of, target_summary


@quick_init
@dataclass(frozen=True, slots=True)
class DefenceOutcome:
    """A negating roll (armour or dodge) before its drop, and its drop for each count to negate."""

    pool: int
    tn: int
    drop_by_wounds: tuple[int, ...]


@quick_init
@dataclass(frozen=True, slots=True)
class TargetOutcome:
    target: Profile
    attack_test: PlannedTest | None
    hits: Distribution
    wounds: Distribution
    """Wounds inflicted, before armour."""
    armour: DefenceOutcome | None
    final_wounds: Distribution
    """Wounds taken from EN, after armour."""
    p_incapacitated: float
    p_dead: float
    dodge: DefenceOutcome | None = None

    @property
    def name(self) -> str:
        return self.target.name

    @property
    def p_wounded(self) -> float:
        """P(at least one wound after armour)."""
        return at_least(self.final_wounds, 1)

    @property
    def p_hit(self) -> float:
        return at_least(self.hits, 1)


@quick_init
@dataclass(frozen=True, slots=True)
class DropAdvice:
    """What one choice of attack drop gives, so the player sees why the best one is best."""

    dropped: int
    pool: int
    tns: tuple[int, ...]
    expected_hits: float
    expected_final_wounds: float
    p_incapacitated: tuple[float, ...]
    p_wounded: tuple[float, ...]
    best: bool = False


@quick_init
@dataclass(frozen=True, slots=True)
class AttackOutcome:
    plan: AttackPlan
    attack_test: PlannedTest | None
    """The attack roll after drops (for a Trample, judged against the first target's TN)."""
    area: Distribution | None
    """Area attacks: the successes against the nominated target, in inches (R23)."""
    targets: tuple[TargetOutcome, ...]
    advice: tuple[DropAdvice, ...]
    p_all_hit: float
    """Trample: the chance that the one roll hits every target (R17)."""

    @property
    def target(self) -> TargetOutcome:
        return self.targets[0]


def calculate(scenario: Scenario) -> AttackOutcome:
    """The exact outcome of one attack; raises a RulesError for an attack the rules forbid."""
    return evaluate(plan_attack(scenario))


@lru_cache(maxsize=256)
def outcome_of(scenario: Scenario) -> AttackOutcome:
    """``calculate``, worked out once for the rolls, the duel and the typed dice of one
    scenario, which share its exact outcome (its drops, R5)."""
    return calculate(scenario)


def score(outcome: AttackOutcome) -> float:
    """R5's measure, over every target: expected wounds after armour, or expected hits for an
    attack that cannot wound (R18, R19: only Power and Finesse Attacks, never in a matchup's
    ``pair_scenarios``)."""
    if outcome.plan.wounds:
        return sum(mean(t.final_wounds) for t in outcome.targets)
    return sum(mean(t.hits) for t in outcome.targets)


def evaluate(plan: AttackPlan) -> AttackOutcome:
    scenario = plan.scenario
    armour_drop = scenario.armour_drop
    sides = [
        side_of(t, checked_defence_drop(t.armour, armour_drop), scenario.rules)
        for t in plan.targets
    ]
    if not plan.has_roll:
        assert plan.fixed_hits is not None
        hits = point(plan.fixed_hits)
        targets = tuple(
            target_outcome(t, None, hits, side) for t, side in zip(plan.targets, sides, strict=True)
        )
        return AttackOutcome(plan, None, None, targets, (), at_least(hits, 1))

    choices = _attack_drop_choices(plan, scenario.attack_drop)
    if len(choices) == 1:
        best_drop = choices[0]
        best = _evaluate_drop(plan, best_drop, sides)
        advice: tuple[DropAdvice, ...] = (_advice(plan, best_drop, best, best=True),)
    else:
        # R5 compares every drop by its expectations, which need no whole law; only
        # the chosen drop's laws are worked out in full.
        tns = tuple(map(_ATTACK_TN, plan.targets))
        summaries = [(drop, _summarise_drop(plan, tns, drop, sides)) for drop in choices]
        best_drop = _best_attack_drop(plan, summaries)
        best = _evaluate_drop(plan, best_drop, sides)
        advice = tuple(
            _advice(plan, drop, best, best=True)
            if drop == best_drop
            else _summary_advice(drop, summary)
            for drop, summary in summaries
        )
    tests, targets = best
    area = successes(tests[0].pool, tests[0].tn) if plan.kind.is_area else None
    return AttackOutcome(
        plan,
        tests[0],
        area,
        targets,
        advice,
        p_all_hit=_p_all_hit(tests, targets),
    )


ATTACK_TIE = 1e-9
"""R5: two attack drops whose expectations differ by at most this are a tie.

The attacker's expectations are infinite sums (crits explode without limit) computed in floats,
so they cannot be compared exactly; 1e-9 is well above their rounding error and below any
difference a player could act on."""


def _best_attack_drop(plan: AttackPlan, summaries: Sequence[tuple[int, _Summarised]]) -> int:
    """R5: the fewest dice dropped whose expectation is within ATTACK_TIE of the best one.

    ``summaries`` lists the drops in increasing order, so the first within the tie is the one
    that drops fewest; the choice does not depend on the order the drops were tried in.
    """
    wounds = plan.wounds
    scores = [_score(wounds, summary) for _, summary in summaries]
    floor = max(scores) - ATTACK_TIE
    for (drop, _), score in zip(summaries, scores, strict=True):
        if score >= floor:
            return drop
    raise AssertionError("the best score is within the tie of itself")


_Summarised = tuple[tuple[PlannedTest, ...], tuple[TargetSummary, ...]]


_Side = tuple[int, tuple[int, int] | None, tuple[int, int] | None, Drop, bool, int]
"""The numbers deciding one target's side of an attack, whatever the attack roll: wounds a hit,
its dodge and armour rolls (pool, TN), the armour drop asked for, and R14's threshold
(incapacitated already, wounds that incapacitate). Worked out once an attack, they key the
summaries and chains that scenarios of a batch share."""


def side_of(target: TargetPlan, armour_drop: Drop, rules: RuleOptions) -> _Side:
    dodge, armour = target.dodge, target.armour
    already, needed = incapacitation_threshold(target.target, rules)
    return (
        target.wounds_per_hit,
        (dodge.pool, dodge.tn) if dodge is not None else None,
        (armour.pool, armour.tn) if armour is not None else None,
        armour_drop,
        already,
        needed,
    )


def _summarise_drop(
    plan: AttackPlan, tns: tuple[int, ...], drop: int, sides: Sequence[_Side]
) -> _Summarised:
    """Every target's summary under one attack drop; ``tns`` are the plan's, worked out once for
    all its drops."""
    tests = _attack_tests(plan.attack_pool, tns, drop, plan.drop_cost, plan.free_strike)
    if len(sides) == 1:
        test = tests[0]
        return tests, (target_summary(test.pool, test.tn, *sides[0]),)
    # R23: an area attack's targets all meet the nominated target's TN, so each of its tests is
    # the one roll, its successes the width for every model caught
    summaries = tuple(
        target_summary(test.pool, test.tn, *side) for test, side in zip(tests, sides, strict=True)
    )
    return tests, summaries


# Fields read over every target by C-level getters: every scenario's advice rows read them.
_TN = attrgetter("tn")
_ATTACK_TN = attrgetter("attack_tn")
_HITS = attrgetter("hits")
_FINAL = attrgetter("final_wounds")
_EXPECTED_HITS = attrgetter("expected_hits")
_EXPECTED_FINAL = attrgetter("expected_final_wounds")
_P_INCAPACITATED = attrgetter("p_incapacitated")
_P_WOUNDED = attrgetter("p_wounded")


def _summary_advice(drop: int, summarised: _Summarised) -> DropAdvice:
    tests, targets = summarised
    if len(targets) == 1:
        one = targets[0]
        return DropAdvice(
            drop,
            tests[0].pool,
            (tests[0].tn,),
            one.expected_hits,
            one.expected_final_wounds,
            (one.p_incapacitated,),
            (one.p_wounded,),
        )
    return DropAdvice(
        drop,
        tests[0].pool,
        tuple(map(_TN, tests)),
        sum(map(_EXPECTED_HITS, targets)),
        sum(map(_EXPECTED_FINAL, targets)),
        tuple(map(_P_INCAPACITATED, targets)),
        tuple(map(_P_WOUNDED, targets)),
    )


def _p_all_hit(tests: Sequence[PlannedTest], targets: Sequence[TargetOutcome]) -> float:
    """R17: one roll judged against every TN hits them all exactly when it hits the highest."""
    if len(tests) == 1:
        return at_least(targets[0].hits, 1)
    hardest = max(range(len(tests)), key=lambda i: tests[i].effective_tn)
    return at_least(targets[hardest].hits, 1)


_Evaluated = tuple[tuple[PlannedTest, ...], tuple[TargetOutcome, ...]]


def attack_tests(plan: AttackPlan, drop: int) -> tuple[PlannedTest, ...]:
    """The attack roll against each target once ``drop`` TN steps are chosen (R3, R4, R17).

    A Trample rolls one pool against every target's TN: the steps are set by the highest TN,
    cost a die per target, and lower TNs stop at 2 (R1).
    """
    return _attack_tests(
        plan.attack_pool,
        tuple(map(_ATTACK_TN, plan.targets)),
        drop,
        plan.drop_cost,
        plan.free_strike,
    )


@lru_cache(maxsize=16384)
def _attack_tests(
    pool: int, tns: tuple[int, ...], drop: int, cost: int, free_strike: bool
) -> tuple[PlannedTest, ...]:
    """``attack_tests`` by the numbers that decide it: every drop of a batch's scenarios asks
    again for the same few pools and TNs."""
    top = plan_test(pool, max(tns), drop, cost=cost, free_strike=free_strike)
    steps = top.forced + top.dropped
    return tuple(
        PlannedTest(
            pool,
            tn,
            top.pool,
            max(2, tn - steps),
            top.dropped,
            top.forced,
            tn - steps > 6,
        )
        for tn in tns
    )


def _attack_drop_choices(plan: AttackPlan, wanted: Drop) -> list[int]:
    top_tn = max(map(_ATTACK_TN, plan.targets))
    limit = max_chosen_drop(plan.attack_pool, top_tn, plan.drop_cost, free_strike=plan.free_strike)
    if wanted == AUTO:
        return list(range(limit + 1))
    attack_tests(plan, wanted)  # raises IllegalDrop with the reason
    return [wanted]


def checked_defence_drop(defence: DefencePlan | None, wanted: Drop) -> Drop:
    """An explicit armour drop is checked against R3/R4 even if no wound comes (docs/cli.md)."""
    if wanted == AUTO or defence is None:
        return wanted
    if wanted and defence.pool <= 1:
        raise IllegalDrop(
            f"cannot drop {wanted} armour dice: {count_of(defence.pool, 'armour die')} "
            "leave nothing to drop (R4)"
        )
    try:
        plan_test(defence.pool, defence.tn, wanted)
    except IllegalDrop as error:
        raise IllegalDrop(f"armour roll: {error}") from None
    return wanted


def _evaluate_drop(plan: AttackPlan, drop: int, sides: Sequence[_Side]) -> _Evaluated:
    tests = attack_tests(plan, drop)
    if len(sides) == 1:
        test = tests[0]
        rolled = successes(test.pool, test.tn)
        return tests, (target_outcome(plan.targets[0], test, rolled, sides[0]),)
    outcomes = tuple(  # R23: an area attack's targets meet one TN, so one width (``successes``)
        target_outcome(target, test, successes(test.pool, test.tn), side)
        for target, test, side in zip(plan.targets, tests, sides, strict=True)
    )
    return tests, outcomes


def _score(wounds: bool, summarised: _Summarised) -> float:
    """R5: expected wounds left after armour, or expected hits for attacks that cannot wound."""
    targets = summarised[1]
    if len(targets) == 1:
        return targets[0].expected_final_wounds if wounds else targets[0].expected_hits
    score: float = sum(map(_EXPECTED_FINAL if wounds else _EXPECTED_HITS, targets))
    return score


def _advice(plan: AttackPlan, drop: int, result: _Evaluated, *, best: bool) -> DropAdvice:
    tests, outcomes = result
    if len(outcomes) == 1:
        one, test = outcomes[0], tests[0]
        return DropAdvice(
            drop,
            test.pool,
            (test.tn,),
            hits_of(test.pool, test.tn)[1],  # its hits are these dice's successes: the same mean
            mean(one.final_wounds),
            (one.p_incapacitated,),
            (one.p_wounded,),
            best,
        )
    return DropAdvice(
        drop,
        tests[0].pool,
        tuple(map(_TN, tests)),
        sum(map(mean, map(_HITS, outcomes))),
        sum(map(mean, map(_FINAL, outcomes))),
        tuple(map(_P_INCAPACITATED, outcomes)),
        tuple(map(_P_WOUNDED, outcomes)),
        best,
    )


def target_outcome(
    tp: TargetPlan, test: PlannedTest | None, rolled: Distribution, side: _Side
) -> TargetOutcome:
    """One target's side: ``rolled`` is its hits, or for an area attack the width S (R23)."""
    wounds_per_hit, dodge_roll, armour_roll, armour_drop, already, needed = side
    wounds, dodge_drops, final, armour_drops = _chain(
        rolled, wounds_per_hit, dodge_roll, armour_roll, armour_drop
    )
    dodge = armour = None
    if dodge_roll is not None and dodge_drops is not None:
        dodge = DefenceOutcome(dodge_roll[0], dodge_roll[1], dodge_drops)
    if armour_roll is not None and armour_drops is not None:
        armour = DefenceOutcome(armour_roll[0], armour_roll[1], armour_drops)
    p_incap, p_dead = _incapacitated(final, already, needed)
    # R23: a model that dodges or not, the nominated target's successes are its "hits".
    return TargetOutcome(tp.target, test, rolled, wounds, armour, final, p_incap, p_dead, dodge)


_Chain = tuple[Distribution, tuple[int, ...] | None, Distribution, tuple[int, ...] | None]


@lru_cache(maxsize=16384)
def _chain(
    rolled: Distribution,
    wounds_per_hit: int,
    dodge: tuple[int, int] | None,
    armour: tuple[int, int] | None,
    armour_drop: Drop,
) -> _Chain:
    """From the attack's successes to the wounds left: wounds (R12, or after a dodge, R23) and
    their dodge drops, then what armour leaves (R13) and its drops. Keyed by the numbers alone,
    so every target of a batch meeting the same dice shares one chain."""
    dodge_drops = armour_drops = None
    if dodge is not None:
        wounds, dodge_drops = negate(rolled, dodge[0], dodge[1], AUTO)
    else:
        wounds = scale(rolled, wounds_per_hit)
    if armour is None:
        final = CERTAIN_ZERO
    else:
        final, armour_drops = negate(wounds, armour[0], armour[1], armour_drop)
    return wounds, dodge_drops, final, armour_drops


def incapacitation(target: Profile, final: Distribution, rules: RuleOptions) -> tuple[float, float]:
    """P(incapacitated after the attack), P(dead) (R14).

    The wounds of one attack are applied together (Melee step 6), so a standing model is at
    worst incapacitated; a model already incapacitated dies if it takes any wound.
    """
    return _incapacitated(final, *incapacitation_threshold(target, rules))


def _incapacitated(final: Distribution, already: bool, needed: int) -> tuple[float, float]:
    """``incapacitation`` once R14's threshold is known."""
    if already:
        return 1.0, at_least(final, 1)
    return at_least(final, needed), 0.0


def incapacitation_threshold(target: Profile, rules: RuleOptions) -> tuple[bool, int]:
    """R14: whether the target is incapacitated already, else the wounds that incapacitate it."""
    left = target.endurance - target.wounds_taken
    if rules.incapacitation is Incapacitation.ZERO_OR_LESS:
        return left <= 0, left
    return left < 0, left + 1
