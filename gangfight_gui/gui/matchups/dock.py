"""The matchups in the main window: one dock for every game, showing the matrix of the game of
the roster in front, that roster attacking."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QStackedWidget, QWidget

from gangfight_gui.gui.common.fitting import scrolled

if TYPE_CHECKING:
    from gangfight_gui.gui.matchups.view import MatchupsView
    from gangfight_gui.roster.files import AnyRoster

SHARE = 0.5
"""The part of the window's height the dock takes when shown docked at the top or bottom."""
ROOMY_HEIGHT = 900
"""A window shorter than this (a laptop's 768 or 720 pixels) leaves a dock at the bottom room for
a row or two of the matrix once the rosters and the builder have theirs: the dock goes beside the
builder and the results instead."""


class MatchupsDock(QObject):
    """The matchups dock; its views (and every module behind them) are made on first use, so
    nothing of them is built before the window shows and a game nobody looks at costs nothing.

    Signals:
        fight_opened(str, object, object, object): the game's key, the attacker's ``EntryKey``,
            the targets' tuple and the scenario of a cell double-clicked: for the builder's
            ``open_fight``.
    """

    fight_opened = Signal(str, object, object, object)

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._rosters: list[tuple[str, AnyRoster]] = []
        self._house_rules: dict[str, dict[str, object]] = {}
        self._game = ""
        self._front = ""
        """The label of the roster in front."""
        self._placed = False
        """Whether it has been given room this session (``_make_room``)."""
        self.views: dict[str, MatchupsView] = {}
        self._pages: dict[str, QWidget] = {}
        """Each view in the scroll area the stack shows."""
        self.stack = QStackedWidget(window)
        self.stack.setObjectName("matchups_stack")
        self.dock = QDockWidget("Matchups", window)
        self.dock.setObjectName("matchups_dock")
        self.dock.setWidget(self.stack)
        # Shown by the player or by a restored window state: the view is made before it paints.
        # A lambda, not a bound slot: the dock also hides while the window is being destroyed,
        # when PySide could no longer find a slot on this object.
        self.dock.visibilityChanged.connect(lambda visible: self._on_dock_visibility(visible))
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
        self.dock.hide()
        action = self.dock.toggleViewAction()
        action.setText("&Matchups")
        action.setShortcut(QKeySequence("Ctrl+M"))
        action.setToolTip("Every entry of one roster against every entry of another (Ctrl+M)")

    # Public interface -----------------------------------------------------------------------

    @property
    def view(self) -> MatchupsView:
        """The view of the game shown, made if need be (the first game when none is open)."""
        return self.game_view(self.current_game())

    def current_game(self) -> str:
        if self._game:
            return self._game
        from gangfight_gui.rules.game import game_keys

        return game_keys()[0]

    def game_view(self, key: str) -> MatchupsView:
        """``key``'s view, made on first use with the rosters and house rules known so far."""
        view = self.views.get(key)
        if view is None:
            from gangfight_gui.gui.matchups.view import MatchupsView
            from gangfight_gui.rules.game import find_game

            view = MatchupsView(find_game(key), self.stack)
            view.fight_opened.connect(self.fight_opened)
            self.views[key] = view
            # It scrolls when squeezed rather than make the window taller.
            self._pages[key] = scrolled(view, f"matchups_scroll_{key}", self.stack)
            self.stack.addWidget(self._pages[key])
            view.set_rosters(self._rosters_of(key))
            view.set_house_rules(self._house_rules.get(key, {}))
        return view

    def set_rosters(self, rosters: Sequence[tuple[str, AnyRoster]]) -> None:
        """The open rosters, each under the label the window gives it."""
        self._rosters = list(rosters)
        for key, view in self.views.items():
            view.set_rosters(self._rosters_of(key))

    def show_game(self, key: str, label: str = "") -> None:
        """The roster in front is ``label``, of game ``key``: its matrix shown, it attacking."""
        self._game, self._front = key, label
        if key in self.views or self.dock.isVisible():
            self._show()

    def set_house_rules(self, key: str, values: Mapping[str, object]) -> None:
        """Preferences' house rules of game ``key``: its matrix is computed with them."""
        self._house_rules[key] = dict(values)
        view = self.views.get(key)
        if view is not None:
            view.set_house_rules(values)

    def circumstances(self, key: str) -> dict[str, object]:
        """The circumstances set on game ``key``'s controls (the cards' odds are fought in them);
        empty (each pair's own) for a game whose matrix was never shown."""
        view = self.views.get(key)
        return view.controls.circumstances() if view is not None else {}

    def shutdown(self) -> None:
        """Stop every computation still running, before the window (and its threads) go."""
        for view in self.views.values():
            view.shutdown()

    # Internals ------------------------------------------------------------------------------

    def _rosters_of(self, key: str) -> list[tuple[str, AnyRoster]]:
        from gangfight_gui.roster.files import game_of  # loads with the first roster

        return [(label, roster) for label, roster in self._rosters if game_of(roster) == key]

    def _show(self) -> None:
        view = self.view
        self.stack.setCurrentWidget(self._pages[view.game.key])
        if self._front:
            view.pick(self._front)

    def _on_dock_visibility(self, visible: bool) -> None:
        if not visible:
            return
        self._show()
        if not self._placed:
            self._placed = True
            self._make_room()

    def _make_room(self) -> None:
        """The first time it is shown, docked above or below the rest: about half the window's
        height; in a window too short for that to leave the rosters and the builder room (a
        laptop's screen), a place of its own among the docks at the side, as one
        more tab, the column's whole height."""
        window, dock = self._window, self.dock
        vertical = (Qt.DockWidgetArea.BottomDockWidgetArea, Qt.DockWidgetArea.TopDockWidgetArea)
        if dock.isFloating() or window.dockWidgetArea(dock) not in vertical:
            return
        side = [
            other
            for other in window.findChildren(QDockWidget)
            if other is not dock
            and other.isVisible()
            and not other.isFloating()
            and window.dockWidgetArea(other)
            in (Qt.DockWidgetArea.RightDockWidgetArea, Qt.DockWidgetArea.LeftDockWidgetArea)
        ]
        if window.height() < ROOMY_HEIGHT and side:
            window.tabifyDockWidget(side[-1], dock)
            dock.raise_()
        else:
            window.resizeDocks([dock], [round(window.height() * SHARE)], Qt.Orientation.Vertical)
