"""``gangfight matchups A B``: every model of one roster against every model of the other."""

from __future__ import annotations

import argparse
from typing import Any

from gangfight_gui.cli import game_matchups
from gangfight_gui.cli.batch import no_cyclic_gc, write_json
from gangfight_gui.cli.errors import CliError
from gangfight_gui.roster.files import AnyRoster, RosterFileError, game_of, load_roster
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.engine.limits import MAX_MATCHUP_ATTACKS
from gangfight_gui.rules.gangfight.entries import profile as entry_profile
from gangfight_gui.rules.gangfight.errors import RulesError
from gangfight_gui.rules.gangfight.matchups import (
    Matchup,
    MatchupSettings,
    attacks_to_calculate,
    matchup_matrix,
)
from gangfight_gui.rules.gangfight.options import Incapacitation, LongRange, RuleOptions
from gangfight_gui.rules.gangfight.ranges import parse_band
from gangfight_gui.rules.gangfight.reading import GAME_KEY, scenario_json
from gangfight_gui.rules.gangfight.scenario import Cover


def add_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "matchups",
        help="best attack of every model of roster A against every model of roster B",
        description=(
            "For each attacker of ROSTER_A (rows) against each target of ROSTER_B (columns): "
            "the best attack it has (melee with each legal weapon choice, ranged at the band "
            "and cover given), its expected final wounds and its chance to incapacitate."
        ),
    )
    parser.add_argument("roster_a", metavar="ROSTER_A")
    parser.add_argument("roster_b", metavar="ROSTER_B")
    parser.add_argument("--cover", choices=[c.value for c in Cover], default="none")
    parser.add_argument("--range-band", default="normal", help="short, normal, long, long_2...")
    parser.add_argument("--target-in-combat", action="store_true")
    parser.add_argument(
        "--incapacitation", choices=[o.value for o in Incapacitation], default="zero_or_less"
    )
    parser.add_argument(
        "--long-range", choices=[o.value for o in LongRange], default="beyond_range_plus_6"
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(run=run)


def _load(path: str) -> AnyRoster:
    try:
        return load_roster(path).roster
    except RosterFileError as error:
        raise CliError(str(error)) from None


def settings_from(args: argparse.Namespace) -> MatchupSettings:
    rules = RuleOptions(Incapacitation(args.incapacitation), LongRange(args.long_range))
    try:
        parse_band(args.range_band, rules.long_range)
    except RulesError as error:
        raise CliError(f"--range-band: {error}") from None
    return MatchupSettings(Cover(args.cover), args.range_band, args.target_in_combat, rules)


def cell_json(matchup: Matchup) -> dict[str, Any]:
    best = matchup.best
    if best is None:
        return {
            "attacker": matchup.attacker.name,
            "target": matchup.target.name,
            "attack": None,
            "reasons": list(matchup.refusals),
        }
    return {
        "attacker": matchup.attacker.name,
        "target": matchup.target.name,
        "attack": best.kind.value,
        "weapons": list(best.weapons),
        "attack_drop": best.dropped,
        "pool": best.pool,
        "tn": best.tn,
        "expected_final_wounds": best.expected_final_wounds,
        "p_incapacitated": best.p_incapacitated,
        "scenario": scenario_json(best.scenario),
    }


def matrix_text(rows: list[list[Matchup]], a: Roster, b: Roster) -> str:
    names = [m.name for m in b.models]
    width = max([14, *(len(n) for n in names)])
    first = max([10, *(len(m.name) for m in a.models)])
    lines = [
        f"{a.name} (rows) against {b.name} (columns): expected final wounds / chance to "
        "incapacitate with the best attack",
        " " * first + "  " + "  ".join(f"{n:>{width}}" for n in names),
    ]
    for model, row in zip(a.models, rows, strict=True):
        cells = []
        for cell in row:
            best = cell.best
            text = (
                "-"
                if best is None
                else (f"{best.expected_final_wounds:.2f} / {best.p_incapacitated * 100:.0f}%")
            )
            cells.append(f"{text:>{width}}")
        lines.append(f"{model.name:<{first}}  " + "  ".join(cells))
    lines.append("Best attacks:")
    for row in rows:
        for cell in row:
            best = cell.best
            how = (
                "none possible"
                if best is None
                else (f"{best.label}, drop {best.dropped}: {best.pool} dice at TN {best.tn}")
            )
            lines.append(f"  {cell.attacker.name} -> {cell.target.name}: {how}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    a, b = _load(args.roster_a), _load(args.roster_b)
    if game_of(a) != GAME_KEY or game_of(b) != GAME_KEY:
        return game_matchups.run(a, b, as_json=args.json)
    settings = settings_from(args)
    attackers = [entry_profile(m.to_json()) for m in a.models]
    work = attacks_to_calculate(attackers, len(b.models))
    if work > MAX_MATCHUP_ATTACKS:
        raise CliError(
            f"{len(a.models):,} attackers against {len(b.models):,} targets make {work:,} "
            f"attacks to calculate; at most {MAX_MATCHUP_ATTACKS:,} a matrix"
        )
    with no_cyclic_gc():
        try:
            rows = matchup_matrix(
                attackers, [entry_profile(m.to_json()) for m in b.models], settings
            )
        except RulesError as error:
            raise CliError(str(error), 1) from None
        if args.json:
            _write_matrix(rows, a, b, settings)
        else:
            print(matrix_text(rows, a, b))
    return 0


def _write_matrix(
    rows: list[list[Matchup]], a: Roster, b: Roster, settings: MatchupSettings
) -> None:
    """The matrix as JSON, with the fast encoder calc uses (writing was most of the time)."""
    write_json(
        {
            "attackers": [m.name for m in a.models],
            "targets": [m.name for m in b.models],
            "settings": {
                "cover": settings.cover.value,
                "range_band": settings.range_band,
                "target_in_combat": settings.target_in_combat,
                "rules": {
                    "incapacitation": settings.rules.incapacitation.value,
                    "long_range": settings.rules.long_range.value,
                },
            },
            "cells": [[cell_json(c) for c in row] for row in rows],
        },
        indent=False,
    )
