"""Printing a roster's cards from the GUI: a print preview, or a PDF file, drawn by
``cards.render`` as ``gangfight cards`` draws them."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QFileDialog, QWidget

from gangfight_gui.cards.fonts import CardFontError, load_card_fonts
from gangfight_gui.cards.layout import CardOdds, OddsAgainst, work_out_odds
from gangfight_gui.cards.render import cards_pdf_bytes, render_cards
from gangfight_gui.gui.common import plain_text
from gangfight_gui.gui.common.background import in_background
from gangfight_gui.gui.common.paper import add_paper_choice, default_page_size
from gangfight_gui.roster.atomic import write_atomic
from gangfight_gui.roster.files import AnyRoster

PDF_FILTER = "PDF documents (*.pdf)"
PROGRESS_DELAY_MS = 300
"""The progress dialogs show only for work taking longer than this (a gang's cards and odds are
instant)."""


def worked_out_odds(
    roster: AnyRoster, odds: OddsAgainst, parent: QWidget | None = None
) -> CardOdds | None:
    """``roster``'s card odds against ``odds``, worked out on a worker thread behind a progress
    dialog with Cancel; None when the player cancels, or when they cannot be worked out (the
    limit: a dialog says why)."""
    found, error = in_background(
        "card_odds",
        "Card odds",
        f"Working out the odds of {roster.name}'s cards against {odds.against_name}…",
        lambda progress: work_out_odds(roster, odds, progress),
        parent,
        delay_ms=PROGRESS_DELAY_MS,
    )
    if error is not None:
        plain_text.critical(parent, "Cannot work out the card odds", error)
    return found if isinstance(found, CardOdds) else None


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
    plain_text.accepted(CardPreviewDialog(roster, parent, odds))


def export_cards_pdf(
    roster: AnyRoster,
    parent: QWidget | None = None,
    folder: Path | None = None,
    odds: CardOdds | None = None,
) -> Path | None:
    """Ask where to write the cards as a PDF and write them; the path, or None if cancelled.

    The cards are drawn on a worker thread behind a progress dialog with Cancel (hundreds of
    cards take seconds), then written atomically: a cancelled export leaves no file, and the old
    one, if any, as it was. A failure is shown in a message box naming the file and the reason.
    """
    start = str((folder or Path.home()) / suggested_pdf_name(roster))
    chosen, _filter = QFileDialog.getSaveFileName(parent, "Export Cards as PDF", start, PDF_FILTER)
    if not chosen:
        return None
    path = Path(chosen)
    if path.suffix.lower() != ".pdf":
        path = path.with_name(path.name + ".pdf")
    try:
        load_card_fonts()  # Qt's font database is the GUI thread's: filled before the worker paints
    except CardFontError as error:
        plain_text.critical(parent, "Cannot export cards", str(error))
        return None
    page_size = default_page_size()
    drawn, refusal = in_background(
        "card_export",
        "Export cards",
        f"Drawing the cards of {roster.name}…",
        lambda progress: cards_pdf_bytes(roster, page_size, odds, progress),
        parent,
        delay_ms=PROGRESS_DELAY_MS,
    )
    if refusal is not None:
        plain_text.critical(parent, "Cannot export cards", f"{path}: {refusal}")
    if not isinstance(drawn, tuple):  # cancelled (or refused): nothing written
        return None
    data, _pages = drawn
    try:
        write_atomic(path, data)  # here, not in the worker: a Cancel always leaves no file
    except OSError as error:
        plain_text.critical(parent, "Cannot export cards", f"{path}: {error}")
        return None
    return path
