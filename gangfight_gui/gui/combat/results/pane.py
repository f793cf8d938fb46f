"""The results pane: an attack's exact odds, its drop advice, real rolls and table mode.

The combat builder hands it an AttackOutcome on every edit (``show_outcome``) or the reason the
attack is illegal (``show_refusal``). It must keep up with typing, so showing an outcome only
updates widgets made once; rolls and table mode, which happen on a click, may build theirs.

Signals:
    roll_made(ResolvedAttack): a new seeded roll was made (Roll it, Ctrl+R).
    table_roll_completed(ResolvedAttack): every die of a table-mode roll was typed in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QTabBar,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.rules.engine.sources import SeededDice
from gangfight_gui.rules.gangfight.outcome import AttackOutcome
from gangfight_gui.rules.gangfight.resolve import ResolvedAttack, resolve_outcome
from gangfight_gui.rules.gangfight.scenario import AttackKind

if TYPE_CHECKING:
    from gangfight_gui.gui.combat.roll.history import RollRecord

SEED_LIMIT = 2**31
"""New seeds are below this, as ``gangfight roll`` picks them, so they are short to read out."""

RESULTS_PAGE, REFUSAL_PAGE = 0, 1
DROPS_TAB, ROLL_TAB, TABLE_TAB, TAKEDOWN_TAB = 0, 1, 2, 3
FIGURES_STRETCH, TABS_STRETCH = 5, 4
HISTORY_HEIGHT = 96
"""About four past rolls; the list scrolls for more."""


class ResultsPane(QWidget):
    """Everything the calculator says about one attack.

    Signals:
        roll_made(ResolvedAttack): a new seeded roll was made and shown.
        table_roll_completed(ResolvedAttack): a roll typed in at the table was finished.
    """

    roll_made = Signal(object)
    table_roll_completed = Signal(object)
    drop_chosen = Signal(int)
    """A row of the drops table was clicked: the attack drop (R4) to use."""
    variant_chosen = Signal(object)
    """A what-if hint was clicked: the Scenario with its one change, for the builder."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._outcome: AttackOutcome | None = None
        self._target = 0

        self.roll_action = QAction("&Roll it", self)
        self.roll_action.setObjectName("roll_action")
        self.roll_action.setShortcut(QKeySequence("Ctrl+R"))
        self.roll_action.setToolTip("Roll the attack with random dice (Ctrl+R)")
        self.roll_action.setEnabled(False)
        self.copy_roll_action = QAction("&Copy roll as text", self)
        self.copy_roll_action.setObjectName("copy_roll_action")
        self.copy_roll_action.setToolTip("Copy the roll shown, as `gangfight roll` prints it")
        self.copy_roll_action.setEnabled(False)
        self.addAction(self.roll_action)
        self.addAction(self.copy_roll_action)
        self.pinned_outcome: AttackOutcome | None = None
        self.pin_action = QAction("&Pin to Compare", self)
        self.pin_action.setObjectName("pin_action")
        self.pin_action.setCheckable(True)
        self.pin_action.setEnabled(False)
        self.pin_action.setToolTip(
            "Keep these odds beside the results while you change the attack: axe or sword, "
            "drop a die or not, answered at a glance"
        )
        self.pin_action.toggled.connect(self._on_pin_action_toggled)
        self.addAction(self.pin_action)

        self.stack = QStackedWidget(self)
        self._results_page: QWidget | None = None
        self._placeholder = QWidget(self)  # holds the results page's index until it is made
        self.stack.addWidget(self._placeholder)
        self.stack.addWidget(self._make_refusal_page())
        self.stack.setCurrentIndex(REFUSAL_PAGE)
        self.refusal.setText("Set up an attack to see its odds.")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)

        self.roll_action.triggered.connect(self._on_roll_action_triggered)
        self.copy_roll_action.triggered.connect(self._on_copy_roll_action_triggered)

    def __getattr__(self, name: str) -> Any:
        """The results page's widgets (figures, tabs, roll view…) are made on first use.

        The window starts with the refusal page ("Set up an attack…"); making the figures, the
        chart, the roll and table-mode views and importing their modules before it shows was a
        large part of the start-up. Any of their attributes asked for earlier makes them then.
        """
        if name in _LAZY_ATTRIBUTES and self.__dict__.get("_results_page", 1) is None:
            self._ensure_results_page()
            return getattr(self, name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def _ensure_results_page(self) -> None:
        if self._results_page is not None:
            return
        page = self._make_results_page()
        self._results_page = page
        current = self.stack.currentIndex()
        self.stack.removeWidget(self._placeholder)
        self._placeholder.deleteLater()
        self.stack.insertWidget(RESULTS_PAGE, page)
        self.stack.setCurrentIndex(current)
        self.targets.currentChanged.connect(self._on_targets_current_changed)
        self.history.roll_selected.connect(self._on_history_roll_selected)
        self.dice_entry.roll_completed.connect(self._on_dice_entry_roll_completed)

    # -- construction -------------------------------------------------------------------------

    def _make_results_page(self) -> QWidget:
        from gangfight_gui.gui.combat.results.advice_view import AdviceView
        from gangfight_gui.gui.combat.results.figures import ResultsFigures
        from gangfight_gui.gui.combat.results.style import dim
        from gangfight_gui.gui.combat.results.takedown import TakeDownView
        from gangfight_gui.gui.combat.roll.dice_entry import DiceEntry
        from gangfight_gui.gui.combat.steady import HeightHold, own_background

        page = QWidget(self)
        self.title = QLabel(page)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # names (issue 16)
        self.title.setObjectName("results_title")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.title.setFont(font)
        self.adhoc = QLabel(page)
        self.adhoc.setObjectName("results_adhoc")
        self.adhoc.setWordWrap(True)
        self.adhoc.setTextFormat(Qt.TextFormat.PlainText)  # model names are the player's text
        self.adhoc.hide()
        self.modifiers = QLabel(page)
        self.modifiers.setTextFormat(Qt.TextFormat.PlainText)  # names (issue 16)
        self.modifiers.setObjectName("results_modifiers")
        self.modifiers.setWordWrap(True)
        dim(self.modifiers)
        self.all_hit = QLabel(page)
        self.all_hit.setObjectName("figure_p_all_hit")
        self.targets = QTabBar(page)
        self.targets.setObjectName("results_targets")
        self.targets.setExpanding(False)
        self.targets.setDrawBase(False)
        self.figures = ResultsFigures(page)
        figures_row = self._figures_row = self._make_compare(page)

        self.tabs = QTabWidget(page)
        self.tabs.setObjectName("results_tabs")
        self.tabs.setDocumentMode(True)
        self.advice = AdviceView(page)
        self.advice.drop_chosen.connect(self.drop_chosen)
        self.tabs.insertTab(DROPS_TAB, _scrolled(self.advice), "Drops")
        self.tabs.insertTab(ROLL_TAB, self._make_roll_tab(), "Roll")
        self.dice_entry = DiceEntry(page)
        self.tabs.insertTab(TABLE_TAB, _scrolled(self.dice_entry), "At the table")
        self.takedown = TakeDownView(page)
        self.takedown.hint_chosen.connect(self.variant_chosen)
        self.tabs.insertTab(TAKEDOWN_TAB, _scrolled(self.takedown), "Take down && what if")

        # The lines over the figures, in one block whose height holds while the attack is edited.
        header = QWidget(page)
        header.setObjectName("results_header")
        lines = QVBoxLayout(header)
        lines.setContentsMargins(0, 0, 0, 0)
        lines.setSpacing(6)
        for widget in (self.title, self.adhoc, self.modifiers, self.all_hit, self.targets):
            widget.setParent(header)
            lines.addWidget(widget)
        for label in (self.title, self.adhoc, self.modifiers, self.all_hit):
            own_background(label)
        lines.addStretch(1)
        self._header_hold = HeightHold(header, wraps=True)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        layout.addWidget(header)
        layout.addWidget(figures_row, FIGURES_STRETCH)
        layout.addWidget(self.tabs, TABS_STRETCH)
        self._page_layout = layout
        return page

    def _make_compare(self, page: QWidget) -> QWidget:
        """The figures, with a pinned result's beside them to compare (issue 14)."""
        from gangfight_gui.gui.combat.results.figures import ResultsFigures

        pin_button = QToolButton(page)
        pin_button.setObjectName("pin_button")
        pin_button.setDefaultAction(self.pin_action)

        self.pinned_box = QWidget(page)
        self.pinned_box.setObjectName("pinned_box")
        self.pinned_title = QLabel(self.pinned_box)
        self.pinned_title.setObjectName("pinned_title")
        self.pinned_title.setWordWrap(True)
        self.pinned_title.setTextFormat(Qt.TextFormat.PlainText)  # names are the player's text
        self.pinned_figures = ResultsFigures(self.pinned_box)
        pinned = QVBoxLayout(self.pinned_box)
        pinned.setContentsMargins(0, 0, 0, 0)
        pinned.addWidget(self.pinned_title)
        pinned.addWidget(self.pinned_figures, 1)
        self.pinned_box.hide()

        now = QVBoxLayout()
        now.setContentsMargins(0, 0, 0, 0)
        now.addWidget(pin_button, 0, Qt.AlignmentFlag.AlignRight)
        now.addWidget(self.figures, 1)
        row = QWidget(page)
        row.setObjectName("results_compare")
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        line.addLayout(now, 1)
        line.addWidget(self.pinned_box, 1)
        return row

    def _on_pin_action_toggled(self, on: bool) -> None:
        from gangfight_gui.gui.combat.results.wording import headline

        self.pinned_outcome = self._outcome if on else None
        if self.pinned_outcome is not None:
            modifiers = " · ".join(str(m) for m in self.pinned_outcome.plan.modifiers)
            text = f"Pinned: {headline(self.pinned_outcome)}"
            self.pinned_title.setText(f"{text}\n{modifiers}" if modifiers else text)
            self.pinned_figures.show_target(self.pinned_outcome, 0)
        self.pinned_box.setVisible(self.pinned_outcome is not None)
        self.pin_action.setChecked(self.pinned_outcome is not None)
        self.pin_action.setText("Un&pin" if on else "&Pin to Compare")

    def _make_roll_tab(self) -> QWidget:
        from gangfight_gui.gui.combat.roll.history import RollHistory
        from gangfight_gui.gui.combat.roll.view import RollView

        tab = QWidget(self)
        roll_button = QToolButton(tab)
        roll_button.setObjectName("roll_button")
        roll_button.setDefaultAction(self.roll_action)
        roll_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        bold = roll_button.font()
        bold.setBold(True)
        roll_button.setFont(bold)
        copy_button = QToolButton(tab)
        copy_button.setObjectName("copy_roll_button")
        copy_button.setDefaultAction(self.copy_roll_action)
        self.seed_label = QLabel(tab)
        self.seed_label.setObjectName("roll_seed")
        self.seed_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.roll_view = RollView(tab)
        self.roll_view.set_empty_text(
            "Press Roll it (Ctrl+R) to roll this attack with random dice."
        )
        self.history = RollHistory(tab)
        # Under the dice, not beside them: the dice of a big roll need the whole width.
        self.history.setMaximumHeight(HISTORY_HEIGHT)

        buttons = QHBoxLayout()
        buttons.addWidget(roll_button)
        buttons.addWidget(copy_button)
        buttons.addWidget(self.seed_label, 1)
        body = QVBoxLayout()
        body.addWidget(_scrolled(self.roll_view), 1)
        body.addWidget(self.history)
        layout = QVBoxLayout(tab)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addLayout(buttons)
        layout.addLayout(body, 1)
        return tab

    def _make_refusal_page(self) -> QWidget:
        page = QWidget(self)
        self.refusal = QLabel(page)
        self.refusal.setTextFormat(Qt.TextFormat.PlainText)  # names (issue 16)
        self.refusal.setObjectName("results_refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.refusal.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.refusal.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.refusal.setFont(font)
        self.refusal.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.addWidget(self.refusal)
        return page

    # -- public API ---------------------------------------------------------------------------

    @property
    def outcome(self) -> AttackOutcome | None:
        """The outcome shown, None while a refusal (or nothing) is shown."""
        return self._outcome

    @property
    def target_index(self) -> int:
        return self._target

    def show_adhoc(self, lines: list[str]) -> None:
        """Name the ad hoc numbers under the headline: the odds are for them, not the roster."""
        from gangfight_gui.gui.combat.results.style import set_shown, set_text

        changed = set_text(self.adhoc, "\n".join(lines))
        if set_shown(self.adhoc, bool(lines)) or changed:
            self._hold_header()

    def _hold_header(self) -> None:
        """The block over the figures keeps its height while the same models fight."""
        from gangfight_gui.gui.combat.steady import fight_key

        if self._outcome is not None:
            self._header_hold.update(fight_key(self._outcome.plan.scenario))

    def set_compact(self, compact: bool) -> None:
        """The table view's pane: the headline, the big figures and the roll, nothing else."""
        self.figures.breakdown.setVisible(not compact)
        # The tiles keep their height; the room goes to the roll.
        self._page_layout.setStretchFactor(self._figures_row, 0 if compact else FIGURES_STRETCH)
        if compact:
            self.tabs.setCurrentIndex(ROLL_TAB)

    def show_outcome(self, outcome: AttackOutcome) -> None:
        """Show an attack's figures; cheap enough to call on every edit in the builder."""
        from gangfight_gui.gui.combat.results.style import set_shown, set_text
        from gangfight_gui.gui.combat.results.wording import headline, percent

        self._ensure_results_page()
        previous = self._outcome
        self._outcome = outcome
        self.stack.setCurrentIndex(RESULTS_PAGE)
        plan = outcome.plan
        changed = set_text(self.title, headline(outcome))
        changed |= set_text(self.modifiers, " · ".join(str(m) for m in plan.modifiers))
        changed |= set_shown(self.modifiers, bool(plan.modifiers))
        trample = plan.kind is AttackKind.TRAMPLE
        if trample:
            changed |= set_text(
                self.all_hit,
                f"Every target hit: <b>{percent(outcome.p_all_hit)}</b> "
                "(one roll judged against each target's TN, R17)",
            )
        changed |= set_shown(self.all_hit, trample)
        if self._set_target_tabs(outcome) or changed or previous is None:
            self._hold_header()
        self._show_target()
        self.roll_action.setEnabled(True)
        self.pin_action.setEnabled(True)
        self.dice_entry.set_outcome(outcome)
        shown = self.roll_view.resolved
        if shown is not None and (previous is None or shown.outcome.plan.scenario != plan.scenario):
            self._show_roll(None)

    def show_refusal(self, message: str) -> None:
        """Show why the attack cannot be made, in place of the figures."""
        self._outcome = None
        self.refusal.setText(f"This attack cannot be made.\n\n{message}")
        self.stack.setCurrentIndex(REFUSAL_PAGE)
        self.roll_action.setEnabled(False)
        if self._results_page is not None:
            self.dice_entry.set_outcome(None)
            self.takedown.set_outcome(None)

    def roll(self, seed: int | None = None) -> ResolvedAttack | None:
        """Roll the outcome shown with real dice; a new random seed unless one is given."""
        if self._outcome is None:
            return None
        if seed is None:
            import secrets  # here, not at start-up: it pulls in hashlib and hmac (issue 11)

            seed = secrets.randbelow(SEED_LIMIT)
        from gangfight_gui.gui.combat.roll.history import RollRecord

        resolved = resolve_outcome(self._outcome, SeededDice(seed), seed=seed)
        self.history.add(RollRecord.of(resolved))
        self._show_roll(resolved)
        self.tabs.setCurrentIndex(ROLL_TAB)
        self.roll_made.emit(resolved)
        return resolved

    def copy_roll(self) -> None:
        """Put the roll shown on the clipboard as ``gangfight roll`` prints it."""
        from gangfight_gui.report import roll_text

        if self._results_page is None:
            return
        resolved = self.roll_view.resolved
        if resolved is not None:
            QGuiApplication.clipboard().setText(roll_text(resolved))

    # -- slots --------------------------------------------------------------------------------

    @Slot()
    def _on_roll_action_triggered(self) -> None:
        self.roll()

    @Slot()
    def _on_copy_roll_action_triggered(self) -> None:
        self.copy_roll()

    @Slot(int)
    def _on_targets_current_changed(self, index: int) -> None:
        if index >= 0 and self._outcome is not None:
            self._target = index
            self._show_target()

    @Slot(object)
    def _on_history_roll_selected(self, record: RollRecord) -> None:
        self._show_roll(record.replay())

    @Slot(object)
    def _on_dice_entry_roll_completed(self, resolved: ResolvedAttack) -> None:
        self.table_roll_completed.emit(resolved)

    # -- display ------------------------------------------------------------------------------

    def _set_target_tabs(self, outcome: AttackOutcome) -> bool:
        """One tab a target, shown when there are several; say if anything changed."""
        from gangfight_gui.gui.combat.results.style import set_shown

        names = [t.name for t in outcome.targets]
        current = [self.targets.tabText(i) for i in range(self.targets.count())]
        changed = names != current
        if changed:
            blocked = self.targets.blockSignals(True)
            while self.targets.count():
                self.targets.removeTab(0)
            for name in names:
                self.targets.addTab(name)
            self._target = min(self._target, len(names) - 1)
            self.targets.setCurrentIndex(self._target)
            self.targets.blockSignals(blocked)
        return set_shown(self.targets, len(names) > 1) or changed

    def _show_target(self) -> None:
        assert self._outcome is not None
        self._target = min(self._target, len(self._outcome.targets) - 1)
        self.figures.show_target(self._outcome, self._target)
        self.advice.show_advice(self._outcome, self._target)
        self.takedown.set_outcome(self._outcome, self._target)

    def _show_roll(self, resolved: ResolvedAttack | None) -> None:
        self.roll_view.show_roll(resolved)
        self.copy_roll_action.setEnabled(resolved is not None)
        if resolved is None:
            self.seed_label.clear()
        else:
            self.seed_label.setText(
                f"seed <b>{resolved.seed}</b>  (<code>gangfight roll FILE --seed "
                f"{resolved.seed}</code>)"
            )


_LAZY_ATTRIBUTES = frozenset(
    {
        "title",
        "modifiers",
        "all_hit",
        "targets",
        "figures",
        "tabs",
        "advice",
        "dice_entry",
        "takedown",
        "seed_label",
        "roll_view",
        "history",
        "adhoc",
        "pinned_box",
        "pinned_title",
        "pinned_figures",
        "_figures_row",
        "_page_layout",
        "_header_hold",
    }
)
"""What ``_make_results_page`` makes: asked for before the first outcome, they are made then."""


def _scrolled(widget: QWidget) -> QScrollArea:
    """A tab's content in a frameless scroll area, so a long roll never squeezes the figures."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setWidget(widget)
    return area
