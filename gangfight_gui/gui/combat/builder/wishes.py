"""What the player asked of the builder, as plain data that survives the rosters changing, and its
memory across runs (``to_state`` / ``from_state``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from gangfight_gui.gui.combat.fight import EntryKey
from gangfight_gui.roster.safe_read import is_plain_json

STATE_VERSION = 3
"""3: one game's fight; the Gangfight-only states before it are not read."""
MAX_PLACE = 100_000
"""Far above any roster (``engine/limits.py``): a place beyond it is no pick."""
MAX_JSON_DEPTH = 8


class Setting(NamedTuple):
    """A value the player set, and what the game proposed for it then: a value the game works
    out per pair (WarStrike's engaged models) follows the next pair, one chosen freely stays."""

    value: object
    basis: object


class Chosen(NamedTuple):
    """A weapon choice the player made, and the fight it was made for."""

    label: str
    attacker: EntryKey | None
    target: EntryKey | None
    kind: str


Values = Mapping[str, object]


@dataclass(frozen=True, slots=True)
class Wishes:
    """Every choice of the builder for one game, not what the controls show: a pick is kept
    while its roster is closed, an attack kind while the pair cannot make it, a weapon choice
    for its pair and kind; ``plan.plan`` turns them into what is shown."""

    attacker: EntryKey | None = None
    target: EntryKey | None = None
    picked: bool = False
    """The picks are the player's (or a restored fight's); else defaults, worked out again when
    the rosters or the roster in front change."""
    caught: tuple[EntryKey, ...] = ()
    """Kinds with several targets: the entries caught besides the target."""
    kind: str | None = None
    """None: the first kind the pair may make."""
    chosen: Chosen | None = None
    """None: the best choice by ``Game.score``."""
    settings: Mapping[str, Setting] = field(default_factory=dict)
    """Circumstances (scenario field keys) the player set."""
    tweaks: tuple[Values, Values] = ({}, {})
    """Ad hoc numbers of the attacker and the target (entry field keys), this fight only."""
    states: tuple[Values, Values] = ({}, {})
    """The attacker's and the target's state fields as the player set them, this fight only."""

    def picking(self, attacker: EntryKey | None, target: EntryKey | None) -> Wishes:
        """The wishes after the player picks: a new entry starts from its own numbers and
        state, and the entries caught by the old pair's attack are let go."""
        wishes = self
        for side, (old, new) in enumerate(((self.attacker, attacker), (self.target, target))):
            if old != new:
                wishes = wishes.with_side(side, tweaks={}, state={})
        changed = (attacker, target) != (self.attacker, self.target)
        caught = () if changed else self.caught
        return dataclasses.replace(
            wishes, attacker=attacker, target=target, picked=True, caught=caught
        )

    def swapped(self) -> Wishes:
        """Attacker and target exchanged, each keeping its ad hoc numbers and state."""
        return dataclasses.replace(
            self,
            attacker=self.target,
            target=self.attacker,
            picked=True,
            caught=(),
            tweaks=(self.tweaks[1], self.tweaks[0]),
            states=(self.states[1], self.states[0]),
        )

    def setting(self, key: str, value: object, basis: object) -> Wishes:
        return dataclasses.replace(self, settings={**self.settings, key: Setting(value, basis)})

    def without_settings(self, keys: Iterable[str]) -> Wishes:
        """These circumstances back to what the game proposes."""
        dropped = set(keys)
        kept = {key: s for key, s in self.settings.items() if key not in dropped}
        return dataclasses.replace(self, settings=kept)

    def with_side(
        self, side: int, *, tweaks: Values | None = None, state: Values | None = None
    ) -> Wishes:
        """``side`` (0 the attacker, 1 the target) with these ad hoc numbers or state."""
        return dataclasses.replace(
            self, tweaks=_with(self.tweaks, side, tweaks), states=_with(self.states, side, state)
        )

    # -- memory ------------------------------------------------------------------------------

    def to_state(self) -> dict[str, Any]:
        """JSON, to set up the same fight on the next run."""
        return {
            "version": STATE_VERSION,
            "attacker": _key_state(self.attacker),
            "target": _key_state(self.target),
            "picked": self.picked,
            "caught": [_key_state(key) for key in self.caught],
            "kind": self.kind,
            "chosen": None
            if self.chosen is None
            else {
                "label": self.chosen.label,
                "attacker": _key_state(self.chosen.attacker),
                "target": _key_state(self.chosen.target),
                "kind": self.chosen.kind,
            },
            "settings": [[key, s.value, s.basis] for key, s in self.settings.items()],
            "tweaks": [dict(values) for values in self.tweaks],
            "states": [dict(values) for values in self.states],
        }

    @classmethod
    def from_state(cls, data: object) -> Wishes:
        """The wishes a state describes; anything missing, unknown or broken is left out."""
        if not isinstance(data, Mapping) or data.get("version") != STATE_VERSION:
            return cls()
        chosen = data.get("chosen")
        found_chosen = None
        if isinstance(chosen, Mapping):
            label, kind = chosen.get("label"), chosen.get("kind")
            if isinstance(label, str) and isinstance(kind, str):
                found_chosen = Chosen(
                    label, _key(chosen.get("attacker")), _key(chosen.get("target")), kind
                )
        settings: dict[str, Setting] = {}
        for item in _list(data.get("settings")):
            if (
                isinstance(item, list | tuple)
                and len(item) == 3
                and isinstance(item[0], str)
                and is_plain_json(item[1], MAX_JSON_DEPTH)
                and is_plain_json(item[2], MAX_JSON_DEPTH)
            ):
                settings[item[0]] = Setting(item[1], item[2])
        kind = data.get("kind")
        return cls(
            attacker=_key(data.get("attacker")),
            target=_key(data.get("target")),
            picked=data.get("picked") is True,
            caught=tuple(k for item in _list(data.get("caught")) if (k := _key(item)) is not None),
            kind=kind if isinstance(kind, str) else None,
            chosen=found_chosen,
            settings=settings,
            tweaks=_pair(data.get("tweaks")),
            states=_pair(data.get("states")),
        )


def _with(pair: tuple[Values, Values], side: int, values: Values | None) -> tuple[Values, Values]:
    """``pair`` with ``side``'s values replaced by ``values`` (None: kept)."""
    if values is None:
        return pair
    return (dict(values), pair[1]) if side == 0 else (pair[0], dict(values))


def _key_state(key: EntryKey | None) -> list[str | int] | None:
    if key is None:
        return None
    return [key.roster, key.name] if key.place is None else [key.roster, key.name, key.place]


def _key(value: object) -> EntryKey | None:
    """[label, name] or [label, name, place]; anything else is no pick."""
    if not isinstance(value, list | tuple) or len(value) not in (2, 3):
        return None
    label, name, *rest = value
    if not isinstance(label, str) or not isinstance(name, str):
        return None
    place = rest[0] if rest else None
    if place is not None and (
        isinstance(place, bool) or not isinstance(place, int) or not 0 <= place <= MAX_PLACE
    ):
        return None
    return EntryKey(label, name, place)


def _list(value: object) -> list[object]:
    return list(value) if isinstance(value, list | tuple) else []


def _values(value: object) -> dict[str, object]:
    if not isinstance(value, Mapping):
        return {}
    return {
        k: v for k, v in value.items() if isinstance(k, str) and is_plain_json(v, MAX_JSON_DEPTH)
    }


def _pair(value: object) -> tuple[Values, Values]:
    items = _list(value)
    if len(items) != 2:
        return ({}, {})
    return (_values(items[0]), _values(items[1]))
