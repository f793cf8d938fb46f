"""The two kinds of bad scenario every game tells apart (docs/cli.md: exit 1 and exit 2);
each game subclasses them with narrow errors, so callers catch two types whatever the game."""


class RulesError(ValueError):
    """A scenario or test the rules of its game do not allow (exit 1)."""


class ScenarioShapeError(ValueError):
    """Not a scenario of its game: a wrong type, a missing field, an unknown word (exit 2)."""


class NotEnoughDice(RulesError):
    """Typed-in dice ran out before the roll was resolved, or some were left over."""
