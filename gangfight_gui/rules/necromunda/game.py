"""Necromunda close combat as the rest of the program sees it: ``GAME`` (rules/game.py's Game)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gangfight_gui.rules.engine.sources import DiceSource
from gangfight_gui.rules.engine.steps import Step
from gangfight_gui.rules.game import (
    AttackKind,
    Choice,
    FieldSpec,
    Figure,
    Game,
    GameBase,
    OutcomeView,
)
from gangfight_gui.rules.necromunda import fields, matchups, outcome, report, resolve, scenario
from gangfight_gui.rules.necromunda.outcome import Outcome
from gangfight_gui.rules.necromunda.resolve import Roll
from gangfight_gui.rules.necromunda.scenario import Scenario


class Necromunda(GameBase):
    """RULES-necromunda.md (N1–N16): one close-combat action and the target's Reaction attacks."""

    key = "necromunda"
    title = "Necromunda"
    rulings = "RULES-necromunda.md"
    rulings_resource = ("gangfight_gui.resources", "rules-necromunda.md")
    cost_key = "cost"
    attack_kinds: tuple[AttackKind, ...] = (AttackKind("fight", "Fight", ruling="N1"),)
    entry_noun = "fighter"
    cost_unit = fields.COST_UNIT
    choice_rulings: tuple[str, ...] = (
        "N5",
        "N6",
        "N7",
        "N8",
    )  # choose weapons, attack dice, split, odd die
    model_fields: tuple[FieldSpec, ...] = fields.MODEL_FIELDS
    weapon_fields: tuple[FieldSpec, ...] = fields.WEAPON_FIELDS
    scenario_fields: tuple[FieldSpec, ...] = fields.SCENARIO_FIELDS

    def read_scenario(self, data: Mapping[str, Any]) -> Scenario:
        return scenario.read_scenario(data)

    def calculate(self, scenario: Scenario) -> Outcome:
        return outcome.calculate(scenario)

    def outcome_json(self, outcome: Outcome) -> dict[str, Any]:
        return report.outcome_json(outcome)

    def outcome_text(self, outcome: Outcome) -> str:
        return report.outcome_text(outcome)

    def headline(self, outcome: Outcome) -> tuple[Figure, ...]:
        return report.headline(outcome)

    def pair_scenarios(
        self, attacker: Mapping[str, Any], target: Mapping[str, Any]
    ) -> tuple[dict[str, Any], ...]:
        return matchups.pair_scenarios(attacker, target)

    def chart(self, outcome: Outcome) -> tuple[str, tuple[tuple[str, float], ...]]:
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

    def choice_variants(self, scenario: Mapping[str, Any]) -> tuple[Choice, ...]:
        return tuple(Choice(*v) for v in matchups.odd_die_variants(scenario))

    def describe(self, scenario: Mapping[str, Any]) -> str:
        names = [str(scenario.get(side, {}).get("name", "")) for side in ("attacker", "target")]
        return f"{names[0]} against {names[1]}: {matchups.choice_label(scenario)}"

    def views(self, outcome: Outcome) -> tuple[OutcomeView, ...]:
        from gangfight_gui.rules.game import Chart

        title, bars = report.chart(outcome)
        name = outcome.scenario.action.target.name
        return (OutcomeView(name, report.headline(outcome), (Chart(title, bars),)),)

    def score(self, outcome: Outcome) -> float:
        return matchups.score(outcome)

    def resolve(self, scenario: Scenario, dice: DiceSource) -> Roll:
        return resolve.resolve(scenario, dice)

    def roll_json(self, roll: Roll) -> dict[str, Any]:
        return report.roll_json(roll)

    def roll_steps(self, roll: Roll) -> tuple[Step, ...]:
        return report.roll_steps(roll)


GAME: Game[Scenario, Outcome, Roll] = Necromunda()
