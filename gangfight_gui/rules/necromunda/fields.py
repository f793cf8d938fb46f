"""The fields of a Necromunda fighter, weapon, fight, house rules and gang, as the panels read them:
ranges from the rulings where they give one (N2, N3, N9, N13, N17), else this program's."""

from __future__ import annotations

from gangfight_gui.rules.engine.limits import MAX_NAME_CHARS, MAX_NOTES_CHARS
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.kinds import (
    CHOICE,
    OPTIONAL_WHOLE,
    RELATIVE_OR_WHOLE,
    TEXT,
    TEXT_LIST,
    WHOLE,
    WORD_OR_WHOLE,
    YES_NO,
)
from gangfight_gui.rules.necromunda.profile import (
    MAX_ATTACKS,
    MAX_DAMAGE,
    PROFILES,
    STATUSES,
    WEAPON,
)

COST_UNIT = "credits"
"""A Necromunda gang is bought in credits. The close-combat excerpt prices nothing; the unit is the
game's own, so a card reads "85 credits" where a Gangfight card reads "85 pts"."""
UNUSED = " (not used in close combat)"
CAMPAIGN = " (a campaign's record, not used in a fight)"
MAX_XP = 9999
MAX_KILLS = 999
MAX_ADVANCES = 99
MAX_GANG_NUMBER = 999_999
ITEM_LENGTH = 100
"""The longest trait, skill or injury."""

PROFILE = "Profile"
STATE = "Battle state"
CAMPAIGN_GROUP = "Campaign"
FIGHT = "Fight"
REACTION = "Reaction"

CAMPAIGN_STATUSES = ("active", "in recovery", "dead")
"""A fighter's standing in the campaign (a gang manager's Alive, Recovery, Dead)."""
STATUS_LABELS = ("Standing", "Seriously injured", "Out of action")


def _stat(key: str, label: str, low: int, high: int, default: int, what: str) -> FieldSpec:
    """A characteristic the close-combat rules do not use: this program's range."""
    return FieldSpec(
        key, label, OPTIONAL_WHOLE, low, high, default, help=what + UNUSED, group=PROFILE,
        target=True,
    )  # fmt: skip


def _record(key: str, label: str, high: int, what: str) -> FieldSpec:
    """A whole number a campaign keeps (XP, kills, advances): 0 up to this program's limit."""
    return FieldSpec(
        key, label, WHOLE, 0, high, 0, help=what + CAMPAIGN, on_card=False, column=False,
        group=CAMPAIGN_GROUP,
    )  # fmt: skip


MODEL_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Name", TEXT, maximum=MAX_NAME_CHARS, default="Fighter", ruling="N2",
              help="The fighter's name", group=PROFILE),
    FieldSpec("m", "M", WHOLE, 1, 12, 5, help="Movement in inches" + UNUSED, group=PROFILE),
    FieldSpec("ws", "WS", WHOLE, 2, 6, 4, ruling="N2", tweak=True, group=PROFILE, target=True,
              help="Weapon Skill: a Hit roll needs this or more"),
    _stat("bs", "BS", 2, 6, 4, "Ballistic Skill, or none"),
    FieldSpec("s", "S", WHOLE, 1, None, 3, ruling="N2", tweak=True, group=PROFILE,
              help="Strength: unarmed attacks and S+N weapons"),
    FieldSpec("t", "T", WHOLE, 1, None, 3, ruling="N2, N10", reading=True, tweak=True,
              group=PROFILE,
              help="Toughness, before flesh wounds; the wound roll compares S with it"),
    FieldSpec("w", "W", WHOLE, 1, None, 1, ruling="N2, N12, N17", reading=True, state=True,
              group=PROFILE,
              help="Wounds remaining: damage at 1 wound is injury dice; a fight may lower it"),
    _stat("i", "I", 2, 6, 4, "Initiative, or none"),
    FieldSpec("a", "A", WHOLE, 0, MAX_ATTACKS, 1, ruling="N2", tweak=True, group=PROFILE,
              help=f"Attacks; at most {MAX_ATTACKS} (this program's limit)"),
    _stat("ld", "Ld", 2, 12, 7, "Leadership"),
    _stat("cl", "Cl", 2, 12, 7, "Cool"),
    _stat("wil", "Wil", 2, 12, 7, "Willpower"),
    _stat("int", "Int", 2, 12, 7, "Intelligence"),
    FieldSpec("sv", "Sv", OPTIONAL_WHOLE, 2, 6, None, ruling="N2, N11", reading=True,
              tweak=True, group=PROFILE, target=True,
              help="Save, or none; AP worsens it, a natural 1 fails"),
    FieldSpec("cost", "Cost", WHOLE, 0, 9999, 0, help=f"Cost in {COST_UNIT}", group=PROFILE),
    FieldSpec("type", "Type", TEXT, maximum=MAX_NAME_CHARS, default="", column=False,
              group=PROFILE, help="The fighter's type (Leader, Ganger, Juve…)" + UNUSED),
    FieldSpec("flesh_wounds", "Flesh wounds", WHOLE, 0, None, 0, ruling="N2, N17",
              reading=True, on_card=False, column=False, state=True, group=STATE,
              help="Flesh wounds already suffered: each costs 1 T (N10); fewer than T"),
    FieldSpec("status", "Status", CHOICE, default=STATUSES[0], choices=STATUSES,
              choice_labels=STATUS_LABELS, ruling="N17", reading=True, on_card=False,
              column=False, state=True, group=STATE,
              help="Standing, seriously injured (cannot fight nor react) or out of action "
                   "(takes no further part)"),
    _record("xp", "XP", MAX_XP, "Experience"),
    _record("kills", "Kills", MAX_KILLS, "Enemies taken out of action"),
    _record("advances", "Advances", MAX_ADVANCES, "Advances bought"),
    FieldSpec("skills", "Skills", TEXT_LIST, maximum=ITEM_LENGTH, default=(), column=False,
              group=CAMPAIGN_GROUP, help="The fighter's skills" + UNUSED),
    FieldSpec("injuries", "Lasting injuries", TEXT_LIST, maximum=ITEM_LENGTH, default=(),
              column=False, group=CAMPAIGN_GROUP,
              help="Lasting injuries; change the profile by hand where one lowers a number"
                   + UNUSED),
    FieldSpec("campaign_status", "Campaign status", CHOICE, default=CAMPAIGN_STATUSES[0],
              choices=CAMPAIGN_STATUSES, choice_labels=("Active", "In recovery", "Dead"),
              on_card=False, column=False, group=CAMPAIGN_GROUP,
              help="Active, in recovery (misses the next battle) or dead" + CAMPAIGN),
    # The keys a player may have to check: every field but the name and this list itself.
    FieldSpec("unchecked", "To check", TEXT_LIST, maximum=ITEM_LENGTH, default=(),
              choices=("type", "m", "ws", "bs", "s", "t", "w", "i", "a", "ld", "cl", "wil",
                       "int", "sv", "cost", "xp", "kills", "advances", "skills", "injuries"),
              on_card=False, column=False, group=CAMPAIGN_GROUP,
              help="Fields still to check, such as a save an import could not know"),
    FieldSpec("notes", "Notes", TEXT, maximum=MAX_NOTES_CHARS, default="", column=False,
              help="Plain text"),
)  # fmt: skip

_A_WEAPON = (("profile", WEAPON),)
"""A weapon's numbers apply to a weapon only: wargear has none, and an item still to fill in has
placeholders, which a card must not print as its profile."""

WEAPON_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Name", TEXT, maximum=MAX_NAME_CHARS, default="Knife", ruling="N2",
              help="Unique within the fighter; 'Unarmed' is reserved"),
    FieldSpec("strength", "S", RELATIVE_OR_WHOLE, 1, None, "S", ("S",), ruling="N3",
              requires=_A_WEAPON,
              help="S, S+N, S-N (never below 1) or a fixed number of at least 1"),
    FieldSpec("ap", "AP", WHOLE, None, 0, 0, ruling="N3, N11", reading=True,
              requires=_A_WEAPON, help="Armour Piercing as printed: 0 or negative"),
    FieldSpec("d", "D", WHOLE, 1, MAX_DAMAGE, 1, ruling="N3, N12", reading=True,
              requires=_A_WEAPON, help=f"Damage; at most {MAX_DAMAGE} (this program's limit)"),
    FieldSpec("traits", "Traits", TEXT_LIST, maximum=ITEM_LENGTH, default=("Melee",),
              ruling="N3", requires=_A_WEAPON,
              help="Melee, Sidearm and Unwieldy count in close combat; others are kept"),
    FieldSpec("profile", "Item", CHOICE, default=WEAPON, choices=PROFILES,
              choice_labels=("Weapon", "Wargear", "Profile to fill in"), ruling="N5",
              on_card=False,
              help="A weapon; wargear (carried, never a weapon); or a weapon whose profile is "
                   "still to fill in (never chosen until it is)"),
    FieldSpec("cost", "Cost", WHOLE, 0, 9999, 0, help=f"Cost in {COST_UNIT}"),
    FieldSpec("notes", "Notes", TEXT, maximum=MAX_NOTES_CHARS, default="", column=False,
              help="Plain text"),
)  # fmt: skip

_REACTION = (("reaction.enabled", True),)
"""Reaction attacks are switched on by ``reaction.enabled`` (false: none, settings kept), so every
``reaction.*`` field is one nested value whatever order a builder sets them in."""

# Keys are JSON paths of the scenario (``reaction.broken`` is {"reaction": {"broken": ...}}); the
# attacker's chosen weapons are the choice itself (``Game.choices``), not a field.
SCENARIO_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("charging", "Charging", YES_NO, default=False, ruling="N6", group=FIGHT,
              matchup=True, help="The free Fight action of a Charge: +1 Attack die"),
    FieldSpec("out_of_sight", "Charged out of sight", YES_NO, default=False, ruling="N9",
              group=FIGHT, requires=(("charging", True),),
              help="Charged a fighter it could not see: −1 to hit"),
    FieldSpec("turn_to_face", "Turned to face", YES_NO, default=False, ruling="N4",
              group=FIGHT, help="−1 to hit"),
    FieldSpec("broken", "Broken", YES_NO, default=False, ruling="N9", reading=True,
              group=FIGHT, help="−2 to hit"),
    FieldSpec("assists", "Assists", WHOLE, 0, None, 0, ruling="N9", group=FIGHT,
              help="+1 to hit each: friends also engaged with the target, and with no other "
                   "enemy of its gang"),
    FieldSpec("interference", "Interference", WHOLE, 0, None, 0, ruling="N9", group=FIGHT,
              help="−1 to hit each: other enemies engaged with the attacker, and with no other "
                   "of its gang"),
    FieldSpec("extra_die", "Odd Attack die", WORD_OR_WHOLE, 0, 1, "auto",
              choices=("auto",),
              choice_labels=("Auto: the die worth more", "First weapon", "Second weapon"),
              ruling="N8", reading=True, group=FIGHT, one_fight=True,
              help="Which of two weapons takes an odd die: auto (the one worth more), or the "
                   "first or second weapon named"),
    FieldSpec("reaction.enabled", "Reaction attacks", YES_NO, default=False, ruling="N15",
              reading=True, group=REACTION, matchup=True,
              help="The target strikes back if it still stands"),
    FieldSpec("reaction.weapons", "Reaction: weapons", TEXT_LIST, default=None,
              maximum=MAX_NAME_CHARS, ruling="N15, N5", group=REACTION, requires=_REACTION,
              help="The target's weapons for its Reaction attacks: up to two, one if Unwieldy; "
                   "unset: every Melee or Sidearm weapon it has; none: unarmed"),
    FieldSpec("reaction.turn_to_face", "Reaction: turned to face", YES_NO, default=False,
              ruling="N4", group=REACTION, requires=_REACTION,
              help="−1 to hit; also a Prone and Pinned fighter that was charged"),
    FieldSpec("reaction.broken", "Reaction: broken", YES_NO, default=False, ruling="N9",
              reading=True, group=REACTION, requires=_REACTION, help="−2 to hit"),
    FieldSpec("reaction.assists", "Reaction: assists", WHOLE, 0, None, 0, ruling="N9",
              group=REACTION, requires=_REACTION, help="+1 to hit each"),
    FieldSpec("reaction.interference", "Reaction: interference", WHOLE, 0, None, 0,
              ruling="N9", group=REACTION, requires=_REACTION, help="−1 to hit each"),
    FieldSpec("reaction.extra_die", "Reaction: odd Attack die", WORD_OR_WHOLE, 0, 1, "auto",
              choices=("auto",),
              choice_labels=("Auto: the die worth more", "First weapon", "Second weapon"),
              ruling="N8", reading=True, group=REACTION, requires=_REACTION, one_fight=True,
              help="Which of the target's two weapons takes an odd die"),
)  # fmt: skip

_FACES = " faces: the three counts add up to 6"

# N13's injury die is a house rule: Preferences sets it on every scenario.
HOUSE_RULES: tuple[FieldSpec, ...] = (
    FieldSpec("rules.injury_faces.flesh_wound", "Injury die: flesh wound", WHOLE, 0, 6, 2,
              ruling="N13", reading=True, group="Injury dice", help="Flesh wound" + _FACES),
    FieldSpec("rules.injury_faces.seriously_injured", "Injury die: seriously injured", WHOLE,
              0, 6, 3, ruling="N13", reading=True, group="Injury dice",
              help="Seriously injured" + _FACES),
    FieldSpec("rules.injury_faces.out_of_action", "Injury die: out of action", WHOLE, 0, 6, 1,
              ruling="N13", reading=True, group="Injury dice", help="Out of action" + _FACES),
)  # fmt: skip

# What a gang manager (Yaktribe) keeps of a gang; the rules never read it.
ROSTER_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("type", "Gang type", TEXT, maximum=MAX_NAME_CHARS, default="",
              help="The gang's house or type" + CAMPAIGN),
    FieldSpec("credits", "Credits", OPTIONAL_WHOLE, 0, MAX_GANG_NUMBER, None,
              help="Credits in the stash" + CAMPAIGN),
    FieldSpec("reputation", "Reputation", OPTIONAL_WHOLE, 0, MAX_GANG_NUMBER, None,
              help="The gang's Reputation" + CAMPAIGN),
    FieldSpec("wealth", "Wealth", OPTIONAL_WHOLE, 0, MAX_GANG_NUMBER, None,
              help="The gang's wealth (its fighters' worth and its stash)" + CAMPAIGN),
)  # fmt: skip
