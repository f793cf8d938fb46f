"""Where this program stands in for a library's own mechanism to meet a measured budget: the list,
the budget each serves, and the one switch (``GANGFIGHT_GUI_NO_STAND_INS=1``) that turns all off."""

from __future__ import annotations

import os

SWITCH = "GANGFIGHT_GUI_NO_STAND_INS"
ON = not os.environ.get(SWITCH)
"""False when ``SWITCH`` is set: every library's own mechanism, none of the stand-ins below."""

STAND_INS = {
    "gangfight_gui.rules.registry.read_group": (
        "the window's start ≤ 1.5× a bare Qt window: the games' entry points read from the "
        "installed distributions' files, not through importlib.metadata (email, csv, zipfile…: "
        "50–200 ms here, beside about 130 ms for the bare window)"
    ),
    "gangfight_gui.rules.engine.records.quick_init": (
        "a full fight ≤ 1/4 of icepool's time for its main law (Gangfight 1/20 of its attack "
        "roll): the frozen dataclasses a calculation makes by the thousand get an __init__ that "
        "stores each field through its slot, not dataclasses' own (about 60% of its time; a "
        "tenth of a `calc --json` scenario)"
    ),
    "gangfight_gui.gui.shell.screenshot.picture": (
        "the window's start ≤ 1.5× a bare Qt window, ≤ 2× with a game's samples "
        "(`--screenshot`, offscreen): the picture is the window's painted buffer as the "
        "offscreen screen grabs it, not QWidget.grab painting every widget again (about 4 ms "
        "with no roster, 15–20 ms with the samples; the same pixels)"
    ),
    "gangfight_gui.code_cache": (
        "the window's start ≤ 2× a bare Qt window with a game's samples (≤ 1.5× without): "
        "the code compiled from texts as the program runs (PySide6's support modules, which "
        "shiboken6 compiles from the sources it carries at every import, about 20 ms; each "
        "dataclass's methods and the roster's readers, about 25 ms with a game's samples; the "
        "regular expressions the first imports compile, about 10 ms) is compiled at the first "
        "start that meets each text and kept beside the bytecode"
    ),
    "gangfight_gui.gui.shell.pyside_import_hook": (
        "the window's start: PySide6's per-module check answered from the source file's bytes "
        "(a tenth of inspect.getsource's time, for each of the window's 300-odd modules)"
    ),
}
"""Each stand-in by where it lives, with the budget and figure it serves (docs/performance.md).

Each gives the answer the library would give, only sooner; with ``SWITCH`` set the whole suite
passes either way (``.ci/run`` runs it once so)."""
