"""The combat builder's circumstances: a box per group of a game's scenario fields, a row per
field, each shown, greyed or hidden as the fight on screen takes it."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

from gangfight_gui.gui.combat.builder.field_widgets import (
    BoolField,
    FieldControl,
    field_control,
    field_tip,
    label_text,
)
from gangfight_gui.gui.combat.builder.numbers import NumbersGrid
from gangfight_gui.gui.combat.builder.setup import TARGET, FieldRow
from gangfight_gui.gui.combat.builder.sides import target_states
from gangfight_gui.gui.combat.results.style import set_shown
from gangfight_gui.gui.common.elided import ElidedLabel
from gangfight_gui.gui.common.named_widgets import named
from gangfight_gui.rules.game import AnyGame, FieldSpec


class Circumstances:
    """A box per ``group`` of ``game``'s scenario fields (children of ``parent``), a row per
    field: its label, its control and the hint of its limits now; a circumstance that is the
    target's state is placed in the target's row of ``state_grid`` instead. An edit calls
    ``on_edited`` (the field's key, the value), a number refused ``on_refused`` (why)."""

    def __init__(
        self,
        game: AnyGame,
        parent: QWidget,
        state_grid: NumbersGrid,
        on_edited: Callable[[str, object], None],
        on_refused: Callable[[str], None],
    ) -> None:
        self.game = game
        self.controls: dict[str, FieldControl] = {}
        self.labels: dict[str, QLabel] = {}
        self.hints: dict[str, ElidedLabel] = {}
        self.boxes: dict[str, QGroupBox] = {}
        self.in_grid = target_states(game)
        """Circumstances shown in the target's row of the state grid, with its field there."""
        grids: dict[str, QGridLayout] = {}
        for spec in game.scenario_fields:
            state_key = self.in_grid.get(spec.key)
            if state_key is not None:
                # The target's state as this fight takes it: in the target's row of the state
                # at the start, under its heading, not in a box of its own.
                edited = functools.partial(on_edited, spec.key)
                title = f"Target {spec.label}"
                moved = field_control(spec, state_grid, edited, on_refused, label=title)
                state_grid.place_instead(TARGET, state_key, moved)
                self.controls[spec.key] = moved
                self.hints[spec.key] = ElidedLabel("", parent)  # in its tooltip instead
                self.hints[spec.key].hide()
                continue
            group = spec.group or "Circumstances"
            if group not in self.boxes:
                box = named(QGroupBox(group, parent), f"group_{len(self.boxes)}_box")
                grid = QGridLayout(box)
                grid.setContentsMargins(6, 2, 6, 4)
                grid.setVerticalSpacing(2)
                # The controls at their whole width (a choice's label: "Auto: the die worth
                # more"), the hints take the rest.
                grid.setColumnStretch(2, 1)
                self.boxes[group] = box
                grids[group] = grid
            box, grid = self.boxes[group], grids[group]
            control = field_control(spec, box, functools.partial(on_edited, spec.key), on_refused)
            hint = named(ElidedLabel("", box), f"hint_{spec.key.replace('.', '_')}")
            hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            row = grid.rowCount()
            if isinstance(control, BoolField):
                grid.addWidget(control, row, 0, 1, 2)
            else:
                label = ElidedLabel(label_text(spec), box, tip=field_tip(spec))
                label.setBuddy(control)
                self.labels[spec.key] = label
                grid.addWidget(label, row, 0)
                grid.addWidget(control, row, 1)
            grid.addWidget(hint, row, 2)
            self.controls[spec.key] = control
            self.hints[spec.key] = hint

    def show_rows(self, rows: Sequence[FieldRow], kind: str) -> bool:
        """Show the circumstances that apply (``rows``, for the attack ``kind``), grey those that
        wait on another box, hide the rest; whether one shown is a reading of this program."""
        shown = {row.spec.key: row for row in rows}
        boxes_on = {
            s.group or "Circumstances"
            for s in self.game.scenario_fields
            if s.key in shown and s.key not in self.in_grid
        }
        reading = False
        for spec in self.game.scenario_fields:
            row = shown.get(spec.key)
            in_grid = spec.key in self.in_grid
            if not in_grid and (spec.group or "Circumstances") not in boxes_on:
                # Its whole box is hidden (a refused fight: a fighter out of action): its rows
                # are left as they were, and set when the box comes back; hiding each of them
                # cost a refusal some forty hide events and a layout of each box.
                continue
            control = self.controls[spec.key]
            hint = self.hints[spec.key]
            label = self.labels.get(spec.key)
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
                set_shown(widget, on or waiting)
                if widget is not hint and widget.isEnabled() != on:
                    widget.setEnabled(on)
            if waiting:
                hint.setText(self._waits_for(spec))
            if row is None:
                continue
            reading = reading or spec.reading
            control.show_value(row.value, row.limits)
            hint.setText(row.limits.hint)
        for group, box in self.boxes.items():
            set_shown(box, group in boxes_on)
        return reading

    def _waits_for(self, spec: FieldSpec) -> str:
        """ "with Charging ticked": the boxes a greyed row waits for, in the game's words."""
        labels = {s.key: s.label for s in self.game.scenario_fields}
        parts = (f"{labels.get(k, k)} {'ticked' if v else 'not ticked'}" for k, v in spec.requires)
        return "with " + " and ".join(parts)
