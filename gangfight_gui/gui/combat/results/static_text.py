"""What the painted widgets draw on every edit, made once: laid-out texts and their backdrops."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QPainter,
    QPalette,
    QPixmap,
    QStaticText,
    QTransform,
)
from PySide6.QtWidgets import QWidget

KEPT = 256
"""Strings kept laid out per widget; past that the oldest go."""


class StaticTexts:
    """Laid-out strings of one font, drawn aligned in a rectangle as ``drawText`` would.

    Laying a string out is most of ``drawText``'s cost; a kept ``QStaticText`` draws again for a
    quarter of it, and the same strings come back as a player goes between a few fights."""

    def __init__(self, font: QFont) -> None:
        self.font = font
        self._kept: dict[str, QStaticText] = {}

    def get(self, text: str) -> QStaticText:
        found = self._kept.pop(text, None)
        if found is None:
            found = QStaticText(text)
            found.setTextFormat(Qt.TextFormat.PlainText)
            found.prepare(QTransform(), self.font)
        self._kept[text] = found  # the most recently used last
        while len(self._kept) > KEPT:
            del self._kept[next(iter(self._kept))]
        return found

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


def font_of(widget: QWidget, scale: float = 1.0, *, bold: bool = False) -> QFont:
    """The widget's font at ``scale`` times its size, in bold if asked."""
    font = QFont(widget.font())
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    if bold:
        font.setBold(True)
    return font


class Backdrop:
    """A picture of what a painted widget draws the same from one edit to the next (its frame,
    title, heads, legend), made again only when ``key`` changes: an edit then paints only the
    numbers over it."""

    def __init__(self) -> None:
        self._key: object = None
        self._picture: QPixmap | None = None

    def of(self, widget: QWidget, key: object, paint: Callable[[QPainter], None]) -> QPixmap:
        """The picture for ``key`` at the widget's size, in its palette's Base colour."""
        palette = widget.palette()
        ratio = widget.devicePixelRatioF()
        full = (key, widget.width(), widget.height(), ratio, palette.cacheKey())
        if self._key == full and self._picture is not None:
            return self._picture
        picture = QPixmap(widget.size() * ratio)
        picture.setDevicePixelRatio(ratio)
        picture.fill(palette.color(QPalette.ColorRole.Base))
        painter = QPainter(picture)
        paint(painter)
        painter.end()
        self._key, self._picture = full, picture
        return picture
