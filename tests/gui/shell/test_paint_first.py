"""The window paints first and reads after: rosters named on the command line are read once the
window is on screen, showing "Opening…" meanwhile; then they arrive, with the first fight's odds.
"""

from __future__ import annotations

import signal
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QIcon, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QMessageBox,
    QProxyStyle,
    QScrollBar,
    QStyle,
    QStyleFactory,
    QWidget,
)
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.results.strip import HeadlineStrip
from gangfight_gui.gui.common.look import QuickScrollBars
from gangfight_gui.gui.shell import app
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.roster import files
from tests.conftest import ROSTERS
from tests.gui.roster_helpers import answering, close_quietly

ORCS, HUMANS = ROSTERS / "orc_braves.json", ROSTERS / "human_veterans.json"


class _Journal(QObject):
    """What happened, in order: "paint" for each paint of a widget of the main window,
    "read NAME" for each roster file read."""

    def __init__(self) -> None:
        super().__init__()
        self.events: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Paint
            and isinstance(watched, QWidget)
            and isinstance(watched.window(), MainWindow)
        ):
            self.events.append("paint")
        return False


@pytest.fixture
def journal(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[_Journal]:
    kept = _Journal()
    original = files.read_file

    def reading(path: Path, **limits: Any) -> tuple[bytes, files.FileStamp]:
        kept.events.append(f"read {Path(path).name}")
        return original(path, **limits)

    monkeypatch.setattr(files, "read_file", reading)
    qapp.installEventFilter(kept)
    yield kept
    qapp.removeEventFilter(kept)


@pytest.fixture
def app_identity(qapp: QApplication) -> Iterator[None]:
    """Put back what ``app.main`` changes on the shared QApplication and the process."""
    saved = (qapp.applicationName(), qapp.organizationName(), qapp.windowIcon(), sys.excepthook)
    sigint = signal.getsignal(signal.SIGINT)
    yield
    name, organisation, icon, hook = saved
    signal.signal(signal.SIGINT, sigint)
    qapp.setApplicationName(name)
    qapp.setOrganizationName(organisation)
    qapp.setWindowIcon(icon)
    sys.excepthook = hook


def _shown(qapp: QApplication) -> MainWindow:
    [window] = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    return window


@pytest.mark.usefixtures("app_identity")
def test_the_program_paints_before_it_reads_the_rosters_and_then_shows_the_fight(
    qapp: QApplication, qtbot: QtBot, journal: _Journal
) -> None:
    seen: dict[str, object] = {}

    def run_the_loop() -> int:
        window = _shown(qapp)
        assert window.documents() == []  # nothing read before the loop runs
        assert window.roster_area.currentWidget().objectName() == "opening_label"
        seen["opening"] = window.roster_area.currentWidget().text()
        qtbot.waitUntil(lambda: len(window.documents()) == 2)
        qtbot.waitUntil(lambda: "Orc Brave" in window.combat.current.headline.title)
        seen["tab"] = window.roster_area.currentWidget() is window.tabs
        seen["headline"] = window.combat.current.headline.title
        seen["figures"] = len(window.combat.current.headline.figures)
        close_quietly(window)
        return 0

    with mock.patch.object(QApplication, "exec", side_effect=run_the_loop):
        assert app.main(["gangfight-gui", str(ORCS), str(HUMANS)]) == 0
    first_read = journal.events.index("read orc_braves.json")
    assert "paint" in journal.events[:first_read]  # the window was on screen first
    assert [e for e in journal.events if e.startswith("read")] == [
        "read orc_braves.json",
        "read human_veterans.json",
    ]
    assert seen["opening"] == "Opening orc_braves.json, human_veterans.json…"
    assert seen["tab"] is True
    assert "Human Veteran" in str(seen["headline"])
    assert seen["figures"]


class _IconAtPaint(QObject):
    """Whether the application had its icon when the main window was first painted."""

    def __init__(self, qapp: QApplication) -> None:
        super().__init__()
        self.qapp = qapp
        self.had_icon: bool | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            self.had_icon is None
            and event.type() == QEvent.Type.Paint
            and isinstance(watched, MainWindow)
        ):
            self.had_icon = not self.qapp.windowIcon().isNull()
        return False


@pytest.mark.usefixtures("app_identity")
def test_the_window_icon_is_drawn_after_the_first_paint(qapp: QApplication, qtbot: QtBot) -> None:
    # The icon is an SVG drawn at seven sizes (QtSvg loaded for it): not on the way to the paint.
    qapp.setWindowIcon(QIcon())
    watch = _IconAtPaint(qapp)

    def run_the_loop() -> int:
        window = _shown(qapp)
        qtbot.waitUntil(lambda: not qapp.windowIcon().isNull())
        close_quietly(window)
        return 0

    qapp.installEventFilter(watch)
    try:
        with mock.patch.object(QApplication, "exec", side_effect=run_the_loop):
            assert app.main(["gangfight-gui"]) == 0
    finally:
        qapp.removeEventFilter(watch)
    assert watch.had_icon is False


def _whole(style: QStyle | None) -> bool:
    """Whether ``style`` paints the program's whole look: its quick scroll bars."""
    return isinstance(style, QuickScrollBars) or (
        isinstance(style, QProxyStyle) and isinstance(style.baseStyle(), QuickScrollBars)
    )


class _LookAtPaint(QObject):
    """For each paint of a scroll bar or check box of the main window, whether the application
    painted the whole look then (the quick scroll bars come after the window's first paint)."""

    def __init__(self, qapp: QApplication) -> None:
        super().__init__()
        self.qapp = qapp
        self.whole: list[bool] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Paint
            and isinstance(watched, QScrollBar | QCheckBox)
            and isinstance(watched.window(), MainWindow)
        ):
            self.whole.append(_whole(self.qapp.style()))
        return False


@pytest.fixture
def look_at_paint(qapp: QApplication) -> Iterator[_LookAtPaint]:
    """The watch, on an application with Fusion's own style as a program starts with (not the
    look an earlier test's window left), and its palette, put back after."""
    palette = QPalette(qapp.palette())
    qapp.setStyle(QStyleFactory.create("fusion"))
    watch = _LookAtPaint(qapp)
    qapp.installEventFilter(watch)
    yield watch
    qapp.removeEventFilter(watch)
    qapp.setStyle(QStyleFactory.create("fusion"))
    qapp.setPalette(palette)


@pytest.mark.usefixtures("app_identity")
def test_the_rosters_are_painted_in_the_whole_look(
    qapp: QApplication, qtbot: QtBot, look_at_paint: _LookAtPaint
) -> None:
    def run_the_loop() -> int:
        window = _shown(qapp)
        qtbot.waitUntil(lambda: len(window.documents()) == 2)
        qtbot.waitUntil(lambda: bool(look_at_paint.whole))  # the builder's check boxes
        close_quietly(window)
        return 0

    with mock.patch.object(QApplication, "exec", side_effect=run_the_loop):
        assert app.main(["gangfight-gui", str(ORCS), str(HUMANS)]) == 0
    assert all(look_at_paint.whole)
    assert _whole(qapp.style())


@pytest.mark.usefixtures("app_identity")
def test_the_screenshot_paints_the_rosters_in_the_whole_look(
    qapp: QApplication, tmp_path: Path, look_at_paint: _LookAtPaint
) -> None:
    png = tmp_path / "window.png"
    assert app.main(["gangfight-gui", "--screenshot", str(png), str(ORCS), str(HUMANS)]) == 0
    assert look_at_paint.whole  # the builder's check boxes, the detail panel's scroll bar
    assert all(look_at_paint.whole)


class _Frames(QObject):
    """The main window's frames, in order: for each, how many of its widgets it painted."""

    def __init__(self) -> None:
        super().__init__()
        self.painted: list[int] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.UpdateRequest and isinstance(watched, MainWindow):
            self.painted.append(0)
        elif (
            event.type() == QEvent.Type.Paint
            and self.painted
            and isinstance(watched, QWidget)
            and isinstance(watched.window(), MainWindow)
        ):
            self.painted[-1] += 1
        return False


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720), (1600, 1000)])
def test_the_window_with_no_roster_is_painted_once_settled(
    qapp: QApplication, qtbot: QtBot, size: tuple[int, int]
) -> None:
    # The first game's page is laid out before the first paint, not painted again after it.
    frames = _Frames()
    window = MainWindow(start_session=False)
    window.resize(*size)
    qapp.installEventFilter(frames)
    try:
        window.show()
        qtbot.waitUntil(lambda: any(frames.painted))
        for _ in range(5):  # the loop's next turns: a layout left pending paints again
            QApplication.processEvents()
    finally:
        qapp.removeEventFilter(frames)
        pages = len(window.combat.pages)
        close_quietly(window)
    assert [count for count in frames.painted if count] == [frames.painted[0]]
    assert pages == 1  # the first game's page, in that one paint


def test_named_rosters_wait_for_the_paint_and_open_in_their_tabs(
    qtbot: QtBot, journal: _Journal
) -> None:
    window = MainWindow(start_session=False)
    window.show()
    window.open_after_first_paint([ORCS, HUMANS])
    assert journal.events == []  # nothing read, nothing painted yet
    qtbot.waitUntil(lambda: len(window.documents()) == 2)
    assert journal.events.index("paint") < journal.events.index("read orc_braves.json")
    assert [d.path for d in window.documents()] == [ORCS, HUMANS]
    assert window.roster_area.currentWidget() is window.tabs
    pages = [window.roster_area.widget(i) for i in range(window.roster_area.count())]
    assert pages == [window.welcome_area, window.tabs]  # "Opening…" gone
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert window.findChild(QObject, "first_paint_watch") is None  # the watch is gone
    close_quietly(window)


class _HeadlineAtPaint(QObject):
    """The headline strip's title and number of figures at each of its paints."""

    def __init__(self) -> None:
        super().__init__()
        self.painted: list[tuple[str, int]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(watched, HeadlineStrip):
            self.painted.append((watched.title, len(watched.figures)))
        return False


def test_named_rosters_are_first_painted_with_the_fight_and_its_odds(
    qapp: QApplication, qtbot: QtBot
) -> None:
    # The fight is worked out as the rosters open, not a turn of the loop after their paint:
    # the headline's first paint shows its odds, and the window is not painted again for them.
    window = MainWindow(start_session=False)
    window.resize(1366, 768)
    window.show()
    watch = _HeadlineAtPaint()
    qapp.installEventFilter(watch)
    try:
        window.open_after_first_paint([ORCS, HUMANS])
        qtbot.waitUntil(lambda: len(window.documents()) == 2)
        qtbot.waitUntil(lambda: len(watch.painted) > 0)
    finally:
        qapp.removeEventFilter(watch)
        close_quietly(window)
    title, figures = watch.painted[0]
    assert "Human Veteran" in title and "Orc Brave" in title
    assert figures > 0


def test_a_damaged_roster_named_still_gives_its_one_dialog(
    qtbot: QtBot, tmp_path: Path, journal: _Journal
) -> None:
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"game": "gangfight", "name": ', encoding="utf-8")
    window = MainWindow(start_session=False)
    window.show()
    with answering("critical", QMessageBox.StandardButton.Ok) as critical:
        window.open_after_first_paint([damaged, ORCS])
        qtbot.waitUntil(lambda: len(window.documents()) == 1)
    critical.assert_called_once()
    _parent, title, text = critical.call_args.args
    assert title == "Cannot open roster"
    assert "damaged.json" in text and "not valid JSON" in text
    assert window.roster_area.currentWidget() is window.tabs
    close_quietly(window)


def test_only_a_damaged_roster_named_leaves_the_welcome_panel(
    qtbot: QtBot, tmp_path: Path, journal: _Journal
) -> None:
    damaged = tmp_path / "damaged.json"
    damaged.write_bytes(b"\xff\xfe not a roster")
    window = MainWindow(start_session=False)
    window.show()
    with answering("critical", QMessageBox.StandardButton.Ok) as critical:
        window.open_after_first_paint([damaged])
        qtbot.waitUntil(lambda: critical.called)
    assert critical.call_count == 1
    assert window.documents() == []
    assert window.roster_area.currentWidget() is window.welcome_area  # not "Opening…" forever
    close_quietly(window)


def test_a_window_closed_before_its_first_paint_reads_nothing_and_leaves_nothing(
    qtbot: QtBot, journal: _Journal
) -> None:
    window = MainWindow(start_session=False)
    window.show()
    window.open_after_first_paint([ORCS])
    close_quietly(window)  # deleted before the loop ever painted it
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(window)
    for _ in range(3):  # the loop's next turns: a read left pending would run now
        QApplication.processEvents()
    assert not [e for e in journal.events if e.startswith("read")]
