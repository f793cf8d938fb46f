"""``gangfight cards ROSTER -o OUT.pdf``: a roster's or a crew's cards, or the one-page crew sheet,
printed to a PDF (docs/cli.md)."""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable
from pathlib import Path

from gangfight_gui.cards import layout
from gangfight_gui.cards.crew_sheet import SheetError, crew_sheet
from gangfight_gui.cards.layout import CardOdds, OddsAgainst, games_problem, work_out_odds
from gangfight_gui.cli.errors import AsCliError, CliError, refuse_given
from gangfight_gui.cli.fight_options import add_fight_options, fight_settings, given
from gangfight_gui.cli.files import cannot_write, printed, roster_at, same_file
from gangfight_gui.roster.files import AnyRoster, RosterFileError, game_of
from gangfight_gui.roster.night.crew import load_crew, load_roster_or_crew
from gangfight_gui.roster.night.entries import entries_of, entry_name
from gangfight_gui.rules.engine.wording import count_of, plural
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.pairings import TooManyAttacks


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("roster", metavar="ROSTER", nargs="?", help="roster file")
    parser.add_argument(
        "--crew",
        metavar="FILE",
        help="print this crew's cards (a gangfight crew file), not a roster's",
    )
    parser.add_argument(
        "--sheet",
        metavar="THEIRS",
        help=(
            "print the one-page crew sheet instead: each entry of ROSTER (or --crew) against each "
            "of THEIRS (a roster or crew file), the best attack each way with its odds"
        ),
    )
    parser.add_argument(
        "-o", "--output", metavar="OUT.pdf", required=True, help="PDF file to write (replaced)"
    )
    parser.add_argument(
        "--page-size", choices=layout.PAGE_SIZES, default="A4", help="paper size (default: A4)"
    )
    parser.add_argument(
        "--odds-against",
        metavar="ROSTER",
        help=(
            "print odds against this (the opposing) roster of the same game: on each card, the "
            "best choice against each of its entries and its first figure, as matchups find "
            "them, in the circumstances and house rules below (printed on the card)"
        ),
    )
    parser.add_argument(
        "--odds-model",
        metavar="NAME",
        help="the one entry of --odds-against to work odds out against (default: every entry)",
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    add_fight_options(parser, "the odds (with --odds-against)")


def run(args: argparse.Namespace) -> int:
    roster, source = _mine(args)
    output = Path(args.output)
    inputs = (
        (source, "the crew file" if args.crew is not None else "the roster"),
        (args.sheet, "the --sheet file"),
    )
    for named, what in inputs:
        if named is not None and same_file(output, named):
            raise CliError(f"{output}: is {what} itself; choose another output file")
    if args.sheet is not None:
        return _sheet(args, roster, output)

    odds = _odds(args, roster)

    def write() -> int:
        from gangfight_gui.cards import render

        return render.write_cards_pdf(roster, output, page_size=args.page_size, odds=odds)

    pages = _pdf(output, write)
    cards = len(roster.models)
    text = f"{output}: {count_of(cards, 'card')} on {count_of(pages, 'page')}"
    return printed(
        args.json, {"output": str(output), "pages": pages, "cards": cards}, text, compact=True
    )


def _mine(args: argparse.Namespace) -> tuple[AnyRoster, str]:
    """The roster whose cards are printed (a crew's with ``--crew``), and its file."""
    if (args.roster is None) == (args.crew is None):
        raise CliError("give a ROSTER or --crew FILE (one of them)")
    if args.crew is None:
        return roster_at(args.roster), args.roster
    with AsCliError(RosterFileError):  # a crew file's error is one
        return load_crew(args.crew).roster, args.crew


def _sheet(args: argparse.Namespace, mine: AnyRoster, output: Path) -> int:
    """``--sheet THEIRS``: the crew sheet on one page."""
    odds = (("--odds-against", args.odds_against), ("--odds-model", args.odds_model))
    refuse_given((*odds, *given(args).items()), "is for cards, not --sheet")
    with AsCliError(RosterFileError, SheetError, prefix="--sheet: "):
        theirs, _crew = load_roster_or_crew(args.sheet)
        sheet = crew_sheet(mine, theirs)

    def write() -> int:
        from gangfight_gui.cards import sheet_render

        return sheet_render.write_sheet_pdf(sheet, output, page_size=args.page_size)

    pages = _pdf(output, write)
    rows, columns = len(sheet.mine), len(sheet.theirs)
    cells = count_of(rows * columns, "pairing")
    text = f"{output}: crew sheet, {sheet.title}, {cells} on 1 page"
    shown = {"output": str(output), "pages": pages, "rows": rows, "columns": columns}
    return printed(args.json, shown, text, compact=True)


def _odds(args: argparse.Namespace, roster: AnyRoster) -> CardOdds | None:
    """The cards' odds against the opposing roster (its entries, or the one ``--odds-model``
    names) in the circumstances and house rules given, worked out as the matchups do."""
    if args.odds_against is None:
        options = (("--odds-model", args.odds_model), *given(args).items())
        refuse_given(options, "needs --odds-against ROSTER")
        return None
    enemy = roster_at(args.odds_against, "--odds-against: ")
    problem = games_problem(roster.name, game_of(roster), enemy.name, game_of(enemy))
    if problem:
        raise CliError(f"--odds-against: {problem}")
    game = find_game(game_of(enemy))
    entries = entries_of(enemy)
    if not entries:
        noun = plural(game.entry_noun, 0)
        raise CliError(f"--odds-against: {enemy.name} has no {noun}")
    names = [entry_name(e) for e in entries]
    if args.odds_model is not None and args.odds_model not in names:
        raise CliError(
            f"--odds-model: no {game.entry_noun} named {args.odds_model!r} "
            f"(has: {', '.join(names)})"
        )
    settings = fight_settings(game, args)
    against = OddsAgainst(enemy, args.odds_model, settings.circumstances, settings.house_rules)
    with AsCliError(TooManyAttacks, prefix="--odds-against: "):
        return work_out_odds(roster, against)


def _pdf(output: Path, write: Callable[[], int]) -> int:
    """The pages ``write`` prints to ``output`` (Qt loads here, after its platform is set); a
    failed write or a missing font is one CliError."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from gangfight_gui.cards import fonts

    try:
        with AsCliError(fonts.CardFontError):
            return write()
    except OSError as error:
        raise cannot_write(output, error) from None
