"""The calculator beside the roster editor: the combat builder and its results, as dock widgets,
one builder and results pane per game, following the game of the roster in front."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QScrollArea,
    QStackedWidget,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.combat.builder.empty import SWAP_TIP, EmptyBuilder, no_roster_text
from gangfight_gui.gui.combat.results.pane import ResultsPane
from gangfight_gui.gui.combat.results.tab_pages import TAB_TEXTS, TABS
from gangfight_gui.gui.common.fitting import (
    BUILDER_WIDTH,
    COMPACT_WIDTH,
    RESULTS_WIDTH,
    RoomKeptScrollBar,
    scrolled,
)
from gangfight_gui.gui.common.named_widgets import NO_MARGINS, lay_out, named
from gangfight_gui.gui.shell.shortcuts import Act, fill
from gangfight_gui.rules.game import find_game, game_keys, shown_title

if TYPE_CHECKING:  # the docks show before any roster (and pydantic) is loaded
    from gangfight_gui.gui.combat.builder.builder import CombatBuilder
    from gangfight_gui.gui.combat.fight import EntryKey, Fight
    from gangfight_gui.gui.roster.document import RosterDocument
    from gangfight_gui.roster.files import AnyRoster
    from gangfight_gui.roster.roster import Roster
    from gangfight_gui.rules.game import AnyGame

RECOMPUTE_EVENT = QEvent.Type(QEvent.registerEventType())
"""Posted to the combat docks when a builder's fight changed (see ``CombatDocks``)."""
FIRST_PAGE_EVENT = QEvent.Type(QEvent.registerEventType())
"""Posted to the combat docks as they are made: the first game's page, if no roster brought
another game's before the window first paints (see ``CombatDocks._first_page``)."""

COMPACT_SHARE = 0.45
"""The calculator's part of a narrow window (its two docks tabbed in one place): at 1280 and
1366 pixels wide its views show whole (the results' tabs unelided), and the rosters keep room
for a Necromunda fighter table without sideways scrolling."""
SWAP = Act("swap", "S&wap Attacker and Target", keys=("Ctrl+Shift+W",))
"""Ctrl+W is taken by File > Close (QKeySequence.StandardKey.Close); Shift makes it the swap."""


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


def rosters_of_game(
    labelled: Sequence[tuple[str, AnyRoster]], key: str
) -> list[tuple[str, Roster]]:
    return [(label, r) for label, r in labelled if r.game == key]


class CombatPage(QObject):
    """One game's builder and results, and where they sit.

    The builder is made when first wanted (``builder``: a roster of the game open, or anything
    asking for it); until then its place shows the one line it would show (``EmptyBuilder``),
    so a window with no roster of the game neither imports nor builds it. ``when_made`` is
    called with the page once the builder is in place.
    """

    def __init__(
        self, key: str, window: QMainWindow, when_made: Callable[[CombatPage], None]
    ) -> None:
        super().__init__(window)
        self.key = key
        self.title = shown_title(key)
        """The game's title: all its empty page shows of it (the game loads with the builder)."""
        self._window = window
        self._when_made = when_made
        self._builder: CombatBuilder | None = None
        self.results = named(ResultsPane(window), f"{key}_results")
        empty = EmptyBuilder(self.title, window)
        self.builder_area: QScrollArea = scrolled(empty, f"{key}_builder_scroll", window)
        # Never sideways: the builder lays itself out for any width down to its
        # least, and its dock is never made narrower than that. The vertical bar's room is
        # always kept, so rows a circumstance shows (a Reaction's settings) never change the
        # width the builder is laid out in (every widget of it resized and painted again).
        area = self.builder_area
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        area.setVerticalScrollBar(RoomKeptScrollBar(area))  # no bar shown with nothing to scroll
        self._fit_area(empty)
        self.results_area: QScrollArea = scrolled(self.results, f"{key}_results_scroll", window)
        self.headline: QWidget = self.results.headline_strip()

    def _fit_area(self, panel: QWidget) -> None:
        area = self.builder_area
        scroll_bar = area.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        area.setMinimumWidth(panel.minimumSizeHint().width() + scroll_bar)

    @property
    def game(self) -> AnyGame:
        """The game, loaded and checked on first use."""
        return find_game(self.key)

    @property
    def made(self) -> bool:
        """Whether the builder is made (else its place shows ``EmptyBuilder``)."""
        return self._builder is not None

    @property
    def builder(self) -> CombatBuilder:
        """The game's builder, made on first use in its place (the empty line deleted)."""
        if self._builder is None:
            from gangfight_gui.gui.combat.builder.builder import CombatBuilder

            builder = CombatBuilder(self.game, self._window)
            self._builder = builder
            self._fit_area(builder)
            self.builder_area.setWidget(builder)
            builder.show()
            self.results.alternative_chosen.connect(builder.choose_alternative)
            self.results.patch_chosen.connect(builder.apply_patch)
            self._when_made(self)
        return self._builder

    def has_rosters(self) -> bool:
        """Whether a roster of the game is open in the builder."""
        return self._builder is not None and self._builder.has_rosters()


class CombatDocks(QObject):
    """Owns each game's builder and results pane and keeps the results in step with the builder.

    Every change of the builder's fight is handed to the results when the event loop next turns,
    so a burst of changes (rosters opening, a restored fight) costs one calculation. The request
    is a posted event of high priority rather than a zero timer: Qt then handles it before the
    repaint that the builder's own change has queued, and the window paints the builder and the
    results in one pass instead of two (benchmarks/bench_gui_recompute.py times the round trip).

    Signals:
        edit_refused(str): a number typed out of range in a builder; carries the reason.
        fight_edited(): a builder's fight changed (an edit made, rosters opened).
    """

    edit_refused = Signal(str)
    fight_edited = Signal()

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.pages: dict[str, CombatPage] = {}
        self._pending: dict[str, Fight | str] = {}
        self._posted = False
        self._tabified = False
        self._fitted_width = 0
        """The window width the tabbed calculator was last given its share of (a height change,
        or a splitter the player dragged, keeps its width)."""
        self._rosters: list[tuple[str, AnyRoster]] = []
        self._battle: list[tuple[str, AnyRoster]] = []
        """A battle's two sides, each entry as it stands now (``gui/night/links.py``)."""
        self._front: tuple[str, str] | None = None
        """The roster in front: (its game, its label)."""
        self._house_rules: dict[str, dict[str, object]] = {}
        self._states: dict[str, object] = {}
        """Remembered fights of games not shown yet: restored when their page is made."""
        self._menu: QMenu | None = None
        self._held = False
        """Rosters are being opened (``hold_first_page``): the first game's page waits."""

        self.headline_stack = named(QStackedWidget(window), "headline_slot")
        """The results' always-visible headline strip of the game in front."""
        self.builder_stack = named(QStackedWidget(window), "builder_stack")
        self.results_stack = named(QStackedWidget(window), "results_stack")
        builder_panel = named(QWidget(window), "builder_panel")
        parts = (self.headline_stack, self._results_links(builder_panel), (self.builder_stack, 1))
        lay_out(QVBoxLayout(builder_panel), *parts, margins=NO_MARGINS, spacing=0)

        self.swap_action = SWAP.make(self, lambda: self.builder.swap())
        self.swap_action.setToolTip(SWAP_TIP)
        window.addAction(self.swap_action)

        self.builder_dock = self._dock(
            window, "Combat &builder", "combat_builder_dock", builder_panel
        )
        self.results_dock = self._dock(window, "&Results", "results_dock", self.results_stack)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.builder_dock)
        window.splitDockWidget(self.builder_dock, self.results_dock, Qt.Orientation.Horizontal)
        QCoreApplication.postEvent(
            self, QEvent(FIRST_PAGE_EVENT), Qt.EventPriority.HighEventPriority.value
        )

    def _results_links(self, parent: QWidget) -> QWidget:
        """One button a results view under the headline: the deeper views a click away from
        the builder, each shown whole in the results dock (the results sat in a tab
        behind the builder, and a player did not know they were there)."""
        row = named(QWidget(parent), "results_links")
        parts: list[QWidget | None] = [named(QLabel("Results:", row), "results_links_label")]
        for name in TABS:
            text, tip = TAB_TEXTS[name]
            button = named(QToolButton(row), f"show_{name}_button")
            button.setText(text)
            button.setToolTip(f"Show {text} in the results: {tip}")
            button.setAutoRaise(True)
            button.clicked.connect(lambda _=False, n=name: self.show_results(n))
            parts.append(button)
        lay_out(QHBoxLayout(row), *parts, None, margins=(2, 0, 2, 2), spacing=0)
        return row

    def show_results(self, name: str) -> None:
        """The results of the game in front, at view ``name`` (a tab of ``TABS``), in view."""
        self.results.show_tab(name)
        self.results_dock.show()
        self.results_dock.raise_()

    @staticmethod
    def _dock(window: QMainWindow, title: str, name: str, widget: QWidget) -> QDockWidget:
        dock = named(QDockWidget(title.replace("&", ""), window), name)
        dock.setWidget(widget)  # movable, floatable and closable: Qt's default
        dock.toggleViewAction().setText(title)
        return dock

    # -- the game in front ------------------------------------------------------------------

    def page(self, key: str) -> CombatPage:
        """``key``'s builder and results, made on first use."""
        page = self.pages.get(key)
        if page is None:
            page = CombatPage(key, self._window, self._builder_made)
            self.pages[key] = page
            self.builder_stack.addWidget(page.builder_area)
            self.results_stack.addWidget(page.results_area)
            self.headline_stack.addWidget(page.headline)
            if rosters_of_game([*self._rosters, *self._battle], key):
                page.builder  # noqa: B018  (made now, with the rosters)
            else:
                self._on_builder_changed(key, no_roster_text(page.title))
        return page

    def _builder_made(self, page: CombatPage) -> None:
        """A page's builder just made: in step with the docks, given what they hold for it."""
        key, builder = page.key, page.builder
        builder.fight_changed.connect(lambda fight, k=key: self._on_builder_changed(k, fight))
        builder.fight_refused.connect(lambda text, k=key: self._on_builder_changed(k, text))
        builder.edit_refused.connect(self.edit_refused.emit)
        if key in self._house_rules:
            builder.set_house_rules(self._house_rules[key])
        state = self._states.pop(key, None)
        if state is not None:
            builder.set_fight_state(state)
        builder.set_rosters(rosters_of_game([*self._rosters, *self._battle], key))
        if self._front is not None and self._front[0] == key:
            builder.set_front(self._front[1])
        fight = builder.fight()
        self._on_builder_changed(key, fight if fight is not None else builder.refusal())

    @property
    def current(self) -> CombatPage:
        """The page of the game in front."""
        self._first_page()
        return self.page(self.current_game())

    def _first_page(self) -> None:
        """With no page yet, the first game's in front: what the docks show with no roster open.

        Made when first wanted (``current``), else when the event loop first turns, before the
        first paint (``FIRST_PAGE_EVENT``, posted as the docks are made), or, with rosters being
        opened (``hold_first_page``), once they are read: a window opening a roster of another
        game (``gangfight-gui ROSTER``) then never loads and builds that first game's page."""
        if not self.pages:
            self.show_game(game_keys()[0])

    def hold_first_page(self) -> None:
        """Rosters are being read (the window paints first and reads after): the first game's
        page waits for them, so a window opening another game's rosters never loads and builds
        it; until ``release_first_page`` the docks show no game's page unless asked for one."""
        self._held = True

    def release_first_page(self) -> None:
        """The rosters read (or refused): the first game's page if none came with them."""
        self._held = False
        self._first_page()

    @property
    def builder(self) -> CombatBuilder:
        """The builder of the game in front."""
        return self.current.builder

    @property
    def results(self) -> ResultsPane:
        """The results of the game in front."""
        return self.current.results

    def current_game(self) -> str:
        widget = self.builder_stack.currentWidget()
        shown = (key for key, page in self.pages.items() if page.builder_area is widget)
        return next(shown, game_keys()[0])

    def show_game(self, key: str) -> None:
        """Bring ``key``'s builder and results to the front (the roster in front is of it)."""
        page = self.page(key)
        if self.builder_stack.indexOf(page.builder_area) >= 0:
            self.builder_stack.setCurrentWidget(page.builder_area)
        if self.results_stack.indexOf(page.results_area) >= 0:
            self.results_stack.setCurrentWidget(page.results_area)
        self.headline_stack.setCurrentWidget(page.headline)
        for dock, menu in ((self.builder_dock, "Combat &builder"), (self.results_dock, "&Results")):
            dock.setWindowTitle(f"{menu.replace('&', '')}: {page.title}")
            dock.toggleViewAction().setText(menu)  # the View menu keeps its mnemonic
        self._fill_menu()

    def set_front(self, document: RosterDocument | None) -> None:
        """The roster in front: its game's combat comes to the front, and, until the player
        picks, its first entry attacks."""
        if document is None:
            return
        key = document.roster.game
        label = next(
            (label for label, roster in self._rosters if roster is document.roster),
            document.display_name,
        )
        self._front = (key, label)
        self.show_game(key)
        self.page(key).builder.set_front(label)

    # -- the Combat menu --------------------------------------------------------------------

    def set_menu(self, menu: QMenu) -> None:
        """The Combat menu: it shows the roll, copy and pin of the fight on screen, and Swap."""
        self._menu = menu
        self._fill_menu()

    def combat_actions(self) -> list[QAction]:
        """The Combat menu's actions for the game in front, in menu order."""
        results = self.results
        return [results.roll_action, results.copy_roll_action, results.pin_action]

    def _fill_menu(self) -> None:
        menu = self._menu
        if menu is None or not self.pages:  # filled when the first page is shown
            return
        menu.clear()
        fill(menu, self.combat_actions(), [self.swap_action])

    # -- what the window hands on -----------------------------------------------------------

    def set_documents(self, documents: Sequence[RosterDocument]) -> None:
        self._rosters = roster_labels(documents)
        self._give_rosters()

    def set_battle_rosters(self, rosters: Sequence[tuple[str, AnyRoster]]) -> None:
        """A battle's sides, as rosters of their entries as they stand now (none: no battle):
        picked in the builder like the open rosters, so a fight starts from the battle."""
        self._battle = list(rosters)
        self._give_rosters()
        # The odds of the battle's fight are what the player waits for after a roll is
        # applied: worked out now, not when the event loop next turns, so the results are
        # calculated in the loop's next pass and painted in it with the builder
        # (benchmarks/bench_battle_window.py). Other games' builders wait for their turn.
        for page in self._pages_of(self._battle):
            page.builder.refresh_now()

    def prepare_rosters(self, rosters: Sequence[tuple[str, AnyRoster]]) -> None:
        """A battle's sides as they would stand after a roll waiting to be applied: their
        game's builder works their fight out ahead (``CombatBuilder.prepare``), shows nothing."""
        labelled = [*self._rosters, *rosters]
        for page in self._pages_of(rosters):
            page.builder.prepare(rosters_of_game(labelled, page.key))

    def _pages_of(self, rosters: Sequence[tuple[str, AnyRoster]]) -> list[CombatPage]:
        """The made pages of the games ``rosters`` are of (a battle's: one game)."""
        keys = {roster.game for _label, roster in rosters}
        return [page for key, page in self.pages.items() if key in keys]

    def _give_rosters(self) -> None:
        labelled = [*self._rosters, *self._battle]
        for key, page in self.pages.items():
            rosters = rosters_of_game(labelled, key)
            if page.made:
                page.builder.set_rosters(rosters)
            elif rosters:
                page.builder  # noqa: B018  (made now, given the rosters as it is)

    def set_house_rules(self, game_key: str, values: Mapping[str, object]) -> None:
        """Preferences' house rules of a game: set on every fight of it (``with_house_rules``)."""
        self._house_rules[game_key] = dict(values)
        page = self.pages.get(game_key)
        if page is not None and page.made:
            page.builder.set_house_rules(values)

    def fight_states(self) -> dict[str, Any]:
        """Each game's last fight (``CombatBuilder.fight_state``), by game key."""
        states = dict(self._states)
        for key, page in self.pages.items():
            if page.made:
                states[key] = page.builder.fight_state()
        return states

    def set_fight_states(self, states: Mapping[str, Any]) -> None:
        """Restore each game's last fight: now for a game whose builder is made, else when it
        is made."""
        for key, state in states.items():
            page = self.pages.get(key)
            if page is not None and page.made:
                page.builder.set_fight_state(state)
            else:
                self._states[key] = state

    def open_fight(
        self,
        key: str,
        attacker: EntryKey | None,
        targets: tuple[EntryKey, ...],
        scenario: Mapping[str, Any],
    ) -> None:
        """A matchup cell of game ``key``: exactly those entries, that choice and its
        circumstances, in the game's builder, brought to the front."""
        self.show_game(key)
        self.page(key).builder.open_fight(attacker, targets, scenario)
        for dock in (self.builder_dock, self.results_dock):
            dock.show()
        self.builder_dock.raise_()

    # -- layout -----------------------------------------------------------------------------

    def use_default_sizes(self, window: QMainWindow) -> None:
        """Builder and results side by side at their comfortable widths; rosters get the rest."""
        window.resizeDocks(
            [self.builder_dock, self.results_dock],
            [BUILDER_WIDTH, RESULTS_WIDTH],
            Qt.Orientation.Horizontal,
        )

    def fit_width(self, window: QMainWindow, width: int) -> None:
        """Below COMPACT_WIDTH put the results behind the builder as tabs; split them when wide.

        The headline strip stays above the builder, so the answer is in view either way. Only
        docks that sit side by side in one dock area are tabified, and only docks this method
        tabified are split again, so a layout the player made by hand is left alone.
        """
        compact = width < COMPACT_WIDTH
        builder, results = self.builder_dock, self.results_dock
        together = results in window.tabifiedDockWidgets(builder)
        if compact and not together and self._side_by_side(window):
            window.tabifyDockWidget(builder, results)
            builder.raise_()
            self._tabified = True
            together = True
        if compact and together and self._tabified and width != self._fitted_width:
            self._fitted_width = width
            window.resizeDocks([builder], [int(width * COMPACT_SHARE)], Qt.Orientation.Horizontal)
        elif not compact and together and self._tabified:
            self.split(window)
            self.use_default_sizes(window)
            self._tabified = False
            self._fitted_width = 0

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

    # -- results in step --------------------------------------------------------------------

    def work_out_now(self) -> None:
        """Each made builder's fight worked out now if its rosters or front changed, not when the
        event loop next turns: after opening rosters, so the window's first paint with them
        shows the fight, and its odds computed before that paint (a second paint saved)."""
        for page in self.pages.values():
            if page.made:
                page.builder.refresh_now()

    def recompute_now(self) -> None:
        """Show the current fights' results at once, laid out even where the results are a
        tab behind the builder's (for screenshots and tests)."""
        for key, page in self.pages.items():
            if not page.made:  # no roster of its game: its results say nothing
                continue
            fight = page.builder.fight()
            self._pending[key] = fight if fight is not None else page.builder.refusal()
        self._recompute()
        for page in self.pages.values():
            page.results.catch_up()

    def event(self, event: QEvent) -> bool:
        if event.type() == RECOMPUTE_EVENT:
            self._posted = False
            self._recompute()
            return True
        if event.type() == FIRST_PAGE_EVENT:
            if not self._held:
                self._first_page()
                self._lay_out_now()
            return True
        return super().event(event)

    @staticmethod
    def _lay_out_now() -> None:
        """The layouts the first page asked for, done before the first paint (twice: the first
        pass gives word-wrapped labels their width, the second their height), so the window
        is painted once, settled, not a second time when they are done after it."""
        for _ in range(2):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    def _on_builder_changed(self, key: str, fight: Fight | str) -> None:
        self._pending[key] = fight
        self.fight_edited.emit()
        if not self._posted:
            self._posted = True
            QCoreApplication.postEvent(
                self, QEvent(RECOMPUTE_EVENT), Qt.EventPriority.HighEventPriority.value
            )

    def _recompute(self) -> None:
        pending, self._pending = self._pending, {}
        for key, fight in pending.items():
            page = self.pages.get(key)
            if page is None:
                continue
            if isinstance(fight, str):
                # No roster of the game open: nothing refused, the builder says where to start.
                page.results.show_refusal(fight if page.has_rosters() else "")
            else:
                page.results.show_fight(fight)
