"""A resolved Gangfight attack as the engine's steps, in the table's order: the attack roll with its
crit dice (R2), then each target's dodge, armour, wounds and what its hits do besides."""

from __future__ import annotations

from functools import partial

from gangfight_gui.rules.engine.steps import Die, Step
from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.gangfight.planning import FREE_STRIKE_ON_MISS
from gangfight_gui.rules.gangfight.resolve import ResolvedAttack, RolledTest, TargetRoll
from gangfight_gui.rules.gangfight.scenario import AttackKind
from gangfight_gui.rules.gangfight.wording import area_measure, attack_subject, test_parts


def rolled_dice(rolled: RolledTest) -> tuple[Die, ...]:
    """Each die as rolled, a crit die pointing at the 6 it was rolled for (R2)."""
    return tuple(
        Die(face, rolled.succeeded(i), rolled.chained_from[i]) for i, face in enumerate(rolled.dice)
    )


def _roll_step(
    title: str, rolled: RolledTest, group: str, depth: int, *, repeats: bool = False
) -> Step:
    text, notes = test_parts(rolled.test)
    return Step(
        title=title,
        result=count_of(rolled.successes, "success"),
        dice=rolled_dice(rolled),
        need="; ".join((text, *notes)),
        group=group,
        depth=depth,
        repeats=repeats,
    )


def roll_steps(resolved: ResolvedAttack) -> tuple[Step, ...]:
    """The roll's steps in the order they are rolled. A Trample judges its one roll against each
    target's TN (R17): after the first target, its attack-roll step ``repeats`` (no die is read
    for it), so the steps list the dice in the order they are read."""
    plan = resolved.outcome.plan
    steps = [Step(title=plan.kind.label, result=attack_subject(resolved.outcome))]
    if resolved.attack is not None and plan.kind is not AttackKind.TRAMPLE:
        steps.append(_roll_step("Attack roll", resolved.attack, "", 0))
    many = len(resolved.targets) > 1
    for index, roll in enumerate(resolved.targets):
        group, depth = (roll.target.name, 1) if many else ("", 0)
        steps += _target_steps(resolved, roll, group, depth, first=index == 0)
    return tuple(steps)


def _target_steps(
    resolved: ResolvedAttack, roll: TargetRoll, group: str, depth: int, *, first: bool
) -> list[Step]:
    plan = resolved.outcome.plan
    step = partial(Step, group=group, depth=depth)
    steps: list[Step] = []
    if roll.attack is not None and plan.kind is AttackKind.TRAMPLE:
        # R17: one roll, judged against each target's TN; its dice are read once, for the first
        steps.append(_roll_step("Attack roll", roll.attack, group, depth, repeats=not first))
    if plan.kind.is_area:
        # R23: the nominated target's successes, in inches: a line's width, a blast's radius
        hits = f'{area_measure(plan.kind)} {roll.hits}"'
    elif plan.fixed_hits is not None:
        hits = f"{count_of(roll.hits, 'hit')} from the fall (R22)"
    else:
        hits = count_of(roll.hits, "hit")
    if plan.wounds and not plan.kind.is_area:
        hits += f", {count_of(roll.wounds, 'wound')}"
    steps.append(step("Hits", hits))
    if roll.dodge is not None:
        steps.append(_roll_step("Dodge", roll.dodge, group, depth))
        steps.append(step("Wounds", count_of(roll.wounds, "wound") + " not dodged"))
    if roll.armour is not None:
        steps.append(_roll_step("Armour", roll.armour, group, depth))
    if plan.wounds:
        state = "dead" if roll.dead else "incapacitated" if roll.incapacitated else "standing"
        left = max(0, roll.endurance_left)
        steps.append(
            step(
                "Wounds taken",
                f"{roll.final_wounds}, EN {roll.target.endurance}: {left} left, {state}",
            )
        )
    if plan.knocks_back and roll.hits:
        steps.append(step("Knock-back", f'{roll.hits}" and down'))
    if plan.moves_away and roll.hits:
        steps.append(step("Move away", f'{roll.hits}" with no Free Strike'))
    if plan.offers_free_strike and roll.hits == 0:
        steps.append(step("Free Strike", str(FREE_STRIKE_ON_MISS)))
    return steps
