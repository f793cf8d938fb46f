"""Dice drawn as dice: the faces a player would see on the table, not a list of numbers.

A row of dice reads at a glance (which succeeded, which 6 earned which extra die), and it is the
same picture whether the dice came from a seeded roll or were typed in at the table. Successes
are drawn strong, failures dimmed; crit dice (R2) come after the pool, each with a small arrow
from the 6 it was rolled for; dice set aside by a drop (R3, R4) are drawn as empty outlines; dice
still to be rolled in table mode as dashed outlines with a question mark.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from gangfight_gui.rules.gangfight.resolve import RolledTest

DIE = 28.0
GAP = 7.0
CRIT_GAP = 16.0
"""Extra space between the pool and its crit dice, so the two groups read apart."""
ARROW_ROOM = 15.0
"""Space above the dice for the arrows from a 6 to its crit die."""
MARGIN = 2.0

SUCCESS_FILL = QColor(226, 244, 230)
SUCCESS_EDGE = QColor(34, 128, 62)
SIX_EDGE = QColor(196, 140, 10)
FAIL_FILL = QColor(240, 240, 240)
FAIL_EDGE = QColor(190, 190, 190)
FAIL_PIP = QColor(160, 160, 160)
PIP = QColor(35, 40, 48)
ARROW = QColor(196, 140, 10)
GHOST = QColor(175, 175, 175)

_PIPS = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)),
}
"""Pip positions on a 3×3 grid (column, row) for each face."""


@dataclass(frozen=True, slots=True)
class DiceRow:
    """What a row shows: dice in the order rolled, and the dice around them."""

    dice: tuple[int, ...] = ()
    chained_from: tuple[int | None, ...] = ()
    succeeded: tuple[bool, ...] = ()
    set_aside: int = 0
    """Dice dropped before rolling (R3, R4), drawn as empty outlines before the pool."""
    pending_pool: int = 0
    """Pool dice still to be typed in (table mode), drawn as dashed outlines."""
    pending_crits: int = 0
    """Crit dice owed by 6s and not typed in yet, drawn dashed in the crit group (R2)."""

    @property
    def pending(self) -> int:
        return self.pending_pool + self.pending_crits

    @classmethod
    def from_roll(cls, rolled: RolledTest, *, pending: int = 0) -> DiceRow:
        """``rolled`` as far as it is typed in, with ``pending`` dice still to come."""
        pool_typed = sum(1 for c in rolled.chained_from if c is None)
        pending_pool = min(pending, max(0, rolled.test.pool - pool_typed))
        return cls(
            dice=rolled.dice,
            chained_from=rolled.chained_from,
            succeeded=tuple(rolled.succeeded(i) for i in range(len(rolled.dice))),
            set_aside=rolled.test.base_pool - rolled.test.pool,
            pending_pool=pending_pool,
            pending_crits=pending - pending_pool,
        )


class DiceView(QWidget):
    """A row of painted dice; ``set_row`` changes what is drawn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._row = DiceRow()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    @property
    def row(self) -> DiceRow:
        return self._row

    def set_row(self, row: DiceRow) -> None:
        self._row = row
        self.setToolTip(self._tooltip())
        self.updateGeometry()
        self.update()

    def set_roll(self, rolled: RolledTest | None, *, pending: int = 0) -> None:
        self.set_row(DiceRow() if rolled is None else DiceRow.from_roll(rolled, pending=pending))

    def _tooltip(self) -> str:
        row = self._row
        parts = []
        pool = [d for d, c in zip(row.dice, row.chained_from, strict=True) if c is None]
        crits = [d for d, c in zip(row.dice, row.chained_from, strict=True) if c is not None]
        if pool:
            parts.append("rolled " + " ".join(map(str, pool)))
        if crits:
            parts.append("crit dice " + " ".join(map(str, crits)))
        if row.set_aside:
            parts.append(f"{row.set_aside} set aside by the drop")
        if row.pending:
            parts.append(f"{row.pending} still to roll")
        return "; ".join(parts)

    # -- geometry ---------------------------------------------------------------------------

    def _slots(self) -> list[QRectF]:
        """The rectangle of every die in draw order: set aside, pool, crits (incl. pending)."""
        row = self._row
        x = MARGIN
        top = MARGIN + ARROW_ROOM
        rects: list[QRectF] = []
        for _ in range(row.set_aside):
            rects.append(QRectF(x, top, DIE, DIE))
            x += DIE + GAP
        if row.set_aside:
            x += CRIT_GAP - GAP
        pool_count = sum(1 for c in row.chained_from if c is None)
        crit_count = len(row.dice) - pool_count
        for _ in range(pool_count + row.pending_pool):
            rects.append(QRectF(x, top, DIE, DIE))
            x += DIE + GAP
        crit_total = crit_count + row.pending_crits
        if crit_total:
            x += CRIT_GAP - GAP
        for _ in range(crit_total):
            rects.append(QRectF(x, top, DIE, DIE))
            x += DIE + GAP
        return rects

    def sizeHint(self) -> QSize:
        rects = self._slots()
        width = (rects[-1].right() + MARGIN) if rects else DIE
        return QSize(int(width + 1), int(MARGIN * 2 + ARROW_ROOM + DIE + 1))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        row = self._row
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rects = self._slots()
        aside = rects[: row.set_aside]
        rest = rects[row.set_aside :]
        for rect in aside:
            _draw_set_aside(painter, rect)
        pool_count = sum(1 for c in row.chained_from if c is None)
        crit_count = len(row.dice) - pool_count
        pool_rects = rest[: pool_count + row.pending_pool]
        crit_rects = rest[pool_count + row.pending_pool :]
        # Rolled dice are in roll order: the pool, then crits; map each to its slot.
        die_rects = pool_rects[:pool_count] + crit_rects[:crit_count]
        for i, value in enumerate(row.dice):
            ok = row.succeeded[i] if i < len(row.succeeded) else False
            _draw_die(painter, die_rects[i], value, ok)
        for rect in pool_rects[pool_count:] + crit_rects[crit_count:]:
            _draw_pending(painter, rect)
        for i, origin in enumerate(row.chained_from):
            if origin is not None:
                _draw_link(painter, die_rects[origin], die_rects[i])
        for source, rect in zip(_owed_sixes(row), crit_rects[crit_count:], strict=False):
            _draw_link(painter, die_rects[source], rect, dashed=True)
        painter.end()


def _owed_sixes(row: DiceRow) -> list[int]:
    """The 6s whose crit dice are not typed in yet, in the order their dice will come (R2)."""
    served = {c for c in row.chained_from if c is not None}
    return [i for i, d in enumerate(row.dice) if d == 6 and i not in served]


def _draw_die(painter: QPainter, rect: QRectF, value: int, success: bool) -> None:
    edge = (SIX_EDGE if value == 6 else SUCCESS_EDGE) if success else FAIL_EDGE
    painter.setPen(QPen(edge, 2.2 if success else 1.2))
    painter.setBrush(SUCCESS_FILL if success else FAIL_FILL)
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 5, 5)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(PIP if success else FAIL_PIP)
    step = rect.width() / 4
    radius = rect.width() * 0.085
    for col, line in _PIPS.get(value, ()):
        centre = QPointF(rect.left() + step * (col + 1), rect.top() + step * (line + 1))
        painter.drawEllipse(centre, radius, radius)


def _draw_set_aside(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(GHOST, 1.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inner = rect.adjusted(3, 3, -3, -3)
    painter.drawRoundedRect(inner, 4, 4)
    painter.drawLine(inner.topLeft(), inner.bottomRight())


def _draw_pending(painter: QPainter, rect: QRectF) -> None:
    pen = QPen(GHOST, 1.3, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 5, 5)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")


def _draw_link(painter: QPainter, source: QRectF, target: QRectF, *, dashed: bool = False) -> None:
    """A small arch from the top of a 6 to the top of the crit die it earned (R2)."""
    start = QPointF(source.center().x() + 4, source.top() + 1)
    end = QPointF(target.center().x() - 2, target.top() + 1)
    lift = min(ARROW_ROOM - 2, 6 + abs(end.x() - start.x()) / 12)
    path = QPainterPath(start)
    path.cubicTo(
        QPointF(start.x(), start.y() - lift),
        QPointF(end.x(), end.y() - lift),
        end,
    )
    pen = QPen(ARROW, 1.4, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ARROW)
    head = QPolygonF(
        [end, QPointF(end.x() - 3.5, end.y() - 5), QPointF(end.x() + 3.5, end.y() - 5)]
    )
    painter.drawPolygon(head)
