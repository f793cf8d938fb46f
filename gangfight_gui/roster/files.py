"""A roster file read into the roster of its game: one pydantic model per game, built from its
field specs; every problem one ``RosterFileError``, and loading never writes anything."""

from __future__ import annotations

import functools
import gc
import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal, ParamSpec, TypeVar, Union

from pydantic import Field, TypeAdapter, ValidationError, create_model

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
from gangfight_gui.roster.roster import Roster, models_of
from gangfight_gui.roster.saving import (
    backup_path,
    roster_to_data,
    roster_to_json,
    save_bytes,
    save_roster,
)
from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.game import DEFAULT_GAME, game_keys

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
    "file_model",
    "game_of",
    "json_kind",
    "load_roster",
    "parse_text",
    "read_file",
    "read_stamp",
    "roster_files",
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
"""A roster of any game (each game's roster model derives from ``Roster``)."""


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
    data, stamp = _read(path)
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

    Reading a roster builds hundreds of thousands of objects (the parsed JSON, then the pydantic
    models), none in a reference cycle; each few hundred of them set off a collection that walks
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
    named = isinstance(document, dict) and "game" in document
    game = _game_named(document, source)
    if version == VERSION and text and named:  # the text itself names its game
        stored = _validate_as_written(text, source, document, game)
        if stored is not None:
            return stored
    try:
        payload = json.dumps(document, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        line = _line_of_lone_surrogate(text)
        raise RosterFileError(
            source, "holds a broken \\u escape (half of a surrogate pair)", line=line
        ) from None
    except RecursionError:
        raise RosterFileError(source, "is nested too deeply to be a roster") from None
    return _validated(payload, source, document, game)


def _game_named(document: Document, source: str) -> str:
    """The key of the game the document names (none: ``DEFAULT_GAME``, the files of version 1),
    its models built; an unknown or broken game is a RosterFileError naming the games known."""
    game = document.get("game")
    if game is None:
        game = document["game"] = DEFAULT_GAME
    try:
        return models_of(game).game.key
    except ScenarioShapeError as error:  # an unknown game, or one that cannot be loaded
        raise RosterFileError(source, str(error), at="game") from None


def _validated(payload: str | bytes, source: str, document: object, game: str) -> Roster:
    """The roster of a file's JSON, read by its game's file model.

    Only that game's model: the union of every game's (``roster_files``) picks the same branch
    by ``game`` (already known here, ``_game_named``) and says the same, but building it loads
    and builds every other game too, a fifth of the time the window took to open one game's
    rosters (docs/performance.md: the window's start)."""
    try:
        stored = file_model(game).model_validate_json(payload)
    except ValidationError as error:
        raise _file_error(error, source, document, game) from None
    return _as_roster(stored)


def _validate_as_written(text: str, source: str, document: object, game: str) -> Roster | None:
    """The roster of a current file read straight from its text; None to fall back.

    Pydantic reads the JSON in Rust: writing the parsed document back to JSON for it, as older
    versions need after their migration, took a fifth of the time a 10,000-model roster took to
    open. The document pydantic sees is the same (duplicate keys are refused before), so are its
    verdicts and messages. Text pydantic's JSON reader refuses but Python's accepted (a lone
    ``\\u`` surrogate, nesting deeper than its limit) goes the way older versions go, whose
    messages name those problems.
    """
    try:
        stored = file_model(game).model_validate_json(text)
    except ValidationError as error:
        if any(problem["type"] == "json_invalid" for problem in error.errors()):
            return None
        raise _file_error(error, source, document, game) from None
    return _as_roster(stored)


def _file_error(
    error: ValidationError, source: str, document: object, game: str
) -> RosterFileError:
    """The first problem pydantic found in the game's file model, in the game's words (their
    wording imported only for a file that has a problem: ``gangfight validate``'s start)."""
    from gangfight_gui.roster.readable_errors import readable

    found = readable(error, file_model(game), document)
    return RosterFileError(source, found.sentence(), at=found.field)


def _as_roster(stored: Roster) -> Roster:
    """A file model's roster as the game's roster model: the same values, the markers left
    behind (no revalidation)."""
    model = models_of(stored.game).roster
    fields = {name: getattr(stored, name) for name in model.model_fields}
    return model.model_construct(stored.model_fields_set - _MARKER_KEYS, **fields)


_MARKER_KEYS = frozenset({"format", "version"})
_VERSION_HELP = "The roster format version; a newer one needs a newer Gangfight GUI."
_file_models: dict[str, tuple[type[Roster], type[Roster]]] = {}
_union: tuple[tuple[type[Roster], ...], TypeAdapter[Roster]] | None = None


def file_model(game: str) -> type[Roster]:
    """The game's roster model with the file's markers: what a current file of the game holds."""
    roster = models_of(game).roster
    found = _file_models.get(game)
    if found is None or found[0] is not roster:
        marker: Any = Literal[FORMAT]
        version: Any = Literal[VERSION]
        marked = create_model(
            f"{roster.__name__}File",
            __base__=roster,
            format=(marker, Field(description="Marks the file as a Gangfight GUI roster.")),
            version=(version, Field(description=_VERSION_HELP)),
        )
        found = _file_models[game] = (roster, marked)
    return found[1]


def roster_files(keys: Sequence[str] | None = None) -> TypeAdapter[Roster]:
    """Every game's file model (or those of ``keys``) in one discriminated union on ``game``:
    built from the registry, so a fourth game installed beside this program reads (and its
    schema branch shows) with no change here. A registered game that cannot be loaded is left
    out (its files are refused naming it, by ``_game_named``)."""
    global _union
    models = []
    for key in game_keys() if keys is None else keys:
        try:
            models.append(file_model(key))
        except ScenarioShapeError:
            continue
    members = tuple(models)
    if _union is None or _union[0] != members:
        union: Any = Union[members]  # noqa: UP007  # built at run time from the registry
        _union = (members, TypeAdapter(Annotated[union, Field(discriminator="game")]))
    return _union[1]


def _read(path: Path) -> tuple[bytes, FileStamp]:
    return read_file(path, max_bytes=MAX_FILE_BYTES, what="a roster file")


def _line_of_lone_surrogate(text: str) -> int | None:
    match = _LONE_SURROGATE.search(text)
    return text.count("\n", 0, match.start()) + 1 if match else None


_LONE_SURROGATE = re.compile(
    r"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"
    r"|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}"
)
