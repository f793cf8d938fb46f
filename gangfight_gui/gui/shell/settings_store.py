"""The GUI's settings, loaded once and written back whenever they change."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QObject, Signal

from gangfight_gui.gui.shell.settings import Settings, load_settings, save_settings


class SettingsStore(QObject):
    """The current settings and the one place that changes them; a disk that refuses to save
    them is reported (``save_failed``) and never stops the player.

    Signals:
        settings_changed(object): the settings were replaced (the new ``Settings``).
        save_failed(str): the settings could not be written; the reason.
    """

    settings_changed = Signal(object)
    save_failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = load_settings()
        self._holding = 0
        self._unsaved = False

    @property
    def settings(self) -> Settings:
        return self._settings

    def update(self, change: Callable[[Settings], Settings]) -> None:
        """Replace the settings with ``change(settings)`` and save them (within ``batched``,
        when the batch ends)."""
        new = change(self._settings)
        if new == self._settings:
            return
        self._settings = new
        if self._holding:
            self._unsaved = True
        else:
            self._save()
        self.settings_changed.emit(new)

    @contextmanager
    def batched(self, *, write: bool = True) -> Iterator[None]:
        """Every change made inside takes effect at once and is saved once, at the end: opening
        several rosters wrote the recent files once a roster, each write about 3 ms with its
        ``fsync`` (the window's start with rosters; docs/performance.md). Nested batches save
        when the outermost ends, also when it ends by an exception. Not ``write``: never saved
        (the screenshot's window, whose settings folder goes with the picture)."""
        self._holding += 1
        try:
            yield
        finally:
            self._holding -= 1
            if not self._holding and self._unsaved:
                if write:
                    self._save()
                else:
                    self._unsaved = False

    def _save(self) -> None:
        self._unsaved = False
        try:
            save_settings(self._settings)
        except OSError as error:
            self.save_failed.emit(f"Could not save the settings: {error}")
