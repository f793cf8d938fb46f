"""A roster file read into the roster of its game, through the records its field specs make
(``roster/roster.py``); every problem one ``RosterFileError``, and loading never writes anything."""

from __future__ import annotations

import functools
import gc
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

from gangfight_gui.roster.file_errors import (
    NewerRosterVersion,
    RosterChangedOnDisk,
    RosterFileError,
    RosterReadOnly,
    RosterSaveError,
)
from gangfight_gui.roster.file_format import FORMAT, MIGRATIONS, VERSION, Document, version_of
from gangfight_gui.roster.file_reading import (
    MAX_FILE_BYTES,
    FileStamp,
    json_kind,
    parse_text,
    read_file,
    read_stamp,
    text_of,
)
from gangfight_gui.roster.roster import EntryError, Roster, models_of
from gangfight_gui.roster.saving import (
    backup_path,
    roster_to_data,
    roster_to_json,
    save_bytes,
    save_roster,
)
from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.game import DEFAULT_GAME, unknown_game

__all__ = [
    "FORMAT",
    "MAX_FILE_BYTES",
    "MIGRATIONS",
    "VERSION",
    "AnyRoster",
    "FileStamp",
    "LoadedRoster",
    "NewerRosterVersion",
    "RosterChangedOnDisk",
    "RosterFileError",
    "RosterReadOnly",
    "RosterSaveError",
    "backup_path",
    "game_of",
    "json_kind",
    "load_roster",
    "parse_text",
    "read_file",
    "read_stamp",
    "roster_from_bytes",
    "roster_from_data",
    "roster_from_json",
    "roster_to_data",
    "roster_to_json",
    "save_bytes",
    "save_roster",
    "text_of",
]
"""The roster file's interface in one place: its errors, format, reading and saving
(``file_errors``, ``file_format``, ``file_reading``, ``saving``) among it."""

AnyRoster = Roster
"""A roster of any game (each game's roster record derives from ``Roster``)."""


def game_of(roster: Roster) -> str:
    """The key of the game ``roster`` is for (``rules/game.py``)."""
    return roster.game


@dataclass(frozen=True, slots=True)
class LoadedRoster:
    roster: AnyRoster
    path: Path
    stamp: FileStamp


def load_roster(path: Path | str) -> LoadedRoster:
    """Read and check the roster at ``path`` without modifying it."""
    path = Path(path)
    data, stamp = read_file(path, max_bytes=MAX_FILE_BYTES, what="a roster file")
    return LoadedRoster(roster_from_bytes(data, str(path), default_name=path.stem), path, stamp)


def roster_from_bytes(
    data: bytes, source: str = "<roster>", *, default_name: str = ""
) -> AnyRoster:
    """Decode UTF-8 (a byte order mark is allowed) and read the roster."""
    return roster_from_json(text_of(data, source), source, default_name=default_name)


_P = ParamSpec("_P")
_R = TypeVar("_R")


def _without_cyclic_gc(read: Callable[_P, _R]) -> Callable[_P, _R]:
    """Run ``read`` with Python's cyclic garbage collector paused, and keep it off what it made.

    Reading a roster builds hundreds of thousands of objects (the parsed JSON, then the
    records), none in a reference cycle; each few hundred of them set off a collection that walks
    all the others, two thirds of the time a 10,000-model roster took to read.
    Reference counting still frees everything, and the collector resumes afterwards, also on
    errors.

    Where the collector runs by itself (the CLI, a screenshot), a roster read goes straight to
    the oldest generation (``gc.freeze`` then ``gc.unfreeze``: two list splices, no walk). Left
    young, the first collections after the read walked all of its objects again, once per
    generation they climbed (a 10,000-model roster: 200 ms). Nothing stays frozen, so a cycle
    that was garbage before the read is still collected, by a later full collection. Where the
    caller switched the collector off (the window collects on its GUI thread, the GUI tests at
    each test's end), everything is left where it was: that caller decides when the young are
    swept, and a Qt object moved out of their reach could be freed later, at any time. A failed
    read sweeps its youngest objects at once, here, on the reading (GUI) thread.
    """

    @functools.wraps(read)
    def paused(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            result = read(*args, **kwargs)
        except BaseException:
            if was_enabled:
                gc.enable()
                gc.collect(0)
            raise
        if was_enabled:
            gc.freeze()
            gc.unfreeze()
            gc.enable()
        return result

    return paused


@_without_cyclic_gc
def roster_from_json(text: str, source: str = "<roster>", *, default_name: str = "") -> AnyRoster:
    """Read a roster from the text of a file of any known version.

    ``source`` names the file in error messages. ``default_name`` names a legacy roster that has
    no name of its own (``load_roster`` passes the file's name).
    """
    return _roster_from_document(parse_text(text, source), source, default_name, text)


@_without_cyclic_gc
def roster_from_data(
    document: object, source: str = "<roster>", *, default_name: str = ""
) -> AnyRoster:
    """Read a roster from an already parsed JSON value of any known version (an autosave's)."""
    return _roster_from_document(document, source, default_name, "")


def _roster_from_document(document: Any, source: str, default_name: str, text: str) -> Roster:
    version = version_of(document, source)
    for migrate in MIGRATIONS[version:]:
        document = migrate(document)
    if version == 0 and default_name and "name" not in document:
        document["name"] = default_name
    game = _game_named(document, source)
    if not text or "\\u" in text:  # only an escape writes half of a surrogate pair
        _refuse_lone_surrogates(document, source, text)
    try:
        return models_of(game).roster.from_json(document, markers=_MARKER_KEYS)
    except EntryError as error:
        raise RosterFileError(source, str(error), at=error.field or None) from None


def _game_named(document: Document, source: str) -> str:
    """The key of the game the document names (none: ``DEFAULT_GAME``, the files of version 1),
    its records made; an unknown or broken game (null too) is a RosterFileError naming the
    games known."""
    game = document.get("game", DEFAULT_GAME)
    if game is None:  # a file's null, not a file naming no game
        raise RosterFileError(source, str(unknown_game(None)), at="game")
    document["game"] = game
    try:
        return models_of(game).game.key
    except ScenarioShapeError as error:  # an unknown game, or one that cannot be loaded
        raise RosterFileError(source, str(error), at="game") from None


def _refuse_lone_surrogates(document: object, source: str, text: str) -> None:
    """A RosterFileError for a text holding half of a surrogate pair (no UTF-8 file can hold
    it, so the roster could not be saved), or nested too deeply to be written again."""
    try:
        json.dumps(document, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        line = _line_of_lone_surrogate(text)
        raise RosterFileError(
            source, "holds a broken \\u escape (half of a surrogate pair)", line=line
        ) from None
    except RecursionError:
        raise RosterFileError(source, "is nested too deeply to be a roster") from None


_MARKER_KEYS = frozenset({"format", "version"})
"""The file's keys beside the roster's own, checked by ``version_of``."""


def _line_of_lone_surrogate(text: str) -> int | None:
    match = _LONE_SURROGATE.search(text)
    return text.count("\n", 0, match.start()) + 1 if match else None


_LONE_SURROGATE = re.compile(
    r"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"
    r"|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}"
)
