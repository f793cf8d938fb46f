"""A Necromunda scenario read from its JSON (docs/necromunda.md, command line), fully planned:
checked (N16), weapons, Attack dice and targets settled (N5–N11, N15); the dice are all left."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from gangfight_gui.rules.necromunda import dice
from gangfight_gui.rules.necromunda import json_fields as jf
from gangfight_gui.rules.necromunda.errors import (
    CannotFight,
    IllegalAttackDice,
    IllegalWeapons,
    InvalidProfile,
    OutOfScope,
    ShapeError,
)
from gangfight_gui.rules.necromunda.profile import (
    OUT_OF_ACTION,
    SERIOUSLY_INJURED,
    UNARMED,
    UNARMED_WEAPON,
    Fighter,
    Weapon,
    read_fighter,
)
from gangfight_gui.rules.necromunda.sequence import (
    attack_dice_count,
    choose_weapons,
    legal_splits,
    pick_split,
)

GAME_KEY = "necromunda"

FACE_NAMES = ("flesh_wound", "seriously_injured", "out_of_action")
"""N13: an injury die's faces, in the order this program numbers them (1–2, 3–5, 6 by default)."""
DEFAULT_FACES = (2, 3, 1)

_SCENARIO_KEYS = frozenset(
    {
        "game",
        "attacker",
        "target",
        "weapons",
        "charging",
        "out_of_sight",
        "turn_to_face",
        "broken",
        "assists",
        "interference",
        "extra_die",
        "attack_dice",
        "reaction",
        "rules",
    }
)
_REACTION_KEYS = frozenset(
    {
        "enabled",
        "weapons",
        "turn_to_face",
        "broken",
        "assists",
        "interference",
        "extra_die",
        "attack_dice",
        "charging",
        "out_of_sight",
    }
)


@dataclass(frozen=True, slots=True)
class InjuryFaces:
    """N13: how many of an injury die's six faces show each result (an option)."""

    flesh_wound: int = 2
    seriously_injured: int = 3
    out_of_action: int = 1

    @property
    def counts(self) -> tuple[int, int, int]:
        return (self.flesh_wound, self.seriously_injured, self.out_of_action)

    @property
    def is_default(self) -> bool:
        return self.counts == DEFAULT_FACES

    def name_of(self, face: int) -> str:
        """The result a die showing ``face`` (1–6) gives: faces numbered in FACE_NAMES order."""
        if face <= self.flesh_wound:
            return FACE_NAMES[0]
        if face <= self.flesh_wound + self.seriously_injured:
            return FACE_NAMES[1]
        return FACE_NAMES[2]


@dataclass(frozen=True, slots=True)
class Group:
    """One key of ``attack_dice``: a weapon (or Unarmed) with its dice and targets (N7–N11)."""

    name: str
    dice: int
    strength: int
    hit_target: int
    wound_target: int
    save_target: int | None
    damage: int

    @property
    def hit_faces(self) -> int:
        return dice.faces_reaching(self.hit_target)

    @property
    def wound_faces(self) -> int:
        return dice.faces_reaching(self.wound_target)

    @property
    def fail_faces(self) -> int:
        """N11: faces that fail the save (a natural 1 always fails); all six with no save."""
        return 6 if self.save_target is None else self.save_target - 1

    @property
    def worth(self) -> int:
        """N8: expected wounds lost plus injury dice of one die, in 6³ths (p·p·p·d)."""
        return self.hit_faces * self.wound_faces * self.fail_faces * self.damage


@dataclass(frozen=True, slots=True)
class Action:
    """One close-combat action (N1) or the Reaction attacks (N15), planned."""

    attacker: Fighter
    target: Fighter
    groups: tuple[Group, ...]
    modifier: int
    """N9: the Hit roll modifier."""
    auto_odd_die: bool
    """N8: this program gave the odd die to the weapon whose die is worth more."""
    unarmed_for_sidearm: bool
    """N7 (this project's reading): dice a sidearm could not take went to Unarmed."""

    @property
    def attack_dice(self) -> dict[str, int]:
        return {group.name: group.dice for group in self.groups}


@dataclass(frozen=True, slots=True)
class Scenario:
    """A fight: the action, the optional Reaction attacks, and the injury die (N13)."""

    action: Action
    reaction: Action | None
    faces: InjuryFaces
    charging: bool = False
    out_of_sight: bool = False
    turn_to_face: bool = False
    broken: bool = False
    reaction_broken: bool = False
    reaction_turn_to_face: bool = False
    data: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)
    """The scenario JSON it was read from, as given (not copied: never changed here): the
    advice and the details read it, and change copies of it."""


def read_scenario(data: object) -> Scenario:
    """The scenario JSON of docs/necromunda.md; ShapeError (exit 2) or a RulesError (exit 1)."""
    obj = jf.as_object(data, "scenario")
    game = obj.get("game", GAME_KEY)
    if game != GAME_KEY:
        raise ShapeError(f'game: must be "{GAME_KEY}" here (found {jf.shown(game)})')
    if "targets" in obj:
        raise OutOfScope("targets: one target per scenario; splitting attacks is not modelled (N1)")
    jf.refuse_unknown(obj, _SCENARIO_KEYS, "")
    for role in ("attacker", "target"):
        if role not in obj:
            raise ShapeError(f"{role}: is required (a fighter object)")
    attacker = read_fighter(obj["attacker"], "attacker")
    target = read_fighter(obj["target"], "target")
    faces = _read_faces(obj.get("rules"))
    charging = jf.flag(obj, "charging", "")
    out_of_sight = jf.flag(obj, "out_of_sight", "")
    if out_of_sight and not charging:
        raise OutOfScope("out_of_sight: applies only to a charge's free Fight action (N9)")
    reaction_obj = _read_reaction(obj.get("reaction"))
    _check_status(attacker, target, reaction_asked=reaction_obj is not None)
    action = _plan(attacker, target, obj, "", charging=charging, out_of_sight=out_of_sight)
    reaction = None
    if reaction_obj is not None:
        reaction = _plan(target, attacker, reaction_obj, "reaction.", charging=False)
    return Scenario(
        action=action,
        reaction=reaction,
        faces=faces,
        charging=charging,
        out_of_sight=out_of_sight,
        turn_to_face=jf.flag(obj, "turn_to_face", ""),
        broken=jf.flag(obj, "broken", ""),
        reaction_broken=reaction_obj is not None and jf.flag(reaction_obj, "broken", "reaction"),
        reaction_turn_to_face=reaction_obj is not None
        and jf.flag(reaction_obj, "turn_to_face", "reaction"),
        data=obj,
    )


def _check_status(attacker: Fighter, target: Fighter, *, reaction_asked: bool) -> None:
    """N17: an out-of-action fighter takes no further part, a seriously injured one cannot
    fight, nor make Reaction attacks (N15); a seriously injured target is fought as any other."""
    for role, fighter in (("attacker", attacker), ("target", target)):
        if fighter.status == OUT_OF_ACTION:
            raise CannotFight(f"{role}.status: out of action, it takes no further part (N17)")
    if attacker.status == SERIOUSLY_INJURED:
        raise CannotFight("attacker.status: seriously injured, it cannot fight (N17)")
    if target.status == SERIOUSLY_INJURED and reaction_asked:
        raise CannotFight(
            "reaction: the target is seriously injured and makes no Reaction attacks (N17, N15)"
        )


def _read_reaction(value: object) -> Mapping[str, Any] | None:
    """N15: ``true`` means ``{}``; false or null (or absent) means no Reaction attacks.

    An object may say ``"enabled": false`` (beside the page's fields; default true), so the
    builder can keep the reaction's settings while it is switched off (fields.py).
    """
    if value is None or value is False:
        return None
    if value is True:
        return {}
    obj = jf.as_object(value, "reaction")
    jf.refuse_unknown(obj, _REACTION_KEYS, "reaction")
    if "enabled" in obj and not jf.flag(obj, "enabled", "reaction"):
        return None
    for key in ("charging", "out_of_sight"):
        if jf.flag(obj, key, "reaction"):
            raise OutOfScope(f"reaction.{key}: Reaction attacks have no {key} (N15)")
    return obj


def _read_faces(value: object) -> InjuryFaces:
    """N13: ``rules.injury_faces``, face counts adding up to 6 (missing keys are 0)."""
    if value is None:
        return InjuryFaces()
    rules = jf.as_object(value, "rules")
    jf.refuse_unknown(rules, frozenset({"injury_faces"}), "rules")
    if rules.get("injury_faces") is None:
        return InjuryFaces()
    faces = jf.as_object(rules["injury_faces"], "rules.injury_faces")
    for key in faces:
        if key not in FACE_NAMES:
            raise InvalidProfile(
                f"rules.injury_faces: unknown face {key!r} (faces: {', '.join(FACE_NAMES)}) (N13)"
            )
    counts = []
    for key in FACE_NAMES:
        count: int = jf.ranged(faces, key, "rules.injury_faces", 0, None, "N13", 0)
        counts.append(count)
    if sum(counts) != 6:
        raise InvalidProfile(f"rules.injury_faces: the counts add up to {sum(counts)}, not 6 (N13)")
    return InjuryFaces(*counts)


def _plan(
    attacker: Fighter,
    target: Fighter,
    obj: Mapping[str, Any],
    prefix: str,
    *,
    charging: bool,
    out_of_sight: bool = False,
) -> Action:
    """Steps 1–3 and the targets of steps 5–6 for one fighter attacking another."""
    parent = prefix.rstrip(".")
    names = jf.text_list(obj, "weapons", parent)
    if names is None:
        names = () if not prefix else reaction_default(attacker)
    weapons = choose_weapons(attacker, names, f"{prefix}weapons")
    assists: int = jf.ranged(obj, "assists", parent, 0, None, "N9", 0)
    interference: int = jf.ranged(obj, "interference", parent, 0, None, "N9", 0)
    modifier = (
        assists
        - interference
        - jf.flag(obj, "turn_to_face", parent)
        - out_of_sight
        - 2 * jf.flag(obj, "broken", parent)
    )
    extra_die = _read_extra_die(obj, prefix)
    attack_dice = obj.get("attack_dice")
    if attack_dice is not None:
        attack_dice = jf.as_object(attack_dice, f"{prefix}attack_dice")
    n = attack_dice_count(attacker, weapons, charging)
    by_name = {weapon.name: weapon for weapon in weapons}
    by_name[UNARMED] = UNARMED_WEAPON
    ht = dice.hit_target(attacker.ws, modifier)

    def group(name: str, count: int) -> Group:
        weapon = by_name[name]
        strength = weapon.strength.against(attacker.s)
        return Group(
            name=name,
            dice=count,
            strength=strength,
            hit_target=ht,
            wound_target=dice.wound_target(strength, target.toughness),
            save_target=dice.save_target(target.sv, weapon.ap),
            damage=weapon.d,
        )

    split, auto = pick_split(
        legal_splits(weapons, n),
        extra_die,
        attack_dice,
        lambda name: group(name, 1).worth,
        prefix,
    )
    return Action(
        attacker=attacker,
        target=target,
        groups=tuple(group(name, count) for name, count in split),
        modifier=modifier,
        auto_odd_die=auto,
        unarmed_for_sidearm=bool(weapons) and any(name == UNARMED for name, _ in split),
    )


def reaction_default(fighter: Fighter) -> tuple[str, ...]:
    """N15: every Melee or Sidearm weapon of the target, in its order, if that is a legal choice."""
    names = tuple(weapon.name for weapon in fighter.weapons if weapon.close_combat)
    chosen: list[Weapon] = [w for w in fighter.weapons if w.close_combat]
    if len(chosen) > 2 or (len(chosen) == 2 and any(w.unwieldy for w in chosen)):
        raise IllegalWeapons(
            f"reaction.weapons: {fighter.name!r} cannot use all of {', '.join(map(repr, names))} "
            "at once; name the weapons of its Reaction attacks (N15, N5)"
        )
    return names


def _read_extra_die(obj: Mapping[str, Any], prefix: str) -> int | str:
    """N8: "auto" (default), 0 or 1; other texts or numbers are refused (N16).

    The texts "0" and "1" are the numbers: the builder's choice field writes them (fields.py).
    """
    value: object = obj.get("extra_die", "auto")
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise ShapeError(f'{prefix}extra_die: must be "auto", 0 or 1 (found {jf.shown(value)})')
    if value == "auto":
        return "auto"
    if value in (0, 1, "0", "1"):
        return int(value)
    raise IllegalAttackDice(
        f'{prefix}extra_die: must be "auto", 0 or 1 (found {jf.shown(value)}) (N8)'
    )
