"""Gangfight's fields, as every panel reads them: a model, a weapon, a fight, the house rules."""

from __future__ import annotations

from functools import partial

from gangfight_gui.rules.engine.limits import (
    MAX_NAME_CHARS,
    MAX_NOTES_CHARS,
    MAX_PERK_CHARS,
    MAX_PERKS,
)
from gangfight_gui.rules.engine.wording import INCH, count_of
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.gangfight.json_fields import (
    MAX_BASE_MM,
    MAX_COST,
    MAX_DODGE_TN,
    MAX_DROP,
    MIN_DAMAGE_BONUS,
    MIN_DODGE_TN,
    MODEL_DEFAULTS,
    STATUSES,
)
from gangfight_gui.rules.gangfight.options import Incapacitation, LongRange
from gangfight_gui.rules.gangfight.planning import (
    ENGAGED_SHOT_CAP,
    FALLING_DAMAGE,
    MAX_DISTANCE,
    PRONE_DEFENSE,
)
from gangfight_gui.rules.gangfight.profile import (
    ATTRIBUTES,
    MARAUDER,
    MAX_ATTRIBUTE,
    SKIRMISHER,
    WeaponKind,
)
from gangfight_gui.rules.gangfight.ranges import LONG_STEP, SHORT_DICE, band_label, bands
from gangfight_gui.rules.gangfight.scenario import (
    AUTO,
    DEFAULT_DODGE_TN,
    AttackKind,
    Cover,
)
from gangfight_gui.rules.gangfight.sizes import Size
from gangfight_gui.rules.kinds import (
    AUTO_WHOLE,
    CHOICE,
    NUMBER,
    OPTIONAL_NUMBER,
    OPTIONAL_WHOLE,
    TEXT,
    TEXT_LIST,
    WHOLE,
    YES_NO,
)

ACTIVE, INCAPACITATED, DEAD = STATUSES
"""R25: a model's status in a battle, from its wounds (R14), dead only from a wound taken while
incapacitated."""

_NAMES = {
    "attack": ("ATT", "Attack: dice of a melee attack (R11)"),
    "defense": ("DEF", "Defense: the TN of attacks against the model (R11, R16)"),
    "marksmanship": ("MAR", "Marksmanship: dice of a shot (R16)"),
    "armour": ("ARM", "Armour: dice that negate wounds (R13)"),
    "damage": ("DAM", "Damage: the TN of the target's armour roll (R13)"),
    "endurance": ("EN", "Endurance: wounds it takes before it is incapacitated (R14)"),
    "initiative": ("INI", "Initiative: dice to dodge an area attack (R23)"),
    "movement": ("MOV", "Movement: printed on the card; the calculator does not use it"),
    "action_points": ("AP", "Action points: printed on the card; the calculator does not use it"),
}
"""Each number of a profile: its abbreviation and what it does."""

SIZE_NAMES = tuple(s.value for s in Size)
TWEAKED = ("size", *ATTRIBUTES)
"""The numbers the builder may change for one calculation (its ad hoc grid)."""
COLUMNS = ("name", "size", "base_mm", *ATTRIBUTES, "cost")
"""The roster table's columns, in order; every other field is edited in the detail panel."""


NOTES = FieldSpec(
    "notes",
    "Notes",
    TEXT,
    maximum=MAX_NOTES_CHARS,
    default="",
    help="Plain text, printed on the card",
    column=False,
)
"""A model's or a weapon's notes."""


def _cost(help: str) -> FieldSpec:
    """A model's or a weapon's cost: the roster's own points."""
    return FieldSpec("cost", "Cost", OPTIONAL_WHOLE, 0, MAX_COST, None, help=help)


_state = partial(FieldSpec, on_card=False, group="State", column=False, state=True)
"""A field of a model's state in a battle (R25), not of its roster entry."""


def _number(key: str) -> FieldSpec:
    short, name = _NAMES[key]
    return FieldSpec(
        key,
        short,
        WHOLE,
        0,
        MAX_ATTRIBUTE,
        MODEL_DEFAULTS.get(key, 0),
        help=f"{name}; a whole number from 0 to {MAX_ATTRIBUTE}",
        group="Profile",
        column=key in COLUMNS,
        tweak=key in TWEAKED,
    )


MODEL_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec(
        "name", "Name", TEXT, maximum=MAX_NAME_CHARS, help="How the model is found: never blank"
    ),
    FieldSpec(
        "size",
        "Size",
        CHOICE,
        default=Size.MEDIUM.value,
        choices=SIZE_NAMES,
        choice_labels=tuple(s.value.capitalize() for s in Size),
        help="Threat range, wounds a melee hit, legal base and height (Basic Rules' size table)",
        ruling="R7, R8, R12, R22",
        tweak=True,
    ),
    FieldSpec(
        "base_mm",
        "Base",
        OPTIONAL_NUMBER,
        0,
        int(MAX_BASE_MM),
        None,
        help="Base diameter; it must suit the size (R7). Empty: not given",
        ruling="R7",
        exclusive_minimum=True,
        unit="mm",
    ),
    *(_number(key) for key in (*ATTRIBUTES, "movement", "action_points")),
    FieldSpec(
        "perks",
        "Perks",
        TEXT_LIST,
        maximum=MAX_PERK_CHARS,
        default=(),
        help=f"{MARAUDER} (Power Attacks also wound, R18), {SKIRMISHER} (Finesse Attacks also "
        "wound, R19); others are printed on the card",
        ruling="R18, R19",
        column=False,
        max_items=MAX_PERKS,
    ),
    _cost("The roster's own points; the game text gives no points and the odds ignore them"),
    NOTES,
    _state(
        "wounds_taken",
        "Wounds taken",
        WHOLE,
        0,
        MAX_ATTRIBUTE,
        0,
        help="Wounds already taken (R14): a roster starts at 0; an attack adds its final wounds",
        ruling="R14, R25",
    ),
    _state(
        "prone",
        "Prone",
        YES_NO,
        default=False,
        help=f"Knocked down: DEF {PRONE_DEFENSE} until it stands, an AP (R21); a Slam! or a Power "
        "Attack that hits knocks it down (R25)",
        ruling="R21, R25",
        reading=True,
    ),
    _state(
        "status",
        "Status",
        CHOICE,
        default=ACTIVE,
        choices=STATUSES,
        choice_labels=("Active", "Incapacitated", "Dead"),
        help="From its wounds (R14); dead only from a wound taken while incapacitated. In a "
        "battle a dead model neither attacks nor is attacked, an incapacitated one is only "
        "attacked (R25)",
        ruling="R14, R25",
        reading=True,
    ),
)
"""Every field of a roster's model (its ``weapons`` are a list of ``WEAPON_FIELDS``), with the
ranges the scenario reader checks (``json_fields.py``'s constants) and the defaults of a model
the file leaves out; ``prone`` and ``status`` are R25's state in a battle."""

WEAPON_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Name", TEXT, maximum=MAX_NAME_CHARS, help="Unique within the model"),
    FieldSpec(
        "kind",
        "Kind",
        CHOICE,
        choices=tuple(k.value for k in WeaponKind),
        choice_labels=("Hand weapon", "Pistol", "Two-handed", "Ranged", "Shield"),
        help="Two hand weapons or pistols fight together for +1 die, never with a shield (R10); "
        "pistols and ranged weapons shoot (R15)",
        ruling="R10",
    ),
    FieldSpec(
        "damage_bonus",
        "DAM bonus",
        WHOLE,
        MIN_DAMAGE_BONUS,
        MAX_ATTRIBUTE,
        0,
        help="Added to DAM when the weapon is used (R13; of two weapons, the larger, R10)",
        ruling="R13",
    ),
    FieldSpec(
        "range",
        "Range",
        OPTIONAL_NUMBER,
        0,
        int(MAX_DISTANCE),
        None,
        help="Pistols and ranged weapons: the range R of the bands (R15); empty for others",
        ruling="R15",
        exclusive_minimum=True,
        unit=INCH,
    ),
    _cost("The roster's own points; the calculator ignores them"),
    NOTES,
)

SHOOTING = (AttackKind.RANGED.value, AttackKind.AOE_DIRECT.value, AttackKind.AOE_INDIRECT.value)
AREA = (AttackKind.AOE_DIRECT.value, AttackKind.AOE_INDIRECT.value)
NOT_FALLING = tuple(k.value for k in AttackKind if k is not AttackKind.FALLING)
DEFAULT_BAND = "normal"
BAND_NAMES = tuple(b.name for b in bands(LongRange.BEYOND_RANGE_PLUS_6))
_circumstance = partial(FieldSpec, group="Circumstances")
DROPS = "Dice drops"
_drop = partial(FieldSpec, minimum=0, maximum=MAX_DROP, default=AUTO, group=DROPS, one_fight=True)

SCENARIO_FIELDS: tuple[FieldSpec, ...] = (
    _circumstance(
        "cover",
        "Cover",
        CHOICE,
        default=Cover.NONE.value,
        choices=tuple(c.value for c in Cover),
        choice_labels=(
            "None",
            *(
                f"{c.value.capitalize()}: +{c.defense_bonus} DEF, +{c.armour_bonus} ARM"
                for c in (Cover.SOFT, Cover.HARD)
            ),
        ),
        help="Against shots and area attacks only; never in melee (R11, R24)",
        ruling="R24",
        attacks=SHOOTING,
        matchup=True,
    ),
    _circumstance(
        "distance",
        "Distance",
        OPTIONAL_NUMBER,
        0,
        int(MAX_DISTANCE),
        None,
        help="Base edge to base edge (R8). A melee attack checks it against the attacker's "
        "threat range (R8); a shot's band follows from it (R15). Empty: not checked in melee, "
        "the range band given instead for a shot",
        ruling="R8, R15",
        attacks=NOT_FALLING,
        unit=INCH,
    ),
    _circumstance(
        "range_band",
        "Range band",
        CHOICE,
        default=DEFAULT_BAND,
        choices=BAND_NAMES,
        choice_labels=tuple(band_label(b) for b in bands(LongRange.BEYOND_RANGE_PLUS_6)),
        help=f"Short: up to the weapon's range, +{count_of(SHORT_DICE, 'die')}; normal: "
        f"below range + {LONG_STEP:g}{INCH}; long: −1 die and −1 more a further "
        f"{LONG_STEP:g}{INCH} (R15; the house rule may start long at the range)",
        ruling="R15",
        attacks=SHOOTING,
        requires=(("distance", None),),
        matchup=True,
    ),
    _circumstance(
        "fall_distance",
        "Fall distance",
        NUMBER,
        0,
        int(MAX_DISTANCE),
        3.0,
        help="The model falls: further than its height, it takes one hit at Damage "
        f"{FALLING_DAMAGE} for each height or part of one fallen (R22)",
        ruling="R22",
        attacks=(AttackKind.FALLING.value,),
        unit=INCH,
    ),
    _circumstance(
        "dodge_tn",
        "Dodge TN",
        WHOLE,
        MIN_DODGE_TN,
        MAX_DODGE_TN,
        DEFAULT_DODGE_TN,
        help="TN of the INI roll each caught model makes to dodge; "
        f"{DEFAULT_DODGE_TN} unless a rule says otherwise (R23)",
        ruling="R23",
        attacks=AREA,
    ),
    _circumstance(
        "target_prone",
        "Target prone",
        YES_NO,
        default=False,
        help=f"The target is knocked down: DEF {PRONE_DEFENSE} before other modifiers "
        "(R11, R21); for an area attack, the model aimed at",
        ruling="R21",
        attacks=NOT_FALLING,
    ),
    _circumstance(
        "target_in_combat",
        "Target in close combat",
        YES_NO,
        default=False,
        help=f"A shot at a target in close combat rolls at most "
        f"{count_of(ENGAGED_SHOT_CAP, 'die')} (R16)",
        ruling="R16",
        attacks=SHOOTING,
        matchup=True,
    ),
    _circumstance(
        "line_of_sight",
        "Line of sight",
        YES_NO,
        default=True,
        help="Untick when the target is hidden: no action may be declared against it (R9)",
        ruling="R9",
        attacks=NOT_FALLING,
    ),
    _circumstance(
        "attacker_engaged",
        "Shooter engaged",
        YES_NO,
        default=False,
        help="An enemy is inside the shooter's threat range: it cannot shoot (R8)",
        ruling="R8",
        attacks=SHOOTING,
    ),
    _drop(
        "attack_drop",
        "Attack dice dropped",
        AUTO_WHOLE,
        help="TN steps the attacker drops, one die each (one die a target for a Trample): auto "
        "picks the drop with the most wounds after armour (R4, R5); a TN above 6 forces a drop "
        "first (R3); a Free Strike drops nothing (R20)",
        ruling="R3, R4, R5, R20",
        attacks=NOT_FALLING,
    ),
    _drop(
        "armour_drop",
        "Armour dice dropped",
        AUTO_WHOLE,
        help="TN steps the target drops from its armour roll: auto drops as many as best negate "
        "the wounds it must save, once it knows them (R4, R5, R13)",
        ruling="R4, R5, R13",
    ),
)
"""Every circumstance the builder sets, each applying to the attack kinds whose rulings read it
(cover only against shots, R11, R24)."""

HOUSE_RULES: tuple[FieldSpec, ...] = (
    FieldSpec(
        "rules.incapacitation",
        "Incapacitation",
        CHOICE,
        default=Incapacitation.ZERO_OR_LESS.value,
        choices=tuple(o.value for o in Incapacitation),
        choice_labels=(
            "When EN minus wounds is 0 or less (Melee Combat, step 6)",
            "When it has taken more wounds than its EN (Wounds section)",
        ),
        help="The game text reads two ways: a model with EN 4 is incapacitated by its 4th "
        "wound (Melee Combat, step 6), or by its 5th (Wounds section)",
        ruling="R14",
    ),
    FieldSpec(
        "rules.long_range",
        "Long range",
        CHOICE,
        default=LongRange.BEYOND_RANGE_PLUS_6.value,
        choices=tuple(o.value for o in LongRange),
        choice_labels=(
            f"From the weapon's range + {LONG_STEP:g}{INCH} (Ranged Combat, step 5)",
            "As soon as the target is beyond the weapon's range",
        ),
        help=f"Up to the range: short (+{count_of(SHORT_DICE, 'die')}); then either up to "
        f"{LONG_STEP:g}{INCH} more is normal and −1 die a further {LONG_STEP:g}{INCH}, or −1 "
        f"die for each {LONG_STEP:g}{INCH} or part of it at once",
        ruling="R15",
    ),
)
"""The two options of the rulings (R14, R15): not circumstances, a group chooses them once."""
