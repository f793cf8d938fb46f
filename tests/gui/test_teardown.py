"""The GUI tests' teardown finds a window a test leaves behind, deletes it and names it."""

from __future__ import annotations

from unittest import mock

import shiboken6
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from tests.gui.conftest import delete_windows_left
from tests.gui.roster_helpers import make_window


def test_a_window_left_open_is_deleted_and_named(qapp: QApplication) -> None:
    before = set(qapp.topLevelWidgets())
    leaked = QLabel("forgotten")
    leaked.setObjectName("forgotten_label")
    kept = QWidget()
    kept.setObjectName("deleted_later")
    kept.deleteLater()  # deleted by the teardown's deferred deletes: not a leak
    assert delete_windows_left(qapp, before) == ["QLabel 'forgotten_label'"]
    assert not shiboken6.isValid(leaked)
    assert not shiboken6.isValid(kept)


def test_a_main_window_with_unsaved_edits_goes_without_a_question(
    qtbot: QtBot, qapp: QApplication
) -> None:
    before = set(qapp.topLevelWidgets())
    window = make_window(qtbot)
    window.file_actions.new_roster().mark_unsaved()
    assert window.documents()[0].is_modified()
    with mock.patch.object(QMessageBox, "question", side_effect=AssertionError("asked")):
        assert delete_windows_left(qapp, before) == ["MainWindow 'main_window'"]
    assert not shiboken6.isValid(window)
