"""The calculator's scenario JSON (CLI.md) as a pydantic schema, converted to the core's Scenario.

Field names are CLI.md's exactly; additions (``line_of_sight``, ``attacker_engaged``,
``nominated``) sit beside them and default to "no effect".
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PlainValidator, WithJsonSchema, model_validator

from gangfight_gui.roster.model_spec import ModelSpec
from gangfight_gui.rules.engine.limits import MAX_TARGETS
from gangfight_gui.rules.gangfight.options import Incapacitation, LongRange, RuleOptions
from gangfight_gui.rules.gangfight.profile import ATTRIBUTES, Profile
from gangfight_gui.rules.gangfight.scenario import (
    AUTO,
    DEFAULT_DODGE_TN,
    AttackKind,
    Cover,
    Scenario,
)

MAX_DROP = 60


def _check_drop(value: object) -> Literal["auto"] | int:
    """R4/R5: "auto", or a whole number of TN steps; the core checks it against the pool."""
    if value == AUTO:
        return AUTO
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_DROP:
        raise ValueError(f'must be "auto" or a whole number from 0 to {MAX_DROP} (found {value!r})')
    return value


DropSpec = Annotated[
    Literal["auto"] | int,
    PlainValidator(_check_drop),
    WithJsonSchema(
        {"anyOf": [{"const": "auto"}, {"type": "integer", "minimum": 0, "maximum": MAX_DROP}]}
    ),
]
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
    targets: Annotated[tuple[ModelSpec, ...], Field(max_length=MAX_TARGETS)] | None = None
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


def model_data(profile: Profile) -> dict[str, Any]:
    """A core Profile as the scenario's model object (CLI.md field names)."""
    data: dict[str, Any] = {
        "name": profile.name,
        "size": profile.size.value,
        **{attribute: getattr(profile, attribute) for attribute in ATTRIBUTES},
        "movement": profile.movement,
        "action_points": profile.action_points,
        "perks": sorted(profile.perks),
        "weapons": [
            {
                "name": w.name,
                "kind": w.kind.value,
                "damage_bonus": w.damage_bonus,
                **({"range": w.range_in} if w.range_in is not None else {}),
            }
            for w in profile.weapons
        ],
        "wounds_taken": profile.wounds_taken,
    }
    if profile.base_mm is not None:
        data["base_mm"] = profile.base_mm
    return data


def scenario_data(scenario: Scenario) -> dict[str, Any]:
    """A core Scenario as CLI.md's JSON: any calculation can be re-run by ``gangfight calc``."""
    kind = scenario.attack
    data: dict[str, Any] = {"attack": kind.value}
    if scenario.attacker is not None:
        data["attacker"] = model_data(scenario.attacker)
    if kind.has_many_targets:
        data["targets"] = [model_data(t) for t in scenario.targets]
        if kind.is_area and scenario.nominated is not None:
            data["target"] = model_data(scenario.nominated)
    else:
        data["target"] = model_data(scenario.target)
    data.update(
        {
            "weapons": list(scenario.weapons),
            "cover": scenario.cover.value,
            "distance": scenario.distance,
            "range_band": scenario.range_band,
            "target_in_combat": scenario.target_in_combat,
            "target_prone": scenario.target_prone,
            "attack_drop": scenario.attack_drop,
            "armour_drop": scenario.armour_drop,
            "rules": {
                "incapacitation": scenario.rules.incapacitation.value,
                "long_range": scenario.rules.long_range.value,
            },
            "line_of_sight": scenario.line_of_sight,
            "attacker_engaged": scenario.attacker_engaged,
        }
    )
    if kind is AttackKind.FALLING:
        data["fall_distance"] = scenario.fall_distance
    if kind.is_area:
        data["dodge_tn"] = scenario.dodge_tn
    return data
