"""Computing a matrix on a worker thread, so a 50 × 50 matrix never freezes the window.

``MatrixComputation`` lives in the GUI thread and owns one ``QThread`` running a
``MatrixWorker``. Each request is a ``MatrixJob`` with its own cancel flag (a ``threading.Event``
the core's ``progress`` callback reads between cells). A new request cancels the one running, so
only the newest job's result is ever reported; stale reports are recognised by the job number.

The thread stops when the computation is shut down (the view does it when closed, the
application when it quits) or, as a safety net, when the computation object is destroyed: a
``QThread`` destroyed while running aborts the whole process. A later job restarts it.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.gangfight.entries import profile as entry_profile
from gangfight_gui.rules.gangfight.errors import RulesError
from gangfight_gui.rules.gangfight.matchups import MatchupSettings, matchup_matrix

_log = logging.getLogger(__name__)

PROGRESS_STEPS = 100
"""Progress is reported at most this often per job: enough for a smooth bar, few signals."""


@dataclass(frozen=True, slots=True, eq=False)
class MatrixJob:
    number: int
    attackers: Roster
    targets: Roster
    settings: MatchupSettings
    cancel: threading.Event = field(default_factory=threading.Event)


class MatrixWorker(QObject):
    """Runs jobs in its own thread; each ends in exactly one of the three end signals.

    Signals:
        progressed(int, int, int): job number, cells done, cells in all.
        computed(int, object): job number, the ``MatrixResult``.
        cancelled(int): job number; the job stopped early, nothing to show.
        failed(int, str): job number, why the core refused the rosters.
    """

    progressed = Signal(int, int, int)
    computed = Signal(int, object)
    cancelled = Signal(int)
    failed = Signal(int, str)

    @Slot(object)
    def run(self, job: MatrixJob) -> None:
        if job.cancel.is_set():
            self.cancelled.emit(job.number)
            return
        started = time.perf_counter()
        try:
            attackers = [entry_profile(m.to_json()) for m in job.attackers.models]
            targets = [entry_profile(m.to_json()) for m in job.targets.models]
            total = len(attackers) * len(targets)
            step = max(1, total // PROGRESS_STEPS)

            def progress(done: int, total: int) -> bool:
                if done % step == 0 or done == total:
                    self.progressed.emit(job.number, done, total)
                return not job.cancel.is_set()

            rows = matchup_matrix(attackers, targets, job.settings, progress=progress)
        except (RulesError, ValueError) as error:
            self.failed.emit(job.number, str(error))
            return
        except Exception as error:
            # A bug must not leave the view waiting for ever: report it, keep the traceback.
            _log.exception("matchup matrix computation failed")
            self.failed.emit(job.number, f"internal error ({type(error).__name__}: {error})")
            return
        if job.cancel.is_set():
            self.cancelled.emit(job.number)
            return
        self.progressed.emit(job.number, total, total)
        self.computed.emit(
            job.number,
            MatrixResult(
                job.attackers.name,
                job.targets.name,
                tuple(m.name for m in job.attackers.models),
                tuple(m.name for m in job.targets.models),
                job.settings,
                tuple(tuple(row) for row in rows),
                time.perf_counter() - started,
            ),
        )


class MatrixComputation(QObject):
    """Starts and cancels matrix jobs; reports only the newest job's progress and end.

    Signals:
        progressed(int, int): cells done, cells in all.
        computed(object): the newest job's ``MatrixResult``.
        cancelled(): the newest job was cancelled.
        failed(str): the newest job failed; why.
    """

    progressed = Signal(int, int)
    computed = Signal(object)
    cancelled = Signal()
    failed = Signal(str)

    _requested = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._job: MatrixJob | None = None
        self._numbers = 0
        self._jobs: list[MatrixJob] = []
        """Jobs queued or running in the worker, so a shutdown can cancel every one."""
        # A child, so it goes with the computation (after ``destroyed`` has stopped it), in the GUI
        # thread, instead of whenever Python collects it.
        self._thread = QThread(self)
        self._thread.setObjectName("matchup_matrix_thread")
        self._worker = MatrixWorker()
        self._worker.moveToThread(self._thread)
        self._requested.connect(self._worker.run)
        self._worker.progressed.connect(self._on_worker_progressed)
        self._worker.computed.connect(self._on_worker_computed)
        self._worker.cancelled.connect(self._on_worker_cancelled)
        self._worker.failed.connect(self._on_worker_failed)
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

    def start(self, attackers: Roster, targets: Roster, settings: MatchupSettings) -> None:
        """Compute a new matrix, cancelling any job still running."""
        self.cancel()
        if not self._thread.isRunning():  # stopped by shutdown(); a closed view may reopen
            self._thread.start()
        self._numbers += 1
        self._job = MatrixJob(self._numbers, attackers, targets, settings)
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

    def _forget(self, number: int) -> None:
        self._jobs[:] = [j for j in self._jobs if j.number != number]

    def _on_worker_progressed(self, number: int, done: int, total: int) -> None:
        if self._is_current(number):
            self.progressed.emit(done, total)

    def _on_worker_computed(self, number: int, result: MatrixResult) -> None:
        self._forget(number)
        if self._is_current(number):
            self._job = None
            self.computed.emit(result)

    def _on_worker_cancelled(self, number: int) -> None:
        self._forget(number)
        if self._is_current(number):
            self._job = None
            self.cancelled.emit()

    def _on_worker_failed(self, number: int, message: str) -> None:
        self._forget(number)
        if self._is_current(number):
            self._job = None
            self.failed.emit(message)


def _stop(thread: QThread, jobs: Sequence[MatrixJob]) -> None:
    for job in jobs:
        job.cancel.set()
    # At interpreter exit Python may have freed the thread first; then there is nothing to stop.
    if shiboken6.isValid(thread) and thread.isRunning():
        thread.quit()
        thread.wait()
