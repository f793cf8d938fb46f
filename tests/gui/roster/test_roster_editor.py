"""One roster's editor: model actions, clipboard, search, details, properties and problems."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QApplication, QSpinBox
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.roster.clipboard import (
    MODELS_MIME_TYPE,
    models_from_mime,
    models_to_mime,
    unique_name,
)
from gangfight_gui.gui.roster.detail_panel import NO_MODEL_TEXT
from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.roster.editor import RosterEditor
from gangfight_gui.gui.roster.table_model import Column
from gangfight_gui.gui.roster.undo_commands import AddModelCommand
from gangfight_gui.gui.roster.validation_panel import NO_PROBLEMS_TEXT
from gangfight_gui.gui.roster.weapons_model import WeaponColumn
from gangfight_gui.roster.model_spec import ModelSpec
from gangfight_gui.rules.gangfight.sizes import Size
from tests.gui.roster_helpers import close_quietly, make_window, orc_roster, small_roster


@pytest.fixture
def editor(qtbot: QtBot) -> Iterator[RosterEditor]:
    widget = RosterEditor(RosterDocument(small_roster()))
    qtbot.addWidget(widget)
    widget.resize(1200, 700)
    with qtbot.waitExposed(widget):
        widget.show()
    yield widget


def _names(editor: RosterEditor) -> list[str]:
    return [m.name for m in editor.document.roster.models]


def _shown(editor: RosterEditor) -> list[str]:
    proxy = editor.proxy
    return [proxy.index(row, Column.NAME).data() for row in range(proxy.rowCount())]


def test_add_model_goes_below_the_current_one(editor: RosterEditor) -> None:
    editor.select_rows([0])
    editor.add_model()
    assert _names(editor) == ["Orc Brave", "New model", "Goblin", "Troll"]
    assert editor.selected_rows() == [1]
    assert editor.document.undo_stack.undoText() == "Add New model"
    editor.add_model()
    assert _names(editor)[2] == "New model 2"
    assert editor.document.problems == []


def test_add_model_with_nothing_selected_appends(editor: RosterEditor) -> None:
    editor.view.selectionModel().clear()
    editor.add_model()
    assert _names(editor)[-1] == "New model"


def test_duplicate_copies_below_with_new_names(editor: RosterEditor) -> None:
    editor.select_rows([0, 2])
    editor.duplicate_selected()
    assert _names(editor) == ["Orc Brave", "Orc Brave 2", "Goblin", "Troll", "Troll 2"]
    assert editor.selected_rows() == [1, 4]
    stack = editor.document.undo_stack
    assert stack.undoText() == "Duplicate 2 models"
    stack.undo()
    assert _names(editor) == ["Orc Brave", "Goblin", "Troll"]
    stack.redo()
    assert len(_names(editor)) == 5


def test_delete_selected(editor: RosterEditor) -> None:
    editor.select_rows([0, 2])
    editor.delete_selected()
    assert _names(editor) == ["Goblin"]
    assert editor.selected_rows() == [0]
    editor.document.undo_stack.undo()
    assert _names(editor) == ["Orc Brave", "Goblin", "Troll"]


def test_move_up_and_down_keeps_the_selection(editor: RosterEditor) -> None:
    editor.select_rows([2])
    assert editor.can_move(-1)
    assert not editor.can_move(1)
    editor.move_selected(-1)
    assert _names(editor) == ["Orc Brave", "Troll", "Goblin"]
    assert editor.selected_rows() == [1]
    editor.move_selected(-1)
    assert _names(editor) == ["Troll", "Orc Brave", "Goblin"]
    assert not editor.can_move(-1)
    editor.move_selected(-1)  # nothing happens at the top
    assert editor.document.undo_stack.count() == 2
    editor.select_rows([0, 1])
    editor.move_selected(1)
    assert _names(editor) == ["Goblin", "Troll", "Orc Brave"]
    assert editor.document.undo_stack.undoText() == "Move 2 models down"
    assert editor.selected_rows() == [1, 2]


def test_moving_is_off_while_the_table_is_sorted(editor: RosterEditor) -> None:
    editor.view.sortByColumn(Column.ATTACK, Qt.SortOrder.AscendingOrder)
    assert _shown(editor) == ["Goblin", "Orc Brave", "Troll"]
    editor.select_rows([1])
    assert editor.is_sorted()
    assert not editor.can_move(-1)
    assert _names(editor) == ["Orc Brave", "Goblin", "Troll"]
    # Selection and commands use roster positions whatever the order shown.
    assert editor.selected_rows() == [1]
    editor.delete_selected()
    assert _names(editor) == ["Orc Brave", "Troll"]


def test_copy_and_paste_in_one_roster(qapp: QApplication, editor: RosterEditor) -> None:
    editor.select_rows([1])
    editor.copy_selected()
    mime = QApplication.clipboard().mimeData()
    assert mime.hasFormat(MODELS_MIME_TYPE)
    assert '"Goblin"' in mime.text()
    editor.select_rows([2])
    editor.paste()
    assert _names(editor) == ["Orc Brave", "Goblin", "Troll", "Goblin 2"]
    assert editor.document.undo_stack.undoText() == "Paste Goblin 2"
    assert editor.selected_rows() == [3]


def test_cut(qapp: QApplication, editor: RosterEditor) -> None:
    editor.select_rows([0])
    editor.cut_selected()
    assert _names(editor) == ["Goblin", "Troll"]
    assert [m.name for m in models_from_mime(QApplication.clipboard().mimeData())] == ["Orc Brave"]


def test_paste_with_nothing_to_paste(qapp: QApplication, editor: RosterEditor) -> None:
    messages: list[str] = []
    editor.status_message.connect(messages.append)
    QApplication.clipboard().setText("not a roster")
    editor.paste()
    assert _names(editor) == ["Orc Brave", "Goblin", "Troll"]
    assert messages == ["The clipboard holds no models to paste"]


def test_clipboard_round_trip_and_names() -> None:
    models = small_roster().models
    assert models_from_mime(models_to_mime(models)) == models
    assert unique_name("Troll", {"Troll"}) == "Troll 2"
    assert unique_name("Troll 2", {"Troll", "Troll 2"}) == "Troll 3"
    assert unique_name("Ogre", {"Troll"}) == "Ogre"
    assert models_from_mime(None) == ()


def test_search_filters_rows_and_counts(qtbot: QtBot, editor: RosterEditor) -> None:
    assert editor.count_label.text() == "3 models"
    qtbot.keyClicks(editor.search_edit, "axe")
    assert _shown(editor) == ["Orc Brave"]
    assert editor.count_label.text() == "Showing 1 of 3 models"
    editor.search_edit.clear()
    assert _shown(editor) == ["Orc Brave", "Goblin", "Troll"]


def test_adding_a_model_clears_the_search(qtbot: QtBot, editor: RosterEditor) -> None:
    qtbot.keyClicks(editor.search_edit, "troll")
    editor.add_model()
    assert editor.search_edit.text() == ""
    assert "New model" in _shown(editor)


def test_edit_in_place_through_the_view(qtbot: QtBot, editor: RosterEditor) -> None:
    index = editor.proxy.index(1, Column.ATTACK)
    editor.view.setCurrentIndex(index)
    editor.view.edit(index)
    spin = editor.view.findChild(QSpinBox)
    assert spin is not None
    spin.setValue(9)
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    # The delegate commits on the next turn of the event loop, after the editor's own fixup.
    qtbot.waitUntil(lambda: editor.document.roster.models[1].attack == 9)
    assert editor.document.undo_stack.undoText() == "Edit ATT of Goblin"


def test_typing_a_value_out_of_range_is_refused_not_changed(
    qtbot: QtBot, editor: RosterEditor
) -> None:
    """Issue 14: DEF 99 used to become 9 without a word; now it stays 3, with the reason."""
    refused: list[str] = []
    editor.status_message.connect(refused.append)
    before = editor.document.roster.models[1].defense
    index = editor.proxy.index(1, Column.DEFENSE)
    editor.view.setCurrentIndex(index)
    editor.view.edit(index)
    spin = editor.view.findChild(QSpinBox)
    assert spin is not None
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "99")
    assert spin.text() == "99"
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(refused))
    assert editor.document.roster.models[1].defense == before
    assert editor.document.undo_stack.count() == 0
    assert refused[0].startswith("Goblin: DEF ")
    assert "40" in refused[0]


def test_detail_panel_follows_the_current_model(editor: RosterEditor) -> None:
    detail = editor.detail
    editor.view.selectionModel().clear()
    editor.view.setCurrentIndex(editor.proxy.index(-1, -1))
    assert detail.title.text() == NO_MODEL_TEXT
    assert not detail.perks_edit.isEnabled()
    editor.select_rows([2])
    assert detail.title.text() == "Troll"
    facts = {label: widget.text() for label, widget in detail.size_labels.items()}
    assert facts == {
        "Threat range": '2"',
        "Volume": '1.5" × 2"',
        "Wounds per melee hit": "2",
        "Legal base": "40–60 mm",
        "Falls hurt beyond": '2"',
    }
    editor.select_rows([0])
    assert detail.perks_edit.text() == "marauder"
    assert detail.weapons_model.rowCount() == 2
    # A change of size elsewhere redraws the facts.
    editor.table_model.setData(editor.table_model.index(0, Column.SIZE), Size.HUGE.value)
    assert detail.size_labels["Legal base"].text() == "75–120 mm"
    # Rows inserted above keep the panel on the same model.
    editor.document.undo_stack.push(AddModelCommand(editor.document, 0, ModelSpec(name="Zed")))
    assert detail.model_row() == 1
    assert detail.title.text() == "Orc Brave"


def test_detail_edits_are_undoable(qtbot: QtBot, editor: RosterEditor) -> None:
    editor.select_rows([1])
    detail = editor.detail
    stack = editor.document.undo_stack

    detail.perks_edit.setText("Skirmisher, scout")
    detail.perks_edit.editingFinished.emit()
    assert editor.document.roster.models[1].perks == ("skirmisher", "scout")
    assert stack.undoText() == "Edit perks of Goblin"

    detail.notes_edit.setFocus()
    qtbot.keyClicks(detail.notes_edit, "Sneaky")
    assert editor.document.roster.models[1].notes == "Sneaky"
    assert stack.undoText() == "Edit notes of Goblin"
    count = stack.count()
    stack.undo()
    assert editor.document.roster.models[1].notes == ""
    assert detail.notes_edit.toPlainText() == ""
    assert stack.count() == count

    detail.card_spins["movement"].setValue(6)
    assert editor.document.roster.models[1].movement == 6
    assert stack.undoText() == "Edit MOV of Goblin"
    stack.undo()
    assert detail.card_spins["movement"].value() == 0


def test_add_and_remove_weapons(qtbot: QtBot, editor: RosterEditor) -> None:
    editor.select_rows([1])
    detail = editor.detail
    assert not detail.remove_weapon_button.isEnabled()
    qtbot.mouseClick(detail.add_weapon_button, Qt.MouseButton.LeftButton)
    goblin = editor.document.roster.models[1]
    assert [w.name for w in goblin.weapons] == ["New weapon"]
    assert editor.document.undo_stack.undoText() == "Add weapon New weapon to Goblin"
    detail.weapons_view.closePersistentEditor(detail.weapons_model.index(0, WeaponColumn.NAME))
    detail.weapons_view.selectionModel().select(
        detail.weapons_model.index(0, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    assert detail.remove_weapon_button.isEnabled()
    qtbot.mouseClick(detail.remove_weapon_button, Qt.MouseButton.LeftButton)
    assert editor.document.roster.models[1].weapons == ()


def test_roster_properties(qtbot: QtBot, editor: RosterEditor) -> None:
    bar = editor.properties
    stack = editor.document.undo_stack
    bar.name_edit.setText("Da Boyz")
    bar.name_edit.editingFinished.emit()
    assert editor.document.roster.name == "Da Boyz"
    assert stack.undoText() == "Edit roster name"
    assert bar.total_label.text() == "65 / 100 pts"
    bar.limit_spin.setValue(50)
    assert editor.document.roster.points_limit == 50
    assert "color" in bar.total_label.styleSheet()
    assert any(p.field == "points_limit" for p in editor.document.problems)
    bar.limit_spin.setValue(0)
    assert editor.document.roster.points_limit is None
    assert bar.total_label.text() == "65 pts"
    stack.undo()
    stack.undo()
    assert bar.limit_spin.value() == 100
    stack.undo()
    assert bar.name_edit.text() == "Test gang"


def test_problems_list_and_double_click_selects(qtbot: QtBot, editor: RosterEditor) -> None:
    panel = editor.problems
    assert panel.heading.text() == NO_PROBLEMS_TEXT
    assert panel.list.count() == 0
    editor.table_model.setData(editor.table_model.index(2, Column.BASE), 32.0)
    assert panel.list.count() == 1
    assert panel.heading.text().startswith("Problems: 1 error")
    item = panel.list.item(0)
    assert "R7" in item.text()
    editor.select_rows([0])
    panel.list.itemActivated.emit(item)
    assert editor.selected_rows() == [2]
    assert editor.view.currentIndex().column() == Column.BASE


def test_problem_activation_clears_a_hiding_search(qtbot: QtBot, editor: RosterEditor) -> None:
    editor.table_model.setData(editor.table_model.index(2, Column.BASE), 32.0)
    qtbot.keyClicks(editor.search_edit, "goblin")
    editor.problems.list.itemActivated.emit(editor.problems.list.item(0))
    assert editor.search_edit.text() == ""
    assert editor.selected_rows() == [2]


def test_copy_paste_between_two_open_rosters(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    ours = window.file_actions.add_document(RosterDocument(orc_roster()))
    theirs = window.file_actions.add_document(RosterDocument(small_roster()))
    window.tabs.show_document(ours)
    ours_editor = window.tabs.editor_for(ours)
    ours_editor.select_rows([0, 4])
    actions = window.edit_actions
    assert actions.copy_action.isEnabled()
    actions.copy_action.trigger()
    window.tabs.show_document(theirs)
    theirs_editor = window.tabs.editor_for(theirs)
    theirs_editor.select_rows([0])
    assert actions.paste_action.isEnabled()
    actions.paste_action.trigger()
    assert [m.name for m in theirs.roster.models] == [
        "Orc Brave",
        "Orc Brave 2",
        "Goblin Skirmisher",
        "Goblin",
        "Troll",
    ]
    assert theirs.roster.models[1].weapons == ours.roster.models[0].weapons
    assert theirs.undo_stack.undoText() == "Paste 2 models"
    assert ours.undo_stack.count() == 0
    assert actions.undo_action.text() == "Undo Paste 2 models"
    close_quietly(window)


def test_delete_key_in_weapons_removes_a_weapon_not_the_model(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    with qtbot.waitActive(window):  # shortcuts only fire in the active window
        window.activateWindow()
    document = window.file_actions.add_document(RosterDocument(small_roster()))
    editor = window.tabs.editor_for(document)
    editor.select_rows([0])
    view = editor.detail.weapons_view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    view.selectRow(0)
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert [m.name for m in document.roster.models] == ["Orc Brave", "Goblin", "Troll"]
    assert [w.name for w in document.roster.models[0].weapons] == ["Bow"]
    assert document.undo_stack.undoText() == "Remove weapon Great axe from Orc Brave"
    editor.view.setFocus()
    qtbot.waitUntil(editor.view.hasFocus)
    qtbot.keyClick(editor.view, Qt.Key.Key_Delete)
    assert [m.name for m in document.roster.models] == ["Goblin", "Troll"]
    close_quietly(window)
