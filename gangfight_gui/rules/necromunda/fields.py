"""The fields of a Necromunda fighter, weapon and fight, as editors and validation build them.

Ranges come from the rulings where they give one (N2, N3, N9, N13); ``None`` where the rulings
set no bound and none is needed (s, t, w have no maximum; flesh_wounds must stay below t, which a
single field cannot say). The fields the close-combat rules do not use (m, bs, i, ld, cl, wil,
int, cost) have this program's ranges: m 1–12 inches; bs and i target numbers 2–6 or none; ld,
cl, wil and int 2d6 targets 2–12 or none; cost 0–9999 credits. a ≤ 20 and d ≤ 10 are this
program's limits (``profile.MAX_ATTACKS``, ``MAX_DAMAGE``), which keep every fight instant.

Scenario keys are JSON paths of the scenario: ``reaction.broken`` is ``{"reaction":
{"broken": ...}}`` and ``rules.injury_faces.flesh_wound`` the face count inside ``rules``. A bool
field with fields under its key (``reaction``) switches them on: true writes the object of those
fields (``{"reaction": {"broken": false, ...}}``), false leaves the key out. The
chosen weapons (``weapons``, ``reaction.weapons``) and an explicit ``attack_dice`` are lists and
objects of the fighter's weapon names, which the builder offers from the fighter, not as a field.
"""

from __future__ import annotations

from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.necromunda.profile import MAX_ATTACKS, MAX_DAMAGE

_TEXT_NOTE = "plain text"

MODEL_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Name", "text", default="Fighter", help="The fighter's name", ruling="N2"),
    FieldSpec("m", "M", "int", 1, 12, 5, help="Movement in inches (not used in close combat)"),
    FieldSpec(
        "ws",
        "WS",
        "int",
        2,
        6,
        4,
        help="Weapon Skill: the Hit roll needs this or more",
        ruling="N2",
    ),
    FieldSpec(
        "bs",
        "BS",
        "optional_int",
        2,
        6,
        4,
        help="Ballistic Skill, or none (not used in close combat)",
    ),
    FieldSpec("s", "S", "int", 1, None, 3, help="Strength: unarmed and S+N weapons", ruling="N2"),
    FieldSpec("t", "T", "int", 1, None, 3, help="Toughness, before flesh wounds", ruling="N2"),
    FieldSpec(
        "w", "W", "int", 1, None, 1, help="Wounds remaining at the start of the fight", ruling="N2"
    ),
    FieldSpec(
        "i", "I", "optional_int", 2, 6, 4, help="Initiative, or none (not used in close combat)"
    ),
    FieldSpec(
        "a",
        "A",
        "int",
        0,
        MAX_ATTACKS,
        1,
        help=f"Attacks; at most {MAX_ATTACKS} (this program's limit)",
        ruling="N2",
    ),
    FieldSpec("ld", "Ld", "optional_int", 2, 12, 7, help="Leadership (not used in close combat)"),
    FieldSpec("cl", "Cl", "optional_int", 2, 12, 7, help="Cool (not used in close combat)"),
    FieldSpec("wil", "Wil", "optional_int", 2, 12, 7, help="Willpower (not used in close combat)"),
    FieldSpec(
        "int", "Int", "optional_int", 2, 12, 7, help="Intelligence (not used in close combat)"
    ),
    FieldSpec("sv", "Sv", "optional_int", 2, 6, None, help="Save, or none", ruling="N2"),
    FieldSpec("cost", "Cost", "int", 0, 9999, 0, help="Cost in credits"),
    FieldSpec(
        "flesh_wounds",
        "Flesh wounds",
        "int",
        0,
        None,
        0,
        help="Flesh wounds already suffered: each costs 1 T; fewer than T",
        ruling="N2",
        reading=True,
    ),
    FieldSpec("notes", "Notes", "text", default="", help=_TEXT_NOTE),
)

WEAPON_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec(
        "name",
        "Name",
        "text",
        default="Knife",
        help="Unique within the fighter; 'Unarmed' is reserved",
        ruling="N2",
    ),
    FieldSpec(
        "strength",
        "S",
        "text",
        default="S",
        help="S, S+N, S-N (never below 1) or a fixed number of at least 1",
        ruling="N3",
    ),
    FieldSpec(
        "ap", "AP", "int", None, 0, 0, help="Armour Piercing as printed: 0 or negative", ruling="N3"
    ),
    FieldSpec(
        "d",
        "D",
        "int",
        1,
        MAX_DAMAGE,
        1,
        help=f"Damage; at most {MAX_DAMAGE} (this program's limit)",
        ruling="N3",
    ),
    FieldSpec(
        "traits",
        "Traits",
        "text",
        default="Melee",
        help="Comma-separated; Melee, Sidearm and Unwieldy count, the rest are kept",
        ruling="N3",
    ),
    FieldSpec("cost", "Cost", "int", 0, 9999, 0, help="Cost in credits"),
    FieldSpec("notes", "Notes", "text", default="", help=_TEXT_NOTE),
)

SCENARIO_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec(
        "charging",
        "Charging",
        "bool",
        default=False,
        help="The free Fight action of a Charge: +1 Attack die",
        ruling="N6",
    ),
    FieldSpec(
        "out_of_sight",
        "Charged out of sight",
        "bool",
        default=False,
        help="Charged a fighter it could not see: −1 to hit (needs Charging)",
        ruling="N9",
    ),
    FieldSpec(
        "turn_to_face", "Turned to face", "bool", default=False, help="−1 to hit", ruling="N4"
    ),
    FieldSpec(
        "broken", "Broken", "bool", default=False, help="−2 to hit", ruling="N9", reading=True
    ),
    FieldSpec("assists", "Assists", "int", 0, None, 0, help="+1 to hit each", ruling="N9"),
    FieldSpec(
        "interference", "Interference", "int", 0, None, 0, help="−1 to hit each", ruling="N9"
    ),
    FieldSpec(
        "extra_die",
        "Odd Attack die",
        "choice",
        default="auto",
        choices=("auto", "0", "1"),
        help="Which chosen weapon takes an odd die: auto (the one worth more), first, second",
        ruling="N8",
        reading=True,
    ),
    FieldSpec(
        "reaction",
        "Reaction attacks",
        "bool",
        default=False,
        help="The target strikes back if it still stands",
        ruling="N15",
        reading=True,
    ),
    FieldSpec(
        "reaction.turn_to_face",
        "Reaction: turned to face",
        "bool",
        default=False,
        help="−1 to hit; also a Prone and Pinned fighter that was charged",
        ruling="N4",
    ),
    FieldSpec(
        "reaction.broken",
        "Reaction: broken",
        "bool",
        default=False,
        help="−2 to hit",
        ruling="N9",
        reading=True,
    ),
    FieldSpec(
        "reaction.assists",
        "Reaction: assists",
        "int",
        0,
        None,
        0,
        help="+1 to hit each",
        ruling="N9",
    ),
    FieldSpec(
        "reaction.interference",
        "Reaction: interference",
        "int",
        0,
        None,
        0,
        help="−1 to hit each",
        ruling="N9",
    ),
    FieldSpec(
        "reaction.extra_die",
        "Reaction: odd Attack die",
        "choice",
        default="auto",
        choices=("auto", "0", "1"),
        ruling="N8",
        reading=True,
    ),
    FieldSpec(
        "rules.injury_faces.flesh_wound",
        "Injury die: flesh wound faces",
        "int",
        0,
        6,
        2,
        help="The three counts add up to 6",
        ruling="N13",
        reading=True,
    ),
    FieldSpec(
        "rules.injury_faces.seriously_injured",
        "Injury die: seriously injured faces",
        "int",
        0,
        6,
        3,
        help="The three counts add up to 6",
        ruling="N13",
        reading=True,
    ),
    FieldSpec(
        "rules.injury_faces.out_of_action",
        "Injury die: out of action faces",
        "int",
        0,
        6,
        1,
        help="The three counts add up to 6",
        ruling="N13",
        reading=True,
    ),
)
