"""A call once a widget has been painted: the window's start shows itself first and reads the
rosters named on its command line after (docs/performance.md).

A zero timer set when the window is shown fires before Qt paints it (the paint waits for the
window system's expose), so "after the first paint" is watched for: the widget's first paint
event, then the next turn of the event loop, when that paint is finished and on screen.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _FirstPaint(QObject):
    """Watches ``widget`` for its first paint; a child of ``widget``, so it goes with it (and
    its pending call with it, the watch being the timer's context)."""

    def __init__(self, widget: QWidget, callback: Callable[[], None]) -> None:
        super().__init__(widget)
        self.setObjectName("first_paint_watch")
        self._callback = callback
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._painted)
        return False

    def _painted(self) -> None:
        self.deleteLater()
        self._callback()


def after_first_paint(widget: QWidget, callback: Callable[[], None]) -> None:
    """Call ``callback`` once, in the event loop's turn after ``widget`` is next painted; never
    if ``widget`` goes first."""
    _FirstPaint(widget, callback)
