"""WarStrike's profile, weapon, scenario and house-rule fields, as every panel reads them: minima
the rulings', maxima this project's editor bounds (``limits.EDITOR_MAX``), not the reader's."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from gangfight_gui.rules.engine.limits import MAX_NAME_CHARS, MAX_NOTES_CHARS
from gangfight_gui.rules.game import FieldSpec, Limits
from gangfight_gui.rules.kinds import CHOICE, OPTIONAL_WHOLE, TEXT, WHOLE, Kind
from gangfight_gui.rules.warstrike import limits
from gangfight_gui.rules.warstrike.scenario import GROUNDS

COST_UNIT = "pts"
"""A unit's and a weapon's ``points``. The close-combat draft prices nothing: points, as the roster
field is named, are this program's reading; "pts" as on a Gangfight card."""

PROFILE = "Profile"
BATTLE_STATE = "Battle state"
"""The detail panel's boxes of an entry's fields."""
CIRCUMSTANCES = "Circumstances"
ENGAGED = "Engaged models"
DEFENDER_STATE = "Defender's state"
"""The builder's boxes."""

MODELS_LEFT = "models"
HIT_COUNTER = "hit_counter"
MARKERS = "suppression_markers"
"""W17: the entry's state fields, named as the defender's inputs of the scenario JSON."""

ENGAGED_ATTACKERS = "attacker.groups.0.count"
ENGAGED_DEFENDERS = "defender.engaged"
DEFENDER_MODELS = "defender.models"
DEFENDER_COUNTER = "defender.hit_counter"
DEFENDER_MARKERS = "defender.suppression_markers"
GROUND = "ground"
COMPARATIVE = ("rules.comparative.base", "rules.comparative.min", "rules.comparative.max")


def _int(key: str, label: str, help: str, ruling: str, *, reading: bool = False) -> FieldSpec:
    return FieldSpec(
        key=key,
        label=label,
        kind=WHOLE,
        minimum=limits.MINIMUM.get(key, 0),
        maximum=limits.EDITOR_MAX[key],
        default=limits.MINIMUM.get(key, 0),
        help=help,
        ruling=ruling,
        reading=reading,
    )


_NOTES = FieldSpec(
    "notes",
    "Notes",
    TEXT,
    maximum=MAX_NOTES_CHARS,
    default="",
    help="Anything else; plain text.",
    column=False,
)


def _battle_state(
    key: str,
    label: str,
    kind: Kind,
    help: str,
    ruling: str,
    blank: str = "–",
    blank_is: str = "",
) -> FieldSpec:
    """W17: a field of a unit's state in a battle, kept on its entry and set by ``after``."""
    return FieldSpec(
        key,
        label,
        kind,
        minimum=0,
        maximum=limits.EDITOR_MAX[key],
        default=None if kind.optional else 0,
        help=help,
        ruling=ruling,
        reading=True,
        on_card=False,
        group=BATTLE_STATE,
        column=False,
        state=True,
        blank=blank,
        blank_is=blank_is,
    )


def _defenders_state(*helps: str) -> tuple[FieldSpec, ...]:
    """The entry's state fields as the defender's inputs of a scenario (``defender.models``…),
    each with its own help; the models left start at one engaged model (W6, W17)."""
    state = [spec for spec in MODEL_FIELDS if spec.state]
    return tuple(
        replace(
            spec,
            key=f"defender.{spec.key}",
            minimum=limits.MINIMUM["engaged"] if spec.key == MODELS_LEFT else spec.minimum,
            blank_is="",
            help=help,
            group=DEFENDER_STATE,
            on_card=True,
            column=True,
            state=False,
        )
        for spec, help in zip(state, helps, strict=True)
    )


MODEL_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec(
        "name",
        "Unit",
        TEXT,
        maximum=MAX_NAME_CHARS,
        default="",
        help="The unit's name.",
        group=PROFILE,
    ),
    FieldSpec(
        "count",
        "Models",
        WHOLE,
        minimum=limits.MINIMUM["count"],
        maximum=limits.EDITOR_MAX["count"],
        default=5,
        help="Models in the unit; in a fight, all of them attack unless fewer are engaged.",
        ruling="W6",
        group=PROFILE,
    ),
    FieldSpec(
        "ws",
        "WS",
        WHOLE,
        minimum=0,
        maximum=limits.EDITOR_MAX["ws"],
        default=3,
        help="Weapon Skill: to hit, and the WS the enemy's to-hit tests are compared against.",
        ruling="W4",
        reading=True,
        group=PROFILE,
        tweak=True,
    ),
    FieldSpec(
        "str",
        "Str",
        WHOLE,
        minimum=0,
        maximum=limits.EDITOR_MAX["str"],
        default=3,
        help="Strength: every Toughness die must roll at most Str + the weapon's Str+.",
        ruling="W4",
        reading=True,
        group=PROFILE,
        tweak=True,
    ),
    FieldSpec(
        "ar",
        "Ar",
        WHOLE,
        minimum=0,
        maximum=limits.EDITOR_MAX["ar"],
        default=3,
        help="Armour: saves are a comparative test of Ar against the weapon's AP.",
        ruling="W4",
        reading=True,
        group=PROFILE,
        tweak=True,
    ),
    FieldSpec(
        "to",
        "To",
        OPTIONAL_WHOLE,
        minimum=0,
        maximum=limits.EDITOR_MAX["to"],
        default=None,
        help="Toughness: dice rolled per failed save, all must pass to kill; empty for none.",
        ruling="W12",
        reading=True,
        group=PROFILE,
        tweak=True,
    ),
    FieldSpec(
        "ld",
        "Ld",
        WHOLE,
        minimum=0,
        maximum=limits.EDITOR_MAX["ld"],
        default=7,
        help="Leadership: kept on the roster; close combat's odds do not use it (W2).",
        group=PROFILE,
    ),
    FieldSpec(
        "points",
        "Points",
        WHOLE,
        minimum=0,
        maximum=limits.EDITOR_MAX["points"],
        default=0,
        help="The unit's points, weapons excluded.",
        group=PROFILE,
    ),
    _NOTES,
    *(
        _battle_state(
            MODELS_LEFT,
            "Models left",
            OPTIONAL_WHOLE,
            "In a battle, the models the unit has left (at most its Models); empty: all of "
            "them. Casualties take them away; at 0 the unit is destroyed.",
            "W17",
            blank="all",
            blank_is="count",
        ),
        _battle_state(
            HIT_COUNTER,
            "Hit counter",
            WHOLE,
            "In a battle, every hit the unit has taken: a suppression marker each time it "
            "reaches 6, 12, …",
            "W9",
        ),
        _battle_state(
            MARKERS,
            "Suppression markers",
            WHOLE,
            "In a battle, the suppression markers the unit carries; they change no odds (W14).",
            "W17",
        ),
    ),
)

WEAPON_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec(
        "name",
        "Weapon",
        TEXT,
        maximum=MAX_NAME_CHARS,
        default="",
        help="The melee weapon's name.",
    ),
    _int("atk", "Atk", "To-hit dice each model rolls with this weapon.", "W4", reading=True),
    FieldSpec(
        "ws_plus",
        "WS+",
        WHOLE,
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
        WHOLE,
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
        WHOLE,
        minimum=0,
        maximum=limits.EDITOR_MAX["points"],
        default=0,
        help="The weapon's points for the whole unit.",
    ),
    _NOTES,
)

# Keys are dotted paths into the scenario JSON, where a whole-number part indexes a list
# (``attacker.groups.0.count``: a roster unit's choice attacks with one group).
SCENARIO_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec(
        GROUND,
        "Ground",
        CHOICE,
        default="level",
        choices=GROUNDS,
        choice_labels=("Level (or mixed)", "Higher: +1 WS", "Lower: −1 WS"),
        help=(
            "Where the attackers stand: higher ground (every enemy they are engaged with lower) "
            "+1 WS; lower ground (every enemy higher) −1; level, or any mix: 0."
        ),
        ruling="W8",
        group=CIRCUMSTANCES,
        matchup=True,
    ),
    FieldSpec(
        ENGAGED_ATTACKERS,
        "Engaged attackers",
        WHOLE,
        minimum=limits.MINIMUM["count"],
        maximum=limits.EDITOR_MAX["count"],
        default=limits.MINIMUM["count"],
        help=(
            "Attacking models in base contact: only they attack (at most the unit's models "
            "left). A matchup sets it on every pair, capped at the unit's models."
        ),
        ruling="W6",
        group=ENGAGED,
        matchup=True,
    ),
    FieldSpec(
        ENGAGED_DEFENDERS,
        "Engaged defenders",
        WHOLE,
        minimum=limits.MINIMUM["engaged"],
        maximum=limits.EDITOR_MAX["engaged"],
        default=limits.MINIMUM["engaged"],
        help=(
            "Defending models engaged with the attackers: at most this many can be removed, and "
            "never more than the unit has left (W17). A matchup sets it on every pair, capped "
            "at the defender's models left."
        ),
        ruling="W6",
        group=ENGAGED,
        matchup=True,
    ),
    *_defenders_state(
        "The defending unit's models before the attack, at least the engaged ones; empty: "
        "only the engaged. Casualties come off it; none left: destroyed.",
        "The defender's hit counter before the attack: a marker each time it reaches 6, 12…",
        "Markers the defender already has: they change no odds (W14), only how many it "
        "carries after the attack.",
    ),
)

COMPARATIVE_TEST = "Comparative test"

HOUSE_RULES: tuple[FieldSpec, ...] = (
    FieldSpec(
        COMPARATIVE[0],
        "Comparative base",
        WHOLE,
        minimum=-limits.FACES,
        maximum=2 * limits.FACES,
        default=3,
        help="A comparative test succeeds on a roll ≤ base + mine − theirs (then clamped).",
        ruling="W3",
        reading=True,
        group=COMPARATIVE_TEST,
    ),
    FieldSpec(
        COMPARATIVE[1],
        "Comparative min",
        WHOLE,
        minimum=0,
        maximum=limits.FACES,
        default=1,
        help="The lowest target a comparative test can have; 0 allows sure failures.",
        ruling="W3",
        reading=True,
        group=COMPARATIVE_TEST,
    ),
    FieldSpec(
        COMPARATIVE[2],
        "Comparative max",
        WHOLE,
        minimum=0,
        maximum=limits.FACES,
        default=5,
        help="The highest target a comparative test can have; 6 allows sure successes.",
        ruling="W3",
        reading=True,
        group=COMPARATIVE_TEST,
    ),
)


def _whole(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def field_limits(scenario: Mapping[str, Any]) -> dict[str, Limits]:
    """Bounds that depend on the fight: the engaged defenders and the models left bound each
    other (W17: models >= engaged >= 1), and W3's min and max each other (0 <= min <= max <= 6)."""
    found: dict[str, Limits] = {}
    defender = scenario.get("defender")
    if isinstance(defender, Mapping):
        engaged = _whole(defender.get("engaged"))
        models = _whole(defender.get("models"))
        if models is not None and models >= 1:
            found[ENGAGED_DEFENDERS] = Limits(
                limits.MINIMUM["engaged"],
                models,
                hint=f"at most the {models} models it has left (W6, W17)",
            )
        if engaged is not None and engaged >= 1:
            found[DEFENDER_MODELS] = Limits(
                engaged,
                max(engaged, limits.EDITOR_MAX["models"]),
                hint=f"at least the {engaged} engaged (W17)",
            )
    rules = scenario.get("rules")
    comparative = rules.get("comparative") if isinstance(rules, Mapping) else None
    if isinstance(comparative, Mapping):
        low = _whole(comparative.get("min"))
        high = _whole(comparative.get("max"))
        hint = "0 ≤ min ≤ max ≤ 6 (W3)"
        if high is not None and 0 <= high <= limits.FACES:
            found[COMPARATIVE[1]] = Limits(0, high, hint=hint)
        if low is not None and 0 <= low <= limits.FACES:
            found[COMPARATIVE[2]] = Limits(low, limits.FACES, hint=hint)
    return found
