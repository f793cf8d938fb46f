"""Draw a crew sheet (``crew_sheet.py``) on one landscape page: a PDF, or any paged device."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QPagedPaintDevice, QPageLayout, QPainter, QPen

from gangfight_gui.cards import render, text
from gangfight_gui.cards.card_painter import ACCENT, INK, MUTED, RULE, TINT
from gangfight_gui.cards.crew_sheet import CrewSheet, SheetLine
from gangfight_gui.cards.fonts import card_font
from gangfight_gui.cards.layout import page_size_mm
from gangfight_gui.roster.atomic import write_atomic

MARGIN_MM = 10.0
TITLE_MM = 9.0
LEGEND_MM = 6.0
HEADER_ROW_MM = 11.0
HEADER_COLUMN_MM = 42.0
MAX_CELL_HEIGHT_MM = 22.0

_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_CENTER = Qt.AlignmentFlag.AlignCenter


def render_sheet(device: QPagedPaintDevice, sheet: CrewSheet, *, page_size: str = "A4") -> int:
    """Draw ``sheet`` on ``device``, one landscape page; return 1 (the page count)."""
    height, width = page_size_mm(page_size)  # landscape: portrait's sides swapped
    painter = render.begin(device, page_size, QPageLayout.Orientation.Landscape)
    try:
        _SheetPainter(painter, device.logicalDpiX() / 25.4, width, height).draw(sheet)
    finally:
        painter.end()
    return 1


class _SheetPainter:
    def __init__(self, painter: QPainter, px_per_mm: float, width: float, height: float) -> None:
        self.painter = painter
        self.mm = px_per_mm
        self.width = width
        self.height = height

    def rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        return QRectF(x * self.mm, y * self.mm, w * self.mm, h * self.mm)

    def text(self, words: str, font: QFont, x: float, y: float, w: float, h: float,
             *, align: Qt.AlignmentFlag = _LEFT) -> None:  # fmt: skip
        device = self.painter.device()
        self.painter.setFont(font)
        shown = text.elide(words, font, device, w * self.mm)
        self.painter.drawText(self.rect(x, y, w, h), int(align), shown)

    def draw(self, sheet: CrewSheet) -> None:
        p = self.painter
        left, top = MARGIN_MM, MARGIN_MM
        inner = self.width - 2 * MARGIN_MM
        p.setPen(ACCENT)
        self.text(sheet.title, card_font(14.0, bold=True), left, top, inner, TITLE_MM)
        p.setPen(MUTED)
        legend = f"{sheet.game}. {sheet.legend}"
        self.text(legend, card_font(7.0), left, top + TITLE_MM, inner, LEGEND_MM)
        grid_top = top + TITLE_MM + LEGEND_MM + 2.0
        rows, columns = len(sheet.mine), len(sheet.theirs)
        cell_w = (inner - HEADER_COLUMN_MM) / columns
        room = self.height - MARGIN_MM - grid_top - HEADER_ROW_MM
        cell_h = min(MAX_CELL_HEIGHT_MM, room / rows)
        size = max(5.0, min(8.0, cell_h * 0.9, cell_w / 4.0))
        figure_font, choice_font = card_font(size, bold=True), card_font(size * 0.8)
        head_font = card_font(min(8.0, size + 0.5), bold=True)
        # Header row (theirs) and column (mine), tinted.
        p.fillRect(self.rect(left, grid_top, inner, HEADER_ROW_MM), TINT)
        p.fillRect(self.rect(left, grid_top + HEADER_ROW_MM, HEADER_COLUMN_MM, rows * cell_h), TINT)
        p.setPen(INK)
        for c, name in enumerate(sheet.theirs):
            x = left + HEADER_COLUMN_MM + c * cell_w
            self.text(name, head_font, x + 1, grid_top, cell_w - 2, HEADER_ROW_MM, align=_CENTER)
        for r, name in enumerate(sheet.mine):
            y = grid_top + HEADER_ROW_MM + r * cell_h
            self.text(name, head_font, left + 1.5, y, HEADER_COLUMN_MM - 3, cell_h)
        for r, row in enumerate(sheet.cells):
            y = grid_top + HEADER_ROW_MM + r * cell_h
            for c, cell in enumerate(row):
                x = left + HEADER_COLUMN_MM + c * cell_w
                half = cell_h / 2
                self._line("→", cell.mine, x, y, cell_w, half, figure_font, choice_font)
                self._line("←", cell.theirs, x, y + half, cell_w, half, figure_font, choice_font)
        # The grid's rules.
        p.setPen(QPen(RULE, 0.2 * self.mm))
        bottom = grid_top + HEADER_ROW_MM + rows * cell_h
        for r in range(rows + 1):
            y = grid_top + HEADER_ROW_MM + r * cell_h
            p.drawLine(
                self.rect(left, y, inner, 0).topLeft(), self.rect(left + inner, y, 0, 0).topLeft()
            )
        for c in range(columns + 1):
            x = left + HEADER_COLUMN_MM + c * cell_w
            p.drawLine(self.rect(x, grid_top, 0, 0).topLeft(), self.rect(x, bottom, 0, 0).topLeft())

    def _line(self, arrow: str, line: SheetLine, x: float, y: float, w: float, h: float,
              figure_font: QFont, choice_font: QFont) -> None:  # fmt: skip
        pad = 1.0
        figure = f"{arrow} {line.text}"
        device = self.painter.device()
        figure_w = text.text_width(figure + "  ", figure_font, device) / self.mm
        self.painter.setPen(INK if arrow == "→" else MUTED)
        self.text(figure, figure_font, x + pad, y, w - 2 * pad, h)
        self.painter.setPen(MUTED)
        rest = w - 2 * pad - figure_w
        if rest > 3:
            self.text(line.choice, choice_font, x + pad + figure_w, y, rest, h)


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
