"""Narrow errors of Necromunda close combat, each a child of the engine's two kinds (a shape error
exits 2, a rules error 1); each message is one line naming the field and limit, or the ruling."""

from gangfight_gui.rules.engine.errors import NotEnoughDice, RulesError, ScenarioShapeError

__all__ = [
    "CannotFight",
    "IllegalAttackDice",
    "IllegalWeapons",
    "InvalidProfile",
    "NotEnoughDice",
    "OutOfScope",
    "RulesError",
    "ScenarioShapeError",
    "ShapeError",
]


class ShapeError(ScenarioShapeError):
    """N16: a wrong type, a missing required field, an unknown field or strength (exit 2)."""


class InvalidProfile(RulesError):
    """N2, N3, N8, N9, N13, N16: a number outside its range (ws 2–6, d ≥ 1, extra_die 0–1,
    faces adding up to 6...)."""


class IllegalWeapons(RulesError):
    """N2, N5, N15: a weapon choice a fighter cannot make."""


class IllegalAttackDice(RulesError):
    """N7: an ``attack_dice`` split, or a count of it, the rulings do not allow."""


class OutOfScope(RulesError):
    """N1, N9, N15: a fight this program does not model (vehicles, several targets...)."""


class CannotFight(RulesError):
    """N17: a fighter out of action, a seriously injured attacker, or Reaction attacks asked of
    a seriously injured target."""
