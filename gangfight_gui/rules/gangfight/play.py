"""Gangfight's behaviour under the ``Game`` protocol's names: the engine ``GAME`` names
(``game.py``), imported when a fight is first worked out, not when a roster is read."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache, partial
from typing import Any

from gangfight_gui.rules.engine.distribution import mean
from gangfight_gui.rules.engine.sources import DiceSource, SeededDice
from gangfight_gui.rules.game import After, TypedProgress
from gangfight_gui.rules.gangfight import battle, duel, fields, typed
from gangfight_gui.rules.gangfight.duel import duel_fight, duel_reply, duel_sides
from gangfight_gui.rules.gangfight.entries import entry_state
from gangfight_gui.rules.gangfight.fight import (
    choice_label,
    choices,
    describe,
    field_limits,
    pair_scenarios,
)
from gangfight_gui.rules.gangfight.fight import game_offers as offers
from gangfight_gui.rules.gangfight.game import GAME
from gangfight_gui.rules.gangfight.outcome import AttackOutcome, calculate
from gangfight_gui.rules.gangfight.output import outcome_json, outcome_text, roll_json
from gangfight_gui.rules.gangfight.reading import read_scenario
from gangfight_gui.rules.gangfight.resolve import ResolvedAttack, resolve_outcome
from gangfight_gui.rules.gangfight.scenario import Scenario
from gangfight_gui.rules.gangfight.steps import roll_steps
from gangfight_gui.rules.gangfight.views import advice, headline, notes, views
from gangfight_gui.rules.gangfight.whatif import takedown, what_ifs

__all__ = [
    "advice",
    "after",
    "after_law",
    "calculate",
    "choice_label",
    "choices",
    "describe",
    "duel_fight",
    "duel_reply",
    "duel_sides",
    "end_status",
    "entry_state",
    "field_limits",
    "headline",
    "notes",
    "offers",
    "outcome_json",
    "outcome_json_encoded",
    "outcome_text",
    "pair_scenarios",
    "read_scenario",
    "resolve",
    "roll_json",
    "roll_steps",
    "score",
    "takedown",
    "typed_progress",
    "views",
    "what_ifs",
]


@lru_cache(maxsize=256)
def _outcome(scenario: Scenario) -> AttackOutcome:
    """Rolls of one scenario share its exact outcome (its drops, R5): worked out once."""
    return calculate(scenario)


outcome_json_encoded = partial(outcome_json, encoded=True)
"""``outcome_json`` with its laws pre-encoded for orjson (``calc --json`` over a list): the same
bytes once encoded, a batch's repeats encoded once."""


def score(outcome: AttackOutcome) -> float:
    """R5's measure, over every target: expected wounds after armour, or expected hits for an
    attack that cannot wound (R18, R19: only Power and Finesse Attacks, never in a matchup's
    ``pair_scenarios``)."""
    if outcome.plan.wounds:
        return sum(mean(t.final_wounds) for t in outcome.targets)
    return sum(mean(t.hits) for t in outcome.targets)


def resolve(scenario: Scenario, dice: DiceSource) -> ResolvedAttack:
    seed = dice.seed if isinstance(dice, SeededDice) else None
    return resolve_outcome(_outcome(scenario), dice, seed=seed)


def after(scenario: Scenario, roll: ResolvedAttack) -> After:
    """R25: each target's ``wounds_taken``, ``prone`` and ``status``; the attacker as it was."""
    return After({}, battle.after(roll))


def after_law(scenario: Scenario) -> tuple[tuple[After, float], ...]:
    return duel.after_law(_outcome(scenario))


def end_status(entry: Mapping[str, Any]) -> str:
    """R25: incapacitated or dead."""
    status = entry.get("status")
    return status if status in (fields.INCAPACITATED, fields.DEAD) else ""


def typed_progress(scenario: Scenario, dice: Sequence[int]) -> TypedProgress:
    return typed.typed_progress(GAME, _outcome(scenario), scenario, dice)
