"""A Necromunda scenario read from its JSON (docs/necromunda.md, command line), fully planned:
checked (N16), weapons, Attack dice and targets settled (N5–N11, N15); the dice are all left."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from operator import itemgetter
from typing import Any, NamedTuple

from gangfight_gui.rules.engine.records import quick_init, tuple_maker
from gangfight_gui.rules.field_spec import FieldSpec
from gangfight_gui.rules.kinds import WHOLE, WORD_OR_WHOLE, found
from gangfight_gui.rules.necromunda import dice
from gangfight_gui.rules.necromunda.errors import (
    CannotFight,
    IllegalAttackDice,
    IllegalWeapons,
    InvalidProfile,
    OutOfScope,
    ShapeError,
)
from gangfight_gui.rules.necromunda.fields import HOUSE_RULES, SCENARIO_FIELDS
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
    Split,
    attack_dice_count,
    choose_weapons,
    legal_splits,
    pick_split,
)
from gangfight_gui.rules.reading import FreeKeys, Shape, other_game

GAME_KEY = "necromunda"

FACE_NAMES = ("flesh_wound", "seriously_injured", "out_of_action")
"""N13: an injury die's faces, in the order this program numbers them (1–2, 3–5, 6 by default)."""
DEFAULT_FACES = (2, 3, 1)


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

    @property
    def text(self) -> str:
        """The counts in words: "2 flesh wound, 3 seriously injured, 1 out of action"."""
        return (
            f"{self.flesh_wound} flesh wound, {self.seriously_injured} seriously injured, "
            f"{self.out_of_action} out of action"
        )

    def name_of(self, face: int) -> str:
        """The result a die showing ``face`` (1–6) gives: faces numbered in FACE_NAMES order."""
        if face <= self.flesh_wound:
            return FACE_NAMES[0]
        if face <= self.flesh_wound + self.seriously_injured:
            return FACE_NAMES[1]
        return FACE_NAMES[2]


DEFAULT_INJURY_FACES = InjuryFaces()
"""N13's injury die as printed, the one every scenario that sets none shares (immutable)."""


class Group(NamedTuple):
    """One key of ``attack_dice``: a weapon (or Unarmed) with its dice and targets (N7–N11); a
    tuple, quick to make: a fight makes four or five."""

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


_NAME_AND_DICE = itemgetter(0, 1)
"""A group's name and dice: its entry in ``attack_dice``."""


class Action(NamedTuple):
    """One close-combat action (N1) or the Reaction attacks (N15), planned; a tuple, quick to
    make."""

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
        return dict(map(_NAME_AND_DICE, self.groups))


@quick_init
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
    if type(data) is not dict and not isinstance(data, Mapping):
        raise ShapeError(f"scenario: must be an object (found {found(data)})")
    game = data.get("game", GAME_KEY)
    if game != GAME_KEY:
        raise ShapeError(f"game: {other_game(GAME_KEY, game)}")
    if "targets" in data:
        raise OutOfScope("targets: one target per scenario; splitting attacks is not modelled (N1)")
    circumstances = _shapes()[0].read(data, "")
    for role in ("attacker", "target"):
        if role not in data:
            raise ShapeError(f"{role}: is required (a fighter object)")
    attacker = read_fighter(data["attacker"], "attacker")
    target = read_fighter(data["target"], "target")
    faces = _read_faces(data.get("rules"))
    charging, out_of_sight, turn_to_face, broken = circumstances[:4]
    if out_of_sight and not charging:
        raise OutOfScope("out_of_sight: applies only to a charge's free Fight action (N9)")
    reaction = _read_reaction(data.get("reaction"))
    _check_status(attacker, target, reaction_asked=reaction is not None)
    action = _plan(attacker, target, data, circumstances, "", charging=charging)
    planned = None
    if reaction is not None:
        planned = _plan(target, attacker, *reaction, "reaction.", charging=False)
    return Scenario(
        action=action,
        reaction=planned,
        faces=faces,
        charging=charging,
        out_of_sight=out_of_sight,
        turn_to_face=turn_to_face,
        broken=broken,
        reaction_broken=reaction is not None and reaction[1][3],
        reaction_turn_to_face=reaction is not None and reaction[1][2],
        data=data,
    )


_CIRCUMSTANCES = ("charging", "out_of_sight", "turn_to_face", "broken", "assists", "interference")
"""A fight's circumstances as the scenario and its Reaction read them (``fields.py``), in the
order of the values ``_plan`` takes, after them the weapons chosen and the odd die (N8)."""
_OTHER_KEYS = ("attack_dice",)
"""Keys of the fight and of its Reaction read by ``_plan`` itself."""
_DICE = FieldSpec("attack_dice", "Attack dice", WHOLE, 0, ruling="N7")
"""N7: the dice ``attack_dice`` gives one weapon (by its name)."""
_ODD_DIE = next(spec for spec in SCENARIO_FIELDS if spec.key == "extra_die")


def odd_die(value: object) -> int | str:
    """N8: "auto" or the index of the weapon the odd die goes to, however the field's kind
    takes it written ("AUTO" is "auto", "1" is 1); what it does not take reads as "auto"."""
    if value == "auto":  # as the field's default is written: nothing to read
        return value
    word, index = WORD_OR_WHOLE.taken_parts(_ODD_DIE, value) or ("auto", 0)
    return index if word is None else word


@cache
def _shapes() -> tuple[Shape, Shape, Shape, Shape, FreeKeys]:
    """The scenario's own objects, from the game's fields: the fight, the Reaction, the house
    rules, the injury die and ``attack_dice``; a key of no field is refused."""
    specs = {spec.key: spec for spec in (*SCENARIO_FIELDS, *HOUSE_RULES)}
    # N5: weapons chosen by name (the fight's and the Reaction's); null or left out: not said
    weapons = specs["reaction.weapons"]
    shape: dict[str, Any] = {"shape_error": ShapeError}
    errors: dict[str, Any] = {"range_error": InvalidProfile, **shape}
    top = Shape(
        (*(specs[key] for key in _CIRCUMSTANCES), weapons, specs["extra_die"]),
        (*_OTHER_KEYS, "game", "attacker", "target", "reaction", "rules"),
        absent={"weapons": None},
        **errors,
    )
    reaction = Shape(
        (
            specs["reaction.enabled"],
            *(specs[key] for key in _CIRCUMSTANCES),
            weapons,
            specs["reaction.extra_die"],
        ),
        _OTHER_KEYS,
        absent={"enabled": True, "weapons": None},
        **errors,
    )
    rules = Shape((), ("injury_faces",), **errors)
    # N13: a face left out has none; a count above 6 is told by the sum.
    faces = tuple(replace(specs[f"rules.injury_faces.{face}"], maximum=None) for face in FACE_NAMES)
    injury = Shape(faces, absent=dict.fromkeys(FACE_NAMES, 0), **errors)
    return top, reaction, rules, injury, FreeKeys(_DICE, range_error=IllegalAttackDice, **shape)


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


def _read_reaction(value: object) -> tuple[Mapping[str, Any], tuple[Any, ...]] | None:
    """N15: ``true`` means ``{}``; false or null (or absent) means no Reaction attacks: the
    object and its circumstances.

    An object may say ``"enabled": false`` (beside the page's fields; default true), so the
    builder can keep the reaction's settings while it is switched off (fields.py).
    """
    if value is None or value is False:
        return None
    obj: Any = {} if value is True else value
    enabled, *circumstances = _shapes()[1].read(obj, "reaction")
    if not enabled:
        return None
    for key, given in zip(_CIRCUMSTANCES[:2], circumstances, strict=False):
        if given:
            raise OutOfScope(f"reaction.{key}: Reaction attacks have no {key} (N15)")
    return obj, tuple(circumstances)


def _read_faces(value: object) -> InjuryFaces:
    """N13: ``rules.injury_faces``, face counts adding up to 6 (missing keys are 0)."""
    if value is None:
        return DEFAULT_INJURY_FACES
    _, _, rules, injury, _ = _shapes()
    rules.read(value, "rules")
    faces = value.get("injury_faces")  # type: ignore[attr-defined]  # an object: read above
    if faces is None:
        return DEFAULT_INJURY_FACES
    counts = injury.read(faces, "rules.injury_faces")
    if sum(counts) != 6:
        raise InvalidProfile(f"rules.injury_faces: the counts add up to {sum(counts)}, not 6 (N13)")
    return InjuryFaces(*counts)


def _plan(
    attacker: Fighter,
    target: Fighter,
    obj: Mapping[str, Any],
    circumstances: tuple[Any, ...],
    prefix: str,
    *,
    charging: bool,
) -> Action:
    """Steps 1–3 and the targets of steps 5–6 for one fighter attacking another: ``obj`` the
    fight's (or its Reaction's) object, ``circumstances`` its values read (``_CIRCUMSTANCES``,
    then the weapons chosen and the odd die)."""
    _, out_of_sight, turn_to_face, broken, assists, interference, chosen, odd = circumstances
    weapons, by_name, splits = _armed(attacker, chosen, prefix, charging=charging)
    modifier = assists - interference - turn_to_face - out_of_sight - 2 * broken
    extra_die = odd_die(odd)
    attack_dice = obj.get("attack_dice")
    if attack_dice is not None:
        attack_dice = _shapes()[4].read(attack_dice, f"{prefix}attack_dice")
    ht = dice.hit_target(attacker.ws, modifier)
    numbers = (attacker.s, target.toughness, target.sv, ht)

    split, auto = pick_split(
        splits,
        extra_die,
        attack_dice,
        lambda name: _group(by_name[name], name, 1, *numbers).worth,
        prefix,
    )
    groups = []
    for name, count in split:
        groups.append(_group(by_name[name], name, count, *numbers))
    # N7: Unarmed comes last in a split, after the weapons named (``sequence.Split``).
    unarmed_for_sidearm = bool(weapons) and split[-1][0] == UNARMED
    return _ACTION((attacker, target, tuple(groups), modifier, auto, unarmed_for_sidearm))


_ACTION = tuple_maker(Action)
"""An action from its six fields (two a fight with Reaction attacks)."""

Armed = tuple[tuple[Weapon, ...], Mapping[str, Weapon], tuple[Split, ...]]
"""The weapons a fighter uses (N5), them by the names of their groups (Unarmed's too) and the
splits of its Attack dice (N6) the rules allow (N7)."""


def _armed(attacker: Fighter, chosen: list[str] | None, prefix: str, *, charging: bool) -> Armed:
    """N5–N7 for the weapons ``chosen`` (None: unset, N15's default for a Reaction); what was
    worked out before for the same weapon list (one object a batch: ``profile.read_fighter``),
    choice, Attacks and charge is the one given (``_ARMED``)."""
    arms = attacker.weapons
    key = (id(arms), None if chosen is None else tuple(chosen), prefix, attacker.a, charging)
    kept = _ARMED.get(key)
    if kept is not None:
        return kept[1]
    if chosen is not None:
        names = tuple(chosen)
    else:
        names = () if not prefix else reaction_default(attacker)
    weapons = choose_weapons(attacker, names, f"{prefix}weapons")
    n = attack_dice_count(attacker, weapons, charging)
    by_name = dict(zip(names, weapons, strict=True))  # each weapon chosen by its name
    by_name[UNARMED] = UNARMED_WEAPON
    armed = weapons, by_name, legal_splits(weapons, n)
    if len(_ARMED) >= GROUPS_KEPT:
        _ARMED.clear()
    _ARMED[key] = arms, armed  # the list kept alive, so its id names no other meanwhile
    return armed


ArmedKey = tuple[int, tuple[str, ...] | None, str, int, bool]
"""The weapon list's id, the weapons chosen (None: unset), the prefix (a Reaction's), the
Attacks and the charge."""
_ARMED: dict[ArmedKey, tuple[tuple[Weapon, ...], Armed]] = {}
"""``_armed``'s answers by the weapon list's object and what else they depend on: a batch's
fighters carry the same few lists and choose from them alike."""


def _group(
    weapon: Weapon, name: str, count: int, s: int, toughness: int, sv: int | None, ht: int
) -> Group:
    """N9–N11: ``count`` dice of ``weapon`` in the hands of a fighter of strength ``s``, against
    ``toughness`` and the save ``sv``, hitting on ``ht``; one made before with the same weapon
    object and numbers is the one given (``_GROUPS``)."""
    key = (id(weapon), name, count, s, toughness, sv, ht)
    kept = _GROUPS.get(key)
    if kept is not None:
        return kept[1]
    strength = weapon.strength.against(s)
    group = Group(
        name,
        count,
        strength,
        ht,
        dice.wound_target(strength, toughness),
        dice.save_target(sv, weapon.ap),
        weapon.d,
    )
    if len(_GROUPS) >= GROUPS_KEPT:
        _GROUPS.clear()
    _GROUPS[key] = weapon, group  # the weapon kept alive, so its id names no other meanwhile
    return group


GROUPS_KEPT = 4096
"""Groups kept at most (``_GROUPS``): a batch's weapons against its targets, many times over."""
_GROUPS: dict[tuple[int, str, int, int, int, int | None, int], tuple[Weapon, Group]] = {}
"""Groups made, by their weapon object (read once a batch: ``profile.read_weapon``) and numbers:
a batch's fights put the same weapons against the same targets again and again, and the odd
die (N8) weighs each weapon's group before the split is made."""


def clear_caches() -> None:
    """Forget the groups and weapon choices made (a benchmark times a fresh command's batch)."""
    _GROUPS.clear()
    _ARMED.clear()


def reaction_default(fighter: Fighter) -> tuple[str, ...]:
    """N15: every Melee or Sidearm weapon of the target, in its order, if that is a legal choice."""
    chosen = [weapon for weapon in fighter.weapons if weapon.close_combat]
    names = tuple([weapon.name for weapon in chosen])
    if len(chosen) > 2 or (len(chosen) == 2 and any(w.unwieldy for w in chosen)):
        raise IllegalWeapons(
            f"reaction.weapons: {fighter.name!r} cannot use all of {', '.join(map(repr, names))} "
            "at once; name the weapons of its Reaction attacks (N15, N5)"
        )
    return names
