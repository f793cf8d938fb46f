"""WarStrike's profile, weapon and scenario fields, as the roster editor, validation and builder
read them (``FieldSpec``). Minima are the rulings'; maxima are this project's editor bounds
(``limits.EDITOR_MAX``, not rulings: the scenario reader takes larger numbers).

Keys of ``model_fields`` and ``weapon_fields`` are the roster file's; keys of ``scenario_fields``
are dotted paths into the scenario JSON (``defender.engaged``, ``rules.comparative.base``).
``reading=True`` marks a field whose ruling is "not in the draft; this project's reading".
"""

from __future__ import annotations

from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.warstrike import limits
from gangfight_gui.rules.warstrike.scenario import GROUNDS

COST_UNIT = "pts"
"""A unit's and a weapon's ``points``. The close-combat draft prices nothing: points, as the roster
field is named, are this program's reading; "pts" as on a Gangfight card."""


def _int(key: str, label: str, help: str, ruling: str, *, reading: bool = False) -> FieldSpec:
    return FieldSpec(
        key=key,
        label=label,
        kind="int",
        minimum=limits.MINIMUM.get(key, 0),
        maximum=limits.EDITOR_MAX[key],
        default=limits.MINIMUM.get(key, 0),
        help=help,
        ruling=ruling,
        reading=reading,
    )


MODEL_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Unit", "text", default="", help="The unit's name."),
    FieldSpec(
        "count",
        "Models",
        "int",
        minimum=limits.MINIMUM["count"],
        maximum=limits.EDITOR_MAX["count"],
        default=5,
        help="Models in the unit; in a fight, all of them attack unless fewer are engaged.",
        ruling="W6",
    ),
    FieldSpec(
        "ws",
        "WS",
        "int",
        minimum=0,
        maximum=limits.EDITOR_MAX["ws"],
        default=3,
        help="Weapon Skill: to hit, and the WS the enemy's to-hit tests are compared against.",
        ruling="W4",
        reading=True,
    ),
    FieldSpec(
        "str",
        "Str",
        "int",
        minimum=0,
        maximum=limits.EDITOR_MAX["str"],
        default=3,
        help="Strength: every Toughness die must roll at most Str + the weapon's Str+.",
        ruling="W4",
        reading=True,
    ),
    FieldSpec(
        "ar",
        "Ar",
        "int",
        minimum=0,
        maximum=limits.EDITOR_MAX["ar"],
        default=3,
        help="Armour: saves are a comparative test of Ar against the weapon's AP.",
        ruling="W4",
        reading=True,
    ),
    FieldSpec(
        "to",
        "To",
        "optional_int",
        minimum=0,
        maximum=limits.EDITOR_MAX["to"],
        default=None,
        help="Toughness: dice rolled per failed save, all must pass to kill; empty for none.",
        ruling="W12",
        reading=True,
    ),
    FieldSpec(
        "ld",
        "Ld",
        "int",
        minimum=0,
        maximum=limits.EDITOR_MAX["ld"],
        default=7,
        help="Leadership: kept on the roster; close combat's odds do not use it (W2).",
    ),
    FieldSpec(
        "points",
        "Points",
        "int",
        minimum=0,
        maximum=limits.EDITOR_MAX["points"],
        default=0,
        help="The unit's points, weapons excluded.",
    ),
    FieldSpec("notes", "Notes", "text", default="", help="Anything else; plain text."),
)

WEAPON_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Weapon", "text", default="", help="The melee weapon's name."),
    _int("atk", "Atk", "To-hit dice each model rolls with this weapon.", "W4", reading=True),
    FieldSpec(
        "ws_plus",
        "WS+",
        "int",
        minimum=-limits.EDITOR_PLUS,
        maximum=limits.EDITOR_PLUS,
        default=0,
        help="Added to the model's WS when it attacks with this weapon; may be negative.",
        ruling="W8",
        reading=True,
    ),
    _int("ap", "AP", "Armour Penetration, compared against the defender's Ar.", "W4", reading=True),
    FieldSpec(
        "str_plus",
        "Str+",
        "int",
        minimum=-limits.EDITOR_PLUS,
        maximum=limits.EDITOR_PLUS,
        default=0,
        help="Added to the model's Str when it attacks with this weapon; may be negative.",
        ruling="W12",
        reading=True,
    ),
    FieldSpec(
        "points",
        "Points",
        "int",
        minimum=0,
        maximum=limits.EDITOR_MAX["points"],
        default=0,
        help="The weapon's points for the whole unit.",
    ),
    FieldSpec("notes", "Notes", "text", default="", help="Anything else; plain text."),
)

SCENARIO_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec(
        "ground",
        "Ground",
        "choice",
        default="level",
        choices=GROUNDS,
        help="Higher: +1 WS to the attackers; lower: −1; level, or any mix: 0.",
        ruling="W8",
    ),
    FieldSpec(
        "defender.engaged",
        "Engaged defenders",
        "int",
        minimum=limits.MINIMUM["engaged"],
        maximum=limits.EDITOR_MAX["engaged"],
        default=1,
        help="Defending models engaged with the attackers: at most this many can be removed.",
        ruling="W6",
    ),
    FieldSpec(
        "defender.hit_counter",
        "Hit counter",
        "int",
        minimum=0,
        maximum=limits.EDITOR_MAX["hit_counter"],
        default=0,
        help="The defender's hit counter before the attack: a marker each time it reaches 6, 12…",
        ruling="W9",
        reading=True,
    ),
    FieldSpec(
        "rules.comparative.base",
        "Comparative base",
        "int",
        minimum=-limits.FACES,
        maximum=2 * limits.FACES,
        default=3,
        help="A comparative test succeeds on a roll ≤ base + mine − theirs (then clamped).",
        ruling="W3",
        reading=True,
    ),
    FieldSpec(
        "rules.comparative.min",
        "Comparative min",
        "int",
        minimum=0,
        maximum=limits.FACES,
        default=1,
        help="The lowest target a comparative test can have; 0 allows sure failures.",
        ruling="W3",
        reading=True,
    ),
    FieldSpec(
        "rules.comparative.max",
        "Comparative max",
        "int",
        minimum=0,
        maximum=limits.FACES,
        default=5,
        help="The highest target a comparative test can have; 6 allows sure successes.",
        ruling="W3",
        reading=True,
    ),
)
