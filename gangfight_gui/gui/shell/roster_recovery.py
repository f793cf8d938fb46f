"""Crash recovery of rosters: the autosaves a crash left behind, offered back at the start."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox, QWidget

from gangfight_gui.gui.common import plain_text

if TYPE_CHECKING:
    # Loaded when asked: the autosaves and the roster files (and their pydantic schemas).
    from datetime import datetime

    from gangfight_gui.gui.roster.document import RosterDocument
    from gangfight_gui.roster.autosave import Autosave


def _when(moment: datetime | None) -> str:
    return moment.astimezone().strftime("%Y-%m-%d %H:%M") if moment else "unknown time"


def _autosave_line(autosave: Autosave) -> str:
    if autosave.roster is None:
        return f"• unreadable autosave ({autosave.error})"
    source = autosave.source_path.name if autosave.source_path else "never saved"
    return f"• {autosave.roster.name} ({source}), {_when(autosave.saved_at)}"


def ask_recovery(parent: QWidget, open_keys: list[str]) -> list[RosterDocument]:
    """Offer the autosaves a crash left behind (not those of the rosters open, by their keys);
    the documents of those the player recovers, marked unsaved, for the caller to open."""
    from gangfight_gui.gui.roster.document import RosterDocument
    from gangfight_gui.roster.autosave import discard_autosave, list_autosaves
    from gangfight_gui.roster.files import read_stamp

    autosaves = list_autosaves(exclude=open_keys)
    if not autosaves:
        return []
    lines = "\n".join(_autosave_line(a) for a in autosaves)
    answer = plain_text.question(
        parent,
        "Recover unsaved rosters?",
        "Gangfight GUI closed without saving changes to:\n\n"
        f"{lines}\n\nRecover them now? Discard deletes them; Cancel asks again next time.",
        QMessageBox.StandardButton.Yes
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Yes,
    )
    if answer == QMessageBox.StandardButton.Discard:
        for autosave in autosaves:
            discard_autosave(autosave.document_id)
        return []
    if answer != QMessageBox.StandardButton.Yes:
        return []
    recovered = []
    for autosave in autosaves:
        if autosave.roster is None:
            continue
        source = autosave.source_path
        stamp = read_stamp(source) if source is not None else None
        document = RosterDocument(autosave.roster, source, stamp, key=autosave.document_id)
        document.mark_unsaved()
        recovered.append(document)
    return recovered
