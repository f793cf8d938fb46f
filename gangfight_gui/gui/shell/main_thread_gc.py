"""Python's cycle collector, run only in the GUI thread while the window is open."""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500
"""Often enough that garbage never piles up; each check costs nothing when under threshold."""


def freeze_what_the_start_made() -> None:
    """Collect once, then freeze every object still alive (the modules, the window and its
    widgets, the rosters reopened), so the GUI thread's later full collections skip them.

    A full collection walked the whole start-up's objects again every few hundred edits (15 to
    25 ms an edit then). What the start made lives as long as the window; what is
    dropped later is still freed by reference counting, and a cycle made later is still
    collected. Only for the program itself: a test session goes on after its windows close.
    """
    gc.collect()
    gc.freeze()


class MainThreadCollector(QObject):
    """Switches automatic collection off until ``stop``, collecting on a GUI-thread timer.

    Automatic collection runs in whichever thread allocates past a threshold; run on a worker
    thread (the matchup matrix's), it would destroy a Qt object only a reference cycle kept alive
    there, which Qt does not allow: the process crashes, at random."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.check)
        self._timer.start()

    def check(self) -> int:
        """Collect as the automatic collector would now: the oldest generation over threshold.

        Returns the number of unreachable objects found.
        """
        counts, thresholds = gc.get_count(), gc.get_threshold()
        over = [g for g in range(3) if counts[g] > thresholds[g]]
        return gc.collect(over[-1]) if over else 0

    def stop(self) -> None:
        """Stop the timer and give collection back to Python as it was."""
        self._timer.stop()
        if self._was_enabled:
            gc.enable()
