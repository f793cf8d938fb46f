"""Table mode's bookkeeping: which roll the next typed dice belong to, and what is still to come.

At the table the dice come one roll at a time, and how many the next roll takes depends on the
ones before (a 6 owes a crit die, R2; the armour pool depends on the wounds, R5, R13). Rather
than restate those rules, this asks the core: the dice typed so far, padded with 1s (a 1 never
succeeds nor explodes, R1), are resolved with ``resolve_outcome``; the first roll that had to
use padding is the one in progress, and the padding it used is the number of dice it still
needs. Everything before it is exact, because it used only typed dice. No Qt here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from gangfight_gui.gui.combat.results.wording import count_of
from gangfight_gui.rules.engine.sources import TypedDice
from gangfight_gui.rules.gangfight.outcome import (
    AttackOutcome,
    TargetOutcome,
    given_hits,
    given_wounds,
)
from gangfight_gui.rules.gangfight.resolve import (
    ResolvedAttack,
    RolledTest,
    resolve_outcome,
)

PADDING = 1
"""Stands in for dice not typed yet: a 1 never succeeds and never adds a die (R1, R2)."""

MAX_TYPED = 200
"""More dice than any attack takes; stops a pasted novel from being parsed."""

_SEPARATORS = re.compile(r"[\s,;]+")


class StepKind(StrEnum):
    ATTACK = "attack"
    DODGE = "dodge"
    ARMOUR = "armour"

    @property
    def label(self) -> str:
        return {"attack": "Attack roll", "dodge": "Dodge", "armour": "Armour"}[self.value]


class TableInputError(ValueError):
    """Typed dice that cannot be used; the message is shown beside the entry as it is."""


@dataclass(frozen=True, slots=True)
class Step:
    """One roll of the attack, as far as its dice are typed in."""

    kind: StepKind
    target: int
    """The target it belongs to (the attack roll: 0)."""
    rolled: RolledTest
    """The typed dice only (successes counted on them); ``rolled.test`` is the roll's plan."""
    needed: int
    """Dice still to type for this roll: the rest of the pool, or the crits owed by 6s."""

    @property
    def done(self) -> bool:
        return self.needed == 0

    @property
    def wants_crits(self) -> bool:
        """The dice still needed are crit dice, owed by 6s already typed (R2)."""
        return self.needed > 0 and len(self.rolled.dice) >= self.rolled.test.pool


@dataclass(frozen=True, slots=True)
class Progress:
    steps: tuple[Step, ...]
    """The rolls so far, the last one in progress unless the attack is finished."""
    resolved: ResolvedAttack | None
    """The whole attack, once every die is typed."""
    partial: ResolvedAttack
    """The attack resolved with the untyped dice as 1s: exact up to the current step."""

    @property
    def current(self) -> Step | None:
        if self.steps and not self.steps[-1].done:
            return self.steps[-1]
        return None


class _Padded:
    """Typed dice, then 1s: a dice source that never runs out, counting what it made up."""

    def __init__(self, values: tuple[int, ...]) -> None:
        self._values = values
        self.used = 0

    def d6(self) -> int:
        self.used += 1
        if self.used <= len(self._values):
            return self._values[self.used - 1]
        return PADDING


def parse_dice(text: str) -> tuple[int, ...]:
    """ "3 4 6", "3,4,6" or "346" as dice; a clear message for anything that is not 1 to 6."""
    cleaned = text.strip()
    if not cleaned:
        raise TableInputError("Type the dice you rolled, e.g. 3 4 6.")
    parts = [p for p in _SEPARATORS.split(cleaned) if p]
    if len(parts) == 1 and parts[0].isdigit() and len(parts[0]) > 1:
        parts = list(parts[0])  # "346": digits typed without spaces
    if len(parts) > MAX_TYPED:
        raise TableInputError(f"That is {len(parts)} dice; no roll takes that many.")
    values = []
    for part in parts:
        if not part.isdigit() or not 1 <= int(part) <= 6:
            raise TableInputError(f"{part!r} is not a die: type numbers from 1 to 6.")
        values.append(int(part))
    return tuple(values)


def progress(outcome: AttackOutcome, dice: tuple[int, ...]) -> Progress:
    """Where a table roll stands after ``dice`` (all typed so far, in order)."""
    source = _Padded(dice)
    partial = resolve_outcome(outcome, source)
    steps: list[Step] = []
    start = 0
    for kind, target, rolled in _rolls(partial):
        typed = max(0, min(len(rolled.dice), len(dice) - start))
        steps.append(_step(kind, target, rolled, typed))
        start += len(rolled.dice)
        if not steps[-1].done:
            break
    resolved = None
    if source.used <= len(dice) and (not steps or steps[-1].done):
        resolved = resolve_outcome(outcome, TypedDice(dice))
    return Progress(tuple(steps), resolved, partial)


def _rolls(resolved: ResolvedAttack) -> list[tuple[StepKind, int, RolledTest]]:
    """The rolls in the order their dice are taken (resolve.py): attack, then per target."""
    out: list[tuple[StepKind, int, RolledTest]] = []
    if resolved.attack is not None:
        out.append((StepKind.ATTACK, 0, resolved.attack))
    for i, roll in enumerate(resolved.targets):
        if roll.dodge is not None:
            out.append((StepKind.DODGE, i, roll.dodge))
        if roll.armour is not None:
            out.append((StepKind.ARMOUR, i, roll.armour))
    return out


def _step(kind: StepKind, target: int, rolled: RolledTest, typed: int) -> Step:
    dice = rolled.dice[:typed]
    origins = rolled.chained_from[:typed]
    count = sum(rolled.succeeded(i) for i in range(typed))
    mine = RolledTest(rolled.test, dice, origins, count)
    return Step(kind, target, mine, len(rolled.dice) - typed)


def check_entry(outcome: AttackOutcome, typed: tuple[int, ...], entry: tuple[int, ...]) -> None:
    """Refuse an entry that would run past the roll in progress into the next one.

    Dice for one roll are typed into that roll's prompt: spilling over would silently give the
    armour roll the attacker's dice.
    """
    before = progress(outcome, typed)
    current = before.current
    if current is None:
        raise TableInputError("The attack is finished: start over to roll it again.")
    # More dice than owed are fine if new 6s among them owe crits for the rest (R2).
    if len(entry) <= current.needed or _fits(outcome, typed, entry):
        return
    raise TableInputError(
        f"Too many dice: {current.kind.label.lower()} takes {wanted_text(current)} now; "
        f"{len(entry)} typed."
    )


def _fits(outcome: AttackOutcome, typed: tuple[int, ...], entry: tuple[int, ...]) -> bool:
    """Every die of ``entry`` lands in the roll in progress (crit dice included): the roll is
    still unfinished after each die but the last."""
    steps_before = len(progress(outcome, typed).steps)
    for end in range(1, len(entry)):
        now = progress(outcome, typed + entry[:end])
        if len(now.steps) != steps_before or now.current is None:
            return False
    return True


def wanted_text(step: Step) -> str:
    """ "3 dice" or "1 crit die": what the prompt asks for."""
    return count_of(step.needed, "crit die" if step.wants_crits else "die")


def odds_to_come(outcome: AttackOutcome, state: Progress) -> tuple[int, TargetOutcome] | None:
    """The target in play and its odds given what is known: after the attack roll, the hits
    (``given_hits``); after a dodge, the wounds (``given_wounds``). None before the attack roll
    is done (the outcome's own odds apply) and once everything is rolled."""
    current = state.current
    if current is None or current.kind is StepKind.ATTACK:
        return None
    index = current.target
    roll = state.partial.targets[index]
    if current.kind is StepKind.ARMOUR:
        return index, given_wounds(outcome, roll.wounds, index)
    return index, given_hits(outcome, roll.hits, index)
