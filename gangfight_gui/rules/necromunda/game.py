"""Necromunda close combat as the rest of the program sees it: ``GAME`` (rules/game.py's Game).

Each member delegates to the module holding its rule: reading and planning (``scenario``), the
exact outcome (``outcome``), a roll (``resolve``), a battle's state (``state``, N17), the fight
as the builder sets it up (``fight``), the results pane (``views``), the choices within a fight
and single changes (``advice``), the take-down (``takedown``), dice typed in (``typed``) and a
roster fighter (``entries``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

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
from gangfight_gui.rules.necromunda import (
    advice,
    duel,
    entries,
    fields,
    fight,
    matchups,
    outcome,
    report,
    resolve,
    scenario,
    state,
    takedown,
    typed,
    views,
)
from gangfight_gui.rules.necromunda.outcome import Outcome
from gangfight_gui.rules.necromunda.resolve import Roll
from gangfight_gui.rules.necromunda.scenario import Scenario
from gangfight_gui.rules.necromunda.state import entry_state


class Necromunda(GameBase):
    """resources/rules-necromunda.md (N1–N17): one close-combat action and the target's
    Reaction attacks, and the state it leaves both in."""

    key = "necromunda"
    title = "Necromunda"
    rulings = "RULES-necromunda.md"
    rulings_resource = ("gangfight_gui.resources", "rules-necromunda.md")
    samples_resource = ("gangfight_gui.samples", "")
    guide_resource = ("gangfight_gui.manual", "necromunda.md")
    cost_key = "cost"
    attack_kinds: tuple[AttackKind, ...] = (fight.FIGHT,)
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
    house_rules: tuple[FieldSpec, ...] = fields.HOUSE_RULES
    roster_fields: tuple[FieldSpec, ...] = fields.ROSTER_FIELDS
    padding_face = typed.PADDING

    # -- the calculation --

    def read_scenario(self, data: Mapping[str, Any]) -> Scenario:
        return scenario.read_scenario(data)

    def calculate(self, scenario: Scenario) -> Outcome:
        return outcome.calculate(scenario)

    def outcome_json(self, outcome: Outcome) -> dict[str, Any]:
        return report.outcome_json(outcome)

    def outcome_text(self, outcome: Outcome) -> str:
        return report.outcome_text(outcome)

    def headline(self, outcome: Outcome) -> tuple[Figure, ...]:
        return views.headline(outcome)

    def score(self, outcome: Outcome) -> float:
        return matchups.score(outcome)

    def resolve(self, scenario: Scenario, dice: DiceSource) -> Roll:
        return resolve.resolve(scenario, dice)

    def roll_json(self, roll: Roll) -> dict[str, Any]:
        return report.roll_json(roll)

    def roll_steps(self, roll: Roll) -> tuple[Step, ...]:
        return report.roll_steps(roll)

    def after(self, scenario: Scenario, roll: Roll) -> After:
        """N17: the target's state, and the attacker's when Reaction attacks were made."""
        attacker, target = state.after(roll)
        return After(attacker.as_json() if roll.reaction is not None else {}, (target.as_json(),))

    def entry_state(
        self, entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
    ) -> EntryState:
        return entry_state(entry, state)

    # -- a duel to the finish --

    first_turn_only: tuple[str, ...] = duel.FIRST_TURN_ONLY

    def after_law(self, scenario: Scenario) -> tuple[tuple[After, float], ...]:
        return duel.after_law(scenario)

    def end_status(self, entry: Mapping[str, Any]) -> str:
        return duel.end_status(entry)

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
        return fight.offers(attacker, target)

    def choices(
        self, attacker: Mapping[str, Any] | None, targets: Sequence[Mapping[str, Any]], kind: str
    ) -> tuple[Choice, ...]:
        return fight.choices(attacker, targets, kind)

    def choice_label(self, scenario: Mapping[str, Any]) -> str:
        return matchups.choice_label(scenario)

    def choice_variants(self, scenario: Mapping[str, Any]) -> tuple[Choice, ...]:
        return tuple(Choice(*v) for v in matchups.odd_die_variants(scenario))

    def pair_scenarios(
        self, attacker: Mapping[str, Any], target: Mapping[str, Any]
    ) -> tuple[dict[str, Any], ...]:
        return matchups.pair_scenarios(attacker, target)

    def field_limits(self, scenario: Mapping[str, Any]) -> Mapping[str, Limits]:
        return fight.field_limits(scenario)

    def describe(self, scenario: Mapping[str, Any]) -> str:
        return fight.describe(scenario)

    # -- an outcome --

    def views(self, outcome: Outcome) -> tuple[OutcomeView, ...]:
        return views.views(outcome)

    def notes(self, outcome: Outcome) -> tuple[Note, ...]:
        return views.notes(outcome)

    def advice(self, outcome: Outcome) -> tuple[AdviceTable, ...]:
        return advice.advice(outcome)

    def what_ifs(self, scenario: Mapping[str, Any]) -> tuple[WhatIf, ...]:
        return advice.what_ifs(scenario)

    def takedown(self, scenario: Mapping[str, Any]) -> TakeDown | None:
        return takedown.takedown(scenario)

    def typed_progress(self, scenario: Scenario, dice: Sequence[int]) -> TypedProgress:
        return typed.typed_progress(self, scenario, dice)

    # -- an entry --

    def entry_problems(self, entry: Mapping[str, Any]) -> tuple[Problem, ...]:
        return entries.entry_problems(entry)

    def entry_facts(self, entry: Mapping[str, Any]) -> tuple[str, ...]:
        return entries.entry_facts(entry)

    def card_boxes(
        self, entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
    ) -> tuple[TickBoxes, ...]:
        return entries.card_boxes(entry, state)


GAME: Game[Scenario, Outcome, Roll] = Necromunda()
