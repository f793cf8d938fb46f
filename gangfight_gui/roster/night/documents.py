"""What the crew and battle files share: a marker and a version read first, older versions
migrated, the game named, rosters inside as roster files, and reading and saving as a roster's."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from gangfight_gui.roster.files import (
    MAX_FILE_BYTES,
    AnyRoster,
    FileStamp,
    RosterFileError,
    parse_text,
    read_file,
    roster_from_data,
    save_bytes,
    text_of,
)
from gangfight_gui.roster.night import shape
from gangfight_gui.roster.night.entries import game_key
from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.game import AnyGame, find_game

Document = dict[str, Any]
Migration = Callable[[Document], Document]
T = TypeVar("T")


@dataclass(frozen=True)
class FileKind(Generic[T]):
    """A kind of file of this program's beside the roster's (a crew, a battle): its marker and
    the version this code writes (files up to it open, older ones migrated by ``migrations``,
    ``migrations[n - 1]`` taking version n to n + 1; newer ones are refused), its ``fields``
    after the marker, version and game, and ``read``, which makes the file's value of them;
    every problem one ``error`` naming the file, the field and why."""

    marker: str
    version: int
    what: str
    """The kind of file in a message: "crew", "battle"."""
    error: type[RosterFileError]
    fields: Mapping[str, shape.Shape]
    read: Callable[[Mapping[str, Any], AnyGame, str], T]
    """The value of a file's checked fields (given with its game and source)."""
    indent: int = 2
    max_bytes: int = MAX_FILE_BYTES
    migrations: Sequence[Migration] = ()

    def data(self, game: str, fields: Document) -> Document:
        """The file's JSON object: marker, version and game first, then ``fields``."""
        return {"format": self.marker, "version": self.version, "game": game, **fields}

    def to_json(self, document: Document) -> str:
        """The file's text: the same document, the same bytes."""
        return json.dumps(document, indent=self.indent, ensure_ascii=False, allow_nan=False) + "\n"

    def save(self, document: Document, path: Path | str, **how: Any) -> FileStamp:
        """Write the file atomically as a roster is written (``files.save_bytes``, ``how``
        its options): the old file kept as ``<name>.bak``, a file changed on disk since
        ``expected`` or read-only refused."""
        data = self.to_json(document).encode("utf-8")
        return save_bytes(data, path, max_bytes=self.max_bytes, **how)

    def load(self, path: Path | str) -> tuple[T, FileStamp]:
        """Read and check the file at ``path`` without changing it; a damaged or hostile file
        (huge, nested deep, a FIFO…) is one ``error`` naming the field and why."""
        path = Path(path)
        data, stamp = read_file(
            path, max_bytes=self.max_bytes, what=f"a {self.what} file", error=self.error
        )
        return self.from_bytes(data, str(path)), stamp

    def from_bytes(self, data: bytes, source: str | None = None) -> T:
        """The file's value from its bytes, read as every file of this program is."""
        source = f"<{self.what}>" if source is None else source
        return self.from_data(
            parse_text(text_of(data, source, self.error), source, self.error), source
        )

    def from_data(self, document: object, source: str | None = None) -> T:
        """The file's value from its parsed JSON, of any known version (an autosave's, a
        file's)."""
        source = f"<{self.what}>" if source is None else source
        try:
            top = shape.obj(
                self._current(document, source), "", ("format", "version", "game", *self.fields)
            )
            return self.read(top, game_named(top["game"]), source)
        except shape.ShapeError as problem:
            raise self.error(source, problem.problem, field=problem.field) from None
        except RecursionError:
            raise self.error(source, "is nested too deeply") from None

    def _current(self, document: object, source: str) -> Document:
        """``document`` brought to the version this code writes."""
        given = shape.mapping(document, "")
        if given.get("format") != self.marker:
            marker = json.dumps(given.get("format"))[:60]
            raise self.error(source, f"is not a {self.what} file (its format is {marker})")
        written = shape.whole(1).read(given.get("version"), "version")
        if written > self.version:
            raise self.error(
                source,
                f"was written by a newer Gangfight GUI ({self.what} format version {written}; "
                f"this version reads up to {self.version}); update Gangfight GUI to open it",
            )
        migrated = dict(given)
        for migrate in self.migrations[written - 1 :]:
            migrated = migrate(migrated)
        return migrated


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
