"""The combat builder: the panel where a player sets up who attacks whom, how, in what
circumstances, for every game alike, and the ``Fight`` that makes (or why there is none)."""

from __future__ import annotations

import dataclasses
import functools
import itertools
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QWidget

from gangfight_gui.gui.combat.builder.circumstance_boxes import Circumstances
from gangfight_gui.gui.combat.builder.edits import (
    choosing,
    opened,
    opening,
    patched,
    proposed,
    side_value,
)
from gangfight_gui.gui.combat.builder.empty import EmptyBuilder
from gangfight_gui.gui.combat.builder.entries import Catalogue
from gangfight_gui.gui.combat.builder.field_widgets import READING_NOTE
from gangfight_gui.gui.combat.builder.how_box import HowBox
from gangfight_gui.gui.combat.builder.memo import Memo
from gangfight_gui.gui.combat.builder.number_boxes import adhoc_numbers, state_box
from gangfight_gui.gui.combat.builder.plan import plan
from gangfight_gui.gui.combat.builder.setup import ATTACKER, TARGET, Setup
from gangfight_gui.gui.combat.builder.who_box import WhoBox
from gangfight_gui.gui.combat.builder.wishes import Wishes
from gangfight_gui.gui.combat.fight import EntryKey, Fight
from gangfight_gui.gui.combat.results.style import refusal_colour, set_shown
from gangfight_gui.gui.common.elided import ElidedLabel
from gangfight_gui.rules.game import AnyGame

if TYPE_CHECKING:  # the builder shows before any roster (and pydantic) is loaded
    from gangfight_gui.roster.roster import Roster


class CombatBuilder(EmptyBuilder):
    """The panel where a player sets up one fight of ``game``.

    The player's wishes live in a ``Wishes`` (plain data); ``plan.plan`` works out the fight, and
    every control is redrawn from that after each change (``_refresh``), so rosters changing, a
    swap, a matchup cell and a restored fight all go the same way: change the wishes, plan,
    redraw, announce. Redrawing touches only what changed, so an edit never moves the rest of
    the panel.

    Signals:
        fight_changed(object): the picks make a fight; carries the ``Fight``. Emitted once for
            each change that gives a different fight.
        fight_refused(str): the picks make no fight; carries the reason (the game's refusal, or
            the pick that is missing). Emitted once for each new reason.
        edit_refused(str): a number typed out of range was refused; carries the reason.
    """

    fight_changed = Signal(object)
    fight_refused = Signal(str)
    edit_refused = Signal(str)

    def __init__(self, game: AnyGame, parent: QWidget | None = None) -> None:
        super().__init__(game.title, parent)
        self.game = game
        self.setObjectName(f"{game.key}_combat_builder")
        self._wishes = Wishes()
        self._catalogue = Catalogue()
        self._given: tuple[tuple[str, Roster], ...] = ()
        """The rosters last given (``set_rosters``), held: the same objects again change
        nothing."""
        self._front: str | None = None
        self._rules: dict[str, object] = {}
        self._memo = Memo()
        self._announced: Fight | str | None = None
        self._showing = False
        self._compact = False
        self._set_for: tuple[object, ...] | None = None
        """The attacker, target and attack of the fight shown: the one-fight settings' (dice
        drops) fight; None until a fight is shown, or while a restored fight is set up."""
        self._dirty = False

        self.who_box = who = WhoBox(game.entry_noun, self)
        self.attacker_picker, self.target_picker = who.attacker_picker, who.target_picker
        self.swap_button, self.caught_list = who.swap_button, who.caught_list
        self.how_box = how = HowBox(game, self)
        self.attack_combo, self.weapons_combo = how.attack_combo, how.weapons_combo
        self.refusal_label = how.refusal_label
        self.state_box, self.state_grid = state_box(game, self)
        self.circumstances = Circumstances(
            game, self, self.state_grid, self._on_field_edited, self.edit_refused.emit
        )
        self.field_controls = self.circumstances.controls
        self.field_labels = self.circumstances.labels
        self.field_hints = self.circumstances.hints
        self.group_boxes = self.circumstances.boxes
        self.state_grid_fields = self.circumstances.in_grid
        """Circumstances shown in the target's row of the state grid, with its field there."""
        # One line (elided, the whole in its tooltip): a wrapped label is laid out again as a
        # document each time the rows above it come or go.
        self.reading_note = ElidedLabel(READING_NOTE, self)
        self.reading_note.setObjectName("reading_note")
        self.reading_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.adhoc_button, self.adhoc_grid = adhoc_numbers(game, self)
        self.adhoc_button.toggled.connect(self._on_adhoc_button_toggled)

        # With no roster of the game open there is nothing to set up: the empty builder's line
        # says where to start, in place of boxes with an impossible kind of attack refused in
        # red ("Falling: Not possible").
        self.empty_label.hide()
        # The numbers of the two sides together, above the circumstances: a circumstance's
        # rows coming and going (a Reaction's settings) move nothing but the note below them.
        boxes = (self.who_box, self.how_box, self.state_box, self.adhoc_button, self.adhoc_grid)
        for widget in (*boxes, *self.group_boxes.values(), self.reading_note):
            self.lines.insertWidget(self.lines.count() - 1, widget)

        self._connect()
        self._set_tab_order()
        self._setup: Setup = self._plan()
        self._refresh()

    # -- building -------------------------------------------------------------------------

    def _connect(self) -> None:
        self.swap_button.clicked.connect(self.swap)
        for side, picker in enumerate((self.attacker_picker, self.target_picker)):
            picker.entry_picked.connect(functools.partial(self._on_picker_entry_picked, side))
        self.caught_list.caught_changed.connect(self._on_caught_list_caught_changed)
        self.attack_combo.activated.connect(self._on_attack_combo_activated)
        self.weapons_combo.activated.connect(self._on_weapons_combo_activated)
        self.weapons_combo.browsing.connect(self._on_weapons_combo_browsing)
        for grid, state in ((self.state_grid, True), (self.adhoc_grid, False)):
            grid.refused.connect(self.edit_refused.emit)
            grid.edited.connect(functools.partial(self._on_grid_edited, state))
            grid.reset.connect(functools.partial(self._on_grid_reset, state))

    def _set_tab_order(self) -> None:
        chain: list[QWidget] = [
            self.attacker_picker,
            self.target_picker,
            self.swap_button,
            self.caught_list,
            self.attack_combo,
            self.weapons_combo,
            *self.state_grid.widgets(),
            self.adhoc_button,
            *self.adhoc_grid.widgets(),
            *(c for k, c in self.field_controls.items() if k not in self.state_grid_fields),
        ]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    # -- public API -----------------------------------------------------------------------

    @property
    def setup(self) -> Setup:
        """What is shown now (for the panels beside it and for tests): worked out again first
        if the rosters, the roster in front or the house rules changed since."""
        self.refresh_now()
        return self._setup

    def fight(self) -> Fight | None:
        """The fight set up, or None when the picks make none."""
        return self.setup.fight

    def refusal(self) -> str:
        """Why the picks make no fight, or "" when they make one."""
        return self.setup.refusal

    def set_rosters(self, rosters: Sequence[tuple[str, Roster]]) -> None:
        """The open rosters of this game, each with the label it is shown under. Called whenever
        they change; a pick is kept while its roster label and entry are there (by place, or by
        name once the place holds another name), and one that is gone comes back if its
        roster is opened again. The same rosters again (a battle of another game changed)
        change nothing."""
        given = tuple(rosters)
        kept = self._given
        if len(given) == len(kept) and all(
            label == was and roster is same
            for (label, roster), (was, same) in zip(given, kept, strict=True)
        ):
            return
        self._given = given
        self._catalogue = Catalogue.of(rosters)
        self._invalidate()

    def prepare(self, rosters: Sequence[tuple[str, Roster]]) -> None:
        """Work out, and forget, the fight these rosters would make with the picks as they
        are: its choices, circumstances and limits stay in the builder's memory, so the fight
        is shown at once if the rosters come (a battle's roll about to be applied)."""
        self._plan(Catalogue.of(rosters))

    def set_front(self, label: str | None) -> None:
        """The roster in front (its label): the default attacker comes from it."""
        if label != self._front:
            self._front = label
            if not self._wishes.picked:
                self._invalidate()

    def set_house_rules(self, values: Mapping[str, object]) -> None:
        """The house rules chosen in Preferences (``Game.house_rules`` by dotted key): set on
        every fight (``with_house_rules``)."""
        values = dict(values)
        if values != self._rules:
            self._rules = values
            self._invalidate()

    def fight_state(self) -> dict[str, Any]:
        """The wishes as JSON, to set up the same fight on the next run."""
        return self.setup.wishes.to_state()

    def set_fight_state(self, state: object) -> None:
        """Restore ``fight_state``; unknown or broken values are left out. Picks whose rosters
        are not open yet are kept and shown once ``set_rosters`` opens them."""
        self._wishes = Wishes.from_state(state)
        self._set_for = None  # the restored settings are the restored fight's
        self._refresh()

    def swap(self) -> None:
        """Exchange attacker and target, each keeping its ad hoc numbers and state."""
        self._edit(self.setup.wishes.swapped())

    def open_fight(
        self, attacker: EntryKey | None, targets: Sequence[EntryKey], scenario: Mapping[str, Any]
    ) -> None:
        """Set up exactly this fight (a matchup cell): these entries, the choice ``scenario``
        fights with and its circumstances; the choice is held as the player's for the pair."""
        if not targets:
            return
        self._wishes = opening(self.game, attacker, targets, scenario)
        setup = self._plan()
        self._set_for = None  # the settings given are this fight's
        self._edit(opened(self.game, setup, scenario))

    def choose_alternative(self, index: int) -> None:
        """Set up ``fight.alternatives[index]`` (a Choices row)."""
        rows = self.setup.alternative_rows
        if 0 <= index < len(rows):
            self._edit(choosing(self.setup, *rows[index]))

    def apply_patch(self, patch: Mapping[str, object]) -> None:
        """Make a change an advice row or a what-if names (dotted scenario keys), as the
        player's own settings: a circumstance, an ad hoc number of a side (``attacker.<field>``,
        ``target.<field>``), or the choice (``weapons`` and any other key a choice sets)."""
        self._edit(patched(self.game, self.setup, patch))

    def changeEvent(self, event: QEvent) -> None:
        """A palette changed (a dark one chosen): the refusals' red follows it."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            for label in (self.refusal_label, self.who_box.caught_limit_label):
                refusal_colour(label)

    def set_compact(self, compact: bool) -> None:
        """The At-the-table view's builder: who attacks whom, how and in what circumstances;
        no ad hoc numbers, and the starting state only where it holds circumstances."""
        self._compact = compact
        self._show_boxes(not self.has_rosters())

    # -- slots ----------------------------------------------------------------------------

    def _on_picker_entry_picked(self, side: int, key: EntryKey) -> None:
        """An entry picked for ``side``: the other side's picked for it swaps the sides (the
        attacker only where the kind of attack has one)."""
        setup = self.setup
        other = setup.target if side == ATTACKER else setup.attacker
        if key == other.key and (side == ATTACKER or setup.uses_attacker):
            self.swap()
            return
        picks = [setup.wishes.attacker, setup.wishes.target]
        picks[side] = key
        self._edit(setup.wishes.picking(*picks))

    def _on_caught_list_caught_changed(self, ticked: tuple[EntryKey, ...]) -> None:
        listed = set(self.caught_list.enabled_keys())
        # A wish is matched as found now: a restored one may name its entry by name alone.
        kept = tuple(key for key in self._wishes.caught if self._catalogue.find(key) not in listed)
        self._edit(dataclasses.replace(self.setup.wishes, caught=(*ticked, *kept)))

    def _on_attack_combo_activated(self, row: int) -> None:
        key = self.attack_combo.itemData(row)
        if isinstance(key, str) and key != self.setup.kind.key:
            # Another attack catches other entries: nobody stays ticked from the last one.
            self._edit(dataclasses.replace(self.setup.wishes, kind=key, caught=()))

    def _on_weapons_combo_activated(self, row: int) -> None:
        self.refresh_now()
        menu = self.how_box.menu
        if 0 <= row < len(menu):
            self._edit(choosing(self.setup, menu[row].choice, menu[row].variant))

    def _on_weapons_combo_browsing(self) -> None:
        """Every choice's variants in the menu before the player goes through it (a choice set
        up without the others lists only its own: ``Setup.options``)."""
        setup = self.setup
        if self.how_box.menu != setup.menu:
            self.how_box.show_menu(setup.menu, setup.current)

    def _on_field_edited(self, key: str, value: object) -> None:
        self._edit(self.setup.wishes.setting(key, value, proposed(self.setup, key)))

    def _on_grid_edited(self, state: bool, side: int, key: str, value: object) -> None:
        """A side's state field (``state``) or ad hoc number edited in its grid."""
        self._edit(side_value(self.setup, side, key, value, state=state))

    def _on_grid_reset(self, state: bool, side: int) -> None:
        """The side's state (``state``) as the roster (or the battle) has it: its own fields,
        and for the target the circumstances shown in its row (WarStrike's models left, a prone
        target); else its ad hoc numbers the roster's."""
        if not state:
            self._edit(self.setup.wishes.with_side(side, tweaks={}))
            return
        wishes = self.setup.wishes.with_side(side, state={})
        if side == TARGET:
            wishes = wishes.without_settings(self.state_grid_fields)
        self._edit(wishes)

    def _on_adhoc_button_toggled(self, on: bool) -> None:
        self.adhoc_button.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.adhoc_grid.setVisible(on and not self._compact)

    # -- changing the wishes ----------------------------------------------------------------

    def _edit(self, wishes: Wishes | None) -> None:
        """Show the wishes of an edit (None: the edit changes nothing)."""
        if self._showing or wishes is None:
            return
        self._wishes = wishes
        self._refresh()

    # -- redrawing ------------------------------------------------------------------------

    def _plan(self, catalogue: Catalogue | None = None) -> Setup:
        """The fight of the picks among ``catalogue`` (the rosters given, by default)."""
        return plan(
            self.game,
            self._wishes,
            self._catalogue if catalogue is None else catalogue,
            front=self._front,
            house_rules=self._rules,
            memo=self._memo,
        )

    def _invalidate(self) -> None:
        """Work the fight out again when the event loop next turns (or when asked for it):
        opening rosters, the tab in front and the preferences change together, once."""
        if not self._dirty:
            self._dirty = True
            QTimer.singleShot(0, self, self.refresh_now)

    def refresh_now(self) -> None:
        """Work the fight out now if the rosters, the roster in front or the house rules
        changed since it was (rather than when the event loop next turns)."""
        if self._dirty:
            self._refresh()

    def _refresh(self) -> None:
        self._dirty = False
        setup = self._plan()
        one_fight = {spec.key for spec in self.game.scenario_fields if spec.one_fight}
        fight = (setup.attacker.key, setup.target.key, setup.kind.key)
        if self._set_for not in (None, fight) and one_fight & set(setup.wishes.settings):
            # A drop was set for another fight: this one starts from the default (auto).
            settings = {k: s for k, s in setup.wishes.settings.items() if k not in one_fight}
            self._wishes = dataclasses.replace(setup.wishes, settings=settings)
            setup = self._plan()
        if setup.target.key is not None:  # a fight shown (its rosters may open later)
            self._set_for = fight
        self._setup = setup
        self._wishes = setup.wishes
        self._showing = True
        try:
            self._show(setup)
        finally:
            self._showing = False
        self._grow()
        self._announce(setup)

    def _grow(self) -> None:
        """Make room at once for rows just shown, before anything is painted.

        Without it the layout first squeezes the new rows into the builder's old height (one frame
        of clipped controls, painted), and the scroll area only then gives it the height it asks.
        """
        height = self.sizeHint().height()
        if height > self.height() and self.isVisible():
            self.resize(self.width(), height)

    def _show(self, setup: Setup) -> None:
        used = setup.uses_attacker
        self.who_box.show_setup(setup)
        self.how_box.show_setup(setup)
        self.state_grid.show_side(ATTACKER, setup.attacker.states, used=used)
        moved = any(
            row.value != row.proposed
            for row in setup.fields
            if row.spec.key in self.state_grid_fields
        )
        self.state_grid.show_side(TARGET, setup.target.states, instead_changed=moved)
        self.adhoc_grid.show_side(ATTACKER, setup.attacker.tweaks, used=used)
        self.adhoc_grid.show_side(TARGET, setup.target.tweaks)
        reading = self.circumstances.show_rows(setup.fields, setup.kind.key) or any(
            s.reading for s in (*self.state_grid.specs, *self.adhoc_grid.specs)
        )
        set_shown(self.reading_note, reading)
        tweaked = any(row.changed for row in (*setup.attacker.tweaks, *setup.target.tweaks))
        if tweaked and not self.adhoc_button.isChecked():
            self.adhoc_button.setChecked(True)  # numbers in use are never out of sight
        self._show_empty(setup)

    def has_rosters(self) -> bool:
        """Whether a roster of the game is open (else the builder only says where to start)."""
        return bool(self._setup.catalogue.groups)

    def _show_empty(self, setup: Setup) -> None:
        empty = not setup.catalogue.groups
        if empty:
            self.empty_label.setText(setup.refusal)
        set_shown(self.empty_label, empty)
        self._show_boxes(empty)
        if empty:
            for widget in (*self.group_boxes.values(), self.reading_note):
                widget.hide()

    def _show_boxes(self, empty: bool) -> None:
        """The boxes shown: none with no roster open; At the table no ad hoc numbers, and the
        state at the start only for the circumstances it holds (Gangfight's target prone,
        WarStrike's defender's models left)."""
        compact = self._compact
        state = bool(self.state_grid.specs) and (not compact or bool(self.state_grid_fields))
        adhoc = bool(self.adhoc_grid.specs) and not compact
        for widget, shown in (
            (self.who_box, True),
            (self.how_box, True),
            (self.state_box, state),
            (self.adhoc_button, adhoc),
            (self.adhoc_grid, adhoc and self.adhoc_button.isChecked()),
        ):
            set_shown(widget, shown and not empty)

    def _announce(self, setup: Setup) -> None:
        """Emit the new fight or the new reason, once for each change."""
        if setup.fight is not None:
            if self._announced != setup.fight:
                self._announced = setup.fight
                self.fight_changed.emit(setup.fight)
        elif self._announced != setup.refusal:
            self._announced = setup.refusal
            self.fight_refused.emit(setup.refusal)
