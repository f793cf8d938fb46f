"""The Odds tab: one law of the outcome as a chart (the main one unless another is picked), the
"at least" odds of its counts, and a line naming this program's readings behind them.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QWidget

from gangfight_gui.gui.combat.results.at_least import AtLeastGrid
from gangfight_gui.gui.combat.results.chart import BarChart
from gangfight_gui.gui.combat.results.details_view import readings_line
from gangfight_gui.gui.combat.results.style import (
    Shown,
    TabView,
    dim,
    row,
    set_items,
    set_shown,
    set_text,
    show_text,
    view_column,
)
from gangfight_gui.gui.common.named_widgets import named, text_label
from gangfight_gui.rules.game import Chart


class OddsView(TabView):
    """A chart of the view, picked from its charts, and its "at least" grid. The chart picked
    stays while the fight is edited, as long as the outcome has a chart of that title.

    Signals:
        readings_clicked(): "see Details" was clicked under the odds.
    """

    readings_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, "odds_view")
        self._held: object = None
        self._picked = ""
        """The title of the chart the player picked ("" for the main one)."""
        self.picker_label = QLabel("Chart:", self)
        self.picker = named(QComboBox(self), "chart_picker", "Which law of the outcome to draw")
        self.picker.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.picker.setMinimumContentsLength(12)
        self.picker_label.setBuddy(self.picker)
        self.chart = BarChart(self)
        # What the chart's bars are, under it ("Any injury" left out the "Wounded"
        # bar without saying so): the game's help of the chart, in words, not only a tooltip.
        self.chart_help = dim(text_label(self, "chart_help"))
        self.chart_help.hide()
        self.at_least_title = dim(QLabel("Chance of at least k", self))
        self.at_least = AtLeastGrid(self)
        self.readings = text_label(self, "odds_readings")
        self.readings_button = named(QPushButton("See Details", self), "odds_readings_button")
        self.readings_button.clicked.connect(self.readings_clicked)
        picker_row = row(self.picker_label, (self.picker, 1))
        readings_row = row((self.readings, 1), self.readings_button)
        at_least = (self.at_least_title, self.at_least)
        view_column(self, picker_row, (self.chart, 1), self.chart_help, *at_least, readings_row)
        self.picker.activated.connect(self._on_picker_activated)

    def drawn(self, shown: Shown) -> object:
        return shown.view, shown.notes

    def current_chart(self) -> Chart | None:
        return self.chart.chart

    def pick(self, title: str) -> None:
        """Draw the view's chart of this title (as the picker does)."""
        self._picked = title
        self._stale = True
        self.catch_up()

    def refresh(self) -> None:
        view = self.shown.view
        charts = view.charts if view is not None else ()
        titles = [c.title for c in charts]
        index = titles.index(self._picked) if self._picked in titles else 0
        set_items(self.picker, titles, index if titles else -1, tips=False)
        several = len(charts) > 1
        set_shown((self.picker, self.picker_label), several)
        chart = charts[index] if charts else None
        self.chart.show_chart(chart)
        show_text(self.chart_help, chart.help if chart is not None else "")
        # What is under the chart keeps its height while the same models fight (more counts,
        # a reading less): the chart is not resized, and the pane not repainted, each edit.
        fight = self.shown.fight
        key = (fight.who if fight is not None else None, view.name if view is not None else None)
        same = key == self._held
        self._held = key
        laws = view.at_least if view is not None else ()
        self.at_least.hold(key)
        set_shown((self.at_least_title, self.at_least), bool(laws))
        self.at_least.show_laws(laws)
        line = readings_line(self.shown.notes)
        set_text(self.readings, f"{line}: not in the game's text." if line else "")
        keep = same and not self.readings.isHidden()
        set_shown((self.readings, self.readings_button), bool(line) or keep)
        self.readings_button.setEnabled(bool(line))

    def _on_picker_activated(self, index: int) -> None:
        self.pick(self.picker.itemText(index))
