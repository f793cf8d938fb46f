"""Ad hoc numbers: the picked models' size and attributes, changeable for this calculation only.

At the table a model is often not quite its card (a potion drunk, a wound on a stat, a house
rule), so the builder shows both profiles as editable numbers and never writes back to the
roster. A changed number is shown bold with the roster's value in its tooltip; Reset brings the
roster's numbers back. The grid doubles as a reminder of the two profiles while choosing.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QToolTip,
    QWidget,
)

from gangfight_gui.gui.combat.builder.attack_setup import Side
from gangfight_gui.gui.combat.builder.form import TWEAKED_ATTRIBUTES, Tweaks
from gangfight_gui.gui.combat.builder.rows import find_data, show_value
from gangfight_gui.gui.common.spin import StrictSpinBox
from gangfight_gui.rules.gangfight.profile import ATTRIBUTE_ABBREVIATIONS, MAX_ATTRIBUTE, Profile
from gangfight_gui.rules.gangfight.sizes import Size

HEADER_TIPS = {
    "size": "Size: threat range (R8), wounds a melee hit (R12), Slam! or Trample (R17)",
    "attack": "ATT: dice of a melee attack (R11)",
    "defense": "DEF: the TN to hit this model (R11, R16)",
    "marksmanship": "MAR: dice of a ranged attack (R16)",
    "armour": "ARM: dice of the armour roll (R13)",
    "damage": "DAM: the TN of the target's armour roll, plus the weapon's bonus (R13)",
    "endurance": "EN: wounds this model takes before it is Incapacitated (R14)",
    "initiative": "INI: dice to dodge an area attack (R23)",
}

SPIN_WIDTH_CHARS = 4


class _Row:
    """The widgets of one model's numbers, and the roster profile they start from."""

    def __init__(
        self,
        parent: QWidget,
        role: str,
        on_edit: Callable[[Tweaks], None],
        on_refuse: Callable[[str], None],
    ) -> None:
        self.role = role
        self._on_edit = on_edit
        self._on_refuse = on_refuse
        self.base: Profile | None = None
        self._shown: tuple[Side, bool] | None = None
        self.tweaks = Tweaks()
        self.label = QLabel(role.capitalize(), parent)
        self.size = QComboBox(parent)
        self.size.setObjectName(f"{role}_size_combo")
        self.size.setAccessibleName(f"{role.capitalize()} size")
        for size in Size:
            self.size.addItem(str(size), size)
        self.size.currentIndexChanged.connect(self._on_size_current_index_changed)
        self.spins: dict[str, StrictSpinBox] = {}
        width = parent.fontMetrics().horizontalAdvance("0" * SPIN_WIDTH_CHARS) + 28
        for name in TWEAKED_ATTRIBUTES:
            spin = StrictSpinBox(parent)
            spin.setObjectName(f"{role}_{name}_spin")
            # A typed number counts when the edit ends, so "12" is never first taken as 1.
            spin.setKeyboardTracking(False)
            spin.editingFinished.connect(lambda s=spin, n=name: self._check_typed(s, n))
            spin.setAccessibleName(f"{role.capitalize()} {ATTRIBUTE_ABBREVIATIONS[name]}")
            spin.setRange(0, MAX_ATTRIBUTE)
            spin.setMaximumWidth(width)
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)
            spin.valueChanged.connect(lambda value, n=name: self._edited(n, value))
            self.spins[name] = spin
        self.reset = QPushButton("Reset", parent)
        self.reset.setObjectName(f"{role}_reset_button")
        self.reset.setToolTip(f"Back to the roster's numbers for the {role}")
        self.reset.setAutoDefault(False)
        self.reset.clicked.connect(self._on_reset_clicked)
        for widget in (self.size, *self.spins.values()):
            _fix_width_for_bold(widget)

    def widgets(self) -> list[QWidget]:
        return [self.size, *self.spins.values(), self.reset]

    def _values_are(self, profile: Profile | None) -> bool:
        """Whether the spin boxes show ``profile``'s numbers (a refused typing may not)."""
        if profile is None:
            return True
        return self.size.currentData() == profile.size and all(
            spin.value() == getattr(profile, name) for name, spin in self.spins.items()
        )

    def show(self, side: Side, used: bool) -> None:
        shown = side.profile
        if (side, used) == self._shown and self._values_are(shown):
            return  # the other model's row, on most edits: nothing to redraw
        self._shown = (side, used)
        self.base = side.base
        self.tweaks = side.tweaks
        for widget in (self.label, *self.widgets()):
            widget.setEnabled(used and shown is not None)
        if shown is None or side.base is None:
            return
        changed = side.tweaks.changed()
        with QSignalBlocker(self.size):
            self.size.setCurrentIndex(find_data(self.size, shown.size))
        self._mark(self.size, "size", str(side.base.size), changed)
        for name, spin in self.spins.items():
            with QSignalBlocker(spin):
                show_value(spin, getattr(shown, name))
            self._mark(spin, name, str(getattr(side.base, name)), changed)
        self.reset.setEnabled(used and not side.tweaks.is_empty)

    def _mark(
        self, widget: QWidget, name: str, roster_value: str, tweaked: dict[str, object]
    ) -> None:
        """Bold with the roster's value in the tooltip when changed (``tweaked`` holds the
        changes); touched only on a change, since every font set re-polishes and repaints."""
        changed = name in tweaked
        font = widget.font()
        if font.bold() != changed:
            font.setBold(changed)
            widget.setFont(font)
        what = HEADER_TIPS[name]
        tip = (
            f"{what}\nChanged for this calculation; the roster says {roster_value}"
            if changed
            else what
        )
        if widget.toolTip() != tip:
            widget.setToolTip(tip)

    def _check_typed(self, spin: StrictSpinBox, name: str) -> None:
        """Refuse a number typed beyond the range, saying why, and show the number in use."""
        typed = spin.typed_out_of_range()
        spin.forget_typed()
        if typed is None:
            return
        message = (
            f"{ATTRIBUTE_ABBREVIATIONS[name]} {typed} refused: it must be from "
            f"{spin.minimum()} to {spin.maximum()}"
        )
        self._on_refuse(message)
        QToolTip.showText(spin.mapToGlobal(spin.rect().bottomLeft()), message, spin)

    def _edited(self, name: str, value: Size | int) -> None:
        if self.base is not None:
            self._on_edit(self.tweaks.with_value(name, value, self.base))

    def _on_size_current_index_changed(self, _index: int) -> None:
        self._edited("size", Size(self.size.currentData()))

    def _on_reset_clicked(self) -> None:
        self._on_edit(Tweaks())


def _fix_width_for_bold(widget: QWidget) -> None:
    """As wide as the widget needs in bold, bold or not: a value turning bold (changed) would
    otherwise widen its column, and so the grid, the builder and the dock, on every edit.
    """
    font = widget.font()
    bold = QFont(font)
    bold.setBold(True)
    widget.setFont(bold)
    width = min(widget.sizeHint().width(), widget.maximumWidth())
    widget.setFont(font)
    # Fixed both ways: a fixed widget's changes (a value, bold) stop there, and do not make the
    # builder lay itself out again on every edit.
    widget.setFixedSize(width, widget.sizeHint().height())


class AdHocEditor(QWidget):
    """The attacker's and the target's numbers in one grid, column by attribute.

    Signals:
        attacker_tweaked(object): the player changed the attacker's numbers; carries its Tweaks.
        target_tweaked(object): the same for the target.
    """

    attacker_tweaked = Signal(object)
    target_tweaked = Signal(object)
    edit_refused = Signal(str)
    """A number was typed out of range and refused; carries the reason."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(2)
        for column, name in enumerate(("size", *TWEAKED_ATTRIBUTES), start=1):
            text = "Size" if name == "size" else ATTRIBUTE_ABBREVIATIONS[name]
            header = QLabel(text, self)
            header.setToolTip(HEADER_TIPS[name])
            header.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(header, 0, column)
        self.attacker_row = _Row(
            self, "attacker", self.attacker_tweaked.emit, self.edit_refused.emit
        )
        self.target_row = _Row(self, "target", self.target_tweaked.emit, self.edit_refused.emit)
        for row_index, row in enumerate((self.attacker_row, self.target_row), start=1):
            grid.addWidget(row.label, row_index, 0)
            for column, widget in enumerate(row.widgets(), start=1):
                grid.addWidget(widget, row_index, column)
        grid.setColumnStretch(len(TWEAKED_ATTRIBUTES) + 3, 1)

    def widgets(self) -> list[QWidget]:
        """Every control, in Tab order: the attacker's row, then the target's."""
        return [*self.attacker_row.widgets(), *self.target_row.widgets()]

    def show_sides(self, attacker: Side, target: Side, *, attacker_used: bool = True) -> None:
        """Show both models' numbers; the attacker's row is greyed when there is none (falling)."""
        self.attacker_row.show(attacker, attacker_used)
        self.target_row.show(target, True)
