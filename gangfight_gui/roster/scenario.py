"""The calculator's scenario JSON (CLI.md) as a pydantic schema, converted to the core's Scenario.

Field names are CLI.md's exactly; additions (``line_of_sight``, ``attacker_engaged``,
``nominated``) sit beside them and default to "no effect".
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from gangfight_gui.roster.profile import ModelSpec
from gangfight_gui.rules.options import Incapacitation, LongRange, RuleOptions
from gangfight_gui.rules.scenario import AUTO, DEFAULT_DODGE_TN, AttackKind, Cover, Scenario

DropSpec = Literal["auto"] | Annotated[int, Field(strict=True, ge=0, le=60)]
Inches = Annotated[float, Field(ge=0, le=1000)]


class RulesSpec(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    incapacitation: Incapacitation = Incapacitation.ZERO_OR_LESS
    long_range: LongRange = LongRange.BEYOND_RANGE_PLUS_6

    def to_rules(self) -> RuleOptions:
        return RuleOptions(self.incapacitation, self.long_range)


class ScenarioSpec(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    attack: AttackKind
    attacker: ModelSpec | None = None
    target: ModelSpec | None = None
    targets: tuple[ModelSpec, ...] | None = None
    weapons: tuple[str, ...] = ()
    cover: Cover = Cover.NONE
    distance: Inches | None = None
    range_band: str | None = None
    target_in_combat: bool = False
    target_prone: bool = False
    attack_drop: DropSpec = AUTO
    armour_drop: DropSpec = AUTO
    rules: RulesSpec = RulesSpec()
    fall_distance: Inches | None = None
    dodge_tn: Annotated[int, Field(strict=True, ge=2, le=12)] = DEFAULT_DODGE_TN
    line_of_sight: bool = True
    attacker_engaged: bool = False

    @model_validator(mode="after")
    def _shape(self) -> ScenarioSpec:
        """Which models each kind of attack takes (CLI.md)."""
        kind = self.attack
        if kind is AttackKind.TRAMPLE or kind.is_area:
            if not self.targets:
                raise ValueError(f"'{kind.value}' takes 'targets', a list of models")
            if kind is AttackKind.TRAMPLE and self.target is not None:
                raise ValueError("'trample' takes 'targets', not 'target'")
        else:
            if self.target is None:
                raise ValueError(f"'{kind.value}' takes a 'target' model")
            if self.targets is not None:
                raise ValueError(f"'{kind.value}' has one 'target', not 'targets'")
        if kind is AttackKind.FALLING:
            if self.fall_distance is None:
                raise ValueError("'falling' takes 'fall_distance' in inches")
        elif self.attacker is None:
            raise ValueError(f"'{kind.value}' takes an 'attacker' model")
        return self

    def to_rules(self) -> Scenario:
        if self.targets:
            targets = tuple(t.to_rules() for t in self.targets)
        else:
            assert self.target is not None
            targets = (self.target.to_rules(),)
        nominated = (
            self.target.to_rules() if self.target is not None and self.attack.is_area else None
        )
        return Scenario(
            attack=self.attack,
            attacker=self.attacker.to_rules() if self.attacker else None,
            targets=targets,
            weapons=self.weapons,
            cover=self.cover,
            distance=self.distance,
            range_band=self.range_band,
            target_in_combat=self.target_in_combat,
            target_prone=self.target_prone,
            attack_drop=self.attack_drop,
            armour_drop=self.armour_drop,
            rules=self.rules.to_rules(),
            fall_distance=self.fall_distance,
            dodge_tn=self.dodge_tn,
            nominated=nominated,
            line_of_sight=self.line_of_sight,
            attacker_engaged=self.attacker_engaged,
        )
