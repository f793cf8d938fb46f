"""Where a resolved roll takes its dice: a seeded generator or the dice a player typed in."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Protocol

from gangfight_gui.rules.engine.errors import NotEnoughDice


class DiceSource(Protocol):
    """Every game reads its dice here in the order a player would roll them, so a seed replays
    the same roll and typed-in dice resolve the same way as rolled ones."""

    def d6(self) -> int:
        """The next die, 1 to 6."""
        ...


def faces(dice: Iterable[int]) -> tuple[int, ...]:
    """The dice as a tuple; NotEnoughDice names the first that is not a d6's face."""
    found = tuple(dice)
    for value in found:
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
            raise NotEnoughDice(f"a d6 shows 1 to 6, not {value!r}")
    return found


class SeededDice:
    """Python's Mersenne Twister from a seed: the same seed always gives the same dice."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._random = random.Random(seed)

    def d6(self) -> int:
        return self._random.randint(1, 6)


class TypedDice:
    """Dice the player rolled at the table and typed in, used in order."""

    def __init__(self, values: Iterable[int]) -> None:
        self.values = faces(values)
        self.used = 0

    def d6(self) -> int:
        if self.used >= len(self.values):
            raise NotEnoughDice(f"the roll needs more than the {len(self.values)} dice typed in")
        value = self.values[self.used]
        self.used += 1
        return value

    def check_all_used(self) -> None:
        left = len(self.values) - self.used
        if left:
            raise NotEnoughDice(
                f"{len(self.values)} dice typed in but the roll used {self.used}: {left} left over"
            )
