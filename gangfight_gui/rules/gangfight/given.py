"""One target's odds once part of its attack is rolled: what is still to roll (table mode)."""

from __future__ import annotations

from gangfight_gui.rules.engine.distribution import CERTAIN_ZERO, Distribution, point
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
    drop = checked_defence_drop(tp.armour, scenario.armour_drop)
    side = side_of(tp, drop, scenario.rules)
    return target_outcome(tp, outcome.targets[index].attack_test, hits, side)


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
    drop = checked_defence_drop(tp.armour, scenario.armour_drop)
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
