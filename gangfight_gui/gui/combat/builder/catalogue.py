"""The open rosters as the builder sees them: every model by roster label and place, as profiles.

A pick is a ``ModelKey`` (roster label, model name, place in the roster). The place tells apart
two models that share a name (allowed while a roster is edited; validation warns), so the builder
opens exactly the model picked (issue 14). The name is the fallback that lets a remembered pick
survive a roster being edited, reordered, closed and opened again: ``find`` takes the model at
the remembered place only while it still has the remembered name, else the first model of that
name. A label given twice keeps its first roster.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from gangfight_gui.gui.combat.builder.form import ModelKey
from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.gangfight.entries import profile as entry_profile
from gangfight_gui.rules.gangfight.errors import RulesError
from gangfight_gui.rules.gangfight.profile import Profile

if TYPE_CHECKING:  # the builder shows before any roster (and pydantic) is loaded
    from gangfight_gui.roster.roster import Entry, Roster

Groups = tuple[tuple[str, tuple[str, ...]], ...]
"""Each open roster's label and all its models' names, in roster order: a name's position is
the model's place, the ``place`` of its ModelKey."""


@dataclass(frozen=True, slots=True)
class Catalogue:
    """The open rosters' models; each becomes a rules profile only when first asked for.

    Converting every model up front cost a tenth of a second for a 10,000-model roster on each
    roster change, for the two or three profiles a combat uses.
    """

    groups: Groups = ()
    specs: Mapping[str, Sequence[Entry]] = field(default_factory=dict)
    """Each label's models, in roster order."""
    _first: Mapping[tuple[str, str], int] = field(default_factory=dict, compare=False)
    """The place of the first model of each (label, name): the fallback of ``find``."""
    _profiles: dict[tuple[str, int], Profile | None] = field(default_factory=dict, compare=False)
    repeated: frozenset[tuple[str, str]] = field(default=frozenset(), compare=False)
    """(label, name) of each name its roster gives more than one model: shown numbered."""

    @classmethod
    def of(cls, rosters: Sequence[tuple[str, Roster]]) -> Catalogue:
        groups: list[tuple[str, tuple[str, ...]]] = []
        specs: dict[str, Sequence[Entry]] = {}
        first: dict[tuple[str, str], int] = {}
        repeated: set[tuple[str, str]] = set()
        for label, roster in rosters:
            if label in specs:
                continue
            models = tuple(roster.models)
            specs[label] = models
            names = tuple(spec.name for spec in models)
            for index, name in enumerate(names):
                if first.setdefault((label, name), index) != index:
                    repeated.add((label, name))
            groups.append((label, names))
        return cls(tuple(groups), specs, first, {}, frozenset(repeated))

    def find(self, key: ModelKey | None) -> ModelKey | None:
        """The open model ``key`` means, with its place now; None when it is not open.

        The model at ``key.place`` if it still bears ``key.name``, else the first of that name:
        a roster edited or reordered since the pick still finds its model by name.
        """
        if key is None:
            return None
        models = self.specs.get(key.roster)
        if models is None:
            return None
        index = key.place
        if index is not None and 0 <= index < len(models) and models[index].name == key.name:
            return key
        first = self._first.get((key.roster, key.name))
        return None if first is None else ModelKey(key.roster, key.name, first)

    def __contains__(self, key: object) -> bool:
        return isinstance(key, ModelKey) and self.profile(key) is not None

    def __iter__(self) -> Iterator[ModelKey]:
        """Every model the rules can take, in the rosters' order."""
        for label, names in self.groups:
            yield from self._usable(label, names)

    def _usable(self, label: str, names: tuple[str, ...]) -> Iterator[ModelKey]:
        for index, name in enumerate(names):
            key = ModelKey(label, name, index)
            if self.profile(key) is not None:
                yield key

    def profile(self, key: ModelKey | None) -> Profile | None:
        """The model as the rules see it; None for no key, a key not open, or a model the rules
        cannot take (left out, not a crash)."""
        found = self.find(key)
        if found is None or found.place is None:
            return None
        place = (found.roster, found.place)
        if place not in self._profiles:
            try:
                entry = self.specs[found.roster][found.place]
                self._profiles[place] = entry_profile(entry.to_json())
            except (RulesError, ScenarioShapeError):
                self._profiles[place] = None
        return self._profiles[place]

    def default_attacker(self) -> ModelKey | None:
        """The first model of the first roster that has one."""
        return next(iter(self), None)

    def default_target(self, attacker: ModelKey | None) -> ModelKey | None:
        """A model of another roster if one is open (the enemy), else another of the same gang."""
        if attacker is not None:
            for label, names in self.groups:
                enemy = None if label == attacker.roster else next(self._usable(label, names), None)
                if enemy is not None:
                    return enemy
        other = next((k for k in self if k != attacker), None)
        return other if other is not None else attacker
