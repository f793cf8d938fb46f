"""The fields of a Necromunda fighter, weapon and fight, as editors and validation build them.

Ranges come from the rulings where they give one (N2, N3, N9, N13); ``None`` where the rulings
set no bound and none is needed (s, t, w have no maximum; flesh_wounds must stay below t, which a
single field cannot say). The fields the close-combat rules do not use (m, bs, i, ld, cl, wil,
int, cost) have this program's ranges: m 1–12 inches; bs and i target numbers 2–6 or none; ld,
cl, wil and int 2d6 targets 2–12 or none; cost 0–9999 credits. a ≤ 20 and d ≤ 10 are this
program's limits (``profile.MAX_ATTACKS``, ``MAX_DAMAGE``), which keep every fight instant. A
text field's maximum is its longest length (names 200, as Gangfight's).

Scenario keys are JSON paths of the scenario (rules/game.py): ``reaction.broken`` is
``{"reaction": {"broken": ...}}`` and ``rules.injury_faces.flesh_wound`` the face count inside
``rules``. Reaction attacks are switched on by ``reaction.enabled`` (``"reaction": {"enabled":
false, ...}`` is no reaction; the page's ``true``, an object without ``enabled``, and absent
still mean what the page says), so every field is one nested value whatever order a builder sets
them in. ``extra_die`` is offered as the choices "auto", "0", "1"; the scenario reader takes the
texts "0" and "1" for the numbers. The chosen weapons (``weapons``, ``reaction.weapons``) and an
explicit ``attack_dice`` are lists and objects of the fighter's weapon names, which the builder
offers from the fighter, not as fields.
"""

from __future__ import annotations

from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.necromunda.profile import MAX_ATTACKS, MAX_DAMAGE

NAME_LENGTH = 200
COST_UNIT = "credits"
"""A Necromunda gang is bought in credits. The close-combat excerpt prices nothing; the unit is the
game's own, so a card reads "85 credits" where a Gangfight card reads "85 pts"."""
UNUSED = " (not used in close combat)"


def _stat(key: str, label: str, low: int, high: int, default: int, what: str) -> FieldSpec:
    """A characteristic the close-combat rules do not use: this program's range."""
    return FieldSpec(key, label, "optional_int", low, high, default, help=what + UNUSED)


MODEL_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Name", "text", maximum=NAME_LENGTH, default="Fighter", ruling="N2",
              help="The fighter's name"),
    FieldSpec("m", "M", "int", 1, 12, 5, help="Movement in inches" + UNUSED),
    FieldSpec("ws", "WS", "int", 2, 6, 4, ruling="N2",
              help="Weapon Skill: a Hit roll needs this or more"),
    _stat("bs", "BS", 2, 6, 4, "Ballistic Skill, or none"),
    FieldSpec("s", "S", "int", 1, None, 3, ruling="N2",
              help="Strength: unarmed attacks and S+N weapons"),
    FieldSpec("t", "T", "int", 1, None, 3, ruling="N2, N10", reading=True,
              help="Toughness, before flesh wounds; the wound roll compares S with it"),
    FieldSpec("w", "W", "int", 1, None, 1, ruling="N2, N12", reading=True,
              help="Wounds remaining at the start of the fight; damage at 1 wound is injury dice"),
    _stat("i", "I", 2, 6, 4, "Initiative, or none"),
    FieldSpec("a", "A", "int", 0, MAX_ATTACKS, 1, ruling="N2",
              help=f"Attacks; at most {MAX_ATTACKS} (this program's limit)"),
    _stat("ld", "Ld", 2, 12, 7, "Leadership"),
    _stat("cl", "Cl", 2, 12, 7, "Cool"),
    _stat("wil", "Wil", 2, 12, 7, "Willpower"),
    _stat("int", "Int", 2, 12, 7, "Intelligence"),
    FieldSpec("sv", "Sv", "optional_int", 2, 6, None, ruling="N2, N11", reading=True,
              help="Save, or none; AP worsens it, a natural 1 fails"),
    FieldSpec("cost", "Cost", "int", 0, 9999, 0, help=f"Cost in {COST_UNIT}"),
    FieldSpec("flesh_wounds", "Flesh wounds", "int", 0, None, 0, ruling="N2", reading=True,
              on_card=False,
              help="Flesh wounds already suffered: each costs 1 T (N10); fewer than T"),
    FieldSpec("notes", "Notes", "text", default="", help="Plain text"),
)  # fmt: skip

WEAPON_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Name", "text", maximum=NAME_LENGTH, default="Knife", ruling="N2",
              help="Unique within the fighter; 'Unarmed' is reserved"),
    FieldSpec("strength", "S", "text", maximum=12, default="S", ruling="N3",
              help="S, S+N, S-N (never below 1) or a fixed number of at least 1"),
    FieldSpec("ap", "AP", "int", None, 0, 0, ruling="N3, N11", reading=True,
              help="Armour Piercing as printed: 0 or negative"),
    FieldSpec("d", "D", "int", 1, MAX_DAMAGE, 1, ruling="N3, N12", reading=True,
              help=f"Damage; at most {MAX_DAMAGE} (this program's limit)"),
    FieldSpec("traits", "Traits", "text_list", maximum=100, default=("Melee",), ruling="N3",
              help="Melee, Sidearm and Unwieldy count in close combat; others are kept"),
    FieldSpec("cost", "Cost", "int", 0, 9999, 0, help=f"Cost in {COST_UNIT}"),
    FieldSpec("notes", "Notes", "text", default="", help="Plain text"),
)  # fmt: skip

SCENARIO_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("charging", "Charging", "bool", default=False, ruling="N6",
              help="The free Fight action of a Charge: +1 Attack die"),
    FieldSpec("out_of_sight", "Charged out of sight", "bool", default=False, ruling="N9",
              help="Charged a fighter it could not see: −1 to hit (needs Charging)"),
    FieldSpec("turn_to_face", "Turned to face", "bool", default=False, ruling="N4",
              help="−1 to hit"),
    FieldSpec("broken", "Broken", "bool", default=False, ruling="N9", reading=True,
              help="−2 to hit"),
    FieldSpec("assists", "Assists", "int", 0, None, 0, ruling="N9", help="+1 to hit each"),
    FieldSpec("interference", "Interference", "int", 0, None, 0, ruling="N9",
              help="−1 to hit each"),
    FieldSpec("extra_die", "Odd Attack die", "choice", default="auto",
              choices=("auto", "0", "1"), ruling="N8", reading=True,
              help="Which of two weapons takes an odd die: auto (the one worth more), 0 the "
                   "first named, 1 the second"),
    FieldSpec("reaction.enabled", "Reaction attacks", "bool", default=False, ruling="N15",
              reading=True, help="The target strikes back if it still stands"),
    FieldSpec("reaction.turn_to_face", "Reaction: turned to face", "bool", default=False,
              ruling="N4",
              help="−1 to hit; also a Prone and Pinned fighter that was charged"),
    FieldSpec("reaction.broken", "Reaction: broken", "bool", default=False, ruling="N9",
              reading=True, help="−2 to hit"),
    FieldSpec("reaction.assists", "Reaction: assists", "int", 0, None, 0, ruling="N9",
              help="+1 to hit each"),
    FieldSpec("reaction.interference", "Reaction: interference", "int", 0, None, 0,
              ruling="N9", help="−1 to hit each"),
    FieldSpec("reaction.extra_die", "Reaction: odd Attack die", "choice", default="auto",
              choices=("auto", "0", "1"), ruling="N8", reading=True),
    FieldSpec("rules.injury_faces.flesh_wound", "Injury die: flesh wound faces", "int", 0, 6,
              2, ruling="N13", reading=True, help="The three counts add up to 6"),
    FieldSpec("rules.injury_faces.seriously_injured", "Injury die: seriously injured faces",
              "int", 0, 6, 3, ruling="N13", reading=True, help="The three counts add up to 6"),
    FieldSpec("rules.injury_faces.out_of_action", "Injury die: out of action faces", "int", 0,
              6, 1, ruling="N13", reading=True, help="The three counts add up to 6"),
)  # fmt: skip
