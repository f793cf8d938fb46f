"""User text shown as text, never markup: message boxes, tooltips, rich labels."""

from __future__ import annotations

import html
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGuiNamespace
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

Button = QMessageBox.StandardButton


def plain_box(
    icon: QMessageBox.Icon,
    parent: QWidget | None,
    title: str,
    text: str,
    buttons: Button = Button.Ok,
    default: Button = Button.NoButton,
) -> QMessageBox:
    """A message box showing ``text`` exactly as written: QMessageBox's static functions guess
    the format, so a roster named ``<img src=x>`` would show an image. ``critical``, ``warning``
    and ``question`` take their arguments; tests answer them by patching them
    (``tests/gui/roster_helpers.answering``) or ``QMessageBox.exec``."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if default != Button.NoButton:
        box.setDefaultButton(default)
    return box


def answer(box: QMessageBox) -> Button:
    """The button ``box`` was closed with; the box is then deleted, not kept as its parent's
    child until the parent goes."""
    try:
        return Button(box.exec())
    finally:
        box.deleteLater()


def accepted(dialog: QDialog) -> bool:
    """Whether the player accepted the modal ``dialog``; it is deleted when the event loop next
    turns (read its answer now), not kept as its parent's child until the parent goes."""
    try:
        return dialog.exec() == QDialog.DialogCode.Accepted
    finally:
        dialog.deleteLater()


@dataclass(frozen=True, slots=True)
class Asking:
    """A plain-text message box of one icon, asked and answered in one call."""

    icon: QMessageBox.Icon
    buttons: Button = Button.Ok
    """The buttons where the caller names none."""

    def __call__(
        self,
        parent: QWidget | None,
        title: str,
        text: str,
        buttons: Button | None = None,
        default: Button = Button.NoButton,
    ) -> Button:
        shown = self.buttons if buttons is None else buttons
        return answer(plain_box(self.icon, parent, title, text, shown, default))


critical = Asking(QMessageBox.Icon.Critical)
warning = Asking(QMessageBox.Icon.Warning)
question = Asking(QMessageBox.Icon.Question, Button.Yes | Button.No)


def tooltip(text: str) -> str:
    """``text`` as a tooltip that shows it as written.

    Qt guesses whether a tooltip is rich text (``Qt::mightBeRichText``) and offers no way to say
    it is plain; so text that could pass for markup is escaped and wrapped as rich text that
    keeps its line breaks, and any other text is returned unchanged.
    """
    if not text or not QtGuiNamespace.mightBeRichText(text):
        return text
    return f'<p style="white-space:pre-wrap">{html.escape(text, quote=False)}</p>'


def escaped(text: str) -> str:
    """A user string to put inside rich text of our own (``<b>…</b>``): shown as written."""
    return html.escape(text, quote=False)
