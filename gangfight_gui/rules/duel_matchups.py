"""The matchups' cells To the finish: each pair's best fight, its figure the attacker's chance to
win the duel (E8)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from gangfight_gui.rules.duel import DEFAULT_ROUNDS, Progress, finish
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.game import AnyGame, Figure
from gangfight_gui.rules.pairings import Pairing, best_pairing, pairing_grid

FINISH_FIGURE = "p_first_wins"
"""The matchups' cell in the mode To the finish: the row's chance to win (E8)."""


def duel_pairing(
    game: AnyGame,
    attacker: Mapping[str, Any],
    target: Mapping[str, Any],
    rounds: int = DEFAULT_ROUNDS,
    circumstances: Mapping[str, object] | None = None,
    house_rules: Mapping[str, object] | None = None,
) -> Pairing:
    """The matchups' cell To the finish: the pair's best fight (``best_pairing``), its figure
    the attacker's chance to win the duel to ``rounds`` rounds, both fights chosen again each
    turn (E8)."""
    pairing = best_pairing(game, attacker, target, circumstances, house_rules)
    if pairing.scenario is None:
        return pairing
    try:
        duel = finish(
            game, pairing.scenario, rounds, (attacker, target), circumstances or {}, ends=False
        )
    except (RulesError, ScenarioShapeError) as error:
        return Pairing(
            pairing.attacker, pairing.target, None, (), float("-inf"), (str(error),),
            options=pairing.options,
        )  # fmt: skip
    first, second = duel.names
    figure = Figure(
        FINISH_FIGURE,
        "Wins to the finish",
        duel.p_first_wins,
        help=(
            f"Chance {first} wins a duel to the finish against {second}, "
            f"{rounds} rounds at most; {second} wins {duel.p_second_wins:.1%}, "
            f"unfinished {duel.p_unfinished:.1%}"
        ),
    )
    return replace(pairing, figures=(figure,), score=duel.p_first_wins)


def duel_grid(
    game: AnyGame,
    attackers: Sequence[Mapping[str, Any]],
    targets: Sequence[Mapping[str, Any]],
    rounds: int = DEFAULT_ROUNDS,
    circumstances: Mapping[str, object] | None = None,
    house_rules: Mapping[str, object] | None = None,
    *,
    progress: Progress | None = None,
) -> list[list[Pairing]]:
    """``pairings.pairing_grid`` To the finish: each cell ``duel_pairing``; the same limit,
    ``progress`` after each cell (False cancels: the rows done so far)."""

    def cell(attacker: Mapping[str, Any], target: Mapping[str, Any]) -> Pairing:
        return duel_pairing(game, attacker, target, rounds, circumstances, house_rules)

    return pairing_grid(game, attackers, targets, progress=progress, cell=cell)
