"""Narrow errors for attacks the rules do not allow, each telling a player which rule stopped
the attack."""

from gangfight_gui.rules.engine.errors import RulesError


class InvalidProfile(RulesError):
    """A model's numbers are impossible (negative attribute, unknown size, absurd pool)."""


class NoLineOfSight(RulesError):
    """R9: no action may be declared against a hidden target."""


class NotInThreatRange(RulesError):
    """R8: a melee attack needs its target inside the attacker's threat range."""


class ShooterEngaged(RulesError):
    """R8: a model with an enemy inside its own threat range cannot shoot."""


class IllegalWeapons(RulesError):
    """R10 and weapon kinds: a weapon choice the attack cannot use."""


class IllegalDrop(RulesError):
    """R3, R4, R20: a dice drop the roller is not allowed to make."""


class IllegalSpecialAttack(RulesError):
    """R17: Slam!/Trample by a model too small, or against the wrong size of target."""


class NoDiceLeft(RulesError):
    """R16: after its modifiers the attack has no dice to roll, so it cannot hit."""


class MissingInput(RulesError):
    """The attack needs a value the scenario does not give (a range band, a target...)."""
