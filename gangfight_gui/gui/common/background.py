"""Work that takes seconds (cards' odds, a PDF's cards, a large battle file) done on a worker
thread behind a progress dialog with Cancel, the window answering meanwhile."""

from __future__ import annotations

from PySide6.QtCore import QEventLoop, Qt
from PySide6.QtWidgets import QProgressDialog, QWidget

from gangfight_gui.gui.common.worker import Computation, Task

PROGRESS_DELAY_MS = 300
"""The progress dialog shows only for work taking longer than this: a moment goes unseen."""


def in_background(
    name: str,
    title: str,
    label: str,
    task: Task,
    parent: QWidget | None,
    *,
    delay_ms: int | None = None,
    busy: bool = False,
) -> tuple[object, str | None]:
    """What ``task`` returns, worked out on a worker thread (``name_thread``) behind a progress
    dialog (``name_progress``) with Cancel, the window answering meanwhile; (None, None) when
    the player cancels, (None, why) when the task refuses its input (a ``ValueError``). The
    dialog shows once the work has taken ``delay_ms`` (None: ``PROGRESS_DELAY_MS``); ``busy``
    for a task that cannot tell its progress (the bar then moves without a figure)."""
    dialog = QProgressDialog(label, "Cancel", 0, 0 if busy else 100, parent)
    dialog.setObjectName(f"{name}_progress")
    dialog.setWindowTitle(title)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(PROGRESS_DELAY_MS if delay_ms is None else delay_ms)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.setValue(0)  # shown at 0%, never Qt's "not started" -1, whenever it first appears
    computation = Computation(f"{name}_thread", dialog)
    loop = QEventLoop()
    outcome: dict[str, object] = {}

    def computed(result: object) -> None:
        outcome["result"] = result
        loop.quit()

    def failed(message: str) -> None:
        outcome["error"] = message
        loop.quit()

    def progressed(done: int, total: int) -> None:
        value = done * 100 // max(1, total)
        if value != dialog.value():  # a modal dialog's setValue runs the event loop: rarely
            dialog.setValue(value)

    computation.progressed.connect(progressed)
    computation.computed.connect(computed)
    computation.failed.connect(failed)
    computation.cancelled.connect(loop.quit)
    dialog.canceled.connect(computation.cancel)
    computation.start(task)
    try:
        loop.exec()
    finally:
        computation.shutdown()
        dialog.close()
        dialog.deleteLater()
    error = outcome.get("error")
    return outcome.get("result"), None if error is None else str(error)
