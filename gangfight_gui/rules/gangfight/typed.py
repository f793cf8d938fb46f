"""Table mode for Gangfight: the dice typed so far, the dice wanted next, and the odds given
them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from gangfight_gui.rules.engine.distribution import Distribution, mean, point
from gangfight_gui.rules.engine.typed import PaddedDice, padded_progress
from gangfight_gui.rules.engine.wording import count_of, percent
from gangfight_gui.rules.game import TypedProgress
from gangfight_gui.rules.gangfight.dice import successes
from gangfight_gui.rules.gangfight.game import GAME
from gangfight_gui.rules.gangfight.given import (
    given_final,
    given_hits,
    given_wounds,
)
from gangfight_gui.rules.gangfight.outcome import AttackOutcome, TargetOutcome, outcome_of
from gangfight_gui.rules.gangfight.resolve import (
    ResolvedAttack,
    RolledTest,
    TargetRoll,
    resolve_outcome,
)
from gangfight_gui.rules.gangfight.scenario import Scenario
from gangfight_gui.rules.gangfight.views import headline
from gangfight_gui.rules.gangfight.wording import area_measure

PADDING = 1
"""Stands in for dice not typed yet: a 1 never succeeds and never adds a die (R1, R2)."""

ATTACK, DODGE, ARMOUR = "attack", "dodge", "armour"


@dataclass(frozen=True, slots=True)
class Rolling:
    """The roll in progress: what it is, whose, its dice as padded, and how many were typed."""

    what: str
    target: int
    rolled: RolledTest
    typed: int

    @property
    def to_come(self) -> int:
        """Dice still to roll: the rest of the pool and the crit dice owed by typed 6s (R2)."""
        return len(self.rolled.dice) - self.typed

    def so_far(self) -> int:
        """Successes among the typed dice."""
        return sum(self.rolled.succeeded(i) for i in range(self.typed))


def rolling(resolved: ResolvedAttack, typed: int) -> Rolling | None:
    """The roll the next die belongs to, the rolls taken in the order their dice are read
    (``resolve.py``): attack, then per target its dodge and its armour; None once every roll is
    typed."""
    rolls = [(ATTACK, 0, resolved.attack)]
    for index, roll in enumerate(resolved.targets):
        rolls += [(DODGE, index, roll.dodge), (ARMOUR, index, roll.armour)]
    seen = 0
    for what, target, rolled in rolls:
        if rolled is not None:
            if seen + len(rolled.dice) > typed:
                return Rolling(what, target, rolled, typed - seen)
            seen += len(rolled.dice)
    return None


def _less(total: int, saved: int, law: Distribution) -> Distribution:
    """max(0, total - saved - X) for X of ``law``: what a negating roll part rolled leaves."""
    left = max(0, total - saved)
    if left == 0:
        return (1.0,)  # negated already, whatever comes
    out = [0.0] * (left + 1)
    for x, p in enumerate(law):
        out[max(0, left - x)] += p
    return tuple(out)


def conditional(
    outcome: AttackOutcome, partial: ResolvedAttack, now: Rolling
) -> tuple[TargetOutcome, ...]:
    """Every target's odds given the dice typed so far, the roll ``now`` in progress.

    Exact: every die still to come (the rest of the pool, a crit die owed by a 6) is an
    independent exploding die at the roll's TN (R2), so a roll part done is its successes so far
    plus those of the dice to come; what follows keeps its drops (R5). A target after the one in
    progress starts from its hits."""
    found: list[TargetOutcome] = []
    for index, roll in enumerate(partial.targets):
        if now.what == ATTACK:  # the typed dice against this target's TN (a Trample's each)
            test = outcome.targets[index].attack_test or now.rolled.test
            judged = now.rolled.judged_against(test)
            hit = sum(judged.succeeded(i) for i in range(now.typed))
            found.append(given_hits(outcome, (0.0,) * hit + successes(now.to_come, test.tn), index))
        elif index < now.target:  # every die of this target typed: its result
            found.append(_settled(outcome, roll, index))
        elif index > now.target:
            found.append(given_hits(outcome, point(roll.hits), index))
        elif now.what == DODGE:
            later = successes(now.to_come, now.rolled.tn)
            wounds = _less(roll.hits, now.so_far(), later)
            found.append(given_wounds(outcome, wounds, index, point(roll.hits)))
        else:
            later = successes(now.to_come, now.rolled.tn)
            final = _less(roll.wounds, now.so_far(), later)
            found.append(given_final(outcome, final, index, point(roll.hits), point(roll.wounds)))
    return tuple(found)


def _settled(outcome: AttackOutcome, roll: TargetRoll, index: int) -> TargetOutcome:
    """A target's result once all its dice are typed, as certain odds."""
    hits, wounds = point(roll.hits), point(roll.wounds)
    return given_final(outcome, point(roll.final_wounds), index, hits, wounds)


def to_come_text(
    outcome: AttackOutcome, partial: ResolvedAttack, now: Rolling, odds: TargetOutcome
) -> str:
    """What is still to roll and its chance, in a line ("Armour to come: 2 dice at TN 4,
    chance it saves all 4 wounds: 2.1%")."""
    plan = outcome.plan
    dice = count_of(now.to_come, "die")
    test = now.rolled.test
    at = "only 6s succeed (R3)" if test.only_sixes else f"TN {test.tn}"
    who = f"{partial.targets[now.target].target.name}: " if len(partial.targets) > 1 else ""
    if now.what == ATTACK:
        if plan.wounds:
            chance = (
                f"expected wounds taken {mean(odds.final_wounds):.2f}, chance to incapacitate "
                f"{percent(odds.p_incapacitated)}"
            )
        else:
            chance = f"chance of at least one hit {percent(odds.p_hit)}"
        first = partial.targets[0].target.name
        name = f" ({first})" if len(partial.targets) > 1 else ""
        return f"Attack roll to come: {dice} at {at}; given the dice so far, {chance}{name}"
    roll = partial.targets[now.target]
    if now.what == DODGE:
        measure = area_measure(plan.kind)
        dodged = odds.wounds[0] if odds.wounds else 1.0
        return (
            f'{who}Dodge to come: {dice} at {at}, against a {measure} of {roll.hits}"; '
            f"chance it dodges it all: {percent(dodged)}"
        )
    saves = odds.final_wounds[0]
    return (
        f"{who}Armour to come: {dice} at {at}, chance it saves all "
        f"{count_of(roll.wounds, 'wound')}: {percent(saves)}"
    )


def typed_progress(scenario: Scenario, dice: Sequence[int]) -> TypedProgress:
    """The roll as far as ``dice`` take it, with the headline odds given them (``views``'s
    figures, exact) and what is still to come."""
    outcome = outcome_of(scenario)
    progress = padded_progress(GAME, scenario, dice, PADDING)
    if progress.next is None:
        settled = tuple(_settled(outcome, r, i) for i, r in enumerate(progress.roll.targets))
        done = replace(outcome, targets=settled)
        return replace(progress, odds=headline(done))
    partial = resolve_outcome(outcome, PaddedDice(tuple(dice), PADDING))
    now = rolling(partial, len(dice))
    if now is None:  # the steps asked for a die the rolls do not hold: no odds to add
        return progress
    targets = conditional(outcome, partial, now)
    given = replace(outcome, targets=targets)
    index = now.target if now.what != ATTACK else 0
    return replace(
        progress,
        odds=headline(given),
        to_come=to_come_text(outcome, partial, now, targets[index]),
    )
