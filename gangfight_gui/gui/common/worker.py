"""Long computations (a matchup matrix, the cards' odds) on a worker thread, cancellable, with
progress, so no roster, however large, freezes the window."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

_log = logging.getLogger(__name__)

PROGRESS_STEPS = 100
"""Progress is reported at most this often per job: enough for a smooth bar, few signals."""

Progress = Callable[[int, int], bool]
Task = Callable[[Progress], object]
"""A job's work: calls ``progress(done, total)`` now and then (False: stop) and returns its
result."""


@dataclass(frozen=True, slots=True, eq=False)
class Job:
    """One request: its number (a stale report is known by it), its task and its cancel flag,
    which the task's progress callback reads."""

    number: int
    task: Task
    cancel: threading.Event = field(default_factory=threading.Event)


class Worker(QObject):
    """Runs jobs in its own thread; each ends in exactly one ``ended``: a ``ValueError`` a job
    raises (the rules' refusals) is its message, anything else a bug.

    Signals:
        progressed(int, int, int): job number, steps done, steps in all.
        ended(int, str, object): job number, how it ended (the name of ``Computation``'s signal:
            "computed", "cancelled" or "failed") and what that signal carries, if anything.
    """

    progressed = Signal(int, int, int)
    ended = Signal(int, str, object)

    @Slot(object)
    def run(self, job: Job) -> None:
        if job.cancel.is_set():
            self.ended.emit(job.number, "cancelled", None)
            return
        last = [-1]

        def progress(done: int, total: int) -> bool:
            time.sleep(0)  # hands the GIL to the window's thread if it waits (an edit, a paint)
            step = max(1, total // PROGRESS_STEPS)
            if done == total or done // step != last[0]:
                last[0] = done // step
                self.progressed.emit(job.number, done, total)
            return not job.cancel.is_set()

        try:
            result = job.task(progress)
        except ValueError as error:
            self.ended.emit(job.number, "failed", str(error))
            return
        except Exception as error:
            # A bug must not leave the window waiting for ever: report it, keep the traceback.
            _log.exception("a background computation failed")
            message = f"internal error ({type(error).__name__}: {error})"
            self.ended.emit(job.number, "failed", message)
            return
        if job.cancel.is_set():
            self.ended.emit(job.number, "cancelled", None)
            return
        self.ended.emit(job.number, "computed", result)


class Computation(QObject):
    """Starts and cancels jobs; reports only the newest job's progress and end. Its thread stops
    at ``shutdown`` or, as a safety net, when it is destroyed: a ``QThread`` destroyed while
    running aborts the whole process.

    Signals:
        progressed(int, int): steps done, steps in all.
        computed(object): the newest job's result.
        cancelled(): the newest job was cancelled.
        failed(str): the newest job failed; why.
    """

    progressed = Signal(int, int)
    computed = Signal(object)
    cancelled = Signal()
    failed = Signal(str)

    _requested = Signal(object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._job: Job | None = None
        self._numbers = 0
        self._jobs: list[Job] = []
        """Jobs queued or running in the worker, so a shutdown can cancel every one."""
        # A child, so it goes with the computation (after ``destroyed`` has stopped it), in the GUI
        # thread, instead of whenever Python collects it.
        self._thread = QThread(self)
        self._thread.setObjectName(name)
        self._worker = Worker()
        self._worker.moveToThread(self._thread)
        self._requested.connect(self._worker.run)
        self._worker.progressed.connect(self._on_worker_progressed)
        self._worker.ended.connect(self._on_worker_ended)
        self._thread.start()
        # The closure holds the thread and jobs, not self: it runs while self is being destroyed.
        thread, jobs = self._thread, self._jobs
        self.destroyed.connect(lambda: _stop(thread, jobs))
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    @property
    def busy(self) -> bool:
        return self._job is not None

    def start(self, task: Task) -> None:
        """Run ``task`` in the worker, cancelling any job still running."""
        self.cancel()
        if not self._thread.isRunning():  # stopped by shutdown(); its owner may start again
            self._thread.start()
        self._numbers += 1
        self._job = Job(self._numbers, task)
        self._jobs.append(self._job)
        self._requested.emit(self._job)

    def cancel(self) -> None:
        """Stop the running job; ``cancelled`` follows once the worker has stopped."""
        if self._job is not None:
            self._job.cancel.set()

    def shutdown(self) -> None:
        """Cancel everything and stop the thread, waiting for it. Safe to call twice."""
        _stop(self._thread, self._jobs)

    def _is_current(self, number: int) -> bool:
        return self._job is not None and self._job.number == number

    def _ended(self, number: int) -> bool:
        """Forget job ``number``, ended; whether it was the newest (its end is then reported)."""
        self._jobs[:] = [j for j in self._jobs if j.number != number]
        newest = self._is_current(number)
        if newest:
            self._job = None
        return newest

    def _on_worker_progressed(self, number: int, done: int, total: int) -> None:
        if self._is_current(number):
            self.progressed.emit(done, total)

    def _on_worker_ended(self, number: int, how: str, payload: object) -> None:
        """Job ``number`` ended ``how`` (the name of the signal that tells it): told only for the
        newest job."""
        if not self._ended(number):
            return
        if how == "cancelled":
            self.cancelled.emit()
        else:
            getattr(self, how).emit(payload)


def _stop(thread: QThread, jobs: Sequence[Job]) -> None:
    for job in jobs:
        job.cancel.set()
    # At interpreter exit Python may have freed the thread first; then there is nothing to stop.
    if shiboken6.isValid(thread) and thread.isRunning():
        thread.quit()
        thread.wait()
