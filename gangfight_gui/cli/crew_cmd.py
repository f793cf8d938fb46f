"""``gangfight crew ROSTER --draw 3+D3``: tonight's crew, drawn at random or picked by name, with
the draw's exact odds and the seed that replays it."""

from __future__ import annotations

import argparse
import shlex
from fractions import Fraction
from pathlib import Path
from typing import Any

from gangfight_gui.cli.errors import AsCliError, CliError, refuse_given
from gangfight_gui.cli.files import cannot_write, roster_at, same_file
from gangfight_gui.roster.atomic import write_atomic
from gangfight_gui.roster.files import AnyRoster
from gangfight_gui.roster.night.count import CountError, CrewCount
from gangfight_gui.roster.night.crew import Crew, crew_to_json, drawn_crew, picked_crew
from gangfight_gui.roster.night.draw import MAX_SEED, DrawOdds, DrawPlan, fresh_seed
from gangfight_gui.roster.night.entries import (
    UnknownEntry,
    entries_of,
    entry_cost,
    entry_name,
    game_key,
    indices_named,
)
from gangfight_gui.rules.engine.wording import chance_text, count_of, plural
from gangfight_gui.rules.game import AnyGame, find_game

SHOWN_TOTALS = 12
"""A cost law of at most this many totals is listed in full; a longer one is summed up
(``--json`` lists every total)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("roster", metavar="ROSTER", help="roster file")
    how = parser.add_mutually_exclusive_group()
    how.add_argument("--draw", metavar="COUNT", help="how many to draw: 4, D6, 3+D3, 5+D6")
    how.add_argument("--pick", metavar="NAME", nargs="+", action="extend", help="the crew, by name")
    parser.add_argument("--seed", type=int, help="replay a draw (default: a new seed, shown)")
    for option in ("--always", "--never"):
        parser.add_argument(
            option, metavar="NAME", nargs="+", action="extend", default=[], help=f"{option[2:]} in"
        )
    parser.add_argument(
        "--limit",
        type=int,
        metavar="N",
        help="the points limit the odds tell the chance to exceed (default: the roster's)",
    )
    parser.add_argument("-o", "--output", metavar="CREW.json", help="write the crew file here")
    parser.add_argument("--json", action="store_true", help="print the crew file's content")


def run(args: argparse.Namespace) -> int:
    roster = roster_at(args.roster)
    crew = _crew(args, roster)
    text = crew_to_json(crew)
    if args.output is not None:
        _write(Path(args.output), Path(args.roster), text)
    if args.json:
        print(text, end="")
    else:
        print(crew_text(crew, args.roster))
    return 0


def _crew(args: argparse.Namespace, roster: AnyRoster) -> Crew:
    game = find_game(game_key(roster))
    entries = entries_of(roster)
    noun = game.entry_noun
    if args.draw is None and args.pick is None:
        raise CliError("give --draw COUNT (4, D6, 3+D3…) or --pick NAME…")
    if args.pick is not None:
        refuse_given(
            (("--seed", args.seed), ("--limit", args.limit)), "goes with --draw, not --pick"
        )
        if args.always or args.never:
            raise CliError("--always and --never go with --draw, not --pick")
        picked = _named(entries, args.pick, noun, "--pick")
        return picked_crew(roster, picked, source_file=args.roster)
    with AsCliError(CountError, prefix="--draw: "):
        count = CrewCount.parse(args.draw)
    always = _named(entries, args.always, noun, "--always")
    never = _named(entries, args.never, noun, "--never")
    both = always & never
    if both:
        name = entry_name(entries[min(both)])
        raise CliError(f"{name} is both --always and --never")
    seed = fresh_seed() if args.seed is None else args.seed
    if not 0 <= seed <= MAX_SEED:
        raise CliError(f"--seed: must be a whole number from 0 to {MAX_SEED}")
    if args.limit is not None and args.limit < 0:
        raise CliError("--limit: must be a whole number of at least 0")
    plan = DrawPlan(count, len(entries), always, never)
    return drawn_crew(roster, plan, seed, source_file=args.roster, limit=args.limit)


def _named(
    entries: tuple[dict[str, Any], ...], names: list[str], noun: str, option: str
) -> frozenset[int]:
    with AsCliError(UnknownEntry, prefix=f"{option}: "):
        return indices_named(entries, names, noun)


def _write(output: Path, roster: Path, text: str) -> None:
    if same_file(output, roster):
        raise CliError(f"{output}: is the roster itself; choose another file")
    try:
        write_atomic(output, text.encode("utf-8"))
    except OSError as error:
        raise cannot_write(output, error) from None


# --- text ------------------------------------------------------------------------------------


def crew_text(crew: Crew, source: str) -> str:
    """The crew, its cost, and the draw's odds before the dice, for a person."""
    game = find_game(crew.game)
    entries = crew.entries
    record = crew.draw
    noun = game.entry_noun
    out = crew.roster.name
    if record is None:
        head = f"{out}: {count_of(len(entries), noun)} picked by hand"
    else:
        die = "" if record.roll is None else f"; the D{record.count.die} rolled {record.roll}"
        head = (
            f"{out}: {count_of(len(entries), noun)} drawn by {record.count.text} "
            f"(seed {record.seed}{die})"
        )
    lines = [head]
    always = set(record.always) if record else set()
    width = max([10, *(len(entry_name(e)) for e in entries)])
    costs = [_cost(game, entry_cost(game, entry)) for entry in entries]
    right = max([0, *(len(c) for c in costs)])
    for entry, cost in zip(entries, costs, strict=True):
        name = entry_name(entry)
        mark = "always in" if name in always else ""
        lines.append(f"  {name:<{width}}  {mark:<9}  {cost:>{right}}")
    limit = crew.roster.points_limit if record is None else record.limit
    over = f" (limit {_cost(game, limit)})" if limit is not None else ""
    lines.append(f"Cost: {_cost(game, crew.cost)}{over}")
    if record is not None and record.odds is not None:
        lines += ["", "Before the draw:"]
        lines += _odds_lines(game, record.odds, record.names, set(record.never), always, limit)
        lines.append(f"Replay: {_replay(crew, source)}")
    return "\n".join(lines)


def _cost(game: AnyGame, value: int | Fraction) -> str:
    if isinstance(value, Fraction) and value.denominator != 1:
        return f"{float(value):.2f} {game.cost_unit}"
    return f"{int(value)} {game.cost_unit}"


def _odds_lines(
    game: AnyGame,
    odds: DrawOdds,
    names: tuple[str, ...],
    never: set[str],
    always: set[str],
    limit: int | None,
) -> list[str]:
    noun = game.entry_noun
    counts = ", ".join(f"{c}: {chance_text(p)}" for c, p in odds.count_law)
    sizes = ", ".join(f"{s}: {chance_text(p)}" for s, p in odds.size_law)
    lines = [f"  Count: {counts}", f"  Crew size: {sizes}", "  Chance to be drawn:"]
    width = max([10, *(len(n) for n in names)])
    for name, p in zip(names, odds.chances, strict=True):
        told = "always in" if name in always else "never in" if name in never else chance_text(p)
        lines.append(f"    {name:<{width}}  {told}")
    if odds.cost_law is None:
        lines.append(f"  Cost: {odds.cost_note}")
        return lines
    low, high = odds.cost_law[0][0], odds.cost_law[-1][0]
    mean = odds.mean_cost
    span = _cost(game, low) if low == high else f"{low}–{_cost(game, high)}"
    cost = f"  Cost: {span}, mean {_cost(game, mean if mean is not None else 0)}"
    over = odds.p_over(limit) if limit is not None else None
    if over is not None:
        cost += f"; over {_cost(game, limit or 0)}: {chance_text(over)}"
    lines.append(cost)
    if len(odds.cost_law) <= SHOWN_TOTALS:
        lines += [f"    {_cost(game, c)}: {chance_text(p)}" for c, p in odds.cost_law]
    else:
        totals = len(odds.cost_law)
        lines.append(f"    {totals} different totals (--json lists each with its chance)")
    if not names:
        lines.append(f"  (the roster has no {plural(noun, 0)})")
    return lines


def _replay(crew: Crew, source: str) -> str:
    record = crew.draw
    assert record is not None
    words = ["gangfight crew", shlex.quote(source), "--draw", record.count.text]
    words += ["--seed", str(record.seed)]
    for option, names in (("--always", record.always), ("--never", record.never)):
        if names:
            words += [option, *(shlex.quote(n) for n in names)]
    return " ".join(words)
