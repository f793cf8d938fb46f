"""Where the battle's dock goes: beside the calculator in a wide window, a tab of the builder's
place in a narrow one (a laptop's 1366 or 1280 pixels)."""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget, QMainWindow

from gangfight_gui.gui.common.fitting import COMPACT_WIDTH

DOCK_WIDTH = 470
"""The battle beside the calculator: both sides' tables and their state whole."""
WIDE_ENOUGH = COMPACT_WIDTH + DOCK_WIDTH
"""A window at least this wide keeps the battle beside the rosters, the builder and the results
(each at its width, the rosters at their least); narrower, the battle is a tab of the builder's
place."""
DOCK_LEAST = 400
"""Never narrower: the pick's menus and buttons, and each side's names and states."""


def tabify(window: QMainWindow, dock: QDockWidget, neighbour: QDockWidget | None) -> bool:
    """The battle as a tab of the builder's place, before it is shown, so a window too
    narrow for it beside never grows past its screen; False if it cannot be (floating)."""
    if neighbour is None or dock.isFloating():
        return False
    window.tabifyDockWidget(neighbour, dock)
    return True


def fit(window: QMainWindow, dock: QDockWidget, neighbour: QDockWidget | None, width: int) -> None:
    """A window too narrow for the battle beside the rosters and the builder (a laptop's
    1366 or 1280 pixels) takes it as a tab of the builder's place: Fight in Builder brings
    the builder to the front, and Apply Roll is in the Combat menu (Ctrl+Shift+Enter)
    whatever is in front."""
    if neighbour is None or dock.isFloating():
        return
    if width < WIDE_ENOUGH or window.width() > width:
        window.tabifyDockWidget(neighbour, dock)
        dock.raise_()
        if not window.isMaximized() and not window.isFullScreen():
            layout = window.layout()
            if layout is not None:  # its least size as the tab leaves it, not as it was
                layout.activate()
            window.resize(width, window.height())
