"""One resolved roll, step by step: the attack dice, the hits, dodge and armour, what EN is left.

The player follows the roll the way it is played at the table (Combat, Melee steps 1-6), each
step a row of painted dice with its result beside it, ending in the target's EN boxes. The steps
are the core's ``roll_steps`` (rules/gangfight/steps.py), the same that `gangfight roll` prints and
*Copy roll as text* copies, so a roll is modelled once; the view only draws them. The same
view shows a seeded roll, a roll replayed from the history and a roll typed in at the table.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from gangfight_gui.gui.combat.results.style import dim
from gangfight_gui.gui.combat.roll.dice_view import DiceRow, DiceView
from gangfight_gui.gui.combat.roll.endurance import EnduranceBoxes
from gangfight_gui.gui.common.plain_text import escaped
from gangfight_gui.rules.engine.steps import Step
from gangfight_gui.rules.gangfight.resolve import ResolvedAttack, RolledTest, TargetRoll
from gangfight_gui.rules.gangfight.steps import roll_steps


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
        # The core's steps, as `gangfight roll` prints them; the first names the attack, which
        # the pane's headline already does.
        rolls = _rolled_by_step(resolved)
        target = groups = 0
        group = ""
        for step in roll_steps(resolved)[1:]:
            if step.group != group:
                group = step.group
                if group:  # a roll of several targets: each target's steps under its name
                    target, groups = groups, groups + 1
                    self._heading(group)
            rolled = rolls.get((step.title, target))
            if step.dice and rolled is not None:
                self._dice_step(step, rolled, _dice_name(step, target))
            elif step.title == WOUNDS_TAKEN:
                self._endurance_step(step, resolved.targets[target], target)
            else:
                self._text_step(step, target)
        self._grid.setRowStretch(self._row, 1)

    def _heading(self, text: str) -> None:
        label = QLabel(f"<b>{escaped(text)}</b>", self)  # a target's name (issue 16)
        self._grid.addWidget(label, self._row, 0, 1, 3)
        self._row += 1

    def _name(self, text: str) -> QLabel:
        label = QLabel(f"<b>{escaped(text)}</b>", self)
        label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        return label

    def _dice_step(self, step: Step, rolled: RolledTest, object_name: str) -> None:
        """The step's dice faces as rolled, the dice a drop set aside before them (R3, R4)."""
        test = dim(QLabel(step.need, self))
        test.setObjectName(f"{object_name}_test")
        self._grid.addWidget(self._name(step.title), self._row, 0)
        self._grid.addWidget(test, self._row, 1, 1, 2)
        self._row += 1
        dice = DiceView(self)
        dice.setObjectName(object_name)
        dice.set_row(
            DiceRow(
                dice=tuple(d.face for d in step.dice),
                chained_from=tuple(d.chained_from for d in step.dice),
                succeeded=tuple(d.success for d in step.dice),
                set_aside=rolled.test.base_pool - rolled.test.pool,
            )
        )
        outcome = QLabel(step.result, self)
        outcome.setTextFormat(Qt.TextFormat.PlainText)
        outcome.setObjectName(f"{object_name}_result")
        outcome.setWordWrap(True)
        self._grid.addWidget(dice, self._row, 1)
        self._grid.addWidget(outcome, self._row, 2)
        self._row += 1

    def _text_step(self, step: Step, target: int) -> None:
        label = QLabel(step.result, self)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setObjectName(f"{_slug(step.title)}_{target}")
        label.setWordWrap(True)
        self._grid.addWidget(self._name(step.title), self._row, 0)
        self._grid.addWidget(label, self._row, 1, 1, 2)
        self._row += 1

    def _endurance_step(self, step: Step, roll: TargetRoll, target: int) -> None:
        """The wounds ticked off the target's EN boxes, beside the step's words (R14)."""
        boxes = EnduranceBoxes(self)
        boxes.setObjectName(f"endurance_{target}")
        boxes.set_wounds(roll.target.endurance, roll.target.wounds_taken, roll.final_wounds)
        state = QLabel(step.result, self)
        state.setTextFormat(Qt.TextFormat.PlainText)
        state.setObjectName(f"roll_result_{target}")
        state.setWordWrap(True)
        self._grid.addWidget(self._name(step.title), self._row, 0)
        self._grid.addWidget(boxes, self._row, 1)
        self._grid.addWidget(state, self._row, 2)
        self._row += 1


WOUNDS_TAKEN = "Wounds taken"
"""The step of ``roll_steps`` that the EN boxes draw."""


def _rolled_by_step(resolved: ResolvedAttack) -> dict[tuple[str, int], RolledTest]:
    """Each dice step's roll, by the step's title and its target's index: the dice a drop set
    aside are the roll's, not the step's."""
    rolls: dict[tuple[str, int], RolledTest] = {}
    if resolved.attack is not None:
        rolls["Attack roll", 0] = resolved.attack
    for i, roll in enumerate(resolved.targets):
        for title, rolled in (("Attack roll", roll.attack), ("Dodge", roll.dodge)):
            if rolled is not None:
                rolls[title, i] = rolled
        if roll.armour is not None:
            rolls["Armour", i] = roll.armour
    return rolls


def _dice_name(step: Step, target: int) -> str:
    """ "attack_dice" for the one attack roll; "attack_dice_1", "armour_dice_0"… per target."""
    base = "attack" if step.title == "Attack roll" else _slug(step.title)
    return f"{base}_dice" if base == "attack" and not step.group else f"{base}_dice_{target}"


def _slug(title: str) -> str:
    return title.lower().replace(" ", "_").replace("-", "_")
