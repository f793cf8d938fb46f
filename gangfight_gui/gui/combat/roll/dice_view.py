"""Dice drawn as dice, for any game's roll step: the faces a player sees on the table."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from gangfight_gui.gui.combat.results.static_text import Type
from gangfight_gui.gui.common.elided import fitted
from gangfight_gui.gui.common.palette import MARK_CONTRAST, legible
from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.rules.engine.steps import Die

DIE = 26.0
GAP = 6.0
CHAIN_GAP = 14.0
"""Extra space between the pool and the dice rolled for its dice, so the groups read apart."""
ARROW_ROOM = 12.0
"""Space above each line of dice for the arcs from a die to the one it earned."""
LINE_GAP = 4.0
MARGIN = 2.0
LABEL_ROOM = 150.0
"""A named face's chip is at most this much wider than a plain die (its name elides)."""

_PIPS = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)),
}
"""Pip positions on a 3×3 grid (column, line) for each face."""

LEGEND = "solid: counts for the step · hollow: does not · arc: rolled for that die"


class DiceView(QWidget):
    """The dice of one step as painted faces; ``pending`` dashed dice are still to come. A die
    that counts is solid, one that does not hollow: no colour, since the tones' colours mean
    whom a number is good for, and a die's success is good for whoever rolled it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._small = Type(self, 0.85)
        self.dice: tuple[Die, ...] = ()
        self.pending = 0
        self.pending_chained = False
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_dice(
        self, dice: tuple[Die, ...], pending: int = 0, *, pending_chained: bool = False
    ) -> None:
        """Show ``dice`` as rolled, then ``pending`` dice to type in (owed by earlier dice when
        ``pending_chained``)."""
        self.dice, self.pending, self.pending_chained = tuple(dice), pending, pending_chained
        self.setToolTip(tooltip(self.describe()))
        self.setAccessibleName(self.describe())
        self.updateGeometry()
        self.update()

    def describe(self) -> str:
        """The dice in words: "rolled 2 [5] 1; then, for earlier dice, [6]; 2 still to roll"."""
        own = [d for d in self.dice if d.chained_from is None]
        extra = [d for d in self.dice if d.chained_from is not None]
        parts = []
        if own:
            parts.append("rolled " + " ".join(_face_text(d) for d in own))
        if extra:
            parts.append("then, for earlier dice, " + " ".join(_face_text(d) for d in extra))
        if self.pending:
            parts.append(f"{self.pending} still to roll")
        text = "; ".join(parts)
        return f"{text} ([n]: counts for the step)" if any(d.success for d in self.dice) else text

    # -- geometry ---------------------------------------------------------------------------

    def _chip_width(self, die: Die) -> float:
        if not die.label:
            return DIE
        text = self._small.fine.horizontalAdvance(die.label)
        return DIE + min(LABEL_ROOM, text + 8)

    def slots(self, width: float) -> list[QRectF]:
        """Every die's rectangle in draw order (the pool, the dice rolled for it, the pending
        dice), wrapped at ``width``."""
        widths = [self._chip_width(d) for d in self.dice] + [DIE] * self.pending
        chained = [d.chained_from is not None for d in self.dice]
        chained += [self.pending_chained] * self.pending
        rects: list[QRectF] = []
        x, line = MARGIN, 0
        for index, (size, later) in enumerate(zip(widths, chained, strict=True)):
            if index and later and not chained[index - 1]:
                x += CHAIN_GAP - GAP
            if x + size > width - MARGIN and x > MARGIN:
                x, line = MARGIN, line + 1
            top = MARGIN + line * (ARROW_ROOM + DIE + LINE_GAP) + ARROW_ROOM
            rects.append(QRectF(x, top, size, DIE))
            x += size + GAP
        return rects

    def heightForWidth(self, width: int) -> int:
        rects = self.slots(float(width))
        bottom = max((r.bottom() for r in rects), default=ARROW_ROOM + DIE)
        return int(bottom + MARGIN + 1)

    def sizeHint(self) -> QSize:
        rects = self.slots(1e9)
        width = (rects[-1].right() + MARGIN) if rects else DIE
        return QSize(int(width + 1), int(MARGIN * 2 + ARROW_ROOM + DIE + 1))

    def minimumSizeHint(self) -> QSize:
        """As narrow as its widest die; as tall as one line (the layout asks
        ``heightForWidth`` for the lines its width makes)."""
        widest = max((self._chip_width(d) for d in self.dice), default=DIE)
        return QSize(int(widest + 2 * MARGIN), int(MARGIN * 2 + ARROW_ROOM + DIE + 1))

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        rects = self.slots(float(self.width()))
        for die, rect in zip(self.dice, rects, strict=False):
            self._draw_die(painter, rect, die, palette)
        for rect in rects[len(self.dice) :]:
            _draw_pending(painter, rect, palette)
        for index, die in enumerate(self.dice):
            origin = die.chained_from
            if origin is None or not 0 <= origin < len(rects) or index >= len(rects):
                continue
            if abs(rects[origin].top() - rects[index].top()) < 1:  # on the same line
                _draw_link(painter, rects[origin], rects[index], palette)
        painter.end()

    def _draw_die(self, painter: QPainter, rect: QRectF, die: Die, palette: QPalette) -> None:
        ink = palette.color(QPalette.ColorRole.Text)
        paper = palette.color(QPalette.ColorRole.Base)
        faint = legible(palette.color(QPalette.ColorRole.Mid), (paper,), ink, MARK_CONTRAST)
        painter.setPen(QPen(ink if die.success else faint, 1.6 if die.success else 1.2))
        painter.setBrush(ink if die.success else paper)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 5, 5)
        face = QRectF(rect.left(), rect.top(), DIE, DIE)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(paper if die.success else faint)
        step = DIE / 4
        radius = DIE * 0.085
        for column, line in _PIPS.get(die.face, ()):
            centre = QPointF(face.left() + step * (column + 1), face.top() + step * (line + 1))
            painter.drawEllipse(centre, radius, radius)
        if die.label:
            painter.setFont(self._small.font)
            painter.setPen(paper if die.success else ink)
            text = rect.adjusted(DIE, 0, -4, 0)
            painter.drawText(
                text,
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                fitted(self._small.fine, die.label, text.width()),
            )


def _face_text(die: Die) -> str:
    text = die.label or str(die.face)
    return f"[{text}]" if die.success else text


def _draw_pending(painter: QPainter, rect: QRectF, palette: QPalette) -> None:
    painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1.3, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 5, 5)
    painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")


def _draw_link(painter: QPainter, source: QRectF, target: QRectF, palette: QPalette) -> None:
    """A small arch from the top of a die to the top of the die it earned (R2)."""
    start = QPointF(source.center().x() + 4, source.top() + 1)
    end = QPointF(target.center().x() - 2, target.top() + 1)
    lift = min(ARROW_ROOM - 1, 5 + abs(end.x() - start.x()) / 12)
    path = QPainterPath(start)
    path.cubicTo(QPointF(start.x(), start.y() - lift), QPointF(end.x(), end.y() - lift), end)
    ink = palette.color(QPalette.ColorRole.Text)
    painter.setPen(QPen(ink, 1.3))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    head = QPolygonF(
        [end, QPointF(end.x() - 3, end.y() - 4.5), QPointF(end.x() + 3, end.y() - 4.5)]
    )
    painter.drawPolygon(head)
