"""The application shell: entry point, display checks, crash hook and the main window's menus."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from unittest import mock

import pytest
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

import gangfight_gui
from gangfight_gui import paths, shipped
from gangfight_gui.cli.main import main as cli_main
from gangfight_gui.gui.common import icons
from gangfight_gui.gui.shell import app, main_window


def _menu_titles(win: main_window.MainWindow) -> list[str]:
    return [action.text() for action in win.menuBar().actions()]


def test_title_and_welcome_panel(window: main_window.MainWindow) -> None:
    assert window.windowTitle() == "Gangfight GUI"
    title = window.findChild(QLabel, "welcome_title")
    assert title is not None
    assert title.text() == "Gangfight GUI"


def test_file_edit_and_help_menus(window: main_window.MainWindow) -> None:
    assert _menu_titles(window) == ["&File", "&Edit", "&View", "&Combat", "&Help"]
    file_menu = window.findChild(QMenu, "file_menu")
    edit_menu = window.findChild(QMenu, "edit_menu")
    help_menu = window.findChild(QMenu, "help_menu")
    assert file_menu is not None
    assert edit_menu is not None
    assert help_menu is not None
    file_actions = [a.objectName() for a in file_menu.actions() if not a.isSeparator()]
    assert file_actions[0] == "new_action"
    assert file_actions[-1] == "quit_action"
    edit_actions = [a.objectName() for a in edit_menu.actions() if not a.isSeparator()]
    assert edit_actions[:2] == ["undo_action", "redo_action"]
    assert edit_actions[-1] == "preferences_action"
    assert [a.objectName() for a in help_menu.actions()] == [
        "user_guide_action",
        "rules_help_action",
        "games_action",
        "",
        "about_action",
        "about_qt_action",
    ]


def test_menus_keep_canonical_order_whenever_created(window: main_window.MainWindow) -> None:
    view = window.menu("view")
    edit = window.menu("edit")
    assert window.menu("view") is view
    assert window.menu("edit") is edit
    assert _menu_titles(window) == ["&File", "&Edit", "&View", "&Combat", "&Help"]
    with pytest.raises(KeyError):
        window.menu("tools")


def test_about_shows_version(window: main_window.MainWindow) -> None:
    with mock.patch.object(QMessageBox, "about") as about:
        window.about_action.trigger()
    about.assert_called_once()
    parent, title, text = about.call_args.args
    assert parent is window
    assert "Gangfight GUI" in title
    assert gangfight_gui.__version__ in text
    # Where the player's files are: this test's GANGFIGHT_GUI_HOME, so its folders.
    home = os.environ[paths.HOME_ENV]
    assert f"<li>Settings and recent files: {home}/config</li>" in text
    assert f"<li>Autosaves of unsaved edits: {home}/state/autosave</li>" in text


def test_about_escapes_the_paths(window: main_window.MainWindow, tmp_path: Path) -> None:
    with (
        mock.patch.dict(os.environ, {paths.HOME_ENV: str(tmp_path / "<b>me</b>")}),
        mock.patch.object(QMessageBox, "about") as about,
    ):
        window.about_action.trigger()
    text = about.call_args.args[2]
    assert "&lt;b&gt;me&lt;/b&gt;" in text
    assert "<b>" not in text


@pytest.mark.parametrize("parse", [app.parse_args, cli_main])
def test_help_says_where_files_live(
    parse: object, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    home = tmp_path / "nowhere yet"
    with mock.patch.dict(os.environ, {paths.HOME_ENV: str(home)}), pytest.raises(SystemExit):
        parse(["--help"])  # type: ignore[operator]
    out = capsys.readouterr().out
    assert f"Settings and recent files: {home}/config\n" in out
    assert f"Autosaves of unsaved edits: {home}/state/autosave\n" in out
    assert "GANGFIGHT_GUI_HOME" in out
    assert not home.exists()  # asking for help creates nothing


def test_both_commands_print_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    from importlib import metadata

    version = metadata.version("gangfight-gui")
    for parse, prog in ((app.parse_args, "gangfight-gui"), (cli_main, "gangfight")):
        with pytest.raises(SystemExit):
            parse(["--version"])
        assert capsys.readouterr().out == f"{prog} {version}\n"


def test_about_qt(window: main_window.MainWindow) -> None:
    with mock.patch.object(QMessageBox, "aboutQt") as about_qt:
        window.about_qt_action.trigger()
    about_qt.assert_called_once_with(window)


def test_quit_closes_window(qtbot: QtBot, window: main_window.MainWindow) -> None:
    with qtbot.waitExposed(window):
        window.show()
    quit_action = window.findChild(QAction, "quit_action")
    assert quit_action is not None
    quit_action.trigger()
    assert not window.isVisible()


def test_icon_resource_loads(qapp: QApplication) -> None:
    icon = icons.app_icon()
    assert [size.width() for size in icon.availableSizes()] == list(icons.APP_ICON_SIZES)
    image = icon.pixmap(48, 48).toImage()
    assert not image.isNull()
    assert image.pixelColor(24, 24).alpha() > 0  # drawn, not a blank square


def test_missing_resource_names_it() -> None:
    with pytest.raises(shipped.MissingResourceError, match=r"no-such-file\.png .*reinstall"):
        shipped.resource("no-such-file.png")


@pytest.fixture
def app_identity(qapp: QApplication) -> Iterator[None]:
    """Put back what `app.main` changes on the shared QApplication and the process."""
    saved = (qapp.applicationName(), qapp.organizationName(), qapp.windowIcon(), sys.excepthook)
    sigint = signal.getsignal(signal.SIGINT)
    yield
    name, organisation, icon, hook = saved
    signal.signal(signal.SIGINT, sigint)
    qapp.setApplicationName(name)
    qapp.setOrganizationName(organisation)
    qapp.setWindowIcon(icon)
    sys.excepthook = hook


@pytest.mark.usefixtures("app_identity")
def test_main_sets_up_app_and_shows_window(qapp: QApplication, qtbot: QtBot) -> None:
    shown: list[main_window.MainWindow] = []
    qapp.setWindowIcon(QIcon())

    def fake_exec() -> int:
        # The loop's turn after the window's first paint: the window icon is set then.
        qtbot.waitUntil(lambda: not qapp.windowIcon().isNull())
        # Earlier tests' windows may linger hidden until deleted, so look for the visible one.
        shown.extend(
            w
            for w in qapp.topLevelWidgets()
            if isinstance(w, main_window.MainWindow) and w.isVisible()
        )
        for w in shown:
            w.close()
        return 0

    with mock.patch.object(QApplication, "exec", side_effect=fake_exec):
        assert app.main(["gangfight-gui"]) == 0
    assert len(shown) == 1
    assert qapp.applicationName() == "Gangfight GUI"
    assert qapp.organizationName() == "Gangfight"
    assert not qapp.windowIcon().isNull()
    assert sys.excepthook is app.excepthook


def _env_without_display() -> dict[str, str]:
    env = dict(os.environ)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(name, None)
    return env


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland check is Linux/BSD")
def test_no_display_exits_with_one_clear_line() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "gangfight_gui"],
        env=_env_without_display(),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert "no display" in lines[0]
    assert "QT_QPA_PLATFORM=offscreen" in lines[0]
    assert "Traceback" not in result.stderr


def _no_library(name: str) -> None:
    return None


def _any_library(name: str) -> str:
    return f"lib{name}.so.0"


@pytest.mark.parametrize(
    ("environ", "platform", "expected"),
    [
        ({}, "linux", app.NO_DISPLAY_MESSAGE),
        ({}, "freebsd14", app.NO_DISPLAY_MESSAGE),
        ({"DISPLAY": ""}, "linux", app.NO_DISPLAY_MESSAGE),
        ({}, "win32", None),
        ({}, "darwin", None),
        ({"QT_QPA_PLATFORM": "offscreen"}, "linux", None),
        ({"DISPLAY": ":0"}, "linux", None),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", None),
    ],
)
def test_display_problem_without_screen(
    environ: dict[str, str], platform: str, expected: str | None
) -> None:
    assert app.display_problem(environ, platform, _any_library) == expected


@pytest.mark.parametrize(
    "environ",
    [{"DISPLAY": ":0"}, {"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"}],
)
def test_missing_xcb_libraries_named_with_packages(environ: dict[str, str]) -> None:
    message = app.display_problem(environ, "linux", _no_library)
    assert message is not None
    assert "\n" not in message
    for file, package in app.XCB_LIBRARIES.values():
        assert file in message
        assert package in message


def test_only_the_missing_xcb_library_is_named() -> None:
    def find_library(name: str) -> str | None:
        return None if name == "xcb-icccm" else _any_library(name)

    message = app.display_problem({"DISPLAY": ":0"}, "linux", find_library)
    assert message is not None
    assert "libxcb-icccm.so.4" in message
    assert "apt install libxcb-icccm4 " in message
    assert "cursor" not in message


@pytest.mark.parametrize(
    "environ",
    [
        {"WAYLAND_DISPLAY": "wayland-0"},
        {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"},
        {"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"},
    ],
)
def test_xcb_libraries_only_checked_when_xcb_would_load(environ: dict[str, str]) -> None:
    assert app.display_problem(environ, "linux", _no_library) is None


def _raise_and_catch() -> BaseException:
    try:
        raise RuntimeError("dice fell off the table")
    except RuntimeError as exc:
        return exc


def test_excepthook_prints_and_shows_dialog(
    qapp: QApplication, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    exc = _raise_and_catch()
    shown: list[QMessageBox] = []

    def fake_exec(box: QMessageBox) -> int:
        shown.append(box)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    app.excepthook(type(exc), exc, exc.__traceback__)

    assert "RuntimeError: dice fell off the table" in capsys.readouterr().err
    [box] = shown
    # Not parented to whatever window is active: that window may be the one going away.
    assert box.parent() is None
    assert box.icon() == QMessageBox.Icon.Critical
    assert box.text() == "RuntimeError: dice fell off the table"
    assert "Traceback" in box.detailedText()
    assert "_raise_and_catch" in box.detailedText()


def test_excepthook_does_not_stack_dialogs(
    qapp: QApplication, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    exc = _raise_and_catch()
    calls = 0

    def fake_exec(box: QMessageBox) -> int:
        nonlocal calls
        calls += 1
        app.excepthook(type(exc), exc, exc.__traceback__)  # a second error while it is open
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    app.excepthook(type(exc), exc, exc.__traceback__)

    assert calls == 1
    assert capsys.readouterr().err.count("RuntimeError: dice fell off the table") == 2
