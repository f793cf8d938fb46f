"""Attacks needed to destroy a defending unit when the same Melee Attacks are repeated (W17): an
exact Markov chain of the models it has left."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gangfight_gui.rules.engine.distribution import TAIL
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.game import TakeDown
from gangfight_gui.rules.warstrike.outcome import calculate
from gangfight_gui.rules.warstrike.scenario import read_scenario

MAX_ATTACKS = 1000
"""Beyond this many attacks the rest of the mass is left out and the mean is not given."""


def capped(caused: Sequence[float], cap: int) -> list[float]:
    """P(min(caused, cap) = j) for j = 0..cap: W13's casualties with ``cap`` engaged."""
    law = list(caused[:cap]) + [0.0] * max(0, cap - len(caused))
    law.append(max(0.0, 1.0 - sum(law)))
    return law


def destroyed_within(models: int, engaged: int, caused: Sequence[float]) -> tuple[float, ...]:
    """P(no model left within n attacks), n = 1, 2, …, until the rest is below TAIL or
    MAX_ATTACKS; empty when no attack can remove a model.

    Casualties caused have the same law in every attack (the counter and markers change only the
    markers, W9, W14), so from m models an attack with e engaged removes min(caused, min(e, m))
    and the models left are an exact Markov chain."""
    if models <= 0:
        return (1.0,)
    if caused[0] >= 1.0 - TAIL:
        return ()
    laws = {m: capped(caused, min(engaged, m)) for m in range(1, models + 1)}
    standing = {models: 1.0}
    within: list[float] = []
    down = 0.0
    for _ in range(MAX_ATTACKS):
        after: dict[int, float] = {}
        for m, p in standing.items():
            for removed, q in enumerate(laws[m]):
                if q:
                    after[m - removed] = after.get(m - removed, 0.0) + p * q
        down += after.pop(0, 0.0)
        standing = after
        within.append(min(1.0, down))
        if sum(standing.values()) < TAIL:
            break
    return tuple(within)


def takedown(data: Mapping[str, Any]) -> TakeDown | None:
    """The take-down of the scenario's defender, from the law of its casualties caused; None
    for a scenario the rulings refuse (the window shows the refusal instead)."""
    try:
        scenario = read_scenario(data)
        caused = calculate(scenario).casualties_caused.distribution
    except (RulesError, ScenarioShapeError):
        return None
    d = scenario.defender
    within = destroyed_within(d.models_left, d.engaged, caused)
    if d.models is None:
        goal = f"to wipe the {d.engaged} engaged models of {d.name}"
    else:
        goal = f"to destroy {d.name} ({count_of(d.models_left, 'model')} left)"
    note = (
        f"The same attack each time; each leaves the defender its models less the casualties, "
        f"its hit counter and markers (W17), with at most {d.engaged} engaged and never more "
        "than it has left; the counter and markers change no odds (W9, W14)."
    )
    if not within:
        return TakeDown(goal, (0.0,), None, note + " This attack can remove no model.")
    beyond = 1.0 - within[-1]
    mean = None if beyond > 1e-9 else 1.0 + sum(1.0 - p for p in within)  # Σ P(N > n)
    return TakeDown(goal, within, mean, note)
