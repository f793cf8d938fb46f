"""The roster tabs repaint their page only when a layout request moves something: QTabWidget
repaints itself, and the roster in front with it, at every one, which painted the roster editor
twice more as the window settled."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.roster.tabs import RosterTabs
from tests.gui.roster.conftest import sample_roster


class _Paints(QObject):
    """How many times a widget inside ``within`` was painted."""

    def __init__(self, within: QWidget) -> None:
        super().__init__()
        self.within = within
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Paint
            and isinstance(watched, QWidget)
            and (watched is self.within or self.within.isAncestorOf(watched))
        ):
            self.count += 1
        return False


@pytest.fixture
def tabs(qtbot: QtBot, every_game: str) -> Iterator[RosterTabs]:
    """The tabs with the game's sample in front, its editor made and painted."""
    widget = RosterTabs()
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.add_document(RosterDocument(sample_roster(every_game)))
    with qtbot.waitExposed(widget):
        widget.show()
    qtbot.waitUntil(lambda: widget.current_editor(make=False) is not None)
    yield widget


@pytest.fixture
def paints(qapp: QApplication, tabs: RosterTabs) -> Iterator[_Paints]:
    editor = tabs.current_editor()
    assert editor is not None
    counter = _Paints(editor)
    qapp.installEventFilter(counter)
    yield counter
    qapp.removeEventFilter(counter)


def test_a_layout_request_that_moves_nothing_paints_nothing(
    qtbot: QtBot, tabs: RosterTabs, paints: _Paints
) -> None:
    editor = tabs.current_editor()
    assert editor is not None
    editor.update()  # the editor painted once, settled
    qtbot.waitUntil(lambda: paints.count > 0)
    paints.count = 0
    QApplication.postEvent(tabs, QEvent(QEvent.Type.LayoutRequest))
    QApplication.sendPostedEvents(tabs, QEvent.Type.LayoutRequest)
    QApplication.processEvents()  # a repaint asked for would be delivered here
    assert paints.count == 0


def test_a_layout_request_that_moves_the_page_repaints_it(
    qtbot: QtBot, tabs: RosterTabs, paints: _Paints
) -> None:
    editor = tabs.current_editor()
    assert editor is not None
    top = editor.mapTo(tabs, editor.rect().topLeft()).y()
    font = tabs.tabBar().font()
    font.setPointSizeF(font.pointSizeF() * 3)
    paints.count = 0
    tabs.tabBar().setFont(font)  # a taller tab bar: its layout request moves the page down
    qtbot.waitUntil(lambda: editor.mapTo(tabs, editor.rect().topLeft()).y() > top)
    qtbot.waitUntil(lambda: paints.count > 0)
