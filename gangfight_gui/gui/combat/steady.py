"""A height that holds while the player edits one attack, so what is below it stays put.

Lines come and go above the figures as the player edits (an ad hoc number named, a modifier
listed, a line wrapping one word later). Letting the block shrink and grow with them moved the
figures, the chart and the tabs under the player's eyes on every edit, and made Qt lay out and
repaint the whole pane each time: most of an edit's cost. A ``HeightHold`` lets its widget grow
but not shrink while the same attack (its ``key``) is shown at the same width; another attack
or width starts afresh.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def needed_height(widget: QWidget) -> int:
    """The height the widget asks for at its width (wrapped text is taller when narrow)."""
    if widget.hasHeightForWidth():
        return widget.heightForWidth(widget.width())
    return widget.sizeHint().height()


class HeightHold:
    """Keeps a widget's minimum height at the most it needed since its key last changed."""

    def __init__(self, widget: QWidget) -> None:
        self._widget = widget
        self._key: object = None

    def update(self, key: object) -> None:
        """Call after changing the widget's content; ``key`` names what is shown."""
        widget = self._widget
        if not widget.isVisible():  # not laid out yet: its width says nothing
            self._key = None
            if widget.minimumHeight():
                widget.setMinimumHeight(0)
            return
        key = (key, widget.width())
        held = widget.minimumHeight() if key == self._key else 0
        self._key = key
        height = max(held, needed_height(widget))
        if widget.minimumHeight() != height:
            widget.setMinimumHeight(height)
