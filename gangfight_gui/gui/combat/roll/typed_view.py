"""Typed dice: the player rolls real dice at the table and types them in, one throw at a time."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QLineEdit,
    QWidget,
)

from gangfight_gui.gui.combat.fight import Fight
from gangfight_gui.gui.combat.results.details_view import heading
from gangfight_gui.gui.combat.results.style import (
    MessageLabel,
    Shown,
    TabView,
    bold,
    dim,
    row,
    set_shown,
    show_text,
    view_column,
)
from gangfight_gui.gui.combat.results.tiles import FigureTiles
from gangfight_gui.gui.combat.roll.records import RollRecord, TypedInputError, parse_dice
from gangfight_gui.gui.combat.roll.steps_view import StepsView
from gangfight_gui.gui.common.named_widgets import button, named, text_label
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.game import DiceCall, TypedProgress

INTRO = (
    "Roll real dice at the table and type each throw in (e.g. 3 4 6): the odds follow the "
    "dice typed so far."
)
DONE = "Every die of the roll is typed in: the roll is complete (it is in the Roll tab's history)."


def prompt_text(call: DiceCall) -> str:
    """What the next throw wants, in a line: "Next: Hit roll (Arc lash): type 3 dice · 2+"."""
    owner = f" ({call.group})" if call.group else ""
    text = f"Next: {call.title}{owner}: type {count_of(call.count, 'die')}"
    if call.chained:
        text += ", owed by dice already typed"
    return text + (f" · {call.need}" if call.need else "")


class TypedDiceView(TabView):
    """Dice typed in for the fight shown, throw by throw, with the odds after each.

    Signals:
        roll_completed(RollRecord, object): the roll's last die was typed in.
    """

    roll_completed = Signal(object, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, "typed_dice_view")
        self._fight: Fight | None = None
        self.dice: tuple[int, ...] = ()
        self._entries: list[int] = []
        """How many dice each accepted entry added, for Undo."""
        self.progress: TypedProgress | None = None

        intro = dim(text_label(self, text=INTRO))
        self.prompt = bold(text_label(self, "typed_prompt"))
        self.entry = named(QLineEdit(self), "typed_entry")
        self.entry.setPlaceholderText("e.g. 3 4 6")
        self.entry.setMaxLength(400)
        self.enter_button = button(
            "Enter", "typed_enter", self, clicked=self._on_entry_return_pressed
        )
        self.undo_button = button(
            "Undo", "typed_undo", self, "Take back the last dice typed in", self.undo
        )
        self.reset_button = button("Start over", "typed_reset", self, clicked=self.reset)
        self.message = named(MessageLabel(self), "typed_message")
        self.odds_heading = heading("Odds given the dice typed so far", self)
        self.odds = named(FigureTiles(self), "typed_odds")
        self.to_come = text_label(self, "typed_to_come")
        self.steps = StepsView(self, "No dice typed in yet.")

        entry_row = row((self.entry, 1), self.enter_button, self.undo_button, self.reset_button)
        odds = (self.odds_heading, self.odds, self.to_come, self.steps)
        view_column(self, intro, self.prompt, entry_row, self.message, *odds, None)

        self.entry.returnPressed.connect(self._on_entry_return_pressed)
        self.refresh()

    # -- public API -------------------------------------------------------------------------

    def follow(self, shown: Shown) -> None:
        """The fight to type dice for; the dice typed are kept only while it stays the same."""
        fight = shown.fight
        same = (
            fight is not None
            and self._fight is not None
            and fight.game.key == self._fight.game.key
            and fight.scenario == self._fight.scenario
        )
        self._fight = fight
        if not same:
            if self.dice:
                self.message.show_message("The fight changed: its dice start afresh.")
            self.dice, self._entries = (), []
            self.changed()

    def enter(self, text: str) -> bool:
        """Take typed dice for the throw in progress; False (and a message) when they do not
        fit. The message is beside the entry, never a dialog: players type fast."""
        self.catch_up()
        call = self.progress.next if self.progress is not None else None
        try:
            if self._fight is None or call is None:
                raise TypedInputError("There is no throw waiting for dice.")
            values = parse_dice(text)
            if len(values) > call.count:
                wants = count_of(call.count, "die")
                raise TypedInputError(f"{call.title} wants {wants}; you typed {len(values)}.")
            progress = self._progress(self.dice + values)
        except (TypedInputError, RulesError, ScenarioShapeError) as error:
            self.message.show_message(str(error), error=True)
            return False
        self.dice += values
        self._entries.append(len(values))
        self.message.show_message("")
        self.entry.clear()
        self._show(progress)
        if progress.next is None and progress.roll is not None:
            record = RollRecord(
                self._fight.game, dict(self._fight.scenario), self._fight.title, dice=self.dice
            )
            self.roll_completed.emit(record, progress.roll)
        return True

    def undo(self) -> None:
        if self._entries:
            count = self._entries.pop()
            self.dice = self.dice[:-count]
            self.message.show_message("")
            self.refresh()

    def reset(self) -> None:
        self.dice, self._entries = (), []
        self.message.show_message("")
        self.entry.clear()
        self.refresh()

    # -- display ----------------------------------------------------------------------------

    def _progress(self, dice: tuple[int, ...]) -> TypedProgress:
        assert self._fight is not None
        game = self._fight.game
        return game.typed_progress(game.read_scenario(self._fight.scenario), dice)

    def refresh(self) -> None:
        progress: TypedProgress | None = None
        if self._fight is not None:
            try:
                progress = self._progress(self.dice)
            except (RulesError, ScenarioShapeError) as error:
                self.message.show_message(str(error), error=True)
        self._show(progress)

    def _show(self, progress: TypedProgress | None) -> None:
        self.progress = progress
        call = progress.next if progress is not None else None
        waiting = call is not None
        for widget in (self.entry, self.enter_button):
            widget.setEnabled(waiting)
        self.undo_button.setEnabled(bool(self._entries))
        self.reset_button.setEnabled(bool(self._entries))
        if progress is None:
            self.prompt.setText("Set up a fight to type its dice in.")
        elif call is None:
            self.prompt.setText(DONE)
        else:
            self.prompt.setText(prompt_text(call))
        odds = progress.odds if progress is not None else ()
        set_shown((self.odds_heading, self.odds), bool(odds))
        self.odds.show_figures(odds)
        show_text(self.to_come, progress.to_come if progress is not None else "")
        self.steps.show_steps(
            progress.steps if progress is not None else (),
            pending=call.count if call is not None else 0,
            pending_chained=call is not None and call.chained,
        )

    # -- slots ------------------------------------------------------------------------------

    @Slot()
    def _on_entry_return_pressed(self) -> None:
        self.enter(self.entry.text())
