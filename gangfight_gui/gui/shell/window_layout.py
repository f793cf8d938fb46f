"""The main window's size and place: its default size, fitting a remembered place to this screen,
and the place and docks kept in the settings from one session to the next."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QByteArray, QSize
from PySide6.QtWidgets import QMainWindow, QWidget

from gangfight_gui.gui.shell.settings import Settings

DEFAULT_SIZE = QSize(1600, 1000)
"""Rosters, builder and results side by side; smaller screens get most of their area."""


def default_size(widget: QWidget) -> QSize:
    screen = widget.screen()
    if screen is None:
        return DEFAULT_SIZE
    room = screen.availableGeometry().size() * 0.95
    return DEFAULT_SIZE.boundedTo(room)


def fit_to_screen(window: QMainWindow) -> None:
    """Undo a remembered place that does not fit this screen (saved on a larger monitor).

    A window larger than the screen's free area gets the default size; one lying partly off
    it is moved back onto it. Maximised and full-screen windows are the system's business.
    """
    screen = window.screen()
    if screen is None or window.isMaximized() or window.isFullScreen():
        return
    room = screen.availableGeometry()
    frame = window.frameGeometry()
    if frame.width() > room.width() or frame.height() > room.height():
        window.resize(default_size(window))
        frame = window.frameGeometry()
    if not room.contains(frame):
        frame.moveLeft(max(room.left(), min(frame.left(), room.right() - frame.width() + 1)))
        frame.moveTop(max(room.top(), min(frame.top(), room.bottom() - frame.height() + 1)))
        window.move(frame.topLeft())


def restore_layout(window: QMainWindow, settings: Settings) -> None:
    """The window's place and docks as they were last closed, fitted to this screen."""
    if settings.window_geometry:
        window.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode("ascii")))
    if settings.window_state:
        window.restoreState(QByteArray.fromBase64(settings.window_state.encode("ascii")))
    fit_to_screen(window)


def remembered_layout(
    window: QMainWindow, fights: Mapping[str, Any]
) -> Callable[[Settings], Settings]:
    """The settings' update keeping the window's place and docks as they are now, and each
    game's last fight (``fights``, by game key)."""
    geometry = bytes(window.saveGeometry().toBase64().data()).decode("ascii")
    state = bytes(window.saveState().toBase64().data()).decode("ascii")

    def remembered(settings: Settings) -> Settings:
        settings = settings.model_copy(update={"window_geometry": geometry, "window_state": state})
        for key, fight in fights.items():
            settings = settings.with_last_fight(key, fight)
        return settings

    return remembered
