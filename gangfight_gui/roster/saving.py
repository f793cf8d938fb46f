"""A roster (or a battle or crew file's bytes) saved atomically, the previous file kept beside it,
refused when another program changed it since it was read."""

from __future__ import annotations

import hashlib
import json
import os
import stat
from pathlib import Path

from gangfight_gui.roster.atomic import write_atomic
from gangfight_gui.roster.file_errors import RosterChangedOnDisk, RosterReadOnly, RosterSaveError
from gangfight_gui.roster.file_format import FORMAT, VERSION, Document
from gangfight_gui.roster.file_reading import MAX_FILE_BYTES, FileStamp, os_reason, read_stamp
from gangfight_gui.roster.roster import Roster

BACKUP_SUFFIX = ".bak"


def roster_to_data(roster: Roster) -> Document:
    """The file's JSON object: marker, version and game first, then the roster's fields in order,
    and its entries as each holds its JSON already (``Entry.to_json``)."""
    data: Document = {"format": FORMAT, "version": VERSION}
    data.update(roster.own_json())
    data["models"] = [entry.to_json() for entry in roster.models]
    return data


def roster_to_json(roster: Roster) -> str:
    """The file's text: same roster, same bytes (fixed key order, indent 2, final newline)."""
    return json.dumps(roster_to_data(roster), indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def save_roster(
    roster: Roster,
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
        raise RosterSaveError(str(path), f"could not be saved: {os_reason(error)}") from error
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
