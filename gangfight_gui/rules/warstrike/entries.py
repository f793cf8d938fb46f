"""A roster unit as the roster editor and the cards see it: what its fields allow but the rulings
refuse or a player would not mean (in a player's words), its facts, its boxes."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from gangfight_gui.rules.engine.wording import count_of, plural
from gangfight_gui.rules.game import Problem, TickBoxes, tick_row
from gangfight_gui.rules.warstrike import battle, limits
from gangfight_gui.rules.warstrike.fields import MODELS_LEFT
from gangfight_gui.rules.warstrike.matchups import weapons


def entry_problems(entry: Mapping[str, Any]) -> tuple[Problem, ...]:
    """What the unit breaks, or likely did not mean, beyond its fields' ranges."""
    name = battle.unit_name(entry)
    found: list[Problem] = []
    count = battle.models(entry)
    left = entry.get(MODELS_LEFT)
    if isinstance(left, int) and not isinstance(left, bool) and left > count:
        found.append(
            Problem(
                MODELS_LEFT,
                f"{name}: {left} models left, but the unit has only {count} (W17)",
                "W17",
            )
        )
    if battle.is_destroyed(entry) and count > 0:
        found.append(
            Problem(
                MODELS_LEFT,
                f"{name} is destroyed: no model left, so it can neither attack nor be attacked "
                "(W17)",
                "W17",
                error=False,
            )
        )
    arms = weapons(entry)
    if not arms:
        found.append(
            Problem(
                "weapons",
                f"{name} cannot attack: it has no melee weapon, and the draft has no unarmed "
                "attack (W5)",
                "W5",
                error=False,
            )
        )
    names = Counter(str(w.get("name", "")) for w in arms)
    for weapon_name, times in names.items():
        if times > 1:
            index = next(i for i, w in enumerate(arms) if w.get("name") == weapon_name)
            found.append(
                Problem(
                    f"weapons[{index}].name",
                    f"{name}: {times} weapons named {weapon_name!r}: the choices read alike; a "
                    "pair of identical weapons is one weapon with a higher Atk (W5)",
                    "W5",
                    error=False,
                )
            )
    for index, weapon in enumerate(arms):
        atk = battle.whole(weapon, "atk", 0)
        dice = count * atk
        if dice > limits.MAX_DICE:
            found.append(
                Problem(
                    f"weapons[{index}].atk",
                    f"{name}: {count} models with the {weapon.get('name')} roll {dice} to-hit "
                    f"dice; this calculator takes at most {limits.MAX_DICE} in one attack (a "
                    "limit of this program, not a ruling)",
                )
            )
    return tuple(found)


def entry_facts(entry: Mapping[str, Any]) -> tuple[str, ...]:
    """The detail panel's lines: its battle state, its Toughness, each weapon's dice and tests."""
    facts = []
    state = battle.entry_state(entry).summary
    if state:
        facts.append(f"In this battle: {state} (W17)")
    to = entry.get("to")
    if isinstance(to, int) and to > 0:
        facts.append(
            f"Toughness {to}: a failed save against it kills only if {count_of(to, 'die')} "
            "all roll ≤ the attacker's Str (W12)"
        )
    else:
        facts.append("No Toughness: every failed save against it is a casualty (W12)")
    left = battle.models_left(entry)
    ws, strength = battle.whole(entry, "ws", 0), battle.whole(entry, "str", 0)
    for weapon in weapons(entry):
        atk = battle.whole(weapon, "atk", 0)
        ws_plus = battle.whole(weapon, "ws_plus", 0)
        str_plus = battle.whole(weapon, "str_plus", 0)
        dice = count_of(left * atk, "to-hit die")
        facts.append(
            f"{weapon.get('name')}: {dice} with all {left} {plural('model', left)} engaged, "
            f"WS {ws + ws_plus}, Str {strength + str_plus}, AP {battle.whole(weapon, 'ap', 0)} "
            "(W6, W7, W12)"
        )
    return tuple(facts)


def card_boxes(
    entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
) -> tuple[TickBoxes, ...]:
    """A box per model of the unit, to tick off casualties at the table (W13); in a battle a
    box ticked per model lost (its models less the ``models`` left, W17)."""
    count = battle.models(entry)
    lost = count - battle.models_left({**entry, **state}) if state is not None else 0
    return (tick_row("Models", count, lost),) if count > 0 else ()
