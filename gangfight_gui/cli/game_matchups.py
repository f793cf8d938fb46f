"""``gangfight matchups A B`` for rosters of the games other than Gangfight.

Every entry of A against every entry of B through ``rules/pairings.py``: the best scenario each
pair can fight, its headline figures, and the scenario itself so ``gangfight calc`` re-runs a cell.
Both rosters must be of one game: a Necromunda gang does not fight a WarStrike army.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from gangfight_gui.cli.errors import UNREADABLE, CliError
from gangfight_gui.roster.files import AnyRoster, game_of
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.pairings import Pairing, pairing_grid


def run(a: AnyRoster, b: AnyRoster, *, as_json: bool) -> int:
    if game_of(a) != game_of(b):
        titles = f"{find_game(game_of(a)).title} and {find_game(game_of(b)).title}"
        raise CliError(
            f"matchups need two rosters of one game ({a.name} and {b.name}: {titles})", UNREADABLE
        )
    game = find_game(a.game)
    rows = pairing_grid(game, [e.to_json() for e in a.models], [e.to_json() for e in b.models])
    if as_json:
        sys.stdout.write(
            json.dumps(
                {
                    "game": game.key,
                    "attackers": [e.name for e in a.models],
                    "targets": [e.name for e in b.models],
                    "cells": [[_cell_json(cell) for cell in row] for row in rows],
                }
            )
            + "\n"
        )
    else:
        print(_text(a, b, rows))
    return 0


def _cell_json(cell: Pairing) -> dict[str, Any]:
    if cell.scenario is None:
        return {
            "attacker": cell.attacker,
            "target": cell.target,
            "scenario": None,
            "reasons": list(cell.refusals),
        }
    return {
        "attacker": cell.attacker,
        "target": cell.target,
        "figures": {figure.key: figure.probability for figure in cell.figures},
        "score": cell.score,
        "scenario": cell.scenario,
    }


def _text(a: AnyRoster, b: AnyRoster, rows: list[list[Pairing]]) -> str:
    lead = next((c.figures[0] for row in rows for c in row if c.figures), None)
    what = lead.label.lower() if lead else "the headline figure"
    lines = [f"{a.name} (rows) against {b.name} (columns): {what} with the best choice"]
    width = max([10, *(len(e.name) for e in b.models)])
    first = max([10, *(len(e.name) for e in a.models)])
    lines.append(" " * first + "  " + "  ".join(f"{e.name:>{width}}" for e in b.models))
    for entry, row in zip(a.models, rows, strict=True):
        cells = [f"{(c.figures[0].text if c.figures else '-'):>{width}}" for c in row]
        lines.append(f"{entry.name:<{first}}  " + "  ".join(cells))
    return "\n".join(lines)
