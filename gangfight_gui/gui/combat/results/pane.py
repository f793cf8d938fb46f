"""The results pane: everything the calculator says about one fight, for every game.

The combat builder hands it a ``Fight`` on every edit (``show_fight``), or the reason no fight can
be made (``show_refusal``). The pane reads and calculates the fight itself through the game
protocol (``reading.py``), so it holds no game's knowledge and the window and ``gangfight calc``
always agree. Over the tabs stay the fight's title, the ad hoc numbers in use and the headline
figures as tiles; the tabs hold the deeper views, each whole when chosen: Odds (a
chart and the "at least" odds), Details (every figure, rolls and modifiers, this program's
readings), Choices (every choice ranked, the game's advice), Take-down (attacks needed, who
wins to the finish, what-ifs),
Roll (with a fresh seed each time, and this session's rolls), Typed dice (dice typed at the
table, the odds after each throw) and Compare (a pinned result beside the current one). The
``headline_strip`` repeats the headline odds in a band the builder's dock keeps in view.

It must keep up with typing: showing a fight updates widgets made once (tiles and charts are
painted), the header keeps its height while the same models fight (``steady.py``), a tab's
content is made when first shown and worked out only while it is on screen.

Signals:
    alternative_chosen(int): a Choices row was clicked: set up ``fight.alternatives[i]``.
    patch_chosen(object): an advice row or a what-if was clicked: a mapping of dotted scenario
        keys to values, to apply as the player's own settings.
    roll_made(object): a new roll was made (Roll it, Ctrl+R): the game's resolved roll.
    typed_roll_completed(object): the last die of a typed-in roll was entered: the roll.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt, Signal, Slot
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QTabBar,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.combat.fight import Fight
from gangfight_gui.gui.combat.results.reading import Reading, read_fight
from gangfight_gui.gui.combat.results.style import ShownLater, set_shown, set_text
from gangfight_gui.gui.common.on_screen import seen_now

if TYPE_CHECKING:
    from gangfight_gui.gui.combat.results.choices_view import ChoicesView
    from gangfight_gui.gui.combat.results.compare import CompareView, Side
    from gangfight_gui.gui.combat.results.details_view import DetailsView
    from gangfight_gui.gui.combat.results.finish import FinishView
    from gangfight_gui.gui.combat.results.odds_view import OddsView
    from gangfight_gui.gui.combat.results.strip import HeadlineStrip
    from gangfight_gui.gui.combat.results.takedown import TakeDownView
    from gangfight_gui.gui.combat.results.tiles import FigureTiles
    from gangfight_gui.gui.combat.roll.panel import RollPanel
    from gangfight_gui.gui.combat.roll.records import RollRecord
    from gangfight_gui.gui.combat.roll.typed_view import TypedDiceView
    from gangfight_gui.rules.game import OutcomeView

RESULTS_PAGE, REFUSAL_PAGE = 0, 1
TABS = ("odds", "details", "choices", "takedown", "roll", "typed", "compare")
"""The tabs, in order; ``tab_index`` names them."""
TAB_TEXTS = {
    "odds": ("Odds", "A chart of the outcome and the chance of at least k"),
    "details": ("Details", "Every figure, the rolls and modifiers, this program's readings"),
    "choices": ("Choices", "Every choice of this pair ranked best first, and the game's advice"),
    "takedown": (
        "Take-down",
        "Take-down, to the finish and what-if: attacks needed, who wins if the two keep "
        "fighting, what one change gives",
    ),
    "roll": ("Roll", "Roll it with random dice (Ctrl+R), and this session's rolls"),
    "typed": ("Typed dice", "Type in the dice rolled at the table: the odds after each throw"),
    "compare": ("Compare", "A pinned result beside the fight shown now"),
}
IDLE = "Set up a fight to see its odds."
PAGE_WIDGETS = frozenset({"title", "adhoc", "targets", "tiles", "tabs", "_header_hold"})
"""What ``_ensure_page`` makes."""
COMPACT_SCALE = 1.5
"""How much bigger the tiles' numbers are At the table."""


class TabPage(QWidget):
    """A tab's place: it asks for no more than its content's minimum, so a long roll or a tall
    table in one tab never makes the pane ask for more height than the dock has (the tab's
    content scrolls instead); the tabs take the pane's spare height anyway."""

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()


class ResultsPane(QWidget):
    """Everything the calculator says about one fight, whatever its game.

    Signals:
        alternative_chosen(int): a Choices row was clicked: its index in ``Fight.alternatives``.
        patch_chosen(object): an advice row or a what-if was clicked: its scenario keys.
        roll_made(object): a new roll was made and shown.
        typed_roll_completed(object): a roll typed in at the table was finished.
    """

    alternative_chosen = Signal(int)
    patch_chosen = Signal(object)
    roll_made = Signal(object)
    typed_roll_completed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("results_pane")
        self._reading: Reading | None = None
        self._displayed: Reading | None = None
        """The reading the pane's labels and tabs were last laid out for."""
        self._due: Callable[[], None] | None = None
        """Laying out what waits for the pane to be seen (``_display``)."""
        self._target = 0
        self._compact = False
        self._strip: HeadlineStrip | None = None
        self._views: dict[str, QWidget] = {}
        self._page: QWidget | None = None
        self.roll_action = QAction("&Roll it", self)
        self.roll_action.setObjectName("roll_action")
        self.roll_action.setShortcut(QKeySequence("Ctrl+R"))
        self.roll_action.setToolTip("Roll the fight shown with random dice, a new seed each time")
        self.roll_action.setEnabled(False)
        self.copy_roll_action = QAction("&Copy roll as text", self)
        self.copy_roll_action.setObjectName("copy_roll_action")
        self.copy_roll_action.setToolTip("Copy the roll shown, as `gangfight roll` prints it")
        self.copy_roll_action.setEnabled(False)
        self.pin_action = QAction("&Pin to Compare", self)
        self.pin_action.setObjectName("pin_action")
        self.pin_action.setCheckable(True)
        self.pin_action.setEnabled(False)
        self.pin_action.setToolTip(
            "Keep these odds in the Compare tab while you change the fight: axe or sword, "
            "charge or not, side by side"
        )
        for action in (self.roll_action, self.copy_roll_action, self.pin_action):
            self.addAction(action)
        self.roll_action.triggered.connect(self._on_roll_action_triggered)
        self.copy_roll_action.triggered.connect(self._on_copy_roll_action_triggered)
        self.pin_action.toggled.connect(self._on_pin_action_toggled)

        self.stack = QStackedWidget(self)
        self._placeholder = QWidget(self)  # the results page's place until the first fight
        self.stack.addWidget(self._placeholder)
        self.refusal = QLabel(IDLE, self)
        self.refusal.setObjectName("results_refusal")
        self.refusal.setTextFormat(Qt.TextFormat.PlainText)  # names: plain text, never markup
        self.refusal.setWordWrap(True)
        self.refusal.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.refusal.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.refusal.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.refusal.setContentsMargins(24, 24, 24, 24)
        self.stack.addWidget(self.refusal)
        self.stack.setCurrentIndex(REFUSAL_PAGE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A new width measures the header again: a title wrapped to three lines in a narrower
        pane kept its height, a blank band over the tiles (every line counts at
        1280×720)."""
        super().resizeEvent(event)
        fight = self.fight
        if fight is not None and self._page is not None:
            self._header_hold.update(fight.who, changed=False)

    def __getattr__(self, name: str) -> Any:
        """The results page's widgets (title, tiles, tabs…) are made with the first fight: the
        window starts with "Set up a fight" and making them before it shows slowed the start.
        Asked for earlier (a shortcut focusing the tabs), they are made then."""
        if name in PAGE_WIDGETS and self.__dict__.get("_page", 1) is None:
            self._ensure_page()
            return getattr(self, name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    # -- the results page, made with the first fight ------------------------------------------

    def _ensure_page(self) -> None:
        if self._page is not None:
            return
        from gangfight_gui.gui.combat.results.tiles import FigureTiles
        from gangfight_gui.gui.combat.steady import HeightHold, own_background

        page = QWidget(self)
        self.title = QLabel(page)
        self.title.setObjectName("results_title")
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # names: plain text, never markup
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.title.setFont(font)
        self.adhoc = QLabel(page)
        self.adhoc.setObjectName("results_adhoc")
        self.adhoc.setTextFormat(Qt.TextFormat.PlainText)
        self.adhoc.setWordWrap(True)
        self.adhoc.hide()
        self.targets = QTabBar(page)
        self.targets.setObjectName("results_targets")
        self.targets.setExpanding(False)
        self.targets.setDrawBase(False)
        self.targets.setElideMode(Qt.TextElideMode.ElideRight)
        self.targets.setUsesScrollButtons(False)
        self.targets.hide()
        self.targets.currentChanged.connect(self._on_targets_current_changed)
        header = QWidget(page)
        header.setObjectName("results_header")
        lines = QVBoxLayout(header)
        lines.setContentsMargins(0, 0, 0, 0)
        lines.setSpacing(4)
        for widget in (self.title, self.adhoc, self.targets):
            widget.setParent(header)
            lines.addWidget(widget)
        own_background(self.title)
        own_background(self.adhoc)
        lines.addStretch(1)
        self._header_hold = HeightHold(header, wraps=True)
        self.tiles: FigureTiles = FigureTiles(page)
        self.tabs = QTabWidget(page)
        self.tabs.setObjectName("results_tabs")
        self.tabs.setDocumentMode(True)
        bar = self.tabs.tabBar()
        bar.setElideMode(Qt.TextElideMode.ElideRight)
        bar.setUsesScrollButtons(False)
        bar.setExpanding(False)
        for name in TABS:
            text, tip = TAB_TEXTS[name]
            holder = TabPage()
            holder.setObjectName(f"{name}_tab")
            QVBoxLayout(holder).setContentsMargins(0, 0, 0, 0)
            index = self.tabs.addTab(holder, text)
            self.tabs.setTabToolTip(index, f"{text}: {tip}")
        self.tabs.currentChanged.connect(self._on_tabs_current_changed)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(6)
        layout.addWidget(header)
        layout.addWidget(self.tiles)
        layout.addWidget(self.tabs, 1)
        self._page = page
        self.stack.removeWidget(self._placeholder)
        self._placeholder.deleteLater()
        self.stack.insertWidget(RESULTS_PAGE, page)
        self.stack.setCurrentIndex(REFUSAL_PAGE)
        self._build_view(TABS[self.tabs.currentIndex()])

    def tab_index(self, name: str) -> int:
        return TABS.index(name)

    def show_tab(self, name: str) -> None:
        """Bring a tab to the front (its content is made and worked out then)."""
        self._ensure_page()
        self.tabs.setCurrentIndex(self.tab_index(name))

    def _view(self, name: str) -> Any:
        self._ensure_page()
        return self._build_view(name)

    def _build_view(self, name: str) -> QWidget:
        """Make a tab's content on first use, in a scroll area so it is never cut."""
        view = self._views.get(name)
        if view is not None:
            return view
        makers: dict[str, Callable[[], QWidget]] = {
            "odds": self._make_odds,
            "details": self._make_details,
            "choices": self._make_choices,
            "takedown": self._make_takedown,
            "roll": self._make_roll,
            "typed": self._make_typed,
            "compare": self._make_compare,
        }
        view = makers[name]()
        self._views[name] = view
        holder = self.tabs.widget(self.tab_index(name))
        assert holder is not None
        layout = holder.layout()
        assert layout is not None
        if name == "roll":  # its steps scroll inside it; its history stays in view below
            layout.addWidget(view)
        else:
            area = QScrollArea(holder)
            area.setObjectName(f"{name}_scroll")
            area.setWidgetResizable(True)
            area.setFrameShape(QFrame.Shape.NoFrame)
            area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            area.setWidget(view)
            layout.addWidget(area)
        self._push(name)
        return view

    def _make_odds(self) -> QWidget:
        from gangfight_gui.gui.combat.results.odds_view import OddsView

        view = OddsView()
        view.readings_clicked.connect(self._on_odds_readings_clicked)
        return view

    def _make_details(self) -> QWidget:
        from gangfight_gui.gui.combat.results.details_view import DetailsView

        return DetailsView()

    def _make_choices(self) -> QWidget:
        from gangfight_gui.gui.combat.results.choices_view import ChoicesView

        view = ChoicesView()
        view.alternative_chosen.connect(self.alternative_chosen)
        view.patch_chosen.connect(self.patch_chosen)
        return view

    def _make_takedown(self) -> QWidget:
        from gangfight_gui.gui.combat.results.takedown import TakeDownView

        view = TakeDownView()
        view.patch_chosen.connect(self.patch_chosen)
        return view

    def _make_roll(self) -> QWidget:
        from gangfight_gui.gui.combat.roll.panel import RollPanel

        view = RollPanel(self.roll_action, self.copy_roll_action)
        view.set_compact(self._compact)
        view.roll_shown.connect(self._on_roll_panel_roll_shown)
        view.seed_chosen.connect(self._on_roll_panel_seed_chosen)
        return view

    def _make_typed(self) -> QWidget:
        from gangfight_gui.gui.combat.roll.typed_view import TypedDiceView

        view = TypedDiceView()
        view.roll_completed.connect(self._on_typed_roll_completed)
        return view

    def _make_compare(self) -> QWidget:
        from gangfight_gui.gui.combat.results.compare import CompareView

        return CompareView(self.pin_action)

    @property
    def odds_view(self) -> OddsView:
        view: OddsView = self._view("odds")
        return view

    @property
    def details_view(self) -> DetailsView:
        view: DetailsView = self._view("details")
        return view

    @property
    def choices_view(self) -> ChoicesView:
        view: ChoicesView = self._view("choices")
        return view

    @property
    def takedown_view(self) -> TakeDownView:
        view: TakeDownView = self._view("takedown")
        return view

    @property
    def finish_view(self) -> FinishView:
        """To the finish, in the Take-down tab."""
        return self.takedown_view.finish

    @property
    def roll_panel(self) -> RollPanel:
        view: RollPanel = self._view("roll")
        return view

    @property
    def typed_view(self) -> TypedDiceView:
        view: TypedDiceView = self._view("typed")
        return view

    @property
    def compare_view(self) -> CompareView:
        view: CompareView = self._view("compare")
        return view

    # -- public API -----------------------------------------------------------------------------

    @property
    def reading(self) -> Reading | None:
        """The fight shown and its calculation; None before the first fight or after a
        refusal given without one."""
        return self._reading

    @property
    def fight(self) -> Fight | None:
        """The fight shown, None while a refusal (or nothing) is shown."""
        reading = self._reading
        return reading.fight if reading is not None and not reading.refused else None

    @property
    def target_index(self) -> int:
        return self._target

    def headline_strip(self) -> HeadlineStrip:
        """The headline odds in a band for the builder's dock to keep in view (made once)."""
        if self._strip is None:
            from gangfight_gui.gui.combat.results.strip import HeadlineStrip

            self._strip = HeadlineStrip(self)
            reading = self._reading
            if reading is not None and not reading.refused:
                self._strip.show_figures(reading.headline, reading.fight.title)
            elif reading is not None:
                self._strip.show_message(reading.refusal, refusal=True)
            elif self.stack.currentIndex() == REFUSAL_PAGE and self.refusal.text() != IDLE:
                self._strip.show_message(self.refusal.text(), refusal=True)
        return self._strip

    def show_fight(self, fight: Fight) -> None:
        """Calculate and show a fight; cheap enough for every edit in the builder. A scenario
        the rules refuse is shown as a refusal, in the game's words."""
        reading = read_fight(fight)
        if reading.refused:
            self._refuse(reading.refusal, reading)
            return
        self._reading = reading
        self.roll_action.setEnabled(True)
        self.pin_action.setEnabled(True)
        if self._strip is not None:
            self._strip.show_figures(reading.headline, fight.title)
        self._display(self._display_fight)

    def _display(self, display: Callable[[], None]) -> None:
        """Lay the pane out for what it now holds: at once if it is on screen, else when it
        comes into sight (``catch_up``). The headline strip and the actions are set already:
        the pane's own labels, tiles and tabs in a dock that is a tab behind the builder's
        (1366 pixels wide) would be laid out on every edit for nobody."""
        if seen_now(self, self.catch_up):
            self._due = None
            display()
        else:
            self._due = display

    def catch_up(self) -> None:
        """Lay the pane out for the fight it holds, if that waited for it to be seen."""
        due, self._due = self._due, None
        if due is not None:
            due()

    def showEvent(self, event: QShowEvent) -> None:
        self.catch_up()  # before it paints
        super().showEvent(event)

    def _display_fight(self) -> None:
        reading = self._reading
        assert reading is not None and not reading.refused
        fight = reading.fight
        self._ensure_page()
        previous, self._displayed = self._displayed, reading
        self.stack.setCurrentIndex(RESULTS_PAGE)
        changed = set_text(self.title, fight.title)
        changed |= set_text(self.adhoc, "\n".join(fight.adhoc))
        changed |= set_shown(self.adhoc, bool(fight.adhoc) and not self._compact)
        changed |= self._set_target_tabs(reading.views)
        if changed or previous is None or previous.refused:
            self._header_hold.update(fight.who)
        self._show_target()
        for name in ("choices", "takedown", "typed"):
            if name in self._views:
                self._push(name)

    def show_refusal(self, text: str) -> None:
        """Show why no fight can be made, in place of the odds."""
        self._refuse(text, None)

    def set_compact(self, compact: bool) -> None:
        """At the table: the title, big figures and the roll only; nothing clipped."""
        self._compact = compact
        self._ensure_page()
        self.tiles.set_scale(COMPACT_SCALE if compact else 1.0)
        self.tabs.tabBar().setVisible(not compact)
        self.adhoc.setVisible(not compact and bool(self.fight and self.fight.adhoc))
        self.roll_panel.set_compact(compact)
        if compact:
            self.show_tab("roll")

    def roll(self, seed: int | None = None) -> Any:
        """Roll the fight shown with a new random seed (or ``seed``); the game's resolved roll,
        or None with no fight."""
        fight = self.fight
        if fight is None:
            return None
        panel = self.roll_panel
        panel.roll_fight(fight, seed)
        self.show_tab("roll")
        self.roll_made.emit(panel.roll)
        return panel.roll

    def copy_roll(self) -> None:
        """Put the roll shown on the clipboard as ``gangfight roll`` prints it."""
        if "roll" not in self._views:
            return
        text = self.roll_panel.text()
        if text:
            QGuiApplication.clipboard().setText(text)

    # -- display ------------------------------------------------------------------------------

    def _refuse(self, text: str, reading: Reading | None) -> None:
        self._reading = reading
        self.roll_action.setEnabled(False)
        self.pin_action.setEnabled(self.pin_action.isChecked())
        if self._strip is not None:
            self._strip.show_message(text or IDLE, refusal=bool(text))
        self._display(lambda: self._display_refusal(text))

    def _display_refusal(self, text: str) -> None:
        self._displayed = self._reading
        self.refusal.setText(f"This fight cannot be made.\n\n{text}" if text else IDLE)
        self.stack.setCurrentIndex(REFUSAL_PAGE)
        for name in ("choices", "takedown", "typed"):
            if name in self._views:
                self._push(name)

    def _current_view(self) -> OutcomeView | None:
        reading = self._reading
        if reading is None or reading.refused or not reading.views:
            return None
        return reading.views[min(self._target, len(reading.views) - 1)]

    def _show_target(self) -> None:
        from gangfight_gui.gui.combat.results.tiles import MAX_TILES

        view = self._current_view()
        self.tiles.show_figures(view.figures[:MAX_TILES] if view is not None else ())
        for name in ("odds", "details", "compare"):
            if name in self._views:
                self._push(name)

    def _push(self, name: str) -> None:
        """Give a made tab what it shows now (it works it out when on screen)."""
        reading = self._reading
        fight = self.fight
        outcome = reading.outcome if fight is not None and reading is not None else None
        notes = reading.notes if fight is not None and reading is not None else ()
        if name == "odds":
            self.odds_view.show_view(self._current_view(), notes, fight.who if fight else None)
        elif name == "details":
            self.details_view.show_view(self._current_view(), notes)
        elif name == "choices":
            self.choices_view.show_fight(fight, outcome)
        elif name == "takedown":
            headline = reading.headline[0] if fight and reading and reading.headline else None
            self.takedown_view.show_fight(fight, outcome, headline)
        elif name == "typed":
            self.typed_view.show_fight(fight)
        elif name == "compare":
            self.compare_view.show_now(self._side())

    def _side(self) -> Side | None:
        from gangfight_gui.gui.combat.results.compare import Side

        fight, view = self.fight, self._current_view()
        if fight is None or view is None:
            return None
        return Side(fight.title, view.name, view.figures)

    def _set_target_tabs(self, views: tuple[OutcomeView, ...]) -> bool:
        """One tab a target, shown when there are several; say if anything changed."""
        names = [v.name for v in views]
        current = [self.targets.tabText(i) for i in range(self.targets.count())]
        changed = names != current
        if changed:
            blocked = self.targets.blockSignals(True)
            while self.targets.count():
                self.targets.removeTab(0)
            for index, name in enumerate(names):
                self.targets.addTab(name)
                self.targets.setTabToolTip(index, name)
            self._target = max(0, min(self._target, len(names) - 1))
            self.targets.setCurrentIndex(self._target)
            self.targets.blockSignals(blocked)
        return set_shown(self.targets, len(names) > 1) or changed

    # -- slots --------------------------------------------------------------------------------

    @Slot()
    def _on_roll_action_triggered(self) -> None:
        self.roll()

    def _on_roll_panel_seed_chosen(self, seed: int) -> None:
        self.roll(seed)

    @Slot()
    def _on_copy_roll_action_triggered(self) -> None:
        self.copy_roll()

    @Slot(bool)
    def _on_pin_action_toggled(self, on: bool) -> None:
        self.compare_view.pin(self._side() if on else None)
        if on and self.compare_view.pinned is None:  # nothing to pin
            self.pin_action.setChecked(False)
            return
        self.pin_action.setText("Un&pin" if on else "&Pin to Compare")
        self.pin_action.setEnabled(on or self.fight is not None)
        if on:
            self.show_tab("compare")

    @Slot(int)
    def _on_targets_current_changed(self, index: int) -> None:
        if index >= 0:
            self._target = index
            self._show_target()

    @Slot(int)
    def _on_tabs_current_changed(self, index: int) -> None:
        """Make the tab's content if new, and bring it up to date before it paints."""
        if 0 <= index < len(TABS):
            view = self._build_view(TABS[index])
            if isinstance(view, ShownLater):
                view.catch_up()

    @Slot()
    def _on_odds_readings_clicked(self) -> None:
        self.show_tab("details")

    @Slot(object)
    def _on_roll_panel_roll_shown(self, _record: RollRecord) -> None:
        self.copy_roll_action.setEnabled(True)

    @Slot(object, object)
    def _on_typed_roll_completed(self, record: RollRecord, roll: object) -> None:
        self.roll_panel.keep(record)
        self.typed_roll_completed.emit(roll)
