"""A resolved roll of any game step by step: each throw's dice painted as faces, then its result."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from gangfight_gui.gui.combat.results.style import dim
from gangfight_gui.gui.combat.roll.dice_view import LEGEND, DiceView
from gangfight_gui.gui.common.named_widgets import NO_MARGINS, lay_out, named, text_label
from gangfight_gui.gui.common.plain_text import escaped, tooltip
from gangfight_gui.rules.engine.steps import Step

INDENT = 16


def _wrapped(text: str, parent: QWidget, *, rich: bool = False) -> QLabel:
    label = text_label(parent, text=text)
    if rich:
        label.setTextFormat(Qt.TextFormat.RichText)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    return label


class StepsView(QWidget):
    """The steps of one roll; ``show_steps(())`` shows the hint given instead. It draws the
    game's ``roll_steps`` (``rules/engine/steps.py``), the one model of a roll that
    ``gangfight roll`` prints and Copy roll as text copies."""

    def __init__(self, parent: QWidget | None = None, hint: str = "No roll yet.") -> None:
        super().__init__(parent)
        self.setObjectName("steps_view")
        self._hint = hint
        self.steps: tuple[Step, ...] = ()
        self.dice_views: list[DiceView] = []
        self.rows: list[tuple[QLabel, QLabel]] = []
        """Each step's heading (its name and need) and its result, as shown."""
        self._layout = lay_out(QVBoxLayout(self), margins=NO_MARGINS)
        self._body: QWidget | None = None
        self.show_steps(())

    def show_steps(
        self, steps: tuple[Step, ...], *, pending: int = 0, pending_chained: bool = False
    ) -> None:
        """Show ``steps``; the last one wants ``pending`` more dice (typed-in dice). Widgets are
        made anew: a roll is one click, not a recompute, and its steps vary with the dice."""
        self.steps = tuple(steps)
        if self._body is not None:
            # Detached at once: deleteLater waits for the event loop, and until then the old
            # roll would still be drawn by a grab() and found by findChild.
            self._layout.removeWidget(self._body)
            self._body.hide()
            self._body.setParent(None)
            self._body.deleteLater()
        self.dice_views, self.rows = [], []
        self._body = self._build(pending, pending_chained)
        self._layout.addWidget(self._body)

    def row_texts(self) -> list[tuple[str, str]]:
        """(name and need, result) of each step as shown."""
        return [
            (f"{step.title} {step.need}".strip(), result.text())
            for step, (_head, result) in zip(self.steps, self.rows, strict=True)
        ]

    def _build(self, pending: int, pending_chained: bool) -> QWidget:
        body = QWidget(self)
        grid = QGridLayout(body)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(3)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        if not self.steps:
            hint = named(dim(_wrapped(self._hint, body)), "roll_hint")
            grid.addWidget(hint, 0, 0, 1, 2)
            grid.setRowStretch(1, 1)
            return body
        row = 0
        group = ""
        last = len(self.steps) - 1
        for index, step in enumerate(self.steps):
            if step.group != group:
                group = step.group
                if group:
                    owner = named(
                        _wrapped(f"<b>{escaped(group)}</b>", body, rich=True), f"step_group_{index}"
                    )
                    grid.addWidget(owner, row, 0, 1, 2)
                    row += 1
            indent = INDENT * (step.depth + (1 if step.group else 0))
            heading = named(_wrapped(_heading(step), body, rich=True), f"step_{index}")
            heading.setContentsMargins(indent, 4 if step.dice else 0, 0, 0)
            result = named(_wrapped(step.result, body), f"step_result_{index}")
            if step.notes:
                result.setToolTip(tooltip("\n".join(step.notes)))
            wanted = pending if index == last else 0
            if step.dice or wanted:
                grid.addWidget(heading, row, 0, 1, 2)
                row += 1
                dice = named(DiceView(body), f"dice_{index}")
                dice.setContentsMargins(indent, 0, 0, 0)
                dice.set_dice(step.dice, wanted, pending_chained=pending_chained)
                result.setContentsMargins(0, 0, 0, 0)
                box = QWidget(body)
                line = QGridLayout(box)
                line.setContentsMargins(indent, 0, 0, 0)
                line.addWidget(dice, 0, 0)
                grid.addWidget(box, row, 0)
                grid.addWidget(result, row, 1, Qt.AlignmentFlag.AlignVCenter)
                self.dice_views.append(dice)
            else:
                grid.addWidget(heading, row, 0)
                grid.addWidget(result, row, 1)
            self.rows.append((heading, result))
            row += 1
        if self.dice_views:
            legend = named(dim(_wrapped(LEGEND, body)), "dice_legend")
            grid.addWidget(legend, row, 0, 1, 2)
            row += 1
        grid.setRowStretch(row, 1)  # the steps keep together at the top
        return body


def _heading(step: Step) -> str:
    """The step's name in bold and what its dice need, as rich text of escaped words."""
    text = f"<b>{escaped(step.title)}</b>"
    if step.need:
        text += f" <span>{escaped(step.need)}</span>"
    return text
