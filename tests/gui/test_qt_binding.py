"""The installed Qt binding must not lose references to None (PySide6 6.12.0 on Python 3.11 did).

Each void Qt call there took one reference from None; after a few thousand calls, as in any
session of the app, Python aborted with "none_dealloc". This fails loudly instead.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot


def test_void_qt_calls_keep_none_alive(qtbot: QtBot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    thing = QObject()
    before = sys.getrefcount(None)
    for _ in range(500):
        thing.setObjectName("x")
        label.setText("y")
    assert before - sys.getrefcount(None) < 50
