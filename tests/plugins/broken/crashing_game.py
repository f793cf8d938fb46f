"""A game whose import fails."""

raise RuntimeError("the dice are\nmissing")
