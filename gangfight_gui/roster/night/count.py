"""How many fighters go tonight: a fixed number, or a number plus a die ("3+D3", "D6"), one
notation for the CLI, the window and the crew file."""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass
from fractions import Fraction

from gangfight_gui.rules.engine.limits import MAX_MODELS

DICE = (3, 6)
"""The dice a count may add: a D3 or a D6."""

_NUMBER_AND_DIE = re.compile(r"(?:(\d{1,6})\+)?[dD](\d{1,2})(?:\+(\d{1,6}))?")
_NUMBER = re.compile(r"\d{1,6}")


class CountError(ValueError):
    """A count that is not in the notation, or out of its range; the message says how to write
    one."""


@dataclass(frozen=True, slots=True)
class CrewCount:
    """``fixed`` entries, plus one die of ``die`` faces when ``die`` is not 0."""

    fixed: int
    die: int = 0

    @staticmethod
    def parse(text: str) -> CrewCount:
        """A count from its notation; ``CountError`` if it is not one.

        ``N`` is exactly N entries (``4``); ``Dk`` or ``N+Dk`` (also ``Dk+N``), k being 3 or 6, is N
        plus one die (``D6``, ``3+D3``). Letters may be lower case, spaces are ignored; N is a
        whole number from 0 to ``MAX_MODELS``."""
        compact = "".join(str(text).split())
        wanted = 'write a number, a die or a number plus a die ("4", "D6", "3+D3")'
        if _NUMBER.fullmatch(compact):
            fixed, die = int(compact), 0
        else:
            match = _NUMBER_AND_DIE.fullmatch(compact)
            if match is None or (match.group(1) and match.group(3)):
                raise CountError(f"{text!r} is not a count: {wanted}")
            fixed = int(match.group(1) or match.group(3) or 0)
            die = int(match.group(2))
            if die not in DICE:
                raise CountError(f"{text!r}: a count adds a D3 or a D6, not a D{die}")
        if fixed > MAX_MODELS:
            raise CountError(f"{text!r}: at most {MAX_MODELS:,} entries")
        return CrewCount(fixed, die)

    @property
    def text(self) -> str:
        """The notation: "4", "D6", "3+D3"."""
        if not self.die:
            return str(self.fixed)
        return f"{self.fixed}+D{self.die}" if self.fixed else f"D{self.die}"

    @property
    def law(self) -> tuple[tuple[int, Fraction], ...]:
        """P(count = c) for each count it may come to, smallest first."""
        if not self.die:
            return ((self.fixed, Fraction(1)),)
        return tuple((self.fixed + face, Fraction(1, self.die)) for face in range(1, self.die + 1))

    @property
    def lowest(self) -> int:
        return self.fixed + (1 if self.die else 0)

    @property
    def highest(self) -> int:
        return self.fixed + self.die

    def roll(self, rng: random.Random) -> int | None:
        """The die's value (1 to ``die``) from one D6 of ``rng``; None for a fixed count. A D3 is
        a D6 halved, rounded up, as tabletop games roll it: 1, 2 and 3 equally likely."""
        if not self.die:
            return None
        face = rng.randint(1, 6)
        return face if self.die == 6 else math.ceil(face / 2)

    def count(self, roll: int | None) -> int:
        """The count the die's value ``roll`` comes to."""
        return self.fixed + (roll or 0)
