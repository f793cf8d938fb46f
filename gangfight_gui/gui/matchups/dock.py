"""The matchup matrix in the main window: a dock below the rosters and the calculator.

Hidden until asked for (View › Matchups, or the toolbar), since a whole gang against another is
a pre-game question; double-clicking a cell opens that matchup in the combat builder.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
)

from gangfight_gui.gui.combat.builder.form import RangeBy
from gangfight_gui.gui.common.fitting import scrolled
from gangfight_gui.gui.shell.combat_docks import (
    CombatDocks,
    GameSwitch,
    gangfight_rosters,
    roster_labels,
    rosters_of_game,
)
from gangfight_gui.rules.game import DEFAULT_GAME
from gangfight_gui.rules.gangfight.options import RuleOptions

if TYPE_CHECKING:
    from gangfight_gui.gui.matchups.game_matrix import GameMatrixView
    from gangfight_gui.gui.matchups.result import MatrixResult
    from gangfight_gui.gui.matchups.view import MatchupMatrixView
    from gangfight_gui.gui.roster.document import RosterDocument


def builder_state(
    result: MatrixResult, labels: tuple[str, str], row: int, column: int
) -> dict[str, Any] | None:
    """The combat builder's state for the best attack of a matrix cell; None if it has none.

    The attacker and the target are named by their rosters' labels (``labels``: attackers',
    targets'), their names and their places (row and column are the models' places in their
    rosters), so a cell of the second of two models named alike, or of the second of two
    rosters named alike, opens exactly that model (issue 14).
    """
    best = result.cell(row, column).best
    if best is None:
        return None
    scenario = best.scenario
    return {
        "attacker": [labels[0], result.attackers[row], row],
        "target": [labels[1], result.targets[column], column],
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
    """The matchups dock; its view (and every module behind it) is made on first use.

    The matrix is a pre-game tool, hidden at start: importing and building it before the window
    shows was a fifth of the start-up time. The rosters and rule options are kept meanwhile and
    handed over when the view is made.
    """

    def __init__(self, window: QMainWindow, combat: CombatDocks) -> None:
        super().__init__(window)
        self._combat = combat
        self._window = window
        self._view: MatchupMatrixView | None = None
        self._documents: Sequence[RosterDocument] = ()
        self._options: RuleOptions | None = None
        # Gangfight's matrix, and one per other game, behind a game combo; each made on first use.
        self.switch = GameSwitch(
            "matchups_game_combo", "The game whose rosters the matrix compares", window
        )
        self.game_combo = self.switch.combo
        self.stack = self.switch.stack
        self.game_views: dict[str, GameMatrixView] = {}
        self.switch.game_chosen.connect(self._on_switch_game_chosen)
        self.dock = QDockWidget("Matchups", window)
        self.dock.setObjectName("matchups_dock")
        self.dock.setWidget(self.switch)
        # Shown by the player or by a restored window state: the view is made before it paints.
        # A lambda, not a bound slot: the dock also hides while the window is being destroyed,
        # when PySide could no longer find a slot on this object.
        self.dock.visibilityChanged.connect(lambda visible: self._ensure_view(visible))
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
        self.dock.hide()
        action = self.dock.toggleViewAction()
        action.setText("&Matchups")
        action.setShortcut(QKeySequence("Ctrl+M"))
        action.setToolTip("Every model of one roster against every model of another (Ctrl+M)")

    @property
    def view(self) -> MatchupMatrixView:
        """The matrix view, made (with the rosters and options so far) when first asked for."""
        if self._view is None:
            from gangfight_gui.gui.matchups.view import MatchupMatrixView

            self._view = MatchupMatrixView(self._window)
            self._view.set_rosters(gangfight_rosters(roster_labels(self._documents)))
            if self._options is not None:
                self._view.set_rule_options(self._options)
            self._view.cell_activated.connect(self._on_view_cell_activated)
            # It scrolls when squeezed rather than make the window taller (issue 14).
            self.stack.insertWidget(0, scrolled(self._view, "matchups_scroll", self._window))
            if self.current_game() == DEFAULT_GAME:
                self.stack.setCurrentIndex(0)
        return self._view

    def current_game(self) -> str:
        return self.switch.current_game()

    def set_documents(self, documents: Sequence[RosterDocument]) -> None:
        self._documents = tuple(documents)
        labelled = roster_labels(documents)
        if self._view is not None:
            self._view.set_rosters(gangfight_rosters(labelled))
        for key, view in self.game_views.items():
            view.set_rosters(rosters_of_game(labelled, key))

    def show_game(self, key: str) -> None:
        """Show ``key``'s matrix (the roster in front is of that game)."""
        self.switch.show_game(key)

    def game_view(self, key: str) -> GameMatrixView:
        """The matrix of a game other than Gangfight, made on first use."""
        view = self.game_views.get(key)
        if view is None:
            from gangfight_gui.gui.matchups.game_matrix import GameMatrixView
            from gangfight_gui.rules.game import find_game

            view = GameMatrixView(find_game(key))
            view.pairing_activated.connect(self._on_game_view_pairing_activated)
            self.game_views[key] = view
            self.stack.addWidget(view)
            view.set_rosters(rosters_of_game(roster_labels(self._documents), key))
        return view

    def _on_switch_game_chosen(self, key: str) -> None:
        if key == DEFAULT_GAME:
            if self._view is not None or self.dock.isVisible():
                self.view  # noqa: B018  (made by the property, first in the stack)
                self.stack.setCurrentIndex(0)
        else:
            self.stack.setCurrentWidget(self.game_view(key))

    def _on_game_view_pairing_activated(
        self, attacker: tuple[str, str], target: tuple[str, str], choice: int
    ) -> None:
        from gangfight_gui.gui.matchups.game_matrix import GameMatrixView

        view = self.sender()
        if not isinstance(view, GameMatrixView):
            return
        self._combat.show_game(view.game.key)
        self._combat.game_pages(view.game.key).form.select(attacker, target, choice)
        self._combat.builder_dock.show()
        self._combat.results_dock.show()
        self._combat.builder_dock.raise_()

    def set_rule_options(self, options: RuleOptions) -> None:
        self._options = options
        if self._view is not None:
            self._view.set_rule_options(options)

    def shutdown(self) -> None:
        """Stop a computation still running, before the window (and its thread) goes."""
        if self._view is not None:
            self._view.shutdown()

    def _ensure_view(self, visible: bool) -> None:
        if visible and self.current_game() == DEFAULT_GAME and self._view is None:
            self.view  # noqa: B018  (made by the property)

    def _on_view_cell_activated(self, row: int, column: int) -> None:
        view = self.view
        result = view.result
        state = None if result is None else builder_state(result, view.result_labels, row, column)
        if state is None:
            return
        self._combat.builder.set_scenario_state(state)
        self._combat.builder_dock.show()
        self._combat.results_dock.show()
        self._combat.builder_dock.raise_()
