"""File › Import Gang… and a gang file dropped on the window: a new, untitled
Necromunda roster, the report beside it as plain text, one dialog for a file that cannot be
imported."""

from __future__ import annotations

import importlib
import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from unittest import mock

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.imports.report_dialog import ImportReportDialog
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.roster.files import load_roster, roster_to_json
from gangfight_gui.roster.imports.yaktribe import WHAT, import_gang
from tests.gui.roster_helpers import ORCS, answering
from tests.roster.imports.gangs import EXAMPLE, gang, ganger, write

Button = QMessageBox.StandardButton


@pytest.fixture
def jackals(tmp_path: Path) -> Path:
    path = tmp_path / "jackals.json"
    shutil.copy(EXAMPLE, path)
    return path


def import_through_menu(window: MainWindow, path: Path, dead: Button = Button.No) -> mock.MagicMock:
    """File › Import Gang… of ``path``, answering ``dead`` if asked about dead fighters; the
    patched question, to see what was asked."""
    with (
        mock.patch.object(QFileDialog, "getOpenFileName", return_value=(str(path), "")),
        answering("question", dead) as asked,
    ):
        window.file_actions.import_action.trigger()
    return asked


def report_dialog(window: MainWindow) -> ImportReportDialog:
    dialog = window.file_actions.import_report
    assert dialog is not None
    return dialog


def drop(window: MainWindow, paths: list[Path]) -> None:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path)) for path in paths])
    event = QDropEvent(
        QPointF(50, 50),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    with answering("question", Button.No):
        window.dropEvent(event)


def test_the_file_menu_offers_the_import(window: MainWindow) -> None:
    assert window.file_actions.import_action in window.file_menu.actions()
    assert window.file_actions.import_action.isEnabled()


def test_import_opens_the_gang_as_a_new_untitled_unsaved_roster(
    window: MainWindow, jackals: Path
) -> None:
    import_through_menu(window, jackals)
    [document] = window.documents()
    assert window.tabs.current_document() is document
    assert document.path is None
    assert document.is_modified()
    assert roster_to_json(document.roster) == roster_to_json(import_gang(jackals).roster)
    assert document.roster.game == "necromunda"
    assert window.windowTitle().startswith("The Cinder Jackals")
    assert "Imported The Cinder Jackals from jackals.json" in window.statusBar().currentMessage()


def test_the_report_is_shown_beside_the_roster(
    window: MainWindow, jackals: Path, qtbot: QtBot
) -> None:
    import_through_menu(window, jackals)
    dialog = report_dialog(window)
    qtbot.waitExposed(dialog)
    assert dialog.isVisible() and not dialog.isModal()
    assert dialog.text.toPlainText() == import_gang(jackals).report.text()
    assert dialog.text.isReadOnly()
    assert dialog.windowTitle() == "Imported: The Cinder Jackals"
    for label in dialog.findChildren(QLabel):
        assert label.textFormat() == Qt.TextFormat.PlainText


def test_names_in_the_report_are_text_never_markup(
    window: MainWindow, tmp_path: Path, qtbot: QtBot
) -> None:
    path = write(tmp_path / "g.json", gang(ganger("<b>Bold</b> <img src=x>"), gang_name="<i>G</i>"))
    import_through_menu(window, path)
    dialog = report_dialog(window)
    text = dialog.text.toPlainText()
    assert "  <b>Bold</b> <img src=x>, Ganger" in text
    assert 'Imported "<i>G</i>"' in text
    assert dialog.text.document().toPlainText() == text  # a QPlainTextEdit never renders markup


def test_a_second_import_replaces_the_first_report(
    window: MainWindow, jackals: Path, tmp_path: Path, qtbot: QtBot
) -> None:
    import_through_menu(window, jackals)
    first = report_dialog(window)
    with qtbot.waitSignal(first.destroyed):
        import_through_menu(window, write(tmp_path / "g.json", gang()))
    assert report_dialog(window).report.gang == "The Brass Hounds"
    assert len(window.documents()) == 2


def test_closing_the_report_forgets_it(window: MainWindow, jackals: Path, qtbot: QtBot) -> None:
    import_through_menu(window, jackals)
    with qtbot.waitSignal(report_dialog(window).destroyed):
        report_dialog(window).close()
    assert window.file_actions.import_report is None
    assert len(window.documents()) == 1


def test_save_asks_where_then_writes_the_roster(
    window: MainWindow, jackals: Path, tmp_path: Path
) -> None:
    import_through_menu(window, jackals)
    [document] = window.documents()
    target = tmp_path / "mine.json"
    with mock.patch.object(QFileDialog, "getSaveFileName", return_value=(str(target), "")) as ask:
        window.file_actions.save_action.trigger()
    ask.assert_called_once()
    assert document.path == target
    assert not document.is_modified()
    assert roster_to_json(load_roster(target).roster) == roster_to_json(document.roster)


def test_closing_the_imported_roster_asks_to_save_it(window: MainWindow, jackals: Path) -> None:
    import_through_menu(window, jackals)
    [document] = window.documents()
    with answering("question", Button.Discard) as asked:
        assert window.file_actions.close_document(document)
    asked.assert_called_once()
    assert window.documents() == []


def test_cancelling_the_file_dialog_imports_nothing(window: MainWindow) -> None:
    with mock.patch.object(QFileDialog, "getOpenFileName", return_value=("", "")):
        window.file_actions.import_action.trigger()
    assert window.documents() == []
    assert window.file_actions.import_report is None


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"{oops", "is not valid JSON"),
        (b'{"format": "gangfight-roster"}', "it is a roster file of this program; open it instead"),
        (b'{"gang": {"gangers": [{"name": "A", "xp": "lots"}]}}', "gang.gangers[0].xp"),
    ],
)
def test_a_bad_file_is_one_dialog_naming_the_problem(
    window: MainWindow, tmp_path: Path, content: bytes, problem: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with answering("critical", Button.Ok) as critical:
        import_through_menu(window, path)
    critical.assert_called_once()
    _parent, title, message = critical.call_args.args[:3]
    assert title == "Cannot import gang"
    assert message.startswith(str(path)) and problem in message
    assert window.documents() == []
    assert window.file_actions.import_report is None


def test_a_fifo_is_refused_without_waiting(window: MainWindow, tmp_path: Path) -> None:
    fifo = tmp_path / "gang.json"
    os.mkfifo(fifo)
    with answering("critical", Button.Ok) as critical:
        import_through_menu(window, fifo)
    assert "is a named pipe (FIFO)" in critical.call_args.args[2]
    assert window.documents() == []


def test_dropping_a_gang_file_imports_it(window: MainWindow, jackals: Path) -> None:
    drop(window, [jackals])
    [document] = window.documents()
    assert document.path is None and document.is_modified()
    assert document.roster.name == "The Cinder Jackals"
    assert report_dialog(window).report.gang == "The Cinder Jackals"


def test_dropping_a_roster_and_a_gang_opens_one_and_imports_the_other(
    window: MainWindow, jackals: Path
) -> None:
    drop(window, [ORCS, jackals])
    orcs, gang_document = window.documents()
    assert (orcs.path, orcs.roster.name) == (ORCS, "Orc Braves")
    assert not orcs.is_modified()
    assert gang_document.path is None
    assert gang_document.roster.name == "The Cinder Jackals"


def test_dropping_a_damaged_gang_file_is_one_dialog(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    path.write_text('{"gang": {"gangers": 5}}', encoding="utf-8")
    with answering("critical", Button.Ok) as critical:
        drop(window, [path])
    critical.assert_called_once()
    assert critical.call_args.args[1] == "Cannot import gang"
    assert window.documents() == []


def test_dropping_a_file_that_is_neither_is_refused_as_a_roster(
    window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "notes.json"
    path.write_text("[1, 2]", encoding="utf-8")
    with answering("critical", Button.Ok) as critical:
        drop(window, [path])
    assert critical.call_args.args[1] == "Cannot open roster"
    assert window.documents() == []


def test_dead_fighters_are_asked_about_and_left_out_by_default(
    window: MainWindow, jackals: Path
) -> None:
    asked = import_through_menu(window, jackals)
    asked.assert_called_once()
    _parent, title, text, _buttons, default = asked.call_args.args
    assert title == "Import the dead?"
    assert text.startswith("The Cinder Jackals has 1 dead fighter: Mags the Brander.")
    assert default == Button.No
    [document] = window.documents()
    assert "Mags the Brander" not in [entry.name for entry in document.roster.models]
    assert report_dialog(window).report.left_out[0].name == "Mags the Brander"


def test_dead_fighters_asked_for_are_imported_marked_dead(
    window: MainWindow, jackals: Path
) -> None:
    import_through_menu(window, jackals, dead=Button.Yes)
    [document] = window.documents()
    mags = document.roster.models[2].to_json()
    assert (mags["name"], mags["campaign_status"]) == ("Mags the Brander", "dead")
    assert report_dialog(window).report.left_out == ()


@contextmanager
def counted(target: str) -> Iterator[mock.MagicMock]:
    """``target`` (a function's dotted name) patched to count its calls, still doing its work."""
    module, _dot, name = target.rpartition(".")
    real = getattr(importlib.import_module(module), name)
    with mock.patch(target, side_effect=real) as calls:
        yield calls


def test_a_gang_opened_by_path_is_read_as_a_gang_once_and_parsed_once(
    window: MainWindow, jackals: Path
) -> None:
    # Opened as a file (File › Open, a recent file): refused as a roster, then imported from the
    # bytes that told it was a gang, asking about its dead and importing them from one parse.
    with (
        counted("gangfight_gui.roster.file_reading.read_regular_file") as reads,
        counted("gangfight_gui.roster.imports.yaktribe.parse_text") as parses,
        answering("question", Button.Yes),
    ):
        window.file_actions.open_path(jackals)
    [document] = window.documents()
    assert "Mags the Brander" in [entry.name for entry in document.roster.models]
    as_gang = [call for call in reads.call_args_list if call.kwargs["what"] == WHAT]
    assert len(as_gang) == 1
    assert parses.call_count == 1


def test_the_question_names_at_most_eight_and_a_gang_without_dead_asks_nothing(
    window: MainWindow, tmp_path: Path
) -> None:
    dead = [ganger(f"Ghost {n}", status="Dead") for n in range(10)]
    asked = import_through_menu(window, write(tmp_path / "g.json", gang(ganger(), *dead)))
    assert asked.call_args.args[2].startswith(
        "The Brass Hounds has 10 dead fighters: Ghost 0, Ghost 1, Ghost 2, Ghost 3, Ghost 4, "
        "Ghost 5, Ghost 6, Ghost 7 and 2 more."
    )
    asked = import_through_menu(window, write(tmp_path / "h.json", gang(ganger())))
    asked.assert_not_called()
