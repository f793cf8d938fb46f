"""``gangfight cards ROSTER -o OUT.pdf``: print a roster's cards to a PDF (CLI.md).

Works without a screen: Qt runs offscreen unless the caller chose a platform. Qt is imported only
when the command runs, so the other subcommands start without it.
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
from typing import Any

from gangfight_gui.cli.errors import UNREADABLE, CliError
from gangfight_gui.roster.files import RosterFileError, load_roster

PAGE_SIZES = ("A4", "Letter")


def add_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "cards",
        help="print the roster's cards to a PDF",
        description=(
            "Print one poker-size card per model of a roster file (nine to a page, with cut "
            "marks) to a PDF."
        ),
    )
    parser.add_argument("roster", metavar="ROSTER", help="roster file")
    parser.add_argument(
        "-o", "--output", metavar="OUT.pdf", required=True, help="PDF file to write (replaced)"
    )
    parser.add_argument(
        "--page-size", choices=PAGE_SIZES, default="A4", help="paper size (default: A4)"
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        roster = load_roster(args.roster).roster
    except RosterFileError as error:
        raise CliError(str(error), UNREADABLE) from None
    output = Path(args.output)
    if _same_file(output, Path(args.roster)):
        raise CliError(f"{output}: is the roster itself; choose another output file", UNREADABLE)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from gangfight_gui.cards import fonts, render  # Qt loads here, after the platform is set

    try:
        pages = render.write_cards_pdf(roster, output, page_size=args.page_size)
    except OSError as error:
        reason = error.strerror.lower() if error.strerror else str(error)
        raise CliError(f"cannot write {output}: {reason}", UNREADABLE) from None
    except fonts.CardFontError as error:
        raise CliError(str(error), UNREADABLE) from None

    cards = len(roster.models)
    if args.json:
        print(json.dumps({"output": str(output), "pages": pages, "cards": cards}))
    else:
        print(f"{output}: {_count(cards, 'card')} on {_count(pages, 'page')}")
    return 0


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" + ("" if number == 1 else "s")


def _same_file(a: Path, b: Path) -> bool:
    """Writing the PDF over the roster would destroy the player's gang."""
    try:
        return a.exists() and os.path.samefile(a, b)
    except OSError:
        return False
