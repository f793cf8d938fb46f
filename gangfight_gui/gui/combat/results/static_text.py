"""What the painted widgets share: their fonts and laid-out texts, their backdrops painted once,
their frame and the tooltip of what lies under the pointer."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPalette,
    QPixmap,
    QStaticText,
    QTransform,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from gangfight_gui.gui.common.elided import wrapped
from gangfight_gui.gui.common.named_widgets import font_of

KEPT = 256
"""Strings kept laid out and measured per font; past that the oldest go."""
T = TypeVar("T")


class Type:
    """One font of a painted widget (the widget's at ``scale``, bold if asked), its measures,
    and its strings measured, wrapped and laid out once, drawn aligned in a rectangle as
    ``drawText`` would.

    Laying a string out is most of ``drawText``'s cost; a kept ``QStaticText`` draws again for a
    quarter of it, and the same strings come back as a player goes between a few fights."""

    def __init__(self, widget: QWidget, scale: float = 1.0, *, bold: bool = False) -> None:
        self.font = font_of(widget, scale, bold=bold)
        self.metrics = QFontMetrics(self.font)
        self.fine = QFontMetricsF(self.font)
        """Its measures in fractions of a pixel (a chart's narrow slots)."""
        self._kept: dict[Hashable, Any] = {}

    def _kept_as(self, key: Hashable, make: Callable[[], T]) -> T:
        """What ``make`` gives for ``key``, made once while it is among the last ``KEPT``."""
        found = self._kept.pop(key, None)
        if found is None:
            found = make()
        self._kept[key] = found  # the most recently used last
        while len(self._kept) > KEPT:
            del self._kept[next(iter(self._kept))]
        return found  # type: ignore[no-any-return]

    def get(self, text: str) -> QStaticText:
        return self._kept_as(text, lambda: _laid_out(text, self.font))

    def width(self, text: str) -> int:
        """``text``'s width in whole pixels."""
        return self._kept_as(("width", text), lambda: self.metrics.horizontalAdvance(text))

    def lines(self, text: str, room: int, most: int) -> tuple[str, ...]:
        """``text`` broken at spaces to ``room``, at most ``most`` lines, the last elided if
        the text runs past them (``elided.wrapped``)."""
        return self._kept_as(
            ("lines", text, room, most), lambda: tuple(wrapped(self.metrics, text, room, most))
        )

    def draw(
        self, painter: QPainter, rect: QRectF, align: Qt.AlignmentFlag | int, text: str
    ) -> None:
        """``text`` in ``rect`` with ``align`` (its font set on the painter by the caller)."""
        if not text:
            return
        laid = self.get(text)
        size = laid.size()
        flags = int(align)
        x = rect.left()
        if flags & int(Qt.AlignmentFlag.AlignHCenter):
            x += (rect.width() - size.width()) / 2
        elif flags & int(Qt.AlignmentFlag.AlignRight):
            x += rect.width() - size.width()
        y = rect.top()
        if flags & int(Qt.AlignmentFlag.AlignVCenter):
            y += (rect.height() - size.height()) / 2
        elif flags & int(Qt.AlignmentFlag.AlignBottom):
            y += rect.height() - size.height()
        painter.drawStaticText(QPointF(x, y), laid)


def _laid_out(text: str, font: QFont) -> QStaticText:
    laid = QStaticText(text)
    laid.setTextFormat(Qt.TextFormat.PlainText)
    laid.prepare(QTransform(), font)
    return laid


class Painted(QWidget):
    """A widget that paints every pixel it shows (no child widget, no style sheet): what stays
    the same from one edit to the next from a picture (``backdrop_key``, ``paint_backdrop``),
    the numbers over it; its tooltip says what lies under the pointer (``tip_at``)."""

    def __init__(self, parent: QWidget | None, name: str, policy: QSizePolicy) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setSizePolicy(policy)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # it fills every pixel
        self._backdrop: tuple[object, QPixmap | None] = (None, None)

    def backdrop_key(self) -> object:
        """What the backdrop shows: it is painted again only when this changes."""
        return None

    def paint_backdrop(self, painter: QPainter) -> None:
        """The frame; a widget draws over it what stays the same from one edit to the next."""
        self.paint_frame(painter)

    def draw_backdrop(self, painter: QPainter) -> None:
        """The backdrop's picture, in the palette's Base colour: painted again only when its
        look, the widget's size or its palette changed (an edit then paints only the numbers
        over it)."""
        palette = self.palette()
        ratio = self.devicePixelRatioF()
        key = (self.backdrop_key(), self.width(), self.height(), ratio, palette.cacheKey())
        kept, picture = self._backdrop
        if kept != key or picture is None:
            picture = QPixmap(self.size() * ratio)
            picture.setDevicePixelRatio(ratio)
            picture.fill(palette.color(QPalette.ColorRole.Base))
            inner = QPainter(picture)
            self.paint_backdrop(inner)
            inner.end()
            self._backdrop = (key, picture)
        painter.drawPixmap(0, 0, picture)

    def paint_frame(self, painter: QPainter) -> None:
        painter.setPen(self.palette().color(QPalette.ColorRole.Mid))
        painter.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))

    def tip_at(self, point: QPoint) -> str | None:
        """The tooltip at ``point`` ("": none there); None: the widget's own tooltip."""
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            tip = self.tip_at(event.pos())
            if tip is not None:
                return show_tip(self, event, tip)
        return super().event(event)


def show_tip(widget: QWidget, event: QHelpEvent, tip: str) -> bool:
    """Answer a painted widget's tooltip event with what lies under the pointer (``tip``), or
    nothing there; the event is handled either way."""
    if tip:
        QToolTip.showText(event.globalPos(), tip, widget)
    else:
        QToolTip.hideText()
        event.ignore()
    return True
