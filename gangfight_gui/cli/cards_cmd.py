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

from gangfight_gui.cards.layout import CardOdds, MatchupOdds, OddsReference, games_problem
from gangfight_gui.cli.errors import UNREADABLE, CliError
from gangfight_gui.roster.files import AnyRoster, RosterFileError, game_of, load_roster
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.engine.wording import count_of, plural
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.gangfight.errors import RulesError
from gangfight_gui.rules.gangfight.options import LongRange
from gangfight_gui.rules.gangfight.ranges import parse_band
from gangfight_gui.rules.gangfight.reading import GAME_KEY

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
    parser.add_argument(
        "--odds-against",
        metavar="ROSTER",
        help=(
            "print odds against this (the opposing) roster of the same game: Gangfight, each "
            "weapon's against one model; Necromunda and WarStrike, the best choice against each "
            "entry, as matchups"
        ),
    )
    parser.add_argument(
        "--odds-model",
        metavar="NAME",
        help=(
            "the one entry of --odds-against to work odds out against (default: Gangfight, "
            "its first model; other games, every entry)"
        ),
    )
    parser.add_argument(
        "--range-band",
        help="band for the odds of Gangfight shots (default: normal)",
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

    odds = _odds_reference(args, roster)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from gangfight_gui.cards import fonts, render  # Qt loads here, after the platform is set

    try:
        pages = render.write_cards_pdf(roster, output, page_size=args.page_size, odds=odds)
    except OSError as error:
        reason = error.strerror.lower() if error.strerror else str(error)
        raise CliError(f"cannot write {output}: {reason}", UNREADABLE) from None
    except fonts.CardFontError as error:
        raise CliError(str(error), UNREADABLE) from None

    cards = len(roster.models)
    if args.json:
        print(json.dumps({"output": str(output), "pages": pages, "cards": cards}))
    else:
        print(f"{output}: {count_of(cards, 'card')} on {count_of(pages, 'page')}")
    return 0


def _odds_reference(args: argparse.Namespace, roster: AnyRoster) -> CardOdds | None:
    """What the cards' odds are worked out against (issue: Matchups): for Gangfight one enemy
    model, for the other games the opposing roster's entries (one with ``--odds-model``)."""
    if args.odds_against is None:
        for option, value in (("--odds-model", args.odds_model), ("--range-band", args.range_band)):
            if value is not None:
                raise CliError(f"{option} needs --odds-against ROSTER", UNREADABLE)
        return None
    try:
        enemy = load_roster(args.odds_against).roster
    except RosterFileError as error:
        raise CliError(f"--odds-against: {error}", UNREADABLE) from None
    problem = games_problem(roster.name, game_of(roster), enemy.name, game_of(enemy))
    if problem:
        raise CliError(f"--odds-against: {problem}", UNREADABLE)
    if game_of(enemy) != GAME_KEY:
        return _matchup_odds(args, enemy)
    return _gangfight_odds(args, enemy)


def _gangfight_odds(args: argparse.Namespace, enemy: Roster) -> OddsReference:
    if not enemy.models:
        raise CliError(f"--odds-against: {enemy.name} has no models", UNREADABLE)
    model = enemy.models[0] if args.odds_model is None else enemy.model_named(args.odds_model)
    if model is None:
        names = ", ".join(m.name for m in enemy.models)
        raise CliError(
            f"--odds-model: no model named {args.odds_model!r} (has: {names})", UNREADABLE
        )
    band = "normal" if args.range_band is None else args.range_band
    try:
        parse_band(band, LongRange.BEYOND_RANGE_PLUS_6)
    except RulesError as error:
        raise CliError(f"--range-band: {error}", UNREADABLE) from None
    return OddsReference(model, range_band=band)


def _matchup_odds(args: argparse.Namespace, enemy: Roster) -> MatchupOdds:
    game = find_game(enemy.game)
    if args.range_band is not None:
        raise CliError(
            f"--range-band: {game.title} cards have close-combat odds only, no shots", UNREADABLE
        )
    if not enemy.models:
        raise CliError(
            f"--odds-against: {enemy.name} has no {plural(game.entry_noun, 0)}", UNREADABLE
        )
    if args.odds_model is not None and enemy.model_named(args.odds_model) is None:
        names = ", ".join(m.name for m in enemy.models)
        raise CliError(
            f"--odds-model: no {game.entry_noun} named {args.odds_model!r} (has: {names})",
            UNREADABLE,
        )
    return MatchupOdds(enemy, args.odds_model)


def _same_file(a: Path, b: Path) -> bool:
    """Writing the PDF over the roster would destroy the player's gang."""
    try:
        return a.exists() and os.path.samefile(a, b)
    except OSError:
        return False
