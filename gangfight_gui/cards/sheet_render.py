"""Draw a crew sheet (``crew_sheet.py``) on one landscape page: a PDF, or any paged device."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtGui import QFont, QPagedPaintDevice, QPageLayout, QPainter

from gangfight_gui.cards import render
from gangfight_gui.cards.card_painter import (
    ACCENT,
    ALIGN_CENTER,
    INK,
    MUTED,
    RULE,
    TINT,
    PaperPainter,
)
from gangfight_gui.cards.crew_sheet import CrewSheet, SheetLine
from gangfight_gui.cards.fonts import card_font
from gangfight_gui.cards.layout import Rect, page_size_mm
from gangfight_gui.roster.atomic import write_atomic

MARGIN_MM = 10.0
TITLE_MM = 9.0
LEGEND_MM = 6.0
HEADER_ROW_MM = 11.0
HEADER_COLUMN_MM = 42.0
MAX_CELL_HEIGHT_MM = 22.0


def render_sheet(device: QPagedPaintDevice, sheet: CrewSheet, *, page_size: str = "A4") -> int:
    """Draw ``sheet`` on ``device``, one landscape page; return 1 (the page count)."""
    height, width = page_size_mm(page_size)  # landscape: portrait's sides swapped
    painter = render.begin(device, page_size, QPageLayout.Orientation.Landscape)
    try:
        _SheetPainter(painter, device.logicalDpiX() / 25.4, width, height).draw(sheet)
    finally:
        painter.end()
    return 1


class _SheetPainter(PaperPainter):
    def __init__(self, painter: QPainter, px_per_mm: float, width: float, height: float) -> None:
        super().__init__(painter, px_per_mm)
        self.width = width
        self.height = height

    def draw(self, sheet: CrewSheet) -> None:
        left, top = MARGIN_MM, MARGIN_MM
        inner = self.width - 2 * MARGIN_MM
        self._text(
            Rect(left, top, inner, TITLE_MM), sheet.title, card_font(14.0, bold=True), ACCENT
        )
        legend = f"{sheet.game}. {sheet.legend}"
        self._text(Rect(left, top + TITLE_MM, inner, LEGEND_MM), legend, card_font(7.0), MUTED)
        grid_top = top + TITLE_MM + LEGEND_MM + 2.0
        rows, columns = len(sheet.mine), len(sheet.theirs)
        cell_w = (inner - HEADER_COLUMN_MM) / columns
        room = self.height - MARGIN_MM - grid_top - HEADER_ROW_MM
        cell_h = min(MAX_CELL_HEIGHT_MM, room / rows)
        size = max(5.0, min(8.0, cell_h * 0.9, cell_w / 4.0))
        figure_font, choice_font = card_font(size, bold=True), card_font(size * 0.8)
        head_font = card_font(min(8.0, size + 0.5), bold=True)
        # Header row (theirs) and column (mine), tinted.
        self._fill(Rect(left, grid_top, inner, HEADER_ROW_MM), TINT)
        self._fill(Rect(left, grid_top + HEADER_ROW_MM, HEADER_COLUMN_MM, rows * cell_h), TINT)
        for c, name in enumerate(sheet.theirs):
            x = left + HEADER_COLUMN_MM + c * cell_w
            head = Rect(x + 1, grid_top, cell_w - 2, HEADER_ROW_MM)
            self._text(head, name, head_font, INK, ALIGN_CENTER)
        for r, name in enumerate(sheet.mine):
            y = grid_top + HEADER_ROW_MM + r * cell_h
            self._text(Rect(left + 1.5, y, HEADER_COLUMN_MM - 3, cell_h), name, head_font, INK)
        for r, row in enumerate(sheet.cells):
            y = grid_top + HEADER_ROW_MM + r * cell_h
            for c, cell in enumerate(row):
                x = left + HEADER_COLUMN_MM + c * cell_w
                half = cell_h / 2
                self._way("→", cell.mine, Rect(x, y, cell_w, half), figure_font, choice_font)
                self._way(
                    "←", cell.theirs, Rect(x, y + half, cell_w, half), figure_font, choice_font
                )
        # The grid's rules.
        bottom = grid_top + HEADER_ROW_MM + rows * cell_h
        for r in range(rows + 1):
            y = grid_top + HEADER_ROW_MM + r * cell_h
            self._line(left, y, left + inner, y, RULE, 0.2)
        for c in range(columns + 1):
            x = left + HEADER_COLUMN_MM + c * cell_w
            self._line(x, grid_top, x, bottom, RULE, 0.2)

    def _way(
        self, arrow: str, line: SheetLine, cell: Rect, figure_font: QFont, choice_font: QFont
    ) -> None:
        """One direction of a cell: the figure, then what the attack fights with if it fits."""
        pad = 1.0
        figure = f"{arrow} {line.text}"
        figure_w = self._width(figure + "  ", figure_font)
        shown = Rect(cell.x + pad, cell.y, cell.width - 2 * pad, cell.height)
        self._text(shown, figure, figure_font, INK if arrow == "→" else MUTED)
        rest = cell.width - 2 * pad - figure_w
        if rest > 3:
            self._text(
                Rect(cell.x + pad + figure_w, cell.y, rest, cell.height),
                line.choice,
                choice_font,
                MUTED,
            )


def sheet_pdf_bytes(sheet: CrewSheet, page_size: str = "A4") -> bytes:
    data, _pages = render.pdf_bytes(
        f"{sheet.title} – crew sheet",
        lambda writer: render_sheet(writer, sheet, page_size=page_size),
    )
    return data


def write_sheet_pdf(sheet: CrewSheet, path: str | os.PathLike[str], page_size: str = "A4") -> int:
    """Write the sheet to the PDF ``path`` atomically (the old file untouched on failure)."""
    write_atomic(Path(path), sheet_pdf_bytes(sheet, page_size))
    return 1
