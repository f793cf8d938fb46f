"""The model and weapon schema shared by roster files and calculator scenarios (CLI.md).

Immutable pydantic models: an edit builds a validated copy (``model_copy`` + ``validate``), so
undo only has to keep the old and the new object. ``to_rules`` hands the calculator plain values.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, field_validator

from gangfight_gui.rules.engine.limits import (
    MAX_NAME_CHARS,
    MAX_NOTES_CHARS,
    MAX_PERK_CHARS,
    MAX_PERKS,
    MAX_WEAPONS,
)
from gangfight_gui.rules.gangfight.profile import MAX_ATTRIBUTE, Profile, Weapon, WeaponKind
from gangfight_gui.rules.gangfight.sizes import Size

Attribute = Annotated[int, Field(strict=True, ge=0, le=MAX_ATTRIBUTE)]
"""A profile attribute: a whole number from 0 to MAX_ATTRIBUTE (RULES.md, Profiles)."""

Cost = Annotated[int, Field(strict=True, ge=0, le=100_000)]
Inches = Annotated[float, Field(gt=0, le=1000)]
Name = Annotated[str, Field(min_length=1, max_length=MAX_NAME_CHARS)]
Notes = Annotated[str, Field(max_length=MAX_NOTES_CHARS)]
"""Free text for the player; bounded (issue 16) so a damaged file cannot stall the cards."""


def _named(value: str, what: str) -> str:
    """Names are how models and weapons are found (scenarios, rosters): never blank."""
    value = value.strip()
    if not value:
        raise ValueError(f"{what} needs a name")
    return value


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", use_enum_values=False)


class WeaponSpec(_Frozen):
    """A weapon as written in a roster or scenario file."""

    name: Name
    kind: WeaponKind
    damage_bonus: Annotated[int, Field(strict=True, ge=-10, le=MAX_ATTRIBUTE)] = 0
    range: Inches | None = None
    cost: Cost | None = None
    notes: Notes = ""

    @field_validator("name")
    @classmethod
    def _strip_name(cls, value: str) -> str:
        return _named(value, "a weapon")

    def to_rules(self) -> Weapon:
        return Weapon(self.name, self.kind, self.damage_bonus, self.range)


class ModelSpec(_Frozen):
    """A model's profile as written in a roster or scenario file (RULES.md, Profiles)."""

    name: Name
    size: Size = Size.MEDIUM
    attack: Attribute = 0
    defense: Attribute = 0
    marksmanship: Attribute = 0
    armour: Attribute = 0
    damage: Attribute = 0
    endurance: Attribute = 1
    initiative: Attribute = 0
    movement: Attribute = 0
    action_points: Attribute = 0
    perks: Annotated[
        tuple[Annotated[str, Field(min_length=1, max_length=MAX_PERK_CHARS)], ...],
        Field(max_length=MAX_PERKS),
    ] = ()
    weapons: Annotated[tuple[WeaponSpec, ...], Field(max_length=MAX_WEAPONS)] = ()
    base_mm: Annotated[float, Field(gt=0, le=1000)] | None = None
    wounds_taken: Attribute = 0
    cost: Cost | None = None
    notes: Notes = ""

    @field_validator("name")
    @classmethod
    def _strip_name(cls, value: str) -> str:
        return _named(value, "a model")

    @field_validator("perks")
    @classmethod
    def _normalise_perks(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(perk.strip().lower() for perk in value if perk.strip())

    def to_rules(self) -> Profile:
        return Profile(
            name=self.name,
            size=self.size,
            attack=self.attack,
            defense=self.defense,
            marksmanship=self.marksmanship,
            armour=self.armour,
            damage=self.damage,
            endurance=self.endurance,
            initiative=self.initiative,
            movement=self.movement,
            action_points=self.action_points,
            perks=frozenset(self.perks),
            weapons=tuple(w.to_rules() for w in self.weapons),
            base_mm=self.base_mm,
            wounds_taken=self.wounds_taken,
        )
