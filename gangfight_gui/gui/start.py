"""The program's start (``gangfight-gui``, ``python -m gangfight_gui``), Python's cyclic collector
paused from the first import of the window's modules until the window is up.

The start allocates hundreds of thousands of objects (modules, classes, widgets, the rosters and
their models), none of them garbage yet, and every few hundred of them set off a collection that
walked them again: seventy collections, about a tenth of a bare PySide6 window's start with
rosters open (docs/performance.md). Paused, nothing is lost: the window then collects
in its GUI thread as it did (``main_thread_gc``: once it is up, then on a timer, collections that
run whether or not automatic collection is on), and a screenshot, over before any of them, has
nothing to collect. Nothing here imports Qt, so the pause covers PySide6's own import too.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused() -> Iterator[None]:
    """Automatic collection off inside, given back as it was after (also on an error)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def main() -> int:
    """The ``gangfight-gui`` entry point: ``app.main``, imported with the collector paused."""
    with paused():
        from gangfight_gui.gui.shell import app

        return app.main()
