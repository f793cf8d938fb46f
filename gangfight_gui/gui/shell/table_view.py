"""The "At the table" view: only who attacks whom, how, the headline odds and the roll."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QScrollArea, QSplitter, QWidget

from gangfight_gui.gui.common.fitting import scrolled
from gangfight_gui.gui.common.named_widgets import named
from gangfight_gui.gui.matchups.dock import MatchupsDock
from gangfight_gui.gui.shell.combat_docks import CombatDocks, CombatPage
from gangfight_gui.gui.shell.shortcuts import Act

TABLE_VIEW = Act("table_view", "At t&he Table", keys=("Ctrl+Shift+T",))
BUILDER_SHARE = 0.45
"""The builder's part of the width; the results, with the dice, take the rest."""


class TableView(QObject):
    """Owns the View › At the table action and switches the window in and out of the view.

    It keeps no reference to the window (Qt's parent does): a Python reference back to it
    would keep a deleted window's wrapper alive, and its slots were then called half-gone.

    ``page`` is a splitter to put in the window's workspace beside ``rosters``; it is shown
    only while the view is on.
    """

    def __init__(
        self, window: QMainWindow, rosters: QWidget, combat: CombatDocks, matchups: MatchupsDock
    ) -> None:
        super().__init__(window)
        self._rosters = rosters
        self._combat = combat
        self._docks: tuple[QDockWidget, ...] = (
            combat.builder_dock,
            combat.results_dock,
            matchups.dock,
        )
        self._shown: list[QDockWidget] = []
        self._held: CombatPage | None = None
        """The game's page whose panels the view holds (the one in front when entered)."""
        self.page = named(QSplitter(Qt.Orientation.Horizontal, window), "table_view_page")
        self.page.setChildrenCollapsible(False)
        self._builder_area = self._area("table_builder_scroll")
        self._results_area = self._area("table_results_scroll")
        self.page.hide()

        self.action = TABLE_VIEW.make(self)
        self.action.setCheckable(True)
        self.action.setToolTip(
            f"Only the attack, its odds and the roll, over the whole window ({TABLE_VIEW.keys[0]})"
        )
        self.action.toggled.connect(self._on_action_toggled)

    def _area(self, name: str) -> QScrollArea:
        area = scrolled(QWidget(), name, self.page)
        # Never sideways: both panels lay themselves out for the width they get; a
        # needless bar appeared under the results when the roll was as tall as the view.
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.page.addWidget(area)
        return area

    @property
    def active(self) -> bool:
        return self.action.isChecked()

    def _on_action_toggled(self, on: bool) -> None:
        if on:
            self._enter()
        else:
            self._leave()

    def _enter(self) -> None:
        page = self._combat.current
        self._held = page
        self._shown = [dock for dock in self._docks if not dock.isHidden()]
        self._move(page.builder_area, self._builder_area)
        self._move(page.results_area, self._results_area)
        page.builder.set_compact(True)
        page.results.set_compact(True)
        for dock in self._docks:
            dock.hide()
        self._rosters.hide()
        self.page.show()
        width = self.page.width() or self._rosters.window().width()
        self.page.setSizes([int(width * BUILDER_SHARE), width - int(width * BUILDER_SHARE)])
        page.builder.attacker_picker.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _leave(self) -> None:
        """The builder and results back in their docks, the docks that were showing shown; the
        docks' arrangement is never changed (Qt 6.11 leaves a dock tab bar painted when docks
        are untabified outside a resize of the window)."""
        page = self._held
        if page is not None:
            page.builder.set_compact(False)
            page.results.set_compact(False)
            self._move(self._builder_area, page.builder_area)
            self._move(self._results_area, page.results_area)
        self._held = None
        self.page.hide()
        self._rosters.show()
        for dock in self._shown:
            dock.show()
        self._shown = []

    @staticmethod
    def _move(source: QScrollArea, target: QScrollArea) -> None:
        """Move ``source``'s panel into ``target``, leaving ``source`` an empty placeholder."""
        panel = source.takeWidget()
        source.setWidget(target.takeWidget())
        target.setWidget(panel)
