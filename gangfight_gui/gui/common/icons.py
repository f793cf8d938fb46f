"""Toolbar icons: the desktop's icon theme where it has one, else simple drawn glyphs."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

_SIZE = 32
_INK = QColor(60, 72, 88)
_ACCENT = QColor(38, 120, 60)
_DANGER = QColor(178, 40, 40)

Draw = Callable[[QPainter], None]


def _pen(color: QColor, width: float = 2.6) -> QPen:
    pen = QPen(color, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _page(painter: QPainter, x: float, y: float, w: float = 16, h: float = 20) -> None:
    painter.setPen(_pen(_INK, 2.0))
    painter.setBrush(QColor(255, 255, 255))
    painter.drawRoundedRect(QRectF(x, y, w, h), 2, 2)


def _plus(painter: QPainter, centre: float, arm: float, width: float) -> None:
    """A green plus at (``centre``, ``centre``), each arm ``arm`` long."""
    painter.setPen(_pen(_ACCENT, width))
    painter.drawLine(QPointF(centre, centre - arm), QPointF(centre, centre + arm))
    painter.drawLine(QPointF(centre - arm, centre), QPointF(centre + arm, centre))


def _draw_add(painter: QPainter) -> None:
    _plus(painter, 16, 10, 4.0)


def _draw_duplicate(painter: QPainter) -> None:
    _draw_copy(painter)
    _plus(painter, 19, 5, 2.6)


def _draw_delete(painter: QPainter) -> None:
    painter.setPen(_pen(_DANGER, 4.0))
    painter.drawLine(QPointF(8, 8), QPointF(24, 24))
    painter.drawLine(QPointF(24, 8), QPointF(8, 24))


def _arrow(painter: QPainter, up: bool) -> None:
    tip, tail = (5.0, 27.0) if up else (27.0, 5.0)
    wing = tip + (9 if up else -9)
    painter.setPen(_pen(_INK, 3.2))
    painter.drawLine(QPointF(16, tip), QPointF(16, tail))
    painter.drawPolyline(QPolygonF([QPointF(7, wing), QPointF(16, tip), QPointF(25, wing)]))


def _draw_copy(painter: QPainter) -> None:
    _page(painter, 5, 4)
    _page(painter, 11, 9)


def _draw_paste(painter: QPainter) -> None:
    painter.setPen(_pen(_INK, 2.0))
    painter.setBrush(QColor(214, 184, 140))
    painter.drawRoundedRect(QRectF(5, 6, 18, 22), 2, 2)
    painter.setBrush(QColor(120, 120, 120))
    painter.drawRect(QRectF(10, 3, 8, 5))
    _page(painter, 13, 12, 14, 17)


def _curve(painter: QPainter, forward: bool) -> None:
    """A curved arrow turning right (Redo), or its mirror image (Undo)."""

    def at(x: float, y: float) -> QPointF:
        return QPointF(x if forward else _SIZE - x, y)

    path = QPainterPath(at(8, 24))
    path.cubicTo(at(6, 12), at(18, 8), at(24, 13))
    painter.setPen(_pen(_INK, 3.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.drawPolyline(QPolygonF([at(17, 13), at(25, 14), at(24, 6)]))


def _draw_new(painter: QPainter) -> None:
    _page(painter, 7, 4, 18, 24)
    _plus(painter, 16, 5, 3.0)


def _draw_open(painter: QPainter) -> None:
    painter.setPen(_pen(_INK, 2.0))
    painter.setBrush(QColor(232, 196, 104))
    corners = ((4, 8), (12, 8), (15, 11), (28, 11), (28, 26), (4, 26))
    painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in corners]))


def _draw_save(painter: QPainter) -> None:
    painter.setPen(_pen(_INK, 2.0))
    painter.setBrush(QColor(88, 120, 176))
    painter.drawRoundedRect(QRectF(5, 5, 22, 22), 2, 2)
    painter.setBrush(QColor(255, 255, 255))
    painter.drawRect(QRectF(10, 5, 12, 8))
    painter.drawRect(QRectF(9, 18, 14, 9))


def _draw_print(painter: QPainter) -> None:
    painter.setPen(_pen(_INK, 2.0))
    painter.setBrush(QColor(255, 255, 255))
    painter.drawRect(QRectF(10, 4, 12, 9))
    painter.setBrush(QColor(160, 168, 180))
    painter.drawRoundedRect(QRectF(4, 12, 24, 11), 2, 2)
    painter.setBrush(QColor(255, 255, 255))
    painter.drawRect(QRectF(10, 19, 12, 9))


def _draw_samples(painter: QPainter) -> None:
    for x, y, color in ((4, 10, QColor(178, 40, 40)), (11, 7, QColor(38, 120, 60))):
        painter.setPen(_pen(_INK, 2.0))
        painter.setBrush(color)
        painter.drawRoundedRect(QRectF(x, y, 13, 18), 2, 2)
    painter.setBrush(QColor(88, 120, 176))
    painter.drawRoundedRect(QRectF(18, 4, 11, 16), 2, 2)


_DRAWN: dict[str, tuple[str, Draw]] = {
    "add": ("list-add", _draw_add),
    "duplicate": ("edit-copy", _draw_duplicate),
    "delete": ("edit-delete", _draw_delete),
    "up": ("go-up", partial(_arrow, up=True)),
    "down": ("go-down", partial(_arrow, up=False)),
    "copy": ("edit-copy", _draw_copy),
    "paste": ("edit-paste", _draw_paste),
    "undo": ("edit-undo", partial(_curve, forward=False)),
    "redo": ("edit-redo", partial(_curve, forward=True)),
    "new": ("document-new", _draw_new),
    "open": ("document-open", _draw_open),
    "save": ("document-save", _draw_save),
    "print": ("document-print", _draw_print),
    "samples": ("", _draw_samples),
}
"""Our name: (freedesktop theme name, fallback drawing)."""


def drawn_icon(name: str) -> QIcon:
    """The fallback glyph ``name`` (a key of _DRAWN) as a 32-pixel icon."""
    _theme_name, draw = _DRAWN[name]
    pixmap = QPixmap(_SIZE, _SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    try:
        draw(painter)
    finally:
        painter.end()
    return QIcon(pixmap)


def icon(name: str) -> QIcon:
    """The theme's icon for ``name`` when the desktop has one, else the drawn glyph (Windows,
    macOS and bare Linux have no icon theme, and a blank button tells a player nothing).

    "Duplicate" always uses its own glyph: themes draw it like "Copy", which sits beside it.
    """
    theme_name, _draw = _DRAWN[name]
    if theme_name and name != "duplicate" and QIcon.hasThemeIcon(theme_name):
        return QIcon.fromTheme(theme_name)
    return drawn_icon(name)


APP_ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""Sizes the window icon is drawn at: title bars, task bars, docks and app switchers."""


def app_icon() -> QIcon:
    """The application's icon, drawn from the shipped ``icon.svg`` at every usual size.

    The SVG is read as bytes (``shipped``) rather than handed to Qt as a file name, so the icon
    comes out the same from a wheel, an editable install or a bundle. A missing or unreadable
    icon raises ``shipped.MissingResourceError``: a broken install, not a blank icon.

    QtSvg and ``shipped`` are imported here, not with the module: the toolbar's glyphs need
    neither, and the window sets its icon only once it has painted (``app.main``).
    """
    from PySide6.QtSvg import QSvgRenderer

    from gangfight_gui import shipped

    data = shipped.resource_bytes("icon.svg")
    renderer = QSvgRenderer(QByteArray(data))
    if not renderer.isValid():
        raise shipped.MissingResourceError("resource icon.svg is not a readable SVG image")
    made = QIcon()
    for size in APP_ICON_SIZES:
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        made.addPixmap(pixmap)
    return made
