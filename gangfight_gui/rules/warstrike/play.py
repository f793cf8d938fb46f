"""WarStrike's behaviour under the ``Game`` protocol's names: the engine ``GAME`` names
(``game.py``), imported when a fight is first worked out, not when a roster is read."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.game import Choice, TakeDown, TypedProgress
from gangfight_gui.rules.warstrike import matchups, table_dice
from gangfight_gui.rules.warstrike import takedown as _takedown
from gangfight_gui.rules.warstrike.battle import after, entry_state
from gangfight_gui.rules.warstrike.duel import (
    after_law,
    duel_carried,
    duel_carry,
    duel_fight,
    duel_lumped,
    duel_reply,
    duel_sides,
    duel_told,
    end_status,
)
from gangfight_gui.rules.warstrike.fields import field_limits
from gangfight_gui.rules.warstrike.game import GAME
from gangfight_gui.rules.warstrike.matchups import choice_label, offers, score
from gangfight_gui.rules.warstrike.outcome import calculate
from gangfight_gui.rules.warstrike.report import outcome_json, outcome_text
from gangfight_gui.rules.warstrike.resolve import resolve, roll_json, roll_steps
from gangfight_gui.rules.warstrike.scenario import Scenario, read_scenario
from gangfight_gui.rules.warstrike.views import advice, describe, headline, notes, views
from gangfight_gui.rules.warstrike.what_if import what_ifs

__all__ = [
    "advice",
    "after",
    "after_law",
    "calculate",
    "choice_label",
    "choices",
    "describe",
    "duel_carried",
    "duel_carry",
    "duel_fight",
    "duel_lumped",
    "duel_reply",
    "duel_sides",
    "duel_told",
    "end_status",
    "entry_state",
    "field_limits",
    "headline",
    "notes",
    "offers",
    "outcome_json",
    "outcome_text",
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


def choices(
    attacker: Mapping[str, Any] | None, targets: Sequence[Mapping[str, Any]], kind: str
) -> tuple[Choice, ...]:
    return matchups.choices(attacker, targets) if kind == matchups.MELEE.key else ()


def takedown(scenario: Mapping[str, Any]) -> TakeDown | None:
    """None for a scenario the rulings refuse (the window shows the refusal instead)."""
    try:
        read = read_scenario(scenario)
        caused = calculate(read).casualties_caused.distribution
    except (RulesError, ScenarioShapeError):
        return None
    return _takedown.takedown(read, caused)


def typed_progress(scenario: Scenario, dice: Sequence[int]) -> TypedProgress:
    return table_dice.typed_progress(GAME, scenario, dice)
