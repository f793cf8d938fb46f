"""WarStrike's close combat behind the ``Game`` protocol (rules/game.py): ``GAME``.

Everything here delegates to the module that holds each rule; this only gathers them under the
protocol's names, so the CLI and the window reach WarStrike the way they reach any game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.sources import DiceSource
from gangfight_gui.rules.engine.steps import Step
from gangfight_gui.rules.game import (
    AdviceTable,
    After,
    AttackKind,
    Choice,
    EntryState,
    FieldSpec,
    Figure,
    Game,
    GameBase,
    Limits,
    Note,
    Offer,
    OutcomeView,
    Problem,
    TakeDown,
    TickBoxes,
    TypedProgress,
    WhatIf,
)
from gangfight_gui.rules.warstrike import (
    battle,
    duel,
    entries,
    fields,
    matchups,
    report,
    table_dice,
    takedown,
    views,
    what_if,
)
from gangfight_gui.rules.warstrike import outcome as _outcome
from gangfight_gui.rules.warstrike import resolve as _resolve
from gangfight_gui.rules.warstrike import scenario as _scenario


class WarStrikeGame(GameBase):
    """The WarStrike close-combat calculator (resources/rules-warstrike.md, W1–W17)."""

    key = "warstrike"
    title = "WarStrike"
    rulings = "RULES-warstrike.md"
    rulings_resource = ("gangfight_gui.resources", "rules-warstrike.md")
    samples_resource = ("gangfight_gui.samples", "")
    guide_resource = ("gangfight_gui.manual", "warstrike.md")
    cost_key = "points"
    attack_kinds: tuple[AttackKind, ...] = (matchups.MELEE,)
    entry_noun = "unit"
    cost_unit = fields.COST_UNIT
    choice_rulings: tuple[str, ...] = ("W5",)  # one weapon a model
    model_fields: tuple[FieldSpec, ...] = fields.MODEL_FIELDS
    weapon_fields: tuple[FieldSpec, ...] = fields.WEAPON_FIELDS
    scenario_fields: tuple[FieldSpec, ...] = fields.SCENARIO_FIELDS
    house_rules: tuple[FieldSpec, ...] = fields.HOUSE_RULES
    padding_face = table_dice.PADDING

    # -- the calculation --

    def read_scenario(self, data: Mapping[str, Any]) -> _scenario.Scenario:
        return _scenario.read_scenario(data)

    def calculate(self, scenario: _scenario.Scenario) -> _outcome.Outcome:
        return _outcome.calculate(scenario)

    def outcome_json(self, outcome: _outcome.Outcome) -> dict[str, Any]:
        return report.outcome_json(outcome)

    def outcome_text(self, outcome: _outcome.Outcome) -> str:
        return report.outcome_text(outcome)

    def headline(self, outcome: _outcome.Outcome) -> tuple[Figure, ...]:
        return views.headline(outcome)

    def score(self, outcome: _outcome.Outcome) -> float:
        return matchups.score(outcome)

    def resolve(self, scenario: _scenario.Scenario, dice: DiceSource) -> _resolve.Roll:
        return _resolve.resolve(scenario, dice)

    def roll_json(self, roll: _resolve.Roll) -> dict[str, Any]:
        return _resolve.roll_json(roll)

    def roll_steps(self, roll: _resolve.Roll) -> tuple[Step, ...]:
        return _resolve.roll_steps(roll)

    def after(self, scenario: _scenario.Scenario, roll: _resolve.Roll) -> After:
        return battle.after(roll)

    def entry_state(
        self, entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
    ) -> EntryState:
        return battle.entry_state({**entry, **(state or {})})

    # -- a duel to the finish --

    def after_law(self, scenario: _scenario.Scenario) -> tuple[tuple[After, float], ...]:
        return duel.after_law(scenario)

    def end_status(self, entry: Mapping[str, Any]) -> str:
        return duel.end_status(entry)

    def duel_lumped(self, state: Mapping[str, object]) -> Mapping[str, object]:
        return duel.duel_lumped(state)

    def duel_sides(
        self,
        data: Mapping[str, Any],
        given: tuple[Mapping[str, Any], Mapping[str, Any]] | None = None,
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        return duel.duel_sides(data, given)

    def duel_fight(
        self, data: Mapping[str, Any], attacker: Mapping[str, Any], target: Mapping[str, Any]
    ) -> dict[str, Any]:
        return duel.duel_fight(data, attacker, target)

    def duel_reply(
        self, data: Mapping[str, Any], reply: Mapping[str, Any]
    ) -> dict[str, Any] | None:
        return duel.duel_reply(data, reply)

    # -- a fight --

    def offers(
        self, attacker: Mapping[str, Any] | None, target: Mapping[str, Any] | None
    ) -> tuple[Offer, ...]:
        return matchups.offers(attacker, target)

    def choices(
        self, attacker: Mapping[str, Any] | None, targets: Sequence[Mapping[str, Any]], kind: str
    ) -> tuple[Choice, ...]:
        return matchups.choices(attacker, targets) if kind == matchups.MELEE.key else ()

    def choice_label(self, scenario: Mapping[str, Any]) -> str:
        return matchups.choice_label(scenario)

    def field_limits(self, scenario: Mapping[str, Any]) -> Mapping[str, Limits]:
        return fields.field_limits(scenario)

    def describe(self, scenario: Mapping[str, Any]) -> str:
        return views.describe(scenario)

    # -- an outcome --

    def views(self, outcome: _outcome.Outcome) -> tuple[OutcomeView, ...]:
        return views.views(outcome)

    def notes(self, outcome: _outcome.Outcome) -> tuple[Note, ...]:
        return views.notes(outcome)

    def advice(self, outcome: _outcome.Outcome) -> tuple[AdviceTable, ...]:
        return views.advice(outcome)

    def what_ifs(self, scenario: Mapping[str, Any]) -> tuple[WhatIf, ...]:
        return what_if.what_ifs(scenario)

    def takedown(self, scenario: Mapping[str, Any]) -> TakeDown | None:
        """None for a scenario the rulings refuse (the window shows the refusal instead)."""
        try:
            read = _scenario.read_scenario(scenario)
            caused = _outcome.calculate(read).casualties_caused.distribution
        except (RulesError, ScenarioShapeError):
            return None
        return takedown.takedown(read, caused)

    def typed_progress(self, scenario: _scenario.Scenario, dice: Sequence[int]) -> TypedProgress:
        return table_dice.typed_progress(self, scenario, dice)

    # -- an entry --

    def entry_problems(self, entry: Mapping[str, Any]) -> tuple[Problem, ...]:
        return entries.entry_problems(entry)

    def entry_facts(self, entry: Mapping[str, Any]) -> tuple[str, ...]:
        return entries.entry_facts(entry)

    def card_boxes(
        self, entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
    ) -> tuple[TickBoxes, ...]:
        return entries.card_boxes(entry, state)


GAME: Game[_scenario.Scenario, _outcome.Outcome, _resolve.Roll] = WarStrikeGame()
"""The registry's entry (rules/game.py); typed as the protocol so mypy checks that it fits."""
