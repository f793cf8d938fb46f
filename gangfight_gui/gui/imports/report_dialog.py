"""The import report after File › Import… (or a gang file dropped on the window)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout, QWidget

from gangfight_gui.gui.common.named_widgets import lay_out, named, text_label
from gangfight_gui.roster.imports.report import ImportReport

GUIDANCE = (
    "The gang is open as a new, untitled roster: Save asks where to keep it. Its problems list "
    "names every item whose profile is still to fill in and every field to check; select a "
    "fighter to fill them in."
)


class ImportReportDialog(QDialog):
    """One import's report, as plain text (names are the player's), with a Close button; shown,
    not run, so it stays open beside the roster, and the next import replaces it."""

    def __init__(self, report: ImportReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("import_report_dialog")
        self.setWindowTitle(f"Imported: {report.gang}")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.report = report

        guidance = text_label(self, "import_report_guidance", GUIDANCE)
        self.text = named(QPlainTextEdit(self), "import_report_text")
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text.setPlainText(report.text())
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        lay_out(QVBoxLayout(self), guidance, (self.text, 1), buttons)
        self.resize(640, 480)
