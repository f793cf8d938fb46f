"""The "at least k" table: every count worth showing, wrapped onto lines as the width needs."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.results.at_least import AtLeastTable
from gangfight_gui.gui.combat.results.wording import percent
from gangfight_gui.rules.engine.distribution import at_least_table

DIST = (0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.05, 0.05)


def test_every_count_worth_showing_is_listed_with_its_chance(qtbot: QtBot) -> None:
    table = AtLeastTable()
    qtbot.addWidget(table)
    odds = at_least_table(DIST)
    table.set_odds(odds, "hits")
    assert table.odds_texts() == {f"{k}+": percent(odds[k]) for k in range(1, len(DIST))}
    assert table.toolTip() == "chance of at least k hits"
    assert "3+ 70.0%" in table.accessibleDescription()


def test_a_narrow_table_wraps_onto_more_lines(qtbot: QtBot) -> None:
    table = AtLeastTable()
    qtbot.addWidget(table)
    table.set_odds(at_least_table(DIST), "hits")
    table.resize(2000, table.height())
    table.show()
    one_line = table.height()
    assert table.per_line() == len(DIST) - 1
    cell = table.minimumSizeHint().width()
    table.resize(4 * cell + 2, one_line)  # room for four cells inside the frame
    assert table.per_line() == 4
    assert table.height() == 3 * (one_line - 2) + 2  # ten counts: lines of 4, 4 and 2

    image = table.grab().toImage()
    palette = table.palette()
    line_height = (one_line - 2) // 2
    last_head = 2 + 4 * line_height + line_height // 2  # the middle of the last line's heads
    first, third = 5, 2 * cell + 5  # just inside each cell, clear of its centred text
    assert image.pixelColor(first, last_head) == palette.alternateBase().color()  # "9+"
    assert image.pixelColor(third, last_head) == palette.base().color()  # no "11+"
