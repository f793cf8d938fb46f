"""Small layout helpers shared by the builder's boxes."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QHBoxLayout, QLabel, QSpinBox, QWidget


def beside(parent: QWidget, *widgets: QWidget, stretch: bool = True) -> QWidget:
    """One form field made of several widgets in a row, e.g. a spin box and its hint."""
    box = QWidget(parent)
    row = QHBoxLayout(box)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(6)
    for widget in widgets:
        row.addWidget(widget)
    if stretch:
        row.addStretch(1)
    return box


def find_data(combo: QComboBox, value: object) -> int:
    """The row whose item data equals ``value``, or -1.

    ``QComboBox.findData`` compares Qt variants, which never match Python tuples or enums held
    as Python objects; this compares the values as Python does.
    """
    for row in range(combo.count()):
        if combo.itemData(row) == value:
            return row
    return -1


def show_value(spin: QSpinBox | QDoubleSpinBox, value: float) -> None:
    """Set a spin box only when its value differs: Qt redraws a spin box on every ``setValue``,
    and the builder shows every value again after each edit (about 170 repaints an edit)."""
    if spin.value() != value:
        spin.setValue(value)  # type: ignore[arg-type]


def show_range(spin: QSpinBox | QDoubleSpinBox, low: float, high: float) -> None:
    """Set a spin box's range only when it differs (see ``show_value``)."""
    if (spin.minimum(), spin.maximum()) != (low, high):
        spin.setRange(low, high)  # type: ignore[arg-type]


def show_text(label: QLabel, text: str) -> None:
    """Set a label's text only when it differs (see ``show_value``)."""
    if label.text() != text:
        label.setText(text)
