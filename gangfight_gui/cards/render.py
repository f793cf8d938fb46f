"""Put a roster's cards on pages: any paged Qt device (a QPrinter from the GUI), or a PDF file."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF
from PySide6.QtGui import QPagedPaintDevice, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtPrintSupport import QPrinter

import gangfight_gui
from gangfight_gui.cards import layout
from gangfight_gui.cards.card_painter import CardPainter
from gangfight_gui.cards.qtapp import ensure_gui_application
from gangfight_gui.roster.atomic import write_atomic
from gangfight_gui.roster.files import AnyRoster

PDF_RESOLUTION = 1200
"""Dots per inch of the PDF's coordinate grid: fine enough that nothing visibly snaps."""


def begin(
    device: QPagedPaintDevice,
    page_size: str,
    orientation: QPageLayout.Orientation = QPageLayout.Orientation.Portrait,
) -> QPainter:
    """A painter on ``device`` set to ``page_size`` paper with no margins (the layout keeps its
    own); an OSError when the device cannot be drawn on."""
    device.setPageSize(QPageSize(layout.PAGE_SIZES[page_size]))
    device.setPageOrientation(orientation)
    if isinstance(device, QPrinter):
        # A real printer refuses margins below its hardware minimum; full-page mode still puts the
        # painter's origin at the paper's corner, which is all the layout needs.
        device.setFullPage(True)
    else:
        device.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("cannot start drawing on the output device")
    return painter


Progress = Callable[[int, int], bool]
"""Told ``(pages drawn, pages in all)`` before each page; False stops the drawing there."""


def render_cards(
    device: QPagedPaintDevice,
    roster: AnyRoster,
    *,
    page_size: str = "A4",
    odds: layout.CardOdds | None = None,
    progress: Progress | None = None,
) -> int:
    """Draw every entry's card on ``device`` (a QPdfWriter, QPrinter…); return the page count.
    ``odds`` are worked out beforehand (``layout.work_out_odds``, off the GUI thread in the
    window). ``progress`` hears of each page (the window's export runs this off the GUI thread
    and cancels through it: the pages drawn so far are then not a whole set of cards).

    Needs a running QGuiApplication (see ``qtapp.ensure_gui_application``). An empty roster
    prints one page saying so, since a paged device cannot end with no page at all.
    """
    grid = layout.page_grid(page_size)  # raises ValueError for an unknown size
    cards = layout.roster_cards(roster, odds)
    painter = begin(device, page_size)
    try:
        px_per_mm = device.logicalDpiX() / 25.4
        offset = device.pageLayout().paintRect(QPageLayout.Unit.Millimeter).topLeft()
        painter.translate(-offset.x() * px_per_mm, -offset.y() * px_per_mm)
        card_painter = CardPainter(painter, px_per_mm)
        pages = grid.pages_for(len(cards))
        for page in range(pages):
            if progress is not None and not progress(page, pages):
                break
            if page and not device.newPage():
                raise OSError("cannot start a new page on the output device")
            for mark in grid.cut_marks:
                card_painter.cut_line(mark.x1, mark.y1, mark.x2, mark.y2)
            chunk = cards[page * grid.per_page : (page + 1) * grid.per_page]
            for slot, card in zip(grid.slots, chunk, strict=False):
                card_painter.draw(card, slot)
        if not cards:
            noun = layout.noun_of(roster, 0)
            message = f"{layout.single_line(roster.name) or 'This roster'} has no {noun} yet."
            first = grid.slots[0]
            card_painter.notice(
                message, layout.Rect(first.x, first.y, grid.width - 2 * first.x, 12)
            )
    finally:
        painter.end()
    return pages


def cards_pdf_bytes(
    roster: AnyRoster,
    page_size: str = "A4",
    odds: layout.CardOdds | None = None,
    progress: Progress | None = None,
) -> tuple[bytes, int]:
    """The roster's cards as PDF bytes, and the page count; fonts embedded, title set.

    Runs on any thread once the fonts are loaded (``fonts.load_card_fonts``, in the GUI thread):
    painting on a QPdfWriter needs no widget."""
    title = layout.single_line(roster.name) or "Roster"
    return pdf_bytes(
        f"{title} – cards",
        lambda writer: render_cards(
            writer, roster, page_size=page_size, odds=odds, progress=progress
        ),
    )


def pdf_bytes(
    title: str, paint: Callable[[QPdfWriter], int], resolution: int = PDF_RESOLUTION
) -> tuple[bytes, int]:
    """What ``paint`` draws on a PDF writer, as PDF bytes, and the page count it returns; the
    document titled ``title``, this program named as its creator (cards, the crew sheet, the
    matrix)."""
    ensure_gui_application()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(resolution)
    writer.setTitle(title)
    writer.setCreator(f"{gangfight_gui.APP_NAME} {gangfight_gui.__version__}")
    pages = paint(writer)
    del writer
    data = bytes(buffer.data().data())
    buffer.close()
    return data, pages


def write_cards_pdf(
    roster: AnyRoster,
    path: str | os.PathLike[str],
    page_size: str = "A4",
    odds: layout.CardOdds | None = None,
) -> int:
    """Write the roster's cards to the PDF ``path`` atomically; return the page count.

    Raises OSError if the file cannot be written (the old file, if any, is then untouched) and
    ValueError for an unknown page size.
    """
    data, pages = cards_pdf_bytes(roster, page_size, odds)
    write_atomic(Path(path), data)
    return pages
