"""What the results pane reads of a fight, through the game protocol alone (no Qt here)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from gangfight_gui.gui.combat.fight import Fight
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.game import AnyGame, Figure, Note, OutcomeView, WhatIf


@dataclass(frozen=True, slots=True)
class Reading:
    """A fight calculated: its outcome and what the pane shows of it, or why it cannot be."""

    fight: Fight
    outcome: Any = None
    views: tuple[OutcomeView, ...] = ()
    notes: tuple[Note, ...] = ()
    headline: tuple[Figure, ...] = ()
    refusal: str = ""

    @property
    def refused(self) -> bool:
        return bool(self.refusal)


def calculated(game: AnyGame, scenario: Mapping[str, Any]) -> Any:
    """The outcome of ``scenario``; RulesError or ScenarioShapeError as the game raises them."""
    return game.calculate(game.read_scenario(scenario))


def _tried(game: AnyGame, scenario: Mapping[str, Any]) -> tuple[Any, str]:
    """The outcome of ``scenario`` and "", or None and the rules' refusal of it."""
    try:
        return calculated(game, scenario), ""
    except (RulesError, ScenarioShapeError) as error:
        return None, str(error)


def read_fight(fight: Fight) -> Reading:
    """The fight calculated by its game; a scenario the rules refuse is a refusal."""
    game = fight.game
    outcome, refusal = _tried(game, fight.scenario)
    if refusal:
        return Reading(fight, refusal=refusal)
    return Reading(
        fight,
        outcome,
        game.views(outcome),
        game.notes(outcome),
        game.headline(outcome),
    )


@dataclass(frozen=True, slots=True)
class RankedChoice:
    """One row of the Choices table: an alternative, its first headline figure and score."""

    index: int
    """Its place in ``Fight.alternatives`` (what ``alternative_chosen`` carries)."""
    label: str
    figures: tuple[Figure, ...] = ()
    score: float | None = None
    refusal: str = ""
    best: bool = False
    current: bool = False


def rank_alternatives(fight: Fight) -> tuple[RankedChoice, ...]:
    """Every alternative of the fight calculated, best first by the game's score (ties keep the
    builder's order); refused ones last, with their reason. The best is starred, the fight's own
    choice marked."""
    game = fight.game
    rows: list[RankedChoice] = []
    for index, alternative in enumerate(fight.alternatives):
        outcome, refusal = _tried(game, alternative.scenario)
        figures = () if refusal else game.headline(outcome)
        score = None if refusal else game.score(outcome)
        current = index == fight.current
        rows.append(
            RankedChoice(index, alternative.label, figures, score, refusal, current=current)
        )
    rows.sort(key=lambda row: (row.score is None, -(row.score or 0.0), row.index))
    if rows and rows[0].score is not None:
        rows[0] = dataclasses.replace(rows[0], best=True)
    return tuple(rows)


@dataclass(frozen=True, slots=True)
class RankedWhatIf:
    """A what-if calculated: what it gains over the fight shown, by the game's score."""

    what_if: WhatIf
    gain: float | None
    """Its score less the fight's; None when the rules refuse the changed fight."""
    figure: Figure | None = None
    """Its first headline figure, to set beside the fight's own."""
    refusal: str = ""


def rank_what_ifs(fight: Fight, outcome: Any) -> tuple[RankedWhatIf, ...]:
    """The game's what-ifs for the fight, each calculated, largest gain first (ties keep the
    game's order); refused ones last."""
    game = fight.game
    base = game.score(outcome)
    ranked: list[RankedWhatIf] = []
    for what_if in game.what_ifs(fight.scenario):
        changed, refusal = _tried(game, what_if.scenario)
        if refusal:
            ranked.append(RankedWhatIf(what_if, None, refusal=refusal))
            continue
        figures = game.headline(changed)
        ranked.append(
            RankedWhatIf(what_if, game.score(changed) - base, figures[0] if figures else None)
        )
    ranked.sort(key=lambda r: (r.gain is None, -(r.gain or 0.0)))  # stable: ties keep the order
    return tuple(ranked)
