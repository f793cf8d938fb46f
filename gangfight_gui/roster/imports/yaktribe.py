"""A Necromunda gang exported by Yaktribe, imported as a Necromunda roster with a report of what
was kept, left out or is to check (docs/necromunda.md, Bring your gang from Yaktribe)."""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass
from pathlib import Path

from gangfight_gui.roster.file_errors import RosterFileError
from gangfight_gui.roster.file_reading import MAX_FILE_BYTES, parse_text, read_file, text_of
from gangfight_gui.roster.files import AnyRoster, roster_from_data
from gangfight_gui.roster.imports.report import ImportReport
from gangfight_gui.roster.imports.yaktribe_gang import Conversion
from gangfight_gui.roster.imports.yaktribe_values import GangFileError
from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.game import find_game

GAME = "necromunda"
"""The game a Yaktribe gang is for: the roster file's ``game``."""
WHAT = "a Yaktribe gang file"

_GANG_START = re.compile(rb'\A\s*\{\s*"gang"\s*:', re.ASCII)


@dataclass(frozen=True, slots=True)
class ImportedGang:
    """The roster an import made (untitled: it has no file yet) and the import's report."""

    roster: AnyRoster
    report: ImportReport


def looks_like_gang(data: bytes) -> bool:
    """Whether ``data`` starts as a Yaktribe gang does (``{"gang": …``), as a roster file never
    does: a file dropped on the window is imported, not opened, when it does."""
    return _GANG_START.match(data.removeprefix(codecs.BOM_UTF8)) is not None


def import_gang(path: Path | str, *, keep_dead: bool = False) -> ImportedGang:
    """Read the Yaktribe gang at ``path`` into a roster; ``keep_dead`` keeps the dead fighters."""
    path = Path(path)
    document = gang_document(read_gang_file(path), str(path))
    return import_gang_data(document, str(path), keep_dead=keep_dead, default_name=path.stem)


def read_gang_file(path: Path) -> bytes:
    """The bytes of the file at ``path``, a FIFO, a folder or a huge file refused unopened or
    unread (``safe_read``), as a ``GangFileError``."""
    data, _stamp = read_file(path, max_bytes=MAX_FILE_BYTES, what=WHAT, error=GangFileError)
    return data


def gang_document(data: bytes, source: str) -> object:
    """A gang file's bytes as JSON, parsed once however often it is imported (with and without
    its dead); ``source`` names the file in messages."""
    return parse_text(text_of(data, source, GangFileError), source, GangFileError)


def import_gang_data(
    document: object, source: str, *, keep_dead: bool = False, default_name: str = ""
) -> ImportedGang:
    """The roster and report of a gang file's parsed JSON."""
    try:
        game = find_game(GAME)
    except ScenarioShapeError as error:
        raise GangFileError(source, f"cannot be imported: {error}") from None
    conversion = Conversion(game, source, keep_dead)
    roster_document = conversion.roster_document(document, default_name)
    try:
        roster = roster_from_data(roster_document, source)
    except RosterFileError as error:
        problem = f"cannot be imported: {error.problem}"
        raise GangFileError(source, problem, field=error.field) from None
    return ImportedGang(roster, conversion.report(roster.name))
