"""A Qt application for drawing cards when there is none, such as in the ``gangfight`` CLI."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

_app: QGuiApplication | None = None
"""Keeps the application we made alive for the rest of the process."""


def ensure_gui_application(*, headless: bool = True) -> QGuiApplication:
    """Return the running QGuiApplication, creating one if there is none.

    With ``headless`` and no ``QT_QPA_PLATFORM`` set, the new application uses the offscreen
    platform, so printing cards works over SSH, in CI, or on a machine without a screen.

    The application made is a QApplication (a QGuiApplication that also allows widgets): Qt lets a
    process have only one application, so a plain QGuiApplication made here would stop the GUI or
    a widget test later in the same process from ever creating theirs.
    """
    global _app
    existing = QCoreApplication.instance()
    if isinstance(existing, QGuiApplication):
        return existing
    if existing is not None:
        raise RuntimeError("a non-GUI QCoreApplication is running; cards need a QGuiApplication")
    if headless and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    _app = QApplication(["gangfight"])
    return _app
