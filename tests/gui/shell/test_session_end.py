"""The session ending (SIGTERM, logout) mid-edit: the edit is kept and offered back next time."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.roster.undo_commands import SetRosterFieldCommand
from gangfight_gui.gui.shell.settings import load_settings
from gangfight_gui.gui.shell.termination import WATCHED, TerminationWatcher
from gangfight_gui.roster import autosave
from gangfight_gui.roster.files import load_roster
from tests.gui.roster_helpers import ORCS, answering, close_quietly, make_window

# The real program, started as a player starts it, with one edit made once it is up; it prints
# "edited" and then waits in its event loop for whatever comes.
DRIVER = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from gangfight_gui.gui.roster.undo_commands import SetRosterFieldCommand
    from gangfight_gui.gui.shell import app, main_window

    qt = QApplication(sys.argv[:1])

    def edit():
        [window] = [w for w in qt.topLevelWidgets() if isinstance(w, main_window.MainWindow)]
        [document] = window.documents()
        document.undo_stack.push(SetRosterFieldCommand(document, "name", "Edited at logout"))
        print("edited", flush=True)

    QTimer.singleShot(500, edit)
    sys.exit(app.main(["gangfight-gui", sys.argv[1]]))
    """
)


def test_sigterm_keeps_the_pending_edit_and_the_next_start_offers_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    roster = tmp_path / "orcs.json"
    shutil.copy(ORCS, roster)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")  # GANGFIGHT_GUI_HOME: this test's
    process = subprocess.Popen(
        [sys.executable, "-c", DRIVER, str(roster)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        assert process.stdout.readline() == "edited\n"
        # Sooner than the autosave timers (2 s after an edit, every 30 s): only the handler saves.
        process.send_signal(signal.SIGTERM)
        _out, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 0, err
    assert "Traceback" not in err

    [kept] = autosave.list_autosaves()
    assert kept.roster is not None
    assert kept.roster.name == "Edited at logout"
    assert kept.source_path == roster
    assert load_settings().open_rosters == (roster,)
    assert load_roster(roster).roster.name == "Orc Braves"  # the file itself is untouched

    # The next start: the edit is offered back, and the roster open before is open again.
    window = make_window(qtbot)
    with answering("question", QMessageBox.StandardButton.Yes) as question:
        window.start_session()
    assert "Edited at logout (orcs.json)" in question.call_args.args[2]
    [document] = window.documents()
    assert document.path == roster
    assert document.roster.name == "Edited at logout"
    assert document.is_modified()
    close_quietly(window)


def test_save_session_asks_nothing_and_keeps_edits_and_files(qtbot: QtBot, tmp_path: Path) -> None:
    # What the logout's commitDataRequest runs: no question, however many unsaved rosters.
    roster = tmp_path / "orcs.json"
    shutil.copy(ORCS, roster)
    window = make_window(qtbot)
    [document] = window.open_paths([roster])
    document.undo_stack.push(SetRosterFieldCommand(document, "name", "Unsaved"))
    window.file_actions.new_roster()  # untitled and unmodified: nothing to keep
    with answering("question", QMessageBox.StandardButton.Cancel) as question:
        window.save_session()
    question.assert_not_called()
    [kept] = autosave.list_autosaves()
    assert kept.roster is not None
    assert kept.roster.name == "Unsaved"
    assert load_settings().open_rosters == (roster,)
    assert load_settings().window_geometry
    close_quietly(window)


@pytest.mark.parametrize("signum", WATCHED)
def test_watcher_turns_the_signal_into_a_qt_signal(qtbot: QtBot, signum: int) -> None:
    before = signal.getsignal(signum)
    watcher = TerminationWatcher()
    try:
        with qtbot.waitSignal(watcher.termination_requested, timeout=5_000) as received:
            os.kill(os.getpid(), signum)
        assert received.args == [signum]
    finally:
        watcher.uninstall()
        watcher.uninstall()  # twice is harmless
    assert signal.getsignal(signum) == before
    assert signal.set_wakeup_fd(-1) == -1  # the wake-up fd is put back too
