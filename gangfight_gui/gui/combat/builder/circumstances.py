"""Where and how the attack happens: cover, range, distance, falls, dodging, the target's state.

Only the rows that matter to the attack chosen are shown (no cover in melee, R11; no range for a
fall), so a player reads a short list; hidden rows keep their values for when the attack changes
back, and never reach the Scenario (``attack_setup.make_scenario``). Beside each number is what
it means for these models: the band a distance falls in, the attacker's threat range, the
faller's height.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from gangfight_gui.gui.combat.builder.attack_setup import Setup
from gangfight_gui.gui.combat.builder.form import MAX_DODGE_TN, MIN_DODGE_TN, Circumstances, RangeBy
from gangfight_gui.gui.combat.builder.labels import INCH, band_hint, band_label
from gangfight_gui.gui.combat.builder.rows import (
    beside,
    find_data,
    show_range,
    show_text,
    show_value,
)
from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.gangfight.planning import (
    ENGAGED_SHOT_CAP,
    FALLING_DAMAGE,
    MAX_DISTANCE,
    PRONE_DEFENSE,
)
from gangfight_gui.rules.gangfight.ranges import LONG_STEP, SHORT_DICE, band_for_distance
from gangfight_gui.rules.gangfight.scenario import DEFAULT_DODGE_TN, AttackKind, Cover

COVER_LABELS = {
    Cover.NONE: "None",
    **{
        cover: f"{cover.capitalize()}: +{cover.defense_bonus} DEF, +{cover.armour_bonus} ARM"
        for cover in (Cover.SOFT, Cover.HARD)
    },
}
"""The cover choices with what they give (R24), in the core's numbers."""


def _inches_spin(parent: QWidget, name: str, step: float, tip: str) -> QDoubleSpinBox:
    spin = QDoubleSpinBox(parent)
    spin.setObjectName(name)
    spin.setRange(0.0, MAX_DISTANCE)
    spin.setDecimals(1)
    spin.setSingleStep(step)
    spin.setSuffix(INCH)
    spin.setToolTip(tip)
    return spin


def _check(parent: QWidget, text: str, name: str, tip: str) -> QCheckBox:
    box = QCheckBox(text, parent)
    box.setObjectName(name)
    box.setToolTip(tip)
    return box


class CircumstancesBox(QGroupBox):
    """The circumstances of the attack, and the target's wounds so far.

    Signals:
        circumstances_edited(object): the player changed a circumstance; carries Circumstances.
        wounds_edited(int): the player changed the wounds the target has already taken.
    """

    circumstances_edited = Signal(object)
    wounds_edited = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Circumstances", parent)
        self.setObjectName("circumstances_box")
        self._build_controls()
        self._layout_rows()
        for box in (
            self.check_distance_box,
            self.target_in_combat_box,
            self.target_prone_box,
            self.line_of_sight_box,
            self.attacker_engaged_box,
            self.by_distance_radio,
        ):
            box.toggled.connect(self._on_control_edited)
        for spin in (self.distance_spin, self.melee_distance_spin, self.fall_distance_spin):
            spin.valueChanged.connect(self._on_control_edited)
        self.dodge_tn_spin.valueChanged.connect(self._on_control_edited)
        self.cover_combo.currentIndexChanged.connect(self._on_control_edited)
        self.band_combo.currentIndexChanged.connect(self._on_control_edited)
        self.wounds_spin.valueChanged.connect(self._on_wounds_spin_value_changed)

    def _build_controls(self) -> None:
        self.cover_combo = QComboBox(self)
        self.cover_combo.setObjectName("cover_combo")
        for cover, text in COVER_LABELS.items():
            self.cover_combo.addItem(text, cover)
        self.cover_combo.setToolTip(
            "The target's cover against ranged and area attacks: "
            + ", ".join(
                f"{cover} +{cover.defense_bonus} DEF and +{cover.armour_bonus} ARM"
                for cover in (Cover.SOFT, Cover.HARD)
            )
            + " (R24). Cover never applies in melee (R11)."
        )
        self.by_distance_radio = QRadioButton("Distance", self)
        self.by_distance_radio.setObjectName("range_by_distance_radio")
        self.by_distance_radio.setToolTip(
            "Give the distance, base edge to base edge (R8): the band follows from it (R15)"
        )
        self.by_band_radio = QRadioButton("&Band", self)
        self.by_band_radio.setObjectName("range_by_band_radio")
        self.by_band_radio.setToolTip("Pick the range band instead of a distance (R15)")
        self._range_group = QButtonGroup(self)
        self._range_group.addButton(self.by_distance_radio)
        self._range_group.addButton(self.by_band_radio)
        self.distance_spin = _inches_spin(
            self,
            "distance_spin",
            1.0,
            "Distance to the target, base edge to base edge (R8); sets the range band (R15)",
        )
        self.band_combo = QComboBox(self)
        self.band_combo.setObjectName("band_combo")
        self.band_combo.setToolTip(
            f"Range band: Short +{count_of(SHORT_DICE, 'die')} (point blank), Normal no change, "
            "Long -1 die and "
            f"-1 more for each further {LONG_STEP:g}{INCH} (R15)"
        )
        self.range_hint = QLabel(self)
        self.range_hint.setTextFormat(Qt.TextFormat.PlainText)  # names (issue 16)
        self.range_hint.setObjectName("range_hint")
        self.check_distance_box = _check(
            self,
            "Check &distance:",
            "check_distance_box",
            "Check that the target is within the attacker's threat range (R8)",
        )
        self.melee_distance_spin = _inches_spin(
            self,
            "melee_distance_spin",
            0.5,
            "Distance to the target, base edge to base edge; a melee attack needs it within "
            "the attacker's threat range (R8)",
        )
        self.threat_hint = QLabel(self)
        self.threat_hint.setTextFormat(Qt.TextFormat.PlainText)  # names (issue 16)
        self.fall_distance_spin = _inches_spin(
            self,
            "fall_distance_spin",
            1.0,
            "How far the model falls: further than its height, it takes one hit at Damage "
            f"{FALLING_DAMAGE} for each height or part of one fallen (R22)",
        )
        self.fall_hint = QLabel(self)
        self.fall_hint.setTextFormat(Qt.TextFormat.PlainText)  # names (issue 16)
        self.dodge_tn_spin = QSpinBox(self)
        self.dodge_tn_spin.setObjectName("dodge_tn_spin")
        self.dodge_tn_spin.setRange(MIN_DODGE_TN, MAX_DODGE_TN)
        self.dodge_tn_spin.setToolTip(
            "TN of the INI roll each caught model makes to dodge; "
            f"{DEFAULT_DODGE_TN} unless a rule says otherwise (R23)"
        )
        self.target_in_combat_box = _check(
            self,
            "in close co&mbat",
            "target_in_combat_box",
            "The target is in close combat: a shot rolls at most "
            f"{count_of(ENGAGED_SHOT_CAP, 'die')} (R16)",
        )
        self.target_prone_box = _check(
            self,
            "&prone",
            "target_prone_box",
            f"The target is knocked down: DEF {PRONE_DEFENSE} before other modifiers (R11, R21)",
        )
        self.line_of_sight_box = _check(
            self,
            "sees it (&line of sight)",
            "line_of_sight_box",
            "Untick when the target is hidden: no action may be declared against it (R9)",
        )
        self.attacker_engaged_box = _check(
            self,
            "e&ngaged by an enemy",
            "attacker_engaged_box",
            "An enemy is inside the shooter's threat range: it cannot shoot (R8)",
        )
        self.wounds_spin = QSpinBox(self)
        self.wounds_spin.setObjectName("wounds_taken_spin")
        self.wounds_spin.setToolTip(
            "Wounds the target has already taken (R14): with none left of its EN it is "
            "Incapacitated, and a wound more kills it"
        )
        self.wounds_hint = QLabel(self)
        self.wounds_hint.setTextFormat(Qt.TextFormat.PlainText)  # names (issue 16)

    def _layout_rows(self) -> None:
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self._form = form
        self._row("C&over:", self.cover_combo)
        self._range_field = beside(
            self, self.by_distance_radio, self.by_band_radio, self.distance_spin, self.band_combo
        )
        self._row("&Range:", self._range_field, self.by_distance_radio)
        self._hint_row = QLabel(self)  # an empty label keeps the hint under the range field
        form.addRow(self._hint_row, self.range_hint)
        self._melee_field = beside(self, self.melee_distance_spin, self.threat_hint)
        form.addRow(self.check_distance_box, self._melee_field)
        self._fall_field = beside(self, self.fall_distance_spin, self.fall_hint)
        self._row("Fa&ll distance:", self._fall_field, self.fall_distance_spin)
        self._row("Dod&ge TN:", self.dodge_tn_spin)
        self._target_field = beside(self, self.target_prone_box, self.target_in_combat_box)
        form.addRow("Target:", self._target_field)
        self._attacker_field = beside(self, self.line_of_sight_box, self.attacker_engaged_box)
        form.addRow("Attacker:", self._attacker_field)
        self._row(
            "Wo&unds already taken:",
            beside(self, self.wounds_spin, self.wounds_hint),
            self.wounds_spin,
        )

    def _row(self, text: str, field: QWidget, buddy: QWidget | None = None) -> QLabel:
        label = QLabel(text, self)
        label.setBuddy(buddy or field)
        self._form.addRow(label, field)
        return label

    def widgets(self) -> list[QWidget]:
        """Every control in Tab order, top to bottom."""
        return [
            self.cover_combo,
            self.by_distance_radio,
            self.by_band_radio,
            self.distance_spin,
            self.band_combo,
            self.check_distance_box,
            self.melee_distance_spin,
            self.fall_distance_spin,
            self.dodge_tn_spin,
            self.target_prone_box,
            self.target_in_combat_box,
            self.line_of_sight_box,
            self.attacker_engaged_box,
            self.wounds_spin,
        ]

    def circumstances(self) -> Circumstances:
        """What the controls hold, hidden ones included."""
        return Circumstances(
            cover=Cover(self.cover_combo.currentData()),
            range_by=RangeBy.DISTANCE if self.by_distance_radio.isChecked() else RangeBy.BAND,
            distance=self.distance_spin.value(),
            band=str(self.band_combo.currentData() or "normal"),
            target_in_combat=self.target_in_combat_box.isChecked(),
            target_prone=self.target_prone_box.isChecked(),
            line_of_sight=self.line_of_sight_box.isChecked(),
            attacker_engaged=self.attacker_engaged_box.isChecked(),
            check_distance=self.check_distance_box.isChecked(),
            melee_distance=self.melee_distance_spin.value(),
            fall_distance=self.fall_distance_spin.value(),
            dodge_tn=self.dodge_tn_spin.value(),
        )

    def show_setup(self, setup: Setup) -> None:
        """Show the form's circumstances, the rows that matter to its attack, and their hints."""
        place = setup.form.circumstances
        with _blocked(self.widgets()):
            self.cover_combo.setCurrentIndex(find_data(self.cover_combo, place.cover))
            by_distance = place.range_by is RangeBy.DISTANCE
            self.by_distance_radio.setChecked(by_distance)
            self.by_band_radio.setChecked(not by_distance)
            show_value(self.distance_spin, place.distance)
            names = [b.name for b in setup.bands]
            if [self.band_combo.itemData(i) for i in range(self.band_combo.count())] != names:
                self.band_combo.clear()
                for band in setup.bands:
                    self.band_combo.addItem(band_label(band), band.name)
            self.band_combo.setCurrentIndex(find_data(self.band_combo, setup.band.name))
            self.target_in_combat_box.setChecked(place.target_in_combat)
            self.target_prone_box.setChecked(place.target_prone)
            self.line_of_sight_box.setChecked(place.line_of_sight)
            self.attacker_engaged_box.setChecked(place.attacker_engaged)
            self.check_distance_box.setChecked(place.check_distance)
            show_value(self.melee_distance_spin, place.melee_distance)
            show_value(self.fall_distance_spin, place.fall_distance)
            show_value(self.dodge_tn_spin, place.dodge_tn)
            endurance = setup.target.profile.endurance if setup.target.profile else 0
            show_range(self.wounds_spin, 0, endurance)
            show_value(self.wounds_spin, setup.wounds_taken)
        self.distance_spin.setVisible(by_distance)
        self.band_combo.setVisible(not by_distance)
        self.melee_distance_spin.setEnabled(place.check_distance)
        self._show_rows(setup.attack)
        self._show_hints(setup)

    def _show_rows(self, kind: AttackKind) -> None:
        shooting = kind.is_shooting
        falling = kind is AttackKind.FALLING
        form = self._form
        form.setRowVisible(self.cover_combo, shooting)
        form.setRowVisible(self._range_field, shooting)
        form.setRowVisible(self.range_hint, shooting)
        form.setRowVisible(self._melee_field, kind.is_melee)
        form.setRowVisible(self._fall_field, falling)
        form.setRowVisible(self.dodge_tn_spin, kind.is_area)
        form.setRowVisible(self._target_field, not falling)
        form.setRowVisible(self._attacker_field, not falling)
        self.target_in_combat_box.setVisible(shooting)
        self.attacker_engaged_box.setVisible(shooting)

    def _show_hints(self, setup: Setup) -> None:
        place = setup.form.circumstances
        weapon = setup.ranged_weapon
        option = setup.rules.long_range
        if weapon is not None and weapon.range_in is not None:
            band = setup.band
            if place.range_by is RangeBy.DISTANCE:
                band = band_for_distance(place.distance, weapon.range_in, option)
            show_text(
                self.range_hint,
                f"{band_hint(band, weapon, option)} for the {weapon.name} "
                f"(range {weapon.range_in:g}{INCH})",
            )
        else:
            show_text(self.range_hint, "")
        attacker = setup.attacker.profile
        show_text(
            self.threat_hint,
            f"{attacker.name}'s threat range: {attacker.size.info.threat_in:g}{INCH}"
            if attacker is not None
            else "",
        )
        target = setup.target.profile
        if target is not None:
            show_text(
                self.fall_hint, f"hurts beyond {target.size.info.height_in:g}{INCH} ({target.size})"
            )
            show_text(self.wounds_hint, f"of {target.name}'s EN {target.endurance}")
        else:
            show_text(self.fall_hint, "")
            show_text(self.wounds_hint, "")

    def _on_control_edited(self) -> None:
        self.circumstances_edited.emit(self.circumstances())

    def _on_wounds_spin_value_changed(self, value: int) -> None:
        self.wounds_edited.emit(value)


class _blocked:
    """Block several widgets' signals while the box shows values it was given."""

    def __init__(self, widgets: list[QWidget]) -> None:
        self._blockers: list[QSignalBlocker] = []
        self._widgets = widgets

    def __enter__(self) -> None:
        self._blockers = [QSignalBlocker(w) for w in self._widgets]

    def __exit__(self, *_exc: object) -> None:
        for blocker in self._blockers:
            blocker.unblock()
        self._blockers = []
