"""File › Open Recent: the files opened or saved lately, listed afresh each time it opens."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QMenu, QWidget

from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.gui.shell.settings import MAX_RECENT_FILES
from gangfight_gui.gui.shell.settings_store import SettingsStore


class RecentMenu(QMenu):
    """The recent files, newest first, each opened by ``open_path``; and Clear Menu."""

    def __init__(
        self, window: QWidget, settings: SettingsStore, open_path: Callable[[Path], object]
    ) -> None:
        super().__init__("Open &Recent", window)
        self.setObjectName("recent_menu")
        self._settings = settings
        self._open_path = open_path
        self.aboutToShow.connect(self._on_about_to_show)

    def _on_about_to_show(self) -> None:
        self.clear()
        recent = self._settings.settings.recent_files[:MAX_RECENT_FILES]
        if not recent:
            empty = self.addAction("No recent rosters")
            empty.setEnabled(False)
            return
        for number, path in enumerate(recent, start=1):
            label = f"&{number} {path.name}" if number < 10 else f"1&0 {path.name}"
            entry = self.addAction(label)
            entry.setToolTip(tooltip(str(path)))
            entry.setStatusTip(str(path))
            entry.triggered.connect(lambda _checked=False, path=path: self._open_path(path))
        self.addSeparator()
        clear = self.addAction("&Clear Menu")
        clear.triggered.connect(self._on_clear_triggered)

    def _on_clear_triggered(self) -> None:
        self._settings.update(lambda s: s.model_copy(update={"recent_files": ()}))
