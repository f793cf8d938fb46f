"""The calculator beside the roster editor: the combat builder and its results, as dock widgets.

Docks let a player keep the calculator beside the rosters (the default), float it onto a second
screen at the table, or hide the rosters altogether; the View menu brings back any dock, and the
layout is remembered with the window's state.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QFocusEvent, QWheelEvent
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

from gangfight_gui.gui.combat.builder.builder import CombatBuilder
from gangfight_gui.gui.combat.fight import Alternative, Fight
from gangfight_gui.gui.combat.results.pane import ResultsPane
from gangfight_gui.gui.common.fitting import COMPACT_WIDTH, scrolled
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.paths import set_path
from gangfight_gui.rules.game import (
    DEFAULT_GAME,
    find_game,
    game_keys,
    game_title,
    playable_games,
)
from gangfight_gui.rules.gangfight.options import RuleOptions
from gangfight_gui.rules.gangfight.reading import scenario_json
from gangfight_gui.rules.gangfight.scenario import Scenario

if TYPE_CHECKING:  # the docks show before any roster (and pydantic) is loaded
    from gangfight_gui.gui.combat.builder.game_form import GameFightForm
    from gangfight_gui.gui.roster.document import RosterDocument
    from gangfight_gui.roster.files import AnyRoster
    from gangfight_gui.roster.roster import Roster

RECOMPUTE_EVENT = QEvent.Type(QEvent.registerEventType())
"""Posted to the combat docks when the builder's scenario changed (see ``CombatDocks``)."""

BUILDER_WIDTH = 630
"""The builder at its narrowest (its ad hoc numbers row) beside a vertical scroll bar: no
sideways scrolling at 1280 or 1366 pixels wide."""
RESULTS_WIDTH = 640


def roster_labels(documents: Sequence[RosterDocument]) -> list[tuple[str, AnyRoster]]:
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


def roster_game(roster: object) -> str:
    """A roster's game without loading the roster files' modules (Gangfight's has none)."""
    game = getattr(roster, "game", DEFAULT_GAME)
    return game if isinstance(game, str) else DEFAULT_GAME


def gangfight_rosters(labelled: Sequence[tuple[str, AnyRoster]]) -> list[tuple[str, Roster]]:
    return [(label, r) for label, r in labelled if roster_game(r) == DEFAULT_GAME]


def rosters_of_game(
    labelled: Sequence[tuple[str, AnyRoster]], key: str
) -> list[tuple[str, Roster]]:
    return [(label, r) for label, r in labelled if roster_game(r) == key]


class GameCombo(QComboBox):
    """The games by title, listed when first wanted: the first game (the one shown at start)
    straight away, every other once the list is opened, focused, scrolled or asked for one.

    A game's title is its game object's, and loading a game imports its rules: listing them
    all before the first paint cost the start a sixth of a bare window's time (README, Speed).
    A game that cannot be loaded is left out (``game_problems`` names it)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._complete = False
        first = game_keys()[0]
        self.addItem(game_title(first), first)

    def complete(self) -> None:
        """Every game that loads, in menu order, the current one kept."""
        if self._complete:
            return
        self._complete = True
        with QSignalBlocker(self):
            current = self.currentData()
            listed = {self.itemData(i) for i in range(self.count())}
            for game in playable_games():
                if game.key not in listed:
                    self.addItem(game.title, game.key)
            self.setCurrentIndex(max(0, self.findData(current)))

    def showPopup(self) -> None:
        self.complete()
        super().showPopup()

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.complete()  # the keys may step through the games without opening the list
        super().focusInEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        self.complete()
        super().wheelEvent(event)


class GameSwitch(QWidget):
    """A "Game:" box above a stack of pages, one page per game, for the docks that serve every
    game (the builder and results, the matchups). Picking a game shows its page; the docks make
    the pages of the games other than Gangfight on first use.

    Signals:
        game_chosen(str): the key of the game picked.
    """

    game_chosen = Signal(str)

    def __init__(self, name: str, tip: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.combo = GameCombo(self)
        self.combo.setObjectName(name)
        self.combo.setToolTip(tip)
        self.stack = QStackedWidget(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        label = QLabel("&Game:", self)
        label.setBuddy(self.combo)
        row.addWidget(label)
        row.addWidget(self.combo, 1)
        layout.addLayout(row)
        layout.addWidget(self.stack, 1)
        self.combo.currentIndexChanged.connect(self._on_combo_current_index_changed)

    def current_game(self) -> str:
        return str(self.combo.currentData())

    def show_game(self, key: str) -> None:
        index = self.combo.findData(key)
        if index < 0:
            self.combo.complete()
            index = self.combo.findData(key)
        if index >= 0:
            self.combo.setCurrentIndex(index)

    def _on_combo_current_index_changed(self, _index: int) -> None:
        self.game_chosen.emit(self.current_game())


class GamePages:
    """The builder form of one game other than Gangfight, made on first use; its fights go to
    the one results pane (``CombatDocks``)."""

    def __init__(self, key: str) -> None:
        from gangfight_gui.gui.combat.builder.game_form import GameFightForm

        self.game = find_game(key)
        self.form: GameFightForm = GameFightForm(self.game)
        self.scroll = scrolled(self.form, f"{key}_builder_scroll")

    def fight(self, scenario: dict[str, Any]) -> Fight:
        """The form's scenario as the results pane takes it, with every choice of the pair."""
        form = self.form
        alternatives = tuple(Alternative(label, s) for label, s in form.alternatives())
        return Fight(
            self.game,
            scenario,
            self.game.describe(scenario),
            None,
            (),
            alternatives,
            form.current_alternative(),
        )

    def apply(self, patch: dict[str, object]) -> None:
        """Make an advice row's or a what-if's change in the form: its fields, or the choice
        of weapons it names; a change the form has no control for is left alone."""
        form = self.form
        scenario = form.scenario()
        if scenario is None:
            return
        for key, value in patch.items():
            set_path(scenario, key, value)
        for index, (_, alternative) in enumerate(form.alternatives()):
            if alternative.get("weapons") == scenario.get("weapons") and "weapons" in patch:
                form.activate_alternative(index)
                return
        form._show_values(scenario, force=True)  # the form's own setter of its fields
        form._on_field_changed()


class CombatDocks(QObject):
    """Owns the builder and the results pane and keeps the results in step with the builder.

    Every change of the builder's scenario is computed when the event loop next turns, so a burst
    of changes (rosters opening, a restored state) costs one calculation. The request is a posted
    event of high priority rather than a zero timer: Qt then handles it before the repaint that
    the builder's own change has queued, and the window paints the builder and the results in
    one pass instead of two (benchmarks/bench_gui_recompute.py times the round trip).
    """

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.builder = CombatBuilder(window)
        self.results = ResultsPane(window)
        self._pending: Scenario | str | None = None
        self._tabified = False
        self._posted = False
        self.builder.scenario_changed.connect(self._on_builder_scenario_changed)
        self.builder.scenario_refused.connect(self._on_builder_scenario_refused)
        self.results.patch_chosen.connect(self._on_results_patch_chosen)
        self.results.alternative_chosen.connect(self._on_results_alternative_chosen)

        # Both scroll when squeezed rather than make the window wider than a laptop's screen.
        self.builder_area = scrolled(self.builder, "combat_builder_scroll", window)
        self.results_area = scrolled(self.results, "results_scroll", window)

        # One builder page per game: Gangfight's, and each other game's, made when a roster of
        # that game is first opened; one results pane for all. The game combo follows the
        # roster in front.
        self.switch = GameSwitch("game_combo", "The game whose fight the builder sets up", window)
        self.game_combo = self.switch.combo
        self.builder_stack = self.switch.stack
        self.builder_stack.setObjectName("builder_stack")
        self.builder_stack.addWidget(self.builder_area)
        # The headline odds stay in view over the builder, whatever tab the results show
        # (issue 24: "the answer is hidden").
        switch_layout = self.switch.layout()
        assert isinstance(switch_layout, QVBoxLayout)
        switch_layout.insertWidget(1, self.results.headline_strip())
        self.results_stack = QStackedWidget(window)
        self.results_stack.setObjectName("results_stack")
        self.results_stack.addWidget(self.results_area)
        self.games: dict[str, GamePages] = {}
        self._rosters: list[tuple[str, AnyRoster]] = []
        self.switch.game_chosen.connect(self._on_switch_game_chosen)

        self.builder_dock = self._dock(
            window, "Combat &builder", "combat_builder_dock", self.switch
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

    def set_documents(self, documents: Sequence[RosterDocument]) -> None:
        labelled = roster_labels(documents)
        self._rosters = labelled
        self.builder.set_rosters(gangfight_rosters(labelled))
        for key, pages in self.games.items():
            pages.form.set_rosters(rosters_of_game(labelled, key))

    def current_game(self) -> str:
        return self.switch.current_game()

    def show_game(self, key: str) -> None:
        """Bring ``key``'s builder and results to the front (the roster in front is of it)."""
        self.switch.show_game(key)

    def game_pages(self, key: str) -> GamePages:
        """The builder form of a game other than Gangfight, made on first use."""
        pages = self.games.get(key)
        if pages is None:
            pages = GamePages(key)
            self.games[key] = pages
            self.builder_stack.addWidget(pages.scroll)
            pages.form.scenario_changed.connect(self._on_game_form_scenario_changed)
            pages.form.scenario_refused.connect(self._on_game_form_scenario_refused)
            pages.form.set_rosters(rosters_of_game(self._rosters, key))
        return pages

    def _on_switch_game_chosen(self, key: str) -> None:
        if key == DEFAULT_GAME:
            self.builder_stack.setCurrentIndex(0)
            self._pending = self.builder.scenario() or self.builder.refusal()
            self._schedule()
            return
        pages = self.game_pages(key)
        self.builder_stack.setCurrentWidget(pages.scroll)
        self._show_game_form(pages)

    def _show_game_form(self, pages: GamePages) -> None:
        """The results of the fight a game's form sets up now (the pane serves the game in
        front)."""
        scenario = pages.form.scenario()
        if scenario is None:
            self.results.show_refusal(pages.form.refusal())
        else:
            self.results.show_fight(pages.fight(scenario))

    def _on_game_form_scenario_changed(self, _scenario: dict[str, Any]) -> None:
        pages = self.games.get(self.current_game())
        if pages is not None and self.sender() is pages.form:
            self._show_game_form(pages)

    def _on_game_form_scenario_refused(self, message: str) -> None:
        pages = self.games.get(self.current_game())
        if pages is not None and self.sender() is pages.form:
            self.results.show_refusal(message)

    def _on_results_alternative_chosen(self, index: int) -> None:
        pages = self.games.get(self.current_game())
        if pages is not None:
            pages.form.activate_alternative(index)

    def _on_results_patch_chosen(self, patch: object) -> None:
        if not isinstance(patch, dict):
            return
        pages = self.games.get(self.current_game())
        if pages is not None:
            pages.apply(patch)
            return
        current = self.builder.scenario()
        if current is None:
            return
        data = scenario_json(current)
        for key, value in patch.items():
            set_path(data, key, value)
        try:
            variant = find_game(DEFAULT_GAME).read_scenario(data)
        except (RulesError, ScenarioShapeError):
            return
        self.builder.take_variant(variant)

    def fit_width(self, window: QMainWindow, width: int) -> None:
        """Below COMPACT_WIDTH put the results behind the builder as tabs; split them when wide.

        Only docks that sit side by side in one dock area are tabified, and only docks this
        method tabified are split again, so a layout the player made by hand is left alone.
        """
        compact = width < COMPACT_WIDTH
        builder, results = self.builder_dock, self.results_dock
        together = results in window.tabifiedDockWidgets(builder)
        if compact and not together and self._side_by_side(window):
            window.tabifyDockWidget(builder, results)
            builder.raise_()
            # The builder's one column; the rosters keep the rest.
            window.resizeDocks(
                [builder], [min(BUILDER_WIDTH, width // 2)], Qt.Orientation.Horizontal
            )
            self._tabified = True
        elif not compact and together and self._tabified:
            self.split(window)
            self.use_default_sizes(window)
            self._tabified = False

    def split(self, window: QMainWindow) -> None:
        """Builder and results side by side, if they are tabs of one place."""
        builder, results = self.builder_dock, self.results_dock
        if results not in window.tabifiedDockWidgets(builder):
            return
        # splitDockWidget would only add a tab beside a tabbed dock, and taking the dock out
        # first leaves a stray tab bar: adding it again moves it out of the tabs. (Done outside
        # a resize of the window, Qt 6.11 leaves the tab bar painted: only fit_width calls this.)
        window.addDockWidget(window.dockWidgetArea(builder), results, Qt.Orientation.Horizontal)
        results.show()

    def _side_by_side(self, window: QMainWindow) -> bool:
        docks = (self.builder_dock, self.results_dock)
        if any(dock.isFloating() or dock.isHidden() for dock in docks):
            return False
        return window.dockWidgetArea(docks[0]) == window.dockWidgetArea(docks[1])

    def set_rule_options(self, options: RuleOptions) -> None:
        self.builder.set_rule_options(options)

    def recompute_now(self) -> None:
        """Show the current scenario's results at once (for screenshots and tests)."""
        scenario = self.builder.scenario()
        refusal = self.builder.refusal()
        self._pending = scenario if scenario is not None else refusal
        self._recompute()

    def event(self, event: QEvent) -> bool:
        if event.type() == RECOMPUTE_EVENT:
            self._posted = False
            self._recompute()
            return True
        return super().event(event)

    def _schedule(self) -> None:
        if not self._posted:
            self._posted = True
            QCoreApplication.postEvent(
                self, QEvent(RECOMPUTE_EVENT), Qt.EventPriority.HighEventPriority.value
            )

    def _on_builder_scenario_changed(self, scenario: Scenario) -> None:
        self._pending = scenario
        self._schedule()

    def _on_builder_scenario_refused(self, message: str) -> None:
        self._pending = message
        self._schedule()

    def _recompute(self) -> None:
        pending, self._pending = self._pending, None
        if self.current_game() != DEFAULT_GAME:  # the pane serves the game in front
            return
        if isinstance(pending, str):
            self.results.show_refusal(pending)
        elif pending is not None:
            game = find_game(DEFAULT_GAME)
            data = scenario_json(pending)
            self.results.show_fight(
                Fight(
                    game,
                    data,
                    game.describe(data),
                    None,
                    (),
                    adhoc=tuple(self.builder.adhoc_lines()),
                )
            )
