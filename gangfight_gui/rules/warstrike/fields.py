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
GROUND = "ground"
COMPARATIVE = ("rules.comparative.base", "rules.comparative.min", "rules.comparative.max")


def _name(label: str, help: str, **more: Any) -> FieldSpec:
    """A unit's or a weapon's name: any text of a name's length (``NAME_KEY``: never blank)."""
    return FieldSpec("name", label, TEXT, maximum=MAX_NAME_CHARS, default="", help=help, **more)


def _int(
    key: str, label: str, default: object, help: str, ruling: str = "", **more: Any
) -> FieldSpec:
    """A number from the reader's minimum (``limits.MINIMUM``) to the editor's bound."""
    return FieldSpec(
        key,
        label,
        more.pop("kind", WHOLE),
        minimum=more.pop("minimum", limits.MINIMUM.get(key, 0)),
        maximum=more.pop("maximum", limits.EDITOR_MAX.get(key)),
        default=default,
        help=help,
        ruling=ruling,
        **more,
    )


def _stat(key: str, label: str, default: int | None, help: str, ruling: str) -> FieldSpec:
    """A profile value the builder offers as an ad hoc number (W4, W12)."""
    kind = WHOLE if default is not None else OPTIONAL_WHOLE
    return _int(
        key, label, default, help, ruling, kind=kind, reading=True, group=PROFILE, tweak=True
    )


def _plus(key: str, label: str, help: str, ruling: str) -> FieldSpec:
    """A weapon's bonus to the model's value, -6..+6 in editors (W3)."""
    plus = limits.EDITOR_PLUS
    return _int(key, label, 0, help, ruling, minimum=-plus, maximum=plus, reading=True)


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
    _name("Unit", "The unit's name.", group=PROFILE),
    _int(
        "count",
        "Models",
        5,
        "Models in the unit; in a fight, all of them attack unless fewer are engaged.",
        "W6",
        group=PROFILE,
    ),
    _stat(
        "ws",
        "WS",
        3,
        "Weapon Skill: to hit, and the WS the enemy's to-hit tests are compared against.",
        "W4",
    ),
    _stat(
        "str",
        "Str",
        3,
        "Strength: every Toughness die must roll at most Str + the weapon's Str+.",
        "W4",
    ),
    _stat(
        "ar", "Ar", 3, "Armour: saves are a comparative test of Ar against the weapon's AP.", "W4"
    ),
    _stat(
        "to",
        "To",
        None,
        "Toughness: dice rolled per failed save, all must pass to kill; empty for none.",
        "W12",
    ),
    _int(
        "ld",
        "Ld",
        7,
        "Leadership: kept on the roster; close combat's odds do not use it (W2).",
        group=PROFILE,
    ),
    _int("points", "Points", 0, "The unit's points, weapons excluded.", group=PROFILE),
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
    _name("Weapon", "The melee weapon's name."),
    _int("atk", "Atk", 0, "To-hit dice each model rolls with this weapon.", "W4", reading=True),
    _plus(
        "ws_plus",
        "WS+",
        "Added to the model's WS when it attacks with this weapon; may be negative.",
        "W8",
    ),
    _int(
        "ap", "AP", 0, "Armour Penetration, compared against the defender's Ar.", "W4", reading=True
    ),
    _plus(
        "str_plus",
        "Str+",
        "Added to the model's Str when it attacks with this weapon; may be negative.",
        "W12",
    ),
    _int("points", "Points", 0, "The weapon's points for the whole unit."),
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
    *(
        _int(
            key,
            label,
            limits.MINIMUM[bound],
            help,
            "W6",
            minimum=limits.MINIMUM[bound],
            maximum=limits.EDITOR_MAX[bound],
            group=ENGAGED,
            matchup=True,
        )
        for key, label, bound, help in (
            (
                ENGAGED_ATTACKERS,
                "Engaged attackers",
                "count",
                "Attacking models in base contact: only they attack (at most the unit's models "
                "left). A matchup sets it on every pair, capped at the unit's models.",
            ),
            (
                ENGAGED_DEFENDERS,
                "Engaged defenders",
                "engaged",
                "Defending models engaged with the attackers: at most this many can be removed, "
                "and never more than the unit has left (W17). A matchup sets it on every pair, "
                "capped at the defender's models left.",
            ),
        )
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

HOUSE_RULES: tuple[FieldSpec, ...] = tuple(
    _int(
        key,
        label,
        default,
        help,
        "W3",
        minimum=low,
        maximum=high,
        reading=True,
        group=COMPARATIVE_TEST,
    )
    for key, label, low, high, default, help in (
        (
            COMPARATIVE[0],
            "Comparative base",
            -limits.FACES,
            2 * limits.FACES,
            3,
            "A comparative test succeeds on a roll ≤ base + mine − theirs (then clamped).",
        ),
        (
            COMPARATIVE[1],
            "Comparative min",
            0,
            limits.FACES,
            1,
            "The lowest target a comparative test can have; 0 allows sure failures.",
        ),
        (
            COMPARATIVE[2],
            "Comparative max",
            0,
            limits.FACES,
            5,
            "The highest target a comparative test can have; 6 allows sure successes.",
        ),
    )
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
