"""Gangfight models built in the benchmarks, through the one roster model every game has.

``ModelSpec`` and ``WeaponSpec`` read as the models they build: keyword arguments are the file's
keys; sizes and weapon kinds may be given as the rules' enums.
"""

from __future__ import annotations

from typing import Any

from gangfight_gui.roster.roster import models_of

GANGFIGHT = models_of("gangfight")


def _plain(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    return getattr(value, "value", value)


def WeaponSpec(**fields: Any) -> Any:  # reads as the weapon it builds
    """A Gangfight weapon from its file keys."""
    return GANGFIGHT.weapon.from_json({key: _plain(v) for key, v in fields.items()})


def ModelSpec(**fields: Any) -> Any:
    """A Gangfight model from its file keys (weapons as built by ``WeaponSpec``)."""
    weapons = [weapon.to_json() for weapon in fields.pop("weapons", ())]
    data = {key: _plain(value) for key, value in fields.items()}
    return GANGFIGHT.entry.from_json({**data, "weapons": weapons})
