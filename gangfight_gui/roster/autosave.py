"""Autosaves of unsaved edits, so a crash or a power cut costs a player at most a few seconds."""

from __future__ import annotations

import contextlib
import json
import os
import re
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gangfight_gui import paths
from gangfight_gui.roster.atomic import write_atomic
from gangfight_gui.roster.files import (
    AnyRoster,
    RosterFileError,
    roster_from_data,
    roster_to_data,
)
from gangfight_gui.roster.roster import Roster
from gangfight_gui.roster.safe_read import read_regular_file

if TYPE_CHECKING:  # the battle modules load with the first battle or autosave read, not with
    # the first roster a document opens (``new_document_id``): a tenth of opening it at start
    from gangfight_gui.roster.night.battle import Battle

AUTOSAVE_FORMAT = "gangfight-autosave"
AUTOSAVE_VERSION = 1
_SUFFIX = ".json"
_DOCUMENT_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


@dataclass(frozen=True, slots=True)
class Autosave:
    """A leftover autosave: the roster it holds, or why it cannot be read."""

    document_id: str
    path: Path
    """The autosave file itself."""
    source_path: Path | None
    """The roster file the unsaved edits belong to; None for a roster never saved."""
    saved_at: datetime | None
    roster: AnyRoster | None
    error: str | None = None
    """Why the autosave cannot be read (then ``roster`` is None): show it, offer to discard."""
    battle: Battle | None = None
    """The battle it holds, for a battle's autosave (then ``roster`` is None)."""
    is_battle: bool = False
    """A battle's autosave, readable or not (``list_autosaves(battles=True)`` lists these)."""


def new_document_id() -> str:
    return uuid.uuid4().hex


def autosave_dir() -> Path:
    folder = paths.state_dir() / paths.AUTOSAVE_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def autosave_path(document_id: str) -> Path:
    """The one autosave file of the open document ``document_id`` (``new_document_id``)."""
    if not _DOCUMENT_ID.fullmatch(document_id):
        raise ValueError(f"not a document id: {document_id!r}")
    return autosave_dir() / f"{document_id}{_SUFFIX}"


def write_autosave(
    document_id: str, content: AnyRoster | Battle, *, source_path: Path | None = None
) -> Path:
    """Save a roster's or a battle's unsaved state atomically; an older autosave of it is
    replaced. It is kept in its own file's format, so an older version's autosave still opens
    (``files.MIGRATIONS``)."""
    path = autosave_path(document_id)
    if isinstance(content, Roster):
        kept = {"roster": roster_to_data(content)}
    else:
        from gangfight_gui.roster.night.battle_file import battle_to_data

        kept = {"battle": battle_to_data(content)}
    document = {
        "format": AUTOSAVE_FORMAT,
        "version": AUTOSAVE_VERSION,
        "document_id": document_id,
        "source_path": str(source_path) if source_path is not None else None,
        "saved_at": datetime.now(UTC).isoformat(),
        **kept,
    }
    write_atomic(path, (json.dumps(document, indent=1, ensure_ascii=False) + "\n").encode("utf-8"))
    return path


def discard_autosave(document_id: str) -> None:
    """Forget the autosave after a save or a clean close (nothing happens if there is none)."""
    with contextlib.suppress(FileNotFoundError):
        os.unlink(autosave_path(document_id))


def list_autosaves(*, exclude: Iterable[str] = (), battles: bool = False) -> list[Autosave]:
    """Autosaves of rosters left behind (of battles, with ``battles``), newest first;
    ``exclude`` the ids of documents open right now.

    An unreadable autosave is listed with its ``error`` rather than skipped, so the player
    decides what happens to it (with the rosters, unless it is known to be a battle's).
    """
    skipped = set(exclude)
    found = []
    for path in autosave_dir().glob(f"*{_SUFFIX}"):
        document_id = path.name.removesuffix(_SUFFIX)
        if _DOCUMENT_ID.fullmatch(document_id) and document_id not in skipped:
            autosave = read_autosave(path)
            if autosave.is_battle == battles:
                found.append(autosave)
    oldest = datetime.min.replace(tzinfo=UTC)
    return sorted(found, key=lambda autosave: autosave.saved_at or oldest, reverse=True)


def read_autosave(path: Path) -> Autosave:
    """The autosave at ``path``; never raises for a damaged file (see ``Autosave.error``)."""
    from gangfight_gui.roster.night.battle_file import MAX_BATTLE_BYTES, battle_from_data

    document_id = path.name.removesuffix(_SUFFIX)
    is_battle = False
    try:
        data, _status = read_regular_file(path, 2 * MAX_BATTLE_BYTES, what="an autosave")
        document = json.loads(data.decode("utf-8"))
        if not isinstance(document, dict) or document.get("format") != AUTOSAVE_FORMAT:
            raise ValueError("not an autosave file")
        if document.get("version") != AUTOSAVE_VERSION:
            raise ValueError(f"autosave version {document.get('version')!r} is not known")
        is_battle = "battle" in document
        battle: Battle | None = None
        roster: AnyRoster | None = None
        if is_battle:
            battle = battle_from_data(document["battle"], str(path))
        else:
            roster = roster_from_data(document.get("roster"), str(path))
    except (OSError, ValueError, RecursionError) as error:  # RosterFileError is a ValueError
        message = str(error) if isinstance(error, RosterFileError) else f"{path}: {error}"
        return Autosave(document_id, path, None, _mtime(path), None, message, is_battle=is_battle)
    return Autosave(
        document_id,
        path,
        _optional_path(document.get("source_path")),
        _timestamp(document.get("saved_at")) or _mtime(path),
        roster,
        battle=battle,
        is_battle=is_battle,
    )


def _optional_path(value: Any) -> Path | None:
    return Path(value) if isinstance(value, str) and value else None


def _timestamp(value: Any) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _mtime(path: Path) -> datetime | None:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except OSError:
        return None
