"""The main window with rosters: tabs, title, menus, files, closing, drops, cards and autosave."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from unittest import mock

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QLocale, QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
)
from pytestqt.qtbot import QtBot

from gangfight_gui import shipped
from gangfight_gui.gui.roster.autosaver import Autosaver
from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.roster.undo_commands import SetRosterFieldCommand
from gangfight_gui.gui.shell import (
    card_printing,
    file_questions,
    new_roster_dialog,
    samples_dialog,
    settings_store,
)
from gangfight_gui.gui.shell.card_printing import CardPreviewDialog
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.gui.shell.new_roster_dialog import NewRoster
from gangfight_gui.gui.shell.settings import load_settings, save_settings
from gangfight_gui.roster import autosave
from gangfight_gui.roster.files import RosterChangedOnDisk, load_roster
from gangfight_gui.rules.game import built_in_keys
from tests.gangfight_rosters import Roster
from tests.gui.roster_helpers import (
    ORCS,
    ROSTERS,
    VETERANS,
    answering,
    close_quietly,
    make_window,
    open_document,
    small_roster,
)

Button = QMessageBox.StandardButton


@pytest.fixture
def orcs_file(tmp_path: Path) -> Path:
    path = tmp_path / "orcs.json"
    shutil.copy(ORCS, path)
    return path


def _edit_attack(window: MainWindow, value: int) -> None:
    editor = window.tabs.current_editor()
    assert editor is not None
    model = editor.table_model
    assert model.setData(model.index(0, model.column_of("attack") or 0), value)


# Layout and menus


def test_welcome_panel_until_a_roster_opens(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # File > New asks for the game; the player picks Gangfight.
    monkeypatch.setattr(new_roster_dialog, "ask", lambda *a, **k: NewRoster("gangfight", False))
    assert window.roster_area.currentWidget() is window.welcome_area
    assert window.windowTitle() == "Gangfight GUI"
    assert not window.file_actions.save_action.isEnabled()
    assert not window.edit_actions.add_action.isEnabled()
    window.file_actions.new_action.trigger()
    assert window.roster_area.currentWidget() is window.tabs
    assert window.file_actions.save_action.isEnabled()
    assert window.edit_actions.add_action.isEnabled()
    window.file_actions.close_action.trigger()
    assert window.roster_area.currentWidget() is window.welcome_area
    assert window.windowTitle() == "Gangfight GUI"


def test_welcome_buttons_start_a_session(window: MainWindow) -> None:
    names = [button.objectName() for button in window.welcome.buttons]
    assert names == ["welcome_new_action", "welcome_open_action", "welcome_samples_action"]
    with mock.patch.object(
        samples_dialog, "choose_samples", side_effect=lambda _parent, offered: offered
    ) as choose:
        window.welcome.buttons[2].click()
    offered = choose.call_args.args[1]
    assert [s.file_name for s in offered] == [s.file_name for s in shipped.samples()]
    own = [sample.file_name for sample in offered if sample.game in built_in_keys()]
    assert own == sorted(p.name for p in ROSTERS.glob("*.json"))
    # Every game's samples, each in the editor of its game.
    assert [d.roster.name for d in window.documents() if d.roster.game in built_in_keys()] == [
        "Human Veterans",
        "Monsters of the Marches",
        "Ashveil Sisters",
        "Slagworks Rivet Crew",
        "Orc Braves",
        "Harbour Watch of Cinderquay",
        "Salt Reavers",
    ]
    assert len(window.documents()) == len(offered)
    assert all(not d.is_modified() for d in window.documents())


def test_a_sample_opens_as_an_untitled_copy(window: MainWindow, tmp_path: Path) -> None:
    shipped_bytes = ORCS.read_bytes()
    [orcs] = [sample for sample in shipped.samples() if sample.file_name == "orc_braves.json"]
    with mock.patch.object(samples_dialog, "choose_samples", return_value=[orcs]):
        window.file_actions.samples_action.trigger()
    [document] = window.documents()
    assert document.path is None
    assert document.roster == load_roster(ORCS).roster
    assert load_settings().recent_files == ()
    _edit_attack(window, 6)
    # Ctrl+S asks where to keep the copy: the shipped file is never the target.
    target = tmp_path / "my orcs.json"
    with mock.patch.object(QFileDialog, "getSaveFileName", return_value=(str(target), "")) as ask:
        window.file_actions.save_action.trigger()
    assert Path(ask.call_args.args[2]).name == "Orc Braves.json"
    assert document.path == target
    assert load_roster(target).roster.models[0].attack == 6
    assert ORCS.read_bytes() == shipped_bytes


def test_an_install_without_samples_says_so_when_they_are_asked_for(window: MainWindow) -> None:
    """The samples are read when asked for, not to show the window."""
    with (
        mock.patch.object(shipped, "samples", return_value=[]),
        mock.patch.object(samples_dialog, "choose_samples") as choose,
        answering("critical", Button.Ok) as critical,
    ):
        window.file_actions.samples_action.trigger()
    choose.assert_not_called()
    critical.assert_called_once()
    assert "No sample rosters came with this installation" in critical.call_args.args[2]
    assert window.documents() == []


def test_cancelling_the_samples_dialog_opens_nothing(window: MainWindow) -> None:
    with mock.patch.object(samples_dialog, "choose_samples", return_value=[]):
        assert window.file_actions.open_samples() == []
    assert window.documents() == []


def test_an_unreadable_sample_is_one_message(window: MainWindow) -> None:
    broken = shipped.Sample("broken.json", b"{", "Broken", "gangfight")
    with answering("critical", Button.Ok) as critical:
        assert window.file_actions.open_sample(broken) is None
    assert "sample broken.json" in critical.call_args.args[2]
    assert window.documents() == []


def test_samples_dialog_lists_every_sample_and_needs_a_choice(qtbot: QtBot) -> None:
    offered = shipped.samples()
    dialog = samples_dialog.SamplesDialog(offered)
    qtbot.addWidget(dialog)
    labels = [dialog.list.item(row).text() for row in range(dialog.list.count())]
    assert labels == [samples_dialog.sample_label(sample) for sample in offered]
    assert "Orc Braves — Gangfight (orc_braves.json)" in labels
    open_button = dialog.buttons.button(QDialogButtonBox.StandardButton.Open)
    assert dialog.chosen() == [offered[0]]  # the first is selected to start with
    dialog.list.clearSelection()
    assert not open_button.isEnabled()
    dialog.list.item(2).setSelected(True)
    dialog.list.item(0).setSelected(True)
    assert open_button.isEnabled()
    assert dialog.chosen() == [offered[0], offered[2]]


def test_double_clicking_a_sample_opens_it(qtbot: QtBot) -> None:
    offered = shipped.samples()
    dialog = samples_dialog.SamplesDialog(offered)
    qtbot.addWidget(dialog)
    dialog.list.clearSelection()
    item = dialog.list.item(1)
    item.setSelected(True)
    dialog.list.itemDoubleClicked.emit(item)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.chosen() == [offered[1]]


def test_workspace_has_room_beside_the_rosters(window: MainWindow) -> None:
    side = QLabel("Combat builder")
    window.add_side_panel(side)
    assert window.workspace.indexOf(window.roster_area) == 0
    assert window.workspace.indexOf(side) == 1


def test_toolbar_and_edit_menu(window: MainWindow) -> None:
    toolbar_texts = [a.iconText() for a in window.toolbar.actions() if not a.isSeparator()]
    for expected in ("New", "Open", "Save", "Add model", "Duplicate", "Delete", "Move up"):
        assert expected in toolbar_texts
    edit_names = [a.objectName() for a in window.edit_menu.actions() if not a.isSeparator()]
    assert edit_names[:2] == ["undo_action", "redo_action"]
    assert "add_model_action" in edit_names
    file_names = [a.objectName() for a in window.file_menu.actions() if not a.isSeparator()]
    assert file_names[-1] == "quit_action"
    for name in ("new_action", "open_action", "save_action", "save_as_action", "close_action"):
        assert name in file_names
    assert "print_action" in file_names
    assert "export_pdf_action" in file_names


def test_undo_redo_actions_name_the_step_and_follow_the_tab(window: MainWindow) -> None:
    orcs = open_document(window, load_roster(ORCS).roster)
    _edit_attack(window, 5)
    undo = window.edit_actions.undo_action
    redo = window.edit_actions.redo_action
    assert undo.text() == "Undo Edit ATT of Orc Brave"
    assert undo.isEnabled()
    assert QKeySequence("Ctrl+Z") in undo.shortcuts()
    assert QKeySequence("Ctrl+Shift+Z") in redo.shortcuts()
    open_document(window, small_roster())
    assert not undo.isEnabled()
    window.tabs.show_document(orcs)
    assert undo.isEnabled()
    undo.trigger()
    assert orcs.roster.models[0].attack == 3
    assert redo.text() == "Redo Edit ATT of Orc Brave"
    redo.trigger()
    assert orcs.roster.models[0].attack == 5


def test_title_marker_follows_the_clean_state(window: MainWindow, orcs_file: Path) -> None:
    [document] = window.open_paths([orcs_file])
    assert window.windowTitle() == "Orc Braves (orcs.json)[*] — Gangfight GUI"
    assert not window.isWindowModified()
    _edit_attack(window, 5)
    assert window.isWindowModified()
    assert window.tabs.tabText(0) == "Orc Braves *"
    document.undo_stack.undo()
    assert not window.isWindowModified()
    assert window.tabs.tabText(0) == "Orc Braves"
    document.undo_stack.redo()
    assert window.isWindowModified()
    with mock.patch.object(QFileDialog, "getSaveFileName") as dialog:
        window.file_actions.save_action.trigger()
    dialog.assert_not_called()
    assert not window.isWindowModified()
    assert load_roster(orcs_file).roster.models[0].attack == 5


def test_renaming_the_roster_retitles_tab_and_window(window: MainWindow) -> None:
    document = open_document(window, small_roster())
    editor = window.tabs.editor_for(document)
    editor.properties.name_edit.setText("Da Boyz")
    editor.properties.name_edit.editingFinished.emit()
    assert window.tabs.tabText(0) == "Da Boyz *"
    assert window.windowTitle().startswith("Da Boyz[*]")


# Opening


def test_open_dialog_opens_several(window: MainWindow) -> None:
    with mock.patch.object(
        QFileDialog, "getOpenFileNames", return_value=([str(ORCS), str(VETERANS)], "")
    ):
        window.file_actions.open_action.trigger()
    assert [d.roster.name for d in window.documents()] == ["Orc Braves", "Human Veterans"]
    assert window.tabs.current_document() is window.documents()[1]
    # Opening an open file shows its tab instead of a second copy.
    window.file_actions.open_path(ORCS)
    assert len(window.documents()) == 2
    assert window.tabs.current_document() is window.documents()[0]


def test_damaged_file_shows_one_message_and_opens_nothing(
    window: MainWindow, tmp_path: Path
) -> None:
    damaged = tmp_path / "damaged.json"
    data = json.loads(ORCS.read_text(encoding="utf-8"))
    data["models"][1]["attack"] = 99
    damaged.write_text(json.dumps(data), encoding="utf-8")
    with answering("critical", Button.Ok) as critical:
        window.open_paths([damaged])
    critical.assert_called_once()
    _parent, _title, text = critical.call_args.args
    assert "damaged.json" in text
    assert "ATT must be a whole number from 0 to 40" in text
    assert "40" in text
    assert window.documents() == []
    assert window.roster_area.currentWidget() is window.welcome_area


def test_broken_json_names_the_line(window: MainWindow, tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{\n  "format": "gangfight-roster",\n  "version": 1,\n', encoding="utf-8")
    with answering("critical", Button.Ok) as critical:
        window.open_paths([broken])
    [call] = critical.call_args_list
    assert "broken.json" in call.args[2]
    assert "line" in call.args[2]
    assert window.documents() == []


def test_recent_files_menu(window: MainWindow, orcs_file: Path) -> None:
    window.open_paths([orcs_file])
    assert load_settings().recent_files[0] == orcs_file
    window.file_actions.close_action.trigger()
    menu = window.file_actions.recent_menu
    menu.aboutToShow.emit()
    entries = [a for a in menu.actions() if not a.isSeparator()]
    assert entries[0].text() == "&1 orcs.json"
    entries[0].trigger()
    assert [d.path for d in window.documents()] == [orcs_file]
    menu.aboutToShow.emit()
    next(a for a in menu.actions() if a.text() == "&Clear Menu").trigger()
    assert load_settings().recent_files == ()
    menu.aboutToShow.emit()
    [empty] = menu.actions()
    assert not empty.isEnabled()


def test_opening_rosters_saves_the_recent_files_once(
    window: MainWindow, orcs_file: Path, tmp_path: Path
) -> None:
    veterans = tmp_path / "veterans.json"
    shutil.copy(VETERANS, veterans)
    with mock.patch.object(settings_store, "save_settings", wraps=save_settings) as save:
        window.open_paths([orcs_file, veterans])
    save.assert_called_once()
    assert load_settings().recent_files[:2] == (veterans, orcs_file)
    assert window.settings.settings.recent_files[:2] == (veterans, orcs_file)


def test_a_batch_of_settings_ended_by_an_error_is_saved(
    window: MainWindow, orcs_file: Path
) -> None:
    with pytest.raises(RuntimeError), window.settings.batched():
        window.settings.update(lambda s: s.with_recent_file(orcs_file))
        assert load_settings().recent_files[:1] != (orcs_file,)  # not yet: the batch is open
        raise RuntimeError("stopped midway")
    assert load_settings().recent_files[0] == orcs_file


def _drop_event(paths: list[Path]) -> tuple[QMimeData, QDropEvent]:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    event = QDropEvent(
        QPointF(100, 100),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    return mime, event


def test_dropping_roster_files_opens_them(window: MainWindow) -> None:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(ORCS)), QUrl.fromLocalFile(str(VETERANS))])
    enter = QDragEnterEvent(
        QPoint(100, 100),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dragEnterEvent(enter)
    assert enter.isAccepted()
    _mime, drop = _drop_event([ORCS, VETERANS])
    window.dropEvent(drop)
    assert [d.roster.name for d in window.documents()] == ["Orc Braves", "Human Veterans"]


def test_dragging_text_is_refused(window: MainWindow) -> None:
    mime = QMimeData()
    mime.setText("hello")
    enter = QDragEnterEvent(
        QPoint(1, 1),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dragEnterEvent(enter)
    assert not enter.isAccepted()


# Saving


def test_save_as_writes_a_new_file(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(new_roster_dialog, "ask", lambda *a, **k: NewRoster("gangfight", False))
    window.file_actions.new_action.trigger()
    document = window.tabs.current_document()
    assert document is not None
    window.tabs.current_editor().add_entry()  # type: ignore[union-attr]
    target = tmp_path / "mine"
    with mock.patch.object(QFileDialog, "getSaveFileName", return_value=(str(target), "")):
        window.file_actions.save_action.trigger()
    saved = tmp_path / "mine.json"
    assert document.path == saved
    assert load_roster(saved).roster == document.roster
    assert not document.is_modified()
    assert window.windowTitle() == "New Gangfight roster (mine.json)[*] — Gangfight GUI"


def test_cancelled_save_as_changes_nothing(window: MainWindow) -> None:
    document = open_document(window, small_roster())
    with mock.patch.object(QFileDialog, "getSaveFileName", return_value=("", "")):
        assert not window.file_actions.save(document)
    assert document.path is None


def test_changed_on_disk_asks_overwrite_or_save_as(
    window: MainWindow, orcs_file: Path, tmp_path: Path
) -> None:
    [document] = window.open_paths([orcs_file])
    _edit_attack(window, 6)
    orcs_file.write_text(orcs_file.read_text(encoding="utf-8") + " ", encoding="utf-8")

    with mock.patch.object(
        file_questions, "ask_changed_on_disk", return_value=file_questions.DiskChoice.CANCEL
    ) as ask:
        assert not window.file_actions.save(document)
    ask.assert_called_once()
    assert "changed by another program" in str(ask.call_args.args[1])
    assert document.is_modified()

    other = tmp_path / "copy.json"
    with (
        mock.patch.object(
            file_questions, "ask_changed_on_disk", return_value=file_questions.DiskChoice.SAVE_AS
        ),
        mock.patch.object(QFileDialog, "getSaveFileName", return_value=(str(other), "")),
    ):
        assert window.file_actions.save(document)
    assert document.path == other
    assert load_roster(orcs_file).roster.models[0].attack == 3

    _edit_attack(window, 7)
    other.write_text(other.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    with mock.patch.object(
        file_questions, "ask_changed_on_disk", return_value=file_questions.DiskChoice.OVERWRITE
    ):
        assert window.file_actions.save(document)
    assert load_roster(other).roster.models[0].attack == 7


def test_changed_on_disk_box_buttons(window: MainWindow, orcs_file: Path) -> None:
    [document] = window.open_paths([orcs_file])
    _edit_attack(window, 6)
    orcs_file.unlink()
    with mock.patch.object(QMessageBox, "exec", return_value=Button.Yes.value) as box_exec:
        assert window.file_actions.save(document)
    box_exec.assert_called_once()
    assert load_roster(orcs_file).roster.models[0].attack == 6


def test_changed_on_disk_box_names_the_file_as_text_and_goes_once_answered(
    window: MainWindow,
) -> None:
    boxes: list[QMessageBox] = []

    def fake_exec(box: QMessageBox) -> int:
        boxes.append(box)
        return Button.Cancel.value

    error = RosterChangedOnDisk("<b>gang</b>.json", "changed by another program")
    with mock.patch.object(QMessageBox, "exec", fake_exec):
        assert file_questions.ask_changed_on_disk(window, error) is file_questions.DiskChoice.CANCEL
    [box] = boxes
    assert box.windowTitle() == "File changed on disk"
    assert box.text() == "<b>gang</b>.json changed by another program."
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert box.button(Button.Yes).text() == "Overwrite"
    assert box.button(Button.No).text() == "Save As…"
    assert box.defaultButton() is box.button(Button.No)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(box)  # not kept as the window's child until the window goes


def test_save_failure_is_shown(window: MainWindow, tmp_path: Path) -> None:
    document = open_document(window, small_roster())
    target = tmp_path / "no-such-folder" / "x.json"
    with (
        mock.patch.object(QFileDialog, "getSaveFileName", return_value=(str(target), "")),
        answering("critical", Button.Ok) as critical,
    ):
        assert not window.file_actions.save(document)
    critical.assert_called_once()
    assert "x.json" in critical.call_args.args[2]
    assert document.is_modified() is False  # never edited: nothing lost


# Closing


@pytest.mark.parametrize(
    ("answer", "closed", "saved"),
    [(Button.Cancel, False, False), (Button.Discard, True, False), (Button.Save, True, True)],
)
def test_closing_a_modified_tab_asks(
    window: MainWindow, orcs_file: Path, answer: Button, closed: bool, saved: bool
) -> None:
    window.open_paths([orcs_file])
    _edit_attack(window, 8)
    with answering("question", answer) as question:
        window.tabs.tabCloseRequested.emit(0)
    question.assert_called_once()
    assert "Orc Braves" in question.call_args.args[2]
    assert (window.documents() == []) is closed
    assert (load_roster(orcs_file).roster.models[0].attack == 8) is saved


def test_closing_an_unmodified_tab_asks_nothing(window: MainWindow) -> None:
    open_document(window, small_roster())
    with answering("question", Button.Cancel) as question:
        window.file_actions.close_action.trigger()
    question.assert_not_called()
    assert window.documents() == []


@pytest.mark.parametrize(
    ("answer", "closed", "saved"),
    [(Button.Cancel, False, False), (Button.Discard, True, False), (Button.Save, True, True)],
)
def test_closing_the_window_asks_about_each_modified_roster(
    window: MainWindow,
    orcs_file: Path,
    answer: Button,
    closed: bool,
    saved: bool,
) -> None:
    open_document(window, small_roster())  # unmodified: no question
    window.open_paths([orcs_file])
    _edit_attack(window, 9)
    with answering("question", answer) as question:
        window.close()
    assert question.call_count == 1
    assert window.isVisible() is not closed
    assert (load_roster(orcs_file).roster.models[0].attack == 9) is saved
    if closed:
        assert load_settings().open_rosters == (orcs_file,)


def test_quit_with_unsaved_changes_can_be_cancelled(window: MainWindow) -> None:
    open_document(window, small_roster())
    _edit_attack(window, 4)
    with answering("question", Button.Cancel):
        window.quit_action.trigger()
    assert window.isVisible()


# Session, autosave and recovery


def test_session_reopens_last_rosters(qtbot: QtBot, orcs_file: Path) -> None:
    first = make_window(qtbot)
    first.open_paths([orcs_file, VETERANS])
    close_quietly(first)
    assert load_settings().open_rosters == (orcs_file, VETERANS)
    second = make_window(qtbot)
    second.start_session()
    assert [d.path for d in second.documents()] == [orcs_file, VETERANS]
    close_quietly(second)


def test_autosave_after_edit_and_recovery(qtbot: QtBot, orcs_file: Path) -> None:
    first = make_window(qtbot)
    first.open_paths([orcs_file])
    _edit_attack(first, 11)
    first.autosaver.save_all()
    [saved] = autosave.list_autosaves()
    assert saved.source_path == orcs_file
    assert saved.roster is not None
    assert saved.roster.models[0].attack == 11
    # A crash: the window goes without closing its documents.
    first.autosaver.interval_timer.stop()
    first.hide()
    first.deleteLater()

    second = make_window(qtbot)
    with answering("question", Button.Yes) as question:
        [recovered] = second.file_actions.offer_recovery()
    assert "Orc Braves" in question.call_args.args[2]
    assert recovered.roster.models[0].attack == 11
    assert recovered.path == orcs_file
    assert recovered.is_modified()
    assert second.isWindowModified()
    assert second.file_actions.save(recovered)
    assert autosave.list_autosaves() == []
    assert load_roster(orcs_file).roster.models[0].attack == 11
    close_quietly(second)


def test_autosave_timer_writes_shortly_after_an_edit(qtbot: QtBot, window: MainWindow) -> None:
    saver = Autosaver(window, edit_delay_ms=10)
    document = RosterDocument(small_roster())
    saver.watch(document)
    document.undo_stack.push(SetRosterFieldCommand(document, "name", "Edited"))
    qtbot.waitUntil(lambda: bool(autosave.list_autosaves()))
    [saved] = autosave.list_autosaves()
    assert saved.roster is not None
    assert saved.roster.name == "Edited"
    document.undo_stack.undo()  # back to clean: nothing to recover
    assert autosave.list_autosaves() == []


def test_steady_editing_is_autosaved_within_the_maximum_delay(
    qtbot: QtBot, window: MainWindow
) -> None:
    # Each edit once restarted the short wait, so edits 1 s apart for 12 s were never saved
    # before a crash. Here the short wait (10 s) never runs out during the test; only the maximum
    # delay after the first unsaved edit can save.
    saver = Autosaver(window, edit_delay_ms=10_000, max_delay_ms=300, interval_ms=600_000)
    document = RosterDocument(small_roster())
    saver.watch(document)
    for round_ in range(2):
        edits = 0
        while not autosave.list_autosaves() and edits < 60:
            edits += 1
            document.undo_stack.push(
                SetRosterFieldCommand(document, "name", f"Edit {round_}.{edits}")
            )
            qtbot.wait(50)
        [saved] = autosave.list_autosaves()
        assert saved.roster is not None
        assert saved.roster.name.startswith(f"Edit {round_}.")
        assert edits < 60, "saved while the edits went on"
        # The next unsaved edit starts a new maximum delay.
        autosave.discard_autosave(document.key)
    saver.forget(document)


def test_discarding_recovery_deletes_autosaves(window: MainWindow) -> None:
    autosave.write_autosave("abc123", Roster(name="Lost gang"))
    with answering("question", Button.Discard):
        assert window.file_actions.offer_recovery() == []
    assert autosave.list_autosaves() == []


def test_no_question_without_autosaves(window: MainWindow) -> None:
    with answering("question", Button.Yes) as question:
        assert window.file_actions.offer_recovery() == []
    question.assert_not_called()


def test_discarded_close_removes_the_autosave(window: MainWindow) -> None:
    document = open_document(window, small_roster())
    _edit_attack(window, 5)
    window.autosaver.save(document)
    assert autosave.list_autosaves()
    with answering("question", Button.Discard):
        window.file_actions.close_document(document)
    assert autosave.list_autosaves() == []


# Cards


def test_print_preview_renders_the_cards(window: MainWindow, tmp_path: Path) -> None:
    document = open_document(window, small_roster())
    rendered: list[int] = []

    def fake_exec(dialog: CardPreviewDialog) -> int:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(tmp_path / "preview.pdf"))
        dialog.paintRequested.emit(printer)
        rendered.append(1)
        return 0

    with mock.patch.object(CardPreviewDialog, "exec", fake_exec):
        window.card_actions.print_action.trigger()
    assert rendered == [1]
    assert (tmp_path / "preview.pdf").read_bytes().startswith(b"%PDF")
    assert document.roster.name == "Test gang"


def test_export_cards_pdf(window: MainWindow, tmp_path: Path) -> None:
    open_document(window, small_roster())
    target = tmp_path / "cards"
    with mock.patch.object(
        QFileDialog, "getSaveFileName", return_value=(str(target), "")
    ) as dialog:
        window.card_actions.export_pdf_action.trigger()
    assert dialog.call_args.args[2].endswith("Test gang cards.pdf")
    pdf = tmp_path / "cards.pdf"
    assert pdf.read_bytes().startswith(b"%PDF")


def test_page_size_follows_the_locale() -> None:
    assert (
        card_printing.default_page_size(
            QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
        )
        == "Letter"
    )
    assert (
        card_printing.default_page_size(QLocale(QLocale.Language.French, QLocale.Country.France))
        == "A4"
    )
    assert card_printing.suggested_pdf_name(Roster(name='Orcs: "best"')) == "Orcs best cards.pdf"


def test_the_print_preview_offers_a4_and_letter(qtbot: QtBot, tmp_path: Path) -> None:
    """The paper is chosen in the preview, and the cards are laid out for it."""
    dialog = CardPreviewDialog(small_roster())
    qtbot.addWidget(dialog)
    combo = dialog.paper_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["A4", "Letter"]
    combo.setCurrentText("Letter" if combo.currentText() == "A4" else "A4")
    chosen = combo.currentText()
    assert dialog.page_size == chosen
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "preview.pdf"))
    dialog.paintRequested.emit(printer)
    assert printer.pageLayout().pageSize().key() == chosen
