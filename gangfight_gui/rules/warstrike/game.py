"""WarStrike's close combat behind the ``Game`` protocol (rules/game.py): ``GAME``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gangfight_gui.rules.engine.sources import DiceSource
from gangfight_gui.rules.engine.steps import Step
from gangfight_gui.rules.game import (
    AttackKind,
    Chart,
    Choice,
    FieldSpec,
    Figure,
    Game,
    GameBase,
    OutcomeView,
)
from gangfight_gui.rules.warstrike import fields, matchups, report
from gangfight_gui.rules.warstrike import outcome as _outcome
from gangfight_gui.rules.warstrike import resolve as _resolve
from gangfight_gui.rules.warstrike import scenario as _scenario


class WarStrikeGame(GameBase):
    """The WarStrike close-combat calculator (RULES-warstrike.md, W1–W16)."""

    key = "warstrike"
    title = "WarStrike"
    rulings = "RULES-warstrike.md"
    rulings_resource = ("gangfight_gui.resources", "rules-warstrike.md")
    cost_key = "points"
    attack_kinds: tuple[AttackKind, ...] = (AttackKind("melee", "Melee attacks", ruling="W1"),)
    entry_noun = "unit"
    cost_unit = fields.COST_UNIT
    choice_rulings: tuple[str, ...] = ("W5",)  # one weapon a model
    model_fields: tuple[FieldSpec, ...] = fields.MODEL_FIELDS
    weapon_fields: tuple[FieldSpec, ...] = fields.WEAPON_FIELDS
    scenario_fields: tuple[FieldSpec, ...] = fields.SCENARIO_FIELDS

    def read_scenario(self, data: Mapping[str, Any]) -> _scenario.Scenario:
        return _scenario.read_scenario(data)

    def calculate(self, scenario: _scenario.Scenario) -> _outcome.Outcome:
        return _outcome.calculate(scenario)

    def outcome_json(self, outcome: _outcome.Outcome) -> dict[str, Any]:
        return report.outcome_json(outcome)

    def outcome_text(self, outcome: _outcome.Outcome) -> str:
        return report.outcome_text(outcome)

    def headline(self, outcome: _outcome.Outcome) -> tuple[Figure, ...]:
        return report.headline(outcome)

    def pair_scenarios(
        self, attacker: Mapping[str, Any], target: Mapping[str, Any]
    ) -> tuple[dict[str, Any], ...]:
        return matchups.pair_scenarios(attacker, target)

    def chart(self, outcome: _outcome.Outcome) -> tuple[str, tuple[tuple[str, float], ...]]:
        return report.chart(outcome)

    def choice_label(self, scenario: Mapping[str, Any]) -> str:
        return matchups.choice_label(scenario)

    def choices(
        self, attacker: Mapping[str, Any] | None, targets: Sequence[Mapping[str, Any]], kind: str
    ) -> tuple[Choice, ...]:
        if attacker is None or not targets:
            return ()
        scenarios = matchups.pair_scenarios(attacker, targets[0])
        return tuple(Choice(matchups.choice_label(s), s) for s in scenarios)

    def describe(self, scenario: Mapping[str, Any]) -> str:
        names = [str(scenario.get(side, {}).get("name", "")) for side in ("attacker", "defender")]
        return f"{names[0]} against {names[1]}: {matchups.choice_label(scenario)}"

    def views(self, outcome: _outcome.Outcome) -> tuple[OutcomeView, ...]:
        title, bars = report.chart(outcome)
        return (OutcomeView("", report.headline(outcome), (Chart(title, bars, counts=True),)),)

    def score(self, outcome: _outcome.Outcome) -> float:
        return matchups.score(outcome)

    def resolve(self, scenario: _scenario.Scenario, dice: DiceSource) -> _resolve.Roll:
        return _resolve.resolve(scenario, dice)

    def roll_json(self, roll: _resolve.Roll) -> dict[str, Any]:
        return _resolve.roll_json(roll)

    def roll_steps(self, roll: _resolve.Roll) -> tuple[Step, ...]:
        return _resolve.roll_steps(roll)


GAME: Game[_scenario.Scenario, _outcome.Outcome, _resolve.Roll] = WarStrikeGame()
"""The registry's entry (rules/game.py); typed as the protocol so mypy checks that it fits."""
