"""A refusal in the status bar ("ATT must be a whole number…") goes once a later edit is made,
in the builder or a roster, so it is never read as said of the edit after it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.builder.field_widgets import IntField
from gangfight_gui.gui.shell.main_window import MainWindow
from tests.gui.combat.builder.helpers import change_first_circumstance, open_samples


def shown_message(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def test_a_builders_refusal_goes_with_the_next_edit(window: MainWindow, qtbot: QtBot) -> None:
    builder = open_samples(window, "gangfight")
    window.combat.builder_dock.show()
    builder.adhoc_button.setChecked(True)
    spin = builder.adhoc_grid.controls[0]["attack"]
    assert isinstance(spin, IntField)
    qtbot.waitUntil(spin.isVisible)
    spin.setFocus()
    spin.lineEdit().selectAll()
    with qtbot.waitSignal(builder.edit_refused) as said:
        QTest.keyClicks(spin, "99")
        QTest.keyClick(spin, Qt.Key.Key_Return)
    refusal = said.args[0]
    assert refusal.startswith("ATT 99 refused")
    qtbot.waitUntil(lambda: shown_message(window) == refusal)
    change_first_circumstance(builder)
    qtbot.waitUntil(lambda: shown_message(window) == "")


def test_a_rosters_refusal_goes_with_the_next_edit(window: MainWindow, qtbot: QtBot) -> None:
    open_samples(window, "gangfight")
    editor = window.tabs.current_editor()
    assert editor is not None
    model = editor.table_model
    column = model.column_of("attack")
    assert column is not None
    assert not model.setData(model.index(0, column), 99)
    qtbot.waitUntil(lambda: "must be a whole number" in shown_message(window))
    assert model.setData(model.index(0, column), 2)
    qtbot.waitUntil(lambda: shown_message(window) == "")
