"""What a game's outcome shows a player: headline figures, charts, "at least" odds, the notes of
the readings applied, advice tables, the take-down and what-ifs."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from gangfight_gui.rules.engine.wording import percent

Tone = Literal["attacker", "defender", "neutral"]
"""Whom a number is good for, so a colour means one thing in every game's roll, chart and matrix:
"attacker" is good for the side making the attack (a hit, a wound, a casualty), "defender" good
for the side attacked (a save, a miss, unharmed), "neutral" neither."""


# --- numbers ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Figure:
    """One headline number of an outcome, as a player reads it ("Out of action", 0.259)."""

    key: str
    """Its name in the outcome JSON (``p_out_of_action``, ``targets[1].p_dead``)."""
    label: str
    probability: float
    """A chance from 0 to 1; or, with ``expected``, an expected count (casualties, wounds)."""
    expected: bool = False
    scale: float = 1.0
    """What the number is out of, for colouring it: 1 for a chance; for an expected count the
    most it can be (the models engaged, the wounds the target has left). A cell coloured by
    ``probability / scale`` means the number it shows."""
    tone: Tone = "attacker"
    """Whom a higher value favours (a matrix of the defender's chances reads the other way)."""
    help: str = ""
    """What the figure counts, for its tooltip ("Any injury: flesh wound, seriously injured or out
    of action; a fighter only Wounded is not counted")."""

    @property
    def text(self) -> str:
        """As a player reads it: "43.5%" for a chance, "1.48" for an expected count."""
        return f"{self.probability:.2f}" if self.expected else percent(self.probability)

    @property
    def share(self) -> float:
        """The value as a share of its scale, 0 to 1: what a colour stands for."""
        if self.scale <= 0:
            return 0.0
        return min(1.0, max(0.0, self.probability / self.scale))


@dataclass(frozen=True, slots=True)
class Chart:
    """One law of an outcome drawn as labelled bars: states, or counts 0, 1, 2…"""

    title: str
    bars: tuple[tuple[str, float], ...]
    """(label, probability), in the order drawn; they add up to 1."""
    counts: bool = False
    """The bars are counts 0, 1, 2…: an "at least" line is meaningful over them."""
    tones: tuple[Tone, ...] = ()
    """Each bar's meaning (same length as ``bars``); empty: every bar "neutral"."""
    help: str = ""


@dataclass(frozen=True, slots=True)
class AtLeast:
    """A count's law shown as "at least k" odds (the results pane's table, the cards)."""

    title: str
    """What is counted ("Wounds after armour", "Casualties")."""
    law: tuple[float, ...]
    """P(count = k) for k = 0, 1, …; the pane turns it into P(count ≥ k)."""
    tone: Tone = "attacker"


@dataclass(frozen=True, slots=True)
class OutcomeView:
    """What the results pane shows of one target of an outcome (one view for a single target)."""

    name: str
    """The target's name (several targets: the pane's tab of each)."""
    figures: tuple[Figure, ...]
    """Headline figures, most important first (the pane's tiles show the first few)."""
    charts: tuple[Chart, ...]
    """The main law first (drawn by default); others may be picked."""
    at_least: tuple[AtLeast, ...] = ()
    details: tuple[str, ...] = ()
    """The numbers behind the figures, a line each ("Attack roll 3 dice at TN 4", "+1 die: two
    hand weapons (R10)"), as plain text: the pane's "Rolls and modifiers"."""


@dataclass(frozen=True, slots=True)
class Note:
    """A reading of this project applied to this fight, for the player to see (``N8`` …)."""

    ruling: str
    text: str


# --- advice ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AdviceRow:
    cells: tuple[str, ...]
    best: bool = False
    """The row the rules (or this project's reading) would pick: starred."""
    patch: Mapping[str, object] | None = None
    """Scenario keys (dotted paths) and values that make this row the fight; None: not a choice
    the player makes (a table of the defender's choices)."""


@dataclass(frozen=True, slots=True)
class AdviceTable:
    """A table of choices and their odds beside the results (Gangfight's drops, R5)."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[AdviceRow, ...]
    ruling: str = ""
    note: str = ""


@dataclass(frozen=True, slots=True)
class TakeDown:
    """How many such attacks the target needs, the state each leaves carrying over."""

    goal: str
    """What "down" is, naming the target, as the pane's heading reads: "to incapacitate Human
    Veteran", "to take Juve out of action", "to wipe the 3 engaged models of Salt reavers"."""
    within: tuple[float, ...]
    """P(the target is down within n attacks) for n = 1, 2, … (non-decreasing)."""
    mean: float | None
    """The expected number of attacks; None when some attacks may never get there."""
    note: str = ""
    """The assumption made (the same attack each time, state per R25/N17/W17…)."""


@dataclass(frozen=True, slots=True)
class WhatIf:
    """One change to the fight a player could make, and the scenario with it made."""

    label: str
    """In the player's words: "one more die (ATT +1)", "target out of cover", "charging"."""
    scenario: dict[str, Any]
    patch: Mapping[str, object] | None = None
    """The same change as builder settings (dotted scenario keys), when it is one: clicking the
    hint then makes it in the builder. A key into the attacker or the target
    (``attacker.attack``, ``target.defense``) is an ad hoc number of the builder's grid (a
    ``tweak`` field). None: a change the builder cannot make (a profile of several targets)."""
