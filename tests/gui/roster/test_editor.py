"""The one roster editor, every feature for every game.

Each test runs for Gangfight, Necromunda, WarStrike and "skirmish", a game installed as a
plugin is: the same editor, its columns, limits and words from the game's specs. Today the games
other than Gangfight had a second, thinner editor without duplicate, move, copy and paste,
search, sort, the detail panel or the problems' tint.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QModelIndex, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QSpinBox
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.roster.clipboard import entries_from_mime, entries_to_mime
from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.roster.editor import RosterEditor
from gangfight_gui.gui.roster.table_model import ERROR_TINT, PROBLEMS_ROLE, WARNING_TINT
from gangfight_gui.roster.roster import Entry
from gangfight_gui.rules.game import FieldSpec, find_game
from gangfight_gui.rules.kinds import OPTIONAL_WHOLE, WHOLE
from tests import skirmish_game
from tests.gui.roster.conftest import sample_roster


def _names(editor: RosterEditor) -> list[str]:
    return [m.name for m in editor.document.roster.models]


def _noun(editor: RosterEditor) -> str:
    return editor.document.noun


def _stack(editor: RosterEditor) -> QUndoStack:
    return editor.document.undo_stack


def _column(editor: RosterEditor, key: str) -> int:
    column = editor.table_model.column_of(key)
    assert column is not None, key
    return column


def _bounded_column(editor: RosterEditor) -> FieldSpec:
    """A whole-number column with both ends (every game has one)."""
    return next(
        s
        for s in editor.table_model.specs
        if s.kind is WHOLE and s.minimum is not None and s.maximum is not None
    )


def _messages(editor: RosterEditor) -> list[str]:
    said: list[str] = []
    editor.status_message.connect(said.append)
    return said


# --- adding, duplicating, deleting, moving --------------------------------------------------


def test_add_goes_below_the_current_one_in_the_games_words(editor: RosterEditor) -> None:
    noun = _noun(editor)
    before = _names(editor)
    editor.select_rows([0])
    editor.add_entry()
    assert _names(editor) == [before[0], f"New {noun}", *before[1:]]
    assert editor.selected_rows() == [1]
    assert _stack(editor).undoText() == f"Add {noun}"
    editor.add_entry()
    assert _names(editor)[2] == f"New {noun} 2"
    added = editor.document.roster.models[1]
    assert not [p for p in editor.document.problems if p.model_index in (1, 2) and p.is_error]
    game = find_game(editor.document.roster.game)
    for spec in game.model_fields:
        if spec.default is not None and spec.key != "name":
            expected = tuple(spec.default) if isinstance(spec.default, list) else spec.default
            assert added.value_of(spec.key) == expected


def test_add_with_nothing_selected_appends(editor: RosterEditor) -> None:
    count = len(_names(editor))
    editor.view.clearSelection()
    editor.view.setCurrentIndex(QModelIndex())
    editor.add_entry()
    assert _names(editor)[-1] == f"New {_noun(editor)}"
    assert len(_names(editor)) == count + 1


def test_duplicate_copies_below_with_names_of_their_own(editor: RosterEditor) -> None:
    first, second = _names(editor)[:2]
    editor.select_rows([0, 1])
    editor.duplicate_selected()
    assert _names(editor)[:4] == [first, f"{first} 2", second, f"{second} 2"]
    assert editor.selected_rows() == [1, 3]
    assert _stack(editor).undoText() == f"Duplicate 2 {_noun(editor)}s"
    copy = editor.document.roster.models[1]
    assert copy.with_value("name", first) == editor.document.roster.models[0]
    _stack(editor).undo()
    assert _names(editor)[:2] == [first, second]
    editor.select_rows([0])
    editor.duplicate_selected()
    assert _stack(editor).undoText() == f"Duplicate {first}"


def test_delete_and_undo(editor: RosterEditor) -> None:
    before = _names(editor)
    editor.select_rows([0, 2])
    editor.delete_selected()
    assert _names(editor) == [before[1], *before[3:]]
    assert _stack(editor).undoText() == f"Delete 2 {_noun(editor)}s"
    _stack(editor).undo()
    assert _names(editor) == before
    _stack(editor).redo()
    assert _names(editor) == [before[1], *before[3:]]


def test_move_up_and_down_keeps_the_selection(editor: RosterEditor) -> None:
    before = _names(editor)
    editor.select_rows([0])
    assert not editor.can_move(-1) and editor.can_move(1)
    editor.move_selected(1)
    assert _names(editor)[:2] == [before[1], before[0]]
    assert editor.selected_rows() == [1]
    assert _stack(editor).undoText() == f"Move {before[0]} down"
    editor.select_rows([1, 2])
    editor.move_selected(-1)
    assert _names(editor)[:3] == [before[0], before[2], before[1]]
    assert _stack(editor).undoText() == f"Move 2 {_noun(editor)}s up"


def test_moving_is_off_while_the_table_is_sorted(editor: RosterEditor) -> None:
    editor.view.sortByColumn(editor.table_model.name_column, Qt.SortOrder.DescendingOrder)
    editor.select_rows([1])
    assert editor.is_sorted()
    assert not editor.can_move(1) and not editor.can_move(-1)
    editor.view.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
    assert not editor.is_sorted()


# --- the clipboard ------------------------------------------------------------------------


def test_copy_and_paste_in_one_roster(qapp: QApplication, editor: RosterEditor) -> None:
    said = _messages(editor)
    first = _names(editor)[0]
    editor.select_rows([0])
    editor.copy_selected()
    assert said[-1] == f"Copied 1 {_noun(editor)}"
    editor.paste()
    assert _names(editor)[1] == f"{first} 2"
    assert _stack(editor).undoText() == f"Paste {first} 2"
    assert editor.selected_rows() == [1]


def test_cut_copies_and_deletes(qapp: QApplication, editor: RosterEditor) -> None:
    first = _names(editor)[0]
    editor.select_rows([0])
    editor.cut_selected()
    assert first not in _names(editor)
    pasted = entries_from_mime(qapp.clipboard().mimeData(), editor.document.roster.game)
    assert [e.name for e in pasted] == [first]


def test_pasting_nothing_says_so(qapp: QApplication, editor: RosterEditor) -> None:
    said = _messages(editor)
    qapp.clipboard().setText("not a roster")
    count = len(_names(editor))
    editor.paste()
    assert len(_names(editor)) == count
    assert said[-1] == f"The clipboard holds no {_noun(editor)}s to paste"


def test_paste_between_two_rosters_of_one_game(
    qapp: QApplication, qtbot: QtBot, editor: RosterEditor, every_game: str
) -> None:
    other = RosterEditor(RosterDocument(sample_roster(every_game).with_models([])))
    qtbot.addWidget(other)
    editor.select_rows([0, 1])
    editor.copy_selected()
    other.paste()
    assert _names(other) == _names(editor)[:2]
    assert _stack(other).undoText() == f"Paste 2 {_noun(editor)}s"


def test_entries_of_another_game_are_not_pasted(qapp: QApplication, qtbot: QtBot) -> None:
    gang = RosterEditor(RosterDocument(sample_roster("necromunda")))
    army = RosterEditor(RosterDocument(sample_roster("warstrike")))
    qtbot.addWidget(gang)
    qtbot.addWidget(army)
    said = _messages(army)
    gang.select_rows([0])
    gang.copy_selected()
    count = len(_names(army))
    army.paste()
    assert len(_names(army)) == count
    assert said[-1] == (
        "The clipboard holds Necromunda fighters; this roster is for WarStrike: paste them "
        "into a Necromunda roster"
    )


def test_the_clipboard_holds_a_roster_file_of_the_game(every_game: str) -> None:
    roster = sample_roster(every_game)
    mime: QMimeData = entries_to_mime(roster.game, roster.models[:2])
    assert f'"game": "{every_game}"' in mime.text()
    assert entries_from_mime(mime, every_game) == roster.models[:2]
    other = next(g for g in ("necromunda", "warstrike") if g != every_game)
    assert entries_from_mime(mime, other) == ()


# --- search and sort ----------------------------------------------------------------------


def _shown(editor: RosterEditor) -> list[str]:
    proxy = editor.proxy
    column = editor.table_model.name_column
    return [proxy.index(row, column).data() for row in range(proxy.rowCount())]


def test_search_by_a_weapons_name_filters_rows_and_counts(editor: RosterEditor) -> None:
    roster = editor.document.roster
    armed = next(e for e in roster.models if e.weapons)
    word = armed.weapons[0].name
    carrying = [
        e.name
        for e in roster.models
        if any(word.casefold() in w.name.casefold() for w in e.weapons)
        or word.casefold() in e.name.casefold()
    ]
    editor.search_edit.setText(word.upper())
    assert _shown(editor) == carrying
    total = len(roster.models)
    noun = _noun(editor)
    if len(carrying) < total:
        assert editor.count_label.text() == f"Showing {len(carrying)} of {total} {noun}s"
    editor.search_edit.clear()
    assert editor.count_label.text() == f"{total} {noun}s"


def test_adding_clears_a_search_that_would_hide_the_new_entry(editor: RosterEditor) -> None:
    editor.search_edit.setText("no entry is called this")
    assert _shown(editor) == []
    editor.add_entry()
    assert editor.search_edit.text() == ""
    assert f"New {_noun(editor)}" in _shown(editor)


def test_sorting_by_a_number_column_and_back(editor: RosterEditor) -> None:
    spec = _bounded_column(editor)
    column = _column(editor, spec.key)
    editor.view.sortByColumn(column, Qt.SortOrder.DescendingOrder)
    values = [
        editor.table_model.rows[editor.proxy.mapToSource(editor.proxy.index(r, 0)).row()].value_of(
            spec.key
        )
        for r in range(editor.proxy.rowCount())
    ]
    assert values == sorted(values, reverse=True)
    editor.view.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
    assert _shown(editor) == _names(editor)


# --- editing cells ------------------------------------------------------------------------


def test_a_name_is_edited_in_place_and_undone(qtbot: QtBot, editor: RosterEditor) -> None:
    old = _names(editor)[0]
    index = editor.proxy.index(0, editor.table_model.name_column)
    editor.view.setCurrentIndex(index)
    editor.view.edit(index)
    line = editor.view.findChild(QLineEdit)
    assert line is not None
    line.setText("Renamed")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    # The delegate commits on the next turn of the event loop, after the editor's own fixup.
    qtbot.waitUntil(lambda: _names(editor)[0] == "Renamed")
    assert _stack(editor).undoText() == f"Edit {editor.table_model.specs[0].label} of {old}"
    _stack(editor).undo()
    assert _names(editor)[0] == old
    _stack(editor).redo()
    assert _names(editor)[0] == "Renamed"


def test_a_number_is_edited_through_its_spin_box(qtbot: QtBot, editor: RosterEditor) -> None:
    spec = _bounded_column(editor)
    column = _column(editor, spec.key)
    index = editor.proxy.index(0, column)
    editor.view.setCurrentIndex(index)
    editor.view.edit(index)
    spin = editor.view.findChild(QSpinBox)
    assert spin is not None
    assert (spin.minimum(), spin.maximum()) == (spec.minimum, spec.maximum)
    entry = editor.document.roster.models[0]
    value = spec.maximum if entry.value_of(spec.key) != spec.maximum else spec.minimum
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, str(value))
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: editor.document.roster.models[0].value_of(spec.key) == value)
    assert _stack(editor).undoText() == f"Edit {spec.label} of {entry.name}"


def test_a_number_out_of_range_is_refused_with_its_limits_never_changed(
    qtbot: QtBot, editor: RosterEditor
) -> None:
    said = _messages(editor)
    spec = _bounded_column(editor)
    column = _column(editor, spec.key)
    before = editor.document.roster
    index = editor.proxy.index(0, column)
    editor.view.setCurrentIndex(index)
    editor.view.edit(index)
    spin = editor.view.findChild(QSpinBox)
    assert spin is not None
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, str(spec.maximum + 7))
    assert spin.text() == str(spec.maximum + 7)
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(said))
    assert editor.document.roster is before
    name = before.models[0].name
    assert said[-1] == (
        f"{name}: {spec.label} must be a whole number from {spec.minimum:,} to "
        f"{spec.maximum:,} (found {spec.maximum + 7})"
    )


def test_the_cost_column_shows_weapons_too_and_edits_the_entrys_own(editor: RosterEditor) -> None:
    key = find_game(editor.document.roster.game).cost_key
    column = editor.table_model.column_of(key)
    assert column is not None, "each game's cost is a column of its roster table"
    entry = next(e for e in editor.document.roster.models if e.weapons and e.full_cost != e.price)
    row = editor.document.roster.models.index(entry)
    index = editor.table_model.index(row, column)
    assert index.data() == str(entry.full_cost)
    assert index.data(Qt.ItemDataRole.EditRole) == entry.price
    assert str(entry.full_cost) in index.data(Qt.ItemDataRole.ToolTipRole)
    assert editor.table_model.setData(index, entry.price + 1)
    assert editor.document.roster.models[row].full_cost == entry.full_cost + 1


# --- the detail panel ---------------------------------------------------------------------


def test_the_detail_panel_follows_the_current_entry(editor: RosterEditor) -> None:
    game = find_game(editor.document.roster.game)
    editor.select_rows([1])
    entry = editor.document.roster.models[1]
    detail = editor.detail
    assert detail.title.text() == entry.name
    assert detail.weapons_model.rowCount() == len(entry.weapons)
    facts = game.entry_facts(entry.to_json())
    assert [label.text() for label in detail.fact_labels if not label.isHidden()] == list(facts)
    assert detail.facts_box.isVisibleTo(detail) == bool(facts)
    if detail.notes_group.isVisibleTo(detail):
        assert detail.notes_edit.toPlainText() == entry.value_of("notes")


def test_typing_notes_is_one_undo_step(qtbot: QtBot, editor: RosterEditor) -> None:
    editor.select_rows([0])
    entry = editor.document.roster.models[0]
    box = editor.detail.notes_edit
    box.setFocus()
    box.moveCursor(box.textCursor().MoveOperation.End)
    qtbot.keyClicks(box, " abc")
    assert editor.document.roster.models[0].value_of("notes") == entry.value_of("notes") + " abc"
    assert _stack(editor).undoText() == f"Edit Notes of {entry.name}"
    _stack(editor).undo()
    assert editor.document.roster.models[0] == entry
    assert box.toPlainText() == entry.value_of("notes")


def test_weapons_are_added_edited_and_removed_by_undo_commands(editor: RosterEditor) -> None:
    editor.select_rows([0])
    entry = editor.document.roster.models[0]
    detail = editor.detail
    detail.add_weapon_button.click()
    assert editor.document.roster.models[0].weapons[-1].name == "New weapon"
    assert _stack(editor).undoText() == f"Add weapon New weapon to {entry.name}"
    row = len(entry.weapons)
    weapons = detail.weapons_model
    name = weapons.index(row, weapons.name_column)
    assert weapons.setData(name, "Axe")
    label = weapons.specs[weapons.name_column].label
    assert _stack(editor).undoText() == f"Edit {label} of New weapon of {entry.name}"
    detail.weapons_view.selectRow(row)
    detail.remove_weapon_button.click()
    assert editor.document.roster.models[0].weapons == entry.weapons
    assert _stack(editor).undoText() == f"Remove weapon Axe from {entry.name}"


def test_a_weapon_value_out_of_range_is_refused_naming_the_weapon(editor: RosterEditor) -> None:
    said = _messages(editor)
    editor.select_rows([0])
    entry = editor.document.roster.models[0]
    weapons = editor.detail.weapons_model
    spec = next(s for s in weapons.specs if s.kind is WHOLE and s.maximum is not None)
    index = weapons.index(0, weapons.column_of(spec.key) or 0)
    assert not weapons.setData(index, spec.maximum + 1)
    assert editor.document.roster.models[0] == entry
    weapon = entry.weapons[0].name
    assert said[-1].startswith(f"{entry.name}, weapon 1 ({weapon}): {spec.label} must be")


def test_delete_in_the_weapons_table_removes_a_weapon_not_the_entry(
    qtbot: QtBot, editor: RosterEditor
) -> None:
    editor.select_rows([0])
    entry = editor.document.roster.models[0]
    count = len(_names(editor))
    view = editor.detail.weapons_view
    view.setFocus()
    view.selectRow(0)
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert len(_names(editor)) == count
    assert len(editor.document.roster.models[0].weapons) == len(entry.weapons) - 1


def test_fields_that_are_not_columns_are_edited_in_the_panel(editor: RosterEditor) -> None:
    form = editor.detail.form
    shown = {s.key for s in editor.table_model.specs}
    specs = type(editor.document.roster.models[0]).specs
    expected = [s.key for s in specs if s.key not in shown and s.key not in ("name", "notes")]
    assert [s.key for s in form.specs] == expected
    editor.select_rows([0])
    entry = editor.document.roster.models[0]
    for spec in form.specs:
        if spec.kind in (WHOLE, OPTIONAL_WHOLE) and spec.maximum is not None:
            spin = form.editors[spec.key]
            assert isinstance(spin, QSpinBox)
            assert spin.maximum() == spec.maximum
            value = entry.value_of(spec.key)
            target = spec.maximum if value != spec.maximum else spec.minimum
            spin.setValue(target)
            spin.editingFinished.emit()
            assert editor.document.roster.models[0].value_of(spec.key) == target
            assert _stack(editor).undoText() == f"Edit {spec.label} of {entry.name}"
            return


def test_leaving_the_panels_fields_unchanged_is_no_edit(editor: RosterEditor) -> None:
    """Leaving an entry's or a weapon's field in the panel without changing it (a line or a
    number, whose edit ends as the focus leaves) adds no undo step and leaves the roster
    saved, as leaving a table cell unchanged does."""
    editor.select_rows([0])
    editor.detail.weapons_view.selectRow(0)
    forms = (editor.detail.form, editor.detail.weapon_form)
    left = [w for f in forms for w in f.editors.values() if isinstance(w, QLineEdit | QSpinBox)]
    for widget in left:
        assert widget.isEnabled()
        widget.editingFinished.emit()
    assert left
    assert _stack(editor).count() == 0
    assert not editor.document.is_modified()


# --- the roster's own fields --------------------------------------------------------------


def test_the_rosters_name_limit_and_cost_in_the_games_unit(editor: RosterEditor) -> None:
    game = find_game(editor.document.roster.game)
    properties = editor.properties
    total = editor.document.roster.total_cost
    limit = editor.document.roster.points_limit
    shown = f"{total:,}" if limit is None else f"{total:,} / {limit:,}"
    assert properties.total_label.text() == f"{shown} {game.cost_unit}"
    assert properties.limit_spin.suffix() == f" {game.cost_unit}"
    properties.name_edit.setText("Renamed roster")
    properties.name_edit.editingFinished.emit()
    assert editor.document.roster.name == "Renamed roster"
    assert _stack(editor).undoText() == "Edit roster name"
    properties.limit_spin.setValue(1)
    assert editor.document.roster.points_limit == 1
    assert _stack(editor).undoText() == "Edit roster cost limit"
    assert properties.total_label.text() == f"{total:,} / 1 {game.cost_unit}"
    assert "#b22222" in properties.total_label.styleSheet()
    _stack(editor).undo()
    assert editor.document.roster.points_limit == limit


def test_the_roster_notes_show_three_lines(editor: RosterEditor) -> None:
    """The third line of the roster notes was once cut."""
    box = editor.properties.notes_edit
    line = box.fontMetrics().lineSpacing()
    assert box.viewport().height() >= 3 * line


# --- problems -----------------------------------------------------------------------------


def test_a_problem_is_listed_tints_its_cell_and_selects_its_entry(
    qtbot: QtBot, editor: RosterEditor
) -> None:
    first = _names(editor)[0]
    model = editor.table_model
    assert model.setData(model.index(2, model.name_column), first)
    problems = editor.problems
    assert not problems.list.isHidden()
    item = problems.list.item(0)
    assert item.text().startswith(f"{first}: 2 {_noun(editor)}s have this name")
    assert problems.heading.text().endswith(f"(double-click one to select its {_noun(editor)})")
    cell = model.index(2, model.name_column)
    assert cell.data(Qt.ItemDataRole.BackgroundRole).color() == ERROR_TINT
    assert first in cell.data(Qt.ItemDataRole.ToolTipRole)
    editor.select_rows([1])
    problems.list.itemActivated.emit(item)
    assert editor.selected_rows() == [0]


def test_a_games_own_problem_tints_the_cell_at_fault(qtbot: QtBot) -> None:
    with skirmish_game.installed():
        widget = RosterEditor(RosterDocument(sample_roster(skirmish_game.KEY)))
        qtbot.addWidget(widget)
        model = widget.table_model
        ws = model.index(1, _column(widget, "ws"))
        assert model.setData(ws, 10)
        assert ws.data(Qt.ItemDataRole.BackgroundRole).color() == WARNING_TINT
        assert "a WS of 10 is a veteran's (S1)" in ws.data(Qt.ItemDataRole.ToolTipRole)
        widget.select_rows([0])
        weapons = widget.detail.weapons_model
        power = weapons.index(1, weapons.column_of("power") or 0)
        assert weapons.setData(power, 5)
        assert power.data(Qt.ItemDataRole.BackgroundRole).color() == ERROR_TINT
        assert [p.rule for p in power.data(PROBLEMS_ROLE)] == ["S2"]
        name = model.index(0, model.name_column)
        assert name.data(Qt.ItemDataRole.BackgroundRole).color() == ERROR_TINT


# --- the field kinds the plugin game adds -------------------------------------------------


@pytest.fixture
def skirmish(qtbot: QtBot) -> Any:
    with skirmish_game.installed():
        widget = RosterEditor(RosterDocument(sample_roster(skirmish_game.KEY)))
        qtbot.addWidget(widget)
        widget.resize(1200, 760)
        widget.show()
        yield widget


def test_a_check_box_field_toggles_in_its_cell(skirmish: RosterEditor) -> None:
    model = skirmish.table_model
    index = model.index(1, _column(skirmish, "veteran"))
    assert index.flags() & Qt.ItemFlag.ItemIsUserCheckable
    assert index.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    assert model.setData(index, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert skirmish.document.roster.models[1].value_of("veteran") is True
    assert skirmish.document.undo_stack.undoText() == "Edit Veteran of Rider Bea"


def test_a_choice_is_picked_by_its_label(qtbot: QtBot, skirmish: RosterEditor) -> None:
    column = _column(skirmish, "class")
    index = skirmish.proxy.index(1, column)
    assert index.data() == "On foot"
    skirmish.view.setCurrentIndex(index)
    skirmish.view.edit(index)
    combo = skirmish.view.findChild(QComboBox)
    assert combo is not None
    assert [combo.itemText(i) for i in range(combo.count())] == ["On foot", "Mounted"]
    combo.setCurrentIndex(1)
    combo.activated.emit(1)
    assert skirmish.document.roster.models[1].value_of("class") == "horse"


def test_a_list_field_is_searched_and_edited_as_text(skirmish: RosterEditor) -> None:
    skirmish.search_edit.setText("parry")
    assert _shown(skirmish) == ["Captain Aldo"]
    skirmish.search_edit.clear()
    skirmish.select_rows([1])
    tricks = skirmish.detail.form.editors["tricks"]
    assert isinstance(tricks, QLineEdit)
    tricks.setText("Charge, , Wheel ")
    tricks.editingFinished.emit()
    entry: Entry = skirmish.document.roster.models[1]
    assert entry.value_of("tricks") == ("Charge", "Wheel")


def test_the_rosters_own_fields_of_the_game(skirmish: RosterEditor) -> None:
    fields = skirmish.properties.fields
    banner = fields.editors["banner"]
    assert isinstance(banner, QLineEdit)
    assert banner.text() == "The grey hawk"
    banner.setText("The red stag")
    banner.editingFinished.emit()
    assert skirmish.document.roster.value_of("banner") == "The red stag"
    assert skirmish.document.undo_stack.undoText() == "Edit roster banner"
