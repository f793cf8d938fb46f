"""Hostile files in the window: pipes refused unopened (Open, recent files, the command line), huge
rosters refused at once, leftovers of killed saves cleaned on open, read-only rosters asked about.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
from pathlib import Path
from unittest import mock

import pytest
import shiboken6
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from gangfight_gui.gui.roster.table_model import ERROR_TINT
from gangfight_gui.gui.shell import app
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.roster.files import load_roster
from gangfight_gui.rules.engine.limits import MAX_MODELS
from tests.gui.roster_helpers import ORCS, answering
from tests.helpers.saves import HeldSave

Button = QMessageBox.StandardButton


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "gang.json"
    os.mkfifo(path)
    return path


@pytest.fixture
def orcs_file(tmp_path: Path) -> Path:
    path = tmp_path / "orcs.json"
    shutil.copy(ORCS, path)
    return path


def test_open_dialog_refuses_a_fifo(window: MainWindow, fifo: Path) -> None:
    with (
        mock.patch.object(QFileDialog, "getOpenFileNames", return_value=([str(fifo)], "")),
        answering("critical", Button.Ok) as critical,
    ):
        assert window.file_actions.open_dialog() == []
    critical.assert_called_once()
    assert critical.call_args.args[2] == f"{fifo}: is a named pipe (FIFO), not a roster file"
    assert window.documents() == []


def test_a_fifo_on_the_command_line_is_refused(window: MainWindow, fifo: Path) -> None:
    # gangfight-gui ROSTER... opens its arguments through MainWindow.open_paths.
    with answering("critical", Button.Ok) as critical:
        assert window.open_paths([fifo, ORCS]) != []
    critical.assert_called_once()
    assert [d.path for d in window.documents()] == [ORCS]


def test_a_recent_file_that_became_a_fifo_is_refused(
    window: MainWindow, orcs_file: Path, tmp_path: Path
) -> None:
    [document] = window.open_paths([orcs_file])
    window.file_actions.close_document(document)
    orcs_file.unlink()
    os.mkfifo(orcs_file)
    menu = window.file_actions.recent_menu
    menu.aboutToShow.emit()
    [entry] = [a for a in menu.actions() if a.text().endswith("orcs.json")]
    with answering("critical", Button.Ok) as critical:
        entry.trigger()
    critical.assert_called_once()
    assert "named pipe" in critical.call_args.args[2]
    assert window.documents() == []


def test_a_roster_past_the_model_limit_is_refused_at_once(
    window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "horde.json"
    models = [{"name": "Goblin"}] * 20_000  # once 150 s and a frozen window
    path.write_text(json.dumps({"models": models}), encoding="utf-8")
    with answering("critical", Button.Ok) as critical:
        assert window.open_paths([path]) == []
    message = critical.call_args.args[2]
    assert f"a roster holds at most {MAX_MODELS:,} models" in message
    assert "the roster has 20,000 models" in message


def test_opening_removes_what_killed_saves_left(window: MainWindow, orcs_file: Path) -> None:
    left = HeldSave(orcs_file).kill()  # seconds old: gone all the same
    theirs = HeldSave(orcs_file)  # a save running right now in another program
    [document] = window.open_paths([orcs_file])
    assert document.path == orcs_file
    assert not left.exists()
    assert theirs.temp.exists()
    theirs.kill()


def _edit_attack(window: MainWindow, value: int) -> None:
    editor = window.tabs.current_editor()
    assert editor is not None
    model = editor.table_model
    assert model.setData(model.index(0, model.column_of("attack") or 0), value)


@pytest.mark.parametrize(("answer", "saved"), [(Button.Cancel, False), (Button.Save, True)])
def test_saving_over_a_read_only_roster_asks_first(
    window: MainWindow,
    orcs_file: Path,
    monkeypatch: pytest.MonkeyPatch,
    answer: Button,
    saved: bool,
) -> None:
    [document] = window.open_paths([orcs_file])
    orcs_file.chmod(0o444)
    before = orcs_file.read_bytes()
    _edit_attack(window, 9)
    boxes: list[QMessageBox] = []

    def fake_exec(box: QMessageBox) -> int:
        boxes.append(box)
        return answer.value

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    assert window.file_actions.save(document) is saved
    [box] = boxes
    assert box.windowTitle() == "Read-only roster"
    assert box.text() == f"{orcs_file} is read-only."
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert box.defaultButton() is box.button(Button.Cancel)
    assert box.button(Button.Save).text() == "Save Anyway"
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(box)  # not kept as the window's child until the window goes
    if saved:
        assert load_roster(orcs_file).roster.models[0].attack == 9
        assert not document.is_modified()
    else:
        assert orcs_file.read_bytes() == before
        assert document.is_modified()
    assert stat.S_IMODE(orcs_file.stat().st_mode) == 0o444


def test_a_fifo_given_to_a_screenshot_is_one_line_not_a_dialog(
    fifo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Without a player to answer, a dialog would wait forever (and opening the FIFO too).
    out = tmp_path / "window.png"
    assert app.main(["gangfight-gui", "--screenshot", str(out), str(ORCS), str(fifo)]) == 2
    [line] = capsys.readouterr().err.splitlines()
    assert line == f"gangfight-gui: {fifo}: is a named pipe (FIFO), not a roster file"
    assert not out.exists()


def test_models_of_one_name_at_the_limit_are_one_problem_flagging_every_row(
    window: MainWindow, tmp_path: Path
) -> None:
    # Each model's message once listed every other, which froze the window on opening.
    path = tmp_path / "goblins.json"
    path.write_text(json.dumps({"models": [{"name": "Goblin"}] * MAX_MODELS}), encoding="utf-8")
    [document] = window.open_paths([path])
    assert len(document.roster.models) == MAX_MODELS
    editor = window.tabs.current_editor()
    assert editor is not None
    problems = editor.problems.list
    assert problems.count() == 1
    assert problems.item(0).text().startswith(f"Goblin: {MAX_MODELS:,} models have this name")
    model = editor.table_model
    for row in (0, MAX_MODELS // 2, MAX_MODELS - 1):
        brush = model.index(row, model.name_column).data(Qt.ItemDataRole.BackgroundRole)
        assert brush.color() == ERROR_TINT
