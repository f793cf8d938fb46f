"""The plain-text message boxes (``gui/common/plain_text.py``): each shows its text as written,
with its icon, and the buttons a caller names or its own (Yes and No for a question)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.common import plain_text

Button = QMessageBox.StandardButton
Icon = QMessageBox.Icon


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch, qapp: QApplication) -> Iterator[list[QMessageBox]]:
    """The boxes asked, answered with Ok at once instead of shown (deleted after the test)."""
    boxes: list[QMessageBox] = []

    def answered(box: QMessageBox) -> Button:
        boxes.append(box)
        return Button.Ok

    monkeypatch.setattr(plain_text, "answer", answered)
    yield boxes
    for box in boxes:
        box.deleteLater()


@pytest.mark.parametrize(
    ("ask", "icon", "buttons"),
    [
        (plain_text.critical, Icon.Critical, Button.Ok),
        (plain_text.warning, Icon.Warning, Button.Ok),
        (plain_text.question, Icon.Question, Button.Yes | Button.No),
    ],
)
def test_each_box_has_its_icon_its_buttons_and_plain_text(
    shown: list[QMessageBox], ask: plain_text.Asking, icon: Icon, buttons: Button
) -> None:
    assert ask(None, "Title", "<img src=x> & co") == Button.Ok
    (box,) = shown
    assert (box.icon(), box.standardButtons(), box.text()) == (icon, buttons, "<img src=x> & co")
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert box.windowTitle() == "Title"


def test_the_buttons_named_and_the_default_are_the_callers(shown: list[QMessageBox]) -> None:
    choice = Button.Save | Button.Discard | Button.Cancel
    plain_text.question(None, "Close", "Save the roster?", choice, Button.Save)
    (box,) = shown
    assert box.standardButtons() == choice
    assert box.defaultButton() is box.button(Button.Save)


@pytest.mark.parametrize(("close", "expected"), [(QDialog.accept, True), (QDialog.reject, False)])
def test_a_dialog_asked_says_whether_it_was_accepted_and_goes(
    close: Callable[[QDialog], None], expected: bool, qtbot: QtBot
) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = QDialog(parent)
    QTimer.singleShot(0, dialog, lambda: close(dialog))  # the player answers
    assert plain_text.accepted(dialog) is expected
    gone: list[bool] = []
    dialog.destroyed.connect(lambda: gone.append(True))
    qtbot.waitUntil(lambda: gone == [True])  # deleted, not kept as the parent's child
