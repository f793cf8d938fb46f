"""The combat builder: who attacks whom, how, and in what circumstances; a live Scenario out.

The player sets up one attack the way it happens at the table, and the builder hands the rules
core a Scenario on every change, so the results pane can show the odds as the choices are made.
It offers only legal choices where the rules core can list them (attacks by size, weapon
combinations, drops within R3/R4) and otherwise lets the core refuse the attack: its message is
shown in red in the panel and sent as ``scenario_refused``, never a dialog or a crash.

The choices live in a ``CombatForm`` (plain data, the player's wishes) and every control is redrawn
from it after each change (``_refresh``), so rosters changing, a swap and a restored state all go
the same way: change the form, redraw, announce.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSignalBlocker, QSize, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QPalette, QResizeEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.combat.builder.adhoc_editor import AdHocEditor
from gangfight_gui.gui.combat.builder.attack_setup import (
    Setup,
    Verdict,
    adhoc_lines,
    caught_overflow,
    judge,
    setup_from_form,
)
from gangfight_gui.gui.combat.builder.catalogue import Catalogue
from gangfight_gui.gui.combat.builder.caught_list import CaughtList
from gangfight_gui.gui.combat.builder.circumstances import CircumstancesBox
from gangfight_gui.gui.combat.builder.dice_drops import DiceDropsBox
from gangfight_gui.gui.combat.builder.form import (
    Circumstances,
    CombatForm,
    ModelKey,
    RangeBy,
    Tweaks,
)
from gangfight_gui.gui.combat.builder.labels import weapon_choice_label
from gangfight_gui.gui.combat.builder.model_picker import ModelPicker
from gangfight_gui.gui.combat.builder.modifiers_view import REFUSAL_COLOUR, ModifiersView
from gangfight_gui.gui.combat.builder.rows import find_data
from gangfight_gui.gui.combat.builder.size_pair import SizePairView
from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.rules.engine.limits import MAX_TARGETS
from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.gangfight.kinds import ATTACK_ORDER, ATTACK_TIPS, unoffered_reason
from gangfight_gui.rules.gangfight.options import RuleOptions
from gangfight_gui.rules.gangfight.planning import TWO_WEAPONS_DICE
from gangfight_gui.rules.gangfight.scenario import AttackKind, Drop, Scenario

if TYPE_CHECKING:  # no roster (nor pydantic) is needed to show the builder
    from gangfight_gui.roster.roster import Roster

SWAP_SHORTCUT = QKeySequence("Ctrl+Shift+W")
"""Ctrl+W is taken by File > Close (QKeySequence.StandardKey.Close); Shift makes it the swap."""


class CombatBuilder(QWidget):
    """The panel where a player sets up one attack.

    Signals:
        scenario_changed(object): the choices make a legal attack; carries its Scenario. Emitted
            live, once for each change that gives a different Scenario.
        scenario_refused(str): the choices make no legal attack; carries the reason (the rules
            core's message, or the pick that is missing). Emitted once for each new reason.
    """

    scenario_changed = Signal(object)
    scenario_refused = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("combat_builder")
        self._form = CombatForm()
        self._catalogue = Catalogue()
        self._rules = RuleOptions()
        self._announced: Scenario | str | None = None
        self._showing = False

        self.swap_action = QAction("S&wap Attacker and Target", self)
        self.swap_action.setObjectName("swap_action")
        self.swap_action.setShortcut(SWAP_SHORTCUT)
        self.swap_action.setToolTip(
            f"Swap the attacker and the target ({SWAP_SHORTCUT.toString()})"
        )
        self.swap_action.triggered.connect(self._on_swap_action_triggered)
        self.addAction(self.swap_action)

        self.who_box = self._build_who_box()
        self.attack_box = self._build_attack_box()
        self.circumstances_box = CircumstancesBox(self)
        self.drops_box = DiceDropsBox(self)
        self.modifiers_box = ModifiersView(self)

        self._left = QVBoxLayout()
        self._right = QVBoxLayout()
        self._columns = QHBoxLayout(self)
        self._columns.addLayout(self._left, 1)
        self._columns.addLayout(self._right, 1)
        # The builder may be narrower than two columns need: it then stacks them (resizeEvent).
        self._columns.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self._wide: bool | None = None
        self._arrange(wide=True)

        self._set_tab_order()
        self._connect()
        self._setup: Setup = setup_from_form(self._form, self._catalogue, self._rules)
        self._verdict: Verdict = judge(self._setup)
        self._refresh()

    # -- building -------------------------------------------------------------------------

    def _build_who_box(self) -> QGroupBox:
        box = QGroupBox("Who", self)
        box.setObjectName("who_box")
        self.attacker_picker = ModelPicker(box)
        self.attacker_picker.setObjectName("attacker_picker")
        self.attacker_picker.setToolTip("The model that attacks, from any open roster")
        self.target_picker = ModelPicker(box)
        self.target_picker.setObjectName("target_picker")
        self.target_picker.setToolTip(
            "The model attacked (for a Trample, the first model trampled; for an area attack, "
            "the model aimed at, R23; for a fall, the model that falls)"
        )
        self.swap_button = QPushButton("&Swap", box)
        self.swap_button.setObjectName("swap_button")
        self.swap_button.setToolTip(self.swap_action.toolTip())
        self.swap_button.setAutoDefault(False)
        self.swap_button.clicked.connect(self.swap_action.trigger)
        self.adhoc_editor = AdHocEditor(box)
        self.adhoc_editor.setObjectName("adhoc_editor")
        self.caught_list = CaughtList(box)
        self.caught_list.setObjectName("caught_list")
        self.caught_list.setToolTip(
            "Tick every other model caught: by a Trample, smaller models in the attacker's "
            "threat range (R17); by an area attack, models under the line or blast (R23)"
        )

        grid = QGridLayout(box)
        attacker_label = QLabel("&Attacker:", box)
        attacker_label.setBuddy(self.attacker_picker)
        target_label = QLabel("&Target:", box)
        target_label.setBuddy(self.target_picker)
        grid.addWidget(attacker_label, 0, 0)
        grid.addWidget(self.attacker_picker, 0, 1)
        grid.addWidget(target_label, 1, 0)
        grid.addWidget(self.target_picker, 1, 1)
        grid.addWidget(self.swap_button, 0, 2, 2, 1)
        self.swap_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.adhoc_caption = adhoc_caption = QLabel(
            "Ad hoc numbers, for this calculation only:", box
        )
        adhoc_caption.setToolTip(
            "Change a picked model's size or attributes for this calculation; the roster is "
            "not changed. Reset brings back the roster's numbers."
        )
        grid.addWidget(adhoc_caption, 2, 0, 1, 3)
        grid.addWidget(self.adhoc_editor, 3, 0, 1, 3)
        self.caught_label = QLabel("Also &caught:", box)
        self.caught_label.setBuddy(self.caught_list)
        self.caught_label.setAlignment(Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.caught_label, 4, 0)
        grid.addWidget(self.caught_list, 4, 1, 1, 2)
        self.caught_limit_label = QLabel(box)
        self.caught_limit_label.setObjectName("caught_limit_label")
        self.caught_limit_label.setTextFormat(Qt.TextFormat.PlainText)
        # A short line; it must not widen the builder (issue 14): the tooltip holds it whole.
        self.caught_limit_label.setSizePolicy(
            QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred
        )
        palette = self.caught_limit_label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, REFUSAL_COLOUR)
        self.caught_limit_label.setPalette(palette)
        self.caught_limit_label.hide()
        grid.addWidget(self.caught_limit_label, 5, 1, 1, 2)
        grid.setColumnStretch(1, 1)
        return box

    def _build_attack_box(self) -> QGroupBox:
        box = QGroupBox("Attack", self)
        box.setObjectName("attack_box")
        self.attack_combo = QComboBox(box)
        self.attack_combo.setObjectName("attack_combo")
        self.attack_combo.setToolTip(
            "Only the attacks this pair can make: Slam! or Trample by size (R17), ranged and "
            "area attacks with a ranged weapon (R15, R23)"
        )
        self.weapons_combo = QComboBox(box)
        self.weapons_combo.setObjectName("weapons_combo")
        self.weapons_combo.setToolTip(
            "The weapons used: each weapon alone, or two hand weapons or pistols for "
            f"+{count_of(TWO_WEAPONS_DICE, 'die')}, never with a shield (R10); the larger damage "
            "bonus counts (R13)"
        )
        self.size_pair_view = SizePairView(box)
        form = QFormLayout(box)
        attack_label = QLabel("Attack t&ype:", box)
        attack_label.setBuddy(self.attack_combo)
        self.weapons_label = QLabel("&Weapons:", box)
        self.weapons_label.setBuddy(self.weapons_combo)
        form.addRow(attack_label, self.attack_combo)
        form.addRow(self.weapons_label, self.weapons_combo)
        form.addRow("Sizes:", self.size_pair_view)
        self._attack_form = form
        return box

    def _arrange(self, *, wide: bool) -> None:
        """Two columns when there is room for them, else one; the Tab order is the same."""
        if wide is self._wide:
            return
        self._wide = wide
        for column in (self._left, self._right):
            while column.count():
                column.takeAt(0)
        self._left.addWidget(self.who_box)
        self._left.addWidget(self.attack_box)
        second = self._right if wide else self._left
        for box in (self.circumstances_box, self.drops_box, self.modifiers_box):
            second.addWidget(box)
        self._left.addStretch(1)
        if wide:
            self._right.addStretch(1)

    def _two_column_width(self) -> int:
        layout = self._columns
        margins = layout.contentsMargins()
        left = max(box.sizeHint().width() for box in (self.who_box, self.attack_box))
        right = max(
            box.sizeHint().width()
            for box in (self.circumstances_box, self.drops_box, self.modifiers_box)
        )
        return left + right + layout.spacing() + margins.left() + margins.right()

    def minimumSizeHint(self) -> QSize:
        """As narrow as one column, whichever arrangement is showing."""
        margins = self._columns.contentsMargins()
        boxes = (
            self.who_box,
            self.attack_box,
            self.circumstances_box,
            self.drops_box,
            self.modifiers_box,
        )
        width = max(box.minimumSizeHint().width() for box in boxes)
        height = self._columns.minimumSize().height()
        return QSize(width + margins.left() + margins.right(), height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Side by side when wide, stacked when the builder sits in a narrow side panel."""
        super().resizeEvent(event)
        self._arrange(wide=event.size().width() >= self._two_column_width())

    def _set_tab_order(self) -> None:
        chain: list[QWidget] = [
            self.attacker_picker,
            self.target_picker,
            self.swap_button,
            *self.adhoc_editor.widgets(),
            self.caught_list,
            self.attack_combo,
            self.weapons_combo,
            *self.circumstances_box.widgets(),
            *self.drops_box.widgets(),
        ]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _connect(self) -> None:
        self.attacker_picker.model_picked.connect(self._on_attacker_picker_model_picked)
        self.target_picker.model_picked.connect(self._on_target_picker_model_picked)
        self.adhoc_editor.attacker_tweaked.connect(self._on_adhoc_editor_attacker_tweaked)
        self.adhoc_editor.target_tweaked.connect(self._on_adhoc_editor_target_tweaked)
        self.caught_list.caught_changed.connect(self._on_caught_list_caught_changed)
        self.attack_combo.currentIndexChanged.connect(self._on_attack_combo_current_index_changed)
        self.weapons_combo.currentIndexChanged.connect(self._on_weapons_combo_current_index_changed)
        self.circumstances_box.circumstances_edited.connect(
            self._on_circumstances_box_circumstances_edited
        )
        self.circumstances_box.wounds_edited.connect(self._on_circumstances_box_wounds_edited)
        self.drops_box.attack_spin.drop_edited.connect(self._on_attack_spin_drop_edited)
        self.drops_box.armour_spin.drop_edited.connect(self._on_armour_spin_drop_edited)

    # -- public API -----------------------------------------------------------------------

    def set_rosters(self, rosters: Sequence[tuple[str, Roster]]) -> None:
        """The open rosters, each with the label it is shown under ("Your gang › Orc Brave").

        Called whenever they change; a pick is kept while its roster label and model are still
        there (by place, or by name once the place holds another name, ``Catalogue.find``), and
        one that is gone comes back if its roster is opened again.
        """
        self._catalogue = Catalogue.of(rosters)
        self._refresh()

    def set_rule_options(self, options: RuleOptions) -> None:
        """The house-rule options of R14 and R15, from the preferences."""
        self._rules = options
        self._refresh()

    def scenario(self) -> Scenario | None:
        """The attack set up, or None when the choices make no legal attack."""
        return self._verdict.scenario

    def refusal(self) -> str | None:
        """Why the choices make no legal attack, or None."""
        return self._verdict.refusal

    def adhoc_lines(self) -> list[str]:
        """The ad hoc numbers in use beside the roster's (for the results' headline)."""
        return adhoc_lines(self._setup)

    def choose_attack_drop(self, drop: int) -> None:
        """Drop ``drop`` TN steps on the attack roll (R4), as picked in the results' drops."""
        self._edit(dataclasses.replace(self._form, attack_drop=drop))

    def take_variant(self, variant: Scenario) -> None:
        """Make the builder's scenario ``variant``: the current one with a what-if's change.

        The differences are read back into the form's own terms (ad hoc numbers, cover, band,
        weapons, drop, prone), so the builder shows the change and the player can undo it by
        hand. A lowered DEF is an ad hoc number of the main target only: the builder has none
        for the other models caught.
        """
        current = self.scenario()
        if current is None or variant.attacker is None or current.attacker is None:
            return
        form = self._shown_form()
        setup = self._setup
        for name in ("attack", "marksmanship"):
            value = getattr(variant.attacker, name)
            if value != getattr(current.attacker, name) and setup.attacker.base is not None:
                tweaks = form.attacker_tweaks.with_value(name, value, setup.attacker.base)
                form = dataclasses.replace(form, attacker_tweaks=tweaks)
        defense = variant.targets[0].defense
        if defense != current.targets[0].defense and setup.target.base is not None:
            tweaks = form.target_tweaks.with_value("defense", defense, setup.target.base)
            form = dataclasses.replace(form, target_tweaks=tweaks)
        place = form.circumstances
        if variant.cover is not current.cover:
            place = dataclasses.replace(place, cover=variant.cover)
        if variant.range_band is not None and variant.range_band != current.range_band:
            place = dataclasses.replace(place, range_by=RangeBy.BAND, band=variant.range_band)
        if variant.target_prone != current.target_prone:
            place = dataclasses.replace(place, target_prone=variant.target_prone)
        form = dataclasses.replace(form, circumstances=place)
        if variant.weapons != current.weapons:
            form = dataclasses.replace(form, weapons=tuple(variant.weapons))
        if variant.attack_drop != current.attack_drop:
            form = dataclasses.replace(form, attack_drop=variant.attack_drop)
        self._edit(form)

    def set_compact(self, compact: bool) -> None:
        """The table view's builder: who attacks whom, how, and where; no ad hoc numbers,
        drops or modifier list (the results pane names the modifiers in use)."""
        for widget in (self.adhoc_caption, self.adhoc_editor, self.drops_box, self.modifiers_box):
            widget.setVisible(not compact)

    def scenario_state(self) -> dict[str, Any]:
        """The choices as a JSON-able dict, to set up the same combat on the next run."""
        return self._form.to_state()

    def set_scenario_state(self, state: dict[str, Any]) -> None:
        """Restore choices from ``scenario_state``; unknown or broken values are the defaults.

        Picks whose rosters are not open yet are kept and shown once ``set_rosters`` opens them.
        """
        self._form = CombatForm.from_state(state)
        self._refresh()

    def swap(self) -> None:
        """Exchange attacker and target, each keeping its ad hoc numbers."""
        self._form = self._shown_form().swapped()
        self._refresh()

    # -- slots ----------------------------------------------------------------------------

    def _on_swap_action_triggered(self) -> None:
        self.swap()

    def _on_attacker_picker_model_picked(self, key: ModelKey) -> None:
        self._edit(self._form.picked(key, self._setup.target.key))

    def _on_target_picker_model_picked(self, key: ModelKey) -> None:
        self._edit(self._form.picked(self._setup.attacker.key, key))

    def _on_adhoc_editor_attacker_tweaked(self, tweaks: Tweaks) -> None:
        form = self._shown_form()
        self._edit(dataclasses.replace(form, attacker_tweaks=tweaks))

    def _on_adhoc_editor_target_tweaked(self, tweaks: Tweaks) -> None:
        form = self._shown_form()
        self._edit(dataclasses.replace(form, target_tweaks=tweaks))

    def _on_caught_list_caught_changed(self, ticked: tuple[ModelKey, ...]) -> None:
        listed = set(self.caught_list.enabled_keys())
        # A wish is matched as found now: a restored one may name its model by name alone.
        kept = tuple(
            key for key in self._form.also_caught if self._catalogue.find(key) not in listed
        )
        self._edit(dataclasses.replace(self._form, also_caught=(*ticked, *kept)))

    def _on_attack_combo_current_index_changed(self, index: int) -> None:
        kind = self.attack_combo.itemData(index)
        if kind is not None and AttackKind(kind) is not self._form.attack:
            # Another attack catches other models: nobody stays ticked from the last one.
            self._edit(dataclasses.replace(self._form, attack=AttackKind(kind), also_caught=()))

    def _on_weapons_combo_current_index_changed(self, index: int) -> None:
        choice = self.weapons_combo.itemData(index)
        if choice is not None and tuple(choice) != self._form.weapons:
            # Another weapon makes another line or blast: the caught models are chosen again.
            self._edit(dataclasses.replace(self._form, weapons=tuple(choice), also_caught=()))

    def _on_circumstances_box_circumstances_edited(self, place: Circumstances) -> None:
        self._edit(dataclasses.replace(self._form, circumstances=place))

    def _on_circumstances_box_wounds_edited(self, wounds: int) -> None:
        form = dataclasses.replace(self._form, target=self._setup.target.key)
        self._edit(dataclasses.replace(form, wounds_taken=wounds))

    def _on_attack_spin_drop_edited(self, drop: Drop) -> None:
        self._edit(dataclasses.replace(self._form, attack_drop=drop))

    def _on_armour_spin_drop_edited(self, drop: Drop) -> None:
        self._edit(dataclasses.replace(self._form, armour_drop=drop))

    # -- redrawing ------------------------------------------------------------------------

    def _edit(self, form: CombatForm) -> None:
        if self._showing:
            return
        self._form = form
        self._refresh()

    def _found(self, form: CombatForm) -> CombatForm:
        """The form with each pick that is open named as found now (its current place).

        A pick restored by name alone, or whose model has moved, then compares equal to what
        the pickers and the caught list hand back, so picking another attacker does not take
        the target for a new one (and drop its ad hoc numbers). Picks not open stay wishes.
        """
        find = self._catalogue.find
        return dataclasses.replace(
            form,
            attacker=find(form.attacker) or form.attacker,
            target=find(form.target) or form.target,
            also_caught=tuple(find(key) or key for key in form.also_caught),
        )

    def _shown_form(self) -> CombatForm:
        """The form with the picks and numbers on screen, for edits made to what is shown."""
        setup = self._setup
        return dataclasses.replace(
            self._form,
            attacker=setup.attacker.key,
            target=setup.target.key,
            attacker_tweaks=setup.attacker.tweaks,
            target_tweaks=setup.target.tweaks,
        )

    def _refresh(self) -> None:
        self._form = self._found(self._form)
        setup = setup_from_form(self._form, self._catalogue, self._rules)
        if self._form.attacker is None or self._form.target is None:
            # Default picks stick, so opening another roster does not change them under the player.
            self._form = dataclasses.replace(
                self._form,
                attacker=self._form.attacker or setup.attacker.key,
                target=self._form.target or setup.target.key,
            )
            setup = setup_from_form(self._form, self._catalogue, self._rules)
        self._setup = setup
        self._verdict = judge(setup)
        self._showing = True
        try:
            self._show(setup, self._verdict)
        finally:
            self._showing = False
        self._announce(self._verdict)

    def _show(self, setup: Setup, verdict: Verdict) -> None:
        falling = setup.attack is AttackKind.FALLING
        self.attacker_picker.set_groups(self._catalogue.groups)
        self.attacker_picker.set_current_key(setup.attacker.key)
        self.attacker_picker.setEnabled(not falling)
        self.target_picker.set_groups(self._catalogue.groups)
        self.target_picker.set_current_key(setup.target.key)
        self.adhoc_editor.show_sides(setup.attacker, setup.target, attacker_used=not falling)
        many = setup.attack.has_many_targets
        self.caught_list.set_rows(setup.caught)
        self.caught_list.setVisible(many)
        self.caught_label.setVisible(many)
        over = caught_overflow(setup)
        limit_text = (
            f"Untick {over:,}: one attack catches at most {MAX_TARGETS:,} models, "
            f"the target and {MAX_TARGETS - 1:,} more"
            if over
            else ""
        )
        self.caught_limit_label.setText(limit_text)
        self.caught_limit_label.setToolTip(tooltip(limit_text) if over else "")
        self.caught_limit_label.setVisible(bool(over))
        self._show_attacks(setup)
        self._show_weapons(setup)
        self.size_pair_view.show_pair(setup.attacker.profile, setup.target.profile, setup.attack)
        self.circumstances_box.show_setup(setup)
        self.drops_box.attack_spin.set_drop(self._form.attack_drop)
        self.drops_box.armour_spin.set_drop(self._form.armour_drop)
        plan = verdict.plan
        if plan is None:
            self.drops_box.show_unknown()
        else:
            self.drops_box.show_limits(
                verdict.attack_limit,
                verdict.armour_limit,
                has_roll=plan.has_roll,
                wounds=verdict.armour_limit is not None,
            )
        self.modifiers_box.show_verdict(verdict, adhoc_lines(setup))

    def _show_attacks(self, setup: Setup) -> None:
        combo = self.attack_combo
        model = combo.model()
        assert isinstance(model, QStandardItemModel)  # QComboBox's own
        attacker, target = setup.attacker.profile, setup.target.profile
        with QSignalBlocker(combo):
            if combo.count() != len(ATTACK_ORDER):
                combo.clear()
                for kind in ATTACK_ORDER:
                    combo.addItem(kind.label, kind)
            for row, kind in enumerate(ATTACK_ORDER):
                item = model.item(row)
                offered = kind in setup.attacks
                # The reason names models: plain text, never markup (issue 16).
                tip = tooltip(
                    ATTACK_TIPS[kind]
                    if offered
                    else f"Not possible: {unoffered_reason(kind, attacker, target)}"
                )
                if item.isEnabled() != offered:
                    item.setEnabled(offered)
                if item.toolTip() != tip:
                    item.setToolTip(tip)
            combo.setCurrentIndex(find_data(combo, setup.attack))

    def _show_weapons(self, setup: Setup) -> None:
        combo = self.weapons_combo
        attacker = setup.attacker.profile
        items = (
            []
            if attacker is None
            else [(weapon_choice_label(c, attacker), c) for c in setup.weapon_choices]
        )
        with QSignalBlocker(combo):
            shown = [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())]
            if shown != items:
                combo.clear()
                for text, choice in items:
                    combo.addItem(text, choice)
            combo.setCurrentIndex(
                next((i for i, (_text, c) in enumerate(items) if c == setup.weapons), -1)
            )
        self._attack_form.setRowVisible(combo, setup.attack is not AttackKind.FALLING)

    def _announce(self, verdict: Verdict) -> None:
        """Emit the new Scenario or the new reason, once for each change."""
        if verdict.scenario is not None:
            if self._announced != verdict.scenario:
                self._announced = verdict.scenario
                self.scenario_changed.emit(verdict.scenario)
        elif verdict.refusal is not None and self._announced != verdict.refusal:
            self._announced = verdict.refusal
            self.scenario_refused.emit(verdict.refusal)
