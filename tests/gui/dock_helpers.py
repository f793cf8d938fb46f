"""A panel in a dock that is a tab behind another, as the results, the battle and the matchups
are at a laptop's width: what ``gui/common/on_screen.py`` is for."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.common.on_screen import on_screen


def tab_behind(
    qtbot: QtBot, panel: QWidget, size: tuple[int, int] = (900, 600)
) -> tuple[QMainWindow, QDockWidget]:
    """Show ``panel`` in a dock tabbed behind another one's, in a shown window (closed by
    pytest-qt; keep it while the test runs); the window and the panel's dock, to bring to the
    front with ``raise_``."""
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setCentralWidget(QLabel("rosters"))
    behind, front = QDockWidget("Behind", window), QDockWidget("Builder", window)
    behind.setWidget(panel)
    front.setWidget(QLabel("builder"))
    for dock in (behind, front):
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.tabifyDockWidget(behind, front)
    window.resize(*size)
    with qtbot.waitExposed(window):
        window.show()
    front.raise_()
    qtbot.waitUntil(lambda: not on_screen(panel))
    return window, behind
