"""Gangfight behind the seam: ``GAME`` answers the ``Game`` protocol of ``rules/game.py``.

Everything here delegates to the modules that hold each rule (``fields`` the fields, ``kinds``
the attack kinds, ``fight`` the choices and limits, ``views`` what an outcome shows, ``whatif``
the what-ifs and the take-down, ``typed`` table mode, ``battle`` R25's state, ``entries`` a
roster's model); this only gathers them under the protocol's names, so the CLI and the window
reach Gangfight the way they reach any game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from gangfight_gui.rules.engine.distribution import mean
from gangfight_gui.rules.engine.sources import DiceSource, SeededDice
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
from gangfight_gui.rules.gangfight import (
    battle,
    duel,
    entries,
    fields,
    fight,
    output,
    reading,
    steps,
    typed,
    views,
    whatif,
)
from gangfight_gui.rules.gangfight.kinds import ATTACK_KINDS
from gangfight_gui.rules.gangfight.outcome import AttackOutcome, calculate
from gangfight_gui.rules.gangfight.resolve import ResolvedAttack, resolve_outcome
from gangfight_gui.rules.gangfight.scenario import Scenario


@lru_cache(maxsize=256)
def _outcome(scenario: Scenario) -> AttackOutcome:
    """Rolls of one scenario share its exact outcome (its drops, R5): worked out once."""
    return calculate(scenario)


class GangfightGame(GameBase):
    """Gangfight (resources/rules.md R1–R25) under the ``Game`` protocol."""

    key = reading.GAME_KEY
    title = "Gangfight"
    rulings = "RULES.md"
    rulings_resource = ("gangfight_gui.resources", "rules.md")
    samples_resource = ("gangfight_gui.samples", "")
    guide_resource = ("gangfight_gui.manual", "gangfight.md")
    cost_key = "cost"
    attack_kinds: tuple[AttackKind, ...] = ATTACK_KINDS
    entry_noun = "model"
    cost_unit = "pts"  # resources/rules.md, Outside the text: the roster's own points and limit
    choice_rulings: tuple[str, ...] = ("R10", "R15")  # two weapons in melee; a shot's weapon
    model_fields: tuple[FieldSpec, ...] = fields.MODEL_FIELDS
    weapon_fields: tuple[FieldSpec, ...] = fields.WEAPON_FIELDS
    scenario_fields: tuple[FieldSpec, ...] = fields.SCENARIO_FIELDS
    house_rules: tuple[FieldSpec, ...] = fields.HOUSE_RULES
    padding_face = typed.PADDING

    # -- the calculation --

    def read_scenario(self, data: Mapping[str, Any]) -> Scenario:
        return reading.read_scenario(data)

    def calculate(self, scenario: Scenario) -> AttackOutcome:
        return calculate(scenario)

    def outcome_json(self, outcome: AttackOutcome) -> dict[str, Any]:
        return output.outcome_json(outcome)

    def outcome_json_encoded(self, outcome: AttackOutcome) -> dict[str, Any]:
        """``outcome_json`` with its laws pre-encoded for orjson (``calc --json`` over a
        list): the same bytes once encoded, a batch's repeats encoded once."""
        return output.outcome_json(outcome, encoded=True)

    def outcome_text(self, outcome: AttackOutcome) -> str:
        return output.outcome_text(outcome)

    def headline(self, outcome: AttackOutcome) -> tuple[Figure, ...]:
        """Each target's figures (``views.figures``): the expected wounds taken first."""
        return views.headline(outcome)

    def score(self, outcome: AttackOutcome) -> float:
        """R5's measure, over every target: expected wounds after armour, or expected hits for
        an attack that cannot wound (R18, R19: only Power and Finesse Attacks, never in a
        matchup's ``pair_scenarios``)."""
        if outcome.plan.wounds:
            return sum(mean(t.final_wounds) for t in outcome.targets)
        return sum(mean(t.hits) for t in outcome.targets)

    def resolve(self, scenario: Scenario, dice: DiceSource) -> ResolvedAttack:
        seed = dice.seed if isinstance(dice, SeededDice) else None
        return resolve_outcome(_outcome(scenario), dice, seed=seed)

    def roll_json(self, roll: ResolvedAttack) -> dict[str, Any]:
        return output.roll_json(roll)

    def roll_steps(self, roll: ResolvedAttack) -> tuple[Step, ...]:
        return steps.roll_steps(roll)

    def after(self, scenario: Scenario, roll: ResolvedAttack) -> After:
        """R25: each target's ``wounds_taken``, ``prone`` and ``status``; the attacker as it was."""
        return After({}, battle.after(roll))

    def entry_state(
        self, entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
    ) -> EntryState:
        return entries.entry_state({**entry, **(state or {})})

    # -- a duel to the finish --

    def after_law(self, scenario: Scenario) -> tuple[tuple[After, float], ...]:
        return duel.after_law(_outcome(scenario))

    def end_status(self, entry: Mapping[str, Any]) -> str:
        """R25: incapacitated or dead."""
        status = entry.get("status")
        return status if status in (fields.INCAPACITATED, fields.DEAD) else ""

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
        return fight.game_offers(attacker, target)

    def choices(
        self, attacker: Mapping[str, Any] | None, targets: Sequence[Mapping[str, Any]], kind: str
    ) -> tuple[Choice, ...]:
        return fight.choices(attacker, targets, kind)

    def choice_label(self, scenario: Mapping[str, Any]) -> str:
        return fight.choice_label(scenario)

    def pair_scenarios(
        self, attacker: Mapping[str, Any], target: Mapping[str, Any]
    ) -> tuple[dict[str, Any], ...]:
        return fight.pair_scenarios(attacker, target)

    def field_limits(self, scenario: Mapping[str, Any]) -> Mapping[str, Limits]:
        return fight.field_limits(scenario)

    def describe(self, scenario: Mapping[str, Any]) -> str:
        return fight.describe(scenario)

    # -- an outcome --

    def views(self, outcome: AttackOutcome) -> tuple[OutcomeView, ...]:
        return views.views(outcome)

    def notes(self, outcome: AttackOutcome) -> tuple[Note, ...]:
        return views.notes(outcome)

    def advice(self, outcome: AttackOutcome) -> tuple[AdviceTable, ...]:
        return views.advice(outcome)

    def what_ifs(self, scenario: Mapping[str, Any]) -> tuple[WhatIf, ...]:
        return tuple(whatif.variants(scenario))

    def takedown(self, scenario: Mapping[str, Any]) -> TakeDown | None:
        return whatif.takedown(scenario)

    def typed_progress(self, scenario: Scenario, dice: Sequence[int]) -> TypedProgress:
        return typed.typed_progress(self, _outcome(scenario), scenario, dice)

    # -- an entry --

    def entry_problems(self, entry: Mapping[str, Any]) -> tuple[Problem, ...]:
        return entries.entry_problems(entry)

    def entry_facts(self, entry: Mapping[str, Any]) -> tuple[str, ...]:
        return entries.entry_facts(entry)

    def card_boxes(
        self, entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
    ) -> tuple[TickBoxes, ...]:
        return entries.card_boxes(entry, state)


GAME: Game[Scenario, AttackOutcome, ResolvedAttack] = GangfightGame()
"""Checked by mypy against the protocol, member by member."""
