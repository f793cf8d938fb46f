"""The results pane: everything the calculator says about one fight, for every game, worked out
on every edit and laid out when seen."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QSizePolicy, QStackedWidget, QVBoxLayout, QWidget

from gangfight_gui.gui.combat.results.actions import results_actions
from gangfight_gui.gui.combat.results.strip import IDLE
from gangfight_gui.gui.combat.results.style import Shown, ShownLater, TabView, set_shown, set_text
from gangfight_gui.gui.combat.results.tab_pages import TABS, place_view
from gangfight_gui.gui.common.named_widgets import NO_MARGINS, lay_out, text_label

if TYPE_CHECKING:  # the fight's modules load with the first fight, not to show the window
    from gangfight_gui.gui.combat.fight import Fight
    from gangfight_gui.gui.combat.results.choices_view import ChoicesView
    from gangfight_gui.gui.combat.results.compare import CompareView
    from gangfight_gui.gui.combat.results.details_view import DetailsView
    from gangfight_gui.gui.combat.results.finish import FinishView
    from gangfight_gui.gui.combat.results.odds_view import OddsView
    from gangfight_gui.gui.combat.results.reading import Reading
    from gangfight_gui.gui.combat.results.strip import HeadlineStrip
    from gangfight_gui.gui.combat.results.takedown import TakeDownView
    from gangfight_gui.gui.combat.roll.panel import RollPanel
    from gangfight_gui.gui.combat.roll.records import RollRecord
    from gangfight_gui.gui.combat.roll.typed_view import TypedDiceView
    from gangfight_gui.rules.game import OutcomeView

RESULTS_PAGE, REFUSAL_PAGE = 0, 1
PAGE_WIDGETS = frozenset({"title", "adhoc", "targets", "tiles", "tabs", "_header_hold"})
"""What ``_ensure_page`` makes."""
COMPACT_SCALE = 1.5
"""How much bigger the tiles' numbers are At the table."""
VIEWS = {
    "odds": ("results.odds_view", "OddsView"),
    "details": ("results.details_view", "DetailsView"),
    "choices": ("results.choices_view", "ChoicesView"),
    "takedown": ("results.takedown", "TakeDownView"),
    "roll": ("roll.panel", "RollPanel"),
    "typed": ("roll.typed_view", "TypedDiceView"),
    "compare": ("results.compare", "CompareView"),
}
"""Each tab's content: its module under ``gui/combat`` (imported with the tab's first use: the
window starts without them) and its class."""
V = TypeVar("V")


class _Tab(Generic[V]):
    """A tab's content as an attribute of the pane, made when first asked for."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, pane: ResultsPane, owner: object) -> V:
        view: V = pane.view(self.name)
        return view


class ResultsPane(ShownLater):
    """Everything the calculator says about one fight, whatever its game. Its own labels, tiles
    and tabs are laid out when it is seen (``ShownLater``): in a dock that is a tab behind the
    builder's (1366 pixels wide) they would be laid out on every edit for nobody; the headline
    strip and the actions follow every edit.

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

    odds_view: _Tab[OddsView] = _Tab("odds")
    details_view: _Tab[DetailsView] = _Tab("details")
    choices_view: _Tab[ChoicesView] = _Tab("choices")
    takedown_view: _Tab[TakeDownView] = _Tab("takedown")
    roll_panel: _Tab[RollPanel] = _Tab("roll")
    typed_view: _Tab[TypedDiceView] = _Tab("typed")
    compare_view: _Tab[CompareView] = _Tab("compare")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, "results_pane")
        self._reading: Reading | None = None
        self._displayed: Reading | None = None
        """The reading the pane's labels and tabs were last laid out for."""
        self._refusal = ""
        self._target = 0
        self._compact = False
        self._strip: HeadlineStrip | None = None
        self._views: dict[str, QWidget] = {}
        self._page: QWidget | None = None
        self.roll_action, self.copy_roll_action, self.pin_action = results_actions(self)
        self.roll_action.triggered.connect(self._on_roll_action_triggered)
        self.copy_roll_action.triggered.connect(self.copy_roll)
        self.pin_action.toggled.connect(self._on_pin_action_toggled)

        self.stack = QStackedWidget(self)
        self._placeholder = QWidget(self)  # the results page's place until the first fight
        self.stack.addWidget(self._placeholder)
        self.refusal = text_label(self, "results_refusal", IDLE)
        self.refusal.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.refusal.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.refusal.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.refusal.setContentsMargins(24, 24, 24, 24)
        self.stack.addWidget(self.refusal)
        self.stack.setCurrentIndex(REFUSAL_PAGE)
        lay_out(QVBoxLayout(self), self.stack, margins=NO_MARGINS)

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
        from gangfight_gui.gui.combat.results.results_page import make_page

        page, self.title, self.adhoc, self.targets, self._header_hold, self.tiles, self.tabs = (
            make_page(self)
        )
        self.targets.currentChanged.connect(self._on_targets_current_changed)
        self.tabs.currentChanged.connect(self._on_tabs_current_changed)
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

    def view(self, name: str) -> Any:
        """A tab's content (``TABS``), made if new."""
        self._ensure_page()
        return self._build_view(name)

    def _build_view(self, name: str) -> QWidget:
        """Make a tab's content on first use, in a scroll area so it is never cut."""
        view = self._views.get(name)
        if view is not None:
            return view
        view = self._make(name)
        self._views[name] = view
        place_view(self.tabs, name, view)
        if isinstance(view, TabView):
            view.follow(self._shown())
        return view

    def _make(self, name: str) -> QWidget:
        """A tab's content (``VIEWS``), given the pane's actions it shows, its signals tied to
        what the pane does with them."""
        module, kind = VIEWS[name]
        made = getattr(import_module(f"gangfight_gui.gui.combat.{module}"), kind)
        actions = {"roll": (self.roll_action, self.copy_roll_action), "compare": (self.pin_action,)}
        view = made(*actions.get(name, ()))
        for signal, slot in (
            ("alternative_chosen", self.alternative_chosen),
            ("patch_chosen", self.patch_chosen),
            ("readings_clicked", lambda: self.show_tab("details")),
            ("roll_shown", lambda _record: self.copy_roll_action.setEnabled(True)),
            ("seed_chosen", self.roll),
            ("roll_completed", self._on_typed_roll_completed),
        ):
            if hasattr(view, signal):
                getattr(view, signal).connect(slot)
        if name == "roll":
            view.set_compact(self._compact)
        return view  # type: ignore[no-any-return]

    @property
    def finish_view(self) -> FinishView:
        """To the finish, in the Take-down tab."""
        return self.takedown_view.finish

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

    def headline_strip(self) -> HeadlineStrip:
        """The headline odds in a band for the builder's dock to keep in view (made once)."""
        if self._strip is None:
            from gangfight_gui.gui.combat.results.strip import HeadlineStrip

            self._strip = HeadlineStrip(self)
            self._show_strip()
        return self._strip

    def show_fight(self, fight: Fight) -> None:
        """Calculate and show a fight; cheap enough for every edit in the builder. A scenario
        the rules refuse is shown as a refusal, in the game's words."""
        from gangfight_gui.gui.combat.results.reading import read_fight

        reading = read_fight(fight)
        self._show(reading, reading.refusal)

    def show_refusal(self, text: str) -> None:
        """Show why no fight can be made, in place of the odds."""
        self._show(None, text)

    def _show(self, reading: Reading | None, refusal: str) -> None:
        """Hold the fight calculated (or a refusal), set the actions and the headline strip,
        and lay the pane out when seen."""
        self._reading, self._refusal = reading, refusal
        self.roll_action.setEnabled(self.fight is not None)
        self.pin_action.setEnabled(self.fight is not None or self.pin_action.isChecked())
        self._show_strip()
        self.changed()

    def _show_strip(self) -> None:
        reading = self._reading
        if self._strip is None:
            return
        if reading is not None and not reading.refused:
            self._strip.show_figures(reading.headline, reading.fight.title)
        else:
            self._strip.show_message(self._refusal or IDLE, refusal=bool(self._refusal))

    def showEvent(self, event: QShowEvent) -> None:
        self.catch_up()  # before it paints
        super().showEvent(event)

    def refresh(self) -> None:
        """Lay the pane out for the fight it holds, or its refusal."""
        reading, text = self._reading, self._refusal
        previous, self._displayed = self._displayed, reading
        if reading is None or reading.refused:
            self.refusal.setText(f"This fight cannot be made.\n\n{text}" if text else IDLE)
            self.stack.setCurrentIndex(REFUSAL_PAGE)
        else:
            fight = reading.fight
            self._ensure_page()
            self.stack.setCurrentIndex(RESULTS_PAGE)
            changed = set_text(self.title, fight.title)
            changed |= set_text(self.adhoc, "\n".join(fight.adhoc))
            changed |= set_shown(self.adhoc, bool(fight.adhoc) and not self._compact)
            changed |= self._set_target_tabs(reading.views)
            if changed or previous is None or previous.refused:
                self._header_hold.update(fight.who)
            self._show_target()
        self._push_all()

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

    def _current_view(self) -> OutcomeView | None:
        reading = self._reading
        if reading is None or reading.refused or not reading.views:
            return None
        return reading.views[min(self._target, len(reading.views) - 1)]

    def _show_target(self) -> None:
        from gangfight_gui.gui.combat.results.tiles import MAX_TILES

        view = self._current_view()
        self.tiles.show_figures(view.figures[:MAX_TILES] if view is not None else ())
        self._push_all()

    def _shown(self) -> Shown:
        """What the pane shows now, as its tabs read it."""
        reading, fight = self._reading, self.fight
        if fight is None or reading is None:
            return Shown()
        headline = reading.headline[0] if reading.headline else None
        return Shown(fight, reading.outcome, reading.notes, headline, self._current_view())

    def _push_all(self) -> None:
        """Give every tab made what the pane shows now (each works it out when on screen)."""
        shown = self._shown()
        for name in TABS:
            view = self._views.get(name)
            if isinstance(view, TabView):
                view.follow(shown)

    def _set_target_tabs(self, views: tuple[OutcomeView, ...]) -> bool:
        """One tab a target, shown when there are several; say if anything changed."""
        from gangfight_gui.gui.combat.results.results_page import set_target_tabs

        changed, self._target = set_target_tabs(self.targets, [v.name for v in views], self._target)
        return changed

    # -- slots --------------------------------------------------------------------------------

    @Slot()
    def _on_roll_action_triggered(self) -> None:
        self.roll()

    @Slot(bool)
    def _on_pin_action_toggled(self, on: bool) -> None:
        from gangfight_gui.gui.combat.results.compare import side_of

        self.compare_view.pin(side_of(self._shown()) if on else None)
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

    @Slot(object, object)
    def _on_typed_roll_completed(self, record: RollRecord, roll: object) -> None:
        self.roll_panel.keep(record)
        self.typed_roll_completed.emit(roll)
