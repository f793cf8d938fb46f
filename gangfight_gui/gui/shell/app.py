"""Start the GUI: check for a screen, make the QApplication, show the window, run the loop."""

from __future__ import annotations

import argparse
import gc
import os
import signal
import sys
import tempfile
import traceback
from collections.abc import Callable, Mapping
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import QApplication

import gangfight_gui
from gangfight_gui import paths
from gangfight_gui.gui import start
from gangfight_gui.gui.common import first_paint, icons, plain_text
from gangfight_gui.gui.shell import main_thread_gc, main_window, screenshot

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

PROG = "gangfight-gui"
EXIT_NO_DISPLAY = 2
MANUAL_CONTENTS = "index.md"
"""The manual's first page (``gui/help/pages.CONTENTS``, not imported to parse arguments)."""

NO_DISPLAY_MESSAGE = (
    f"{PROG}: no display found (DISPLAY and WAYLAND_DISPLAY are not set); "
    f"to run without a screen use QT_QPA_PLATFORM=offscreen {PROG}"
)

# Libraries Qt's xcb plugin links against that PySide6's wheels do not bundle and that a plain X11
# install may lack (Qt 6.5+ added xcb-cursor, the usual culprit), by find_library name: the
# file the loader wants, and the Debian/Ubuntu package that holds it.
XCB_LIBRARIES = {
    "xcb-cursor": ("libxcb-cursor.so.0", "libxcb-cursor0"),
    "xcb-icccm": ("libxcb-icccm.so.4", "libxcb-icccm4"),
    "xcb-image": ("libxcb-image.so.0", "libxcb-image0"),
    "xcb-keysyms": ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    "xcb-render-util": ("libxcb-render-util.so.0", "libxcb-render-util0"),
    "xkbcommon-x11": ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
}

_UNIX_PLATFORMS = ("linux", "freebsd", "openbsd", "netbsd", "dragonfly")

FindLibrary = Callable[[str], str | None]


def display_problem(
    environ: Mapping[str, str],
    platform: str = sys.platform,
    find_library: FindLibrary | None = None,
) -> str | None:
    """A one-line message if Qt would abort for want of a screen, else None.

    Qt reports both cases by aborting the process with a core dump and a hint about plugins, which
    tells a player nothing (its hint blames xcb-cursor whichever library is missing); checking
    first lets us exit cleanly with a message that does.
    Windows and macOS always have a screen. An explicit QT_QPA_PLATFORM other than xcb is trusted.
    """
    if not platform.startswith(_UNIX_PLATFORMS):
        return None
    qpa = environ.get("QT_QPA_PLATFORM", "")
    has_x11 = bool(environ.get("DISPLAY"))
    has_wayland = bool(environ.get("WAYLAND_DISPLAY"))
    if not qpa and not has_x11 and not has_wayland:
        return NO_DISPLAY_MESSAGE
    would_be_xcb = qpa == "xcb" or (not qpa and has_x11 and not has_wayland)
    if not would_be_xcb:
        return None
    if find_library is None:
        import ctypes.util  # only for X11: not imported to start offscreen or on Wayland

        find_library = ctypes.util.find_library
    missing = [lib for name, lib in XCB_LIBRARIES.items() if find_library(name) is None]
    if not missing:
        return None
    files = ", ".join(file for file, _package in missing)
    packages = " ".join(package for _file, package in missing)
    return (
        f"{PROG}: Qt's X11 (xcb) platform needs {files}, not installed here; "
        f"install with: sudo apt install {packages} (Debian/Ubuntu)"
    )


def crash_dialog(
    exc_type: type[BaseException], exc_value: BaseException, details: str
) -> QMessageBox:
    """The dialog telling the player about an unexpected error, with the traceback as details:
    a bug of this program, or the fault of a game installed beside it, named as that game's
    (its key, module and distribution: ``registry.at_fault``).

    It has no parent on purpose: the error may come from the very window that is closing (an
    exception in a close handler), and a dialog parented to a window being destroyed is
    destroyed under its own ``exec`` (a segfault in the GUI tests). Being application-modal, it
    still blocks every window while it is open.
    """
    from PySide6.QtWidgets import QMessageBox

    from gangfight_gui.rules.registry import at_fault

    app = gangfight_gui.APP_NAME
    text = f"{exc_type.__name__}: {exc_value}"  # plain text: the error may quote a name
    box = plain_text.plain_box(QMessageBox.Icon.Critical, None, "", text)
    box.setWindowModality(Qt.WindowModality.ApplicationModal)
    box.setObjectName("crash_dialog")
    game = at_fault(exc_value)
    if game is None:
        box.setWindowTitle(f"{app}: unexpected error")
        box.setInformativeText(
            f"This is a bug in {app}. It will try to carry on; if something looks wrong, "
            "restart it."
        )
    else:  # a game installed beside the program: its author's to mend, not ours
        box.setWindowTitle(f"{app}: error in the game {game.key!r}")
        box.setInformativeText(
            f"This is a fault of the game {game.key!r} ({game.where}), installed beside "
            f"{app}, not of {app}: tell its author. The other games go on working."
        )
    box.setDetailedText(details)
    return box


_showing_crash_dialog = False
_unattended: list[BaseException] | None = None
"""With ``--screenshot``: the errors raised in the window's slots, told in one line when the run
ends (no one is there to close a dialog, which would wait for ever); None in a player's window."""


def excepthook(
    exc_type: type[BaseException], exc_value: BaseException, tb: TracebackType | None
) -> None:
    """Print an uncaught exception and show it in a dialog.

    PySide6 hands exceptions raised in slots to sys.excepthook and carries on, so by default a
    failing action only prints to a terminal the player may not be looking at.
    """
    if _unattended is not None:
        _unattended.append(exc_value)
        return
    details = "".join(traceback.format_exception(exc_type, exc_value, tb))
    sys.stderr.write(details)
    global _showing_crash_dialog
    # An error while the dialog is open (another slot, or the dialog itself) is only printed,
    # so one bug cannot stack up dialogs.
    if _showing_crash_dialog or QApplication.instance() is None:
        return
    _showing_crash_dialog = True
    box = crash_dialog(exc_type, exc_value, details)
    try:
        box.exec()
    finally:
        _showing_crash_dialog = False
        # Deleted by Qt in the GUI thread, not whenever (and wherever) Python collects it.
        box.deleteLater()


def _release_clipboard() -> None:
    """See ``clipboard.release_clipboard``; imported here, at quit, since the roster modules
    behind it are not needed to show the window."""
    from gangfight_gui.gui.roster import clipboard

    clipboard.release_clipboard()


class _Parser(argparse.ArgumentParser):
    """Says where the app keeps its files at the end of ``--help``, working them out only then:
    that asks platformdirs, which nothing else needs to take a screenshot."""

    def format_help(self) -> str:
        self.epilog = paths.locations_text()
        return super().format_help()


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = _Parser(
        prog=PROG,
        description=(
            "Roster builder and exact combat calculator for Gangfight, and the close combat of "
            "Necromunda and of WarStrike (and any game installed beside them). Its manual: "
            "Help › User Guide, or --manual."
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("rosters", nargs="*", type=Path, metavar="ROSTER", help="rosters to open")
    parser.add_argument(
        "--screenshot",
        type=Path,
        metavar="PATH",
        help="open the rosters, set up a combat, save the window as a PNG at PATH and exit "
        "(works without a screen)",
    )
    parser.add_argument(
        "--size", default="1600x1000", metavar="WxH", help="window size for --screenshot"
    )
    parser.add_argument(
        "--manual",
        nargs="?",
        const=MANUAL_CONTENTS,
        metavar="PAGE",
        help="show the manual alone, at PAGE (cli.md, necromunda.md#the-builder…; default: its "
        "contents); with --screenshot, save that window",
    )
    parser.add_argument(
        "--version", action=_VersionAction, help="show the program's version number and exit"
    )
    return parser.parse_args(argv)


class _VersionAction(argparse.Action):
    """``--version``, with the version read when asked for (see ``gangfight_gui.__version__``):
    argparse's own version action wants the text when the parser is built, at every start."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, **kwargs)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        print(f"{PROG} {gangfight_gui.__version__}")
        parser.exit()


def main(argv: list[str] | None = None) -> int:
    """Run the GUI and return its exit code (what ``gangfight-gui`` runs, ``gui/start.py``).

    ``argv`` is like ``sys.argv``: the program's name, then its arguments; without it (run as
    the program, not by a test), the process is about to end when this returns, so every object
    left is frozen out of the cyclic collector: Python's last collection at exit would walk them
    all, only for the system to free the memory anyway (17 ms, more than a bare PySide6 program
    takes to exit). The window and its thread are gone by then, in order. Python's own
    collections wait throughout (``gui/start.py``): the GUI thread collects instead.
    """
    with start.paused():
        code = _run((sys.argv if argv is None else argv)[1:], as_program=argv is None)
        if argv is None:  # before collection resumes: its first pass would walk them all
            gc.freeze()
    return code


def _run(arguments: list[str], *, as_program: bool) -> int:
    args = parse_args(arguments)
    if args.screenshot is not None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    problem = display_problem(os.environ)
    if problem is not None:
        print(problem, file=sys.stderr)
        return EXIT_NO_DISPLAY

    # Qt's loop never lets Python see Ctrl+C in the terminal; restore the default so it quits.
    signal.signal(signal.SIGINT, signal.SIG_DFL)

    # Qt sees only the program name: the arguments are ours.
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName(gangfight_gui.APP_NAME)
    # No setApplicationVersion: nothing shown reads it (About reads gangfight_gui.__version__),
    # and reading the version costs a tenth of the start-up.
    app.setOrganizationName("Gangfight")
    app.setDesktopFileName(PROG)
    from gangfight_gui.gui.common.look import dress_in_two

    quicken = dress_in_two(app)  # the palette made whole; scroll bars quick to paint
    sys.excepthook = excepthook

    app.aboutToQuit.connect(_release_clipboard)

    if args.manual is not None:
        quicken()
        return _manual(app, args)
    if args.screenshot is not None:
        return _unattended_run(args, quicken)
    window = main_window.MainWindow()
    app.aboutToQuit.connect(window.matchups.shutdown)  # however the app ends, no live thread
    # The session ending (logout, shutdown, kill) keeps the unsaved edits and the open files for
    # next time instead of losing them; it asks nothing, as nobody may be there to answer.
    app.commitDataRequest.connect(lambda _manager: window.save_session())
    from gangfight_gui.gui.shell import termination  # its socket module: not for a screenshot

    watcher = termination.TerminationWatcher(app)

    def end_session(_signum: int) -> None:
        window.save_session()
        app.quit()

    watcher.termination_requested.connect(end_session)
    window.show()
    first_paint.after_first_paint(window, quicken)  # before any roster is read
    # The icon (an SVG drawn at seven sizes) is set in the loop's turn after the first paint
    # (a zero timer set here fired before it, the paint waiting for the window's expose): the
    # window appears sooner and Qt hands the icon to every window then. The screenshot has no
    # title bar, so it never draws the icon.
    first_paint.after_first_paint(window, lambda: app.setWindowIcon(icons.app_icon()))
    if as_program:  # once the window is up (see main_thread_gc)
        QTimer.singleShot(0, main_thread_gc.freeze_what_the_start_made)
    if args.rosters:
        window.open_after_first_paint(list(args.rosters), lambda paths: open_named(window, paths))
    collector = main_thread_gc.MainThreadCollector(app)
    try:
        return app.exec()
    finally:
        watcher.uninstall()
        collector.stop()
        # The window and its thread go now, in order, not at interpreter exit in any order.
        window.matchups.shutdown()
        window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def open_named(window: main_window.MainWindow, rosters: list[Path]) -> None:
    """The rosters named on the command line, a tab each, the first in front: the first named
    is the player's own, so its first entry attacks (the README's example and picture, and
    ``--screenshot``'s fight)."""
    opened = window.open_paths(rosters)
    if opened:
        window.tabs.show_document(opened[0])


def _size(text: str) -> tuple[int, int] | None:
    """``--size``'s width and height; None, said in one line, if it is not WIDTHxHEIGHT."""
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        print(f"{PROG}: --size takes WIDTHxHEIGHT, not {text!r}", file=sys.stderr)
        return None
    return width, height


def _manual(app: QApplication, args: argparse.Namespace) -> int:
    """``--manual PAGE``: the manual's window alone (with ``--screenshot``, saved as a PNG).

    Exit 2 with one line for a page the manual does not have, or a size that is not one.
    """
    from gangfight_gui.gui.help.window import ManualWindow

    page, _, anchor = args.manual.partition("#")
    window = ManualWindow()
    try:
        if not window.open(page, anchor):
            print(f"{PROG}: {window.status.text()}", file=sys.stderr)
            return 2
        if args.screenshot is None:
            window.show()
            return app.exec()
        size = _size(args.size)
        if size is None:
            return 2
        width, height = size
        window.resize(width, height)
        window.show()
        QApplication.processEvents()
        window.browser.show_page(page, anchor)  # again, laid out at its size
        if not window.grab().save(str(args.screenshot), "PNG"):
            print(f"{PROG}: cannot write {args.screenshot}", file=sys.stderr)
            return 2
        print(f"{args.screenshot}: the manual at {args.manual}, {width}x{height}")
        return 0
    finally:
        window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _unattended_run(args: argparse.Namespace, quicken: Callable[[], None]) -> int:
    """``_screenshot``, an error raised in the window on the way (a plugin game whose rules do
    not load) told in one line, exit 1, its half-made picture removed."""
    global _unattended
    _unattended = []
    try:
        code = _screenshot(args, quicken)
        if _unattended:
            first = str(_unattended[0]).strip().splitlines() or [type(_unattended[0]).__name__]
            print(f"{PROG}: the window failed while it was drawn: {first[0]}", file=sys.stderr)
            Path(args.screenshot).unlink(missing_ok=True)
            return 1
        return code
    finally:
        _unattended = None


def _screenshot(args: argparse.Namespace, quicken: Callable[[], None]) -> int:
    """Exit 0 with the PNG written, or 2 with one line saying why not."""
    size = _size(args.size)
    if size is None:
        return 2
    width, height = size
    # A picture must not change the player's settings, recent files or autosaves.
    previous = os.environ.get(paths.HOME_ENV)
    with tempfile.TemporaryDirectory(prefix="gangfight-screenshot-") as home:
        os.environ[paths.HOME_ENV] = home
        window = main_window.MainWindow(start_session=False)
        first_paint.after_first_paint(window, quicken)  # as the window's own start does
        try:
            screenshot.take_screenshot(window, args.screenshot, list(args.rosters), (width, height))
        except screenshot.ScreenshotError as error:
            print(f"{PROG}: {error}", file=sys.stderr)
            return 2
        finally:
            window.matchups.shutdown()
            window.hide()
            window.deleteLater()
            QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            if previous is None:
                os.environ.pop(paths.HOME_ENV, None)
            else:
                os.environ[paths.HOME_ENV] = previous
    print(f"{args.screenshot}: {width}x{height} window")
    return 0
