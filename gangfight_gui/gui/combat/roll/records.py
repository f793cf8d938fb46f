"""Rolls as the window keeps them, for any game: replayable from a seed or the dice typed in, and
typed dice read ("3 4 6"). No Qt here.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from gangfight_gui.rules.engine.limits import MAX_ROLL_COUNT
from gangfight_gui.rules.engine.sources import SeededDice, TypedDice
from gangfight_gui.rules.engine.steps import Step
from gangfight_gui.rules.game import AnyGame

SEED_LIMIT = 2**31
"""New seeds are below this, as ``gangfight roll`` picks them, so they are short to read out."""
MOST_SEED = 2**63 - 1 - MAX_ROLL_COUNT
"""The largest seed a player may type: the largest ``gangfight roll --seed`` takes."""
MOST_TYPED = 200
"""More dice than one entry of any roll takes; stops a pasted novel from being parsed."""
_SEPARATORS = re.compile(r"[\s,;]+")


def fresh_seed() -> int:
    """A new random seed for every roll (a session's first roll was always seed 0)."""
    return secrets.randbelow(SEED_LIMIT)


class TypedInputError(ValueError):
    """Typed dice that cannot be used; the message is shown beside the entry as it is."""


def parse_dice(text: str) -> tuple[int, ...]:
    """ "3 4 6", "3,4,6" or "346" as dice; a clear message for anything not from 1 to 6."""
    cleaned = text.strip()
    if not cleaned:
        raise TypedInputError("Type the dice you rolled, e.g. 3 4 6.")
    parts = [p for p in _SEPARATORS.split(cleaned) if p]
    if len(parts) == 1 and parts[0].isdigit() and len(parts[0]) > 1:
        parts = list(parts[0])  # "346": digits typed without spaces
    if len(parts) > MOST_TYPED:
        raise TypedInputError(f"That is {len(parts)} dice; no roll takes that many at once.")
    values = []
    for part in parts:
        if not part.isdigit() or not 1 <= int(part) <= 6:
            raise TypedInputError(f"{part!r} is not a die: type numbers from 1 to 6.")
        values.append(int(part))
    return tuple(values)


def summary(steps: tuple[Step, ...]) -> str:
    """What a roll came to, in a line: its result steps (those without dice) after the first,
    which names the fight."""
    results = [s for s in steps[1:] if not s.dice and s.depth == 0] or list(steps[-1:])
    return "; ".join(f"{s.title}: {s.result}" if s.title else s.result for s in results)


@dataclass(frozen=True, slots=True)
class RollRecord:
    """A roll as it can be made again: its game, the fight it was rolled for, and its seed or
    the dice typed in; never its dice alone, so a disputed roll can be checked with
    ``gangfight roll FILE --seed N``, which resolves it the same way."""

    game: AnyGame
    scenario: Mapping[str, Any]
    title: str
    seed: int | None = None
    dice: tuple[int, ...] = ()
    """The dice typed at the table (``seed`` None)."""

    def replay(self) -> Any:
        """The same roll again, as ``gangfight roll --seed`` (or ``--dice``) gives it."""
        game = self.game
        dice = SeededDice(self.seed) if self.seed is not None else TypedDice(self.dice)
        return game.resolve(game.read_scenario(self.scenario), dice)

    @property
    def how(self) -> str:
        """How to make it again: "seed 123456", "dice typed in"."""
        return f"seed {self.seed}" if self.seed is not None else "dice typed in"

    @property
    def command(self) -> str:
        """The command that rolls it again, the fight saved as FIGHT.json."""
        if self.seed is not None:
            return f"gangfight roll FIGHT.json --seed {self.seed}"
        return "gangfight roll FIGHT.json --dice " + ",".join(str(d) for d in self.dice)
