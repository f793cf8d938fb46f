"""An imported gang in the one roster editor: its problems list names every item to
fill in and every save to check, and the editor lets the player fill an item's profile, mark it
as wargear, set the save and clear what was to check, each one undoable step."""

from __future__ import annotations

import shutil
from pathlib import Path
from unittest import mock

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QFileDialog, QLineEdit, QMessageBox
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.roster.delegates import FieldEditor
from gangfight_gui.gui.roster.editor import RosterEditor
from gangfight_gui.gui.roster.table_model import SPEC_ROLE, WARNING_TINT
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.rules.game import find_game
from tests.gui.roster_helpers import answering
from tests.roster.imports.gangs import EXAMPLE

Button = QMessageBox.StandardButton
DRELL = 1
"""Drell Kasko, in recovery, with two fighting knives and a shotgun to fill in."""


@pytest.fixture
def window(window: MainWindow, tmp_path: Path) -> MainWindow:
    """The window with the example gang imported through File › Import Gang…"""
    path = tmp_path / "jackals.json"
    shutil.copy(EXAMPLE, path)
    with (
        mock.patch.object(QFileDialog, "getOpenFileName", return_value=(str(path), "")),
        answering("question", Button.No),
    ):
        window.file_actions.import_action.trigger()
    return window


@pytest.fixture
def editor(window: MainWindow) -> RosterEditor:
    editor = window.tabs.current_editor()
    assert editor is not None
    editor.select_rows([DRELL])
    return editor


def messages(editor: RosterEditor) -> list[str]:
    return [problem.message for problem in editor.document.problems]


def test_the_problems_list_names_every_item_to_fill_in_and_every_save(
    window: MainWindow, editor: RosterEditor
) -> None:
    dialog = window.file_actions.import_report
    assert dialog is not None
    report = dialog.report
    problems = editor.document.problems
    assert not [problem for problem in problems if problem.is_error]
    items = [p for p in problems if p.field is not None and p.field.endswith(".profile")]
    saves = [p for p in problems if p.field == "sv"]
    assert [(p.model_name, p.message.split("'")[1]) for p in items] == [
        (each.fighter, each.what) for each in report.to_fill_in
    ]
    assert [p.model_name for p in saves] == [f.name for f in report.imported]
    assert len(problems) == len(items) + len(saves)
    listed = editor.problems.list
    assert [listed.item(i).text() for i in range(listed.count())] == messages(editor)
    sv = editor.table_model.index(DRELL, editor.table_model.column_of("sv") or 0)
    assert sv.data(Qt.ItemDataRole.BackgroundRole).color() == WARNING_TINT


def test_an_items_profile_is_filled_in(editor: RosterEditor) -> None:
    weapons = editor.detail.weapons_model
    assert weapons.set_field(0, "profile", "weapon")
    assert weapons.set_field(0, "strength", "S")
    assert weapons.set_field(0, "ap", -1)
    assert weapons.set_field(0, "traits", ["Melee"])
    knife = editor.document.roster.models[DRELL].weapons[0].to_json()
    assert (knife["profile"], knife["strength"], knife["ap"], knife["traits"]) == (
        "weapon",
        "S",
        -1,
        ["Melee"],
    )
    assert not [m for m in messages(editor) if "'Fighting knife'" in m]
    assert [m for m in messages(editor) if "'Fighting knife 2'" in m]
    entry = editor.document.roster.models[DRELL].to_json()
    facts = find_game("necromunda").entry_facts(entry)
    assert "Weapon choices (N5): Fighting knife; unarmed" in facts
    stack = editor.document.undo_stack
    for _ in range(4):
        stack.undo()
    assert editor.document.roster.models[DRELL].weapons[0].to_json()["profile"] == "to fill in"


def test_an_item_is_marked_as_wargear(editor: RosterEditor) -> None:
    weapons = editor.detail.weapons_model
    column = weapons.column_of("profile")
    assert column is not None
    index = weapons.index(2, column)
    assert index.data() == "Profile to fill in"
    assert weapons.setData(index, "wargear")
    assert index.data() == "Wargear"
    assert not [m for m in messages(editor) if "Shotgun - Solid/Scatter" in m]
    assert editor.document.undo_stack.undoText().startswith("Edit Item of Shotgun")


def test_the_save_is_set_then_taken_off_the_list_to_check(editor: RosterEditor) -> None:
    model = editor.table_model
    sv = model.index(DRELL, model.column_of("sv") or 0)
    assert model.setData(sv, 5)
    assert editor.document.roster.models[DRELL].value_of("sv") == 5
    assert "Drell Kasko: Sv still to check" in messages(editor)  # until the player says so
    to_check = editor.detail.form.editors["unchecked"]
    assert isinstance(to_check, QLineEdit)
    assert to_check.text() == "sv"
    to_check.setText("")
    to_check.editingFinished.emit()
    assert editor.document.roster.models[DRELL].value_of("unchecked") == ()
    assert "Drell Kasko: Sv still to check" not in messages(editor)
    assert sv.data(Qt.ItemDataRole.BackgroundRole) is None
    editor.document.undo_stack.undo()
    assert "Drell Kasko: Sv still to check" in messages(editor)


def test_once_everything_is_filled_in_the_roster_has_no_problem(editor: RosterEditor) -> None:
    roster = editor.document.roster
    model, weapons = editor.table_model, editor.detail.weapons_model
    for row, entry in enumerate(roster.models):
        editor.select_rows([row])
        for weapon_row in range(len(entry.weapons)):
            assert weapons.set_field(weapon_row, "profile", "wargear")
        assert model.set_field(row, "sv", 6)
        assert model.set_field(row, "unchecked", [])
    assert editor.document.problems == []
    assert editor.problems.list.isHidden()


def test_a_strength_is_typed_as_the_rules_read_it(qtbot: QtBot, editor: RosterEditor) -> None:
    """N3: the S cell's editor (its kind's) lists "S" and reads what is typed as the rules do,
    in any case and spacing; the roster refuses what the rules cannot read, saying what S takes."""
    weapons = editor.detail.weapons_model
    assert weapons.set_field(0, "profile", "weapon")
    cell = weapons.index(0, weapons.column_of("strength") or 0)
    maker = FieldEditor(cell.data(SPEC_ROLE))
    box = maker.create(editor)
    assert isinstance(box, QComboBox) and box.isEditable()
    assert [box.itemText(row) for row in range(box.count())] == ["S"]
    maker.set_value(box, cell.data(Qt.ItemDataRole.EditRole))
    line = box.lineEdit()
    assert line is not None and line.selectedText() == "S"  # typing replaces it
    refusals: list[str] = []
    weapons.edit_refused.connect(refusals.append)
    for typed, held in ((" s + 1", "S+1"), ("4", 4), ("S-2", "S-2")):
        box.setEditText(typed)
        assert weapons.setData(cell, maker.value(box))
        assert editor.document.roster.models[DRELL].weapons[0].to_json()["strength"] == held
        assert cell.data(Qt.ItemDataRole.DisplayRole) == str(held)
    box.setEditText("S*2")
    assert not weapons.setData(cell, maker.value(box))
    qtbot.waitUntil(lambda: bool(refusals))
    assert refusals == [
        'Drell Kasko, weapon 1 (Fighting knife): S must be "S", "S+N", "S-N" or a whole number '
        'of at least 1 (found "S*2")'
    ]
    assert editor.document.roster.models[DRELL].weapons[0].to_json()["strength"] == "S-2"
