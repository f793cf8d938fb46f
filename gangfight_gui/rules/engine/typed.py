"""Dice typed in at the table, one roll at a time, for any game: which step they have reached."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from gangfight_gui.rules.engine.errors import NotEnoughDice
from gangfight_gui.rules.engine.sources import faces
from gangfight_gui.rules.engine.steps import Step
from gangfight_gui.rules.engine.wording import count_of

if TYPE_CHECKING:
    from gangfight_gui.rules.game import AnyGame, DiceCall, TypedProgress

MAX_TYPED = 1000
"""More dice than any roll of this program takes; stops a pasted novel from being resolved."""


class PaddedDice:
    """The typed dice in order, then ``pad`` for as long as the roll asks; counts both."""

    def __init__(self, typed: Sequence[int], pad: int) -> None:
        self.typed = tuple(typed)
        self.pad = pad
        self.used = 0

    def d6(self) -> int:
        index = self.used
        self.used += 1
        return self.typed[index] if index < len(self.typed) else self.pad

    @property
    def padded(self) -> int:
        return max(0, self.used - len(self.typed))


def check_faces(dice: Sequence[int]) -> tuple[int, ...]:
    """The dice as a tuple; NotEnoughDice names the first that is not a d6's face."""
    if len(dice) > MAX_TYPED:
        raise NotEnoughDice(f"{len(dice)} dice typed in: no roll takes more than {MAX_TYPED}")
    return faces(dice)


def padded_progress(game: AnyGame, scenario: Any, dice: Sequence[int], pad: int) -> TypedProgress:
    """The roll of ``scenario`` as far as ``dice`` take it.

    How many dice the next throw takes depends on the ones before (a 6 owes a crit die, R2), so
    rather than restate each game's rules this asks the game: the dice typed so far, padded with
    a face that adds no die (``Game.padding_face``), are resolved as a whole roll. Its steps list
    their dice in the order read (``Game.roll_steps``; a step that ``repeats`` reads none), so
    the step holding the first padded die is the one in progress, its padded dice the ones it
    still wants, and everything before it is exact.

    The odds given the dice so far are the game's to add (``TypedProgress.odds``); this gives the
    steps, the dice wanted next, and the roll once complete.
    """
    from gangfight_gui.rules.game import DiceCall, TypedProgress

    typed = check_faces(dice)
    source = PaddedDice(typed, pad)
    roll = game.resolve(scenario, source)
    if source.padded == 0:
        if source.used < len(typed):
            left = len(typed) - source.used
            raise NotEnoughDice(
                f"{len(typed)} dice typed in but the roll used {source.used}: "
                f"{count_of(left, 'die')} left over"
            )
        return TypedProgress(game.roll_steps(roll), None, roll)
    steps: list[Step] = []
    seen = 0
    call: DiceCall | None = None
    for step in game.roll_steps(roll):
        if step.repeats:  # dice already counted where they were read
            steps.append(step)
            continue
        end = seen + len(step.dice)
        if end <= len(typed):
            steps.append(step)
            seen = end
            continue
        # The step in progress: the dice typed for it, and those it still wants.
        have = max(0, len(typed) - seen)
        wanted = step.dice[have:]
        steps.append(replace(step, dice=step.dice[:have], result="…", notes=()))
        call = DiceCall(
            step.title,
            len(wanted),
            step.need,
            step.group,
            chained=bool(wanted) and all(d.chained_from is not None for d in wanted),
        )
        break
    if call is None:  # the steps list fewer dice than were read: the game broke the contract
        raise NotEnoughDice(f"{game.title}'s roll steps do not list every die read")
    to_come = f"{call.title}: {count_of(call.count, 'die')} to come"
    return TypedProgress(tuple(steps), call, None, (), to_come)
