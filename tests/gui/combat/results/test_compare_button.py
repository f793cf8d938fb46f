"""The Compare tab, which explains pinning, offers Pin to Compare itself (it was in the Combat
menu only), and Unpin once pinned, in every game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.results.pane import ResultsPane
from gangfight_gui.rules.game import AnyGame
from tests.gui.combat.results.fights import fight_of


def test_the_compare_tab_pins_and_unpins_by_its_own_button(
    pane: ResultsPane, game: AnyGame, qtbot: QtBot
) -> None:
    pane.show_fight(fight_of(game.key))
    pane.show_tab("compare")
    view = pane.compare_view
    button = view.pin_button
    qtbot.waitUntil(button.isVisible)
    assert button.text() == "Pin to Compare" and button.isEnabled()
    assert view.pinned is None and view.hint.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.pinned is not None)
    assert pane.pin_action.isChecked()
    assert button.text() == "Unpin"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.pinned is None)
    assert not pane.pin_action.isChecked() and button.text() == "Pin to Compare"
