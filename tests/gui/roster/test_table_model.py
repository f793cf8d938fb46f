"""The roster table and the weapons table, for every game: Qt's model tester through every
command, columns from the game's specs, problems on the cell at fault, whole text in tooltips."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.modeltest import ModelTester

from gangfight_gui.gui.roster import undo_commands as commands
from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.roster.fields import heading
from gangfight_gui.gui.roster.filter import RosterFilterProxyModel
from gangfight_gui.gui.roster.table_model import RosterTableModel
from gangfight_gui.gui.roster.weapons_model import WeaponsTableModel
from gangfight_gui.roster.roster import new_entry
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.kinds import CHOICE, OPTIONAL_WHOLE, TEXT_LIST, WHOLE
from tests.gui.roster.conftest import sample_roster


@pytest.fixture
def document(qapp: QApplication, every_game: str) -> RosterDocument:
    return RosterDocument(sample_roster(every_game))


@pytest.fixture
def model(document: RosterDocument) -> RosterTableModel:
    return RosterTableModel(document)


def test_the_model_tester_through_every_command(
    qtmodeltester: ModelTester, document: RosterDocument, model: RosterTableModel
) -> None:
    qtmodeltester.check(model)
    names = [e.name for e in document.roster.models]
    game = document.roster.game
    stack = document.undo_stack
    stack.push(commands.AddEntryCommand(document, 1, new_entry(game, "Newcomer")))
    stack.push(commands.MoveEntryCommand(document, 0, 3))
    stack.push(commands.RemoveEntriesCommand(document, [0, 2]))
    stack.push(commands.SetEntryFieldCommand(document, 0, "name", "Renamed"))
    stack.push(
        commands.PasteEntriesCommand(document, 0, [new_entry(game, "X"), new_entry(game, "Y")])
    )
    while stack.canUndo():
        stack.undo()
    column = model.name_column
    assert [model.index(r, column).data() for r in range(model.rowCount())] == names
    qtmodeltester.check(model)


def test_the_model_tester_on_the_sorted_filtered_proxy_and_the_weapons(
    qtmodeltester: ModelTester, model: RosterTableModel
) -> None:
    proxy = RosterFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.set_search_text(model.rows[0].name[:3])
    proxy.sort(1, Qt.SortOrder.DescendingOrder)
    qtmodeltester.check(proxy)
    weapons = WeaponsTableModel(model)
    weapons.set_model_row(0)
    qtmodeltester.check(weapons)
    document = model.document
    document.undo_stack.push(commands.RemoveWeaponCommand(document, 0, 0))
    qtmodeltester.check(weapons)
    proxy.setSourceModel(None)


def test_the_columns_are_the_games_fields_marked_column(model: RosterTableModel) -> None:
    game = find_game(model.document.roster.game)
    expected = [s for s in game.model_fields if s.column and s.key != "notes"]
    assert list(model.specs) == expected
    for column, spec in enumerate(model.specs):
        assert model.headerData(column, Qt.Orientation.Horizontal) == heading(spec)
        tip = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        assert tip.startswith(spec.label)
        if spec.ruling:
            assert spec.ruling in tip
        if spec.reading:
            assert heading(spec).endswith(" *")
            assert "this program's reading" in tip


def test_a_cell_shows_its_value_in_the_games_words(model: RosterTableModel) -> None:
    for row, entry in enumerate(model.rows):
        for column, spec in enumerate(model.specs):
            shown = model.index(row, column).data()
            value = entry.value_of(spec.key)
            if spec.key == model.cost_key:
                assert shown == (str(entry.full_cost) if entry.has_any_price() else "")
            elif spec.kind is CHOICE:
                assert shown == spec.label_of(value)
            elif value is None:
                assert shown == "–"
            elif spec.kind in (WHOLE, OPTIONAL_WHOLE):
                assert shown == str(value)


def test_setting_the_same_value_pushes_nothing(
    document: RosterDocument, model: RosterTableModel
) -> None:
    column = model.name_column
    assert model.setData(model.index(0, column), model.rows[0].name)
    assert document.undo_stack.count() == 0


def test_a_text_cell_holds_its_whole_text_in_its_tooltip(model: RosterTableModel) -> None:
    """A text cut short by its column ("Mel…") can always be read whole."""
    document = model.document
    long_name = ("A name far longer than any column is wide " * 4)[:60].strip()
    document.undo_stack.push(commands.SetEntryFieldCommand(document, 0, "name", long_name))
    tip = model.index(0, model.name_column).data(Qt.ItemDataRole.ToolTipRole)
    assert long_name in tip


def test_weapons_show_the_games_weapon_fields(model: RosterTableModel) -> None:
    weapons = WeaponsTableModel(model)
    weapons.set_model_row(0)
    entry = model.rows[0]
    game = find_game(model.document.roster.game)
    assert list(weapons.specs) == [s for s in game.weapon_fields if s.column and s.key != "notes"]
    assert weapons.rowCount() == len(entry.weapons)
    for row, weapon in enumerate(entry.weapons):
        assert weapons.index(row, weapons.name_column).data() == weapon.name
    for column, spec in enumerate(weapons.specs):
        if spec.kind is TEXT_LIST:
            cell = weapons.index(0, column)
            assert cell.data(Qt.ItemDataRole.ToolTipRole) == cell.data()
    weapons.set_model_row(None)
    assert weapons.rowCount() == 0
