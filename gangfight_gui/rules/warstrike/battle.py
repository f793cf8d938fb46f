"""A unit's state in a battle (W17): its models left, hit counter and suppression markers, read
from its roster entry, left by a roll (only the defender's changes), seen at a glance."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.game import After, EntryState
from gangfight_gui.rules.warstrike.fields import HIT_COUNTER, MARKERS, MODELS_LEFT

if TYPE_CHECKING:
    from gangfight_gui.rules.warstrike.resolve import Roll
    from gangfight_gui.rules.warstrike.scenario import Scenario


def whole(entry: Mapping[str, Any], key: str, default: int) -> int:
    """``entry[key]`` when it is a whole number, else ``default``: a panel may ask about an entry
    being edited, so a value of the wrong type counts as absent."""
    value = entry.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        return default
    return value


def unit_name(entry: Mapping[str, Any]) -> str:
    name = entry.get("name")
    return name if isinstance(name, str) and name else "The unit"


def models(entry: Mapping[str, Any]) -> int:
    """The unit's models in its profile (``count``)."""
    return whole(entry, "count", 0)


def models_left(entry: Mapping[str, Any]) -> int:
    """W17: the models the unit has left; all of them while its state says none."""
    return whole(entry, MODELS_LEFT, models(entry))


def is_destroyed(entry: Mapping[str, Any]) -> bool:
    """W17: no model left."""
    return models_left(entry) <= 0


def entry_state(entry: Mapping[str, Any], state: Mapping[str, Any] | None = None) -> EntryState:
    """The unit's state (``state`` over its entry's) in a few words, and whether it may still
    fight (W17)."""
    entry = {**entry, **(state or {})}
    if is_destroyed(entry):
        name = unit_name(entry)
        return EntryState(
            "destroyed",
            f"{name} is destroyed: no model left to attack with (W17)",
            f"{name} is destroyed: it has no model left to be attacked (W17)",
        )
    parts = []
    left, whole_unit = models_left(entry), models(entry)
    if left != whole_unit:
        parts.append(f"{left} of {whole_unit} models left")
    counter = whole(entry, HIT_COUNTER, 0)
    if counter:
        parts.append(f"hit counter {counter}")
    markers = whole(entry, MARKERS, 0)
    if markers:
        parts.append(count_of(markers, "suppression marker"))
    return EntryState(", ".join(parts))


def after(scenario: Scenario, roll: Roll) -> After:
    """W17: the attacking unit does not change; the defender's state fields are as ``roll`` left
    them."""
    defender = {
        MODELS_LEFT: roll.models_after,
        HIT_COUNTER: roll.counter_after,
        MARKERS: roll.markers_after,
    }
    return After({}, (defender,))
