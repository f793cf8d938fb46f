"""What keeps an edit in the builder cheap: widgets that change without moving the rest."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QWidget

SELECTABLE = Qt.TextInteractionFlag.TextSelectableByMouse
W = TypeVar("W", bound=QWidget)


class HeightHold:
    """Keeps a widget of wrapped text at the most height it needed since its key last changed,
    so what is below it stays put while the same models fight at the same width."""

    def __init__(self, widget: QWidget) -> None:
        self._widget = widget
        self._key: object = None

    def update(self, key: object, *, changed: bool = True) -> None:
        """Call after changing the widget's content (``changed`` False: nothing in it did);
        ``key`` names what is shown."""
        widget = self._widget
        if not changed and (key, widget.width()) == self._key:
            return  # measuring costs more than the check
        if not widget.isVisible():  # not laid out yet: its width says nothing
            self._key = None
            if widget.minimumHeight():
                widget.setMinimumHeight(0)
            return
        key = (key, widget.width())
        held = widget.minimumHeight() if key == self._key else 0
        self._key = key
        height = max(held, widget.heightForWidth(widget.width()))
        if widget.minimumHeight() != height:
            widget.setMinimumHeight(height)


class _SelectOnHover(QObject):
    """Makes its label selectable while the pointer is over it or a selection is kept."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QLabel):
            kind = event.type()
            if kind == QEvent.Type.Enter:
                if not watched.textInteractionFlags() & SELECTABLE:
                    watched.setTextInteractionFlags(SELECTABLE)
            elif kind in (QEvent.Type.Leave, QEvent.Type.FocusOut):
                keep = watched.hasFocus() and watched.hasSelectedText()
                if not keep and not watched.underMouse():
                    watched.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        return False


def select_on_hover(label: QLabel) -> None:
    """Let the player select ``label``'s text with the mouse, at no cost between times.

    A selectable QLabel lays its text out as a text document on every change and paints it
    from there: a quarter of a millisecond for a few lines, on every edit, for labels that are
    selected once in a long while. The label turns selectable when the pointer enters it, and
    back when the pointer has left and no selection is kept for copying (it keeps the focus
    it took when clicked, until the player clicks elsewhere).
    """
    label.installEventFilter(_SelectOnHover(label))


def keep_place(widget: QWidget, keep: bool = True) -> None:
    """Whether ``widget``, hidden, keeps its room in its layout (touched only on a change)."""
    policy = widget.sizePolicy()
    if policy.retainSizeWhenHidden() != keep:
        policy.setRetainSizeWhenHidden(keep)
        widget.setSizePolicy(policy)


def own_background(widget: W) -> W:
    """Let a widget that changes on every edit paint its own background.

    Qt repaints every ancestor under a widget that does not cover its own area (the pane, its
    page, the figures, their rows…), a few dozen paint events an edit; a widget filling its
    background in its parent's colour looks the same and is repainted alone.
    """
    widget.setAutoFillBackground(True)
    return widget
