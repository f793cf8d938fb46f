"""GUI test set-up: every test leaves the QApplication as it found it.

pytest-qt's application lives for the whole session, so whatever one test leaves behind — a
window nobody deleted, a ``deleteLater`` never processed, a Python-owned Qt object that only a
reference cycle keeps alive — is destroyed later at a time nobody chose: during another test, by
Python's garbage collector in the matchup worker thread (Qt objects must die in the GUI thread), or
at interpreter exit in any order. Those were the end-of-session segfaults. Here each test's
leftovers are deleted at its own teardown, in the GUI thread, and a window left open fails the
test that left it.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QInputDialog, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.roster.clipboard import release_clipboard
from gangfight_gui.gui.shell import new_roster_dialog
from gangfight_gui.gui.shell.main_window import MainWindow
from tests.gui.roster_helpers import LAPTOP, close_quietly, make_window

PATIENCE_MS = 30_000
"""How long a GUI test waits, by default, for what it asserts: pytest-qt's 5 s is short on a
machine busy with other work (a matrix or a card export worked out behind a loaded CPU). A
condition that holds ends the wait at once, so a passing test is no slower."""


@pytest.fixture(autouse=True)
def _patient_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    """qtbot's waits (for a condition, a signal, a window shown) with ``PATIENCE_MS`` as their
    default timeout; a test that gives its own keeps it."""
    for name in ("waitUntil", "waitSignal", "waitSignals", "waitExposed", "waitActive"):
        wait = getattr(QtBot, name)

        def patient(
            self: QtBot, *args: object, _wait: Any = wait, timeout: int = PATIENCE_MS, **kw: Any
        ) -> Any:
            return _wait(self, *args, timeout=timeout, **kw)

        monkeypatch.setattr(QtBot, name, patient)


@pytest.fixture(autouse=True)
def _release_clipboard() -> Iterator[None]:
    """pytest-qt's application lives until the process ends, past every aboutToQuit."""
    yield
    release_clipboard()


def _close_quietly(widget: QWidget) -> None:
    if isinstance(widget, MainWindow):
        if not hasattr(widget, "matchups"):  # its __init__ failed half-way: only delete it
            widget.deleteLater()
            return
        widget.matchups.shutdown()
        close_quietly(widget)  # no unsaved-changes question at teardown
        return
    widget.close()
    widget.deleteLater()


@pytest.fixture(autouse=True)
def _nothing_left_behind(qapp: QApplication) -> Iterator[None]:
    """Collect garbage only in the GUI thread, and delete every window the test left.

    Runs after pytest-qt has closed the widgets given to ``qtbot.addWidget`` (and called their
    ``deleteLater``); the deferred deletes are processed here, so they happen now.
    """
    was_enabled = gc.isenabled()
    gc.disable()  # as in the app (gui/shell/main_thread_gc.py)
    before = set(qapp.topLevelWidgets())
    yield
    names = delete_windows_left(qapp, before)
    gc.collect(0)  # the test's garbage: nothing was collected, so nothing left generation 0
    if was_enabled:
        gc.enable()
    assert not names, f"the test left top-level widgets alive: {', '.join(names)}"


def delete_windows_left(qapp: QApplication, before: set[QWidget]) -> list[str]:
    """Process deferred deletes, then delete the windows not in ``before``; name them."""
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    left = [w for w in qapp.topLevelWidgets() if w.parent() is None and w not in before]
    names = [f"{type(w).__name__} {w.objectName()!r}" for w in left]
    for widget in left:
        _close_quietly(widget)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return names


@pytest.fixture(autouse=True)
def _no_unanswered_input_dialog(monkeypatch: pytest.MonkeyPatch) -> None:
    """A modal question no test answers would hang the run: fail instead (File > New asks
    for the game; a test that triggers it answers with its own monkeypatch)."""

    def unanswered(*_args: object, **_kwargs: object) -> tuple[str, bool]:
        raise AssertionError("a test opened an input dialog without answering it")

    monkeypatch.setattr(QInputDialog, "getItem", unanswered)
    monkeypatch.setattr(new_roster_dialog, "ask", unanswered)


@pytest.fixture
def window_size() -> tuple[int, int] | None:
    """The size ``window`` gives its window, ``None`` for the window's own: a module that needs
    another size overrides this fixture."""
    return None


@pytest.fixture
def window(qtbot: QtBot, window_size: tuple[int, int] | None) -> Iterator[MainWindow]:
    """A shown main window that starts no session, at ``window_size``, closed without questions
    after the test. A module that needs rosters open overrides ``window`` with a fixture that
    takes this one and opens them."""
    shown = make_window(qtbot)
    if window_size is not None:
        shown.resize(*window_size)
    yield shown
    close_quietly(shown)


@pytest.fixture
def laptop_window(window: MainWindow) -> MainWindow:
    """``window`` on a 1366×768 laptop's screen, the smallest the window is made to fit."""
    window.resize(*LAPTOP)
    return window
