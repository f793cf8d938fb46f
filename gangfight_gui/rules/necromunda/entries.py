"""A roster fighter as the roster editor, its problems list and its card see it (N2–N7, N17):
what its fields' ranges cannot say, in the player's words, what the rules make of it, its boxes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.wording import count_of, without_path
from gangfight_gui.rules.game import Problem, TickBoxes, tick_row
from gangfight_gui.rules.necromunda import fields, matchups, state
from gangfight_gui.rules.necromunda.profile import (
    OUT_OF_ACTION,
    TO_FILL_IN,
    UNARMED,
    WARGEAR,
    WEAPON,
    Fighter,
    is_reserved,
    read_fighter,
    repeats,
    second_name,
)
from gangfight_gui.rules.necromunda.state import whole

MAX_BOXES = 20
"""Tick boxes a card prints in a row at most; a fighter with more wounds gets a row of 20 and
the label says so."""
LABELS = {spec.key: spec.label for spec in fields.MODEL_FIELDS}
CHECKABLE = next(spec for spec in fields.MODEL_FIELDS if spec.key == "unchecked").choices


def _name(entry: Mapping[str, Any]) -> str:
    name = entry.get("name")
    return name.strip() if isinstance(name, str) and name.strip() else "A fighter"


def _weapons(entry: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    weapons = entry.get("weapons")
    if not isinstance(weapons, list | tuple):
        return []
    return [weapon for weapon in weapons if isinstance(weapon, Mapping)]


def _weapon_name(weapon: Mapping[str, Any]) -> str:
    return str(weapon.get("name", ""))


def entry_problems(entry: Mapping[str, Any]) -> tuple[Problem, ...]:
    """What the fighter breaks beyond its fields' ranges, then what is still to fill in or check.

    Flesh wounds must stay below T (N2, N13) but an out-of-action fighter keeps them as rolled
    (N17); what an import left to fill in or check is a warning: the file stays valid."""
    name = _name(entry)
    found: list[Problem] = []
    flesh, t = whole(entry, "flesh_wounds"), whole(entry, "t")
    worn = flesh is not None and t is not None and flesh >= t
    if worn and state.entry_status(entry) != OUT_OF_ACTION:
        assert flesh is not None
        found.append(
            Problem(
                "flesh_wounds",
                f"{name}: {count_of(flesh, 'flesh wound')} with T {t}: a fighter whose flesh "
                f"wounds reach T is out of action; keep them below {t}, or set the status "
                "to out of action (N2, N13)",
                "N2",
            )
        )
    weapons = _weapons(entry)
    names = [_weapon_name(weapon) for weapon in weapons]
    for index, item in enumerate(names):
        if is_reserved(item):
            found.append(
                Problem(
                    f"weapons[{index}].name",
                    f"{name}: a weapon cannot be called {UNARMED!r}, the name of unarmed "
                    "attacks; give it another name (N2)",
                    "N2",
                )
            )
    for twice in repeats(names):
        found.append(
            Problem(
                f"weapons[{twice}].name",
                f"{name}: two weapons named {names[twice]!r}; call the second "
                f"{second_name(names[twice])!r} (N2)",
                "N2",
            )
        )
    for index, weapon in enumerate(weapons):
        profile = weapon.get("profile", WEAPON)
        item = _weapon_name(weapon)
        if profile == TO_FILL_IN:
            found.append(
                Problem(
                    f"weapons[{index}].profile",
                    f"{name}: the profile of {item!r} is still to fill in (strength, AP, D, "
                    "traits); it cannot be chosen until then",
                    "N3",
                    error=False,
                )
            )
    found += _unchecked(entry, name)
    return tuple(found)


def _unchecked(entry: Mapping[str, Any], name: str) -> list[Problem]:
    keys = entry.get("unchecked")
    if not isinstance(keys, list | tuple):
        return []
    found = []
    for key in keys:
        if key in CHECKABLE:
            found.append(Problem(str(key), f"{name}: {LABELS[key]} still to check", error=False))
        else:
            allowed = ", ".join(CHECKABLE)
            found.append(
                Problem(
                    "unchecked",
                    f"{name}: 'To check' names {key!r}, which is not a fighter's field ({allowed})",
                )
            )
    return found


# --- facts -------------------------------------------------------------------------------------


def _weapon_fact(fighter: Fighter, index: int) -> str:
    weapon = fighter.weapons[index]
    kinds = [kind for kind in ("melee", "sidearm", "unwieldy") if kind in weapon.traits]
    strength = weapon.strength.against(fighter.s)
    text = f"{weapon.name} (S{strength}, {', '.join(kinds)})"
    return text


def entry_facts(entry: Mapping[str, Any]) -> tuple[str, ...]:
    """What the rules make of the fighter, for the detail panel: its Attack dice (N6), T with
    its flesh wounds (N10), its save (N11), its weapons for close combat and its choices (N5),
    what is not a weapon, its state (N17) and its campaign record."""
    try:
        fighter = read_fighter(entry, "fighter")
    except (RulesError, ScenarioShapeError) as error:
        return (f"Cannot fight as it stands: {without_path(str(error))}",)
    lines = [f"Attack dice: {fighter.a}, +1 with two weapons, +1 when charging (N6)"]
    toughness = f"T {fighter.t}"
    if fighter.flesh_wounds:
        toughness += (
            f", {fighter.toughness} with {count_of(fighter.flesh_wounds, 'flesh wound')} (N10)"
        )
    save = f"save {fighter.sv}+ (N11)" if fighter.sv is not None else "no save"
    lines.append(f"{toughness}; {count_of(fighter.w, 'wound')}; {save}")
    usable = [i for i, weapon in enumerate(fighter.weapons) if weapon.close_combat]
    if usable:
        lines.append("Close combat: " + "; ".join(_weapon_fact(fighter, i) for i in usable))
    choices = [" + ".join(choice) or "unarmed" for choice in matchups.weapon_choices(entry)]
    lines.append(f"Weapon choices (N5): {'; '.join(choices)}")
    other = [
        weapon.name
        for weapon in fighter.weapons
        if weapon.profile == WEAPON and not weapon.close_combat
    ]
    if other:
        lines.append(f"Not for close combat (no Melee or Sidearm, N5): {', '.join(other)}")
    for profile, label in ((WARGEAR, "Wargear"), (TO_FILL_IN, "Profile to fill in")):
        items = [weapon.name for weapon in fighter.weapons if weapon.profile == profile]
        if items:
            lines.append(f"{label}: {', '.join(items)}")
    summary = state.state_summary(entry)
    if summary:
        lines.append(f"In the battle: {summary} (N17)")
    lines += _record(entry)
    return tuple(lines)


def _record(entry: Mapping[str, Any]) -> list[str]:
    parts = []
    kind = entry.get("type")
    if isinstance(kind, str) and kind.strip():
        parts.append(kind.strip())
    for key, word in (("xp", "XP"), ("kills", "kill"), ("advances", "advance")):
        value = whole(entry, key)
        if value:
            parts.append(f"{value} XP" if key == "xp" else count_of(value, word))
    status = entry.get("campaign_status")
    if status in ("in recovery", "dead"):
        parts.append(str(status))
    return [f"Campaign: {', '.join(parts)}"] if parts else []


def card_boxes(
    entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
) -> tuple[TickBoxes, ...]:
    """A box per wound it has (N2) and per flesh wound it can take: the T-th takes it out of
    action (N13), so there are T of those. In a battle (N17) a wound box is ticked per wound
    lost (the roster's W less the ``w`` left; never the last, N12) and a flesh wound box per
    flesh wound suffered."""
    lost = flesh = 0
    if state is not None:
        wounds, left = whole(entry, "w"), whole(state, "w")
        lost = wounds - left if wounds is not None and left is not None else 0
        flesh = whole(state, "flesh_wounds") or 0
    boxes = []
    for key, label, ticked in (("w", "Wounds", lost), ("t", "Flesh wounds", flesh)):
        count = whole(entry, key) or 0
        if count > MAX_BOXES:
            boxes.append(tick_row(f"{label} (first {MAX_BOXES} of {count})", MAX_BOXES, ticked))
        elif count > 0:
            boxes.append(tick_row(label, count, ticked))
    return tuple(boxes)
