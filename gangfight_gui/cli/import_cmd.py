"""``gangfight import FILE -o ROSTER.json [--keep-dead] [--json]``: a gang from Yaktribe.

Reads the gang's JSON file as Yaktribe serves it, writes it as a Necromunda roster file, and prints
the import's report: the fighters imported and left out, the items whose profile is still to fill
in, the fields to check (the save), and the values this program's ranges do not take. ``--json``
prints the report as JSON, with ``roster`` naming the file written.

Exit 0 once the roster is written; 2 when FILE is not a Yaktribe gang, is damaged, huge or hostile,
or ROSTER.json cannot be written: one line on stderr, and nothing written. The roster is written
atomically (``save_roster``: a crash leaves the old file or the new one, never half of one).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from gangfight_gui.cli.errors import UNREADABLE, CliError
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
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    source, output = Path(args.file), Path(args.output)
    if _same_file(source, output):
        raise CliError(
            f"{output}: is the gang file itself; write the roster to another file", UNREADABLE
        )
    try:
        imported = import_gang(source, keep_dead=args.keep_dead)
        save_roster(imported.roster, output)
    except RosterFileError as error:
        raise CliError(str(error), UNREADABLE) from None
    report = imported.report
    if args.json:
        document = {"roster": str(output), **report.to_json()}
        json.dump(document, sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    sys.stdout.write(report.text(left_out_hint=LEFT_OUT_HINT))
    fighters = count_of(len(imported.roster.models), "fighter")
    print(f"\nWrote {output}: {imported.roster.name}, {fighters}.")
    return 0


def _same_file(source: Path, output: Path) -> bool:
    """Whether writing ``output`` would replace the gang file being read."""
    try:
        return os.path.samefile(source, output)
    except OSError:
        return False
