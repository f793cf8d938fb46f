"""WarStrike's narrow errors, under the engine's two kinds: a shape fault exits 2, a scenario the
rulings refuse exits 1, each message naming its ruling."""

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError


class WarStrikeShapeError(ScenarioShapeError):
    """Not a WarStrike scenario: wrong type, missing field, unknown key or word (exit 2)."""


class WarStrikeRulesError(RulesError):
    """A WarStrike scenario the rulings refuse (exit 1)."""


class NotCalculated(WarStrikeRulesError):
    """W2: the scenario asks for something the draft leaves to rules it does not contain."""


class OutOfRange(WarStrikeRulesError):
    """W3, W4, W6: a number outside its ruling's range."""


class WeaponCount(WarStrikeRulesError):
    """W5: a model group with no weapon, or with two or more."""


class NoGroups(WarStrikeRulesError):
    """W4: an attacking unit with no model group attacks with nothing."""


class TooManyDice(WarStrikeRulesError):
    """More to-hit dice in one attack than this calculator takes (``limits.MAX_DICE``)."""
