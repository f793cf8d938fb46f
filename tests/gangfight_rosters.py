"""Gangfight rosters built in tests, through the one roster model every game has.

``ModelSpec``, ``WeaponSpec`` and ``Roster`` are Gangfight's records as the roster layer makes
them from its field specs (``roster/roster.py``): keyword arguments are the file's keys, sizes and
weapon kinds may be given as the rules' enums. ``profile`` is a model as the rules see it.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from gangfight_gui.roster.roster import models_of
from gangfight_gui.rules.gangfight.entries import profile as entry_profile
from gangfight_gui.rules.gangfight.profile import Profile
from gangfight_gui.rules.gangfight.reading import GAME_KEY

_MODELS = models_of(GAME_KEY)
Model = _MODELS.entry
Weapon = _MODELS.weapon
GangfightRoster = _MODELS.roster


def _plain(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    if isinstance(value, Model | Weapon):
        return value.to_json()
    return value


def WeaponSpec(**fields: Any) -> Any:  # reads as the model it builds
    """A Gangfight weapon from its file keys."""
    return Weapon.from_json({key: _plain(value) for key, value in fields.items()})


def ModelSpec(**fields: Any) -> Any:
    """A Gangfight model from its file keys (weapons as ``WeaponSpec``s or objects)."""
    return Model.from_json({key: _plain(value) for key, value in fields.items()})


def Roster(**fields: Any) -> Any:
    """A Gangfight roster: name, notes, points_limit, models."""
    return GangfightRoster.from_json(
        {"game": GAME_KEY, **{key: _plain(value) for key, value in fields.items()}}
    )


def profile(model: Any) -> Profile:
    """The model as the rules see it (what the builder and the matchups calculate with)."""
    return entry_profile(model.to_json())
