"""SIGTERM and SIGHUP as a Qt signal, so a session ending mid-edit loses nothing."""

from __future__ import annotations

import contextlib
import signal
import socket
from collections.abc import Callable
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, Signal

WATCHED: tuple[int, ...] = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)
)
"""SIGTERM everywhere; SIGHUP (the terminal or the login session went away) where it exists."""

Handler = Callable[[int, FrameType | None], object] | int | None


def _note(_signum: int, _frame: FrameType | None) -> None:
    """Python's handler: nothing to do here; the wake-up byte carries the signal to Qt."""


class TerminationWatcher(QObject):
    """Emits ``termination_requested`` in the event loop when the process gets SIGTERM or SIGHUP.

    Python runs signal handlers only between bytecodes, and Qt's event loop runs no Python while
    it waits, so a plain handler would wait for the next mouse move. Python's C handler writes the
    signal's number to a socket (``signal.set_wakeup_fd``) a QSocketNotifier watches instead: the
    event loop wakes at once, where it is safe to save and quit.

    Only one may be installed at a time (the wake-up fd is process-wide); ``uninstall`` puts back
    the handlers and wake-up fd it replaced.

    Signals:
        termination_requested(int): the signal number received.
    """

    termination_requested = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno())
        self._previous: dict[int, Handler] = {}
        for signum in WATCHED:
            self._previous[signum] = signal.signal(signum, _note)
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._on_notifier_activated)
        self._installed = True

    def uninstall(self) -> None:
        """Restore the previous handlers and wake-up fd; close the sockets. Safe to repeat."""
        if not self._installed:
            return
        self._installed = False
        self._notifier.setEnabled(False)
        for signum, handler in self._previous.items():
            signal.signal(signum, handler if handler is not None else signal.SIG_DFL)
        signal.set_wakeup_fd(self._previous_fd)
        self._reader.close()
        self._writer.close()

    def _on_notifier_activated(self) -> None:
        received = b""
        with contextlib.suppress(BlockingIOError, InterruptedError):
            received = self._reader.recv(64)
        for signum in received:
            if signum in WATCHED:
                self.termination_requested.emit(signum)
                return
