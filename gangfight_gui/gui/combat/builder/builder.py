"""The combat builder: who attacks whom, how, in what circumstances; a ``Fight`` out. One class
for every game, built from what the game declares (``rules/game.py``).

The player picks an attacker and a target among the open rosters of the game (grouped by
roster), the kind of attack (``Game.offers``: a kind this pair cannot make is greyed with the
reason), what the attacker fights with (``Game.choices`` and their ``choice_variants``: the best
by ``Game.score`` is preselected), the circumstances (``scenario_fields`` by
``group``, each shown only where its ``attacks`` and ``requires`` hold, within ``field_limits``
and with its hint beside it), the state each side starts in (``state`` fields) and, for this
fight only, ad hoc numbers (``tweak`` fields). The builder emits the ``Fight`` those make
(``fight_changed``), or why there is none (``fight_refused``), once for each change.

Points no ruling settles, decided here: until the player picks, the picks follow the roster in
front (its first entry attacks the first entry of another roster of the game); picking as
attacker the entry that is the target (or the reverse) swaps the two rather than make an entry
fight itself; the kind shown is the one wished for where the pair may make it, else the first
the pair may make (kinds are not ranked against each other: a Power Attack and a melee attack
answer different questions); the best choice is the best by ``Game.score`` among the choices,
each with the circumstances set, its variants at the game's own pick; a circumstance the player
set holds while the game proposes for it what it proposed when it was set (``Setting.basis``);
a state field of the target that the game also offers as a circumstance (WarStrike's
``defender.models``, Gangfight's ``target_prone``: label and key alike) is shown once, the
circumstance in the target's row of the state at the start (``setup.target_states``);
a row that waits on another box of the panel through its ``requires`` (Necromunda's *Out of
sight* until *Charging* is ticked, the reaction's rows until *Reaction attacks* is) is shown
greyed, its hint naming what it waits for, so ticking the box moves nothing else and no blank
gap reads as something missing; rows the kind, the choice or the pair rule out give
their place up.

The player's wishes live in a ``Wishes`` (plain data); ``setup.plan`` works out the fight, and
every control is redrawn from that after each change (``_refresh``), so rosters changing, a swap,
a matchup cell and a restored fight all go the same way: change the wishes, plan, redraw,
announce. Redrawing touches only what changed, so an edit never moves the rest of the panel.
The Weapons menu lists, closed, every choice and the variants of the one set up; the other
choices' variants (N8's odd die) are filled in when the player goes through it (``MenuComboBox``),
since working them out is most of planning a fight whose choice is the player's.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSignalBlocker, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPalette, QStandardItemModel, QWheelEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.combat.builder.caught_list import CaughtList
from gangfight_gui.gui.combat.builder.empty import SWAP_TIP
from gangfight_gui.gui.combat.builder.entries import Catalogue, pick_text
from gangfight_gui.gui.combat.builder.entry_picker import EntryPicker
from gangfight_gui.gui.combat.builder.field_widgets import (
    READING_NOTE,
    BoolField,
    FieldControl,
    field_control,
    field_tip,
    label_text,
)
from gangfight_gui.gui.combat.builder.memo import Memo
from gangfight_gui.gui.combat.builder.numbers import NumbersGrid
from gangfight_gui.gui.combat.builder.plan import plan
from gangfight_gui.gui.combat.builder.setup import ATTACKER, TARGET, FieldRow, MenuRow, Setup
from gangfight_gui.gui.combat.builder.sides import target_states
from gangfight_gui.gui.combat.builder.wishes import Chosen, Setting, Wishes
from gangfight_gui.gui.combat.fight import EntryKey, Fight
from gangfight_gui.gui.combat.steady import own_background
from gangfight_gui.gui.common.elided import ElidedComboBox, ElidedLabel
from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.rules.engine.paths import get_path
from gangfight_gui.rules.game import AnyGame, FieldSpec
from gangfight_gui.rules.kinds import takes

if TYPE_CHECKING:  # the builder shows before any roster (and pydantic) is loaded
    from gangfight_gui.roster.roster import Roster

INDENT = "\u2003"
REFUSAL_LIGHT = QColor(176, 32, 32)
REFUSAL_DARK = QColor(255, 120, 110)
"""A refusal's red on a light window and on a dark one (a dark palette is followed)."""


def refusal_colour(widget: QWidget) -> None:
    """Draw ``widget``'s text in a red that reads on its window's colour, light or dark; the
    text says what is wrong in words, so the colour is never all there is."""
    palette = widget.palette()
    dark = palette.color(QPalette.ColorRole.Window).lightness() < DARK_LIGHTNESS
    palette.setColor(QPalette.ColorRole.WindowText, REFUSAL_DARK if dark else REFUSAL_LIGHT)
    widget.setPalette(palette)


DARK_LIGHTNESS = 128


class MenuComboBox(ElidedComboBox):
    """The Weapons menu: says when the player is about to go through its rows (its popup opens,
    a key or the wheel steps it), so rows left out until then can be filled in first.

    Signals:
        browsing(): the rows are about to be shown or stepped through.
    """

    browsing = Signal()

    def showPopup(self) -> None:
        self.browsing.emit()
        super().showPopup()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.browsing.emit()
        super().keyPressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        self.browsing.emit()
        super().wheelEvent(event)


class CombatBuilder(QWidget):
    """The panel where a player sets up one fight of ``game``.

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
        super().__init__(parent)
        self.game = game
        self.setObjectName(f"{game.key}_combat_builder")
        own_background(self)  # an edit repaints the builder, not the window behind it
        # Never squeezed below its rows' own height: it scrolls instead (rows squeezed to fit
        # were squeezed again, every one of them, each time a row came or went).
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        # Laid out from the top: growing or shrinking (rows coming and going) repaints only
        # what moved, not the whole panel.
        self.setAttribute(Qt.WidgetAttribute.WA_StaticContents)
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
        self._menu: tuple[MenuRow, ...] = ()
        """The Weapons menu's rows as shown (``Setup.shown_menu``, or all of ``Setup.menu``)."""

        self.who_box = self._build_who_box()
        self.how_box = self._build_how_box()
        self.state_box, self.state_grid = self._build_grid_box(
            "state",
            "State at the &start",
            "Where each side starts this fight (wounds taken, models left…), for this fight "
            "only: the roster is not changed. Reset brings back the roster's.",
            "Back to the {role}'s state in the roster",
        )
        self.field_controls: dict[str, FieldControl] = {}
        self.field_labels: dict[str, QLabel] = {}
        self.field_hints: dict[str, ElidedLabel] = {}
        self.group_boxes: dict[str, QGroupBox] = {}
        self._build_circumstances()
        # One line (elided, the whole in its tooltip): a wrapped label is laid out again as a
        # document each time the rows above it come or go.
        self.reading_note = ElidedLabel(READING_NOTE, self)
        self.reading_note.setObjectName("reading_note")
        self.reading_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.adhoc_button = QToolButton(self)
        self.adhoc_button.setObjectName("adhoc_button")
        self.adhoc_button.setText("Ad hoc numbers, for this fight only")
        self.adhoc_button.setCheckable(True)
        self.adhoc_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.adhoc_button.setArrowType(Qt.ArrowType.RightArrow)
        self.adhoc_button.setAutoRaise(True)
        self.adhoc_button.setToolTip(
            f"Change a picked {game.entry_noun}'s numbers for this fight only; the roster is not "
            "changed. Reset brings back the roster's numbers."
        )
        self.adhoc_button.toggled.connect(self._on_adhoc_button_toggled)
        tweaks = [spec for spec in game.model_fields if spec.tweak]
        self.adhoc_grid = NumbersGrid(
            tweaks, "adhoc", "Back to the roster's numbers for the {role}", self, upright=True
        )
        self.adhoc_grid.setObjectName("adhoc_grid")
        self.adhoc_grid.hide()
        self.adhoc_button.setVisible(bool(tweaks))

        # With no roster of the game open there is nothing to set up: one plain line says where
        # to start, in place of boxes with an impossible kind of attack refused in red
        # ("Falling: Not possible").
        self.empty_label = QLabel(self)
        self.empty_label.setObjectName("builder_empty_label")
        self.empty_label.setTextFormat(Qt.TextFormat.PlainText)
        self.empty_label.setWordWrap(True)
        self.empty_label.hide()

        layout = QVBoxLayout(self)
        layout.setSpacing(6)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.who_box)
        layout.addWidget(self.how_box)
        layout.addWidget(self.state_box)
        # The numbers of the two sides together, above the circumstances: a circumstance's
        # rows coming and going (a Reaction's settings) move nothing but the note below them.
        layout.addWidget(self.adhoc_button)
        layout.addWidget(self.adhoc_grid)
        for box in self.group_boxes.values():
            layout.addWidget(box)
        layout.addWidget(self.reading_note)
        layout.addStretch(1)

        self._connect()
        self._set_tab_order()
        self._setup: Setup = self._plan()
        self._refresh()

    # -- building -------------------------------------------------------------------------

    def _build_who_box(self) -> QGroupBox:
        noun = self.game.entry_noun
        box = QGroupBox("Who", self)
        box.setObjectName("who_box")
        self.attacker_picker = EntryPicker(noun, box)
        self.attacker_picker.setObjectName("attacker_picker")
        self.target_picker = EntryPicker(noun, box)
        self.target_picker.setObjectName("target_picker")
        self.swap_button = QPushButton("S&wap", box)
        self.swap_button.setObjectName("swap_button")
        self.swap_button.setToolTip(SWAP_TIP)
        self.swap_button.setAutoDefault(False)
        self.swap_button.clicked.connect(self.swap)
        self.caught_list = CaughtList(noun, box)
        self.caught_list.setObjectName("caught_list")
        grid = QGridLayout(box)
        grid.setContentsMargins(6, 2, 6, 4)
        grid.setVerticalSpacing(4)
        self.attacker_label = QLabel("&Attacker:", box)
        self.attacker_label.setBuddy(self.attacker_picker)
        target_label = QLabel("&Target:", box)
        target_label.setBuddy(self.target_picker)
        for widget in (self.attacker_label, self.attacker_picker):
            # A kind with no attacker (a fall) hides the attacker, keeping its place.
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            widget.setSizePolicy(policy)
        grid.addWidget(self.attacker_label, 0, 0)
        grid.addWidget(self.attacker_picker, 0, 1)
        grid.addWidget(target_label, 1, 0)
        grid.addWidget(self.target_picker, 1, 1)
        grid.addWidget(self.swap_button, 0, 2, 2, 1)
        self.swap_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.caught_label = QLabel("Also &caught:", box)
        self.caught_label.setBuddy(self.caught_list)
        self.caught_label.setAlignment(Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.caught_label, 2, 0)
        grid.addWidget(self.caught_list, 2, 1, 1, 2)
        self.caught_limit_label = ElidedLabel("", box)
        self.caught_limit_label.setObjectName("caught_limit_label")
        refusal_colour(self.caught_limit_label)
        self.caught_limit_label.hide()
        grid.addWidget(self.caught_limit_label, 3, 1, 1, 2)
        grid.setColumnStretch(1, 1)
        return box

    def _build_how_box(self) -> QGroupBox:
        box = QGroupBox("How", self)
        box.setObjectName("how_box")
        self.attack_combo = ElidedComboBox(box)
        self.attack_combo.setObjectName("attack_combo")
        self.attack_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.attack_combo.setMinimumContentsLength(10)
        self.weapons_combo = MenuComboBox(box)
        self.weapons_combo.setObjectName("weapons_combo")
        self.weapons_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.weapons_combo.setMinimumContentsLength(12)
        rulings = ", ".join(self.game.choice_rulings)
        self._weapons_tip = (
            "What the attacker fights with: every legal choice, the best by the odds chosen "
            "until you pick one" + (f" ({rulings})" if rulings else "")
        )
        self.weapons_combo.setToolTip(self._weapons_tip)
        self.refusal_label = QLabel(box)
        self.refusal_label.setObjectName("refusal_label")
        self.refusal_label.setTextFormat(Qt.TextFormat.PlainText)
        self.refusal_label.setWordWrap(True)
        refusal_colour(self.refusal_label)
        self.refusal_label.hide()
        form = QFormLayout(box)
        form.setContentsMargins(6, 2, 6, 4)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setVerticalSpacing(4)
        attack_label = QLabel("Attac&k:", box)
        attack_label.setBuddy(self.attack_combo)
        self.weapons_label = QLabel("&Weapons:", box)
        self.weapons_label.setBuddy(self.weapons_combo)
        form.addRow(attack_label, self.attack_combo)
        form.addRow(self.weapons_label, self.weapons_combo)
        form.addRow(self.refusal_label)
        self._how_form = form
        return box

    def _build_grid_box(
        self, name: str, title: str, tip: str, reset_tip: str
    ) -> tuple[QGroupBox, NumbersGrid]:
        box = QGroupBox(title.replace("&", ""), self)
        box.setObjectName(f"{name}_box")
        box.setToolTip(tip)
        specs = [s for s in self.game.model_fields if s.state and not s.tweak]
        grid = NumbersGrid(specs, name, reset_tip, box)
        grid.setObjectName(f"{name}_grid")
        layout = QVBoxLayout(box)
        layout.setContentsMargins(6, 2, 6, 4)
        layout.addWidget(grid)
        box.setVisible(bool(specs))
        return box, grid

    def _build_circumstances(self) -> None:
        """A box per ``group`` of the game's scenario fields, a row per field: its label, its
        control and the hint of its limits now."""
        grids: dict[str, QGridLayout] = {}
        self.state_grid_fields = target_states(self.game)
        """Circumstances shown in the target's row of the state grid, with its field there."""
        for spec in self.game.scenario_fields:
            state_key = self.state_grid_fields.get(spec.key)
            if state_key is not None:
                # The target's state as this fight takes it: in the target's row of the state
                # at the start, under its heading, not in a box of its own.
                moved = field_control(spec, self.state_grid)
                moved.setObjectName(f"field_{spec.key.replace('.', '_')}")
                moved.setAccessibleName(f"Target {spec.label}")
                if isinstance(moved, BoolField):
                    moved.setText("")
                moved.edited.connect(lambda value, key=spec.key: self._on_field_edited(key, value))
                refused = getattr(moved, "refused", None)
                if refused is not None:
                    refused.connect(self.edit_refused.emit)
                self.state_grid.place_instead(TARGET, state_key, moved)
                self.field_controls[spec.key] = moved
                self.field_hints[spec.key] = ElidedLabel("", self)  # in its tooltip instead
                self.field_hints[spec.key].hide()
                continue
            group = spec.group or "Circumstances"
            if group not in self.group_boxes:
                box = QGroupBox(group, self)
                box.setObjectName(f"group_{len(self.group_boxes)}_box")
                grid = QGridLayout(box)
                grid.setContentsMargins(6, 2, 6, 4)
                grid.setVerticalSpacing(2)
                # The controls at their whole width (a choice's label: "Auto: the die worth
                # more"), the hints take the rest.
                grid.setColumnStretch(2, 1)
                self.group_boxes[group] = box
                grids[group] = grid
            box, grid = self.group_boxes[group], grids[group]
            control = field_control(spec, box)
            control.edited.connect(lambda value, key=spec.key: self._on_field_edited(key, value))
            refused = getattr(control, "refused", None)
            if refused is not None:
                refused.connect(self.edit_refused.emit)
            hint = ElidedLabel("", box)
            hint.setObjectName(f"hint_{spec.key.replace('.', '_')}")
            hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            row = grid.rowCount()
            if isinstance(control, BoolField):
                grid.addWidget(control, row, 0, 1, 2)
            else:
                label = ElidedLabel(label_text(spec), box, tip=field_tip(spec))
                label.setBuddy(control)
                self.field_labels[spec.key] = label
                grid.addWidget(label, row, 0)
                grid.addWidget(control, row, 1)
            grid.addWidget(hint, row, 2)
            self.field_controls[spec.key] = control
            self.field_hints[spec.key] = hint

    def _connect(self) -> None:
        self.attacker_picker.entry_picked.connect(self._on_attacker_picker_entry_picked)
        self.target_picker.entry_picked.connect(self._on_target_picker_entry_picked)
        self.caught_list.caught_changed.connect(self._on_caught_list_caught_changed)
        self.attack_combo.activated.connect(self._on_attack_combo_activated)
        self.weapons_combo.activated.connect(self._on_weapons_combo_activated)
        self.weapons_combo.browsing.connect(self._on_weapons_combo_browsing)
        for grid in (self.state_grid, self.adhoc_grid):
            grid.refused.connect(self.edit_refused.emit)
        self.state_grid.edited.connect(self._on_state_grid_edited)
        self.state_grid.reset.connect(self._on_state_grid_reset)
        self.adhoc_grid.edited.connect(self._on_adhoc_grid_edited)
        self.adhoc_grid.reset.connect(self._on_adhoc_grid_reset)

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
        shown = self.setup.wishes
        self._edit(
            dataclasses.replace(shown.swapped(), attacker=shown.target, target=shown.attacker)
        )

    def open_fight(
        self, attacker: EntryKey | None, targets: Sequence[EntryKey], scenario: Mapping[str, Any]
    ) -> None:
        """Set up exactly this fight (a matchup cell): these entries, the choice ``scenario``
        fights with and its circumstances; the choice is held as the player's for the pair."""
        if not targets:
            return
        kinds = {kind.key: kind for kind in self.game.attack_kinds}
        kind_key = scenario.get("attack")
        kind = kinds.get(kind_key) if isinstance(kind_key, str) else None
        kind = kind or self.game.attack_kinds[0]
        wishes = Wishes(
            attacker=attacker, target=targets[0], picked=True, caught=tuple(targets[1:]),
            kind=kind.key,
        )  # fmt: skip
        self._wishes = wishes
        setup = self._plan()
        label = self.game.choice_label(scenario)
        found = next((c for c in setup.choices if c.label == label), None)
        settings: dict[str, Setting] = {}
        for spec in self.game.scenario_fields:
            value = get_path(scenario, spec.key)
            if value is None and not spec.kind.optional:
                continue
            basis = get_path(found.scenario, spec.key) if found is not None else value
            settings[spec.key] = Setting(value, basis)
        chosen = Chosen(label, setup.attacker.key, setup.target.key, kind.key)
        self._set_for = None  # the settings given are this fight's
        self._edit(dataclasses.replace(setup.wishes, chosen=chosen, settings=settings))

    def choose_alternative(self, index: int) -> None:
        """Set up ``fight.alternatives[index]`` (a Choices row)."""
        rows = self.setup.alternative_rows
        if 0 <= index < len(rows):
            self._choose(*rows[index])

    def apply_patch(self, patch: Mapping[str, object]) -> None:
        """Make a change an advice row or a what-if names (dotted scenario keys), as the
        player's own settings: a circumstance, an ad hoc number of a side (``attacker.<field>``,
        ``target.<field>``), or the choice (``weapons`` and any other key a choice sets)."""
        wishes = self.setup.wishes
        fields = {spec.key: spec for spec in self.game.scenario_fields}
        entry_fields = {spec.key: spec for spec in self.game.model_fields}
        rest: dict[str, object] = {}
        for key, value in patch.items():
            role, _dot, name = key.partition(".")
            spec = entry_fields.get(name)
            if key in fields:
                wishes = wishes.setting(key, value, self._proposed(key))
            elif role in ("attacker", "target") and spec is not None and takes(spec, value):
                side = ATTACKER if role == "attacker" else TARGET
                if spec.tweak:
                    wishes = wishes.with_side(side, tweaks={**wishes.tweaks[side], name: value})
                elif spec.state:
                    wishes = wishes.with_side(side, state={**wishes.states[side], name: value})
            else:
                rest[key] = value
        if rest:
            setup = self.setup
            for choice in setup.choices:
                if all(get_path(choice.scenario, k) == v for k, v in rest.items()):
                    wishes = dataclasses.replace(
                        wishes,
                        chosen=Chosen(
                            choice.label, setup.attacker.key, setup.target.key, setup.kind.key
                        ),
                    )
                    break
        self._edit(wishes)

    def changeEvent(self, event: QEvent) -> None:
        """A palette changed (a dark one chosen): the refusals' red follows it."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            for label in (self.refusal_label, self.caught_limit_label):
                refusal_colour(label)

    def set_compact(self, compact: bool) -> None:
        """The At-the-table view's builder: who attacks whom, how and in what circumstances;
        no ad hoc numbers, and the starting state only where it holds circumstances."""
        self._compact = compact
        self._show_boxes(not self.has_rosters())

    # -- slots ----------------------------------------------------------------------------

    def _on_attacker_picker_entry_picked(self, key: EntryKey) -> None:
        shown = self.setup.wishes
        if key == self.setup.target.key:  # the target picked as attacker: the sides swap
            self.swap()
            return
        self._edit(shown.picking(key, shown.target))

    def _on_target_picker_entry_picked(self, key: EntryKey) -> None:
        shown = self.setup.wishes
        if key == self.setup.attacker.key and self.setup.uses_attacker:
            self.swap()
            return
        self._edit(shown.picking(shown.attacker, key))

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
        menu = self._menu
        if 0 <= row < len(menu):
            self._choose(menu[row].choice, menu[row].variant)

    def _on_weapons_combo_browsing(self) -> None:
        """Every choice's variants in the menu before the player goes through it (a choice set
        up without the others lists only its own: ``Setup.options``)."""
        setup = self.setup
        if self._menu != setup.menu:
            self._show_menu(setup.menu, setup.current)

    def _on_field_edited(self, key: str, value: object) -> None:
        self._edit(self.setup.wishes.setting(key, value, self._proposed(key)))

    def _on_state_grid_edited(self, side: int, key: str, value: object) -> None:
        self._edit(self._side_value(side, key, value, state=True))

    def _on_state_grid_reset(self, side: int) -> None:
        """The side's state as the roster (or the battle) has it: its own fields, and for the
        target the circumstances shown in its row (WarStrike's models left, a prone target)."""
        wishes = self.setup.wishes.with_side(side, state={})
        if side == TARGET:
            wishes = wishes.without_settings(self.state_grid_fields)
        self._edit(wishes)

    def _on_adhoc_grid_edited(self, side: int, key: str, value: object) -> None:
        self._edit(self._side_value(side, key, value, state=False))

    def _on_adhoc_grid_reset(self, side: int) -> None:
        self._edit(self.setup.wishes.with_side(side, tweaks={}))

    def _on_adhoc_button_toggled(self, on: bool) -> None:
        self.adhoc_button.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.adhoc_grid.setVisible(on and not self._compact)

    # -- changing the wishes ----------------------------------------------------------------

    def _proposed(self, key: str) -> object:
        """What the game proposes for a circumstance in the fight shown (its ``basis``)."""
        return next((row.proposed for row in self.setup.fields if row.spec.key == key), None)

    def _side_value(self, side: int, key: str, value: object, *, state: bool) -> Wishes:
        wishes = self.setup.wishes
        shown = self.setup.attacker if side == ATTACKER else self.setup.target
        rows = shown.states if state else shown.tweaks
        roster = next((row.roster for row in rows if row.spec.key == key), None)
        values = dict(wishes.states[side] if state else wishes.tweaks[side])
        if value == roster:
            values.pop(key, None)  # back to the roster's: nothing set apart from it
        else:
            values[key] = value
        return (
            wishes.with_side(side, state=values) if state else wishes.with_side(side, tweaks=values)
        )

    def _choose(self, choice: int, variant: int) -> None:
        """Fight with choice ``choice`` (and its variant ``variant``; -1 the choice itself), as
        the player's choice for this pair and kind."""
        setup = self.setup
        if not 0 <= choice < len(setup.choices):
            return
        wishes = dataclasses.replace(
            setup.wishes,
            chosen=Chosen(
                setup.choices[choice].label, setup.attacker.key, setup.target.key, setup.kind.key
            ),
        )
        patches = setup.variant_patches[choice] if choice < len(setup.variant_patches) else ()
        keys = {key for patch in patches for key in patch}
        settings = {k: s for k, s in wishes.settings.items() if k not in keys}
        if 0 <= variant < len(patches):
            for key, value in patches[variant].items():
                settings[key] = Setting(value, self._proposed(key))
        self._edit(dataclasses.replace(wishes, settings=settings))

    def _edit(self, wishes: Wishes) -> None:
        if self._showing:
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
            QTimer.singleShot(0, self, self._on_timer)

    def refresh_now(self) -> None:
        """Work the fight out now if the rosters, the roster in front or the house rules
        changed since it was (rather than when the event loop next turns)."""
        if self._dirty:
            self._refresh()

    def _on_timer(self) -> None:
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
        groups = setup.catalogue.groups
        self.attacker_picker.set_groups(groups)
        self.attacker_picker.set_current_key(setup.attacker.key)
        self.target_picker.set_groups(groups)
        self.target_picker.set_current_key(setup.target.key)
        for picker, side in (
            (self.attacker_picker, setup.attacker),
            (self.target_picker, setup.target),
        ):
            tip = pick_text(side.key, self.game.entry_noun) if side.key is not None else ""
            text = tooltip(tip or f"Pick a {self.game.entry_noun} of any open roster")
            if picker.toolTip() != text:
                picker.setToolTip(text)
        for widget in (self.attacker_label, self.attacker_picker):
            if widget.isHidden() == used:
                widget.setVisible(used)
        self._show_caught(setup)
        self._show_kinds(setup)
        self._show_weapons(setup)
        self.state_grid.show_side(ATTACKER, setup.attacker.states, used=used)
        moved = any(
            row.value != row.proposed
            for row in setup.fields
            if row.spec.key in self.state_grid_fields
        )
        self.state_grid.show_side(TARGET, setup.target.states, instead_changed=moved)
        self.adhoc_grid.show_side(ATTACKER, setup.attacker.tweaks, used=used)
        self.adhoc_grid.show_side(TARGET, setup.target.tweaks)
        self._show_fields(setup.fields, setup.kind.key)
        refusal = setup.refusal
        if self.refusal_label.text() != refusal:
            self.refusal_label.setText(refusal)
        if self.refusal_label.isHidden() == bool(refusal):
            self.refusal_label.setVisible(bool(refusal))
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
        if self.empty_label.isHidden() == empty:
            self.empty_label.setVisible(empty)
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
            if widget.isHidden() == (shown and not empty):
                widget.setVisible(shown and not empty)

    def _show_caught(self, setup: Setup) -> None:
        many = setup.many
        if many:
            self.caught_list.set_rows(setup.caught, setup.catalogue.numbered)
        for widget in (self.caught_list, self.caught_label):
            if widget.isHidden() == many:
                widget.setVisible(many)
        over = setup.over
        most = setup.kind.targets
        text = (
            f"Untick {over:,}: one attack catches at most {most:,} "
            f"{self.game.entry_noun}s, the target and {most - 1:,} more"
            if over
            else ""
        )
        self.caught_limit_label.setText(text)
        if self.caught_limit_label.isHidden() == bool(over):
            self.caught_limit_label.setVisible(bool(over))

    def _show_kinds(self, setup: Setup) -> None:
        combo = self.attack_combo
        model = combo.model()
        assert isinstance(model, QStandardItemModel)  # QComboBox's own
        offers = setup.offers
        with QSignalBlocker(combo):
            keys = [offer.kind.key for offer in offers]
            if [combo.itemData(i) for i in range(combo.count())] != keys:
                combo.clear()
                for offer in offers:
                    combo.addItem(offer.kind.label, offer.kind.key)
            for row, offer in enumerate(offers):
                item = model.item(row)
                kind = offer.kind
                about = kind.help + (f" ({kind.ruling})" if kind.ruling else "")
                # The reason names entries: plain text, never markup.
                tip = tooltip(about if offer.offered else f"Not possible: {offer.refusal}")
                if item.isEnabled() != offer.offered:
                    item.setEnabled(offer.offered)
                if item.toolTip() != tip:
                    item.setToolTip(tip)
            row = keys.index(setup.kind.key) if setup.kind.key in keys else -1
            if combo.currentIndex() != row:
                combo.setCurrentIndex(row)
        kind = setup.kind
        tip = tooltip(
            "The kind of attack: those this pair cannot make are greyed, with the reason\n"
            f"{kind.label}: {kind.help}" + (f" ({kind.ruling})" if kind.ruling else "")
        )
        if combo.toolTip() != tip:
            combo.setToolTip(tip)
        # One kind of attack is no choice: its row is left out rather than shown greyed;
        # the title over the odds names it.
        single = len(self.game.attack_kinds) == 1
        if self._how_form.isRowVisible(combo) == single:
            self._how_form.setRowVisible(combo, not single)

    def _show_weapons(self, setup: Setup) -> None:
        self._show_menu(setup.shown_menu, setup.shown_current)
        combo = self.weapons_combo
        current = combo.currentText().strip()
        tip = tooltip(self._weapons_tip + (f"\nNow: {current}" if current else ""))
        if combo.toolTip() != tip:
            combo.setToolTip(tip)
        used = setup.uses_attacker
        if self._how_form.isRowVisible(combo) != used:
            self._how_form.setRowVisible(combo, used)

    def _show_menu(self, menu: tuple[MenuRow, ...], current: int) -> None:
        """The Weapons menu's rows (``menu``, read back by its row when one is picked) and the
        row on screen."""
        self._menu = menu
        combo = self.weapons_combo
        items = [(row.label if row.variant < 0 else INDENT + row.label) for row in menu]
        with QSignalBlocker(combo):
            if [combo.itemText(i) for i in range(combo.count())] != items:
                combo.clear()
                combo.addItems(items)
                for index, text in enumerate(items):
                    combo.setItemData(index, tooltip(text.strip()), Qt.ItemDataRole.ToolTipRole)
            if combo.currentIndex() != current:
                combo.setCurrentIndex(current)

    def _show_fields(self, rows: Sequence[FieldRow], kind: str) -> None:
        shown = {row.spec.key: row for row in rows}
        boxes_on = {
            s.group or "Circumstances"
            for s in self.game.scenario_fields
            if s.key in shown and s.key not in self.state_grid_fields
        }
        reading = False
        for spec in self.game.scenario_fields:
            row = shown.get(spec.key)
            in_grid = spec.key in self.state_grid_fields
            if not in_grid and (spec.group or "Circumstances") not in boxes_on:
                # Its whole box is hidden (a refused fight: a fighter out of action): its rows
                # are left as they were, and set when the box comes back; hiding each of them
                # cost a refusal some forty hide events and a layout of each box.
                continue
            control = self.field_controls[spec.key]
            hint = self.field_hints[spec.key]
            label = self.field_labels.get(spec.key)
            on = row is not None
            waiting = (
                not on
                and bool(spec.requires)
                and (not spec.attacks or kind in spec.attacks)
                and all(key in shown and isinstance(v, bool) for key, v in spec.requires)
            )
            for widget in (control,) if in_grid else (control, hint, label):
                if widget is None:
                    continue
                if widget.isHidden() == (on or waiting):
                    widget.setVisible(on or waiting)
                if widget is not hint and widget.isEnabled() != on:
                    widget.setEnabled(on)
            if waiting:
                hint.setText(self._waits_for(spec))
            if row is None:
                continue
            reading = reading or spec.reading
            control.show_value(row.value, row.limits)
            hint.setText(row.limits.hint)
        for group, box in self.group_boxes.items():
            on = group in boxes_on
            if box.isHidden() == on:
                box.setVisible(on)
        reading = reading or any(
            s.reading for s in (*self.state_grid.specs, *self.adhoc_grid.specs)
        )
        if self.reading_note.isHidden() == reading:
            self.reading_note.setVisible(reading)

    def _waits_for(self, spec: FieldSpec) -> str:
        """ "with Charging ticked": the boxes a greyed row waits for, in the game's words."""
        labels = {s.key: s for s in self.game.scenario_fields}
        parts = []
        for key, value in spec.requires:
            other = labels.get(key)
            name = other.label if other is not None else key
            parts.append(f"{name} {'ticked' if value else 'not ticked'}")
        return "with " + " and ".join(parts)

    def _announce(self, setup: Setup) -> None:
        """Emit the new fight or the new reason, once for each change."""
        if setup.fight is not None:
            if self._announced != setup.fight:
                self._announced = setup.fight
                self.fight_changed.emit(setup.fight)
        elif self._announced != setup.refusal:
            self._announced = setup.refusal
            self.fight_refused.emit(setup.refusal)
