"""A call once a widget has been painted: the window's start shows itself first and reads the
rosters named on its command line after (docs/performance.md).
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
    if ``widget`` goes first. A zero timer set at show would fire before the paint, which waits
    for the window system's expose."""
    _FirstPaint(widget, callback)
