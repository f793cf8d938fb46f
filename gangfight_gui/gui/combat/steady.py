"""What keeps an edit in the builder cheap: widgets that change without moving the rest."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

SELECTABLE = Qt.TextInteractionFlag.TextSelectableByMouse


def needed_height(widget: QWidget, *, wraps: bool) -> int:
    """The height the widget asks for at its width (wrapped text is taller when narrow)."""
    if wraps:
        return widget.heightForWidth(widget.width())
    return widget.sizeHint().height()


class _Named(Protocol):
    @property
    def name(self) -> str: ...


class _Pairing(Protocol):
    """A scenario object naming its attacker (None for a fall) and its targets."""

    @property
    def attacker(self) -> _Named | None: ...

    @property
    def targets(self) -> Sequence[_Named]: ...


def fight_key(scenario: _Pairing) -> tuple[str | None, tuple[str, ...]]:
    """Who fights whom: held sizes last while this stays the same (any game's scenario object
    with named ``attacker`` and ``targets``; the panels given a ``Fight`` use ``Fight.who``)."""
    attacker = scenario.attacker.name if scenario.attacker is not None else None
    return attacker, tuple(target.name for target in scenario.targets)


class HeightHold:
    """Keeps a widget's minimum height at the most it needed since its key last changed, so
    what is below it stays put while the same models fight at the same width."""

    def __init__(self, widget: QWidget, *, wraps: bool) -> None:
        """``wraps``: the widget holds wrapped text, so its height depends on its width."""
        self._widget = widget
        self._wraps = wraps
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
        height = max(held, needed_height(widget, wraps=self._wraps))
        if widget.minimumHeight() != height:
            widget.setMinimumHeight(height)


def held_block(
    parent: QWidget, widgets: list[QWidget], *, spacing: int, wraps: bool
) -> tuple[QWidget, HeightHold]:
    """``widgets`` stacked in one block (stretch below) whose height is held by the hold."""
    block = QWidget(parent)
    lines = QVBoxLayout(block)
    lines.setContentsMargins(0, 0, 0, 0)
    lines.setSpacing(spacing)
    for widget in widgets:
        lines.addWidget(widget)
    lines.addStretch(1)
    return block, HeightHold(block, wraps=wraps)


class SizeHold:
    """Keeps a widget at a fixed size, the most it needed since its key last changed.

    A widget whose size is fixed never asks its parents to lay out again when its content
    changes (Qt stops there), so a label that changes on every edit costs only its own repaint.
    For widgets whose size their content alone decides, such as lines wrapped by hand.
    """

    def __init__(self, widget: QWidget) -> None:
        self._widget = widget
        self._key: object = None

    def update(self, key: object, *, changed: bool = True) -> None:
        """Call after changing the widget's content (``changed`` False: nothing in it did);
        ``key`` names what is shown."""
        widget = self._widget
        if not changed and key == self._key:
            return
        held = widget.minimumSize() if key == self._key else QSize(0, 0)
        self._key = key
        size = held.expandedTo(widget.sizeHint())
        if widget.minimumSize() != size or widget.maximumSize() != size:
            widget.setFixedSize(size)


class LinesLabel(QLabel):
    """A selectable label of plain lines, wrapped by the caller, that sizes itself cheaply.

    A QLabel measures its text by laying out a whole text document while it is selectable;
    lines of plain text without Qt's wrapping measure the same with the font's metrics (the
    tests compare the two), and the text is selectable under the pointer (``select_on_hover``).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        select_on_hover(self)

    def sizeHint(self) -> QSize:
        text = self.text()
        size = self.fontMetrics().size(0, text) if text else QSize(0, 0)
        margins = self.contentsMargins()
        extra = 2 * self.margin()
        return size.grownBy(margins) + QSize(extra, extra)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


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


def own_background(widget: QWidget) -> QWidget:
    """Let a widget that changes on every edit paint its own background.

    Qt repaints every ancestor under a widget that does not cover its own area (the pane, its
    page, the figures, their rows…), a few dozen paint events an edit; a widget filling its
    background in its parent's colour looks the same and is repainted alone.
    """
    widget.setAutoFillBackground(True)
    return widget
