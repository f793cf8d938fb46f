"""Models on the clipboard, so they can be copied from one roster and pasted into another.

The clipboard holds a roster file's JSON of just the copied models, under our own MIME type and as
plain text: pasting into a text editor shows a valid roster file, and a roster file's text copied
from an editor pastes back as models.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import QMimeData
from PySide6.QtGui import QGuiApplication

from gangfight_gui.roster.files import RosterFileError, roster_from_json, roster_to_json
from gangfight_gui.roster.model_spec import ModelSpec
from gangfight_gui.roster.roster import Roster

MODELS_MIME_TYPE = "application/x-gangfight-roster+json"

_LONGEST_BASE = 190
"""Leaves room for a number within the 200 characters a name may have."""


def models_to_mime(models: Sequence[ModelSpec]) -> QMimeData:
    """The clipboard content for ``models``: our MIME type plus the same JSON as text."""
    text = roster_to_json(Roster(name="Copied models", models=tuple(models)))
    mime = QMimeData()
    mime.setData(MODELS_MIME_TYPE, text.encode("utf-8"))
    mime.setText(text)
    return mime


def release_clipboard() -> None:
    """Before Qt shuts down, leave the clipboard a copy that Qt itself made.

    A QMimeData made in Python and still on the clipboard when the application is destroyed
    crashes PySide6 (6.10 and 6.11 at least) at exit. ``setText`` makes Qt's own copy; the text
    is the same roster JSON, which ``models_from_mime`` still pastes back as models.
    """
    if QGuiApplication.instance() is None:
        return
    clipboard = QGuiApplication.clipboard()
    mime = clipboard.mimeData()
    if mime is not None and mime.hasFormat(MODELS_MIME_TYPE):
        clipboard.setText(mime.text())


def models_from_mime(mime: QMimeData | None) -> tuple[ModelSpec, ...]:
    """The models on the clipboard; none when it holds something else (or a broken roster)."""
    if mime is None:
        return ()
    if mime.hasFormat(MODELS_MIME_TYPE):
        text = bytes(mime.data(MODELS_MIME_TYPE).data()).decode("utf-8", errors="replace")
    elif mime.hasText():
        text = mime.text()
    else:
        return ()
    try:
        roster = roster_from_json(text, "clipboard")
    except RosterFileError:
        return ()
    # Models of another game are not pasted into a Gangfight roster.
    return roster.models if isinstance(roster, Roster) else ()


def unique_name(name: str, taken: Collection[str]) -> str:
    """``name``, or ``name 2``, ``name 3``… whichever is free: models are found by name."""
    if name not in taken:
        return name
    base = name
    head, _, tail = name.rpartition(" ")
    if head and tail.isdigit():
        base = head
    base = base[:_LONGEST_BASE]
    number = 2
    while f"{base} {number}" in taken:
        number += 1
    return f"{base} {number}"


def renamed_for(models: Sequence[ModelSpec], roster: Roster) -> list[ModelSpec]:
    """``models`` with names changed where they would clash with the roster's or each other's."""
    taken = {m.name for m in roster.models}
    result = []
    for model in models:
        name = unique_name(model.name, taken)
        taken.add(name)
        if name != model.name:
            model = ModelSpec.model_validate({**model.model_dump(), "name": name})
        result.append(model)
    return result
