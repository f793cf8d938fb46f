"""The questions a roster's file may ask: save over a read-only file, or over one changed on
disk since it was read; recover the autosaves a crash left behind, at the start."""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from gangfight_gui.gui.common import plain_text

if TYPE_CHECKING:
    # Loaded when asked: the autosaves and the roster files (and their pydantic schemas).
    from datetime import datetime

    from gangfight_gui.gui.roster.document import RosterDocument
    from gangfight_gui.roster.autosave import Autosave
    from gangfight_gui.roster.files import RosterChangedOnDisk, RosterReadOnly


def ask_overwrite_read_only(parent: QWidget | None, error: RosterReadOnly) -> bool:
    """Whether to save over a read-only file anyway (it stays read-only), as editors ask."""
    from PySide6.QtWidgets import QMessageBox  # made when a box is asked for

    box = plain_text.plain_box(
        QMessageBox.Icon.Warning,
        parent,
        "Read-only roster",
        f"{error.source} is read-only.",
        QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Cancel,
    )
    box.setInformativeText(
        "Someone (perhaps you) marked it so it is not changed by mistake. Save over it anyway? "
        "It stays read-only."
    )
    box.button(QMessageBox.StandardButton.Save).setText("Save Anyway")
    return plain_text.answer(box) == QMessageBox.StandardButton.Save


class DiskChoice(enum.Enum):
    OVERWRITE = "overwrite"
    SAVE_AS = "save_as"
    CANCEL = "cancel"


def ask_changed_on_disk(parent: QWidget | None, error: RosterChangedOnDisk) -> DiskChoice:
    """Ask what to do when the file changed since it was opened: overwrite, save as, or not."""
    from PySide6.QtWidgets import QMessageBox  # made when a box is asked for

    box = plain_text.plain_box(  # a file name is text
        QMessageBox.Icon.Warning,
        parent,
        "File changed on disk",
        f"{error.source} {error.problem}.",
        QMessageBox.StandardButton.Yes
        | QMessageBox.StandardButton.No
        | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.No,
    )
    box.setInformativeText(
        "Overwrite it with this roster (the other changes are lost), or save this roster "
        "under another name?"
    )
    box.button(QMessageBox.StandardButton.Yes).setText("Overwrite")
    box.button(QMessageBox.StandardButton.No).setText("Save As…")
    choices = {
        QMessageBox.StandardButton.Yes: DiskChoice.OVERWRITE,
        QMessageBox.StandardButton.No: DiskChoice.SAVE_AS,
    }
    return choices.get(plain_text.answer(box), DiskChoice.CANCEL)


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
    from PySide6.QtWidgets import QMessageBox

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
