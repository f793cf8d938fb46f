"""The open rosters as the builder sees them: models by roster label and name, as rules profiles.

Picks are remembered by (roster label, model name) rather than by index, so they survive a roster
being edited, reordered, closed and opened again. A roster that names two models alike keeps the
first (roster validation already warns about the duplicate); so does a label given twice.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from gangfight_gui.gui.combat.builder.form import ModelKey
from gangfight_gui.rules.gangfight.errors import RulesError
from gangfight_gui.rules.gangfight.profile import Profile

if TYPE_CHECKING:  # the builder shows before any roster (and pydantic) is loaded
    from gangfight_gui.roster.model_spec import ModelSpec
    from gangfight_gui.roster.roster import Roster


@dataclass(frozen=True, slots=True)
class Catalogue:
    """The open rosters' models by key; each becomes a rules profile only when first asked for.

    Converting every model up front cost a tenth of a second for a 10,000-model roster on each
    roster change, for the two or three profiles a combat uses.
    """

    groups: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """Each open roster's label and its models' names, in the rosters' order."""
    specs: Mapping[ModelKey, ModelSpec] = field(default_factory=dict)
    _profiles: dict[ModelKey, Profile | None] = field(default_factory=dict, compare=False)

    @classmethod
    def of(cls, rosters: Sequence[tuple[str, Roster]]) -> Catalogue:
        groups: list[tuple[str, tuple[str, ...]]] = []
        specs: dict[ModelKey, ModelSpec] = {}
        for label, roster in rosters:
            names: list[str] = []
            for spec in roster.models:
                key = (label, spec.name)
                if key not in specs:
                    specs[key] = spec
                    names.append(spec.name)
            groups.append((label, tuple(names)))
        return cls(tuple(groups), specs)

    def __contains__(self, key: object) -> bool:
        return key in self.specs and self.profile(key) is not None  # type: ignore[arg-type]

    def __iter__(self) -> Iterator[ModelKey]:
        """Every model the rules can take, in the rosters' order."""
        for label, names in self.groups:
            yield from self._usable(label, names)

    def _usable(self, label: str, names: tuple[str, ...]) -> Iterator[ModelKey]:
        return ((label, name) for name in names if self.profile((label, name)) is not None)

    def profile(self, key: ModelKey | None) -> Profile | None:
        """The model as the rules see it; None for no key, a key not open, or a model the rules
        cannot take (left out, not a crash)."""
        if key is None or key not in self.specs:
            return None
        if key not in self._profiles:
            try:
                self._profiles[key] = self.specs[key].to_rules()
            except RulesError:
                self._profiles[key] = None
        return self._profiles[key]

    def default_attacker(self) -> ModelKey | None:
        """The first model of the first roster that has one."""
        return next(iter(self), None)

    def default_target(self, attacker: ModelKey | None) -> ModelKey | None:
        """A model of another roster if one is open (the enemy), else another of the same gang."""
        if attacker is not None:
            for label, names in self.groups:
                enemy = None if label == attacker[0] else next(self._usable(label, names), None)
                if enemy is not None:
                    return enemy
        other = next((k for k in self if k != attacker), None)
        return other if other is not None else attacker
