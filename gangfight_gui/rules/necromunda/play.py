"""Necromunda's behaviour under the ``Game`` protocol's names: the engine ``GAME`` names
(``game.py``), imported when a fight is first worked out, not when a roster is read."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gangfight_gui.rules.game import After, Choice, TypedProgress
from gangfight_gui.rules.necromunda import matchups, state, typed
from gangfight_gui.rules.necromunda.advice import advice, what_ifs
from gangfight_gui.rules.necromunda.duel import after_law, duel_fight, duel_reply, end_status
from gangfight_gui.rules.necromunda.fight import choices, describe, field_limits, offers
from gangfight_gui.rules.necromunda.game import GAME
from gangfight_gui.rules.necromunda.matchups import choice_label, pair_scenarios, score
from gangfight_gui.rules.necromunda.outcome import Outcome, calculate
from gangfight_gui.rules.necromunda.report import outcome_json, outcome_text, roll_json, roll_steps
from gangfight_gui.rules.necromunda.resolve import Roll, resolve
from gangfight_gui.rules.necromunda.scenario import Scenario, read_scenario
from gangfight_gui.rules.necromunda.state import entry_state
from gangfight_gui.rules.necromunda.takedown import takedown
from gangfight_gui.rules.necromunda.views import headline, notes, views

__all__ = [
    "advice",
    "after",
    "after_law",
    "calculate",
    "choice_label",
    "choice_variants",
    "choices",
    "describe",
    "duel_fight",
    "duel_reply",
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


def after(scenario: Scenario, roll: Roll) -> After:
    """N17: the target's state, and the attacker's when Reaction attacks were made."""
    attacker, target = state.after(roll)
    return After(attacker.as_json() if roll.reaction is not None else {}, (target.as_json(),))


def choice_variants(scenario: Mapping[str, Any]) -> tuple[Choice, ...]:
    return tuple(Choice(*v) for v in matchups.odd_die_variants(scenario))


def outcome_json_encoded(outcome: Outcome) -> dict[str, Any]:
    """``outcome_json`` with the action's laws pre-encoded for orjson (``calc --json`` over a
    list): the same bytes once written, the laws a batch shares encoded once."""
    return outcome_json(outcome, encoded=True)


def typed_progress(scenario: Scenario, dice: Sequence[int]) -> TypedProgress:
    return typed.typed_progress(GAME, scenario, dice)
