"""How every game's numbers read: a chance as a percentage, "at least" odds, one pluraliser; in
``rules`` so the lowest layer's own texts (a modifier's "+1 die") use them too."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from gangfight_gui.rules.engine.distribution import at_least_table

if TYPE_CHECKING:  # a chance's type only: the window's start pluralises without fractions
    from fractions import Fraction

INCH = '"'
"""After a distance: 12" (every game's rulings measure in inches)."""
MINUS = "\u2212"

SHOWN = 0.0005
"""Text output lists "at least k" odds and drops down to this chance (the JSON keeps them all)."""


def percent(p: float) -> str:
    """A chance with one decimal, never a misleading 0.0% or 100.0%."""
    if 0 < p < 0.001:
        return "<0.1%"
    if 0.999 < p < 1:
        return ">99.9%"
    return f"{p * 100:.1f}%"


def chance_text(p: Fraction) -> str:
    """An exact chance as a player reads it: "3/5 (60.0%)", "1 (100.0%)"."""
    return f"{p} ({percent(float(p))})"


def plural(word: str, n: int) -> str:
    """``word`` as it goes with ``n``: "die"/"dice", "inch"/"inches", "casualty"/"casualties".

    Only the last word changes: "crit die" → "crit dice", "more problem" → "more problems".
    A negative count reads as its size ("-1 die", "-2 dice").
    """
    if abs(n) == 1:
        return word
    if word.endswith("die"):
        return word[:-3] + "dice"
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "i", "o", "u"):
        return word[:-1] + "ies"
    return word + ("es" if word.endswith(("s", "ch", "sh", "x")) else "s")


def count_of(n: int, word: str) -> str:
    """ "1 die", "3 dice", "2 wounds", "1 success", "2 successes"."""
    return f"{n} {plural(word, n)}"


def at_least_odds(dist: Sequence[float]) -> str:
    """A text's "at least" odds, "1+: 42.0%   2+: 9.5%": k from 1, chances below SHOWN left out."""
    table = at_least_table(dist)
    return "   ".join(f"{k}+: {percent(p)}" for k, p in enumerate(table) if k >= 1 and p >= SHOWN)


def signed(n: int) -> str:
    """+1, 0, −2 with a true minus sign, as dice modifiers are printed."""
    return f"{MINUS}{-n}" if n < 0 else f"+{n}"


_PATH = re.compile(r"^(?:[a-z_]+(?:\[\d+\])?)(?:\.[a-z_]+(?:\[\d+\])?)*: ")


def without_path(message: str) -> str:
    """A rules message without the JSON path it starts with: "attacker.weapons: two weapons
    named 'Arc lash'" → "two weapons named 'Arc lash'", "attacker.ws: must be a whole number from
    2 to 6" → "ws: must be a whole number from 2 to 6". A player is told in the game's words
    after the name of the entry, never a file's field path; the field is kept where
    the message does not name it."""
    found = _PATH.match(message)
    if found is None:
        return message
    rest = message[found.end() :]
    field = re.sub(r"\[\d+\]", "", found.group(0)[:-2].rsplit(".", 1)[-1])
    if re.search(rf"\b{re.escape(field.rstrip('s'))}s?\b", rest):
        return rest
    return f"{field.replace('_', ' ')}: {rest}"
