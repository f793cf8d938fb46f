"""The open rosters as the builder sees them: models by roster label and name, as rules profiles.

Picks are remembered by (roster label, model name) rather than by index, so they survive a roster
being edited, reordered, closed and opened again. A roster that names two models alike keeps the
first (roster validation already warns about the duplicate); so does a label given twice.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from gangfight_gui.gui.combat.builder.form import ModelKey
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.gangfight.errors import RulesError
from gangfight_gui.rules.gangfight.profile import Profile


@dataclass(frozen=True, slots=True)
class Catalogue:
    groups: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """Each open roster's label and its models' names, in the rosters' order."""
    profiles: Mapping[ModelKey, Profile] = field(default_factory=dict)

    @classmethod
    def of(cls, rosters: Sequence[tuple[str, Roster]]) -> Catalogue:
        groups: list[tuple[str, tuple[str, ...]]] = []
        profiles: dict[ModelKey, Profile] = {}
        for label, roster in rosters:
            names: list[str] = []
            for spec in roster.models:
                key = (label, spec.name)
                if key in profiles:
                    continue
                try:
                    profiles[key] = spec.to_rules()
                except RulesError:
                    continue  # a model the rules cannot take is left out, not a crash
                names.append(spec.name)
            groups.append((label, tuple(names)))
        return cls(tuple(groups), profiles)

    def __contains__(self, key: object) -> bool:
        return key in self.profiles

    def __iter__(self) -> Iterator[ModelKey]:
        for label, names in self.groups:
            for name in names:
                yield (label, name)

    def profile(self, key: ModelKey | None) -> Profile | None:
        return None if key is None else self.profiles.get(key)

    def default_attacker(self) -> ModelKey | None:
        """The first model of the first roster that has one."""
        return next(iter(self), None)

    def default_target(self, attacker: ModelKey | None) -> ModelKey | None:
        """A model of another roster if one is open (the enemy), else another of the same gang."""
        keys = list(self)
        if attacker is not None:
            enemy = next((k for k in keys if k[0] != attacker[0]), None)
            if enemy is not None:
                return enemy
        other = next((k for k in keys if k != attacker), None)
        return other if other is not None else attacker
