"""Wording shared by the results pane's widgets, kept the same as the CLI's text.

A player who checks the GUI against ``gangfight calc`` should read the same numbers in the same
words, so the phrases come from ``rules/gangfight/wording.py``; the few that only the pane needs
(a mean's figure, a roll's one-line summary) live here, free of Qt and testable.
"""

from __future__ import annotations

from gangfight_gui.rules.engine.wording import count_of, percent, plural
from gangfight_gui.rules.gangfight.resolve import ResolvedAttack
from gangfight_gui.rules.gangfight.wording import (
    NEGLIGIBLE,
    SHOWN,
    area_measure,
    describe_test,
    dice_at,
    drop_runs,
    headline,
)

__all__ = [
    "NEGLIGIBLE",
    "SHOWN",
    "area_measure",
    "count_of",
    "describe_test",
    "dice_at",
    "drop_runs",
    "expected",
    "headline",
    "percent",
    "plural",
    "roll_summary",
]


def expected(value: float) -> str:
    return f"{value:.2f}"


def roll_summary(resolved: ResolvedAttack) -> str:
    """One line for the history: what the roll did to each target."""
    plan = resolved.outcome.plan
    parts: list[str] = []
    for roll in resolved.targets:
        area = plan.kind.is_area
        bit = f'{area_measure(plan.kind)} {roll.hits}"' if area else count_of(roll.hits, "hit")
        if plan.wounds:
            state = "dead" if roll.dead else "incapacitated" if roll.incapacitated else ""
            bit += f", {count_of(roll.final_wounds, 'wound')} taken"
            if state:
                bit += f" ({state})"
        elif plan.knocks_back and roll.hits:
            bit += f', knocked back {roll.hits}"'
        elif plan.moves_away and roll.hits:
            bit += f', may move {roll.hits}" away'
        parts.append(_with_name(bit, roll.target.name, len(resolved.targets)))
    return "; ".join(parts)


def _with_name(text: str, name: str, targets: int) -> str:
    return f"{name}: {text}" if targets > 1 else text
