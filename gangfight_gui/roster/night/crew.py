"""Tonight's crew: some entries of a roster, picked by hand or drawn, kept as they stood when
picked; and the crew file."""

from __future__ import annotations

import json
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
    save_bytes,
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
from gangfight_gui.rules.game import find_game

FORMAT = "gangfight-crew"
VERSION = 1
"""The version this code writes; files up to it open (``MIGRATIONS``), newer ones are refused."""

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
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": crew.game,
        "source": {
            "roster": crew.roster.name,
            "file": crew.source_file,
            "picked": list(crew.picked),
        },
        "draw": None if crew.draw is None else _draw_json(crew.draw),
        "cost": crew.cost,
        "roster": roster_to_data(crew.roster),
    }


def crew_to_json(crew: Crew) -> str:
    return json.dumps(crew_to_data(crew), indent=2, ensure_ascii=False, allow_nan=False) + "\n"


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
    return save_bytes(crew_to_json(crew).encode("utf-8"), path)


def load_crew(path: Path | str) -> Crew:
    """Read and check the crew file at ``path``; a ``CrewFileError`` says what is wrong."""
    path = Path(path)
    data, _stamp = read_file(
        path, max_bytes=MAX_FILE_BYTES, what="a crew file", error=CrewFileError
    )
    return crew_from_bytes(data, str(path))


def load_roster_or_crew(path: Path | str) -> tuple[AnyRoster, Crew | None]:
    """The roster of a roster file, or of a crew file (and the crew): where a player may give
    either (``gangfight cards --sheet``, a battle's side). A crew file is known by its format
    marker; anything else is read as a roster, with a roster's messages."""
    path = Path(path)
    data, _stamp = read_file(path, max_bytes=MAX_FILE_BYTES, what="a roster or crew file")
    text = text_of(data, str(path))
    document = parse_text(text, str(path))
    if isinstance(document, Mapping) and document.get("format") == FORMAT:
        crew = crew_from_data(document, str(path))
        return crew.roster, crew
    return roster_from_json(text, str(path), default_name=path.stem), None


def crew_from_bytes(data: bytes, source: str = "<crew>") -> Crew:
    return crew_from_data(documents.parsed(data, source, CrewFileError), source)


def crew_from_data(document: object, source: str = "<crew>") -> Crew:
    """A crew from its file's parsed JSON, of any known version."""
    return documents.checked(_read, document, source, CrewFileError)


MIGRATIONS: tuple[documents.Migration, ...] = ()
"""MIGRATIONS[n - 1] turns a version n document into version n + 1 (none yet: version 1 is the
first). The embedded roster migrates by the roster file's own ``files.MIGRATIONS``."""


def _read(document: object, source: str) -> Crew:
    migrated = documents.current(
        document,
        source,
        marker=FORMAT,
        version=VERSION,
        migrations=MIGRATIONS,
        what="crew",
        error=CrewFileError,
    )
    keys = ("format", "version", "game", "source", "draw", "cost", "roster")
    top = shape.obj(migrated, "", keys)
    game = documents.game_named(top["game"])
    roster = documents.embedded_roster(top["roster"], "roster", source, game, "its")
    entries = entries_of(roster)
    where = shape.obj(top["source"], "source", ("roster", "file", "picked"))
    shape.text(where["roster"], "source.roster", MAX_NAME_CHARS)
    source_file = shape.optional_text(where["file"], "source.file", MAX_PATH_CHARS)
    picked = shape.each(where["picked"], "source.picked", MAX_MODELS, _place)
    if list(picked) != sorted(set(picked)) or len(picked) != len(entries):
        raise shape.ShapeError(
            "source.picked",
            f"must list the {len(entries)} entries' places in the roster, each once, in order",
        )
    cost = shape.integer(top["cost"], "cost", 0)
    actual = sum(entry_cost(game, entry) for entry in entries)
    if cost != actual:
        raise shape.ShapeError("cost", f"is {cost}, but the crew's entries cost {actual}")
    record = None if top["draw"] is None else _read_draw(top["draw"])
    return Crew(roster, picked, source_file, record)


def _read_draw(value: object) -> DrawRecord:
    found = shape.obj(value, "draw", ("count", "seed", "roll", "always", "never", "odds"))
    try:
        count = CrewCount.parse(shape.text(found["count"], "draw.count", 40))
    except CountError as error:
        raise shape.ShapeError("draw.count", str(error)) from None
    seed = shape.integer(found["seed"], "draw.seed", 0, MAX_SEED)
    roll = shape.optional_integer(found["roll"], "draw.roll", 1, max(count.die, 1))
    if (roll is None) != (count.die == 0):
        need = "a die's value" if count.die else "null (the count has no die)"
        raise shape.ShapeError("draw.roll", f"must be {need}")
    always, never = (
        shape.each(found[key], f"draw.{key}", MAX_MODELS, _name) for key in ("always", "never")
    )
    odds, names, limit = (None, (), None) if found["odds"] is None else _read_odds(found["odds"])
    return DrawRecord(count, seed, roll, always, never, odds, names, limit)


def _place(value: object, where: str) -> int:
    return shape.integer(value, where, 0, MAX_MODELS - 1)


def _name(value: object, where: str) -> str:
    return shape.text(value, where, MAX_NAME_CHARS)


def _pair(value: object, where: str) -> tuple[int, Fraction]:
    pair = shape.items(value, where, 2)
    if len(pair) != 2:
        raise shape.ShapeError(where, "must be a pair [value, chance]")
    return shape.integer(pair[0], f"{where}[0]", 0), shape.chance(pair[1], f"{where}[1]")


def _law(value: object, where: str) -> tuple[tuple[int, Fraction], ...]:
    law = shape.each(value, where, MAX_TOTALS, _pair)
    if sum(p for _, p in law) != 1:
        raise shape.ShapeError(where, "its chances must add up to 1")
    return law


def _chance(value: object, where: str) -> tuple[str, Fraction]:
    entry = shape.obj(value, where, ("name", "chance"))
    return _name(entry["name"], f"{where}.name"), shape.chance(entry["chance"], f"{where}.chance")


def _read_odds(value: object) -> tuple[DrawOdds, tuple[str, ...], int | None]:
    found = shape.obj(value, "draw.odds", ("count", "size", "chances", "cost"))
    chances = shape.each(found["chances"], "draw.odds.chances", MAX_MODELS, _chance)
    cost = shape.obj(
        found["cost"], "draw.odds.cost", ("distribution",), ("mean", "limit", "over_limit", "note")
    )
    limit = shape.optional_integer(cost.get("limit"), "draw.odds.cost.limit", 0, 10**9)
    law = None
    if cost["distribution"] is not None:
        law = _law(cost["distribution"], "draw.odds.cost.distribution")
    odds = DrawOdds(
        _law(found["count"], "draw.odds.count"),
        _law(found["size"], "draw.odds.size"),
        tuple(p for _, p in chances),
        law,
        shape.text(cost.get("note", ""), "draw.odds.cost.note", 1000),
    )
    return odds, tuple(name for name, _ in chances), limit
