"""The results pane at the dock's size in a 1366×768 and a 1280×720 window,
for every game and every tab, each text fits its widget or is elided with the whole in its
tooltip (never cut mid-glyph: "Wound roll (3+", "eriously injured", "8 attacl"), and nothing
runs off the pane's right edge (the pinned column behind a sideways scroll bar)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QTabBar, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.results.pane import ResultsPane
from gangfight_gui.gui.combat.results.tab_pages import TABS
from gangfight_gui.gui.combat.results.table import FittedTable
from gangfight_gui.gui.combat.results.tiles import FigureTile
from gangfight_gui.rules.game import AnyGame
from tests.gui.combat.results.fights import A_CHANGE, changed, fight_of

DOCK_SIZES = {"1366x768": (630, 640), "1280x720": (560, 560)}
"""The results dock's content in each window (shell/combat_docks.py's widths, less the frame)."""
ELLIPSIS = "…"


def plain(label: QLabel) -> str:
    if label.textFormat() == Qt.TextFormat.PlainText:
        return label.text()
    document = QTextDocument()
    document.setHtml(label.text())
    return document.toPlainText()


def problems_of(root: QWidget) -> list[str]:
    """Every text under ``root`` on screen that is cut, as "kind 'text'"."""
    found: list[str] = []
    right = root.mapToGlobal(root.rect().topRight()).x()
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or widget.width() <= 0:
            continue
        edge = widget.mapToGlobal(widget.rect().topRight()).x()
        if edge > right + 1 and not isinstance(widget.parentWidget(), QTabBar):
            found.append(f"{type(widget).__name__} {widget.objectName()!r} runs off the pane")
        if isinstance(widget, QLabel):
            found += label_problems(widget)
        elif isinstance(widget, QAbstractButton) and widget.text():
            text = widget.text().replace("&", "")
            if widget.fontMetrics().horizontalAdvance(text) > widget.width():
                found.append(f"button {text!r}")
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                text = widget.tabText(i).replace("&&", "&")
                fits = widget.fontMetrics().horizontalAdvance(text) <= widget.tabRect(i).width()
                if not fits and text not in widget.tabToolTip(i):
                    found.append(f"tab {text!r}")
        elif isinstance(widget, FittedTable):
            found += table_problems(widget)
        elif isinstance(widget, FigureTile) and widget.figure is not None:
            lines = widget.caption_lines()
            if " ".join(lines).replace(ELLIPSIS, "") != widget.caption and (
                not lines[-1].endswith(ELLIPSIS) or widget.caption not in widget.toolTip()
            ):
                found.append(f"tile {widget.caption!r}")
    return found


def label_problems(label: QLabel) -> list[str]:
    text = plain(label)
    if not text:
        return []
    inside = label.contentsRect()
    if label.wordWrap():
        if label.heightForWidth(label.width()) > label.height() + 1:
            return [f"wrapped label {text[:40]!r} is taller than its room"]
        return []
    metrics = label.fontMetrics()
    widest = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
    if widest <= inside.width():
        return []
    whole = getattr(label, "full_text", None)  # an eliding label keeps its whole text
    if callable(whole) and whole() in label.toolTip():
        return []
    return [f"label {text!r} is cut"]


def table_problems(table: FittedTable) -> list[str]:
    found = []
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    for column in range(table.columnCount()):
        item = table.horizontalHeaderItem(column)
        assert item is not None
        room = header.sectionSize(column)
        for line in item.text().split("\n"):
            whole = table.heading(column) in item.toolTip()
            if metrics.horizontalAdvance(line) > room and not whole:
                found.append(f"heading {table.heading(column)!r}")
            if line.endswith(ELLIPSIS) and table.heading(column) not in item.toolTip():
                found.append(f"heading {table.heading(column)!r} elided without its whole")
        for row in range(table.rowCount()):
            cell = table.item(row, column)
            if cell is None:
                continue
            fits = table.fontMetrics().horizontalAdvance(cell.text()) <= room
            if not fits and cell.text() not in cell.toolTip():
                found.append(f"cell {cell.text()!r}")
    return found


@pytest.mark.parametrize("window", DOCK_SIZES)
def test_every_text_of_every_tab_fits(qtbot: QtBot, game: AnyGame, window: str) -> None:
    pane = ResultsPane()
    qtbot.addWidget(pane)
    pane.resize(*DOCK_SIZES[window])
    pane.show()
    fight = fight_of(game.key)
    pane.show_fight(fight)
    pane.roll(seed=7)
    pane.pin_action.setChecked(True)
    pane.show_fight(changed(fight, **A_CHANGE[game.key]))
    pane.typed_view.enter("4 5")
    for tab in TABS:
        pane.show_tab(tab)
        if tab == "takedown":  # its duel is worked out on a thread of its own
            qtbot.waitUntil(lambda: pane.finish_view.settled)
        for _ in range(3):
            QApplication.sendPostedEvents()
            QApplication.processEvents()
        assert problems_of(pane) == [], f"{tab} at {window}"


def test_the_walk_finds_a_cut_label(qtbot: QtBot) -> None:
    """The check above would see a label cut as a player saw one ("Toughn")."""
    root = QWidget()
    qtbot.addWidget(root)
    root.resize(60, 40)
    cut = QLabel("Toughness test", root)
    cut.setGeometry(0, 0, 40, 20)
    root.show()
    assert problems_of(root) == ["label 'Toughness test' is cut"]
