"""``gangfight import FILE -o ROSTER.json``: a Necromunda gang from Yaktribe's JSON written as a
roster file, with the import's report."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from gangfight_gui.cli.errors import AsCliError, CliError
from gangfight_gui.cli.files import printed, same_file
from gangfight_gui.roster.files import RosterFileError, save_roster
from gangfight_gui.roster.imports.yaktribe import import_gang
from gangfight_gui.rules.engine.wording import count_of

LEFT_OUT_HINT = "--keep-dead imports the dead"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="the gang's JSON file from Yaktribe")
    parser.add_argument(
        "-o",
        "--output",
        metavar="ROSTER.json",
        required=True,
        help="roster file to write (replaced; the old one kept as ROSTER.json.bak)",
    )
    parser.add_argument(
        "--keep-dead", action="store_true", help="import dead fighters too (marked dead)"
    )
    parser.add_argument("--json", action="store_true", help="print the report as JSON")


def run(args: argparse.Namespace) -> int:
    source, output = Path(args.file), Path(args.output)
    if same_file(source, output):
        raise CliError(f"{output}: is the gang file itself; write the roster to another file")
    with AsCliError(RosterFileError):
        imported = import_gang(source, keep_dead=args.keep_dead)
        save_roster(imported.roster, output)
    report = imported.report
    if args.json:
        return printed(True, {"roster": str(output), **report.to_json()}, "")
    sys.stdout.write(report.text(left_out_hint=LEFT_OUT_HINT))
    fighters = count_of(len(imported.roster.models), "fighter")
    print(f"\nWrote {output}: {imported.roster.name}, {fighters}.")
    return 0
