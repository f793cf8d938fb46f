"""The window's roster actions serve the roster in front, of any game, in its words.

File › New Roster asks which game and opens the one editor with that game's fields; the Edit
menu and the toolbar say "Add Fighter" for a Necromunda gang and "Delete Units" for a WarStrike
army, and act on that roster; Undo names the action in the game's words.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from gangfight_gui.gui.roster.editor import RosterEditor
from gangfight_gui.gui.shell import new_roster_dialog
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.gui.shell.new_roster_dialog import NewRoster
from gangfight_gui.rules.game import find_game, game_title
from tests.every_game import BUILT_IN, sample_paths


@pytest.mark.parametrize("game", BUILT_IN)
def test_new_roster_asks_the_game_and_opens_its_fields(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    monkeypatch.setattr(new_roster_dialog, "ask", lambda *a, **k: NewRoster(game, False))
    window.file_actions.new_action.trigger()
    document = window.tabs.current_document()
    assert document is not None and document.roster.game == game
    assert document.roster.name == f"New {game_title(game)} roster"
    editor = window.tabs.current_editor()
    assert isinstance(editor, RosterEditor)
    expected = [s.key for s in find_game(game).model_fields if s.column and s.key != "notes"]
    assert [s.key for s in editor.table_model.specs] == expected


@pytest.mark.parametrize("game", BUILT_IN)
def test_the_entry_actions_speak_of_the_roster_in_front(window: MainWindow, game: str) -> None:
    window.open_paths(sample_paths(game)[:1])
    actions = window.edit_actions
    noun = find_game(game).entry_noun
    assert actions.add_action.text() == f"&Add {noun.capitalize()}"
    assert actions.delete_action.text() == f"&Delete {noun.capitalize()}s"
    assert actions.add_action.iconText() == f"Add {noun}"
    document = window.tabs.current_document()
    assert document is not None
    count = len(document.roster.models)
    actions.add_action.trigger()
    assert len(document.roster.models) == count + 1
    assert window.tabs.undo_group.undoText() == f"Add {noun}"
    assert actions.undo_action.text() == f"Undo Add {noun}"


def test_the_words_follow_the_tab_in_front(window: MainWindow) -> None:
    window.open_paths([sample_paths("necromunda")[0], sample_paths("warstrike")[0]])
    actions = window.edit_actions
    assert actions.add_action.text() == "&Add Unit"
    window.tabs.setCurrentIndex(0)
    assert actions.add_action.text() == "&Add Fighter"


def test_paste_is_offered_only_for_entries_of_the_game_in_front(window: MainWindow) -> None:
    window.open_paths([sample_paths("necromunda")[0], sample_paths("warstrike")[0]])
    window.tabs.setCurrentIndex(0)
    editor = window.tabs.current_editor()
    assert editor is not None
    editor.select_rows([0])
    window.edit_actions.copy_action.trigger()
    QApplication.processEvents()
    assert window.edit_actions.paste_action.isEnabled()
    window.tabs.setCurrentIndex(1)
    assert not window.edit_actions.paste_action.isEnabled()
