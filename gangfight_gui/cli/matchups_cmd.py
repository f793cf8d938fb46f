"""``gangfight matchups A B``: every entry of one roster against every entry of the other, each
cell the pair's best fight (``rules/pairings.py``)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from gangfight_gui.cli.batch import no_cyclic_gc, write_json
from gangfight_gui.cli.errors import AsCliError, CliError
from gangfight_gui.cli.fight_options import FightSettings, add_fight_options, fight_settings
from gangfight_gui.cli.files import roster_at
from gangfight_gui.roster.files import AnyRoster
from gangfight_gui.roster.night.entries import entries_of, entry_name, game_key
from gangfight_gui.rules.game import AnyGame, find_game
from gangfight_gui.rules.pairings import (
    Pairing,
    TooManyAttacks,
    changed_texts,
    matchup_fields,
    pairing_grid,
)

NO_FIGHT = "-"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("roster_a", metavar="ROSTER_A")
    parser.add_argument("roster_b", metavar="ROSTER_B")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    add_fight_options(parser, "every fight")


def run(args: argparse.Namespace) -> int:
    a, b = roster_at(args.roster_a), roster_at(args.roster_b)
    keys = game_key(a), game_key(b)
    if keys[0] != keys[1]:
        titles = " and ".join(find_game(key).title for key in keys)
        raise CliError(f"matchups need two rosters of one game ({a.name} and {b.name}: {titles})")
    game = find_game(keys[0])
    settings = fight_settings(game, args)
    attackers, targets = entries_of(a), entries_of(b)
    with no_cyclic_gc():
        with AsCliError(TooManyAttacks):
            rows = pairing_grid(
                game, attackers, targets, settings.circumstances, settings.house_rules
            )
        if args.json:
            write_json(matrix_json(game, a, b, settings, rows), indent=False)
        else:
            print(matrix_text(game, a, b, settings, rows))
    return 0


def matrix_json(
    game: AnyGame, a: AnyRoster, b: AnyRoster, settings: FightSettings, rows: list[list[Pairing]]
) -> dict[str, Any]:
    """The matrix as ``--json`` writes it: the settings every cell was fought in, then the
    cells, rows of attackers (a circumstance left out, null, is each pair's own)."""
    return {
        "game": game.key,
        "attackers": [entry_name(e) for e in entries_of(a)],
        "targets": [entry_name(e) for e in entries_of(b)],
        "circumstances": {
            spec.key: settings.circumstances.get(spec.key) for spec in matchup_fields(game)
        },
        "house_rules": {
            spec.key: settings.house_rules.get(spec.key, spec.default) for spec in game.house_rules
        },
        "cells": [[cell_json(cell) for cell in row] for row in rows],
    }


def cell_json(cell: Pairing) -> dict[str, Any]:
    pair = {"attacker": cell.attacker, "target": cell.target}
    if cell.scenario is None:
        return {**pair, "scenario": None, "reasons": list(dict.fromkeys(cell.refusals))}
    return {
        **pair,
        "choice": cell.choice,
        "figures": {figure.key: figure.probability for figure in cell.figures},
        "score": cell.score,
        "scenario": cell.scenario,
    }


def matrix_text(
    game: AnyGame, a: AnyRoster, b: AnyRoster, settings: FightSettings, rows: list[list[Pairing]]
) -> str:
    lead = next((c.figure for row in rows for c in row if c.figure is not None), None)
    what = lead.label.lower() if lead is not None else "the headline figure"
    lines = [f"{a.name} (rows) against {b.name} (columns): {what} with the best choice"]
    given = changed_texts(game, settings.circumstances, settings.house_rules)
    if given:
        lines.append("In every fight: " + "; ".join(given))
    targets = [entry_name(e) for e in entries_of(b)]
    attackers = [entry_name(e) for e in entries_of(a)]
    width = max([10, *(len(name) for name in targets)])
    first = max([10, *(len(name) for name in attackers)])
    lines.append(" " * first + "  " + "  ".join(f"{name:>{width}}" for name in targets))
    for name, row in zip(attackers, rows, strict=True):
        cells = [f"{(c.figure.text if c.figure is not None else NO_FIGHT):>{width}}" for c in row]
        lines.append(f"{name:<{first}}  " + "  ".join(cells))
    lines.append("Best choices:")
    lines += [
        f"  {cell.attacker} -> {cell.target}: {choice_line(cell)}" for r in rows for cell in r
    ]
    return "\n".join(lines)


def choice_line(cell: Pairing) -> str:
    """ "Melee attack (Great axe): wounds taken 0.93, wounded 45.1%…", or why none."""
    if cell.scenario is None:
        reasons = "; ".join(dict.fromkeys(cell.refusals)) or "no fight to try"
        return f"none possible ({reasons})"
    return f"{cell.choice}: " + figures_text(cell.figures)


def figures_text(figures: Sequence[Any]) -> str:
    return ", ".join(f"{f.label[:1].lower()}{f.label[1:]} {f.text}" for f in figures)
