"""GUI test set-up: leave nothing on the clipboard that would crash PySide6 at exit."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gangfight_gui.gui.roster.clipboard import release_clipboard


@pytest.fixture(autouse=True)
def _release_clipboard() -> Iterator[None]:
    """pytest-qt's application lives until the process ends, past every aboutToQuit."""
    yield
    release_clipboard()
