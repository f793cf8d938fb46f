"""Entries on the clipboard, so they can be copied from one roster and pasted into another of
its game."""

from __future__ import annotations

import itertools
from collections.abc import Collection, Sequence

from PySide6.QtCore import QMimeData
from PySide6.QtGui import QGuiApplication

from gangfight_gui.roster.files import RosterFileError, roster_from_json, roster_to_json
from gangfight_gui.roster.roster import Entry, Roster, new_roster

MODELS_MIME_TYPE = "application/x-gangfight-roster+json"
"""Our own type for a roster file's JSON of the copied entries; the same JSON goes as plain text,
so it pastes into a text editor as a roster file, and a roster file's text pastes back."""

_LONGEST_BASE = 190
"""Leaves room for a number within the 200 characters a name may have."""


def entries_to_mime(game: str, entries: Sequence[Entry]) -> QMimeData:
    """The clipboard content for ``entries`` of ``game``: our MIME type plus the same JSON as
    text."""
    copied = new_roster(game, "Copied entries").with_models(entries)
    text = roster_to_json(copied)
    mime = QMimeData()
    mime.setData(MODELS_MIME_TYPE, text.encode("utf-8"))
    mime.setText(text)
    return mime


def release_clipboard() -> None:
    """Before Qt shuts down, leave the clipboard a copy that Qt itself made.

    A QMimeData made in Python and still on the clipboard when the application is destroyed
    crashes PySide6 (6.10 and 6.11 at least) at exit. ``setText`` makes Qt's own copy; the text
    is the same roster JSON, which ``roster_from_mime`` still pastes back as entries.
    """
    if QGuiApplication.instance() is None:
        return
    clipboard = QGuiApplication.clipboard()
    mime = clipboard.mimeData()
    if mime is not None and mime.hasFormat(MODELS_MIME_TYPE):
        clipboard.setText(mime.text())


def roster_from_mime(mime: QMimeData | None) -> Roster | None:
    """The roster of entries on the clipboard; None when it holds something else (or a broken
    roster)."""
    if mime is None:
        return None
    if mime.hasFormat(MODELS_MIME_TYPE):
        text = bytes(mime.data(MODELS_MIME_TYPE).data()).decode("utf-8", errors="replace")
    elif mime.hasText():
        text = mime.text()
    else:
        return None
    try:
        return roster_from_json(text, "clipboard")
    except RosterFileError:
        return None


def entries_from_mime(mime: QMimeData | None, game: str) -> tuple[Entry, ...]:
    """The entries on the clipboard that may be pasted into a roster of ``game``: none when they
    are of another game."""
    copied = roster_from_mime(mime)
    return copied.models if copied is not None and copied.game == game else ()


def unique_name(name: str, taken: Collection[str]) -> str:
    """``name``, or ``name 2``, ``name 3``… whichever is free: entries are found by name."""
    if name not in taken:
        return name
    head, _, tail = name.rpartition(" ")
    base = (head if head and tail.isdigit() else name)[:_LONGEST_BASE]
    names = (f"{base} {number}" for number in itertools.count(2))
    return next(free for free in names if free not in taken)


def renamed_for(entries: Sequence[Entry], roster: Roster) -> list[Entry]:
    """``entries`` with names changed where they would clash with the roster's or each other's."""
    taken = {m.name for m in roster.models}
    result = []
    for entry in entries:
        name = unique_name(entry.name, taken)
        taken.add(name)
        if name != entry.name:
            entry = entry.with_value("name", name)
        result.append(entry)
    return result
