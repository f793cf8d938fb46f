"""The keys of Gangfight's scenario JSON (docs/cli.md) and the ranges its fields' specs take."""

from __future__ import annotations

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
