"""The open rosters of one game as the builder sees them: every entry by ``EntryKey``, as JSON."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from gangfight_gui.gui.combat.fight import EntryKey

if TYPE_CHECKING:  # the builder shows before any roster (and pydantic) is loaded
    from gangfight_gui.roster.roster import Entry, Roster

Groups = tuple[tuple[str, tuple[str, ...]], ...]
"""Each open roster's label and all its entries' names, in roster order: a name's position is
the entry's place, the ``place`` of its EntryKey."""


def entry_text(key: EntryKey, noun: str, *, numbered: bool = False) -> str:
    """The entry's name; ``numbered`` (a name its roster repeats) adds its place, counted from 1
    as the roster table counts it, with the game's word for an entry: "Orc Brave (model 2)"."""
    if numbered and key.place is not None:
        return f"{key.name} ({noun} {key.place + 1})"
    return key.name


SEPARATOR = " \u203a "


def pick_text(key: EntryKey, noun: str, *, numbered: bool = False) -> str:
    """ "Orc Braves › Orc Brave": a pick with the roster it comes from (see ``entry_text``)."""
    return f"{key.roster}{SEPARATOR}{entry_text(key, noun, numbered=numbered)}"


@dataclass(frozen=True, slots=True)
class Catalogue:
    """The open rosters of one game; each entry becomes JSON only when first asked for (all of
    a 10,000-model roster on each roster change cost a tenth of a second)."""

    groups: Groups = ()
    rosters: Mapping[str, Sequence[Entry]] = field(default_factory=dict)
    """Each label's entries, in roster order."""
    _first: Mapping[tuple[str, str], int] = field(default_factory=dict, compare=False)
    """The place of the first entry of each (label, name): the fallback of ``find``."""
    _json: dict[tuple[str, int], dict[str, Any]] = field(default_factory=dict, compare=False)
    repeated: frozenset[tuple[str, str]] = field(default=frozenset(), compare=False)
    """(label, name) of each name its roster gives more than one entry: shown numbered."""
    memo: dict[object, object] = field(default_factory=dict, compare=False)
    """What is worked out over these rosters and holds while they do (the entries an attack of
    several targets may catch): a roster's change makes a new catalogue, and a new memo."""

    @classmethod
    def of(cls, rosters: Sequence[tuple[str, Roster]]) -> Catalogue:
        """The catalogue of ``rosters`` (label, roster); a label given twice keeps its first."""
        groups: list[tuple[str, tuple[str, ...]]] = []
        entries: dict[str, Sequence[Entry]] = {}
        first: dict[tuple[str, str], int] = {}
        repeated: set[tuple[str, str]] = set()
        for label, roster in rosters:
            if label in entries:
                continue
            models = tuple(roster.models)
            entries[label] = models
            names = tuple(entry.name for entry in models)
            for index, name in enumerate(names):
                first.setdefault((label, name), index)
            repeated.update((label, name) for name, n in Counter(names).items() if n > 1)
            groups.append((label, names))
        return cls(tuple(groups), entries, first, {}, frozenset(repeated), {})

    @property
    def labels(self) -> tuple[str, ...]:
        return tuple(label for label, _names in self.groups)

    def find(self, key: EntryKey | None) -> EntryKey | None:
        """The open entry ``key`` means, with its place now; None when it is not open. The entry
        at the remembered place while it bears the name, else the first of that name."""
        if key is None:
            return None
        names = dict(self.groups).get(key.roster)
        if names is None:
            return None
        index = key.place
        if index is not None and 0 <= index < len(names) and names[index] == key.name:
            return key
        first = self._first.get((key.roster, key.name))
        return None if first is None else EntryKey(key.roster, key.name, first)

    def entry(self, key: EntryKey | None) -> dict[str, Any] | None:
        """The entry ``key`` finds, as its file holds it; None when it is not open. The same
        object each time it is asked for (never change it: copy it first)."""
        found = self.find(key)
        if found is None or found.place is None:
            return None
        place = (found.roster, found.place)
        data = self._json.get(place)
        if data is None:
            data = self._json[place] = self.rosters[found.roster][found.place].to_json()
        return data

    def __iter__(self) -> Iterator[EntryKey]:
        """Every entry, in the rosters' order."""
        for label, names in self.groups:
            for index, name in enumerate(names):
                yield EntryKey(label, name, index)

    def in_roster(self, label: str) -> Iterator[EntryKey]:
        for index, name in enumerate(dict(self.groups).get(label, ())):
            yield EntryKey(label, name, index)

    def numbered(self, key: EntryKey) -> bool:
        return (key.roster, key.name) in self.repeated

    def default_attacker(self, front: str | None) -> EntryKey | None:
        """The first entry of the roster in front (``front``, its label), else of the first
        roster that has one."""
        if front is not None:
            found = next(self.in_roster(front), None)
            if found is not None:
                return found
        return next(iter(self), None)

    def default_target(self, attacker: EntryKey | None) -> EntryKey | None:
        """An entry of another roster when one is open (the enemy), else another entry of the
        attacker's roster; never the attacker itself; None when there is no other."""
        if attacker is None:
            return next(iter(self), None)
        others = [label for label in self.labels if label != attacker.roster]
        for label in others:
            found = next(self.in_roster(label), None)
            if found is not None:
                return found
        return next((key for key in self if key != attacker), None)
