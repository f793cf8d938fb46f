"""Small layout helpers shared by the builder's boxes."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QWidget


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
