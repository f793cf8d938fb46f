"""Table mode: the player rolls real dice and types them in, one roll at a time.

The calculator then plays referee and adviser: it asks for exactly the dice each step takes
(the pool, then a crit die for each 6, R2; then the defender's pool once its drop is known, R5),
shows what each roll did, and gives the odds of what is still to roll, e.g. after the attack
dice "Armour to come: 2 dice at TN 4, chance it saves all 4 wounds: 2.1%". Bad input is
answered beside the entry, never with a dialog or an exception: players type fast.

Signals:
    roll_completed(ResolvedAttack): every die of the attack has been typed in.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.combat.results.style import MessageLabel, set_shown, set_text
from gangfight_gui.gui.combat.results.wording import count_of
from gangfight_gui.gui.combat.roll.dice_entry_text import StepsGrid, odds_text, prompt_text
from gangfight_gui.gui.combat.roll.entry_progress import (
    Progress,
    TableInputError,
    check_entry,
    parse_dice,
    progress,
    wanted_text,
)
from gangfight_gui.rules.gangfight.outcome import AttackOutcome


class DiceEntry(QWidget):
    """Typed-in dice, step by step, for the outcome shown.

    Signals:
        roll_completed(ResolvedAttack): the last die of the attack was typed in.
    """

    roll_completed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._outcome: AttackOutcome | None = None
        self._dice: tuple[int, ...] = ()
        self._entries: list[int] = []
        """How many dice each accepted entry added, for Undo."""
        self._progress: Progress | None = None
        self._stale = False
        """The outcome changed while hidden: refresh before showing (see set_outcome)."""

        self.steps_box = QWidget(self)
        self._steps_layout = QVBoxLayout(self.steps_box)
        self._steps_layout.setContentsMargins(0, 0, 0, 0)
        self._steps: QWidget | None = None

        self.prompt = QLabel(self)
        self.prompt.setObjectName("table_prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.RichText)  # names in it are escaped (issue 16)
        self.entry = QLineEdit(self)
        self.entry.setObjectName("table_entry")
        self.entry.setPlaceholderText("e.g. 3 4 6")
        self.entry.setMaxLength(400)
        self.enter_button = QPushButton("Enter", self)
        self.enter_button.setObjectName("table_enter")
        self.undo_button = QPushButton("Undo", self)
        self.undo_button.setObjectName("table_undo")
        self.undo_button.setToolTip("Take back the last dice entered")
        self.reset_button = QPushButton("Start over", self)
        self.reset_button.setObjectName("table_reset")
        self.message = MessageLabel(self)
        self.message.setObjectName("table_message")
        self.odds = QLabel(self)
        self.odds.setObjectName("table_odds")
        self.odds.setWordWrap(True)
        self.odds.setTextFormat(Qt.TextFormat.RichText)

        entry_row = QHBoxLayout()
        entry_row.addWidget(self.entry, 1)
        entry_row.addWidget(self.enter_button)
        entry_row.addWidget(self.undo_button)
        entry_row.addWidget(self.reset_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.steps_box)
        layout.addWidget(self.prompt)
        layout.addLayout(entry_row)
        layout.addWidget(self.message)
        layout.addWidget(self.odds)
        layout.addStretch(1)

        self.entry.returnPressed.connect(self._on_entry_return_pressed)
        self.entry.textEdited.connect(self._on_entry_text_edited)
        self.enter_button.clicked.connect(self._on_enter_button_clicked)
        self.undo_button.clicked.connect(self._on_undo_button_clicked)
        self.reset_button.clicked.connect(self._on_reset_button_clicked)
        self._refresh()

    # -- public API ---------------------------------------------------------------------------

    @property
    def dice(self) -> tuple[int, ...]:
        """Every die typed in so far, in order."""
        return self._dice

    @property
    def state(self) -> Progress | None:
        if self._stale:
            self._refresh()
        return self._progress

    def set_outcome(self, outcome: AttackOutcome | None) -> None:
        """Show a new outcome; the dice typed so far are kept only if the attack is the same."""
        same = (
            outcome is not None
            and self._outcome is not None
            and outcome.plan.scenario == self._outcome.plan.scenario
        )
        self._outcome = outcome
        if not same:
            self._dice, self._entries = (), []
            self._set_message("")
            self._stale = True
        if self._stale and self.isVisible():
            self._refresh()

    def showEvent(self, event: QShowEvent) -> None:
        """Catch up with the outcomes shown while the tab was hidden (recomputes stay cheap)."""
        if self._stale:
            self._refresh()
        super().showEvent(event)

    def enter(self, text: str) -> bool:
        """Take typed dice for the roll in progress; False (and a message) if they don't fit."""
        if self._outcome is None:
            self._set_message("There is no attack to roll.", error=True)
            return False
        try:
            values = parse_dice(text)
            check_entry(self._outcome, self._dice, values)
        except TableInputError as error:
            self._set_message(str(error), error=True)
            return False
        self._dice += values
        self._entries.append(len(values))
        self._set_message("")
        self.entry.clear()
        self._refresh()
        if self._progress is not None and self._progress.resolved is not None:
            self.roll_completed.emit(self._progress.resolved)
        return True

    def undo(self) -> None:
        if self._entries:
            count = self._entries.pop()
            self._dice = self._dice[:-count]
            self._set_message("")
            self._refresh()

    def reset(self) -> None:
        self._dice, self._entries = (), []
        self._set_message("")
        self.entry.clear()
        self._refresh()

    # -- slots --------------------------------------------------------------------------------

    @Slot()
    def _on_entry_return_pressed(self) -> None:
        self.enter(self.entry.text())

    @Slot()
    def _on_enter_button_clicked(self) -> None:
        self.enter(self.entry.text())

    @Slot()
    def _on_undo_button_clicked(self) -> None:
        self.undo()

    @Slot()
    def _on_reset_button_clicked(self) -> None:
        self.reset()

    @Slot(str)
    def _on_entry_text_edited(self, text: str) -> None:
        """Live feedback while typing: a count of the dice, or what is wrong with them."""
        state = self._progress
        current = state.current if state is not None else None
        if current is None or not text.strip():
            self._set_message("")
            return
        try:
            values = parse_dice(text)
        except TableInputError as error:
            self._set_message(str(error), error=True)
            return
        self._set_message(f"{count_of(len(values), 'die')} typed; {wanted_text(current)} wanted.")

    # -- display ------------------------------------------------------------------------------

    def _set_message(self, text: str, *, error: bool = False) -> None:
        self.message.show_message(text, error=error)

    def _refresh(self) -> None:
        self._stale = False
        outcome = self._outcome
        self._progress = progress(outcome, self._dice) if outcome is not None else None
        state = self._progress
        current = state.current if state is not None else None
        if self._steps is not None:
            self._steps_layout.removeWidget(self._steps)
            self._steps.hide()
            self._steps.setParent(None)
            self._steps.deleteLater()
        self._steps = StepsGrid(outcome, state, self.steps_box)
        self._steps_layout.addWidget(self._steps)
        self.entry.setEnabled(current is not None)
        self.enter_button.setEnabled(current is not None)
        self.undo_button.setEnabled(bool(self._entries))
        self.reset_button.setEnabled(bool(self._entries))
        self.prompt.setText(prompt_text(outcome, current, state))
        odds = odds_text(outcome, state)
        set_text(self.odds, odds)
        set_shown(self.odds, bool(odds))
