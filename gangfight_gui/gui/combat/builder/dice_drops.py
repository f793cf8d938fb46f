"""Dice drops: "Auto (best)" or a chosen number of TN steps, for the attacker and the defender.

A spin box whose lowest value reads "Auto (best)" keeps the common case one keystroke away and
the choice compact. Its top is what R3/R4 allow for the current pool (R20: none for a Free Strike)
but never below the value already chosen: when a change of pool makes a chosen drop impossible,
the builder says so (the core's message) instead of silently changing the player's choice.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QSpinBox, QWidget

from gangfight_gui.gui.combat.builder.rows import beside, show_text, show_value
from gangfight_gui.rules.gangfight.dice import MAX_NATURAL_TN, MAX_POOL
from gangfight_gui.rules.gangfight.scenario import AUTO, Drop

AUTO_VALUE = -1
AUTO_TEXT = "Auto (best)"


class DropSpin(QSpinBox):
    """A drop: AUTO_VALUE is "auto" (R5), 0 and up are TN steps chosen by the player (R4).

    Signals:
        drop_edited(object): the player changed the drop; carries "auto" or a whole number.
    """

    drop_edited = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(AUTO_VALUE, MAX_POOL)
        self.setSpecialValueText(AUTO_TEXT)
        self.setPrefix("drop ")
        self._limit: int | None = None
        self.valueChanged.connect(self._on_value_changed)

    def drop(self) -> Drop:
        value = self.value()
        return AUTO if value == AUTO_VALUE else value

    def set_drop(self, drop: Drop) -> None:
        value = AUTO_VALUE if drop == AUTO else int(drop)
        with QSignalBlocker(self):
            # A drop beyond the limit is shown as it is, and refused, rather than clamped.
            if value > self.maximum():
                self.setMaximum(value)
            show_value(self, value)

    @property
    def limit(self) -> int | None:
        return self._limit

    def set_limit(self, limit: int | None) -> None:
        """Allow chosen drops up to ``limit`` (None: unknown, as when the attack is refused)."""
        self._limit = limit
        with QSignalBlocker(self):
            top = MAX_POOL if limit is None else max(limit, self.value())
            if self.maximum() != top:
                self.setMaximum(top)

    def _on_value_changed(self, _value: int) -> None:
        self.drop_edited.emit(self.drop())


class DiceDropsBox(QGroupBox):
    """The attacker's and the defender's drops side by side, each with what it may go up to."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Dice drops", parent)
        self.setObjectName("dice_drops_box")
        self.attack_spin = DropSpin(self)
        self.attack_spin.setObjectName("attack_drop_spin")
        self.attack_spin.setToolTip(
            "TN steps the attacker drops, one die each (one die a target for a Trample): "
            "Auto picks the drop with the most wounds after armour (R4, R5). "
            f"A TN above {MAX_NATURAL_TN} forces a drop first (R3); a Free Strike drops "
            "nothing (R20)."
        )
        self.armour_spin = DropSpin(self)
        self.armour_spin.setObjectName("armour_drop_spin")
        self.armour_spin.setToolTip(
            "TN steps the target drops from its armour roll: Auto drops as many as best negate "
            "the wounds it must save, once it knows them (R4, R5, R13)."
        )
        self.attack_hint = QLabel(self)
        self.armour_hint = QLabel(self)
        form = QFormLayout(self)
        self.attack_label = QLabel("Attac&k dice:", self)
        self.attack_label.setBuddy(self.attack_spin)
        self.armour_label = QLabel("Armour d&ice:", self)
        self.armour_label.setBuddy(self.armour_spin)
        form.addRow(self.attack_label, beside(self, self.attack_spin, self.attack_hint))
        form.addRow(self.armour_label, beside(self, self.armour_spin, self.armour_hint))
        self._form = form

    def show_limits(
        self, attack: int | None, armour: int | None, *, has_roll: bool, wounds: bool
    ) -> None:
        """Set each spin's top from the plan; a roll that does not happen greys its drop."""
        self.attack_spin.set_limit(attack)
        self.armour_spin.set_limit(armour)
        for widget in (self.attack_spin, self.attack_label):
            widget.setEnabled(has_roll)
        for widget in (self.armour_spin, self.armour_label):
            widget.setEnabled(wounds)
        show_text(self.attack_hint, _hint(attack) if has_roll else "no attack roll")
        show_text(self.armour_hint, _hint(armour) if wounds else "no wounds to save")

    def show_unknown(self) -> None:
        """The attack is refused: no limits to show, every drop stays editable."""
        self.show_limits(None, None, has_roll=True, wounds=True)

    def widgets(self) -> list[QWidget]:
        return [self.attack_spin, self.armour_spin]


def _hint(limit: int | None) -> str:
    if limit is None:
        return ""
    if limit == 0:
        return "none allowed (R4, R20)"
    return f"up to {limit} (R3, R4)"
