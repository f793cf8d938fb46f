"""A roster's editor is made when its tab is first shown: the second roster named at the start
costs no editor until its tab is chosen, and whatever reads or acts on a roster (the builder,
the night panel, an edit and its undo, saving, closing with unsaved changes, the Edit menu, Find)
serves it before then."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.night import questions
from gangfight_gui.gui.night.new_battle import SideChoice
from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.roster.editor import RosterEditor
from gangfight_gui.gui.roster.undo_commands import SetEntryFieldCommand
from gangfight_gui.gui.shell import app
from gangfight_gui.gui.shell.main_window import MainWindow
from tests.gui.combat.builder.helpers import choose
from tests.gui.roster_helpers import ORCS, VETERANS, answering, close_quietly, make_window


def made(window: MainWindow) -> list[RosterDocument]:
    """The documents whose editors exist, in the order they were made."""
    return [editor.document for editor in window.findChildren(RosterEditor)]


def shown(window: MainWindow, document: RosterDocument) -> bool:
    """Whether ``document``'s editor is on screen."""
    editors = window.findChildren(RosterEditor)
    return any(editor.document is document and editor.isVisible() for editor in editors)


def test_the_rosters_named_at_the_start_make_only_the_front_ones_editor(qtbot: QtBot) -> None:
    window = MainWindow(start_session=False)
    window.show()
    try:
        window.open_after_first_paint([ORCS, VETERANS], lambda paths: app.open_named(window, paths))
        qtbot.waitUntil(lambda: len(window.documents()) == 2)
        orcs, veterans = window.documents()
        qtbot.waitUntil(lambda: shown(window, orcs))
        assert made(window) == [orcs]
        window.tabs.setCurrentIndex(1)
        qtbot.waitUntil(lambda: shown(window, veterans))
        assert made(window) == [orcs, veterans]
        editor = window.tabs.editor_for(veterans)
        assert editor.table_model.rowCount() == len(veterans.roster.models)
        assert not window.edit_actions.delete_action.isEnabled()
        editor.select_rows([0])  # the menus follow the selection of an editor made on show
        assert window.edit_actions.delete_action.isEnabled()
    finally:
        close_quietly(window)


def test_a_roster_behind_serves_the_builder_the_night_and_its_file_before_it_is_shown(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    copy = tmp_path / "veterans.json"
    shutil.copyfile(VETERANS, copy)
    window = make_window(qtbot)
    try:
        orcs, veterans = window.open_paths([ORCS, copy])
        window.tabs.show_document(orcs)
        qtbot.waitUntil(lambda: shown(window, orcs))
        assert made(window) == [orcs]

        # The builder offers its entries, the night panel offers it as a side.
        choose(window.combat.builder.target_picker, "Human Veterans", "Human Veteran")
        offered: list[list[SideChoice]] = []
        monkeypatch.setattr(
            questions, "ask_new_battle", lambda _parent, choices, _folder: offered.append(choices)
        )
        window.battle.new_dialog()
        assert [choice.roster for choice in offered[0]] == [orcs.roster, veterans.roster]

        # An edit of it, undone and made again, is saved to its file.
        attack = veterans.roster.models[0].value_of("attack")
        veterans.undo_stack.push(SetEntryFieldCommand(veterans, 0, "attack", attack + 1))
        assert window.tabs.tabText(1).endswith(" *")
        veterans.undo_stack.undo()
        assert veterans.roster.models[0].value_of("attack") == attack
        assert not veterans.is_modified()
        veterans.undo_stack.redo()
        assert window.file_actions.save(veterans)
        saved = json.loads(copy.read_text(encoding="utf-8"))
        assert saved["models"][0]["attack"] == attack + 1
        assert made(window) == [orcs]

        # Closing asks about its unsaved change, with its tab (and editor) in front.
        veterans.undo_stack.push(SetEntryFieldCommand(veterans, 0, "attack", attack))
        with answering("question", QMessageBox.StandardButton.Cancel) as question:
            assert not window.close()
        assert "Human Veterans" in question.call_args.args[2]
        assert window.tabs.current_document() is veterans
        qtbot.waitUntil(lambda: shown(window, veterans))
    finally:
        close_quietly(window)


def test_the_edit_menu_and_find_serve_a_roster_in_front_before_its_tab_is_shown(
    qtbot: QtBot,
) -> None:
    window = MainWindow(start_session=False)  # never shown: no tab is
    try:
        [document] = window.open_paths([ORCS])
        assert made(window) == []
        actions = window.edit_actions
        assert actions.add_action.isEnabled() and actions.find_action.isEnabled()
        assert actions.add_action.text() == f"&Add {document.noun.capitalize()}"
        assert not actions.delete_action.isEnabled()  # nothing selected yet
        actions.find_action.trigger()
        assert made(window) == [document]
        count = len(document.roster.models)
        actions.add_action.trigger()
        assert len(document.roster.models) == count + 1
        assert actions.delete_action.isEnabled()  # the new entry is selected
        actions.undo_action.trigger()
        assert len(document.roster.models) == count
    finally:
        close_quietly(window)
