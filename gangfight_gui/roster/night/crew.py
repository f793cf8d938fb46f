"""Tonight's crew: some entries of a roster, picked by hand or drawn, kept as they stood when
picked; and the crew file."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from gangfight_gui.roster.files import (
    MAX_FILE_BYTES,
    AnyRoster,
    FileStamp,
    RosterFileError,
    parse_text,
    read_file,
    roster_from_json,
    roster_to_data,
    text_of,
)
from gangfight_gui.roster.night import documents, shape
from gangfight_gui.roster.night.count import CountError, CrewCount
from gangfight_gui.roster.night.draw import (
    MAX_SEED,
    DrawOdds,
    DrawPlan,
    draw,
    draw_odds,
    entry_costs,
)
from gangfight_gui.roster.night.entries import (
    entries_of,
    entry_cost,
    entry_name,
    game_key,
    roster_of,
)
from gangfight_gui.rules.engine.limits import MAX_MODELS, MAX_NAME_CHARS
from gangfight_gui.rules.game import AnyGame, find_game
from gangfight_gui.rules.kinds import found

MAX_PATH_CHARS = 4096
MAX_TOTALS = 5_000_000
"""Values one law of a crew file may list (a cost law lists each total once)."""


class CrewFileError(RosterFileError):
    """A crew file that cannot be read or understood; the message names the file, the field and
    the problem (a roster file's error, so the window answers both alike)."""


@dataclass(frozen=True, slots=True)
class DrawRecord:
    """How a crew was drawn, to replay it (the same seed on the same roster) and tell its odds."""

    count: CrewCount
    seed: int
    roll: int | None
    """The die's value (1 to 3 for a D3); None for a fixed count."""
    always: tuple[str, ...] = ()
    never: tuple[str, ...] = ()
    odds: DrawOdds | None = None
    names: tuple[str, ...] = ()
    """Every entry of the roster drawn from, in order: whose ``odds.chances`` they are."""
    limit: int | None = None
    """The points limit the odds were told against (the roster's, or the player's)."""


@dataclass(frozen=True, slots=True)
class Crew:
    """Entries of one roster going to tonight's game, as they stood when picked."""

    roster: AnyRoster
    """A roster holding only the crew's entries (name, notes and limit of the one picked from)."""
    picked: tuple[int, ...]
    """The entries' places in the roster they were picked from (from 0), in roster order."""
    source_file: str | None = None
    draw: DrawRecord | None = None

    @property
    def game(self) -> str:
        return game_key(self.roster)

    @property
    def entries(self) -> tuple[dict[str, Any], ...]:
        return entries_of(self.roster)

    @property
    def cost(self) -> int:
        """The crew's price: each entry's and its weapons' (``Game.cost_key``)."""
        game = find_game(self.game)
        return sum(entry_cost(game, entry) for entry in self.entries)


def picked_crew(
    roster: AnyRoster, picked: Iterable[int], *, source_file: str | Path | None = None
) -> Crew:
    """The crew of the entries at ``picked`` (chosen by hand), in roster order."""
    chosen = tuple(sorted(set(picked)))
    size = len(entries_of(roster))
    if any(not 0 <= i < size for i in chosen):
        raise ValueError(f"the roster has {size} entries: no entry {max(chosen) + 1}")
    return Crew(roster_of(roster, chosen), chosen, _path(source_file))


def drawn_crew(
    roster: AnyRoster,
    plan: DrawPlan,
    seed: int,
    *,
    source_file: str | Path | None = None,
    limit: int | None = None,
) -> Crew:
    """The crew ``seed`` draws by ``plan``, with the draw's odds (told against ``limit``, by
    default the roster's points limit)."""
    entries = entries_of(roster)
    game = find_game(game_key(roster))
    drawn = draw(plan, seed)
    names = tuple(entry_name(e) for e in entries)
    record = DrawRecord(
        plan.count,
        seed,
        drawn.roll,
        tuple(dict.fromkeys(names[i] for i in sorted(plan.always))),
        tuple(dict.fromkeys(names[i] for i in sorted(plan.never))),
        draw_odds(plan, entry_costs(game, entries)),
        names,
        roster.points_limit if limit is None else limit,
    )
    return Crew(roster_of(roster, drawn.picked), drawn.picked, _path(source_file), record)


def _path(value: str | Path | None) -> str | None:
    return None if value is None else str(value)


# --- the file --------------------------------------------------------------------------------


def crew_to_data(crew: Crew) -> dict[str, Any]:
    """The crew file's JSON object, every field written."""
    source = {"roster": crew.roster.name, "file": crew.source_file, "picked": list(crew.picked)}
    return CREW.data(
        crew.game,
        {
            "source": source,
            "draw": None if crew.draw is None else _draw_json(crew.draw),
            "cost": crew.cost,
            "roster": roster_to_data(crew.roster),
        },
    )


def crew_to_json(crew: Crew) -> str:
    return CREW.to_json(crew_to_data(crew))


def _draw_json(record: DrawRecord) -> dict[str, Any]:
    return {
        "count": record.count.text,
        "seed": record.seed,
        "roll": record.roll,
        "always": list(record.always),
        "never": list(record.never),
        "odds": None if record.odds is None else odds_json(record.odds, record.names, record.limit),
    }


def odds_json(odds: DrawOdds, names: tuple[str, ...], limit: int | None) -> dict[str, Any]:
    """The draw's odds as the crew file (and ``gangfight crew --json``) writes them."""
    cost: dict[str, Any]
    if odds.cost_law is None:
        cost = {"distribution": None, "note": odds.cost_note}
    else:
        mean = odds.mean_cost
        over = None if limit is None else odds.p_over(limit)
        cost = {
            "distribution": [[c, str(p)] for c, p in odds.cost_law],
            "mean": None if mean is None else str(mean),
            "limit": limit,
            "over_limit": None if over is None else str(over),
        }
    return {
        "count": [[c, str(p)] for c, p in odds.count_law],
        "size": [[s, str(p)] for s, p in odds.size_law],
        "chances": [
            {"name": name, "chance": str(p)} for name, p in zip(names, odds.chances, strict=True)
        ],
        "cost": cost,
    }


def save_crew(crew: Crew, path: Path | str) -> FileStamp:
    """Write the crew file atomically (the previous file kept as ``<name>.bak``, as a roster)."""
    return CREW.save(crew_to_data(crew), path)


def load_crew(path: Path | str) -> Crew:
    """Read and check the crew file at ``path``; a ``CrewFileError`` says what is wrong."""
    return CREW.load(path)[0]


def load_roster_or_crew(path: Path | str) -> tuple[AnyRoster, Crew | None]:
    """The roster of a roster file, or of a crew file (and the crew): where a player may give
    either (``gangfight cards --sheet``, a battle's side). A crew file is known by its format
    marker; anything else is read as a roster, with a roster's messages."""
    path = Path(path)
    data, _stamp = read_file(path, max_bytes=MAX_FILE_BYTES, what="a roster or crew file")
    text = text_of(data, str(path))
    document = parse_text(text, str(path))
    if isinstance(document, Mapping) and document.get("format") == CREW.marker:
        crew = crew_from_data(document, str(path))
        return crew.roster, crew
    return roster_from_json(text, str(path), default_name=path.stem), None


LawRead = tuple[tuple[int, Fraction], ...]


@dataclass(frozen=True, slots=True)
class Law(shape.Shape):
    """[value, chance] pairs whose chances add up to 1: a draw's count, size or cost."""

    what: str

    def read(self, value: object, where: str) -> LawRead:
        law = tuple(
            _pair(pair, f"{where}[{place}]")
            for place, pair in enumerate(shape.items(value, where, MAX_TOTALS))
        )
        if sum(p for _, p in law) != 1:
            raise shape.ShapeError(where, "its chances must add up to 1")
        return law

    def schema(self) -> shape.Schema:
        pair = {"type": "array", "prefixItems": [VALUE.schema(), CHANCE.schema()]}
        return {
            "type": "array",
            "description": f"[{self.what}, chance] pairs; the chances add up to 1.",
            "maxItems": MAX_TOTALS,
            "items": {**pair, "minItems": 2, "maxItems": 2},
        }


def _pair(value: object, where: str) -> tuple[int, Fraction]:
    if not isinstance(value, list) or len(value) != 2:
        raise shape.ShapeError(where, f"must be a pair [value, chance] (found {found(value)})")
    return VALUE.read(value[0], f"{where}[0]"), CHANCE.read(value[1], f"{where}[1]")


def _odds(
    count: LawRead, size: LawRead, chances: tuple[dict[str, Any], ...], cost: dict[str, Any]
) -> tuple[DrawOdds, tuple[str, ...], int | None]:
    """The draw's odds as read, the names of the entries they are of, and the limit told."""
    law = cost["distribution"]
    note = cost.get("note", "")
    odds = DrawOdds(count, size, tuple(c["chance"] for c in chances), law, note)
    return odds, tuple(c["name"] for c in chances), cost.get("limit")


def _draw(
    count: object,
    seed: int,
    roll: object,
    always: tuple[str, ...],
    never: tuple[str, ...],
    odds: tuple[DrawOdds, tuple[str, ...], int | None] | None,
) -> DrawRecord:
    """The draw as read: its count parsed, its roll one of the count's die."""
    try:
        counted = CrewCount.parse(shape.text(40).read(count, "draw.count"))
    except CountError as error:
        raise shape.ShapeError("draw.count", str(error)) from None
    if roll is not None and not counted.die:
        problem = f"must be null, the count has no die (found {found(roll)})"
        raise shape.ShapeError("draw.roll", problem)
    rolled: int | None = (
        shape.whole(1, counted.die).read(roll, "draw.roll") if counted.die else None
    )
    told, names, limit = (None, (), None) if odds is None else odds
    return DrawRecord(counted, seed, rolled, always, never, told, names, limit)


VALUE = shape.whole(0)
CHANCE = shape.Chance()
NAME = shape.text(MAX_NAME_CHARS)
NAMES = shape.texts(MAX_NAME_CHARS, MAX_MODELS)
COUNT = shape.Kept(
    {
        "type": "string",
        "pattern": r"^\s*([0-9]+|([0-9]+\s*\+\s*)?[dD][36](\s*\+\s*[0-9]+)?)\s*$",
        "description": 'How many go: "4", "D6", "3+D3" (a number, a D3 or D6, or both).',
    }
)  # read with the draw, as its count
FRACTION = shape.Kept({"oneOf": [shape.FRACTION_SCHEMA, {"type": "null"}]})
ODDS = shape.Object(
    {
        "count": Law("count"),
        "size": Law("crew size"),
        "chances": shape.Items(
            shape.Object({"name": NAME, "chance": CHANCE}),
            MAX_MODELS,
            "Each entry of the roster drawn from, in order, and its chance.",
        ),
        "cost": shape.Object(
            {
                "distribution": shape.Nullable(Law("cost")),
                "mean": FRACTION,
                "limit": shape.whole(0, 10**9, optional=True),
                "over_limit": FRACTION,
                "note": shape.text(1000),
            },
            ("mean", "limit", "over_limit", "note"),
        ),
    },
    note="The draw's exact odds before it was made; chances are fractions.",
    make=_odds,
)
FIELDS: dict[str, shape.Shape] = {
    "source": shape.Object(
        {
            "roster": NAME,
            "file": shape.Nullable(shape.text(MAX_PATH_CHARS)),
            "picked": shape.Items(
                shape.whole(0, MAX_MODELS - 1),
                MAX_MODELS,
                "The entries' places in that roster (from 0), in order.",
            ),
        }
    ),
    "draw": shape.Nullable(
        shape.Object(
            {
                "count": COUNT,
                "seed": shape.whole(0, MAX_SEED),
                "roll": shape.Kept(shape.whole(1, 6).or_null()),  # read against the die
                "always": NAMES,
                "never": NAMES,
                "odds": shape.Nullable(ODDS),
            },
            note="How the crew was drawn: replayed by the same seed on the same roster.",
            make=_draw,
        )
    ),
    "cost": shape.whole(0, note="The crew's price in its game's cost field, entries and weapons."),
    "roster": shape.Kept({"$ref": "#/$defs/roster"}),  # read as its game's roster
}
"""The crew file's fields after its format, version and game, declared once: read by ``_read``,
written into its schema (``schemas``)."""


def _read(top: Mapping[str, Any], game: AnyGame, source: str) -> Crew:
    roster = documents.embedded_roster(top["roster"], "roster", source, game, "its")
    entries = entries_of(roster)
    where = FIELDS["source"].read(top["source"], "source")
    picked = where["picked"]
    if list(picked) != sorted(set(picked)) or len(picked) != len(entries):
        raise shape.ShapeError(
            "source.picked",
            f"must list the {len(entries)} entries' places in the roster, each once, in order",
        )
    cost = FIELDS["cost"].read(top["cost"], "cost")
    actual = sum(entry_cost(game, entry) for entry in entries)
    if cost != actual:
        raise shape.ShapeError("cost", f"is {cost}, but the crew's entries cost {actual}")
    return Crew(roster, picked, where["file"], FIELDS["draw"].read(top["draw"], "draw"))


CREW = documents.FileKind("gangfight-crew", 1, "crew", CrewFileError, FIELDS, _read)
"""The crew file: written as ``crew_to_data`` says, read by ``_read``."""
crew_from_bytes = CREW.from_bytes
crew_from_data = CREW.from_data
"""A crew from its file's parsed JSON, of any known version."""
