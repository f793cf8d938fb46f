"""Text the command line prints around a game's own output, shared with the GUI and the cards.

Each game writes its outcome and roll (``Game.outcome_text``, ``Game.roll_steps``); this adds what
is the same for every game: a resolved roll's heading. Gangfight's phrases live in
``rules/gangfight/wording``, where the GUI takes them from too.
"""

from __future__ import annotations

from collections.abc import Sequence

from gangfight_gui.rules.engine.steps import Step, steps_text
from gangfight_gui.rules.gangfight.game import GAME
from gangfight_gui.rules.gangfight.resolve import ResolvedAttack

__all__ = ["roll_text", "steps_with_seed"]


def steps_with_seed(steps: Sequence[Step], seed: int | None) -> str:
    """A resolved roll of any game as text: which seed replays it, then one line a step."""
    heading = f"Roll with seed {seed}" if seed is not None else "Roll with the dice typed in"
    return heading + "\n" + steps_text(tuple(steps))


def roll_text(resolved: ResolvedAttack) -> str:
    """A Gangfight roll as ``gangfight roll`` prints it (the GUI copies the same text)."""
    return steps_with_seed(GAME.roll_steps(resolved), resolved.seed)
