"""The attacker's and the target's numbers in one grid: ad hoc numbers, or the state they start
in, for this fight only.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QToolButton, QWidget

from gangfight_gui.gui.combat.builder.field_widgets import (
    ChoiceField,
    FieldControl,
    field_control,
    field_tip,
    label_text,
)
from gangfight_gui.gui.combat.builder.setup import SIDES, NumberRow
from gangfight_gui.gui.combat.builder.sides import shown_value
from gangfight_gui.gui.combat.results.style import bold, set_shown
from gangfight_gui.gui.combat.steady import keep_place
from gangfight_gui.gui.common.elided import ElidedLabel
from gangfight_gui.rules.game import FieldSpec

GRID_CHOICE_CHARACTERS = 5
"""A choice in the grid (a size, a status) shows this much, the rest elided: the grid of eight
numbers must fit a laptop's builder."""


def fix_width_for_bold(widget: QWidget) -> None:
    """As wide as the widget needs in bold, bold or not: a value turning bold (changed) would
    otherwise widen its column, and so the grid, the builder and the dock, on every edit."""
    font = widget.font()
    bold(widget)
    width = min(widget.sizeHint().width(), widget.maximumWidth())
    widget.setFont(font)
    # Fixed both ways: a fixed widget's changes (a value, bold) stop there, and do not make the
    # builder lay itself out again on every edit.
    widget.setFixedSize(width, widget.sizeHint().height())


class NumbersGrid(QWidget):
    """A row of controls per side (attacker, target) under a heading per field; ``upright``, a
    column per side beside a label per field (a grid of many fields then fits a laptop's
    builder). Its values are for this fight only, never written back to the roster.

    Signals:
        edited(int, str, object): the player changed a value; carries the side (0 attacker,
            1 target), the field's key and the value.
        reset(int): Reset was pressed for the side.
        refused(str): a number typed out of range was refused; carries the reason.
    """

    edited = Signal(int, str, object)
    reset = Signal(int)
    refused = Signal(str)

    def __init__(
        self,
        specs: Sequence[FieldSpec],
        name: str,
        reset_tip: str,
        parent: QWidget | None = None,
        *,
        upright: bool = False,
    ) -> None:
        super().__init__(parent)
        self.specs = tuple(specs)
        self.controls: tuple[dict[str, FieldControl], dict[str, FieldControl]] = ({}, {})
        self.labels: list[QLabel] = []
        self.reset_buttons: list[QToolButton] = []
        self._shown: list[tuple[tuple[NumberRow, ...], bool] | None] = [None, None]
        self._instead: tuple[dict[str, QWidget], dict[str, QWidget]] = ({}, {})
        """Widgets shown in a field's place (the target's circumstance that is its state)."""
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(2)

        def place(widget: QWidget, side: int, field: int) -> None:
            """Side 0/1 (-1: the headings of fields), field 1… (0: the side's name; one past
            the last: its Reset)."""
            row, column = (field, side + 1) if upright else (side + 1, field)
            grid.addWidget(widget, row, column)

        for column, spec in enumerate(self.specs, start=1):
            header = ElidedLabel(label_text(spec), self, tip=field_tip(spec))
            if not upright:
                header.setAlignment(Qt.AlignmentFlag.AlignCenter)
            place(header, -1, column)
        for side, role in enumerate(SIDES):
            label = QLabel(role.capitalize(), self)
            self.labels.append(label)
            place(label, side, 0)
            for column, spec in enumerate(self.specs, start=1):
                control = field_control(
                    spec,
                    self,
                    functools.partial(self.edited.emit, side, spec.key),
                    self.refused.emit,
                    name=f"{role}_{name}_{spec.key.replace('.', '_')}",
                    label=f"{role.capitalize()} {spec.label}",
                )
                if isinstance(control, ChoiceField):
                    control.setMinimumContentsLength(GRID_CHOICE_CHARACTERS)  # elided, tooltip
                fix_width_for_bold(control)
                keep_place(control)  # a field one side does not show
                self.controls[side][spec.key] = control
                place(control, side, column)
            button = QToolButton(self)  # narrower than a push button: the grid fits a laptop
            button.setText("Reset")
            button.setObjectName(f"{role}_{name}_reset_button")
            button.setToolTip(reset_tip.format(role=role))
            button.clicked.connect(lambda _checked=False, s=side: self.reset.emit(s))
            self.reset_buttons.append(button)
            place(button, side, len(self.specs) + 1)
        grid.setColumnStretch(3 if upright else len(self.specs) + 2, 1)

    def place_instead(self, side: int, key: str, widget: QWidget) -> None:
        """Show ``widget`` in the place of ``side``'s field ``key`` (whose own control is then
        never shown): its owner shows, hides and fills it."""
        control = self.controls[side][key]
        layout = self.layout()
        assert isinstance(layout, QGridLayout)
        position: tuple[int, int, int, int] = layout.getItemPosition(  # type: ignore[assignment]
            layout.indexOf(control)
        )
        widget.setParent(self)
        fix_width_for_bold(widget)
        widget.setFixedWidth(max(widget.minimumWidth(), control.minimumWidth()))  # one column
        layout.addWidget(widget, position[0], position[1])
        control.hide()
        self._instead[side][key] = widget

    def widgets(self) -> list[QWidget]:
        """Every control, in Tab order: the attacker's row, then the target's."""
        return [
            widget
            for side in (0, 1)
            for widget in (
                *(self._instead[side].get(key, c) for key, c in self.controls[side].items()),
                self.reset_buttons[side],
            )
        ]

    def show_side(
        self,
        side: int,
        rows: Sequence[NumberRow],
        *,
        used: bool = True,
        instead_changed: bool = False,
    ) -> None:
        """Show one side's values (greyed when the fight has no such side: a fall has no
        attacker); touched only where something changed. ``instead_changed``: a widget shown
        in a field's place holds a value set for this fight, which Reset also takes back."""
        rows = tuple(rows)
        enabled = used and bool(rows)
        shown = (rows, instead_changed)
        if shown == self._shown[side] and self.labels[side].isEnabled() == enabled:
            return
        self._shown[side] = shown
        instead = self._instead[side]
        hidden = {row.spec.key for row in rows if not row.shown} | set(instead)
        for widget in (self.labels[side], *self.controls[side].values(), self.reset_buttons[side]):
            if widget.isEnabled() != enabled:
                widget.setEnabled(enabled)
        for key, control in self.controls[side].items():
            set_shown(control, key not in hidden)
        own = len(hidden) < len(self.controls[side])
        anything = own or bool(instead)
        set_shown((self.labels[side], self.reset_buttons[side]), anything)
        for control in self.controls[side].values():
            # A side that shows nothing here takes no room; one that shows some (or a
            # circumstance in a field's place: WarStrike's target) keeps each column's place.
            keep_place(control, anything)
        for row in rows:
            found = self.controls[side].get(row.spec.key)
            if found is not None:
                found.show_value(row.value, row.limits, _changed_text(row))
                _mark(found, row)
        changed = instead_changed or any(row.changed for row in rows)
        self.reset_buttons[side].setEnabled(enabled and changed)


def _changed_text(row: NumberRow) -> str:
    if not row.changed:
        return ""
    return f"Changed for this fight only; the roster says {shown_value(row.spec, row.roster)}"


def _mark(control: FieldControl, row: NumberRow) -> None:
    """Bold when changed (the roster's value is in the tooltip); touched only on a change,
    since every font set re-polishes and repaints."""
    font = control.font()
    if font.bold() != row.changed:
        font.setBold(row.changed)
        control.setFont(font)
