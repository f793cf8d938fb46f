"""What the matrix computes on the worker thread, free of Qt: a request in, a ``MatrixResult`` out,
its cells from ``rules/pairings.py`` as ``gangfight matchups`` and the cards' odds have them."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from gangfight_gui.cards.heat import HeatScale
from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.roster.files import AnyRoster
from gangfight_gui.roster.night.entries import entries_of, entry_name
from gangfight_gui.rules.duel_matchups import duel_grid
from gangfight_gui.rules.field_spec import field_applies
from gangfight_gui.rules.game import AnyGame, FieldSpec
from gangfight_gui.rules.pairings import (
    matchup_fields,
    pairing_grid,
    set_up,
    setting_text,
)


@dataclass(frozen=True, slots=True, eq=False)
class MatrixRequest:
    """Roster A's entries attack roster B's in ``game``, in these circumstances and house rules."""

    game: AnyGame
    labels: tuple[str, str]
    attackers: AnyRoster
    targets: AnyRoster
    circumstances: Mapping[str, object] = field(default_factory=dict)
    house_rules: Mapping[str, object] = field(default_factory=dict)
    finish_rounds: int | None = None
    """To the finish (E8): each cell the row's chance to win a duel of so many rounds at most;
    None: each cell the best fight's first figure."""


def paired_number(spec: FieldSpec) -> bool:
    """A number whose matchup control has an "auto": each pair's own value."""
    return spec.kind.number and not spec.kind.automatic


def matrix_field(spec: FieldSpec) -> bool:
    """A circumstance a whole matrix can share: a yes or no, a choice, a number with an "auto"."""
    return spec.kind.ticked or spec.kind.chosen or paired_number(spec)


def settings_lines(
    game: AnyGame, circumstances: Mapping[str, object], house_rules: Mapping[str, object]
) -> tuple[str, ...]:
    """Every circumstance (as set, its default when not given, a number "auto": each pair's
    own) and every house rule, a line each, as a caption, a printout and a card repeat them."""
    lines = [
        setting_text(
            spec,
            circumstances.get(spec.key, None if paired_number(spec) else spec.default),
        )
        for spec in matchup_fields(game)
    ]
    lines += [
        setting_text(spec, house_rules.get(spec.key, spec.default)) for spec in game.house_rules
    ]
    return tuple(lines)


def open_choices(
    game: AnyGame,
    attackers: Sequence[Mapping[str, Any]],
    targets: Sequence[Mapping[str, Any]],
    house_rules: Mapping[str, object],
) -> dict[str, tuple[str, ...]]:
    """The choices of each ``choice`` circumstance the game leaves open under these house rules
    (``field_limits``: Gangfight's range bands by R15's option), asked of the first fight it
    applies to; a circumstance no fight here takes is left out."""
    wanted = [spec for spec in matchup_fields(game) if spec.kind.chosen]
    found: dict[str, tuple[str, ...]] = {}
    if not wanted or not targets:
        return found
    for attacker in attackers:
        for made in game.pair_scenarios(attacker, targets[0]):
            scenario = set_up(game, made, None, house_rules)
            for spec in wanted:
                if spec.key not in found and field_applies(game, spec, scenario):
                    limits = game.field_limits(scenario).get(spec.key)
                    choices = limits.choices if limits is not None else None
                    found[spec.key] = choices if choices is not None else spec.choices
            if len(found) == len(wanted):
                return found
    return found


def compute_matrix(
    request: MatrixRequest, progress: Callable[[int, int], bool] | None = None
) -> MatrixResult:
    """The matrix of ``request``; the rules' ``TooManyAttacks`` past the limit (a ValueError,
    which the worker reports as the computation's message). The rosters are read into entries
    here, on the worker, so a large roster is never read on the GUI thread."""
    started = time.perf_counter()
    game = request.game
    attackers, targets = entries_of(request.attackers), entries_of(request.targets)
    if request.finish_rounds is None:
        grid = partial(pairing_grid, game, attackers, targets)
    else:
        grid = partial(duel_grid, game, attackers, targets, request.finish_rounds)
    rows = grid(request.circumstances, request.house_rules, progress=progress)
    return MatrixResult(
        game=game.key,
        game_title=game.title,
        labels=request.labels,
        attackers_roster=request.attackers.name,
        targets_roster=request.targets.name,
        attackers=tuple(entry_name(e) for e in attackers),
        targets=tuple(entry_name(e) for e in targets),
        rows=tuple(tuple(row) for row in rows),
        settings=settings_lines(game, request.circumstances, request.house_rules),
        circumstances=dict(request.circumstances),
        house_rules=dict(request.house_rules),
        open_choices=open_choices(game, attackers, targets, request.house_rules),
        seconds=time.perf_counter() - started,
        scale=HeatScale.of(cell.figure for row in rows for cell in row if cell.figure is not None),
    )
