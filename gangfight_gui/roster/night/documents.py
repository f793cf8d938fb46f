"""What the crew and battle files share: a format marker and a version read first, older
versions migrated in order, the game named, and rosters inside in the roster file's format."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from gangfight_gui.roster.files import (
    AnyRoster,
    RosterFileError,
    parse_text,
    roster_from_data,
    text_of,
)
from gangfight_gui.roster.night import shape
from gangfight_gui.roster.night.entries import game_key
from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.game import AnyGame, find_game

Document = dict[str, Any]
Migration = Callable[[Document], Document]
T = TypeVar("T")


def current(
    document: object,
    source: str,
    *,
    marker: str,
    version: int,
    migrations: Sequence[Migration],
    what: str,
    error: type[RosterFileError],
) -> Document:
    """``document`` brought to ``version``: its marker checked (``what`` names the kind of file,
    "crew"), a newer version refused, an older one migrated (``migrations[n - 1]`` takes version
    n to n + 1). A file that is not one is an ``error`` naming ``source``."""
    if not isinstance(document, Mapping):
        raise shape.ShapeError("file", f"must be an object (found {shape.shown(document)})")
    if document.get("format") != marker:
        found = json.dumps(document.get("format"))[:60]
        raise error(source, f"is not a {what} file (its format is {found})")
    written = shape.integer(document.get("version"), "version", 1)
    if written > version:
        raise error(
            source,
            f"was written by a newer Gangfight GUI ({what} format version {written}; this "
            f"version reads up to {version}); update Gangfight GUI to open it",
        )
    migrated = dict(document)
    for migrate in migrations[written - 1 :]:
        migrated = migrate(migrated)
    return migrated


def parsed(data: bytes, source: str, error: type[RosterFileError]) -> Any:
    """A file's bytes as JSON, read as every file of this program is (``files.text_of``,
    ``files.parse_text``), every problem an ``error``."""
    return parse_text(text_of(data, source, error), source, error)


def checked(
    read: Callable[[object, str], T], document: object, source: str, error: type[RosterFileError]
) -> T:
    """What ``read`` makes of ``document``, a shape problem as one ``error`` naming the field."""
    try:
        return read(document, source)
    except shape.ShapeError as problem:
        raise error(source, problem.problem, field=problem.field) from None
    except RecursionError:
        raise error(source, "is nested too deeply") from None


def game_named(value: object) -> AnyGame:
    """The game a file names in ``game``; one not known is named with those that are."""
    try:
        return find_game(value)
    except ScenarioShapeError as error:
        raise shape.ShapeError("game", str(error).removeprefix("game: ")) from None


def embedded_roster(value: object, where: str, source: str, game: AnyGame, whose: str) -> AnyRoster:
    """The roster at ``where`` in a file of ``game``'s (``whose`` says whose roster it is in a
    message: "the crew's", "this side's")."""
    try:
        roster = roster_from_data(value, source)
    except RosterFileError as error:
        at = shape.join(where, error.field) if error.field else where
        raise shape.ShapeError(at, error.problem) from None
    if game_key(roster) != game.key:
        raise shape.ShapeError(
            f"{where}.game",
            f"the file is for {game.title}; {whose} roster is for {game_key(roster)!r}",
        )
    return roster
