"""GUI test set-up: leave nothing on the clipboard that would crash PySide6 at exit."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QInputDialog

from gangfight_gui.gui.roster.clipboard import release_clipboard


@pytest.fixture(autouse=True)
def _release_clipboard() -> Iterator[None]:
    """pytest-qt's application lives until the process ends, past every aboutToQuit."""
    yield
    release_clipboard()


@pytest.fixture(autouse=True)
def _no_unanswered_input_dialog(monkeypatch: pytest.MonkeyPatch) -> None:
    """A modal question no test answers would hang the run: fail instead (File > New asks
    for the game; a test that triggers it answers with its own monkeypatch)."""

    def unanswered(*_args: object, **_kwargs: object) -> tuple[str, bool]:
        raise AssertionError("a test opened an input dialog without answering it")

    monkeypatch.setattr(QInputDialog, "getItem", unanswered)
