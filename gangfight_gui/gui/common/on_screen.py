"""Whether a panel can be seen, and a call when it comes into sight."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QWidget

_ARRIVING = frozenset({QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show})


def dock_of(widget: QWidget) -> QDockWidget | None:
    """The dock ``widget`` lies in, if any.

    Climbed by ``parent``, a widget's parent widget as a QObject: PySide6 makes a QWidget
    pointer it has not seen (a scroll area's viewport) Python's by trying every widget class it
    knows (10 ms, once), a QObject pointer by its class name."""
    parent = widget.parent()
    while parent is not None:
        if isinstance(parent, QDockWidget):
            return parent
        parent = parent.parent()
    return None


def on_screen(widget: QWidget) -> bool:
    """Whether ``widget`` is shown and not in a dock that is a tab behind another one (Qt keeps
    such a dock "visible", moved out of the window, so ``isVisible`` alone would not do)."""
    if not widget.isVisible():
        return False
    dock = dock_of(widget)
    return dock is None or dock.isFloating() or not dock.visibleRegion().isEmpty()


class _Watch(QObject):
    """Watches ``widget``'s dock for its arrival on screen; a child of ``widget``, so it goes
    with it."""

    def __init__(self, widget: QWidget, dock: QDockWidget, callback: Callable[[], None]) -> None:
        super().__init__(widget)
        self.setObjectName("on_screen_watch")
        self._widget = widget
        self._callback = callback
        self._due = False
        dock.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _ARRIVING and not self._due:
            # After the event: a tab brought to the front is moved, then laid out.
            self._due = True
            QTimer.singleShot(0, self, self._arrived)
        return False

    def _arrived(self) -> None:
        self._due = False
        if on_screen(self._widget):
            self._callback()


def seen_now(widget: QWidget, catch_up: Callable[[], None]) -> bool:
    """Whether ``widget`` is on screen. If it is not, ``catch_up`` is called whenever its dock
    may have come into sight and ``widget`` is on screen (``catch_up`` checks whether it has
    anything to do); watching starts at the first such answer and lasts as long as
    ``widget``. A widget outside any dock is left to its ``showEvent`` (a dock's tab brought to
    the front sends none: its dock moves, is resized or is shown)."""
    if on_screen(widget):
        return True
    if widget.findChild(_Watch, "on_screen_watch", Qt.FindChildOption.FindDirectChildrenOnly):
        return False
    dock = dock_of(widget)
    if dock is not None:
        _Watch(widget, dock, catch_up)
    return False
