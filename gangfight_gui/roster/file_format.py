"""The roster file's marker and version, and the migrations that open every older version."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from gangfight_gui.roster.file_errors import NewerRosterVersion, RosterFileError
from gangfight_gui.roster.file_reading import json_kind
from gangfight_gui.rules.game import DEFAULT_GAME

FORMAT = "gangfight-roster"
VERSION = 3
"""The version this code writes; files up to it open, newer ones are refused."""

Document = dict[str, Any]
Migration = Callable[[Any], Document]


def version_of(document: Any, source: str) -> int:
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
