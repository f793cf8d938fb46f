"""A roster's entries as every game sees them: JSON objects, whatever the roster's model."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from gangfight_gui.roster.files import AnyRoster, roster_from_data, roster_to_data
from gangfight_gui.rules.game import AnyGame


def entries_of(roster: AnyRoster) -> tuple[dict[str, Any], ...]:
    """Every entry of ``roster`` as its file holds it, in roster order."""
    models: list[dict[str, Any]] = roster_to_data(roster)["models"]
    return tuple(models)


def game_key(roster: AnyRoster) -> str:
    """The key of the game ``roster`` is for, as its file names it."""
    return str(roster_to_data(roster)["game"])


def entry_cost(game: AnyGame, entry: Mapping[str, Any]) -> int:
    """The entry's price and its weapons' (``Game.cost_key``); a missing price counts 0."""
    total = _price(entry.get(game.cost_key))
    weapons = entry.get("weapons") or ()
    return total + sum(_price(w.get(game.cost_key)) for w in weapons if isinstance(w, Mapping))


def _price(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def entry_name(entry: Mapping[str, Any]) -> str:
    return str(entry.get("name", ""))


class UnknownEntry(ValueError):
    """A name that no entry of the roster has; the message lists the names it has."""


def indices_named(
    entries: Sequence[Mapping[str, Any]], names: Iterable[str], noun: str
) -> frozenset[int]:
    """The entries called by ``names``: a name stands for every entry of that name (a roster may
    hold two "Ganger"s); a name no entry has is an ``UnknownEntry`` naming those it has."""
    found: set[int] = set()
    for name in names:
        matching = [i for i, entry in enumerate(entries) if entry_name(entry) == name.strip()]
        if not matching:
            known = ", ".join(dict.fromkeys(entry_name(e) for e in entries)) or "none"
            raise UnknownEntry(f"no {noun} named {name!r} (has: {known})")
        found.update(matching)
    return frozenset(found)


def roster_of(roster: AnyRoster, indices: Iterable[int]) -> AnyRoster:
    """A roster like ``roster`` (name, notes, limit) holding only the entries at ``indices``, in
    roster order, read back by the roster layer so it is a roster of its game like any other."""
    data = roster_to_data(roster)
    keep = sorted(set(indices))
    data["models"] = [data["models"][i] for i in keep]
    return roster_from_data(data, roster.name)
