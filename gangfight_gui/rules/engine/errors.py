"""The two kinds of bad scenario every game tells apart (docs/cli.md: exit 1 and exit 2).

A ``RulesError`` is a scenario that is well formed but that the rules do not allow (exit 1, the
message names the ruling); a ``ScenarioShapeError`` is input that is not a scenario at all: not
JSON, a wrong type, a missing field, an unknown word (exit 2). Each game subclasses these with
narrow errors of its own, so callers catch two types whatever the game.
"""


class RulesError(ValueError):
    """A scenario or test the rules of its game do not allow (exit 1)."""


class ScenarioShapeError(ValueError):
    """Not a scenario of its game: a wrong type, a missing field, an unknown word (exit 2)."""


class NotEnoughDice(RulesError):
    """Typed-in dice ran out before the roll was resolved, or some were left over."""
