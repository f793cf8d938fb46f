"""Widgets made in one call with their object name, tooltip and slot; plain-text labels, a
title's font, and a row or column of widgets laid out in one call."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QBoxLayout, QGridLayout, QLabel, QLayout, QPushButton, QWidget

W = TypeVar("W", bound=QWidget)
L = TypeVar("L", bound=QBoxLayout)
Part = QWidget | QLayout | int | tuple[QWidget, int] | None
"""A part of a box (``lay_out``)."""
Margins = tuple[int, int, int, int]
NO_MARGINS: Margins = (0, 0, 0, 0)


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


def text_label(parent: QWidget, name: str = "", text: str = "") -> QLabel:
    """A wrapped label of plain text: what it shows may name the player's entries, never markup."""
    label = QLabel(text, parent)
    label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    return label


def font_of(widget: QWidget, scale: float = 1.0, *, bold: bool = False) -> QFont:
    """The widget's font at ``scale`` times its size, in bold if asked."""
    font = QFont(widget.font())
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    if bold:
        font.setBold(True)
    return font


def lay_out(
    layout: L, *parts: Part, margins: Margins | None = None, spacing: int | None = None
) -> L:
    """``parts`` put in ``layout`` in order: a widget (or a widget and its stretch), a layout,
    a number of pixels of room, or None for the room left over; within ``margins`` (left, top,
    right, bottom) and ``spacing`` apart where given, else the style's."""
    if margins is not None:
        layout.setContentsMargins(*margins)
    if spacing is not None:
        layout.setSpacing(spacing)
    for part in parts:
        if part is None:
            layout.addStretch(1)
        elif isinstance(part, int):
            layout.addSpacing(part)
        elif isinstance(part, QLayout):
            layout.addLayout(part)
        elif isinstance(part, tuple):
            layout.addWidget(*part)
        else:
            layout.addWidget(part)
    return layout


def in_rows(grid: QGridLayout, *rows: Sequence[QWidget | None]) -> QGridLayout:
    """``grid`` holding ``rows`` of widgets, one a column (None leaves its cell empty)."""
    for row, widgets in enumerate(rows):
        for column, widget in enumerate(widgets):
            if widget is not None:
                grid.addWidget(widget, row, column)
    return grid
