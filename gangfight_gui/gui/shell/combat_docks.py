"""The calculator beside the roster editor: the combat builder and its results, as dock widgets.

Docks let a player keep the calculator beside the rosters (the default), float it onto a second
screen at the table, or hide the rosters altogether; the View menu brings back any dock, and the
layout is remembered with the window's state.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.combat.builder.builder import CombatBuilder
from gangfight_gui.gui.combat.builder.game_form import GameFightForm
from gangfight_gui.gui.combat.results.game_results import GameResultsPane
from gangfight_gui.gui.combat.results.pane import ResultsPane
from gangfight_gui.gui.roster.document import BaseRosterDocument
from gangfight_gui.roster.files import AnyRoster, game_of
from gangfight_gui.roster.game_roster import GameRoster
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.game import DEFAULT_GAME, find_game, game_keys, game_title
from gangfight_gui.rules.gangfight.errors import RulesError
from gangfight_gui.rules.gangfight.options import RuleOptions
from gangfight_gui.rules.gangfight.outcome import calculate
from gangfight_gui.rules.gangfight.scenario import Scenario

BUILDER_WIDTH = 600
RESULTS_WIDTH = 640


def roster_labels(documents: Sequence[BaseRosterDocument]) -> list[tuple[str, AnyRoster]]:
    """Each open roster under its name, numbered when two share one ("New gang (2)")."""
    names = [d.display_name for d in documents]
    counts = Counter(names)
    seen: Counter[str] = Counter()
    labelled = []
    for name, document in zip(names, documents, strict=True):
        seen[name] += 1
        label = f"{name} ({seen[name]})" if counts[name] > 1 and seen[name] > 1 else name
        labelled.append((label, document.roster))
    return labelled


def gangfight_rosters(labelled: Sequence[tuple[str, AnyRoster]]) -> list[tuple[str, Roster]]:
    return [(label, roster) for label, roster in labelled if isinstance(roster, Roster)]


class GamePages:
    """The builder form and results pane of one game other than Gangfight, made on first use."""

    def __init__(self, docks: CombatDocks, key: str) -> None:
        game = find_game(key)
        self.form = GameFightForm(game)
        self.results = GameResultsPane(game)
        scroll = QScrollArea()
        scroll.setObjectName(f"{key}_builder_scroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.form)
        self.scroll = scroll
        self.form.scenario_changed.connect(self._on_form_scenario_changed)
        self.form.scenario_refused.connect(self.results.show_refusal)
        self.results.choice_activated.connect(self.form.choice.setCurrentIndex)

    def _on_form_scenario_changed(self, scenario: dict[str, Any]) -> None:
        self.results.show_scenario(scenario)
        self.results.show_choices(self.form.alternatives(), self.form.choice.currentIndex())


class CombatDocks(QObject):
    """Owns the builder and the results pane and keeps the results in step with the builder.

    Every change of the builder's scenario is computed once the event loop is idle, so a burst of
    changes (a swap, a restored state) costs one calculation; each takes a few milliseconds
    (benchmarks/bench_gui_recompute.py), well inside a frame.
    """

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.builder = CombatBuilder(window)
        self.results = ResultsPane(window)
        self._pending: Scenario | str | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._on_timer_timeout)
        self.builder.scenario_changed.connect(self._on_builder_scenario_changed)
        self.builder.scenario_refused.connect(self._on_builder_scenario_refused)

        scroll = QScrollArea(window)
        scroll.setObjectName("combat_builder_scroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.builder)
        # A scroll area would let the dock shrink to nothing; keep the builder's one column.
        scroll.setMinimumWidth(self.builder.minimumSizeHint().width() + 16)

        # One page per game: Gangfight's builder and results, and each other game's, made when
        # a roster of that game is first opened. The game combo follows the roster in front.
        self.game_combo = QComboBox(window)
        self.game_combo.setObjectName("game_combo")
        self.game_combo.setToolTip("The game whose fight the builder sets up")
        for key in game_keys():
            self.game_combo.addItem(game_title(key), key)
        self.game_combo.currentIndexChanged.connect(self._on_game_combo_changed)
        self.builder_stack = QStackedWidget(window)
        self.builder_stack.setObjectName("builder_stack")
        self.builder_stack.addWidget(scroll)
        self.results_stack = QStackedWidget(window)
        self.results_stack.setObjectName("results_stack")
        self.results_stack.addWidget(self.results)
        self.games: dict[str, GamePages] = {}
        builder_page = QWidget(window)
        builder_layout = QVBoxLayout(builder_page)
        builder_layout.setContentsMargins(0, 0, 0, 0)
        game_row = QHBoxLayout()
        game_label = QLabel("&Game:", builder_page)
        game_label.setBuddy(self.game_combo)
        game_row.addWidget(game_label)
        game_row.addWidget(self.game_combo, 1)
        builder_layout.addLayout(game_row)
        builder_layout.addWidget(self.builder_stack, 1)
        self._rosters: list[tuple[str, AnyRoster]] = []

        self.builder_dock = self._dock(
            window, "Combat &builder", "combat_builder_dock", builder_page
        )
        self.results_dock = self._dock(window, "&Results", "results_dock", self.results_stack)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.builder_dock)
        window.splitDockWidget(self.builder_dock, self.results_dock, Qt.Orientation.Horizontal)

    @staticmethod
    def _dock(window: QMainWindow, title: str, name: str, widget: QObject) -> QDockWidget:
        dock = QDockWidget(title.replace("&", ""), window)
        dock.setObjectName(name)
        dock.setWidget(widget)  # type: ignore[arg-type]
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        dock.toggleViewAction().setText(title)
        return dock

    def use_default_sizes(self, window: QMainWindow) -> None:
        """Builder and results side by side at their comfortable widths; rosters get the rest."""
        window.resizeDocks(
            [self.builder_dock, self.results_dock],
            [BUILDER_WIDTH, RESULTS_WIDTH],
            Qt.Orientation.Horizontal,
        )

    def set_documents(self, documents: Sequence[BaseRosterDocument]) -> None:
        labelled = roster_labels(documents)
        self._rosters = labelled
        self.builder.set_rosters(gangfight_rosters(labelled))
        for key, pages in self.games.items():
            pages.form.set_rosters(rosters_of_game(labelled, key))

    def current_game(self) -> str:
        return str(self.game_combo.currentData())

    def show_game(self, key: str) -> None:
        """Bring ``key``'s builder and results to the front (the roster in front is of it)."""
        index = self.game_combo.findData(key)
        if index >= 0:
            self.game_combo.setCurrentIndex(index)

    def game_pages(self, key: str) -> GamePages:
        """The builder form and results of a game other than Gangfight, made on first use."""
        pages = self.games.get(key)
        if pages is None:
            pages = GamePages(self, key)
            self.games[key] = pages
            self.builder_stack.addWidget(pages.scroll)
            self.results_stack.addWidget(pages.results)
            pages.form.set_rosters(rosters_of_game(self._rosters, key))
        return pages

    def _on_game_combo_changed(self, _index: int) -> None:
        key = self.current_game()
        if key == DEFAULT_GAME:
            self.builder_stack.setCurrentIndex(0)
            self.results_stack.setCurrentIndex(0)
            return
        pages = self.game_pages(key)
        self.builder_stack.setCurrentWidget(pages.scroll)
        self.results_stack.setCurrentWidget(pages.results)

    def set_rule_options(self, options: RuleOptions) -> None:
        self.builder.set_rule_options(options)

    def recompute_now(self) -> None:
        """Show the current scenario's results at once (for screenshots and tests)."""
        scenario = self.builder.scenario()
        refusal = self.builder.refusal()
        self._pending = scenario if scenario is not None else refusal
        self._timer.stop()
        self._on_timer_timeout()

    def _on_builder_scenario_changed(self, scenario: Scenario) -> None:
        self._pending = scenario
        self._timer.start()

    def _on_builder_scenario_refused(self, message: str) -> None:
        self._pending = message
        self._timer.start()

    def _on_timer_timeout(self) -> None:
        pending, self._pending = self._pending, None
        if isinstance(pending, str):
            self.results.show_refusal(pending)
        elif pending is not None:
            try:
                outcome = calculate(pending)
            except RulesError as error:
                self.results.show_refusal(str(error))
            else:
                self.results.show_outcome(outcome)


def rosters_of_game(labelled: Sequence[tuple[str, Any]], key: str) -> list[tuple[str, GameRoster]]:
    return [
        (label, roster)
        for label, roster in labelled
        if isinstance(roster, GameRoster) and game_of(roster) == key
    ]
