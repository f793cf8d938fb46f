"""Matchups of any game: for two roster entries, the best scenario their game offers.

Each game says which scenarios a pair may fight (``Game.pair_scenarios``: every legal weapon
choice…) and how good an outcome is for the attacker (``Game.score``); this module tries them all
and keeps the best, so the CLI's ``matchups`` and the window's matrix serve every game alike.
Gangfight keeps its richer matchups (``rules/gangfight/matchups.py``: drops, bands, cover).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.game import AnyGame, Figure


@dataclass(frozen=True, slots=True)
class Pairing:
    """The best fight of one attacker against one target, or why none is possible."""

    attacker: str
    target: str
    scenario: dict[str, Any] | None
    """Scenario JSON that ``gangfight calc`` re-runs to the same figures; None if none legal."""
    figures: tuple[Figure, ...]
    score: float
    refusals: tuple[str, ...] = ()


def best_pairing(game: AnyGame, attacker: Mapping[str, Any], target: Mapping[str, Any]) -> Pairing:
    """Try every scenario the game offers for the pair; the best score wins, the first on ties."""
    best: Pairing | None = None
    refusals: list[str] = []
    names = str(attacker.get("name", "")), str(target.get("name", ""))
    for scenario in game.pair_scenarios(attacker, target):
        try:
            outcome = game.calculate(game.read_scenario(scenario))
        except (RulesError, ScenarioShapeError) as error:
            refusals.append(str(error))
            continue
        score = game.score(outcome)
        if best is None or score > best.score:
            best = Pairing(*names, scenario, game.headline(outcome), score)
    if best is None:
        return Pairing(*names, None, (), float("-inf"), tuple(refusals))
    return best


def pairing_grid(
    game: AnyGame,
    attackers: Sequence[Mapping[str, Any]],
    targets: Sequence[Mapping[str, Any]],
) -> list[list[Pairing]]:
    """Rows of attackers, columns of targets."""
    return [[best_pairing(game, a, t) for t in targets] for a in attackers]
