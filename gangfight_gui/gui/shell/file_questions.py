"""The questions a roster's save may ask: save over a read-only file, or over one changed on
disk since it was read."""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox, QWidget

from gangfight_gui.gui.common import plain_text

if TYPE_CHECKING:
    from gangfight_gui.roster.files import RosterChangedOnDisk, RosterReadOnly


def ask_overwrite_read_only(parent: QWidget | None, error: RosterReadOnly) -> bool:
    """Whether to save over a read-only file anyway (it stays read-only), as editors ask."""
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
    answer = plain_text.answer(box)
    if answer == QMessageBox.StandardButton.Yes:
        return DiskChoice.OVERWRITE
    if answer == QMessageBox.StandardButton.No:
        return DiskChoice.SAVE_AS
    return DiskChoice.CANCEL
