"""The "at least k" odds of an outcome's counts, a row a law ("2+ 26.6%"): what players ask."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QLineF, QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from gangfight_gui.gui.combat.results.static_text import Painted, Type
from gangfight_gui.gui.combat.results.tones import WORDS, paint_tone
from gangfight_gui.gui.common.elided import fitted
from gangfight_gui.rules.engine.distribution import at_least_table
from gangfight_gui.rules.engine.wording import SHOWN, percent
from gangfight_gui.rules.game import AtLeast

CELL_PADDING = 8
ROW_PADDING = 6
FRAME = 1
TITLE_SHARE = 0.28
"""The most of the width the laws' names may take; longer names are elided (tooltip: whole)."""
CENTER = int(Qt.AlignmentFlag.AlignCenter)
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


def odds_of(law: AtLeast, least: int = 0) -> tuple[float, ...]:
    """P(count ≥ k) for k = 1 … the last k whose chance is worth showing (at least k = 1), or
    to ``least`` when more columns are kept: a kept column shows its true chance, never a blank."""
    table = at_least_table(law.law)
    shown = [k for k in range(1, len(table)) if table[k] >= SHOWN] or [1]
    last = max(shown[-1], least)
    return tuple(table[k] if k < len(table) else 0.0 for k in range(1, last + 1))


class AtLeastGrid(Painted):
    """One row per law under shared "k+" heads, wrapped into bands to fit the width.

    Shared heads let the eye read down a column ("2+": hits, wounds, injury dice); bands show a
    large attacker's tail of twenty counts and more without scrolling or cutting it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)  # more bands when narrow
        super().__init__(parent, "at_least_grid", policy)
        self._head = Type(self, bold=True)
        self._row = self._head.metrics.height() + ROW_PADDING
        self._texts = Type(self)
        self._cell = self._head.metrics.horizontalAdvance("100.0%") + CELL_PADDING
        self.laws: tuple[AtLeast, ...] = ()
        self._odds: tuple[tuple[float, ...], ...] = ()
        self._columns = 0
        self._title_natural = 0
        self._hold_key: object = None
        self._held: dict[int, int] = {}
        self._held_for: object = None
        self._held_titles: tuple[str, ...] = ()
        self._lengths: tuple[int, ...] = ()
        """Each law's counts shown: at least its own, as many as while held (``hold``)."""
        """The laws' names' width with their swatches: measured once a set of laws."""

    def show_laws(self, laws: Sequence[AtLeast]) -> None:
        laws = tuple(laws)
        if laws == self.laws:
            return
        titles = tuple(law.title for law in laws)
        self.laws = laws
        self._odds = tuple(odds_of(law) for law in laws)
        lengths = tuple(len(odds) for odds in self._odds)
        if titles == self._held_titles and self._hold_key == self._held_for:
            # The same models fight: the grid keeps the rows and columns it had (their cells
            # reading their true chances, "<0.1%"), so its picture and its place stay put.
            lengths = tuple(max(a, b) for a, b in zip(lengths, self._lengths, strict=True))
            self._odds = tuple(
                odds_of(law, length) for law, length in zip(laws, lengths, strict=True)
            )
        self._held_titles, self._held_for, self._lengths = titles, self._hold_key, lengths
        self._columns = max(lengths, default=0)
        metrics = self.fontMetrics()
        widest = max((metrics.horizontalAdvance(law.title) for law in laws), default=0)
        self._title_natural = widest + metrics.height() + CELL_PADDING
        self.setAccessibleName("Chance of at least k")
        self.setAccessibleDescription(
            "; ".join(
                f"{law.title}: "
                + ", ".join(f"{k}+ {text}" for k, text in self.odds_texts(i).items())
                for i, law in enumerate(laws)
            )
        )
        self.updateGeometry()
        self.update()

    def odds_texts(self, row: int) -> dict[str, str]:
        """What row ``row`` shows: count ("2+") to chance ("26.6%")."""
        return {f"{k}+": percent(p) for k, p in enumerate(self._odds[row], start=1)}

    # -- geometry ---------------------------------------------------------------------------

    def _title_width(self, width: int | None = None) -> int:
        room = self.width() if width is None else width
        return min(int(room * TITLE_SHARE), self._title_natural)

    def per_band(self, width: int | None = None) -> int:
        """How many counts a band holds at this width (each needs room for "100.0%")."""
        room = self.width() if width is None else width
        inside = room - 2 * FRAME - self._title_width(room)
        return max(1, min(max(1, self._columns), inside // self._cell))

    def bands(self, width: int | None = None) -> int:
        return max(1, math.ceil(self._columns / self.per_band(width))) if self.laws else 0

    def band_laws(self, band: int, width: int | None = None) -> list[int]:
        """The laws with a count in ``band`` (a later band holds only the long tails)."""
        first = band * self.per_band(width)
        return [i for i, length in enumerate(self._lengths) if length > first]

    def lines(self, width: int | None = None) -> list[tuple[int, int | None]]:
        """Every line drawn, top to bottom: (band, None) for a band's heads, (band, law)."""
        found: list[tuple[int, int | None]] = []
        for band in range(self.bands(width)):
            found.append((band, None))
            found += [(band, law) for law in self.band_laws(band, width)]
        return found

    def heightForWidth(self, width: int) -> int:
        """As tall as its lines at ``width`` (a narrow pane wraps the counts into more bands),
        or as tall as it was at that width since ``hold`` was last given another key."""
        lines = len(self.lines(width))
        height = lines * self._row + 2 * FRAME if lines else 0
        held = self._held.get(width, 0)
        if height > held:
            self._held[width] = height
        return max(height, held)

    def hold(self, key: object) -> None:
        """Keep the height it reaches while ``key`` (who fights) stays the same: fewer counts
        in one edit must not shrink it and move what is around it (``steady.py``)."""
        if key != self._hold_key:
            self._hold_key = key
            self._held = {}

    def sizeHint(self) -> QSize:
        width = self._title_width(10_000) + self._cell * max(1, min(self._columns, 8))
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(self._cell * 2, self.heightForWidth(10_000))

    def _cell_rect(self, line: int, column: int) -> QRectF:
        title = self._title_width()
        width = (self.width() - 2 * FRAME - title) / self.per_band()
        return QRectF(FRAME + title + column * width, FRAME + line * self._row, width, self._row)

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        """(law, k) of the cell under a point, None over a head or a name."""
        lines = self.lines()
        line = int((y - FRAME) // self._row)
        title = self._title_width()
        if not 0 <= line < len(lines) or x < FRAME + title:
            return None
        band, law = lines[line]
        if law is None:
            return None
        per = self.per_band()
        column = int((x - FRAME - title) // ((self.width() - 2 * FRAME - title) / per))
        k = band * per + column + 1
        if not 1 <= k <= len(self._odds[law]):
            return None
        return law, k

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        """The heads, names and lines from a picture kept while they stay the same (an edit
        mostly changes the chances), then every chance."""
        painter = QPainter(self)
        self.draw_backdrop(painter)
        painter.setFont(self.font())
        if self.laws:
            painter.setPen(self.palette().color(QPalette.ColorRole.Text))
            per = self.per_band()
            for line, (band, law) in enumerate(self.lines()):
                if law is None:
                    continue
                first = band * per
                odds = self._odds[law]
                for column in range(min(per, len(odds) - first)):
                    text = percent(odds[first + column])
                    self._texts.draw(painter, self._cell_rect(line, column), CENTER, text)
        painter.end()

    def backdrop_key(self) -> object:
        """The heads, the laws' names and swatches, the lines: painted once for each look."""
        return (
            tuple((law.title, law.tone) for law in self.laws),
            tuple(self.lines()),
            self._columns,
            self.per_band(),
        )

    def paint_backdrop(self, painter: QPainter) -> None:
        palette = self.palette()
        if self.laws:
            text = palette.color(QPalette.ColorRole.Text)
            head = palette.color(QPalette.ColorRole.AlternateBase)
            per = self.per_band()
            metrics = self.fontMetrics()
            title = self._title_width()
            swatch = metrics.height() * 0.6
            right = self.width() - FRAME
            grid: list[QLineF] = []
            for line, (band, law) in enumerate(self.lines()):
                y = FRAME + line * self._row
                first = band * per
                if law is None:
                    painter.fillRect(QRectF(FRAME, y, right - FRAME, self._row), head)
                    painter.setPen(text)
                    painter.setFont(self._head.font)
                    for column in range(min(per, self._columns - first)):
                        painter.drawText(
                            self._cell_rect(line, column), CENTER, f"{first + column + 1}+"
                        )
                    painter.setFont(self.font())
                    if line:
                        grid.append(QLineF(FRAME, y, right, y))
                    grid.append(QLineF(FRAME, y + self._row, right, y + self._row))
                    continue
                shown = self.laws[law]
                paint_tone(
                    painter,
                    QRectF(FRAME + 4, y + (self._row - swatch) / 2, swatch, swatch),
                    shown.tone,
                    palette,
                )
                painter.setPen(text)
                room = title - int(swatch) - 10
                painter.drawText(
                    QRectF(FRAME + 6 + swatch, y, room, self._row),
                    LEFT,
                    fitted(metrics, shown.title, room),
                )
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Midlight).darker(110), 1))
            painter.drawLines(grid)
        self.paint_frame(painter)

    def tip_at(self, point: QPoint) -> str:
        """Over a chance: what it is the chance of; over a name: the whole name and its tone."""
        cell = self.cell_at(point.x(), point.y())
        if cell is not None:
            law, k = cell
            return f"{self.laws[law].title}: at least {k}: {percent(self._odds[law][k - 1])}"
        lines = self.lines()
        line = int((point.y() - FRAME) // self._row)
        if not self.laws or point.x() >= FRAME + self._title_width() or not 0 <= line < len(lines):
            return ""
        law_index = lines[line][1]
        if law_index is None:
            return ""
        return f"{self.laws[law_index].title} ({WORDS[self.laws[law_index].tone]})"
