"""Text the command line prints around a game's own output, shared with the GUI and the cards: what
is the same for every game, a resolved roll's heading."""

from __future__ import annotations

from collections.abc import Sequence

from gangfight_gui.rules.engine.steps import Step, steps_text

__all__ = ["steps_with_seed"]


def steps_with_seed(steps: Sequence[Step], seed: int | None) -> str:
    """A resolved roll of any game as text: which seed replays it, then one line a step."""
    heading = f"Roll with seed {seed}" if seed is not None else "Roll with the dice typed in"
    return heading + "\n" + steps_text(tuple(steps))
