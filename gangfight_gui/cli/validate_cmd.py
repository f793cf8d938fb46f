"""``gangfight validate ROSTER...``: every rule a roster file breaks (docs/cli.md)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from gangfight_gui.cli.errors import BREAKS_RULE, CliError, one_line
from gangfight_gui.cli.files import printed
from gangfight_gui.roster.files import (
    AnyRoster,
    RosterFileError,
    game_of,
    load_roster,
    roster_from_bytes,
)
from gangfight_gui.roster.validation import Problem, has_errors, validate_roster
from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.game import find_game

STDIN = "-"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "rosters", nargs="+", metavar="ROSTER", help="roster file(s), or - for stdin"
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def run(args: argparse.Namespace) -> int:
    """Each roster checked in turn; one file's report alone, several files' as a list."""
    sources: list[str] = args.rosters
    reports: list[dict[str, Any]] = []
    worst = 0
    for source in sources:
        try:
            report, code = _validate(source, args.json)
        except CliError as error:  # one unreadable file does not hide the others' reports
            if len(sources) == 1:
                raise
            message = one_line(str(error))
            print(f"gangfight validate: {message}", file=sys.stderr)
            report, code = {"file": source, "error": message}, error.exit_code
        if report is not None:
            reports.append(report)
        worst = max(worst, code)
    if args.json:
        printed(True, reports if len(sources) > 1 else reports[0], "")
    return worst


def _validate(source: str, as_json: bool) -> tuple[dict[str, Any] | None, int]:
    """Check one roster: print its text report, or return its JSON report; and its exit code."""
    roster = _read(source)
    problems = validate_roster(roster)
    valid = not has_errors(problems)
    code = 0 if valid else BREAKS_RULE
    if as_json:
        report = {
            "roster": roster.name,
            "file": source,
            "valid": valid,
            "problems": [problem_json(problem) for problem in problems],
        }
        return report, code
    for problem in problems:
        print(problem_text(problem))
    print(summary(source, roster, problems))
    return None, code


def problem_json(problem: Problem) -> dict[str, Any]:
    model = None
    if problem.model_index is not None:
        model = {"index": problem.model_index, "name": problem.model_name}
    return {
        "severity": problem.severity,
        "model": model,
        "field": problem.field,
        "rule": problem.rule,
        "message": problem.message,
    }


def problem_text(problem: Problem) -> str:
    """``error: Ogre: base 32 mm is too small ... (R7)  [models[1].base_mm]``."""
    where = f"  [{problem.location}]" if problem.location else ""
    return f"{problem.severity}: {problem.message}{where}"


def summary(source: str, roster: AnyRoster, problems: list[Problem]) -> str:
    """``rosters/monsters.json: Monsters: valid (1 warning), 3 models``; a Necromunda gang counts
    its fighters, a WarStrike army its units (``Game.entry_noun``)."""
    errors = sum(1 for problem in problems if problem.is_error)
    warnings = len(problems) - errors
    found = [count_of(n, noun) for n, noun in ((errors, "error"), (warnings, "warning")) if n]
    verdict = "breaks the rules" if errors else "valid"
    detail = f" ({', '.join(found)})" if found else ""
    noun = find_game(game_of(roster)).entry_noun
    return f"{source}: {roster.name}: {verdict}{detail}, {count_of(len(roster.models), noun)}"


def _read(source: str) -> AnyRoster:
    try:
        if source == STDIN:
            return roster_from_bytes(sys.stdin.buffer.read(), "<stdin>")
        return load_roster(source).roster
    except RosterFileError as error:
        raise CliError(str(error)) from None
    except OSError as error:  # stdin closed or unreadable
        raise CliError(f"{source}: cannot be read: {error}") from None
