"""The battle's tables show each entry's card tick boxes, ticked as the battle stands: after an
applied roll the target's boxes show its new ticks (R25's wounds taken, N17's wounds lost and
flesh wounds, W17's models lost, the example game's hits), drawn so a tick is told by its shape
in a light or a dark palette."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleFactory
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.night.tick_boxes import BOXES_ROLE, box_rects, boxes_text, paint_boxes
from gangfight_gui.gui.night.view import SideTable
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.roster.night.battle import EntryRef, side_of, start_battle
from gangfight_gui.rules.game import TickBoxes
from tests.every_game import BUILT_IN, MATCHUP_GAMES, installed, pair_files
from tests.gui.night.helpers import (
    PAIRS,
    ROSTERS,
    faces,
    fight_in_battle,
    look_at_battle,
    settle,
)


@pytest.fixture(params=MATCHUP_GAMES)
def game(request: pytest.FixtureRequest) -> Iterator[str]:
    """Each game with a battle: the three built in and the example game, pip-installed."""
    yield from installed(request)


def shown_boxes(table: SideTable, row: int) -> tuple[TickBoxes, ...]:
    """The rows of boxes the table draws for ``row``, left to right."""
    found = []
    for column in range(table.columnCount()):
        item = table.item(row, column)
        boxes = None if item is None else item.data(BOXES_ROLE)
        if isinstance(boxes, TickBoxes):
            found.append(boxes)
    return tuple(found)


def test_an_applied_roll_ticks_the_targets_boxes(
    qtbot: QtBot, laptop_window: MainWindow, game: str, tmp_path: Path
) -> None:
    window = laptop_window
    paths = (
        [ROSTERS / name for name in PAIRS[game]] if game in BUILT_IN else pair_files(game, tmp_path)
    )
    first, second = window.open_paths(list(paths))
    assert window.battle.begin(start_battle(side_of(first.roster), side_of(second.roster)))
    settle(window)
    dock = window.battle
    target = EntryRef(1, 0)
    table = dock.view.tables[1]
    fresh = shown_boxes(table, 0)
    assert fresh and all(b.ticked == 0 for b in fresh)  # a fresh entry: nothing ticked
    headings = [table.horizontalHeaderItem(c).text() for c in (1, len(fresh) + 1)]
    assert headings == [fresh[0].label, "State"]  # beside the name, as on the card
    heading = table.horizontalHeaderItem(1)
    assert heading is not None and "tick boxes" in heading.toolTip()
    dice = faces()
    for _attack in range(6):  # the dice favour the attacker: a few attacks land a blow
        battle = dock.battle
        assert battle is not None
        attacker = next(r for r in battle.refs(0) if not battle.entry_state(r).attack_refusal)
        if battle.entry_state(target).target_refusal:
            break
        fight_in_battle(qtbot, window, attacker, target, dice)
        settle(window)
        now = dock.battle
        assert now is not None
        if any(b.ticked for b in now.boxes(target)):
            break
    now = dock.battle
    assert now is not None
    expected = now.boxes(target)
    assert any(b.ticked for b in expected), "no attack ticked a box"
    # At 1366 pixels the battle is a tab behind the builder's while fighting: it is drawn when
    # brought to the front, not on every application nobody sees.
    assert window.combat.page(game).builder.isVisible() and shown_boxes(table, 0) == fresh
    look_at_battle(window)
    assert shown_boxes(table, 0) == expected
    for row in range(table.rowCount()):  # only changed rows are measured again: all whole
        assert table.rowHeight(row) >= table.sizeHintForRow(row)
    assert [b.count for b in expected] == [b.count for b in fresh]  # the card's boxes, ticked
    item = table.item(0, 1)
    assert item is not None and boxes_text(expected[0]) in item.toolTip()
    window.edit_actions.undo_action.trigger()  # undone: the boxes as they were
    settle(window)  # the battle in front: drawn again at once
    undone = dock.battle
    assert undone is not None and shown_boxes(table, 0) == undone.boxes(target)


@pytest.mark.parametrize("dark", [False, True])
def test_a_tick_is_told_by_its_shape_in_a_light_or_dark_palette(qtbot: QtBot, dark: bool) -> None:
    style = QStyleFactory.create("Fusion")
    palette = style.standardPalette()
    paper = QColor("#202020") if dark else palette.base().color()
    ink = QColor("#f0f0f0") if dark else palette.text().color()
    image = QImage(200, 40, QImage.Format.Format_ARGB32)
    image.fill(paper)
    painter = QPainter(image)
    rects = paint_boxes(painter, QRectF(0, 0, 200, 40), TickBoxes("Wounds", 4, 2), ink, 12)
    painter.end()
    assert rects == box_rects(4, 12, rects[0].topLeft())

    def centre(rect: QRectF) -> int:
        point = rect.center().toPoint()
        return QColor(image.pixel(point)).lightness()

    ticked, open_ = [centre(r) for r in rects[:2]], [centre(r) for r in rects[2:]]
    assert open_ == [paper.lightness()] * 2  # an open box: the paper shows through
    for lightness in ticked:  # a ticked box: crossed through its middle in the ink
        assert abs(lightness - ink.lightness()) < abs(lightness - paper.lightness())
    edge = QPoint(int(rects[2].left()), rects[2].center().toPoint().y())
    assert abs(QColor(image.pixel(edge)).lightness() - paper.lightness()) > 40  # its outline
    del style


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)])
def test_each_side_is_read_whole_at_laptop_size(
    qtbot: QtBot, laptop_window: MainWindow, game: str, tmp_path: Path, size: tuple[int, int]
) -> None:
    """At a laptop's size, the battle's tab beside the builder shows each side whole: every
    heading at its full width, the state in words wrapped rather than cut, nothing to scroll
    sideways (the state's fields as columns had pushed "Suppression markers" off the edge)."""
    window = laptop_window
    window.resize(*size)
    paths = (
        [ROSTERS / name for name in PAIRS[game]] if game in BUILT_IN else pair_files(game, tmp_path)
    )
    first, second = window.open_paths(list(paths))
    assert window.battle.begin(start_battle(side_of(first.roster), side_of(second.roster)))
    window.battle.dock.raise_()
    settle(window)
    for table in window.battle.view.tables:
        header = table.horizontalHeader()
        assert table.isVisible() and table.width() < size[0] // 2
        assert not table.horizontalScrollBar().isVisible()
        for column in range(table.columnCount()):
            item = table.horizontalHeaderItem(column)
            assert item is not None
            wanted = header.fontMetrics().horizontalAdvance(item.text())
            assert header.sectionSize(column) >= wanted, item.text()
        words = table.columnCount() - 1
        for row in range(table.rowCount()):
            item = table.item(row, words)
            assert item is not None
            assert table.rowHeight(row) >= table.sizeHintForRow(row), item.text()
