"""Steps 2–3 of the sequence: which weapons a fighter uses and how its Attack dice split (N5–N8)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence

from gangfight_gui.rules.necromunda.errors import IllegalAttackDice, IllegalWeapons
from gangfight_gui.rules.necromunda.profile import (
    TO_FILL_IN,
    UNARMED,
    WARGEAR,
    Fighter,
    Weapon,
)

Split = tuple[tuple[str, int], ...]
"""(group name, dice) pairs in the order CLI output lists them: the chosen weapons in the order
named, then ``Unarmed`` when no weapon is used or it gets a die (N7)."""


def choose_weapons(fighter: Fighter, names: Sequence[str], path: str) -> tuple[Weapon, ...]:
    """N5: 0, 1 or 2 different weapons of the fighter, each Melee or Sidearm, two only if
    neither is Unwieldy."""
    if len(names) > 2:
        raise IllegalWeapons(f"{path}: at most two weapons, not {len(names)} (N5)")
    if len(names) == 2 and names[0] == names[1]:
        raise IllegalWeapons(f"{path}: {names[0]!r} chosen twice (N5)")
    chosen = []
    for name in names:
        weapon = fighter.weapon(name)
        if weapon is None:
            have = ", ".join(repr(w.name) for w in fighter.weapons) or "none"
            raise IllegalWeapons(
                f"{path}: {fighter.name!r} has no weapon {name!r} (has {have}) (N5)"
            )
        if weapon.profile == WARGEAR:
            raise IllegalWeapons(f"{path}: {name!r} is wargear, not a weapon (N5)")
        if weapon.profile == TO_FILL_IN:
            raise IllegalWeapons(
                f"{path}: {name!r} has no profile yet; fill in its strength, AP, D and traits "
                "first (N3)"
            )
        if not weapon.close_combat:
            raise IllegalWeapons(f"{path}: {name!r} has neither Melee nor Sidearm (N5)")
        chosen.append(weapon)
    if len(chosen) == 2:
        for weapon in chosen:
            if weapon.unwieldy:
                raise IllegalWeapons(
                    f"{path}: {weapon.name!r} is Unwieldy, so it is used alone (N5)"
                )
    return tuple(chosen)


def attack_dice_count(fighter: Fighter, weapons: Sequence[Weapon], charging: bool) -> int:
    """N6: Attacks, +1 for two weapons (Dual Weapons), +1 for charging."""
    return fighter.a + (1 if len(weapons) == 2 else 0) + (1 if charging else 0)


def legal_splits(weapons: Sequence[Weapon], n: int) -> tuple[Split, ...]:
    """N7: every split of ``n`` dice the rules allow; two where the odd die is the player's
    (N8: index 0 gives it to the first weapon named), else one."""
    if not weapons:
        return (((UNARMED, n),),)
    if len(weapons) == 1:
        (weapon,) = weapons
        if weapon.sidearm and n >= 1:
            return (_with_unarmed(((weapon.name, 1),), n - 1),)
        return (((weapon.name, n),),)
    first, second = weapons
    if first.sidearm and second.sidearm:
        if n == 1:
            return (((first.name, 1), (second.name, 0)), ((first.name, 0), (second.name, 1)))
        return (_with_unarmed(((first.name, 1), (second.name, 1)), n - 2),)
    if first.sidearm or second.sidearm:
        # N7: the sidearm takes 1, the melee weapon the rest (n ≥ 1 with two weapons, N6).
        return (tuple((w.name, 1 if w.sidearm else n - 1) for w in weapons),)
    half = n // 2
    if n % 2 == 0:
        return (((first.name, half), (second.name, half)),)
    return (
        ((first.name, half + 1), (second.name, half)),
        ((first.name, half), (second.name, half + 1)),
    )


def _with_unarmed(split: Split, left: int) -> Split:
    """N7 (this project's reading): dice a sidearm cannot take are Unarmed attacks."""
    return (*split, (UNARMED, left)) if left > 0 else split


def pick_split(
    splits: tuple[Split, ...],
    extra_die: int | str,
    attack_dice: Mapping[str, int] | None,
    value: Callable[[str], int],
    path: str,
) -> tuple[Split, bool]:
    """N7, N8: the split used, and whether this program chose the odd die ("auto").

    ``attack_dice`` (explicit, its counts read) must equal one of ``splits``, zero entries or
    not; else the odd die goes to the weapon at index ``extra_die``, or with "auto" to the one
    whose die is worth more (``value``, exact integers: expected wounds lost plus injury dice
    per die), ties to the weapon named first.
    """
    if attack_dice is not None:
        given = {name: count for name, count in attack_dice.items() if count}
        for split in splits:
            if {k: v for k, v in split if v} == given:
                return split, False
        allowed = " or ".join(_split_text(split) for split in splits)
        raise IllegalAttackDice(f"{path}attack_dice: must be {allowed} (N7)")
    if len(splits) == 1:
        return splits[0], False
    if extra_die == "auto":
        first, second = (name for name, _ in splits[0] if name != UNARMED)
        return (splits[1] if value(second) > value(first) else splits[0]), True
    assert isinstance(extra_die, int)
    return splits[extra_die], False


def _split_text(split: Split) -> str:
    return "{" + ", ".join(f"{json.dumps(name)}: {dice}" for name, dice in split) + "}"
