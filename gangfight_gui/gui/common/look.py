"""The application's look, set once on the QApplication: the palette made whole and scroll bars
that cost nothing to paint.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionComplex,
    QStyleOptionSlider,
    QWidget,
)

from gangfight_gui.gui.common.palette import MARK_CONTRAST, legible, mended

_SC = QStyle.SubControl
_ARROWS = _SC.SC_ScrollBarAddLine | _SC.SC_ScrollBarSubLine
QUICK_STYLES = frozenset({"fusion"})
"""Styles whose scroll bars are painted flat (``QuickScrollBars``)."""


class QuickScrollBars(QProxyStyle):
    """Fusion with flat scroll bars: groove and handle in the palette's colours, no gradients.
    Its check boxes are framed to be seen, ticked or not (Fusion's frame is 1.2–1.9:1).

    Fusion's gradients run across the bar, drawn a row at a time by the raster engine: slower
    than the rest of a builder edit, which repaints the builder's bar as its content grows."""

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element != QStyle.PrimitiveElement.PE_IndicatorCheckBox:
            return
        palette = option.palette
        papers = (palette.color(QPalette.ColorRole.Window), palette.color(QPalette.ColorRole.Base))
        frame = legible(
            palette.color(QPalette.ColorRole.Mid),
            papers,
            palette.color(QPalette.ColorRole.Text),
            MARK_CONTRAST,
        )
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(frame)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(option.rect.adjusted(0, 0, -1, -1))
        painter.restore()

    def drawComplexControl(
        self,
        control: QStyle.ComplexControl,
        option: QStyleOptionComplex,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if (
            control != QStyle.ComplexControl.CC_ScrollBar
            or not isinstance(option, QStyleOptionSlider)
            or self.styleHint(QStyle.StyleHint.SH_ScrollBar_Transient, option, widget)
        ):
            super().drawComplexControl(control, option, painter, widget)
            return
        palette = option.palette
        button = palette.color(QPalette.ColorRole.Button)
        outline = QColor(palette.color(QPalette.ColorRole.Window).darker(140))
        outline.setAlpha(180)
        painter.save()
        if option.subControls & _SC.SC_ScrollBarGroove:
            painter.fillRect(option.rect, button.darker(105))
        if option.subControls & _SC.SC_ScrollBarSlider:
            handle = self.subControlRect(
                control,
                option,
                _SC.SC_ScrollBarSlider,
                widget,  # type: ignore[arg-type]  # Qt takes none (the stubs say otherwise)
            )
            active = bool(option.activeSubControls & _SC.SC_ScrollBarSlider)
            if active and option.state & QStyle.StateFlag.State_Sunken:
                fill = button.darker(110)
            elif active and option.state & QStyle.StateFlag.State_MouseOver:
                fill = button.lighter(110)
            else:
                fill = button.lighter(104)
            painter.fillRect(handle, fill)
            painter.setPen(outline)
            painter.drawRect(handle.adjusted(0, 0, -1, -1))
        painter.restore()
        arrows = QStyleOptionSlider(option)
        arrows.subControls = option.subControls & _ARROWS
        if arrows.subControls:
            super().drawComplexControl(control, arrows, painter, widget)


def dress(app: QApplication) -> None:
    """Give ``app`` the program's look: the palette made whole (``mended``), and on Fusion the
    quick scroll bars. The window, its benchmarks and the tools that picture it all call this,
    so they paint what the player sees."""
    style = app.style()
    if style is not None and style.name().lower() in QUICK_STYLES:
        app.setStyle(QuickScrollBars(style.name()))  # first: a new style resets the palette
    app.setPalette(mended(app.palette()))  # a dark desktop's table rows dark too


def dress_in_two(app: QApplication) -> Callable[[], None]:
    """``dress``'s look in two steps, for the window's start: the palette now, and on Fusion the
    quick scroll bars when the returned call comes (once the window is first painted, before
    any roster is read). Until then a plain proxy of the style paints, asking Python nothing:
    a Python override made PySide6 build every style option's class at the first paint (about
    4 ms), for a window that shows no scroll bar and no check box. The call puts
    ``QuickScrollBars`` under that proxy, so no widget is polished again (a scroll bar on
    screen already, a window too small for its welcome panel, is flat once next painted)."""
    style = app.style()
    if style is None or style.name().lower() not in QUICK_STYLES:
        dress(app)
        return lambda: None
    name = style.name()
    outer = QProxyStyle(name)
    app.setStyle(outer)  # first: a new style resets the palette
    app.setPalette(mended(app.palette()))

    def quicken() -> None:
        quick = QuickScrollBars(name)
        quick.setParent(outer)  # kept, with its Python overrides, as long as the proxy
        outer.setBaseStyle(quick)

    return quicken
