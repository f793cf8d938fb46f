"""One target's odds once part of its attack is rolled: what is still to roll (table mode)."""

from __future__ import annotations

from gangfight_gui.rules.engine.distribution import CERTAIN_ZERO, Distribution
from gangfight_gui.rules.gangfight.negation import negate
from gangfight_gui.rules.gangfight.outcome import (
    AttackOutcome,
    DefenceOutcome,
    TargetOutcome,
    checked_defence_drop,
    incapacitation,
    side_of,
    target_outcome,
)


def given_hits(outcome: AttackOutcome, hits: Distribution, index: int = 0) -> TargetOutcome:
    """One target's odds once its hits' law is known (table mode): ``point(k)`` once the attack
    roll is known, a law while it is part rolled. For an area attack the hits are the width or
    radius; the dodge and armour rolls to come keep their drops (R5, R23)."""
    plan = outcome.plan
    scenario = plan.scenario
    tp = plan.targets[index]
    drop = checked_defence_drop(tp.armour, scenario.armour_drop)
    side = side_of(tp, drop, scenario.rules)
    return target_outcome(tp, outcome.targets[index].attack_test, hits, side)


def given_wounds(
    outcome: AttackOutcome, wounds: Distribution, index: int = 0, hits: Distribution | None = None
) -> TargetOutcome:
    """One target's odds once the law of the wounds to negate is known (a dodge rolled or part
    rolled, R23): only the armour roll is to come, keeping its drop (R5); ``hits`` the
    target's hits (width) if known, else the outcome's."""
    plan = outcome.plan
    scenario = plan.scenario
    tp = plan.targets[index]
    drop = checked_defence_drop(tp.armour, scenario.armour_drop)
    if tp.armour is None:
        final, armour = CERTAIN_ZERO, None
    else:
        final, drops = negate(wounds, tp.armour.pool, tp.armour.tn, drop)
        armour = DefenceOutcome(tp.armour.pool, tp.armour.tn, drops)
    return given_final(outcome, final, index, hits, wounds, armour)


def given_final(
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
