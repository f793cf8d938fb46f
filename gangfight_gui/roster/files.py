"""The roster file: versioned JSON that opens years later and is never lost on save.

A file is ``{"format": "gangfight-roster", "version": 3, "game", "name", "notes", "points_limit",
"models": [...]}`` plus the game's own roster fields. ``game`` names the game the roster is for
(``rules/game.py``'s registry) and picks the model that reads the rest: one pydantic model per
game, built from its field specs (``roster.py``) when a file of that game is first read (the
schema joins them in one discriminated union on ``game``, ``roster_files``), so a roster of a game
installed beside this program reads the same way as a Gangfight one. An entry keeps exactly its
game's field keys (a scenario's fighter or model object). Every field is written, defaults
included, so a later change of a default cannot change what an old file means. Older versions
open through ``MIGRATIONS``, applied in order: version 1 (Gangfight only, no ``game``) and
version 0, a file without the ``format`` marker: a bare list of models, or an object with a
``models`` list (how a player imports the models of calculator scenarios). A file without
``game`` is Gangfight's (``DEFAULT_GAME``: only this reader uses it).

Every problem a file can have is one ``RosterFileError`` naming the file and the line (JSON syntax)
or, in the game's words, the entry and the field (``readable_errors``), so the GUI and the CLI can
show it as it is. Loading never writes anything.
"""

from __future__ import annotations

import codecs
import functools
import gc
import hashlib
import json
import os
import re
import stat
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal, ParamSpec, TypeVar, Union

from pydantic import Field, TypeAdapter, ValidationError, create_model

from gangfight_gui.roster.atomic import write_atomic
from gangfight_gui.roster.readable_errors import readable
from gangfight_gui.roster.roster import Roster, models_of
from gangfight_gui.roster.safe_read import ReadProblem, parse_json, read_regular_file
from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.game import DEFAULT_GAME, game_keys

FORMAT = "gangfight-roster"
VERSION = 3
"""The version this code writes; files up to it open, newer ones are refused."""

MAX_FILE_BYTES = 50 * 1024 * 1024
"""Far above any real roster (1,000 models take under 1 MB); a wrong pick stops here."""

BACKUP_SUFFIX = ".bak"

Document = dict[str, Any]
Migration = Callable[[Any], Document]

AnyRoster = Roster
"""A roster of any game (each game's roster model derives from ``Roster``)."""


def game_of(roster: Roster) -> str:
    """The key of the game ``roster`` is for (``rules/game.py``)."""
    return roster.game


class RosterFileError(ValueError):
    """A roster file that cannot be read, saved or understood; the message says where and why."""

    def __init__(
        self,
        source: str,
        problem: str,
        *,
        line: int | None = None,
        column: int | None = None,
        field: str | None = None,
        at: str | None = None,
    ) -> None:
        self.source = source
        self.problem = problem
        self.line = line
        self.column = column
        self.field = field if field is not None else at
        """The JSON path of the value at fault, for tools (``models[2].ws``)."""
        where = [source]
        if line is not None:
            where.append(f"line {line}" + (f", column {column}" if column is not None else ""))
        if field is not None:
            where.append(field)
        # ``at``: a problem already worded in the game's terms names the entry and the field
        # itself, so its path is kept but not repeated (never a JSON path alone).
        super().__init__(": ".join([*where, problem]))


class NewerRosterVersion(RosterFileError):
    """The file was written by a newer Gangfight GUI; reading it could lose what it added."""


class RosterChangedOnDisk(RosterFileError):
    """Saving would overwrite changes another program (or window) made since the file was read."""


class RosterReadOnly(RosterFileError):
    """The file is read-only: a save would replace it anyway (the folder is writable), so the
    caller asks first, as editors do, and saves with ``overwrite_read_only=True``."""


class RosterSaveError(RosterFileError):
    """The operating system refused the save; the file on disk is as it was."""


@dataclass(frozen=True, slots=True)
class FileStamp:
    """What a file held when it was read or written, to notice later changes by others."""

    mtime_ns: int
    size: int
    sha256: str

    def same_content(self, other: FileStamp) -> bool:
        """Equal bytes; the time alone changes when a file is merely touched or copied back."""
        return self.size == other.size and self.sha256 == other.sha256


@dataclass(frozen=True, slots=True)
class LoadedRoster:
    roster: AnyRoster
    path: Path
    stamp: FileStamp


# Writing


def roster_to_data(roster: Roster) -> Document:
    """The file's JSON object: marker, version and game first, then the roster's fields in order,
    and its entries as each holds its JSON already (``Entry.to_json``)."""
    data: Document = {"format": FORMAT, "version": VERSION}
    data.update(roster.model_dump(mode="json", by_alias=True, exclude={"models"}))
    data["models"] = [entry.to_json() for entry in roster.models]
    return data


def roster_to_json(roster: AnyRoster) -> str:
    """The file's text: same roster, same bytes (fixed key order, indent 2, final newline)."""
    return json.dumps(roster_to_data(roster), indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def save_roster(
    roster: AnyRoster,
    path: Path | str,
    *,
    expected: FileStamp | None = None,
    overwrite_read_only: bool = False,
) -> FileStamp:
    """Write ``roster`` to ``path`` atomically, keeping the previous file as ``<name>.bak``.

    With ``expected`` (the stamp from loading or the last save), refuse with
    ``RosterChangedOnDisk`` if the file on disk no longer holds those bytes, so a save never
    silently overwrites someone else's edit. A read-only file is refused with ``RosterReadOnly``
    unless ``overwrite_read_only``; it stays read-only after such a save. Returns the stamp of
    what was written.
    """
    return save_bytes(
        roster_to_json(roster).encode("utf-8"),
        path,
        expected=expected,
        overwrite_read_only=overwrite_read_only,
    )


def save_bytes(
    data: bytes,
    path: Path | str,
    *,
    expected: FileStamp | None = None,
    overwrite_read_only: bool = False,
    max_bytes: int = MAX_FILE_BYTES,
) -> FileStamp:
    """Write a document's bytes as ``save_roster`` writes a roster's (the battle and crew files
    are saved the same way): atomically, the old file kept as ``<name>.bak``, refusing a file
    changed on disk since ``expected`` and a read-only one unless ``overwrite_read_only``."""
    path = Path(path)
    if not overwrite_read_only and is_read_only(path):
        raise RosterReadOnly(str(path), "is read-only")
    if expected is not None:
        current = read_stamp(path, max_bytes=max_bytes)
        if current is None:
            raise RosterChangedOnDisk(str(path), "was moved or deleted since it was opened")
        if not current.same_content(expected):
            raise RosterChangedOnDisk(
                str(path), "was changed by another program since it was opened"
            )
    try:
        write_atomic(path, data, backup=backup_path(path))
        status = os.stat(path)
    except OSError as error:
        raise RosterSaveError(str(path), f"could not be saved: {_os_reason(error)}") from error
    return FileStamp(status.st_mtime_ns, status.st_size, hashlib.sha256(data).hexdigest())


def is_read_only(path: Path | str) -> bool:
    """Whether the file exists and may not be written: no write permission bit at all (which
    the system ignores for the administrator, but a player means), or no access for this user."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH) or not os.access(path, os.W_OK)


def backup_path(path: Path) -> Path:
    """Where ``save_roster`` keeps the file's previous contents."""
    return path.with_name(path.name + BACKUP_SUFFIX)


# Reading


def load_roster(path: Path | str) -> LoadedRoster:
    """Read and check the roster at ``path`` without modifying it."""
    path = Path(path)
    data, stamp = _read(path)
    return LoadedRoster(roster_from_bytes(data, str(path), default_name=path.stem), path, stamp)


def read_stamp(path: Path | str, *, max_bytes: int = MAX_FILE_BYTES) -> FileStamp | None:
    """The stamp of the file as it is now, or None if it is gone or unreadable."""
    try:
        if max_bytes != MAX_FILE_BYTES:
            return read_file(Path(path), max_bytes=max_bytes, what="a file")[1]
        return _read(Path(path))[1]
    except RosterFileError:
        return None


def roster_from_bytes(
    data: bytes, source: str = "<roster>", *, default_name: str = ""
) -> AnyRoster:
    """Decode UTF-8 (a byte order mark is allowed) and read the roster."""
    return roster_from_json(text_of(data, source), source, default_name=default_name)


def text_of(data: bytes, source: str, error: type[RosterFileError] = RosterFileError) -> str:
    """A file's bytes as text: UTF-8, a byte order mark allowed; ``error`` names the line and
    column of the first byte that is not (every file of this program is read so)."""
    data = data.removeprefix(codecs.BOM_UTF8)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as problem:
        line = data.count(b"\n", 0, problem.start) + 1
        column = problem.start - (data.rfind(b"\n", 0, problem.start) + 1) + 1
        byte = data[problem.start]
        raise error(
            source, f"is not UTF-8 text (byte 0x{byte:02x})", line=line, column=column
        ) from None


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
    version = _version_of(document, source)
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
    rosters (README's Speed: the window's start)."""
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
    """The first problem pydantic found in the game's file model, in the game's words."""
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


def read_file(
    path: Path,
    *,
    max_bytes: int,
    what: str,
    error: type[RosterFileError] = RosterFileError,
) -> tuple[bytes, FileStamp]:
    """The bytes of the file at ``path`` and their stamp, every problem one ``error`` naming the
    file (``what`` is the content expected: "a roster file", "a battle file")."""
    source = str(path)
    try:
        data, status = read_regular_file(path, max_bytes, what=what)
    except ReadProblem as problem:
        raise error(source, problem.problem) from None
    except FileNotFoundError:
        raise error(source, "no such file") from None
    except IsADirectoryError:
        raise error(source, f"is a folder, not {what}") from None
    except OSError as problem:
        raise error(source, f"cannot be read: {_os_reason(problem)}") from None
    stamp = FileStamp(status.st_mtime_ns, len(data), hashlib.sha256(data).hexdigest())
    return data, stamp


class _DuplicateKey(Exception):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """Refuse ``{"attack": 3, "attack": 5}``: JSON readers disagree on which one counts."""
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKey(key)
            seen.add(key)
    return result


def parse_text(text: str, source: str, error: type[RosterFileError] = RosterFileError) -> Any:
    """A file's JSON, a key twice in one object refused; ``error`` names the line of a syntax
    error (every JSON file of this program is parsed so)."""
    if not text.strip():
        raise error(source, "is empty")
    try:
        return parse_json(text, object_pairs_hook=_unique_keys)
    except ReadProblem as problem:
        raise error(source, problem.problem, line=problem.line, column=problem.column) from None
    except _DuplicateKey as duplicate:
        raise error(source, f"the key {duplicate.key!r} appears twice in one object") from None


def _version_of(document: Any, source: str) -> int:
    """The file's format version; 0 for the legacy forms without a marker."""
    if isinstance(document, list):
        return 0
    if not isinstance(document, dict):
        kind = json_kind(document)
        raise RosterFileError(source, f"is not a roster: it holds {kind}, not an object")
    if "format" not in document:
        if "models" in document and "version" not in document:
            return 0
        raise RosterFileError(
            source, f'is not a roster: it has no "format": "{FORMAT}" marker and no "models" list'
        )
    marker = document["format"]
    if marker != FORMAT:
        raise RosterFileError(
            source, f"is not a Gangfight roster (its format is {json.dumps(marker)[:60]})"
        )
    if "version" not in document:
        raise RosterFileError(source, "is required", field="version")
    version = document["version"]
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        shown = json.dumps(version)[:40]
        raise RosterFileError(
            source, f"must be a whole number of at least 1 (found {shown})", field="version"
        )
    if version > VERSION:
        raise NewerRosterVersion(
            source,
            f"was written by a newer Gangfight GUI (roster format version {version}; this "
            f"version reads up to {VERSION}); update Gangfight GUI to open it",
        )
    return version


def json_kind(value: object) -> str:
    """How a message names the kind of a JSON value it did not expect: "null", "a string"…"""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return "a value"


def _line_of_lone_surrogate(text: str) -> int | None:
    match = _LONE_SURROGATE.search(text)
    return text.count("\n", 0, match.start()) + 1 if match else None


_LONE_SURROGATE = re.compile(
    r"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"
    r"|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}"
)


def _os_reason(error: OSError) -> str:
    return error.strerror.lower() if error.strerror else str(error)


# Migrations: MIGRATIONS[n] turns a version n document into version n + 1.


def _from_legacy(document: Any) -> Document:
    """Version 0 to 1: add the marker. A bare list (calculator scenarios) becomes ``models``.

    Any other key of a legacy object is kept, so a key that is not a roster field is reported
    instead of being dropped.
    """
    if isinstance(document, list):
        return {"format": FORMAT, "version": 1, "models": document}
    return {"format": FORMAT, "version": 1, **document}


def _add_game(document: Document) -> Document:
    """Version 1 to 2: rosters name their game; every version 1 roster is Gangfight's."""
    body = {key: value for key, value in document.items() if key not in ("format", "version")}
    return {"format": FORMAT, "version": 2, "game": DEFAULT_GAME, **body}


def _add_battle_state(document: Document) -> Document:
    """Version 2 to 3: entries hold every field of their game's specs, the state a battle leaves
    them in among them (R25's prone and status, N17's, W17's models left and markers) and a
    Necromunda gang's campaign record; a version 2 file has none, so each takes its default
    (a fresh entry, as a roster starts). Nothing is renamed or dropped: the migration only says
    the file is read as version 3, so a version 2 program refuses what a version 3 one writes
    (``NewerRosterVersion``) rather than stumbling on a field it does not know."""
    return {**document, "version": 3}


MIGRATIONS: tuple[Migration, ...] = (_from_legacy, _add_game, _add_battle_state)
"""Ordered: a version n file goes through ``MIGRATIONS[n:]``. ``len(MIGRATIONS) == VERSION``."""
