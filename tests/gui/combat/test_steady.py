"""Labels that stay cheap on every edit yet can be selected, and held sizes."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QEnterEvent, QFocusEvent
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.steady import select_on_hover

SELECTABLE = Qt.TextInteractionFlag.TextSelectableByMouse


def _enter(label: QLabel) -> None:
    point = QPointF(2, 2)
    QApplication.sendEvent(label, QEnterEvent(point, point, label.mapToGlobal(point)))


def test_a_label_is_selectable_under_the_pointer(qtbot: QtBot) -> None:
    label = QLabel("Attack roll: 3 dice against TN 4")
    qtbot.addWidget(label)
    select_on_hover(label)
    label.show()
    qtbot.waitExposed(label)
    assert not label.textInteractionFlags() & SELECTABLE  # no text document between times
    _enter(label)
    assert label.textInteractionFlags() & SELECTABLE
    label.setSelection(0, 11)
    assert label.selectedText() == "Attack roll"
    QApplication.sendEvent(label, QEvent(QEvent.Type.Leave))
    assert not label.textInteractionFlags() & SELECTABLE  # nothing kept: back to plain


def test_a_selection_is_kept_for_copying_until_the_focus_goes(qtbot: QtBot) -> None:
    label = QLabel("EN 4, 4 left before the attack")
    qtbot.addWidget(label)
    select_on_hover(label)
    label.show()
    qtbot.waitExposed(label)
    _enter(label)
    label.setFocus()
    label.setSelection(0, 4)
    if not label.hasFocus():  # the offscreen platform may leave the window inactive
        label.activateWindow()
        qtbot.waitUntil(label.hasFocus)
    QApplication.sendEvent(label, QEvent(QEvent.Type.Leave))
    assert label.selectedText() == "EN 4"  # the pointer moved off to press Ctrl+C: kept
    label.clearFocus()
    QApplication.sendEvent(label, QFocusEvent(QEvent.Type.FocusOut))
    assert not label.textInteractionFlags() & SELECTABLE
