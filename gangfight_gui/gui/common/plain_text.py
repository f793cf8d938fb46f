"""User text shown as text, never markup: message boxes (QMessageBox made when one is asked for,
not at the window's start), tooltips, rich labels."""

from __future__ import annotations

from dataclasses import dataclass
from functools import reduce
from operator import or_
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGuiNamespace
from PySide6.QtWidgets import QDialog, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    Button = QMessageBox.StandardButton


def __getattr__(name: str) -> object:
    """``Button``: QMessageBox's standard buttons, QMessageBox made when first asked for."""
    if name != "Button":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from PySide6.QtWidgets import QMessageBox

    return QMessageBox.StandardButton


def plain_box(
    icon: QMessageBox.Icon,
    parent: QWidget | None,
    title: str,
    text: str,
    buttons: Button | None = None,
    default: Button | None = None,
) -> QMessageBox:
    """A message box showing ``text`` exactly as written: QMessageBox's static functions guess
    the format, so a roster named ``<img src=x>`` would show an image. ``critical``, ``warning``
    and ``question`` take their arguments; tests answer them by patching them
    (``tests/gui/roster_helpers.answering``) or ``QMessageBox.exec``. Without ``buttons``,
    Ok; without ``default``, Qt's."""
    from PySide6.QtWidgets import QMessageBox

    shown = QMessageBox.StandardButton.Ok if buttons is None else buttons
    box = QMessageBox(icon, title, text, shown, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if default is not None and default != QMessageBox.StandardButton.NoButton:
        box.setDefaultButton(default)
    return box


def answer(box: QMessageBox) -> Button:
    """The button ``box`` was closed with; the box is then deleted, not kept as its parent's
    child until the parent goes."""
    from PySide6.QtWidgets import QMessageBox

    try:
        return QMessageBox.StandardButton(box.exec())
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
    """A plain-text message box of one icon, asked and answered in one call; its icon and its
    buttons by their names in QMessageBox (``Icon``, ``StandardButton``)."""

    icon: str
    buttons: tuple[str, ...] = ("Ok",)
    """The buttons where the caller names none."""

    def __call__(
        self,
        parent: QWidget | None,
        title: str,
        text: str,
        buttons: Button | None = None,
        default: Button | None = None,
    ) -> Button:
        from PySide6.QtWidgets import QMessageBox

        named = (QMessageBox.StandardButton[name] for name in self.buttons)
        shown = reduce(or_, named) if buttons is None else buttons
        icon = QMessageBox.Icon[self.icon]
        return answer(plain_box(icon, parent, title, text, shown, default))


critical = Asking("Critical")
warning = Asking("Warning")
question = Asking("Question", ("Yes", "No"))


def tooltip(text: str) -> str:
    """``text`` as a tooltip that shows it as written.

    Qt guesses whether a tooltip is rich text (``Qt::mightBeRichText``) and offers no way to say
    it is plain; so text that could pass for markup is escaped and wrapped as rich text that
    keeps its line breaks, and any other text is returned unchanged.
    """
    if not text or not QtGuiNamespace.mightBeRichText(text):
        return text
    return f'<p style="white-space:pre-wrap">{escaped(text)}</p>'


def escaped(text: str) -> str:
    """A user string to put inside rich text of our own (``<b>…</b>``): shown as written."""
    import html  # and its entities (about 1 ms): not for the window's start, which escapes none

    return html.escape(text, quote=False)
