"""One resolved roll, step by step: the attack dice, the hits, dodge and armour, what EN is left.

The player follows the roll the way it is played at the table (Combat, Melee steps 1-6), each
step a row of painted dice with its result beside it, ending in the target's EN boxes. The same
view shows a seeded roll, a roll replayed from the history and a roll typed in at the table.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from gangfight_gui.gui.combat.results.style import dim
from gangfight_gui.gui.combat.results.wording import count_of, describe_test
from gangfight_gui.gui.combat.roll.dice_view import DiceView
from gangfight_gui.gui.combat.roll.endurance import EnduranceBoxes
from gangfight_gui.gui.plain_text import escaped
from gangfight_gui.rules.gangfight.resolve import ResolvedAttack, RolledTest, TargetRoll
from gangfight_gui.rules.gangfight.scenario import AttackKind


class RollView(QWidget):
    """The steps of one ResolvedAttack; ``show_roll(None)`` shows a hint instead.

    Widgets are made anew for each roll: a roll is one click, not a recompute, and the number of
    steps changes with the dice (no armour roll without wounds, one block per target).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._resolved: ResolvedAttack | None = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self._body: QWidget | None = None
        self._empty_text = "No roll yet."
        self.show_roll(None)

    @property
    def resolved(self) -> ResolvedAttack | None:
        return self._resolved

    def set_empty_text(self, text: str) -> None:
        self._empty_text = text
        if self._resolved is None:
            self.show_roll(None)

    def show_roll(self, resolved: ResolvedAttack | None) -> None:
        self._resolved = resolved
        if self._body is not None:
            # Detached at once: deleteLater waits for the event loop, and until then the old
            # roll would still be drawn by a grab() and found by findChild.
            self._layout.removeWidget(self._body)
            self._body.hide()
            self._body.setParent(None)
            self._body.deleteLater()
        self._body = _RollBody(resolved, self._empty_text, self)
        self._layout.addWidget(self._body)


class _RollBody(QWidget):
    """The grid of steps: a step's name, its dice, and what came of them, one row each."""

    def __init__(self, resolved: ResolvedAttack | None, empty: str, parent: QWidget) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(10)
        self._grid.setVerticalSpacing(2)
        self._grid.setColumnStretch(2, 1)
        self._row = 0
        if resolved is None:
            hint = dim(QLabel(empty, self))
            hint.setObjectName("roll_hint")
            hint.setWordWrap(True)
            self._grid.addWidget(hint, 0, 0, 1, 3)
            return
        plan = resolved.outcome.plan
        many = len(resolved.targets) > 1
        if resolved.attack is not None and plan.kind is not AttackKind.TRAMPLE:
            self._dice_step("Attack", resolved.attack, "attack_dice", _hits_text(resolved, 0))
        for i, roll in enumerate(resolved.targets):
            if many:
                self._heading(roll.target.name)
            if roll.attack is not None and plan.kind is AttackKind.TRAMPLE:
                self._dice_step("Attack", roll.attack, f"attack_dice_{i}", _hits_text(resolved, i))
            elif plan.fixed_hits is not None:
                self._text_step("Fall", f"{count_of(roll.hits, 'hit')} at Damage 4 (R22)")
            elif many and not plan.kind.is_area:
                self._text_step("Hits", _hits_text(resolved, i))
            if roll.dodge is not None:
                self._dice_step(
                    "Dodge",
                    roll.dodge,
                    f"dodge_dice_{i}",
                    _negation_text(roll.dodge, roll.hits, "inch", "dodges")
                    + f" → {count_of(roll.wounds, 'wound')}",
                )
            elif plan.kind.is_area:
                self._text_step("Dodge", "nothing to dodge")
            if roll.armour is not None:
                self._dice_step(
                    "Armour",
                    roll.armour,
                    f"armour_dice_{i}",
                    _negation_text(roll.armour, roll.wounds, "wound"),
                )
            elif plan.wounds and roll.wounds == 0:
                self._text_step("Armour", "no wound to negate")
            self._effects(resolved, roll, i)
        self._grid.setRowStretch(self._row, 1)

    def _heading(self, text: str) -> None:
        label = QLabel(f"<b>{escaped(text)}</b>", self)  # a target's name (issue 16)
        self._grid.addWidget(label, self._row, 0, 1, 3)
        self._row += 1

    def _name(self, text: str) -> QLabel:
        label = QLabel(f"<b>{escaped(text)}</b>", self)
        label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        return label

    def _dice_step(self, name: str, rolled: RolledTest, object_name: str, result: str) -> None:
        test = dim(QLabel(describe_test(rolled.test), self))
        test.setObjectName(f"{object_name}_test")
        self._grid.addWidget(self._name(name), self._row, 0)
        self._grid.addWidget(test, self._row, 1, 1, 2)
        self._row += 1
        dice = DiceView(self)
        dice.setObjectName(object_name)
        dice.set_roll(rolled)
        outcome = QLabel(result, self)
        outcome.setTextFormat(Qt.TextFormat.PlainText)
        outcome.setObjectName(f"{object_name}_result")
        outcome.setWordWrap(True)
        self._grid.addWidget(dice, self._row, 1)
        self._grid.addWidget(outcome, self._row, 2)
        self._row += 1

    def _text_step(self, name: str, text: str) -> None:
        label = QLabel(text, self)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        self._grid.addWidget(self._name(name), self._row, 0)
        self._grid.addWidget(label, self._row, 1, 1, 2)
        self._row += 1

    def _effects(self, resolved: ResolvedAttack, roll: TargetRoll, index: int) -> None:
        plan = resolved.outcome.plan
        if plan.wounds:
            boxes = EnduranceBoxes(self)
            boxes.setObjectName(f"endurance_{index}")
            boxes.set_wounds(roll.target.endurance, roll.target.wounds_taken, roll.final_wounds)
            state = QLabel(_state_text(roll), self)
            state.setObjectName(f"roll_result_{index}")
            state.setWordWrap(True)
            self._grid.addWidget(self._name("EN"), self._row, 0)
            self._grid.addWidget(boxes, self._row, 1)
            self._grid.addWidget(state, self._row, 2)
            self._row += 1
        notes = []
        if plan.knocks_back and roll.hits:
            notes.append(f'knocked back {roll.hits}" and down (prone)')
        if plan.moves_away and roll.hits:
            notes.append(f'the attacker may move {roll.hits}" away with no Free Strike')
        if plan.offers_free_strike and roll.hits == 0:
            notes.append("no hit: may Free Strike the attacker (R17)")
        if notes:
            label = QLabel("; ".join(notes), self)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setObjectName(f"roll_effects_{index}")
            label.setWordWrap(True)
            self._grid.addWidget(label, self._row, 1, 1, 2)
            self._row += 1


def _hits_text(resolved: ResolvedAttack, index: int) -> str:
    plan = resolved.outcome.plan
    roll = resolved.targets[index]
    if plan.kind.is_area:
        shape = "line width" if plan.kind is AttackKind.AOE_DIRECT else "blast radius"
        return f'{count_of(roll.hits, "success")}: {shape} {roll.hits}" (R23)'
    text = count_of(roll.hits, "hit")
    if plan.wounds and not plan.kind.is_area:
        text += f" → {count_of(roll.wounds, 'wound')}"
    return text


def _negation_text(rolled: RolledTest, to_negate: int, unit: str, verb: str = "negates") -> str:
    negated = min(rolled.successes, to_negate)
    successes = count_of(rolled.successes, "success")
    return f"{successes}: {verb} {negated} of {count_of(to_negate, unit)}"


def _state_text(roll: TargetRoll) -> str:
    state = "dead" if roll.dead else "incapacitated" if roll.incapacitated else "standing"
    left = max(0, roll.endurance_left)
    return (
        f"{count_of(roll.final_wounds, 'wound')} taken: EN {roll.target.endurance}, "
        f"{left} left, <b>{state}</b>"
    )
