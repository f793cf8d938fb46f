"""Every what-if is read whole in the results' width at 1366×768, in every game: a change never
cut ("One more defending model engaged (W13: one more c…")."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle

from gangfight_gui.gui.combat.results.pane import ResultsPane
from gangfight_gui.rules.game import AnyGame
from tests.gui.combat.results.fights import fight_of
from tests.gui.combat.results.test_pane import settle


def test_every_what_if_is_read_whole(pane: ResultsPane, game: AnyGame) -> None:
    pane.show_fight(fight_of(game.key))
    pane.show_tab("takedown")
    settle()
    table = pane.takedown_view.what_ifs
    assert table.rowCount() > 0
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            item = table.item(row, column)
            assert item is not None
            rect = table.visualRect(table.model().index(row, column))
            room = QRect(0, 0, rect.width() - 2 * margin, 10_000)
            metrics = QFontMetrics(item.font())
            needs = metrics.boundingRect(room, int(Qt.TextFlag.TextWordWrap), item.text())
            assert needs.width() <= room.width() and needs.height() <= rect.height(), (
                game.key,
                item.text(),
                rect.size().toTuple(),
            )
