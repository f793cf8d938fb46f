"""How the window fits a laptop screen: panels that scroll instead of pushing the window wider, and
below ``COMPACT_WIDTH`` the calculator's two docks sharing one place as tabs.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QScrollBar, QWidget

PANEL_MINIMUM = QSize(240, 120)
"""The smallest a scrolled panel asks for: a few controls' width, a few lines' height."""

FIT_SIZE = QSize(1280, 720)
"""The smallest screen the window is made for: it must never ask for more."""

BUILDER_WIDTH = 560
"""The builder at its comfortable width beside a vertical scroll bar: no sideways scrolling at
1280 or 1366 pixels wide."""
RESULTS_WIDTH = 640
"""The results at their comfortable width, beside the builder."""
ROSTERS_LEAST = 600
"""The least the rosters' place keeps beside the calculator's docks: the welcome panel's three
buttons and its title whole, a roster's table readable."""
COMPACT_WIDTH = BUILDER_WIDTH + RESULTS_WIDTH + ROSTERS_LEAST
"""Narrower than this, the combat builder and the results share one dock place as tabs: side by
side at their comfortable widths they would squeeze the rosters' place below ``ROSTERS_LEAST``
(at 1600 pixels, the window's first size on a large screen, the welcome panel was cut to
"Gangfight GU")."""


def scrolled(widget: QWidget, name: str, parent: QWidget | None = None) -> QScrollArea:
    """``widget`` in a frameless scroll area that asks for no more than PANEL_MINIMUM.

    The area's size hint is still the widget's, so with room to spare the panel shows whole.
    A QMainWindow's minimum is the sum of its parts': one wide form unscrolled would make a
    1366×768 screen too small.
    """
    area = QScrollArea(parent)
    area.setObjectName(name)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(widget)
    area.setMinimumSize(PANEL_MINIMUM)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the panel's controls, not the area
    return area


class RoomKeptScrollBar(QScrollBar):
    """A scroll bar whose room is always kept (its area's width never changes as the panel grows
    and shrinks) but which shows only when there is something to scroll: with nothing to scroll
    it is the panel's background, not a bar that does nothing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.rangeChanged.connect(self._on_range_changed)
        self._on_range_changed(self.minimum(), self.maximum())

    def inert(self) -> bool:
        """Nothing to scroll: the panel shows whole."""
        return self.maximum() <= self.minimum()

    def _on_range_changed(self, low: int, high: int) -> None:
        self.setEnabled(high > low)  # out of reach of the mouse and of assistive tools' actions
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.inert():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        # fillRect's overloads would make PySide6 build QGradient's type (1 ms of the start)
        painter.setBackground(self.palette().color(self.backgroundRole()))
        painter.eraseRect(self.rect())
        painter.end()


def fits(size: QSize, room: QSize = FIT_SIZE) -> bool:
    """Whether ``size`` is no wider and no taller than ``room``."""
    return size.width() <= room.width() and size.height() <= room.height()
