"""The matchup matrix in the main window: a dock below the rosters and the calculator.

Hidden until asked for (View › Matchups, or the toolbar), since a whole gang against another is
a pre-game question; double-clicking a cell opens that matchup in the combat builder.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.combat.builder.form import RangeBy
from gangfight_gui.gui.matchups.game_matrix import GameMatrixView
from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.gui.matchups.view import MatchupMatrixView
from gangfight_gui.gui.roster.document import BaseRosterDocument
from gangfight_gui.gui.shell.combat_docks import (
    CombatDocks,
    gangfight_rosters,
    roster_labels,
    rosters_of_game,
)
from gangfight_gui.roster.files import AnyRoster
from gangfight_gui.rules.game import DEFAULT_GAME, find_game, game_keys, game_title
from gangfight_gui.rules.gangfight.options import RuleOptions
from gangfight_gui.rules.gangfight.scenario import Scenario


def builder_state(result: MatrixResult, scenario: Scenario) -> dict[str, Any]:
    """The combat builder's state for a matrix cell's best attack, found by roster and name."""
    assert scenario.attacker is not None
    return {
        "attacker": [result.attackers_roster, scenario.attacker.name],
        "target": [result.targets_roster, scenario.target.name],
        "attack": scenario.attack.value,
        "weapons": list(scenario.weapons),
        "cover": scenario.cover.value,
        "range_by": RangeBy.BAND.value,
        "band": scenario.range_band or result.settings.range_band,
        "target_in_combat": scenario.target_in_combat,
        "attack_drop": "auto",
        "armour_drop": "auto",
    }


class MatchupsDock(QObject):
    def __init__(self, window: QMainWindow, combat: CombatDocks) -> None:
        super().__init__(window)
        self._combat = combat
        self.view = MatchupMatrixView(window)
        # Gangfight's matrix, and one per other game made on first use, behind a game combo.
        self.game_combo = QComboBox(window)
        self.game_combo.setObjectName("matchups_game_combo")
        for key in game_keys():
            self.game_combo.addItem(game_title(key), key)
        self.stack = QStackedWidget(window)
        self.stack.addWidget(self.view)
        self.game_views: dict[str, GameMatrixView] = {}
        self._rosters: list[tuple[str, AnyRoster]] = []
        page = QWidget(window)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        label = QLabel("&Game:", page)
        label.setBuddy(self.game_combo)
        row.addWidget(label)
        row.addWidget(self.game_combo)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self.stack, 1)
        self.game_combo.currentIndexChanged.connect(self._on_game_combo_changed)
        self.dock = QDockWidget("Matchups", window)
        self.dock.setObjectName("matchups_dock")
        self.dock.setWidget(page)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
        self.dock.hide()
        action = self.dock.toggleViewAction()
        action.setText("&Matchups")
        action.setShortcut(QKeySequence("Ctrl+M"))
        action.setToolTip("Every model of one roster against every model of another (Ctrl+M)")
        self.view.matchup_activated.connect(self._on_view_matchup_activated)

    def set_documents(self, documents: Sequence[BaseRosterDocument]) -> None:
        self._rosters = roster_labels(documents)
        self.view.set_rosters(gangfight_rosters(self._rosters))
        for key, view in self.game_views.items():
            view.set_rosters(rosters_of_game(self._rosters, key))

    def show_game(self, key: str) -> None:
        index = self.game_combo.findData(key)
        if index >= 0:
            self.game_combo.setCurrentIndex(index)

    def game_view(self, key: str) -> GameMatrixView:
        view = self.game_views.get(key)
        if view is None:
            view = GameMatrixView(find_game(key))
            view.pairing_activated.connect(self._on_game_view_pairing_activated)
            self.game_views[key] = view
            self.stack.addWidget(view)
            view.set_rosters(rosters_of_game(self._rosters, key))
        return view

    def _on_game_combo_changed(self, _index: int) -> None:
        key = str(self.game_combo.currentData())
        if key == DEFAULT_GAME:
            self.stack.setCurrentWidget(self.view)
        else:
            self.stack.setCurrentWidget(self.game_view(key))

    def _on_game_view_pairing_activated(
        self, attacker: tuple[str, str], target: tuple[str, str], choice: int
    ) -> None:
        view = self.sender()
        if not isinstance(view, GameMatrixView):
            return
        self._combat.show_game(view.game.key)
        self._combat.game_pages(view.game.key).form.select(attacker, target, choice)
        self._combat.builder_dock.show()
        self._combat.results_dock.show()
        self._combat.builder_dock.raise_()

    def set_rule_options(self, options: RuleOptions) -> None:
        self.view.set_rule_options(options)

    def shutdown(self) -> None:
        """Stop a computation still running, before the window (and its thread) goes."""
        self.view.shutdown()

    def _on_view_matchup_activated(self, scenario: Scenario) -> None:
        result = self.view.result
        if result is None:
            return
        self._combat.builder.set_scenario_state(builder_state(result, scenario))
        self._combat.builder_dock.show()
        self._combat.results_dock.show()
        self._combat.builder_dock.raise_()
