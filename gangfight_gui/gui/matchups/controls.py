"""The matrix's inputs: which roster attacks which, and the circumstances of every cell, made
from what the game declares (its scenario fields marked ``matchup``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from gangfight_gui.gui.common.kind_editors import Use, editor_of
from gangfight_gui.gui.common.named_widgets import NO_MARGINS, lay_out, named
from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.gui.matchups.compute import matrix_field, paired_number
from gangfight_gui.gui.matchups.flow_layout import FlowLayout
from gangfight_gui.roster.files import AnyRoster
from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.game import AnyGame, FieldSpec
from gangfight_gui.rules.kinds import AUTO
from gangfight_gui.rules.pairings import matchup_fields

READING = "*"
READING_NOTE = "* this program's reading where the game's text is silent"
SPIN_TOP = 999


def spec_tooltip(spec: FieldSpec) -> str:
    """A field's help, its ruling, and whether it is this program's reading."""
    parts = [spec.help or spec.label]
    if spec.ruling:
        parts.append(f"({spec.ruling})")
    if spec.reading:
        parts.append("— " + READING_NOTE.removeprefix("* "))
    return " ".join(parts)


def spec_label(spec: FieldSpec) -> str:
    return spec.label + (READING if spec.reading else "")


class MatchupControls(QWidget):
    """Roster pickers (with swap) and one control per matchup circumstance of ``game``, in rows
    that wrap as the dock narrows (``FlowLayout``): a yes or no a check box, a choice a combo box,
    a number a spin box whose lowest value reads "auto". It says when its inputs changed and
    never computes anything.

    Signals:
        changed(): the rosters picked or a circumstance changed.
    """

    changed = Signal()

    def __init__(self, game: AnyGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matrix_controls")
        self.game = game
        self._rosters: dict[str, AnyRoster] = {}
        self._specs = {spec.key: spec for spec in matchup_fields(game)}
        noun = game.entry_noun
        self.attackers_combo = self._combo(
            "attackers_combo", f"The roster whose {noun}s attack (rows)"
        )
        self.targets_combo = self._combo(
            "targets_combo", f"The roster whose {noun}s are attacked (columns)"
        )
        self.swap_button = named(QToolButton(self), "swap_button", "Swap attackers and targets")
        self.swap_button.setText("⇄")
        self.swap_button.setAccessibleName("Swap attackers and targets")
        self.fields: dict[str, QWidget] = {}
        self.flow = FlowLayout(self)
        self.flow.addWidget(
            self._unit(self._label("&Attackers:", self.attackers_combo), self.attackers_combo)
        )
        self.flow.addWidget(self.swap_button)
        self.flow.addWidget(
            self._unit(self._label("&Targets:", self.targets_combo), self.targets_combo)
        )
        for spec in self._specs.values():
            control = self._control(spec)
            if control is None:
                continue
            self.fields[spec.key] = control
            if editor_of(spec).own_label:
                self.flow.addWidget(control)
            else:
                self.flow.addWidget(
                    self._unit(self._label(spec_label(spec) + ":", control), control)
                )
        self.attackers_combo.currentIndexChanged.connect(self._on_input_changed)
        self.targets_combo.currentIndexChanged.connect(self._on_input_changed)
        self.swap_button.clicked.connect(self._on_swap_button_clicked)

    def _combo(self, name: str, tip: str) -> QComboBox:
        return named(self._shape(QComboBox(self)), name, tip)

    @staticmethod
    def _shape(combo: QComboBox) -> QComboBox:
        """A combo as wide as its longest item, never squeezed below eight characters."""
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        combo.setMinimumContentsLength(8)
        combo.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        return combo

    def resizeEvent(self, event: QResizeEvent) -> None:
        """As tall as the rows the controls wrap into at this width, never squeezed below: a
        layout above gives a height-for-width child only its minimum when space is short."""
        super().resizeEvent(event)
        height = self.flow.heightForWidth(self.width())
        if height != self.minimumHeight():
            self.setMinimumHeight(height)

    def add_widget(self, widget: QWidget) -> None:
        """Another widget at the end of the controls' rows (the view's export buttons)."""
        self.flow.addWidget(widget)

    def _unit(self, label: QLabel, control: QWidget) -> QWidget:
        """A label and its control, kept on one row when the controls wrap."""
        unit = QWidget(self)
        lay_out(QHBoxLayout(unit), label, control, margins=NO_MARGINS, spacing=4)
        return unit

    def _label(self, text: str, buddy: QWidget) -> QLabel:
        label = QLabel(text, self)
        label.setBuddy(buddy)
        label.setToolTip(buddy.toolTip())
        return label

    def _control(self, spec: FieldSpec) -> QWidget | None:
        if not matrix_field(spec):
            return None  # text, lists and a rules' "auto" are no circumstance of a whole matrix
        editor = editor_of(spec)
        # A number's lowest value is "auto": each pair's own.
        control = editor.make(spec, self, Use(AUTO, (0, SPIN_TOP), spec_label(spec)))
        if isinstance(control, QComboBox):
            self._shape(control)
        editor.show(control, spec, None if paired_number(spec) else spec.default)
        editor.on_change(control, self._on_input_changed)
        control.setObjectName(f"matchup_{spec.key.replace('.', '_')}")
        extra = f" {AUTO}: as each pair's own fight has it." if paired_number(spec) else ""
        control.setToolTip(tooltip(spec_tooltip(spec) + extra))
        return control

    # Public interface -----------------------------------------------------------------------

    def rosters(self) -> tuple[AnyRoster | None, AnyRoster | None]:
        return self._roster_of(self.attackers_combo), self._roster_of(self.targets_combo)

    def labels(self) -> tuple[str, str]:
        """The labels of the rosters picked, attackers' and targets' ("" for none)."""
        return self.attackers_combo.currentText(), self.targets_combo.currentText()

    def circumstances(self) -> dict[str, object]:
        """Each control's value by its dotted key; None for a number left at "auto"."""
        specs = self._specs
        return {
            key: editor_of(specs[key]).read(control, specs[key])
            for key, control in self.fields.items()
        }

    def set_circumstances(self, values: Mapping[str, object]) -> None:
        """Set controls by dotted key (None: "auto"); unknown keys are ignored."""
        with QSignalBlocker(self):
            for key, value in values.items():
                control = self.fields.get(key)
                if control is not None:
                    editor_of(self._specs[key]).show(control, self._specs[key], value)
        self.changed.emit()

    def set_open_choices(self, choices: Mapping[str, Sequence[str]]) -> bool:
        """Offer only these choices of each choice control (the house rules leave the others
        shut: R15's "normal" band under its second reading); a choice no longer open moves to
        the next open one after it. Whether a value changed (the matrix is then out of date)."""
        moved = False
        with QSignalBlocker(self):
            for key, open_ in choices.items():
                combo = self.fields.get(key)
                spec = self._specs.get(key)
                if not isinstance(combo, QComboBox) or spec is None or not open_:
                    continue
                current = combo.currentData()
                offered = [c for c in spec.choices if c in open_]
                if offered == [combo.itemData(i) for i in range(combo.count())]:
                    continue
                combo.clear()
                for choice in offered:
                    combo.addItem(spec.label_of(choice), choice)
                later = (
                    spec.choices[spec.choices.index(current) :] if current in spec.choices else ()
                )
                keep = next((c for c in later if c in offered), offered[-1])
                combo.setCurrentIndex(offered.index(keep))
                moved = moved or keep != current
        return moved

    def set_rosters(self, rosters: Sequence[tuple[str, AnyRoster]]) -> None:
        """Offer these rosters; keep each picker's label if it is still open.

        A new pick defaults to the first roster for attackers and another one for targets
        (the first, when only one is open: a gang against itself)."""
        keep_a, keep_b = self.labels()
        before = list(self._rosters)
        self._rosters = dict(rosters)
        labels = list(self._rosters)
        with QSignalBlocker(self):
            for combo in (self.attackers_combo, self.targets_combo):
                combo.clear()
                for label, roster in self._rosters.items():
                    combo.addItem(label, label)
                    entries = count_of(len(roster.models), self.game.entry_noun)
                    combo.setItemData(
                        combo.count() - 1,
                        tooltip(f"{roster.name}: {entries}"),
                        Qt.ItemDataRole.ToolTipRole,
                    )
            self._select(self.attackers_combo, keep_a if keep_a in self._rosters else "")
            chosen = self.attackers_combo.currentText()
            other = next((label for label in labels if label != chosen), chosen)
            # A gang against itself is kept only while no other gang is open: rosters open one
            # at a time, and the first alone would otherwise pin both pickers to it.
            if keep_b == chosen and len(labels) > 1 and len(before) <= 1:
                keep_b = ""
            self._select(self.targets_combo, keep_b if keep_b in self._rosters else other)
        self.changed.emit()

    def pick(self, attackers: str, targets: str | None = None) -> None:
        """Pick the attacking roster by label (the roster in front), and the targets' if given;
        a targets' pick equal to the new attackers' moves to another open roster."""
        with QSignalBlocker(self):
            self._select(self.attackers_combo, attackers)
            if targets is not None:
                self._select(self.targets_combo, targets)
            elif self.targets_combo.currentText() == attackers and len(self._rosters) > 1:
                other = next(label for label in self._rosters if label != attackers)
                self._select(self.targets_combo, other)
        self.changed.emit()

    def swap(self) -> None:
        a, b = self.attackers_combo.currentIndex(), self.targets_combo.currentIndex()
        with QSignalBlocker(self):
            self.attackers_combo.setCurrentIndex(b)
            self.targets_combo.setCurrentIndex(a)
        self.changed.emit()

    # Internals ------------------------------------------------------------------------------

    def _roster_of(self, combo: QComboBox) -> AnyRoster | None:
        label = combo.currentData()
        return self._rosters.get(label) if isinstance(label, str) else None

    @staticmethod
    def _select(combo: QComboBox, label: str) -> None:
        index = combo.findData(label)
        combo.setCurrentIndex(index if index >= 0 else (0 if combo.count() else -1))

    def _on_input_changed(self, *_args: object) -> None:
        """A widget's change; silent while several change together (``QSignalBlocker``)."""
        self.changed.emit()

    def _on_swap_button_clicked(self) -> None:
        self.swap()
