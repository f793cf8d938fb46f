"""The matrix on paper: print preview and PDF, landscape, driving a printer or a PDF writer
through the pages ``print_page.MatrixPage`` lays out."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPagedPaintDevice, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QWidget

from gangfight_gui.cards.layout import PAGE_SIZES
from gangfight_gui.cards.render import pdf_bytes
from gangfight_gui.gui.common.paper import add_paper_choice, default_page_size
from gangfight_gui.gui.matchups.print_page import MatrixPage, page_blocks
from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.roster.atomic import write_atomic

MARGIN_MM = 10.0


__all__ = ["MatrixPreviewDialog", "default_page_size", "matrix_pdf_bytes", "write_matrix_pdf"]


def paint_matrix(device: QPagedPaintDevice, result: MatrixResult) -> int:
    """Paint every page of the matrix on ``device`` (a printer or PDF writer); the page count."""
    px_per_mm = device.logicalDpiY() / 25.4
    area = device.pageLayout().paintRectPixels(device.logicalDpiY())
    painter = QPainter(device)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        width, height = area.width() / px_per_mm, area.height() / px_per_mm
        page = MatrixPage(painter, px_per_mm, width, height, result)
        blocks = page_blocks(result, page.rows_per_page(), page.columns_per_page())
        for number, (rows, columns) in enumerate(blocks, start=1):
            if number > 1:
                device.newPage()
            page.paint(rows, columns, number, len(blocks))
    finally:
        painter.end()
    return len(blocks)


def landscape_layout(page_size: str) -> QPageLayout:
    return QPageLayout(
        QPageSize(PAGE_SIZES[page_size]),
        QPageLayout.Orientation.Landscape,
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
        QPageLayout.Unit.Millimeter,
    )


def matrix_pdf_bytes(result: MatrixResult, page_size: str = "A4") -> bytes:
    def paint(writer: QPdfWriter) -> int:
        writer.setPageLayout(landscape_layout(page_size))
        return paint_matrix(writer, result)

    return pdf_bytes(result.title, paint, resolution=600)[0]


def write_matrix_pdf(path: Path, result: MatrixResult, page_size: str = "A4") -> None:
    """Rendered in memory and written atomically: a failed export leaves no half-written PDF."""
    write_atomic(path, matrix_pdf_bytes(result, page_size))


class MatrixPreviewDialog(QPrintPreviewDialog):
    """A print preview of a matrix, landscape; it keeps its own printer (Qt only borrows it)."""

    def __init__(
        self,
        result: MatrixResult,
        page_size: str,
        parent: QWidget | None = None,
    ) -> None:
        self._printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        self._printer.setPageLayout(landscape_layout(page_size))
        title = result.title
        self._printer.setDocName(title)
        super().__init__(self._printer, parent)
        self.setObjectName("matrix_print_preview")
        self.setWindowTitle(f"Print {title}")
        self._matrix = result
        self.paper_combo = add_paper_choice(self, page_size, self._on_paper_chosen)
        self.paintRequested.connect(self._on_self_paint_requested)

    def _on_paper_chosen(self, size: str) -> None:
        self._printer.setPageLayout(landscape_layout(size))

    def _on_self_paint_requested(self, printer: QPrinter) -> None:
        paint_matrix(printer, self._matrix)
