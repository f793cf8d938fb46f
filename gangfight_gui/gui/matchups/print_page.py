"""One page of the printed matrix: its layout in millimetres, painted by the cards'
``PaperPainter``; a matrix too big for a page is cut into blocks, printed down then across."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

import gangfight_gui
from gangfight_gui.cards import fonts, heat, text
from gangfight_gui.cards.card_painter import ALIGN_CENTER, PaperPainter, Style
from gangfight_gui.cards.layout import Rect
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
TOP_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
TOP_CENTRE = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
BOTTOM_CENTRE = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
STYLES = {
    "title": Style(14, True, INK),
    "text": Style(8.5, False, MUTED),
    "header": Style(7.5, True, INK),
    "figures": Style(8.5, True, INK),
    "small": Style(6.5, False, MUTED),
}
"""The printout's type scale: points on paper, bold or not, colour (a cell's figure and note
are set in the ink its colour takes)."""


def chunks(count: int, size: int) -> list[range]:
    """``range(count)`` cut into consecutive blocks of at most ``size`` (at least one block)."""
    size = max(1, size)
    return [range(start, min(start + size, count)) for start in range(0, count, size)] or [range(0)]


def choice_note(cell: Pairing) -> str:
    """The small line under a cell's figure: what the best fight uses, or that there is none."""
    return cell.choice if cell.scenario is not None else "no fight"


class MatrixPage(PaperPainter):
    """Draws one block of the matrix on the current page of a device, in millimetres from the
    corner of its ``width`` × ``height`` printable area, so the preview and the PDF lay out
    alike.

    Every page repeats the title, the circumstances, the house rules and the legend, so a loose
    page still says what it shows; under each cell's figure the best choice, since paper has no
    tooltips."""

    styles = STYLES

    def __init__(
        self, painter: QPainter, px_per_mm: float, width: float, height: float, result: MatrixResult
    ) -> None:
        super().__init__(painter, px_per_mm)
        self.width = width
        self.height = height
        self.result = result
        self.line = {name: self._font_height(font) for name, font in self._fonts.items()}
        """Each font's line height, in mm."""

        widest_name = max(
            (self._width(name, self._fonts["header"]) for name in result.attackers), default=0.0
        )
        self.row_header = min(widest_name + 3, ROW_HEADER_MAX_MM)
        self.cell_min = max(CELL_MIN_MM, self._width("99.9%", self._fonts["figures"]) + 3)
        self.row_height = self.line["figures"] + self.line["small"] + 2.2
        self.column_header = self.line["header"] * HEADER_LINES + 2
        self.legend_height = legend.legend_height(self._fonts["text"], painter) / self._k
        self.heading = (
            self.line["title"] * 1.4
            + self.line["text"] * len(self._heading_lines()) * 1.15
            + self.legend_height
            + 3
        )
        self.footer = self.line["small"] + 2

    # Capacity -------------------------------------------------------------------------------

    def columns_per_page(self) -> int:
        return max(1, math.floor((self.width - self.row_header) / self.cell_min))

    def rows_per_page(self) -> int:
        free = self.height - self.heading - self.column_header - self.footer
        return max(1, math.floor(free / self.row_height))

    def _font(self, size: float, bold: bool) -> QFont:
        """The cards' shipped typeface (the same PDF on every machine, embedded in it), or Qt's
        default family where a checkout lacks the fonts, which still prints rather than
        failing."""
        try:
            return fonts.card_font(size, bold=bold)
        except fonts.CardFontError:
            font = QFont()
            font.setPointSizeF(size)
            font.setBold(bold)
            return font

    def _font_height(self, font: QFont) -> float:
        return text.line_height(font, self._device) / self._k

    def _wrapped(self, value: str, font: str, width: float, lines: int) -> list[str]:
        """``value`` word-wrapped to ``width`` mm in font ``font`` (``elided.wrapped``)."""
        metrics = QFontMetricsF(self._fonts[font], self._device)
        return wrapped(metrics, value, width * self._k, lines)

    def _heading_lines(self) -> list[str]:
        settings = "In every fight: " + "; ".join(self.result.settings)
        if any("*" in line for line in self.result.settings):
            settings += f". {READING_NOTE}."
        return [
            *self._wrapped(texts.explanation(self.result), "text", self.width, 2),
            *self._wrapped(settings, "text", self.width, 3),
        ]

    # Painting -------------------------------------------------------------------------------

    def paint(self, rows: range, columns: range, number: int, pages: int) -> None:
        title = f"{self.result.title} ({self.result.game_title})"
        self._styled(Rect(0, 0, self.width, self.line["title"]), title, "title")
        y = self.line["title"] * 1.4
        for line in self._heading_lines():
            box = Rect(0, y, self.width, self.line["text"])
            self._draw(box, line, self._fonts["text"], MUTED, TOP_LEFT)
            y += self.line["text"] * 1.15
        y += 1
        legend.paint_legend(
            self._painter,
            self._q(Rect(0, y, self.width, self.legend_height)),
            self.result.scale,
            self._fonts["text"],
            text_colour=INK,
        )
        y += self.legend_height + 2
        self._paint_table(y, rows, columns)
        self._paint_footer(rows, columns, number, pages)

    def _cell_width(self, columns: range) -> float:
        free = (self.width - self.row_header) / max(1, len(columns))
        return min(max(self.cell_min, free), max(self.cell_min, CELL_MAX_MM))

    def _paint_table(self, y: float, rows: range, columns: range) -> None:
        width = self._cell_width(columns)
        thin = QPen(GRID, max(1.0, 0.2 * self._k))
        targets = self.result.targets
        names = {c: self._wrapped(targets[c], "header", width - 2, HEADER_LINES) for c in columns}
        # As tall as the longest wrapped name on this page; rows_per_page reserved the most.
        header = max((len(n) for n in names.values()), default=1) * self.line["header"]
        for k, column in enumerate(columns):
            box = Rect(self.row_header + k * width + 1, y, width - 2, header)
            self._draw(box, "\n".join(names[column]), self._fonts["header"], INK, BOTTOM_CENTRE)
        y += header + 1
        for row in rows:
            box = Rect(0, y, self.row_header - 1, self.row_height)
            self._styled(box, self.result.attackers[row], "header")
            for k, column in enumerate(columns):
                cell = Rect(self.row_header + k * width, y, width, self.row_height)
                self._paint_cell(cell, self.result.cell(row, column), thin)
            y += self.row_height

    def _paint_cell(self, rect: Rect, cell: Pairing, pen: QPen) -> None:
        background = self.result.scale.colour(cell.figure)
        self._painter.setPen(pen)
        self._painter.setBrush(background)
        self._painter.drawRect(self._q(rect))
        ink = heat.text_colour(background) if cell.figure is not None else MUTED
        inner = Rect(rect.x + 1, rect.y + 0.8, rect.width - 2, rect.height - 1.6)
        split = self.line["figures"] + 0.3
        figure = Rect(inner.x, inner.y, inner.width, split)
        self._draw(figure, texts.cell_text(cell), self._fonts["figures"], ink, ALIGN_CENTER)
        note = Rect(inner.x, inner.y + split, inner.width, inner.height - split)
        self._text(note, choice_note(cell), self._fonts["small"], ink, TOP_CENTRE)

    def _paint_footer(self, rows: range, columns: range, number: int, pages: int) -> None:
        parts = [f"Page {number} of {pages}"]
        if pages > 1:
            parts.append(
                f"attackers {rows.start + 1}-{rows.stop} of {len(self.result.attackers)}, "
                f"targets {columns.start + 1}-{columns.stop} of {len(self.result.targets)}"
            )
        parts.append(gangfight_gui.APP_NAME)
        height = self.line["small"]
        box = Rect(0, self.height - height, self.width, height)
        self._draw(
            box, "  ·  ".join(parts), self._fonts["small"], MUTED, Qt.AlignmentFlag.AlignRight
        )


def page_blocks(
    result: MatrixResult, rows_per_page: int, columns_per_page: int
) -> list[tuple[range, range]]:
    """The blocks of (rows, columns) in printing order: down, then across."""
    return [
        (rows, columns)
        for columns in chunks(len(result.targets), columns_per_page)
        for rows in chunks(len(result.attackers), rows_per_page)
    ]
