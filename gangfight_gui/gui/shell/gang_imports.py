"""File › Import Gang: a gang kept by another program (Yaktribe) read as a new, untitled roster,
and the import's report."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QWidget

from gangfight_gui.gui.shell.shortcuts import Act

if TYPE_CHECKING:
    # Loaded when first imported: the importer and its report's dialog.
    from gangfight_gui.gui.imports.report_dialog import ImportReportDialog
    from gangfight_gui.gui.roster.document import RosterDocument
    from gangfight_gui.roster.imports.report import ImportReport

GANG_FILTER = "Yaktribe gangs (*.json);;All files (*)"
IMPORT = Act(
    "import", "&Import Gang…", "Import a Necromunda gang from Yaktribe's JSON file as a new roster"
)


class GangImports(QObject):
    """The Import Gang action, and the report of the last import while it is open.

    Signals:
        status_message(str): something to tell the player in the status bar.
    """

    status_message = Signal(str)

    def __init__(
        self,
        window: QWidget,
        add_document: Callable[[RosterDocument], RosterDocument],
        start_folder: Callable[[], Path],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._add_document = add_document
        self._start_folder = start_folder
        self.import_action = IMPORT.make(window, self.import_dialog)
        self.import_report: ImportReportDialog | None = None
        """The report of the last import, while it is open."""

    def import_dialog(self) -> RosterDocument | None:
        """File › Import…: ask for a gang file, import it."""
        chosen, _filter = QFileDialog.getOpenFileName(
            self._window, "Import Gang from Yaktribe", str(self._start_folder()), GANG_FILTER
        )
        return self.import_path(Path(chosen)) if chosen else None

    def import_path(self, path: Path, data: bytes | None = None) -> RosterDocument | None:
        """Import the gang at ``path`` (``data``: its bytes, already read) as a new, untitled
        roster, and show the import's report; a file that cannot be imported is one dialog
        naming the problem, and nothing opens (``gui/imports/gang_import``)."""
        from gangfight_gui.gui.imports.gang_import import import_gang_file
        from gangfight_gui.gui.roster.document import RosterDocument

        imported = import_gang_file(self._window, path, data)
        if imported is None:
            return None
        document = self._add_document(RosterDocument(imported.roster))
        document.mark_unsaved()  # not on disk: closing asks, Save asks where
        self._show_import_report(imported.report)
        self.status_message.emit(
            f"Imported {imported.roster.name} from {path.name}; Save asks where to keep it"
        )
        return document

    def _show_import_report(self, report: ImportReport) -> None:
        from gangfight_gui.gui.imports.report_dialog import ImportReportDialog

        if self.import_report is not None:  # the next import's report replaces it
            self.import_report.destroyed.disconnect(self._on_import_report_destroyed)
            self.import_report.close()
        dialog = ImportReportDialog(report, self._window)
        dialog.destroyed.connect(self._on_import_report_destroyed)
        self.import_report = dialog
        dialog.show()

    def _on_import_report_destroyed(self) -> None:
        self.import_report = None
