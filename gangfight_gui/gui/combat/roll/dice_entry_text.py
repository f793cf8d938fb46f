"""What table mode shows of a roll in progress: the rolls typed so far, the prompt, the odds.

Kept apart from the widget that takes the input (dice_entry) so the wording, which follows the
game text's steps (Combat, Melee steps 1-6), can be read and changed in one place.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from gangfight_gui.gui.combat.results.style import dim
from gangfight_gui.gui.combat.results.wording import (
    area_measure,
    count_of,
    describe_test,
    expected,
    percent,
)
from gangfight_gui.gui.combat.roll.dice_view import DiceRow, DiceView
from gangfight_gui.gui.combat.roll.endurance import EnduranceBoxes
from gangfight_gui.gui.combat.roll.entry_progress import (
    Progress,
    Step,
    StepKind,
    odds_to_come,
    wanted_text,
)
from gangfight_gui.gui.common.plain_text import escaped
from gangfight_gui.rules.engine.distribution import mean
from gangfight_gui.rules.engine.wording import SHOWN
from gangfight_gui.rules.gangfight.outcome import AttackOutcome, TargetOutcome
from gangfight_gui.rules.gangfight.resolve import ResolvedAttack


class StepsGrid(QWidget):
    """The rolls typed so far: name, dice (with the ones still owed as "?"), result."""

    def __init__(
        self, outcome: AttackOutcome | None, state: Progress | None, parent: QWidget
    ) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(2)
        grid.setColumnStretch(2, 1)
        if outcome is None or state is None:
            return
        many = len(outcome.targets) > 1
        row = 0
        for index, step in enumerate(state.steps):
            name = step.kind.label
            if many and step.kind is not StepKind.ATTACK:
                name += f" ({outcome.targets[step.target].name})"
            title = QLabel(f"<b>{escaped(name)}</b>", self)  # a target's name (issue 16)
            test = dim(QLabel(describe_test(step.rolled.test), self))
            grid.addWidget(title, row, 0)
            grid.addWidget(test, row, 1, 1, 2)
            row += 1
            dice = DiceView(self)
            dice.setObjectName(f"table_dice_{index}")
            dice.set_row(DiceRow.from_roll(step.rolled, pending=step.needed))
            result = QLabel(_step_result(state, step) if step.done else "", self)
            result.setTextFormat(Qt.TextFormat.PlainText)
            result.setObjectName(f"table_result_{index}")
            result.setWordWrap(True)
            grid.addWidget(dice, row, 1)
            grid.addWidget(result, row, 2)
            row += 1
        resolved = state.resolved
        if resolved is not None:
            for i, roll in enumerate(resolved.targets):
                if not resolved.outcome.plan.wounds:
                    continue
                boxes = EnduranceBoxes(self)
                boxes.setObjectName(f"table_endurance_{i}")
                boxes.set_wounds(roll.target.endurance, roll.target.wounds_taken, roll.final_wounds)
                state_text = (
                    "dead" if roll.dead else ("incapacitated" if roll.incapacitated else "standing")
                )
                label = QLabel(
                    f"{_who(resolved, i)}{count_of(roll.final_wounds, 'wound')} taken: "
                    f"EN {roll.target.endurance}, {max(0, roll.endurance_left)} left, "
                    f"<b>{state_text}</b>",
                    self,
                )
                label.setObjectName(f"table_final_{i}")
                label.setWordWrap(True)
                grid.addWidget(QLabel("<b>EN</b>", self), row, 0)
                grid.addWidget(boxes, row, 1)
                grid.addWidget(label, row, 2)
                row += 1


def _who(resolved: ResolvedAttack, index: int) -> str:
    if len(resolved.targets) > 1:
        return f"{escaped(resolved.targets[index].target.name)}: "
    return ""


def _step_result(state: Progress, step: Step) -> str:
    """What a finished roll did, in the words of the table."""
    partial = state.partial
    roll = partial.targets[step.target]
    successes = count_of(step.rolled.successes, "success")
    if step.kind is StepKind.ATTACK:
        plan = partial.outcome.plan
        if plan.kind.is_area:
            return f'{successes}: {area_measure(plan.kind)} {roll.hits}"'
        if len(partial.targets) > 1:
            hits = ", ".join(f"{r.target.name} {count_of(r.hits, 'hit')}" for r in partial.targets)
            return f"{successes}: {hits}"
        text = count_of(roll.hits, "hit")
        if plan.wounds:
            text += f" → {count_of(roll.wounds, 'wound')}"
        return text
    if step.kind is StepKind.DODGE:
        dodged = min(step.rolled.successes, roll.hits)
        return f"{successes}: dodges {dodged} → {count_of(roll.wounds, 'wound')}"
    negated = min(step.rolled.successes, roll.wounds)
    left = roll.wounds - negated
    return f"{successes}: negates {negated}, {count_of(left, 'wound')} left"


def prompt_text(outcome: AttackOutcome | None, current: Step | None, state: Progress | None) -> str:
    if outcome is None:
        return "Set up an attack to roll it at the table."
    if current is None:
        if state is not None and state.resolved is not None:
            return "Done. Start over to roll this attack again."
        return ""
    who = ""
    if len(outcome.targets) > 1 and current.kind is not StepKind.ATTACK:
        who = f"{escaped(outcome.targets[current.target].name)}: "
    if current.wants_crits:
        sixes = current.needed
        return (
            f"{who}<b>{'A 6 earns' if sixes == 1 else 'Your 6s earn'} "
            f"{wanted_text(current)}</b> (R2): roll {'it' if sixes == 1 else 'them'} and type "
            f"{'it' if sixes == 1 else 'them'}."
        )
    wanted = count_of(current.needed, "more die" if current.rolled.dice else "die")
    row = DiceRow.from_roll(current.rolled, pending=current.needed)
    owed = row.pending_crits
    crits = (
        f" ({count_of(owed, 'crit die')} for {'a 6' if owed == 1 else 'the 6s'})" if owed else ""
    )
    return (
        f"{who}<b>{current.kind.label}: {describe_test(current.rolled.test)}</b>. "
        f"Type the {wanted} you rolled{crits}."
    )


def odds_text(outcome: AttackOutcome | None, state: Progress | None) -> str:
    """The odds of what is still to roll, given the dice typed so far."""
    if outcome is None or state is None or state.current is None:
        return ""
    known = odds_to_come(outcome, state)
    if known is None:
        target = outcome.target
        if not outcome.plan.wounds:
            return f"Before the roll: expected {expected(mean(target.hits))} hits."
        return (
            f"Before the roll: expected {expected(mean(target.final_wounds))} wounds taken, "
            f"{percent(target.p_incapacitated)} to incapacitate."
        )
    index, odds = known
    current = state.current
    roll = state.partial.targets[index]
    if current.kind is StepKind.DODGE:
        assert odds.dodge is not None
        head = (
            f"Dodge to come: {count_of(odds.dodge.pool, 'die')} at TN {odds.dodge.tn}, "
            f'against a {area_measure(state.partial.outcome.plan.kind)} of {roll.hits}"'
        )
    else:
        head = (
            f"Armour to come: {describe_test(current.rolled.test)}; chance it saves all "
            f"{count_of(roll.wounds, 'wound')}: <b>{percent(odds.final_wounds[0])}</b>"
        )
    return f"{head}<br>{_final_odds(odds)}"


def _final_odds(odds: TargetOutcome) -> str:
    parts = [f"{k}: {percent(p)}" for k, p in enumerate(odds.final_wounds) if p >= SHOWN]
    return (
        f"Wounds taken, given the dice so far: {' · '.join(parts)}; "
        f"incapacitated <b>{percent(odds.p_incapacitated)}</b>"
    )
