"""Printing a roster's cards from the GUI: a print preview, or a PDF file.

Both draw with ``cards.render``, the same code as ``gangfight cards``, so the preview, the printout
and the CLI's PDF are the same cards. Paper defaults to Letter where the locale measures in inches
(the US) and to A4 elsewhere.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QLocale
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QFileDialog, QWidget

from gangfight_gui.cards.layout import CardOdds
from gangfight_gui.cards.render import render_cards, write_cards_pdf
from gangfight_gui.gui.common import plain_text
from gangfight_gui.gui.common.paper import add_paper_choice
from gangfight_gui.roster.files import AnyRoster

PDF_FILTER = "PDF documents (*.pdf)"


def default_page_size(locale: QLocale | None = None) -> str:
    """ "Letter" in the US (and others measuring in inches), "A4" everywhere else."""
    system = (locale or QLocale()).measurementSystem()
    return "Letter" if system == QLocale.MeasurementSystem.ImperialUSSystem else "A4"


def suggested_pdf_name(roster: AnyRoster) -> str:
    """A file name from the roster's name: "Orc Braves" gives "Orc Braves cards.pdf"."""
    stem = re.sub(r'[\\/:*?"<>|\x00-\x1f\s]+', " ", roster.name).strip() or "roster"
    return f"{stem} cards.pdf"


class CardPreviewDialog(QPrintPreviewDialog):
    """A print preview that draws a roster's cards whenever it (re)paints.

    It keeps its printer: Qt's dialog only borrows the one it is given.
    """

    def __init__(
        self, roster: AnyRoster, parent: QWidget | None = None, odds: CardOdds | None = None
    ) -> None:
        self._card_printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        self._card_printer.setDocName(f"{roster.name} cards")
        super().__init__(self._card_printer, parent)
        self.setObjectName("print_preview_dialog")
        against = f", odds against {odds.against_name}" if odds is not None else ""
        self.setWindowTitle(f"Print cards of {roster.name}{against}")
        self.roster = roster
        self.odds = odds
        self.page_size = default_page_size()
        self.paper_combo = add_paper_choice(self, self.page_size, self._on_paper_chosen)
        self.paintRequested.connect(self._on_paint_requested)

    def _on_paper_chosen(self, size: str) -> None:
        self.page_size = size

    def _on_paint_requested(self, printer: QPrinter) -> None:
        render_cards(printer, self.roster, page_size=self.page_size, odds=self.odds)


def preview_cards(
    roster: AnyRoster, parent: QWidget | None = None, odds: CardOdds | None = None
) -> None:
    """Show the print preview of ``roster``'s cards; the player prints from it."""
    dialog = CardPreviewDialog(roster, parent, odds)
    try:
        dialog.exec()
    finally:
        dialog.deleteLater()


def export_cards_pdf(
    roster: AnyRoster,
    parent: QWidget | None = None,
    folder: Path | None = None,
    odds: CardOdds | None = None,
) -> Path | None:
    """Ask where to write the cards as a PDF and write them; the path, or None if cancelled.

    A failure is shown in a message box naming the file and the reason.
    """
    start = str((folder or Path.home()) / suggested_pdf_name(roster))
    chosen, _filter = QFileDialog.getSaveFileName(parent, "Export Cards as PDF", start, PDF_FILTER)
    if not chosen:
        return None
    path = Path(chosen)
    if path.suffix.lower() != ".pdf":
        path = path.with_name(path.name + ".pdf")
    try:
        write_cards_pdf(roster, path, default_page_size(), odds)
    except (OSError, ValueError) as error:
        plain_text.critical(parent, "Cannot export cards", f"{path}: {error}")
        return None
    return path
