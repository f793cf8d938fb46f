"""File › Import Gang… and a gang file dropped on the window: the questions asked."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget

from gangfight_gui.gui.common import plain_text
from gangfight_gui.roster.imports.report import LeftOut
from gangfight_gui.roster.imports.yaktribe import (
    ImportedGang,
    gang_document,
    import_gang_data,
    read_gang_file,
)
from gangfight_gui.roster.imports.yaktribe_values import GangFileError
from gangfight_gui.rules.engine.wording import count_of

NAMED = 8
"""Dead fighters the question names before "and N more"."""

Button = QMessageBox.StandardButton


def import_gang_file(parent: QWidget, path: Path, data: bytes | None = None) -> ImportedGang | None:
    """The gang at ``path`` (``data``: its bytes, if already read) as a roster and its report;
    None when it cannot be imported, after a dialog naming why."""
    try:
        source = str(path)
        document = gang_document(read_gang_file(path) if data is None else data, source)
        imported = import_gang_data(document, source, default_name=path.stem)
        if imported.report.left_out and keep_dead(parent, imported):
            imported = import_gang_data(document, source, keep_dead=True, default_name=path.stem)
    except GangFileError as error:
        plain_text.critical(parent, "Cannot import gang", str(error))
        return None
    return imported


def keep_dead(parent: QWidget, imported: ImportedGang) -> bool:
    """Ask whether to import the dead fighters too (marked dead); No by default."""
    dead = imported.report.left_out
    answer = plain_text.question(
        parent,
        "Import the dead?",
        f"{imported.roster.name} has {count_of(len(dead), 'dead fighter')}: {_names(dead)}.\n\n"
        "Import them too, marked dead? No leaves them out; the import's report names them.",
        Button.Yes | Button.No,
        Button.No,
    )
    return answer == Button.Yes


def _names(fighters: tuple[LeftOut, ...]) -> str:
    names = [fighter.name for fighter in fighters[:NAMED]]
    rest = len(fighters) - len(names)
    return ", ".join(names) + (f" and {rest} more" if rest else "")
