"""The roster and weapons table models, their delegates and the filter proxy."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDoubleSpinBox,
    QSpinBox,
    QStyleOptionViewItem,
    QWidget,
)
from pytestqt.modeltest import ModelTester

from gangfight_gui.cards import layout as card_layout
from gangfight_gui.gui.roster import undo_commands as commands
from gangfight_gui.gui.roster.delegates import field_bounds, roster_delegate, weapons_delegate
from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.roster.filter import RosterFilterProxyModel
from gangfight_gui.gui.roster.table_model import (
    ERROR_TINT,
    HEADER_TOOLTIPS,
    MODEL_ROLE,
    PROBLEMS_ROLE,
    WARNING_TINT,
    Column,
    RosterTableModel,
)
from gangfight_gui.gui.roster.weapons_model import WeaponColumn, WeaponsTableModel
from gangfight_gui.roster.model_spec import ModelSpec, WeaponSpec
from gangfight_gui.roster.roster import model_cost
from gangfight_gui.rules.gangfight.profile import MAX_ATTRIBUTE, WeaponKind
from gangfight_gui.rules.gangfight.sizes import Size
from tests.gui.roster_helpers import orc_roster, small_roster


@pytest.fixture
def document(qapp: QApplication) -> RosterDocument:
    return RosterDocument(small_roster())


@pytest.fixture
def model(document: RosterDocument) -> RosterTableModel:
    return RosterTableModel(document)


def _names(model: RosterTableModel | RosterFilterProxyModel) -> list[str]:
    return [model.index(row, Column.NAME).data() for row in range(model.rowCount())]


def test_model_tester_through_every_command(
    qtmodeltester: ModelTester, document: RosterDocument, model: RosterTableModel
) -> None:
    qtmodeltester.check(model)
    stack = document.undo_stack
    stack.push(commands.AddModelCommand(document, 1, ModelSpec(name="Ogre")))
    stack.push(commands.MoveModelCommand(document, 0, 3))
    stack.push(commands.RemoveModelsCommand(document, [0, 2]))
    stack.push(commands.SetModelFieldCommand(document, 0, "attack", 7))
    stack.push(commands.PasteModelsCommand(document, 0, [ModelSpec(name="X"), ModelSpec(name="Y")]))
    while stack.canUndo():
        stack.undo()
    assert _names(model) == ["Orc Brave", "Goblin", "Troll"]
    qtmodeltester.check(model)


def test_model_tester_on_the_sample_roster_and_proxy(
    qtmodeltester: ModelTester, qapp: QApplication
) -> None:
    model = RosterTableModel(RosterDocument(orc_roster()))
    qtmodeltester.check(model)
    proxy = RosterFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.set_search_text("orc")
    proxy.sort(Column.SIZE, Qt.SortOrder.DescendingOrder)
    qtmodeltester.check(proxy)


def test_display_and_headers(model: RosterTableModel) -> None:
    assert model.rowCount() == 3
    assert model.columnCount() == len(Column) == 11
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in Column]
    assert headers == [
        "Name",
        "Size",
        "Base",
        "ATT",
        "DEF",
        "MAR",
        "ARM",
        "DAM",
        "EN",
        "INI",
        "Cost",
    ]
    tip = model.headerData(Column.ATTACK, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("ATT = Attack")
    assert all(HEADER_TOOLTIPS[c] for c in Column)
    assert model.index(0, Column.SIZE).data() == "Medium"
    assert model.index(0, Column.BASE).data() == "30 mm"
    assert model.index(0, Column.SIZE).data(Qt.ItemDataRole.EditRole) == "medium"
    assert model.index(1, Column.NAME).data(MODEL_ROLE).name == "Goblin"


def test_set_data_pushes_an_undo_command(document: RosterDocument, model: RosterTableModel) -> None:
    assert model.setData(model.index(0, Column.ATTACK), 6)
    assert document.roster.models[0].attack == 6
    assert document.undo_stack.undoText() == "Edit ATT of Orc Brave"
    assert model.index(0, Column.ATTACK).data() == "6"
    document.undo_stack.undo()
    assert document.roster.models[0].attack == 3
    assert model.index(0, Column.ATTACK).data() == "3"


def test_set_data_same_value_pushes_nothing(
    document: RosterDocument, model: RosterTableModel
) -> None:
    assert model.setData(model.index(0, Column.ATTACK), 3)
    assert document.undo_stack.count() == 0


def test_set_data_refuses_invalid_values(document: RosterDocument, model: RosterTableModel) -> None:
    refused: list[str] = []
    model.edit_refused.connect(refused.append)
    assert not model.setData(model.index(0, Column.NAME), "  ")
    assert not model.setData(model.index(0, Column.ATTACK), MAX_ATTRIBUTE + 1)
    assert not model.setData(model.index(0, Column.SIZE), "gigantic")
    assert document.undo_stack.count() == 0
    assert len(refused) == 3
    assert "ATT" in refused[1]
    assert "40" in refused[1]


def test_base_zero_means_none(document: RosterDocument, model: RosterTableModel) -> None:
    assert model.setData(model.index(0, Column.BASE), 0.0)
    assert document.roster.models[0].base_mm is None
    assert model.index(0, Column.BASE).data() == "—"


def _editor(delegate: object, model: object, index: QModelIndex, parent: QWidget) -> QWidget:
    from PySide6.QtWidgets import QStyledItemDelegate

    assert isinstance(delegate, QStyledItemDelegate)
    editor = delegate.createEditor(parent, QStyleOptionViewItem(), index)
    delegate.setEditorData(editor, index)
    return editor


def test_delegates_edit_cells(
    qtbot: object, document: RosterDocument, model: RosterTableModel
) -> None:
    parent = QWidget()
    delegate = roster_delegate(parent)

    spin = _editor(delegate, model, model.index(1, Column.DEFENSE), parent)
    assert isinstance(spin, QSpinBox)
    assert (spin.minimum(), spin.maximum()) == (0, MAX_ATTRIBUTE)
    spin.setValue(5)
    delegate.setModelData(spin, model, model.index(1, Column.DEFENSE))
    assert document.roster.models[1].defense == 5

    combo = _editor(delegate, model, model.index(1, Column.SIZE), parent)
    assert isinstance(combo, QComboBox)
    assert [combo.itemData(i) for i in range(combo.count())] == [s.value for s in Size]
    assert combo.currentData() == "small"
    combo.setCurrentIndex(combo.findData("large"))
    delegate.setModelData(combo, model, model.index(1, Column.SIZE))
    assert document.roster.models[1].size is Size.LARGE

    base = _editor(delegate, model, model.index(1, Column.BASE), parent)
    assert isinstance(base, QDoubleSpinBox)
    assert base.maximum() == field_bounds(ModelSpec, "base_mm")[1]
    assert base.value() == 20
    base.setValue(45)
    delegate.setModelData(base, model, model.index(1, Column.BASE))
    assert document.roster.models[1].base_mm == 45

    cost = _editor(delegate, model, model.index(1, Column.COST), parent)
    assert isinstance(cost, QSpinBox)
    assert cost.maximum() == 100_000

    assert document.undo_stack.count() == 3
    parent.deleteLater()


def test_large_model_on_32mm_base_shows_r7_on_the_cell(
    document: RosterDocument, model: RosterTableModel
) -> None:
    changed: list[QModelIndex] = []
    model.dataChanged.connect(lambda top, bottom, roles=(): changed.append(top))
    model.setData(model.index(2, Column.BASE), 32.0)
    cell = model.index(2, Column.BASE)
    tooltip = cell.data(Qt.ItemDataRole.ToolTipRole)
    assert "R7" in tooltip
    assert "Troll" in tooltip
    assert "40–60 mm" in tooltip
    background = cell.data(Qt.ItemDataRole.BackgroundRole)
    assert isinstance(background, QBrush)
    assert background.color() == ERROR_TINT
    [problem] = cell.data(PROBLEMS_ROLE)
    assert problem.rule == "R7"
    # Other cells of the row stay plain.
    assert model.index(2, Column.ATTACK).data(Qt.ItemDataRole.BackgroundRole) is None
    assert changed
    document.undo_stack.undo()
    assert cell.data(Qt.ItemDataRole.BackgroundRole) is None


def test_problems_without_a_column_show_on_the_name(
    document: RosterDocument, model: RosterTableModel
) -> None:
    # Wounds taken has no column: its warning shows on the model's name.
    document.undo_stack.push(commands.SetModelFieldCommand(document, 1, "wounds_taken", 2))
    [problem] = model.index(1, Column.NAME).data(PROBLEMS_ROLE)
    assert problem.field == "wounds_taken"
    assert problem.message in model.index(1, Column.NAME).data(Qt.ItemDataRole.ToolTipRole)
    brush = model.index(1, Column.NAME).data(Qt.ItemDataRole.BackgroundRole)
    assert brush.color() == WARNING_TINT
    # Two models with one name: both are flagged, on their names.
    model.setData(model.index(2, Column.NAME), "Orc Brave")
    for row in (0, 2):
        rules = [p.rule for p in model.index(row, Column.NAME).data(PROBLEMS_ROLE)]
        assert rules == ["names"]


def test_cost_tooltip_adds_weapons(document: RosterDocument, model: RosterTableModel) -> None:
    document.undo_stack.push(commands.EditWeaponCommand(document, 0, 0, "cost", 4))
    tip = model.index(0, Column.COST).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == "Model 20 + weapons 4 = 24 points"


def test_the_cost_column_shows_the_cards_cost(
    document: RosterDocument, model: RosterTableModel
) -> None:
    """Issue 14: one cost everywhere, weapons included, as the card and the total count it."""
    document.undo_stack.push(commands.EditWeaponCommand(document, 0, 0, "cost", 4))
    spec = document.roster.models[0]
    assert model.index(0, Column.COST).data() == str(model_cost(spec)) == "24"
    assert model.index(0, Column.COST).data(Qt.ItemDataRole.EditRole) == 20  # its own points
    assert sum(int(model.index(r, Column.COST).data() or 0) for r in range(model.rowCount())) == (
        document.roster.total_cost
    )
    assert card_layout.roster_cards(document.roster)[0].cost == 24


def test_filter_by_name_perk_and_weapon(model: RosterTableModel) -> None:
    proxy = RosterFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.set_search_text("gob")
    assert _names(proxy) == ["Goblin"]
    proxy.set_search_text("MARAUDER")
    assert _names(proxy) == ["Orc Brave"]
    proxy.set_search_text("axe")
    assert _names(proxy) == ["Orc Brave"]
    proxy.set_search_text("orc bow")
    assert _names(proxy) == ["Orc Brave"]
    proxy.set_search_text("orc sling")
    assert _names(proxy) == []
    proxy.set_search_text("")
    assert _names(proxy) == ["Orc Brave", "Goblin", "Troll"]


def test_sorting_by_size_and_numbers(model: RosterTableModel) -> None:
    proxy = RosterFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.sort(Column.SIZE, Qt.SortOrder.DescendingOrder)
    assert _names(proxy) == ["Troll", "Orc Brave", "Goblin"]
    proxy.sort(Column.ATTACK, Qt.SortOrder.AscendingOrder)
    assert _names(proxy) == ["Goblin", "Orc Brave", "Troll"]
    proxy.sort(-1)
    assert _names(proxy) == ["Orc Brave", "Goblin", "Troll"]


def test_edit_through_proxy_reaches_the_roster(
    document: RosterDocument, model: RosterTableModel
) -> None:
    proxy = RosterFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.set_search_text("troll")
    assert proxy.setData(proxy.index(0, Column.ENDURANCE), 9)
    assert document.roster.models[2].endurance == 9


# Weapons


@pytest.fixture
def weapons(model: RosterTableModel) -> WeaponsTableModel:
    weapons = WeaponsTableModel(model)
    weapons.set_model_row(0)
    return weapons


def test_weapons_model_tester(
    qtmodeltester: ModelTester, document: RosterDocument, weapons: WeaponsTableModel
) -> None:
    qtmodeltester.check(weapons)
    stack = document.undo_stack
    stack.push(
        commands.AddWeaponCommand(document, 0, WeaponSpec(name="Knife", kind=WeaponKind.HAND))
    )
    stack.push(commands.RemoveWeaponCommand(document, 0, 0))
    stack.push(commands.EditWeaponCommand(document, 0, 0, "range", 30.0))
    # Rows above the shown model come and go: the weapons stay the same model's.
    stack.push(commands.AddModelCommand(document, 0, ModelSpec(name="Newcomer")))
    assert weapons.model_row() == 1
    assert [weapons.weapon_at(r).name for r in range(weapons.rowCount())] == ["Bow", "Knife"]
    stack.push(commands.RemoveModelsCommand(document, [1]))
    assert weapons.model_row() is None
    assert weapons.rowCount() == 0
    while stack.canUndo():
        stack.undo()
    qtmodeltester.check(weapons)
    weapons.set_model_row(2)
    assert weapons.rowCount() == 0
    qtmodeltester.check(weapons)


def test_weapons_display_and_flags(weapons: WeaponsTableModel) -> None:
    assert weapons.rowCount() == 2
    axe = weapons.index(0, WeaponColumn.KIND)
    assert axe.data() == "Two-handed"
    assert weapons.index(0, WeaponColumn.DAMAGE_BONUS).data() == "+2"
    assert weapons.index(1, WeaponColumn.RANGE).data() == '18"'
    # A range only for weapons that shoot.
    assert not weapons.flags(weapons.index(0, WeaponColumn.RANGE)) & Qt.ItemFlag.ItemIsEnabled
    assert weapons.flags(weapons.index(1, WeaponColumn.RANGE)) & Qt.ItemFlag.ItemIsEditable
    tip = weapons.headerData(
        WeaponColumn.KIND, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
    )
    assert "pistol" in tip


def test_weapons_edit_through_delegate(
    qapp: QApplication, document: RosterDocument, weapons: WeaponsTableModel
) -> None:
    parent = QWidget()
    delegate = weapons_delegate(parent)
    kind_index = weapons.index(0, WeaponColumn.KIND)
    combo = _editor(delegate, weapons, kind_index, parent)
    assert isinstance(combo, QComboBox)
    combo.setCurrentIndex(combo.findData("pistol"))
    delegate.setModelData(combo, weapons, kind_index)
    assert document.roster.models[0].weapons[0].kind is WeaponKind.PISTOL
    assert weapons.flags(weapons.index(0, WeaponColumn.RANGE)) & Qt.ItemFlag.ItemIsEditable
    # A pistol without a range breaks R15: shown on its range cell.
    tip = weapons.index(0, WeaponColumn.RANGE).data(Qt.ItemDataRole.ToolTipRole)
    assert "R15" in tip

    range_index = weapons.index(0, WeaponColumn.RANGE)
    spin = _editor(delegate, weapons, range_index, parent)
    assert isinstance(spin, QDoubleSpinBox)
    spin.setValue(8)
    delegate.setModelData(spin, weapons, range_index)
    assert document.roster.models[0].weapons[0].range == 8
    assert weapons.index(0, WeaponColumn.RANGE).data(Qt.ItemDataRole.ToolTipRole) is None

    assert weapons.setData(weapons.index(0, WeaponColumn.NAME), "Hand cannon")
    assert document.undo_stack.undoText() == "Edit name of Great axe of Orc Brave"
    refused: list[str] = []
    weapons.edit_refused.connect(refused.append)
    assert not weapons.setData(weapons.index(0, WeaponColumn.DAMAGE_BONUS), 99)
    assert refused
    parent.deleteLater()
