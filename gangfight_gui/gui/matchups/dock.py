"""The matchup matrix in the main window: a dock below the rosters and the calculator.

Hidden until asked for (View › Matchups, or the toolbar), since a whole gang against another is
a pre-game question; double-clicking a cell opens that matchup in the combat builder.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow

from gangfight_gui.gui.combat.builder.form import RangeBy
from gangfight_gui.gui.fitting import scrolled
from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.gui.matchups.view import MatchupMatrixView
from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.shell.combat_docks import CombatDocks, roster_labels
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
        self.dock = QDockWidget("Matchups", window)
        self.dock.setObjectName("matchups_dock")
        self.dock.setWidget(scrolled(self.view, "matchups_scroll", window))
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
        self.dock.hide()
        action = self.dock.toggleViewAction()
        action.setText("&Matchups")
        action.setShortcut(QKeySequence("Ctrl+M"))
        action.setToolTip("Every model of one roster against every model of another (Ctrl+M)")
        self.view.matchup_activated.connect(self._on_view_matchup_activated)

    def set_documents(self, documents: Sequence[RosterDocument]) -> None:
        self.view.set_rosters(roster_labels(documents))

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
