"""The GUI's settings, loaded once and written back whenever they change.

Settings are a convenience: a disk that refuses to save them is reported once in the status bar
and never stops the player (see ``roster.settings``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from gangfight_gui.gui.shell.settings import Settings, load_settings, save_settings


class SettingsStore(QObject):
    """The current settings and the one place that changes them.

    Signals:
        settings_changed(object): the settings were replaced (the new ``Settings``).
        save_failed(str): the settings could not be written; the reason.
    """

    settings_changed = Signal(object)
    save_failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = load_settings()

    @property
    def settings(self) -> Settings:
        return self._settings

    def update(self, change: Callable[[Settings], Settings]) -> None:
        """Replace the settings with ``change(settings)`` and save them."""
        new = change(self._settings)
        if new == self._settings:
            return
        self._settings = new
        try:
            save_settings(new)
        except OSError as error:
            self.save_failed.emit(f"Could not save the settings: {error}")
        self.settings_changed.emit(new)
