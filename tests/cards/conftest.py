"""Fixtures for the card tests: a Qt application (pytest-qt's) before any card is drawn."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> QApplication:
    """Cards need a QGuiApplication; pytest-qt's QApplication is one, shared with the GUI tests."""
    return qapp
