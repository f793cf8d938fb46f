"""Widgets made in one call with their object name (how tests and settings find them), tooltip
and slot; labels that show text as plain text; a row or column of widgets laid out in one call."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QBoxLayout, QGridLayout, QLabel, QLayout, QPushButton, QWidget

W = TypeVar("W", bound=QWidget)
L = TypeVar("L", bound=QBoxLayout)


def named(widget: W, name: str, tip: str = "") -> W:
    """``widget`` under the object name ``name``, with ``tip`` as its tooltip if there is one."""
    widget.setObjectName(name)
    if tip:
        widget.setToolTip(tip)
    return widget


def button(
    text: str,
    name: str,
    parent: QWidget,
    tip: str = "",
    clicked: Callable[..., object] | None = None,
) -> QPushButton:
    """A push button named ``name`` that calls ``clicked`` when clicked."""
    made = named(QPushButton(text, parent), name, tip)
    if clicked is not None:
        made.clicked.connect(clicked)
    return made


def plain_label(parent: QWidget, name: str = "", text: str = "") -> QLabel:
    """A wrapped label showing ``text`` as plain text: a name is never read as markup."""
    label = QLabel(text, parent)
    if name:
        label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    return label


def laid_out(layout: L, *parts: QWidget | QLayout | int | tuple[QWidget | QLayout, int]) -> L:
    """``layout`` holding ``parts`` in order: a widget or a layout, ``(part, stretch)`` one
    that stretches, a bare number that much stretching empty room."""
    for part in parts:
        item, stretch = part if isinstance(part, tuple) else (part, 0)
        if isinstance(item, int):
            layout.addStretch(item)
        elif isinstance(item, QLayout):
            layout.addLayout(item, stretch)
        else:
            layout.addWidget(item, stretch)
    return layout


def in_rows(grid: QGridLayout, *rows: Sequence[QWidget | None]) -> QGridLayout:
    """``grid`` holding ``rows`` of widgets, one a column (None leaves its cell empty)."""
    for row, widgets in enumerate(rows):
        for column, widget in enumerate(widgets):
            if widget is not None:
                grid.addWidget(widget, row, column)
    return grid
