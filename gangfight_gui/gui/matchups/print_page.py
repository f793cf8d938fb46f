"""One page of the printed matrix: its layout in millimetres and points, and its painting; a
matrix too big for a page is cut into blocks, printed down then across."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

import gangfight_gui
from gangfight_gui.cards import fonts, heat
from gangfight_gui.gui.common.elided import wrapped
from gangfight_gui.gui.matchups import legend, texts
from gangfight_gui.gui.matchups.controls import READING_NOTE
from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.rules.pairings import Pairing

CELL_MIN_MM = 22.0
CELL_MAX_MM = 55.0
ROW_HEADER_MAX_MM = 45.0
HEADER_LINES = 3
"""A column header wraps a target's name over at most this many lines."""
GRID = QColor(190, 190, 198)
INK = QColor(33, 33, 33)
MUTED = QColor(96, 96, 104)
FONTS = {
    "title": (14, True),
    "text": (8.5, False),
    "header": (7.5, True),
    "figures": (8.5, True),
    "small": (6.5, False),
}
"""The printout's type scale: points on paper, and whether bold."""


def print_font(point_size: float, *, bold: bool = False) -> QFont:
    """The cards' shipped typeface (the same PDF on every machine, embedded in it), or Qt's
    default family where a checkout lacks the fonts, which still prints rather than failing."""
    try:
        return fonts.card_font(point_size, bold=bold)
    except fonts.CardFontError:
        font = QFont()
        font.setPointSizeF(point_size)
        font.setBold(bold)
        return font


def chunks(count: int, size: int) -> list[range]:
    """``range(count)`` cut into consecutive blocks of at most ``size`` (at least one block)."""
    size = max(1, size)
    return [range(start, min(start + size, count)) for start in range(0, count, size)] or [range(0)]


def choice_note(cell: Pairing) -> str:
    """The small line under a cell's figure: what the best fight uses, or that there is none."""
    return cell.choice if cell.scenario is not None else "no fight"


class MatrixPage:
    """Draws one block of the matrix on the current page of a device, sized for its resolution
    so the preview and the PDF lay out alike.

    Every page repeats the title, the circumstances, the house rules and the legend, so a loose
    page still says what it shows; under each cell's figure the best choice, since paper has no
    tooltips."""

    def __init__(self, painter: QPainter, area: QRectF, result: MatrixResult) -> None:
        self.painter = painter
        self.area = area
        self.result = result
        dpi = painter.device().logicalDpiY()
        self.mm = dpi / 25.4
        self.fonts = {name: print_font(size, bold=bold) for name, (size, bold) in FONTS.items()}
        self.metrics = {
            name: QFontMetricsF(font, painter.device()) for name, font in self.fonts.items()
        }

        widest_name = max(
            (self.metrics["header"].horizontalAdvance(n) for n in result.attackers), default=0.0
        )
        self.row_header = min(widest_name + 3 * self.mm, ROW_HEADER_MAX_MM * self.mm)
        fit = self.metrics["figures"].horizontalAdvance("99.9%") + 3 * self.mm
        self.cell_min = max(CELL_MIN_MM * self.mm, fit)
        self.row_height = (
            self.metrics["figures"].height() + self.metrics["small"].height() + 2.2 * self.mm
        )
        self.column_header = self.metrics["header"].height() * HEADER_LINES + 2 * self.mm
        self.heading = self._heading_height()
        self.footer = self.metrics["small"].height() + 2 * self.mm

    # Capacity -------------------------------------------------------------------------------

    def columns_per_page(self) -> int:
        return max(1, math.floor((self.area.width() - self.row_header) / self.cell_min))

    def rows_per_page(self) -> int:
        free = self.area.height() - self.heading - self.column_header - self.footer
        return max(1, math.floor(free / self.row_height))

    def _heading_height(self) -> float:
        lines = self._heading_lines()
        return (
            self.metrics["title"].height() * 1.4
            + self.metrics["text"].height() * len(lines) * 1.15
            + legend.legend_height(self.fonts["text"], self.painter)
            + 3 * self.mm
        )

    def _heading_lines(self) -> list[str]:
        width = self.area.width()
        settings = "In every fight: " + "; ".join(self.result.settings)
        if any("*" in line for line in self.result.settings):
            settings += f". {READING_NOTE}."
        return [
            *wrapped(self.metrics["text"], texts.explanation(self.result), width, 2),
            *wrapped(self.metrics["text"], settings, width, 3),
        ]

    # Painting -------------------------------------------------------------------------------

    def paint(self, rows: range, columns: range, number: int, pages: int) -> None:
        p = self.painter
        y = self.area.top()
        p.setPen(INK)
        p.setFont(self.fonts["title"])
        title = f"{self.result.title} ({self.result.game_title})"
        p.drawText(
            QRectF(self.area.left(), y, self.area.width(), self.metrics["title"].height()),
            legend.LEFT,
            self.metrics["title"].elidedText(title, Qt.TextElideMode.ElideRight, self.area.width()),
        )
        y += self.metrics["title"].height() * 1.4
        p.setFont(self.fonts["text"])
        p.setPen(MUTED)
        for line in self._heading_lines():
            p.drawText(
                QRectF(self.area.left(), y, self.area.width(), self.metrics["text"].height()),
                0,
                line,
            )
            y += self.metrics["text"].height() * 1.15
        y += 1 * self.mm
        legend_h = legend.legend_height(self.fonts["text"], p)
        legend.paint_legend(
            p,
            QRectF(self.area.left(), y, self.area.width(), legend_h),
            self.result.scale,
            self.fonts["text"],
            text_colour=INK,
        )
        y += legend_h + 2 * self.mm
        self._paint_table(y, rows, columns)
        self._paint_footer(rows, columns, number, pages)

    def _cell_width(self, columns: range) -> float:
        free = (self.area.width() - self.row_header) / max(1, len(columns))
        return min(max(self.cell_min, free), max(self.cell_min, CELL_MAX_MM * self.mm))

    def _paint_table(self, y: float, rows: range, columns: range) -> None:
        p = self.painter
        x0 = self.area.left()
        width = self._cell_width(columns)
        thin = QPen(GRID, max(1.0, 0.2 * self.mm))
        p.setFont(self.fonts["header"])
        p.setPen(INK)
        names = {
            column: wrapped(
                self.metrics["header"],
                self.result.targets[column],
                width - 2 * self.mm,
                HEADER_LINES,
            )
            for column in columns
        }
        # As tall as the longest wrapped name on this page; rows_per_page reserved the most.
        header = max((len(n) for n in names.values()), default=1) * self.metrics["header"].height()
        for k, column in enumerate(columns):
            rect = QRectF(x0 + self.row_header + k * width, y, width, header)
            p.drawText(
                rect.adjusted(self.mm, 0, -self.mm, 0),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom),
                "\n".join(names[column]),
            )
        y += header + 1 * self.mm
        for row in rows:
            p.setFont(self.fonts["header"])
            p.setPen(INK)
            name = self.metrics["header"].elidedText(
                self.result.attackers[row], Qt.TextElideMode.ElideRight, self.row_header - self.mm
            )
            p.drawText(QRectF(x0, y, self.row_header - self.mm, self.row_height), legend.LEFT, name)
            for k, column in enumerate(columns):
                rect = QRectF(x0 + self.row_header + k * width, y, width, self.row_height)
                self._paint_cell(rect, self.result.cell(row, column), thin)
            y += self.row_height

    def _paint_cell(self, rect: QRectF, cell: Pairing, pen: QPen) -> None:
        p = self.painter
        background = self.result.scale.colour(cell.figure)
        p.setPen(pen)
        p.setBrush(background)
        p.drawRect(rect)
        ink = heat.text_colour(background) if cell.figure is not None else MUTED
        p.setPen(ink)
        inner = rect.adjusted(self.mm, 0.8 * self.mm, -self.mm, -0.8 * self.mm)
        split = inner.top() + self.metrics["figures"].height() + 0.3 * self.mm
        p.setFont(self.fonts["figures"])
        figure = QRectF(inner.left(), inner.top(), inner.width(), split - inner.top())
        p.drawText(figure, legend.CENTRE, texts.cell_text(cell))
        p.setFont(self.fonts["small"])
        note = self.metrics["small"].elidedText(
            choice_note(cell), Qt.TextElideMode.ElideRight, inner.width()
        )
        p.drawText(
            QRectF(inner.left(), split, inner.width(), inner.bottom() - split),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
            note,
        )

    def _paint_footer(self, rows: range, columns: range, number: int, pages: int) -> None:
        p = self.painter
        p.setFont(self.fonts["small"])
        p.setPen(MUTED)
        parts = [f"Page {number} of {pages}"]
        if pages > 1:
            parts.append(
                f"attackers {rows.start + 1}-{rows.stop} of {len(self.result.attackers)}, "
                f"targets {columns.start + 1}-{columns.stop} of {len(self.result.targets)}"
            )
        parts.append(gangfight_gui.APP_NAME)
        rect = QRectF(
            self.area.left(),
            self.area.bottom() - self.metrics["small"].height(),
            self.area.width(),
            self.metrics["small"].height(),
        )
        p.drawText(rect, int(Qt.AlignmentFlag.AlignRight), "  ·  ".join(parts))


def page_blocks(
    result: MatrixResult, rows_per_page: int, columns_per_page: int
) -> list[tuple[range, range]]:
    """The blocks of (rows, columns) in printing order: down, then across."""
    return [
        (rows, columns)
        for columns in chunks(len(result.targets), columns_per_page)
        for rows in chunks(len(result.attackers), rows_per_page)
    ]
