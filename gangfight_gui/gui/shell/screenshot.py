"""``gangfight-gui --screenshot PATH [ROSTER ...]``: the main window with a combat set up, as PNG,
for the guide's pictures and for checking the window by eye on a machine without a screen."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEventLoop
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import QApplication

from gangfight_gui import stand_ins
from gangfight_gui.gui.common.on_screen import on_screen
from gangfight_gui.gui.shell.main_window import MainWindow

if TYPE_CHECKING:
    from gangfight_gui.roster.files import LoadedRoster

DEFAULT_SIZE = (1600, 1000)
DEMO_SEED = 7
"""The screenshot's roll, so the picture is the same every time."""
SETTLING_MS = 1_000
"""At most this long before the grab for what Qt lays out in batches after the first paint."""
PNG_QUALITY = 80
"""zlib's quickest level (Qt's PNG writer maps 80 to level 1): the same pixels as the default
level 6 in two thirds of the time, and a file no larger for a window's flat colours."""


class ScreenshotError(Exception):
    """The screenshot could not be made; the message says why."""


def take_screenshot(
    window: MainWindow, path: Path, rosters: list[Path], size: tuple[int, int] = DEFAULT_SIZE
) -> None:
    window.resize(*size)
    if rosters:
        window.show_opening(rosters)
    window.show()
    # Painted first, then the rosters read, as the window's own start does
    # (``MainWindow.open_after_first_paint``): the picture is taken once they are in.
    QApplication.processEvents()
    loaded = _read_rosters(rosters)
    with window.settings.batched(write=False):  # the recent files: never written
        for roster in loaded:
            window.file_actions.open_loaded(roster)
    window.end_opening()
    set_up_demo_combat(window)
    QApplication.processEvents()
    window.resize(*size)  # again: opening the rosters may have asked for more room
    # Settled, as a player sees it a moment later: a list laid out in batches (a big roster's
    # problems) fills in over the next turns of the event loop, until none is pending.
    QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, SETTLING_MS)
    got = window.size()
    if (got.width(), got.height()) != size:
        need = window.minimumSizeHint()
        raise ScreenshotError(
            f"the window cannot be made {size[0]}x{size[1]}: it needs at least "
            f"{need.width()}x{need.height()}"
        )
    if not picture(window).save(str(path), "PNG", PNG_QUALITY):
        raise ScreenshotError(f"cannot write {path}")


def picture(window: MainWindow) -> QPixmap:
    """The settled window's pixels. Offscreen, the window's own painted buffer, which Qt's
    offscreen screen hands over as the window's grab: the pixels ``QWidget.grab`` would paint the
    whole window again to make. On a screen, where another window may lie over it, ``grab``."""
    screen = window.screen()
    if stand_ins.ON and screen is not None and QGuiApplication.platformName() == "offscreen":
        return screen.grabWindow(window.winId())
    return window.grab()


def _read_rosters(rosters: list[Path]) -> list[LoadedRoster]:
    """Every roster read, or a ScreenshotError: no one is there to answer a dialog about a file
    that cannot be read (a FIFO, a damaged file), so it is said in one line instead.

    Each file is read once, here, and opened as read (reading a 10,000-model file
    twice was a third of the time it took to show). The roster modules (pydantic) are imported
    here, only when there are rosters: they are a third of the start-up without one.
    """
    if not rosters:
        return []
    from gangfight_gui.roster.files import RosterFileError, load_roster

    try:
        return [load_roster(roster) for roster in rosters]
    except RosterFileError as error:
        raise ScreenshotError(str(error)) from None


def set_up_demo_combat(window: MainWindow) -> None:
    """The fight a player meets on opening these rosters: the first roster in front, its first
    entry against the first of another roster of its game (the builder's defaults, the best
    choice preselected), worked out, and rolled once with a fixed seed where the results
    show."""
    documents = window.documents()
    if not documents:
        return
    window.tabs.show_document(documents[0])
    editor = window.tabs.current_editor()
    if editor is not None and documents[0].roster.models:
        editor.select_rows([0])  # so the detail panel shows the attacker
    window.combat.set_front(documents[0])
    window.combat.work_out_now()  # painted once, with its odds in the headline
    # Behind the builder's tab (narrower than ``COMPACT_WIDTH``) the results show only their
    # headline, worked out with the builder's fight; the pane is laid out and rolled when its
    # tab is chosen, as in the window: not for a picture that cannot show it.
    if on_screen(window.combat.results):
        window.combat.recompute_now()
        window.combat.results.roll(seed=DEMO_SEED)
    # Narrow windows show builder and results as tabs: the picture shows the builder, with the
    # headline odds above it (the question and its answer on one screen).
    window.combat.builder_dock.raise_()
