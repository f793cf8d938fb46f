"""Widgets made in one call with their object name (how tests and settings find them), tooltip
and slot, and labels that show text as plain text."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

W = TypeVar("W", bound=QWidget)


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
    clicked: Callable[[], object] | None = None,
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
