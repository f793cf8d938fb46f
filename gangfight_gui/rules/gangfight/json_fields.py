"""The keys of Gangfight's scenario JSON (docs/cli.md), the ranges its fields' specs take, and the
reading of a text the scenario's own code reads (a weapon's name, a range band)."""

from __future__ import annotations

from gangfight_gui.rules.engine.limits import MAX_NAME_CHARS
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.kinds import TEXT
from gangfight_gui.rules.reading import read_value

MAX_DROP = 60
"""An explicit drop above any pool (MAX_POOL) is not a number of TN steps (R4)."""
MIN_DODGE_TN = 2
MAX_DODGE_TN = 12
MIN_DAMAGE_BONUS = -10
MAX_COST = 100_000
MAX_BASE_MM = 1000.0

SCENARIO_FIELDS = (
    "game",
    "attack",
    "attacker",
    "target",
    "targets",
    "weapons",
    "cover",
    "distance",
    "range_band",
    "target_in_combat",
    "target_prone",
    "attack_drop",
    "armour_drop",
    "rules",
    "fall_distance",
    "dodge_tn",
    "line_of_sight",
    "attacker_engaged",
)
STATUSES = ("active", "incapacitated", "dead")
"""A roster model's status in a battle (R25), as its file writes it."""
MODEL_DEFAULTS = {"endurance": 1}
"""A model's attributes default to 0, except EN: a model with no EN would start incapacitated."""

_TEXT = FieldSpec("text", "text", TEXT, maximum=MAX_NAME_CHARS)


def read_text(value: object, path: str) -> str:
    """A text of at most ``MAX_NAME_CHARS`` (a weapon named, a range band), blank or not."""
    text: str = read_value(_TEXT, value, path)
    return text
