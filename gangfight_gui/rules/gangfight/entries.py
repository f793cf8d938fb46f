"""A roster's model as the rules see it: its profile, what it breaks, what its size means, its
card's boxes and its state in a battle."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gangfight_gui.rules.engine.wording import INCH, count_of
from gangfight_gui.rules.game import EntryState, Problem, TickBoxes, tick_row
from gangfight_gui.rules.gangfight import fields, json_fields, model_reading
from gangfight_gui.rules.gangfight.profile import Profile, WeaponKind
from gangfight_gui.rules.gangfight.sizes import SIZES, Size

STATE_ONLY = ("prone", "status")
"""Entry fields a scenario's model does not take: a scenario's prone is the fight's
``target_prone``, and no calculation reads a status (R25)."""

KIND_NAMES = {kind.value: kind.noun for kind in WeaponKind}


def scenario_model(entry: Mapping[str, Any]) -> dict[str, Any]:
    """The entry as a scenario's model object: its profile, weapons and wounds taken."""
    return {key: value for key, value in entry.items() if key not in STATE_ONLY}


def profile(entry: Mapping[str, Any], path: str = "model") -> Profile:
    """The entry's profile; ScenarioShapeError names the field at ``path`` that is wrong.

    Read through the scenarios' memory of profiles (``model_reading.PROFILES``): a matrix asks for
    each entry's profile once for every entry it meets."""
    return model_reading.PROFILES(scenario_model(entry), path)


def is_prone(entry: Mapping[str, Any] | None) -> bool:
    """R25: the entry was knocked down and has not stood up (R21)."""
    return entry is not None and entry.get("prone") is True


def size_of(entry: Mapping[str, Any]) -> Size:
    """The entry's size; medium when it names none the game has (its problem is listed)."""
    value = entry.get("size", Size.MEDIUM.value)
    return Size(value) if value in fields.SIZE_NAMES else Size.MEDIUM


def entry_problems(entry: Mapping[str, Any]) -> tuple[Problem, ...]:
    """What the model breaks beyond its fields' ranges, each naming it, in a player's words:
    base, EN, wounds, then its weapons. Errors break a ruling; warnings only look wrong. What
    every game shares (two models of one name, the cost limit) is the roster layer's to check."""
    name = entry.get("name", "")
    problems: list[Problem] = []

    def problem(field: str, message: str, ruling: str, *, error: bool = True) -> None:
        problems.append(Problem(field, f"{name}: {message}", ruling, error))

    size = size_of(entry)
    base = entry.get("base_mm")
    if isinstance(base, int | float) and not isinstance(base, bool):
        info = SIZES[size]
        if not info.base_is_legal(base):
            low, high = info.base_mm
            verdict = "too small" if base < low else "too large"
            problem(
                "base_mm",
                f"base {base:g} mm is {verdict} for a {size.value} model ({low}–{high} mm, R7)",
                "R7",
            )
    if entry.get("endurance", 1) == 0:
        problem("endurance", "EN 0 means the model starts the game incapacitated (R14)", "R14")
    taken = entry.get("wounds_taken", 0)
    if isinstance(taken, int) and taken > 0:
        problem(
            "wounds_taken",
            f"starts with {taken} wound(s) taken; rosters start unwounded (R14)",
            "R14",
            error=False,
        )
    weapons = [w for w in entry.get("weapons", ()) if isinstance(w, Mapping)]
    kinds = [w.get("kind") for w in weapons]
    hands = sum(kind in (WeaponKind.HAND.value, WeaponKind.PISTOL.value) for kind in kinds)
    if WeaponKind.SHIELD.value in kinds and hands >= 2:
        problem(
            "weapons",
            "cannot fight with two weapons while carrying a shield (R10)",
            "R10",
            error=False,
        )
    seen: set[object] = set()
    for position, weapon in enumerate(weapons):
        weapon_name = weapon.get("name")
        if weapon_name in seen:
            problem(
                f"weapons[{position}].name",
                f"two weapons are named {weapon_name!r}; give each weapon its own name",
                "",
            )
        seen.add(weapon_name)
        kind = weapon.get("kind")
        ranged = kind in (WeaponKind.RANGED.value, WeaponKind.PISTOL.value)
        reach = weapon.get("range")
        what = KIND_NAMES.get(str(kind), "weapon")
        if ranged and reach is None:
            problem(
                f"weapons[{position}].range",
                f"{weapon_name} is a {what} without a range; range bands need one (R15)",
                "R15",
            )
        elif not ranged and reach is not None:
            problem(
                f"weapons[{position}].range",
                f"{weapon_name} is a {what} and cannot shoot, so its range of {reach:g}{INCH} is "
                "never used (R15)",
                "R15",
                error=False,
            )
    return tuple(problems)


def entry_facts(entry: Mapping[str, Any]) -> tuple[str, ...]:
    """The detail panel's lines: what the model's size means ('Threat range: 1" (R8)'…), from
    the Basic Rules' size table."""
    size = size_of(entry)
    info = SIZES[size]
    low, high = info.base_mm
    width, height = info.volume_in
    return (
        f"{size.value.capitalize()} model",
        f"Threat range: {info.threat_in:g}{INCH} (R8)",
        f"Volume: {width:g}{INCH} × {height:g}{INCH} (R9)",
        f"Wounds per melee hit: {info.wounds_per_hit} (R12)",
        f"Legal base: {low}–{high} mm (R7)",
        f"Falls hurt beyond: {info.height_in:g}{INCH} (R22)",
    )


def card_boxes(
    entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
) -> tuple[TickBoxes, ...]:
    """A box per point of EN, to tick wounds (R14: all ticked is incapacitated); in a battle a
    box ticked per wound taken (R25), the wounds beyond EN in the state's words."""
    endurance = entry.get("endurance", json_fields.MODEL_DEFAULTS["endurance"])
    taken = (state or {}).get("wounds_taken", 0)
    return (
        tick_row(
            "Wounds",
            endurance if isinstance(endurance, int) else 0,
            taken if isinstance(taken, int) else 0,
        ),
    )


def entry_state(entry: Mapping[str, Any], state: Mapping[str, Any] | None = None) -> EntryState:
    """R25 at a glance: wounds taken, prone, incapacitated or dead, and what it may still do;
    ``state`` (a battle's) over the entry's own."""
    from gangfight_gui.rules.gangfight.kinds import battle_refusal

    entry = {**entry, **(state or {})}
    parts = []
    taken = entry.get("wounds_taken", 0)
    if isinstance(taken, int) and taken:
        endurance = entry.get("endurance", json_fields.MODEL_DEFAULTS["endurance"])
        parts.append(f"{count_of(taken, 'wound')} taken of EN {endurance}")
    if is_prone(entry):
        parts.append("prone")
    status = entry.get("status", fields.ACTIVE)
    if status != fields.ACTIVE:
        parts.append(str(status))
    summary = ", ".join(parts)
    return EntryState(
        summary[:1].upper() + summary[1:],
        battle_refusal(entry, attacking=True),
        battle_refusal(entry, attacking=False),
    )
