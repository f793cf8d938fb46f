"""Exact outcomes of an attack: every law, both sides' best drops, and the advice table.

The attack roll's successes are hits (R11, R16); hits become wounds (R12, or a dodge, R23);
armour negates wounds one a success (R13); what is left is taken from EN (R14). Each step is a
mixture over the step before, so everything is exact; nothing is sampled.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import accumulate, chain, repeat
from math import comb
from operator import add, attrgetter, mul, sub

from gangfight_gui.rules.engine.distribution import (
    CERTAIN_ZERO,
    Distribution,
    at_least,
    mean,
    point,
    trim,
)
from gangfight_gui.rules.engine.records import quick_init
from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.gangfight.dice import (
    MAX_NATURAL_TN,
    PlannedTest,
    capped_means,
    defence_drops,
    effective_tn,
    max_chosen_drop,
    plan_test,
    successes,
)
from gangfight_gui.rules.gangfight.errors import IllegalDrop
from gangfight_gui.rules.gangfight.options import Incapacitation, RuleOptions
from gangfight_gui.rules.gangfight.planning import AttackPlan, DefencePlan, TargetPlan, plan_attack
from gangfight_gui.rules.gangfight.profile import Profile
from gangfight_gui.rules.gangfight.scenario import AUTO, Drop, Scenario


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

    @property
    def expected_final_wounds(self) -> float:
        return sum(mean(t.final_wounds) for t in self.targets)


def calculate(scenario: Scenario) -> AttackOutcome:
    """The exact outcome of one attack; raises a RulesError for an attack the rules forbid."""
    return evaluate(plan_attack(scenario))


def evaluate(plan: AttackPlan) -> AttackOutcome:
    scenario = plan.scenario
    armour_drop = scenario.armour_drop
    sides = [
        _side(t, _checked_defence_drop(t.armour, armour_drop), scenario.rules) for t in plan.targets
    ]
    if not plan.has_roll:
        assert plan.fixed_hits is not None
        hits = point(plan.fixed_hits)
        targets = tuple(
            _target_outcome(t, None, hits, side)
            for t, side in zip(plan.targets, sides, strict=True)
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
        is_area = plan.kind.is_area
        summaries = [(drop, _summarise_drop(plan, tns, is_area, drop, sides)) for drop in choices]
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


@quick_init
@dataclass(frozen=True, slots=True)
class _TargetSummary:
    """What R5 and the advice table need of one target under one attack drop."""

    expected_hits: float
    expected_final_wounds: float
    p_incapacitated: float
    p_wounded: float


_Summarised = tuple[tuple[PlannedTest, ...], tuple[_TargetSummary, ...]]


_Side = tuple[int, tuple[int, int] | None, tuple[int, int] | None, Drop, bool, int]
"""The numbers deciding one target's side of an attack, whatever the attack roll: wounds a hit,
its dodge and armour rolls (pool, TN), the armour drop asked for, and R14's threshold
(incapacitated already, wounds that incapacitate). Worked out once an attack, they key the
summaries and chains that scenarios of a batch share."""


def _side(target: TargetPlan, armour_drop: Drop, rules: RuleOptions) -> _Side:
    dodge, armour = target.dodge, target.armour
    already, needed = _incapacitation_threshold(target.target, rules)
    return (
        target.wounds_per_hit,
        (dodge.pool, dodge.tn) if dodge is not None else None,
        (armour.pool, armour.tn) if armour is not None else None,
        armour_drop,
        already,
        needed,
    )


def _summarise_drop(
    plan: AttackPlan, tns: tuple[int, ...], area: bool, drop: int, sides: Sequence[_Side]
) -> _Summarised:
    """Every target's summary under one attack drop; ``tns`` and ``area`` are the plan's, worked
    out once for all its drops."""
    tests = _attack_tests(plan.attack_pool, tns, drop, plan.drop_cost, plan.free_strike)
    if len(sides) == 1:
        test = tests[0]
        return tests, (_target_summary(test.pool, test.tn, *sides[0]),)
    if area:  # R23: one roll, its successes the width for every model caught
        rolled = tests[0]
        summaries = tuple(_target_summary(rolled.pool, rolled.tn, *side) for side in sides)
    else:
        summaries = tuple(
            _target_summary(test.pool, test.tn, *side)
            for test, side in zip(tests, sides, strict=True)
        )
    return tests, summaries


@lru_cache(maxsize=65536)
def _target_summary(
    pool: int,
    tn: int,
    wounds_per_hit: int,
    dodge: tuple[int, int] | None,
    armour: tuple[int, int] | None,
    armour_drop: Drop,
    already: bool,
    needed: int,
) -> _TargetSummary:
    """One target's expectations and chances, each a single sum over the wounds to negate.

    E[final] = sum of P(W = w) (w - E[min(S, w)]) and P(final >= m) = sum of P(W = w)
    P(S <= w - m), with S the armour successes at the drop chosen for w (R5, R13). The hits
    are those of ``pool`` dice at ``tn``; R14's threshold is ``already``/``needed``. Keyed by
    these numbers alone, a summary serves every scenario of a batch that comes to the same dice.
    """
    rolled, hits = _hits(pool, tn)
    if armour is None:
        return _TargetSummary(hits, 0.0, 1.0 if already else 0.0, 0.0)
    # The wounds W: after the dodge (R23), or ``wounds_per_hit`` a hit (R12). Those of a hit
    # are the hits spread out (W = f k only), so the tables are read every f-th count: the same
    # sums, without their zero terms.
    if dodge is not None:
        wounds, _ = negate(rolled, dodge[0], dodge[1], AUTO)
        step = 1
    elif wounds_per_hit:
        wounds, step = rolled, wounds_per_hit
    else:
        wounds, step = CERTAIN_ZERO, 1
    a_pool, a_tn = armour
    size = table_size((len(wounds) - 1) * step + 1)
    # Each a C-level dot product with a table over every count (zip stops at the shorter).
    left, cdf = _summary_tables(a_pool, a_tn, armour_drop, size, step)
    expected = sum(map(mul, wounds, left))
    wounded = sum(map(mul, wounds, cdf))
    if already:
        incapacitated = 1.0
    else:
        table = _strided_cdf(a_pool, a_tn, armour_drop, size, needed, step)
        incapacitated = sum(map(mul, wounds, table))
    return _TargetSummary(hits, expected, incapacitated, wounded)


@lru_cache(maxsize=16384)
def _summary_tables(
    pool: int, tn: int, drop: Drop, size: int, step: int
) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """``_left_table`` and ``_cdf_table`` (at least one wound left) read every ``step``-th count,
    together: every summary asks for both."""
    left = _left_table(pool, tn, drop, size)
    cdf = _cdf_table(pool, tn, drop, size, 1)
    return (left[::step], cdf[::step]) if step > 1 else (left, cdf)


@lru_cache(maxsize=16384)
def _strided_cdf(
    pool: int, tn: int, drop: Drop, size: int, shift: int, step: int
) -> tuple[float, ...]:
    """``_cdf_table`` read every ``step``-th count."""
    table = _cdf_table(pool, tn, drop, size, shift)
    return table[::step] if step > 1 else table


@lru_cache(maxsize=4096)
def _hits(pool: int, tn: int) -> tuple[Distribution, float]:
    """The successes of ``pool`` dice at ``tn`` and their mean, asked for by every summary."""
    rolled = successes(pool, tn)
    return rolled, mean(rolled)


MIN_TABLE = 16


def table_size(length: int) -> int:
    """The size of the tables serving a law of ``length`` counts: a power of two, so a
    few sizes serve every length and each table is built once a batch, at most twice too long
    (each count beyond needs R5's drop worked out, exactly where the float values are level)."""
    return max(MIN_TABLE, 1 << (length - 1).bit_length())


@lru_cache(maxsize=16384)
def _left_table(pool: int, tn: int, drop: Drop, size: int) -> tuple[float, ...]:
    """w - E[min(S, w)] for w = 0..size-1: the wounds armour leaves on average when w are to
    negate, each w with its own drop (R5, or the player's; R13)."""
    table = [0.0]
    for first, last, chosen in _drop_runs(pool, tn, drop, size):
        capped = _armour_tables(pool, tn, chosen, size)[0]
        table += map(sub, range(first, last + 1), capped[first : last + 1])
    return tuple(table)


@lru_cache(maxsize=16384)
def _cdf_table(pool: int, tn: int, drop: Drop, size: int, shift: int) -> tuple[float, ...]:
    """P(S <= w - shift) for w = 0..size-1 with the drop chosen for w, 0 where w < shift: the
    chance that at least ``shift`` of w wounds are left (R13)."""
    table = [0.0] * min(shift, size)
    for first, last, chosen in _drop_runs(pool, tn, drop, size):
        low = max(first, shift)
        if low <= last:
            cdf = _armour_tables(pool, tn, chosen, size)[1]
            table += cdf[low - shift : last + 1 - shift]
    return tuple(table)


@lru_cache(maxsize=16384)
def _drop_runs(pool: int, tn: int, drop: Drop, size: int) -> tuple[tuple[int, int, int], ...]:
    """The drop for w = 1..size-1 wounds (R5, or the player's) as runs: (first, last, drop)."""
    if size <= 1:
        return ()
    if drop != AUTO:
        return ((1, size - 1, drop),)
    chosen = defence_drops(pool, tn, size)
    runs: list[tuple[int, int, int]] = []
    first = 1
    for w in range(2, size):
        if chosen[w] != chosen[first]:
            runs.append((first, w - 1, chosen[first]))
            first = w
    runs.append((first, size - 1, chosen[first]))
    return tuple(runs)


@lru_cache(maxsize=4096)
def _armour_tables(
    pool: int, tn: int, drop: int, size: int
) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """E[min(S, w)] and P(S <= k) for w, k = 0..size-1, once ``drop`` steps are dropped."""
    test = plan_test(pool, tn, drop)
    capped = capped_means(test.pool, test.tn)
    cdf = tuple(accumulate(successes(test.pool, test.tn)))
    return _padded(capped, size), _padded(cdf, size)


def _padded(values: tuple[float, ...], size: int) -> tuple[float, ...]:
    """Flat past the end, as the tables are (the tail beyond is below TAIL)."""
    return values[:size] + (values[-1],) * (size - len(values))


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


def given_hits(outcome: AttackOutcome, hits: int, index: int = 0) -> TargetOutcome:
    """One target's odds once the attack roll is known: what is still to roll (table mode).

    ``hits`` is the successes against this target (for an area attack, the width or radius);
    the dodge and armour rolls to come keep their drops (R5, R23).
    """
    return given_hits_law(outcome, point(hits), index)


def given_hits_law(outcome: AttackOutcome, hits: Distribution, index: int = 0) -> TargetOutcome:
    """``given_hits`` for hits known only as a law: an attack roll part rolled (table mode's
    odds given the dice typed so far); the rolls after it keep their drops (R5, R23)."""
    plan = outcome.plan
    scenario = plan.scenario
    tp = plan.targets[index]
    drop = _checked_defence_drop(tp.armour, scenario.armour_drop)
    side = _side(tp, drop, scenario.rules)
    return _target_outcome(tp, outcome.targets[index].attack_test, hits, side)


def given_wounds(outcome: AttackOutcome, wounds: int, index: int = 0) -> TargetOutcome:
    """One target's odds once the wounds to negate are known: only the armour roll is to come."""
    return given_wounds_law(outcome, point(wounds), index)


def given_wounds_law(
    outcome: AttackOutcome, wounds: Distribution, index: int = 0, hits: Distribution | None = None
) -> TargetOutcome:
    """``given_wounds`` for wounds known only as a law (a dodge part rolled, R23); ``hits`` the
    target's hits (width) if known, else the outcome's. The armour roll keeps its drop (R5)."""
    plan = outcome.plan
    scenario = plan.scenario
    tp = plan.targets[index]
    drop = _checked_defence_drop(tp.armour, scenario.armour_drop)
    if tp.armour is None:
        final, armour = CERTAIN_ZERO, None
    else:
        final, drops = negate(wounds, tp.armour.pool, tp.armour.tn, drop)
        armour = DefenceOutcome(tp.armour.pool, tp.armour.tn, drops)
    return given_final_law(outcome, final, index, hits, wounds, armour)


def given_final_law(
    outcome: AttackOutcome,
    final: Distribution,
    index: int = 0,
    hits: Distribution | None = None,
    wounds: Distribution | None = None,
    armour: DefenceOutcome | None = None,
) -> TargetOutcome:
    """One target's odds once its final wounds' law is known (an armour roll part rolled): its
    chances by R14; the hits, wounds and armour given, else the outcome's."""
    plan = outcome.plan
    target = outcome.targets[index]
    p_incap, p_dead = incapacitation(target.target, final, plan.scenario.rules)
    return TargetOutcome(
        target.target,
        target.attack_test,
        target.hits if hits is None else hits,
        target.wounds if wounds is None else wounds,
        target.armour if armour is None else armour,
        final,
        p_incap,
        p_dead,
        target.dodge,
    )


def _attack_drop_choices(plan: AttackPlan, wanted: Drop) -> list[int]:
    top_tn = max(map(_ATTACK_TN, plan.targets))
    limit = max_chosen_drop(plan.attack_pool, top_tn, plan.drop_cost, free_strike=plan.free_strike)
    if wanted == AUTO:
        return list(range(limit + 1))
    attack_tests(plan, wanted)  # raises IllegalDrop with the reason
    return [wanted]


def _checked_defence_drop(defence: DefencePlan | None, wanted: Drop) -> Drop:
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
        return tests, (_target_outcome(plan.targets[0], test, rolled, sides[0]),)
    if plan.kind.is_area:  # R23: every model caught meets the same width
        first = tests[0]
        area = successes(first.pool, first.tn)
        outcomes = tuple(
            _target_outcome(target, test, area, side)
            for target, test, side in zip(plan.targets, tests, sides, strict=True)
        )
    else:
        outcomes = tuple(
            _target_outcome(target, test, successes(test.pool, test.tn), side)
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
            _hits(test.pool, test.tn)[1],  # its hits are these dice's successes: the same mean
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


def _target_outcome(
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


def scale(dist: Distribution, factor: int) -> Distribution:
    """Each hit inflicts ``factor`` wounds (R12)."""
    if factor == 1:
        return dist
    if factor == 0:
        return CERTAIN_ZERO
    out = [0.0] * ((len(dist) - 1) * factor + 1)
    out[::factor] = dist
    return tuple(out)


def negate(
    inflicted: Distribution, pool: int, tn: int, drop: Drop
) -> tuple[Distribution, tuple[int, ...]]:
    """What is left of ``inflicted`` after a roll negating one a success (R13, R23).

    The defender picks its drop knowing how many it must negate (R5), so the drop is chosen
    per count; returns the law left and the drop used for each count.
    """
    return _negate(inflicted, pool, tn, drop)


@lru_cache(maxsize=16384)
def _negate(
    inflicted: Distribution, pool: int, tn: int, drop: Drop
) -> tuple[Distribution, tuple[int, ...]]:
    """P(left = k) = the sum over w of P(inflicted = w) P(successes = w - k), for k >= 1; the rest
    (every wound negated) is left = 0. Wound counts are grouped by the drop chosen for them
    (R5), and each group is worked out by ``_left_after``.
    """
    n = len(inflicted)
    if pool <= 0:  # no die to negate with (ARM 0, no cover): every wound is left
        return trim(inflicted), (0,) * n
    # The drop for each count: R5's table (its count 0 drops nothing), or the player's.
    drops = defence_drops(pool, tn, n) if drop == AUTO else (0,) + (drop,) * (n - 1)
    out = [0.0] * n
    out[0] = inflicted[0]
    for first, last, rolled_pool, rolled_tn, cdf in _negation_runs(pool, tn, drop, table_size(n)):
        if first >= n:
            break
        last = min(last, n - 1)
        weights = inflicted[first : last + 1]
        left = _left_after(weights, first, rolled_pool, rolled_tn)
        if first == 1:  # the first run: nothing added yet to what it leaves
            out[1 : last + 1] = left
        else:
            out[1 : last + 1] = map(add, out[1 : last + 1], left)
        # Every wound negated: P(successes >= w), the mass not left above 0.
        out[0] += sum(weights) - sum(map(mul, weights, cdf[first - 1 : last]))
    return trim(out), drops


@lru_cache(maxsize=16384)
def _negation_runs(
    pool: int, tn: int, drop: Drop, size: int
) -> tuple[tuple[int, int, int, int, tuple[float, ...]], ...]:
    """``_drop_runs`` with what each run rolls (pool and TN after its drop, R3, R4) and P(S <= k)
    of that roll: everything a negation asks of the roll, in one lookup."""
    runs = []
    for first, last, chosen in _drop_runs(pool, tn, drop, size):
        test = plan_test(pool, tn, chosen)
        runs.append((first, last, test.pool, test.tn, _armour_tables(pool, tn, chosen, size)[1]))
    return tuple(runs)


def _left_after(weights: Sequence[float], first: int, pool: int, tn: int) -> list[float]:
    """P(inflicted = w) P(successes = w - k) summed over w, for k = 1 .. first + len - 1, where
    ``weights`` are P(inflicted = w) for w = first, first + 1, ... (and 0 elsewhere).

    The successes of ``pool`` dice have the generating function ((f + a x) / (6 - x))^pool
    (each die a chain: 6s at 1/6 each, closed by one of a succeeding or f failing faces; R1-R3),
    so the sum is a short filter instead of a product of two long laws: one pass a
    die (``_one_die``). It is exact for the infinite law (no tail is cut), all its
    terms are positive, and it costs a pass over the counts a die instead of a dot product per
    count. The passes after each die are kept (``_DIE_PASSES``): the same wounds met by another
    pool at the same TN (another armour, another drop) start from the passes done.
    """
    t = effective_tn(tn)
    hit, fail = MAX_NATURAL_TN - t, t - 1
    # Index j stands for k = j + 1: counts below ``first`` get mass only through the saves.
    values = tuple(weights) if first == 1 else (0.0,) * (first - 1) + tuple(weights)
    n = len(values)
    if not pool:  # nothing to negate with: every wound is left
        return list(values)
    if n > SCALED_COUNTS:
        return _left_after_long(list(values), pool, hit, fail)
    key = (values, t)
    passes = _DIE_PASSES.get(key)
    if passes is None:
        # Scaled by 6^-j (a decay by 1/6 a count becomes a plain running sum) and reversed
        # (running sums go from the far end).
        start = list(map(mul, values, _INVERSE_POWERS))
        start.reverse()
        passes = (start,)
    if len(passes) <= pool:
        more = list(passes)
        ratio = 6.0 * hit / fail  # (f + a x) / 6 = f / 6 (1 + (6 a / f) x / 6) once scaled
        while len(more) <= pool:
            more.append(_one_die(more[-1], ratio))
        passes = tuple(more)
        if len(_DIE_PASSES) >= MAX_DIE_PASSES:
            _DIE_PASSES.clear()
        _DIE_PASSES[key] = passes  # replaced whole, never changed: threads see a whole one
    # Undo the scaling and the reversal, with the factor (f / 6) a die left out.
    return list(map(mul, reversed(passes[pool]), _unscaling(fail, pool)))


@lru_cache(maxsize=1024)
def _unscaling(fail: int, pool: int) -> tuple[float, ...]:
    """6^j (f / 6)^pool for j = 0 .. SCALED_COUNTS - 1: one product a count undoes both."""
    factor = (fail / 6.0) ** pool
    return tuple(map(mul, _POWERS, repeat(factor)))


def _one_die(scaled: list[float], ratio: float) -> list[float]:
    """One die's correlation, on values scaled by 6^-j and reversed: the running sum (the die's
    6s, 1 / (1 - x / 6)), then its closing face (1 + ratio x), both up to the factor f / 6."""
    summed = list(accumulate(scaled))
    if not ratio:  # R3's only-6s pools and TN 6: no closing face succeeds
        return summed
    return list(map(add, summed, map(mul, chain((0.0,), summed), repeat(ratio))))


_DIE_PASSES: dict[tuple[tuple[float, ...], int], tuple[list[float], ...]] = {}
"""``_left_after``'s passes by (counts, TN): bounded, and cleared with the other caches."""
MAX_DIE_PASSES = 2048
"""A batch of 1,000 varied scenarios meets about 1,200 (counts, TN); each entry holds a few lists
of some dozens of floats, so a long session keeps at most a few megabytes of them."""


def _left_after_long(values: list[float], pool: int, hit: int, fail: int) -> list[float]:
    """``_left_after`` past SCALED_COUNTS counts, where 6^-j would leave a float's range: the
    polynomial (f + a x)^pool / 6^pool (pool + 1 taps), then pool decayed running sums."""
    n = len(values)
    taps = _taps(pool, hit, fail)
    mixed = list(map(mul, values, repeat(taps[0])))
    for i in range(1, len(taps)):
        if i >= n:
            break
        mixed[: n - i] = map(add, mixed, map(mul, values[i:], repeat(taps[i])))
    mixed.reverse()
    for _ in range(pool):
        mixed = list(accumulate(mixed, _decay))
    mixed.reverse()
    return mixed


@lru_cache(maxsize=1024)
def _taps(pool: int, hit: int, fail: int) -> tuple[float, ...]:
    """The coefficients of (fail + hit x)^pool / 6^pool; only the first when no face but 6s
    succeeds."""
    if hit == 0:
        return ((fail / 6.0) ** pool,)
    return tuple(comb(pool, i) * hit**i * fail ** (pool - i) / 6.0**pool for i in range(pool + 1))


SCALED_COUNTS = 300
"""Up to this many counts the running sums are taken on values scaled by 6^-k, so each pass is
one C-level ``accumulate``; 6^300 is about 1e233, well inside a float's range."""
_POWERS = tuple(6.0**k for k in range(SCALED_COUNTS))
_INVERSE_POWERS = tuple(6.0**-k for k in range(SCALED_COUNTS))


def _decay(total: float, value: float) -> float:
    return value + total / 6.0


def incapacitation(target: Profile, final: Distribution, rules: RuleOptions) -> tuple[float, float]:
    """P(incapacitated after the attack), P(dead) (R14).

    The wounds of one attack are applied together (Melee step 6), so a standing model is at
    worst incapacitated; a model already incapacitated dies if it takes any wound.
    """
    return _incapacitated(final, *_incapacitation_threshold(target, rules))


def _incapacitated(final: Distribution, already: bool, needed: int) -> tuple[float, float]:
    """``incapacitation`` once R14's threshold is known."""
    if already:
        return 1.0, at_least(final, 1)
    return at_least(final, needed), 0.0


def _incapacitation_threshold(target: Profile, rules: RuleOptions) -> tuple[bool, int]:
    """R14: whether the target is incapacitated already, else the wounds that incapacitate it."""
    left = target.endurance - target.wounds_taken
    if rules.incapacitation is Incapacitation.ZERO_OR_LESS:
        return left <= 0, left
    return left < 0, left + 1
