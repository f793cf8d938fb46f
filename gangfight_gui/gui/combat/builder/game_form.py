"""The combat builder of the games other than Gangfight, built from the game's field specs.

The player picks an attacker and a target among the open rosters of the game, one of the choices
the game offers for that pair (``Game.pair_scenarios``: each legal weapon choice…), and the
circumstances of the fight (``Game.scenario_fields``: charging, assists, ground…). The form turns
that into the game's scenario JSON, exactly what ``gangfight calc`` reads, so the results pane
and the command line always compute the same thing.

Signals:
    scenario_changed(object): a new scenario JSON (a dict) to compute, for ``game``.
    scenario_refused(str): the current picks make no scenario; the reason for the player.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.roster.fields import field_tooltip
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.engine.paths import get_path, set_path
from gangfight_gui.rules.game import AnyGame, FieldSpec

NO_VALUE = -1_000_000
"""The spin box value that stands for "none" in an optional number (shown as its special text)."""
SHOWN_KINDS = ("bool", "choice", "int", "optional_int")
"""The field kinds this form has a widget for; a field of another kind (a list of the target's
weapons) keeps the value the chosen scenario gives it."""


class GameFightForm(QWidget):
    """Attacker, target, choice and circumstances of one fight of ``game``.

    Signals:
        scenario_changed(object): the scenario JSON to compute (a new dict each time).
        scenario_refused(str): why there is nothing to compute.
    """

    scenario_changed = Signal(object)
    scenario_refused = Signal(str)

    def __init__(self, game: AnyGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName(f"{game.key}_fight_form")
        self._rosters: list[tuple[str, Roster]] = []
        self._choices: tuple[dict[str, Any], ...] = ()
        self._pair_values: dict[str, object] = {}
        """The circumstances the game set for the current pair (engaged models…)."""
        self._updating = False

        self.attacker_roster = self._combo("attacker_roster_combo", "Roster of the attacker")
        self.attacker = self._combo("attacker_combo", f"The attacking {game.entry_noun}")
        self.target_roster = self._combo("target_roster_combo", "Roster of the target")
        self.target = self._combo("target_combo", f"The {game.entry_noun} attacked")
        self.choice = self._combo(
            "choice_combo",
            "What the attacker fights with: every legal choice of the rules "
            f"({', '.join(game.choice_rulings)})",
        )
        picks = QGroupBox("&Fight", self)
        form = QFormLayout(picks)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow("Attacker's roster", self.attacker_roster)
        form.addRow("&Attacker", self.attacker)
        form.addRow("Target's roster", self.target_roster)
        form.addRow("&Target", self.target)
        form.addRow("&Weapons", self.choice)

        self.fields: dict[str, QWidget] = {}
        self.specs = tuple(s for s in game.scenario_fields if s.kind in SHOWN_KINDS)
        circumstances = QGroupBox("&Circumstances", self)
        fields_form = QFormLayout(circumstances)
        fields_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for spec in self.specs:
            widget = self._field_widget(spec)
            self.fields[spec.key] = widget
            label = QLabel(spec.label + (" *" if spec.reading else ""), circumstances)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setToolTip(field_tooltip(spec))
            label.setBuddy(widget)
            fields_form.addRow(label, widget)
        self.reading_note = QLabel(
            "* not in the game's text: this program's reading (hover for the ruling)", self
        )
        self.reading_note.setTextFormat(Qt.TextFormat.PlainText)
        self.reading_note.setWordWrap(True)
        self.reading_note.setVisible(any(s.reading for s in self.specs))

        layout = QVBoxLayout(self)
        layout.addWidget(picks)
        layout.addWidget(circumstances)
        layout.addWidget(self.reading_note)
        layout.addStretch(1)

        self.attacker_roster.currentIndexChanged.connect(self._on_attacker_roster_changed)
        self.target_roster.currentIndexChanged.connect(self._on_target_roster_changed)
        self.attacker.currentIndexChanged.connect(self._on_pair_changed)
        self.target.currentIndexChanged.connect(self._on_pair_changed)
        self.choice.currentIndexChanged.connect(self._on_field_changed)

    def _combo(self, name: str, tip: str) -> QComboBox:
        combo = QComboBox(self)
        combo.setObjectName(name)
        combo.setToolTip(tip)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(12)
        return combo

    def _field_widget(self, spec: FieldSpec) -> QWidget:
        tip = field_tooltip(spec)
        widget: QWidget
        if spec.kind == "bool":
            box = QCheckBox(self)
            box.setChecked(bool(spec.default))
            box.toggled.connect(self._on_field_changed)
            widget = box
        elif spec.kind == "choice":
            combo = QComboBox(self)
            combo.addItems([str(c) for c in spec.choices])
            if spec.default is not None:
                combo.setCurrentText(str(spec.default))
            combo.currentIndexChanged.connect(self._on_field_changed)
            widget = combo
        else:
            spin = QSpinBox(self)
            low = spec.minimum if spec.minimum is not None else -999
            high = spec.maximum if spec.maximum is not None else 999
            if spec.kind == "optional_int":
                spin.setRange(NO_VALUE, high)
                spin.setSpecialValueText("none")
                spin.setMinimum(NO_VALUE)
            else:
                spin.setRange(low, high)
            default = spec.default
            spin.setValue(
                int(default)
                if isinstance(default, int)
                else (NO_VALUE if spec.kind == "optional_int" else low)
            )
            spin.valueChanged.connect(self._on_field_changed)
            widget = spin
        widget.setObjectName(f"field_{spec.key.replace('.', '_')}")
        widget.setToolTip(tip)
        return widget

    # --- rosters ---------------------------------------------------------------------------

    def set_rosters(self, rosters: Sequence[tuple[str, Roster]]) -> None:
        """The open rosters of this game, by label; picks are kept where they still exist."""
        rosters = [(label, r) for label, r in rosters if r.game == self.game.key]
        if [(label, r) for label, r in self._rosters] == list(rosters):
            return
        picks = (
            self.attacker_roster.currentText(),
            self.attacker.currentText(),
            self.target_roster.currentText(),
            self.target.currentText(),
        )
        if len(self._rosters) < 2 and picks[0] == picks[2]:
            # Rosters opened one at a time: the second one is the enemy.
            picks = (picks[0], picks[1], "", "")
        self._rosters = list(rosters)
        self._updating = True
        try:
            labels = [label for label, _ in rosters]
            other = next(
                (i for i, label in enumerate(labels) if label != picks[0]), len(labels) - 1
            )
            for combo, wanted, fallback in (
                (self.attacker_roster, picks[0], 0),
                (self.target_roster, picks[2], other),
            ):
                combo.clear()
                combo.addItems(labels)
                combo.setCurrentIndex(labels.index(wanted) if wanted in labels else fallback)
            self._fill_entries(self.attacker, self.attacker_roster, picks[1], 0)
            self._fill_entries(self.target, self.target_roster, picks[3], 1)
        finally:
            self._updating = False
        self._on_pair_changed()

    def _roster(self, combo: QComboBox) -> Roster | None:
        index = combo.currentIndex()
        return self._rosters[index][1] if 0 <= index < len(self._rosters) else None

    def _fill_entries(
        self, combo: QComboBox, roster_combo: QComboBox, wanted: str, at: int
    ) -> None:
        roster = self._roster(roster_combo)
        names = [e.name for e in roster.models] if roster is not None else []
        blocked = combo.blockSignals(True)
        combo.clear()
        combo.addItems(names)
        if wanted in names:
            combo.setCurrentIndex(names.index(wanted))
        elif names:
            # A different target than the attacker when the same roster is on both sides.
            same = (
                roster_combo is self.target_roster and self._roster(self.attacker_roster) is roster
            )
            combo.setCurrentIndex(min(at if same else 0, len(names) - 1))
        combo.blockSignals(blocked)

    def select(self, attacker: tuple[str, str], target: tuple[str, str], choice: int = 0) -> None:
        """Pick (roster label, entry name) for both sides and a choice (for tests, matchups)."""
        self._updating = True
        try:
            self.attacker_roster.setCurrentText(attacker[0])
            self._fill_entries(self.attacker, self.attacker_roster, attacker[1], 0)
            self.target_roster.setCurrentText(target[0])
            self._fill_entries(self.target, self.target_roster, target[1], 1)
        finally:
            self._updating = False
        self._on_pair_changed()
        if 0 <= choice < self.choice.count():
            self.choice.setCurrentIndex(choice)
        if 0 <= choice < len(self._choices):
            # Exactly the fight asked for (a matchup cell): its circumstances too.
            self._show_values(self._choices[choice], force=True)
            self._on_field_changed()

    def _on_attacker_roster_changed(self) -> None:
        if self._updating:
            return
        self._fill_entries(self.attacker, self.attacker_roster, "", 0)
        self._on_pair_changed()

    def _on_target_roster_changed(self) -> None:
        if self._updating:
            return
        self._fill_entries(self.target, self.target_roster, "", 1)
        self._on_pair_changed()

    def _entry(self, roster_combo: QComboBox, combo: QComboBox) -> dict[str, Any] | None:
        roster = self._roster(roster_combo)
        index = combo.currentIndex()
        if roster is None or not 0 <= index < len(roster.models):
            return None
        return roster.models[index].to_json()

    def _on_pair_changed(self) -> None:
        if self._updating:
            return
        attacker = self._entry(self.attacker_roster, self.attacker)
        target = self._entry(self.target_roster, self.target)
        previous = self.choice.currentText()
        self._choices = (
            self.game.pair_scenarios(attacker, target)
            if attacker is not None and target is not None
            else ()
        )
        labels = [self.game.choice_label(s) for s in self._choices]
        blocked = self.choice.blockSignals(True)
        self.choice.clear()
        self.choice.addItems(labels)
        self.choice.setCurrentIndex(labels.index(previous) if previous in labels else 0)
        self.choice.blockSignals(blocked)
        if self._choices:
            self._show_values(self._choices[max(0, self.choice.currentIndex())], force=False)
        self._on_field_changed()

    def _show_values(self, scenario: Mapping[str, Any], *, force: bool) -> None:
        """Show the circumstances the game set for this pair (the defender's engaged models…).

        Without ``force`` only values that differ from the previous pair's are shown, so what
        the player set (charging, assists) stays when another target is picked.
        """
        for spec in self.specs:
            value = get_path(scenario, spec.key)
            if value is None or (not force and self._pair_values.get(spec.key) == value):
                continue
            self._pair_values[spec.key] = value
            widget = self.fields[spec.key]
            blocked = widget.blockSignals(True)
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QComboBox):
                widget.setCurrentText(str(value))
            elif isinstance(widget, QSpinBox) and isinstance(value, int):
                widget.setValue(value)
            widget.blockSignals(blocked)

    # --- the scenario ----------------------------------------------------------------------

    def field_values(self) -> dict[str, object]:
        """The circumstances as the game's scenario keys (dotted keys are nested)."""
        values: dict[str, object] = {}
        for spec in self.specs:
            widget = self.fields[spec.key]
            if isinstance(widget, QCheckBox):
                values[spec.key] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                values[spec.key] = widget.currentText()
            elif isinstance(widget, QSpinBox):
                value = widget.value()
                values[spec.key] = None if value == NO_VALUE else value
        return values

    def scenario(self) -> dict[str, Any] | None:
        """The scenario JSON of the current picks, or None when there is no fight to set up."""
        return self._with_fields(self.choice.currentIndex())

    def alternatives(self) -> list[tuple[str, dict[str, Any]]]:
        """Every choice the game offers this pair, each with the circumstances set now: what
        the results pane compares to advise which weapon (or split) to fight with. A weapon
        choice that leaves the attacker another choice (Necromunda's odd die, N8) is one row per
        way (``Game.choice_variants``)."""
        return [alternative for _, alternative in self._alternatives()]

    def current_alternative(self) -> int:
        """The index in ``alternatives()`` of the fight set up now; -1 when none is exactly it
        (the odd die left to "auto" is this program's pick between two rows)."""
        now = self.scenario()
        found = self._alternatives()
        return next((i for i, (_, (_, s)) in enumerate(found) if s == now), -1)

    def activate_alternative(self, index: int) -> None:
        """Set up ``alternatives()[index]``: its weapons, then what else it chose (the odd die)."""
        found = self._alternatives()
        if not 0 <= index < len(found):
            return
        choice, (_, scenario) = found[index]
        blocked = self.choice.blockSignals(True)
        self.choice.setCurrentIndex(choice)
        self.choice.blockSignals(blocked)
        self._show_values(scenario, force=True)
        self._on_field_changed()

    def _alternatives(self) -> list[tuple[int, tuple[str, dict[str, Any]]]]:
        """(the choice box's index, (label, scenario)) of every alternative, in the box's order."""
        found: list[tuple[int, tuple[str, dict[str, Any]]]] = []
        for index in range(self.choice.count()):
            scenario = self._with_fields(index)
            if scenario is not None:
                found += [(index, variant) for variant in self.game.choice_variants(scenario)]
        return found

    def _with_fields(self, index: int) -> dict[str, Any] | None:
        if not 0 <= index < len(self._choices):
            return None
        scenario = copy.deepcopy(self._choices[index])
        defaults = {spec.key: spec.default for spec in self.specs}
        values = self.field_values()
        # A default the scenario does not name stays unnamed, so the JSON says only what counts;
        # but an object that is written at all is written whole (a reaction switched off keeps
        # its "enabled": false beside the reaction's other settings).
        wanted = {
            key
            for key, value in values.items()
            if value != defaults.get(key) or get_path(scenario, key) is not None
        }
        written = {key.split(".")[0] for key in wanted if "." in key}
        for key, value in values.items():
            if key in wanted or ("." in key and key.split(".")[0] in written):
                set_path(scenario, key, value)
        return scenario

    def refusal(self) -> str:
        if len(self._rosters) == 0:
            return f"Open or create a {self.game.title} roster to set up a fight."
        if self.attacker.count() == 0 or self.target.count() == 0:
            return f"The rosters have no {self.game.entry_noun} to fight with."
        return "No fight is possible between these two."

    def _on_field_changed(self) -> None:
        if self._updating:
            return
        scenario = self.scenario()
        if scenario is None:
            self.scenario_refused.emit(self.refusal())
        else:
            self.scenario_changed.emit(scenario)
