"""A cell at fault keeps its tint on a selected row, the selection framed around it: a player
selects the row to mend it, and the fill of the selection hid the very cell to mend."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.roster.editor import RosterEditor
from gangfight_gui.gui.roster.table_model import ERROR_TINT


def near(a: QColor, b: QColor, tolerance: int = 12) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def test_a_tinted_cell_keeps_its_tint_on_a_selected_row(qtbot: QtBot, editor: RosterEditor) -> None:
    model = editor.table_model
    first = editor.document.roster.models[0].name
    assert model.setData(model.index(2, model.name_column), first)  # two of one name: a fault
    cell = model.index(2, model.name_column)
    assert cell.data(Qt.ItemDataRole.BackgroundRole).color() == ERROR_TINT
    editor.select_rows([2])
    qtbot.waitUntil(lambda: editor.selected_rows() == [2])
    view = editor.view
    rect = view.visualRect(editor.proxy.mapFromSource(cell))
    image = view.viewport().grab().toImage()
    inside = rect.center()
    inside.setX(rect.right() - 6)  # past the text, inside the frame
    assert near(image.pixelColor(inside), ERROR_TINT), image.pixelColor(inside).name()
    highlight = view.palette().highlight().color()
    edge = rect.topLeft()
    edge.setX(edge.x() + rect.width() // 2)
    edge.setY(edge.y() + 1)
    assert near(image.pixelColor(edge), highlight, 40)  # the selection, as a frame
    other = model.index(2, model.name_column + 1)
    fill = view.visualRect(editor.proxy.mapFromSource(other)).bottomRight()
    fill.setX(fill.x() - 3)
    fill.setY(fill.y() - 3)
    assert not near(image.pixelColor(fill), ERROR_TINT)  # the row's other cells: selected
