"""The Roll tab: Roll it with a fresh seed, the roll die by die, its seed, the session's rolls."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QLineEdit,
    QToolButton,
    QWidget,
)

from gangfight_gui.gui.combat.fight import Fight
from gangfight_gui.gui.combat.results.style import (
    MessageLabel,
    bold,
    dim,
    row,
    set_shown,
    view_column,
)
from gangfight_gui.gui.combat.results.tab_pages import scrolled
from gangfight_gui.gui.combat.roll.history import RollHistory
from gangfight_gui.gui.combat.roll.records import MOST_SEED, RollRecord, fresh_seed, summary
from gangfight_gui.gui.combat.roll.steps_view import StepsView
from gangfight_gui.gui.common.action_buttons import keep_in_step
from gangfight_gui.gui.common.named_widgets import button, named, text_label
from gangfight_gui.report import steps_with_seed
from gangfight_gui.rules.engine.steps import Step

HINT = (
    "Press Roll it (Ctrl+R) to roll this fight with random dice, or type a seed to roll it as "
    "gangfight roll --seed does."
)
SEED_TIP = (
    "Roll this fight with the seed typed: the same seed rolls the same dice, here and with "
    "gangfight roll FIGHT.json --seed N"
)


def read_seed(text: str) -> int:
    """The seed typed (a whole number from 0 to ``MOST_SEED``); ValueError saying what is
    wrong, quoting what was typed."""
    bare = text.strip().replace(",", "").replace("_", "")
    if not (bare.isascii() and bare.isdigit()) or not 0 <= int(bare) <= MOST_SEED:
        shown = text.strip() or "nothing"
        raise ValueError(f"A seed is a whole number from 0 to {MOST_SEED:,} (found {shown!r}).")
    return int(bare)


class RollPanel(QWidget):
    """Roll it, the roll shown step by step, its seed and the history. The pane owns the
    actions (Roll it is Ctrl+R in the Combat menu); this tab holds their buttons.

    Signals:
        roll_shown(RollRecord): a roll (new or from the history) is now the one shown.
        seed_chosen(int): a seed was typed to roll the fight with.
    """

    roll_shown = Signal(object)
    seed_chosen = Signal(object)

    def __init__(
        self, roll_action: QAction, copy_action: QAction, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("roll_panel")
        self.record: RollRecord | None = None
        self.roll: object = None
        self.steps_shown: tuple[Step, ...] = ()
        roll_button = named(QToolButton(self), "roll_button")
        roll_button.setDefaultAction(roll_action)
        keep_in_step(roll_button)
        roll_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        bold(roll_button)
        copy_button = named(QToolButton(self), "copy_roll_button")
        copy_button.setDefaultAction(copy_action)
        keep_in_step(copy_button)
        self.seed_edit = named(QLineEdit(self), "roll_seed_edit")
        self.seed_edit.setPlaceholderText("seed")
        self.seed_edit.setAccessibleName("Seed")
        self.seed_edit.setToolTip(SEED_TIP)
        self.seed_edit.setMaximumWidth(self.fontMetrics().horizontalAdvance("0" * 22))
        self.seed_edit.returnPressed.connect(self._on_seed_button_clicked)
        self.seed_button = button(
            "Roll with &seed", "roll_seed_button", self, SEED_TIP, self._on_seed_button_clicked
        )
        for widget in (self.seed_edit, self.seed_button):
            widget.setEnabled(roll_action.isEnabled())
            roll_action.enabledChanged.connect(widget.setEnabled)
        self.seed_message = named(MessageLabel(self), "roll_seed_message")
        set_shown(self.seed_message, False)
        self.seed_label = text_label(self, "roll_seed")
        self.seed_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.steps = StepsView(self, HINT)
        self.steps_area = scrolled(self, self.steps, "roll_steps_scroll")
        self.history_heading = dim(
            text_label(self, text="This session's rolls (pick one to see it again)")
        )
        self.history = RollHistory(self)
        self.history.roll_selected.connect(self._on_history_roll_selected)
        buttons = row(roll_button, copy_button, None, self.seed_edit, self.seed_button)
        history = (self.history_heading, self.history)
        view_column(
            self, buttons, self.seed_message, self.seed_label, (self.steps_area, 1), *history
        )
        set_shown(self.seed_label, False)

    def set_compact(self, compact: bool) -> None:
        """At the table: the roll alone, no history (never half a row of it)."""
        set_shown(self.history_heading, not compact)
        set_shown(self.history, not compact)

    def roll_fight(self, fight: Fight, seed: int | None = None) -> RollRecord:
        """Roll ``fight`` with ``seed`` (a fresh random one unless given), keep and show it."""
        record = RollRecord(
            fight.game,
            dict(fight.scenario),
            fight.title,
            seed=fresh_seed() if seed is None else seed,
        )
        self.keep(record)
        return record

    def keep(self, record: RollRecord) -> None:
        """Show ``record``'s roll and put it at the top of the history."""
        roll = record.replay()
        steps = record.game.roll_steps(roll)
        self.history.add(record, summary(steps))
        self._show(record, roll, steps)

    def text(self) -> str:
        """The roll shown as ``gangfight roll`` prints it (empty with none)."""
        if self.record is None:
            return ""
        return steps_with_seed(self.steps_shown, self.record.seed)

    def _on_seed_button_clicked(self) -> None:
        """The seed typed, rolled (``seed_chosen``), or what is wrong with it, in words."""
        try:
            seed = read_seed(self.seed_edit.text())
        except ValueError as error:
            self.seed_message.show_message(str(error), error=True)
            return
        self.seed_message.show_message("")
        self.seed_chosen.emit(seed)

    def _on_history_roll_selected(self, record: RollRecord) -> None:
        roll = record.replay()
        self._show(record, roll, record.game.roll_steps(roll))

    def _show(self, record: RollRecord, roll: object, steps: tuple[Step, ...]) -> None:
        self.record, self.roll, self.steps_shown = record, roll, steps
        self.steps.show_steps(steps)
        self.seed_label.setText(f"{record.title}\n{record.how.capitalize()} · {record.command}")
        set_shown(self.seed_label, True)
        self.roll_shown.emit(record)
