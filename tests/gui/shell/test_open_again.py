"""File › Open as a player meets it: a roster already open is brought to the front with a word
of why nothing new opened, and a Yaktribe gang is imported (as a drop imports it), not refused
as "not a roster"."""

from __future__ import annotations

import shutil
from pathlib import Path
from unittest import mock

from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.shell.main_window import MainWindow
from tests.gui.roster_helpers import ORCS, answering
from tests.roster.imports.gangs import EXAMPLE

Button = QMessageBox.StandardButton


def open_through_menu(window: MainWindow, *paths: Path) -> None:
    """File › Open… of ``paths``, answering No if asked (a gang's dead fighters)."""
    chosen = ([str(path) for path in paths], "")
    with (
        mock.patch.object(QFileDialog, "getOpenFileNames", return_value=chosen),
        answering("question", Button.No),
    ):
        window.file_actions.open_action.trigger()


def test_a_roster_opened_again_is_shown_with_a_word_of_why(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_through_menu(window, ORCS)
    [orcs] = window.documents()
    window.file_actions.new_roster("gangfight")  # another tab in front
    assert window.tabs.current_document() is not orcs
    open_through_menu(window, ORCS)
    assert len(window.documents()) == 2 and window.tabs.current_document() is orcs
    qtbot.waitUntil(
        lambda: (
            window.statusBar().currentMessage() == "Orc Braves is already open: its tab is in front"
        )
    )


def test_a_yaktribe_gang_given_to_open_is_imported(window: MainWindow, tmp_path: Path) -> None:
    gang = tmp_path / "jackals.json"
    shutil.copy(EXAMPLE, gang)
    with answering("critical", Button.Ok) as refused:
        open_through_menu(window, gang)
    refused.assert_not_called()
    [document] = window.documents()
    assert document.path is None and document.is_modified()  # untitled: Save asks where
    assert document.roster.name == "The Cinder Jackals"
    report = window.file_actions.import_report
    assert report is not None and report.report.gang == "The Cinder Jackals"
