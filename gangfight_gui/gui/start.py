"""The program's start (``gangfight-gui``, ``python -m gangfight_gui``), Python's cyclic collector
paused from the first import of the window's modules until the window is up.
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
    """The ``gangfight-gui`` entry point: ``app.main``, imported with the collector paused.

    The start makes hundreds of thousands of objects, none of them garbage, and collections set
    off by them cost about a tenth of the start; the window collects in its GUI thread once up
    (``main_thread_gc``). Nothing here imports Qt, so the pause covers PySide6's import too.
    The code the start compiles from texts (PySide6's support modules, every dataclass's
    methods) is kept from the last start (``code_cache``)."""
    with paused():
        from gangfight_gui import code_cache

        code_cache.install()
        with code_cache.kept_compiles():
            from gangfight_gui.gui.shell import app

        return app.main()
