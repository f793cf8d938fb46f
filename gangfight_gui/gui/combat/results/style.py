"""Small look-and-feel helpers for the results pane, chosen to be cheap on every recompute."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSignalBlocker, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.combat.results.tones import is_dark
from gangfight_gui.gui.common.named_widgets import Part, lay_out
from gangfight_gui.gui.common.on_screen import seen_now
from gangfight_gui.gui.common.plain_text import tooltip

if TYPE_CHECKING:  # the fight's modules load with the first fight, not to show the window
    from gangfight_gui.gui.combat.fight import Fight
    from gangfight_gui.rules.game import Figure, Note, OutcomeView

CATCH_UP_EVENT = QEvent.Type(QEvent.registerEventType())
"""Posted to a deferred ``ShownLater`` view to catch up after the edit's first paint."""
ERROR_COLOR = QColor(180, 40, 40)
DARK_ERROR_COLOR = QColor(255, 120, 110)
"""The same message red, light enough to read on a dark palette's panels."""
W = TypeVar("W", bound=QWidget)
L = TypeVar("L", bound=QBoxLayout)


def error_color(palette: QPalette) -> QColor:
    """The colour of a refusal or bad input under ``palette``."""
    return QColor(DARK_ERROR_COLOR if is_dark(palette) else ERROR_COLOR)


def refusal_colour(widget: QWidget) -> None:
    """Draw ``widget``'s text in the refusals' red of its palette, light or dark; the text says
    what is wrong in words, so the colour is never all there is."""
    palette = widget.palette()
    palette.setColor(QPalette.ColorRole.WindowText, error_color(palette))
    widget.setPalette(palette)


def dim(label: QLabel) -> QLabel:
    """Draw the label's text in the palette's placeholder colour: secondary information. A
    palette role, not a style sheet: Qt re-polishes a styled widget on every show or restyle."""
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


def bold(widget: W) -> W:
    """The widget with its font in bold."""
    font = widget.font()
    font.setBold(True)
    widget.setFont(font)
    return widget


def row(*parts: Part) -> QHBoxLayout:
    """``parts`` side by side (``lay_out``)."""
    return lay_out(QHBoxLayout(), *parts)


def view_column(view: QWidget, *parts: Part) -> QVBoxLayout:
    """The layout of a results tab's view: ``parts`` top to bottom (``lay_out``)."""
    return lay_out(QVBoxLayout(view), *parts, margins=(0, 6, 0, 0), spacing=4)


def set_shown(widgets: QWidget | Sequence[QWidget], shown: bool) -> bool:
    """Show or hide a widget (or each of several), touching one (and its layout) only when
    that changes; say if any changed."""
    changed = False
    for widget in (widgets,) if isinstance(widgets, QWidget) else widgets:
        if widget.isHidden() == shown:
            widget.setHidden(not shown)
            changed = True
    return changed


def set_text(label: QLabel, text: str) -> bool:
    """Change a label's text only when it differs (a same-text setText still relayouts); say
    if it did."""
    if label.text() != text:
        label.setText(text)
        return True
    return False


def show_text(label: QLabel, text: str) -> bool:
    """The label's text (``set_text``), shown only when there is one; say if anything
    changed."""
    return set_text(label, text) | set_shown(label, bool(text))


def set_items(combo: QComboBox, items: Sequence[str], current: int, *, tips: bool = True) -> None:
    """The combo's rows (made again only when they differ; each its text as its tooltip, whole
    where the row is elided, with ``tips``) and the row current, its signals blocked."""
    with QSignalBlocker(combo):
        if [combo.itemText(i) for i in range(combo.count())] != list(items):
            combo.clear()
            combo.addItems(items)
            for index, text in enumerate(items if tips else ()):
                combo.setItemData(index, tooltip(text.strip()), Qt.ItemDataRole.ToolTipRole)
        if combo.currentIndex() != current:
            combo.setCurrentIndex(current)


class MessageLabel(QLabel):
    """A label for inline feedback: a hint in the placeholder colour or an error in red."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)  # it may quote what the player typed
        self.setWordWrap(True)
        self._error = False

    @property
    def is_error(self) -> bool:
        return self._error

    def show_message(self, text: str, *, error: bool = False) -> None:
        self._error = error
        if error:  # the red of this palette, light or dark
            palette = self.palette()
            red = error_color(palette)
            if palette.color(QPalette.ColorRole.BrightText) != red:
                palette.setColor(QPalette.ColorRole.BrightText, red)
                self.setPalette(palette)
        self.setForegroundRole(
            QPalette.ColorRole.BrightText if error else QPalette.ColorRole.PlaceholderText
        )
        show_text(self, text)


class Card(QFrame):
    """A rounded panel in the palette's base colour, painted directly (no style sheet)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.paint_card(painter)
        painter.end()

    def paint_card(self, painter: QPainter) -> None:
        """The panel itself, for subclasses that paint their content with the same painter."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.setPen(palette.color(QPalette.ColorRole.Mid))
        painter.setBrush(palette.color(QPalette.ColorRole.Base))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
        painter.restore()


class ShownLater(QWidget):
    """A view whose work waits until it is on screen (a tab not chosen costs nothing).

    ``changed`` says its content is out of date; ``refresh`` is called then if the view is
    on screen, else when it is next shown or its dock's tab is brought to the front. A view
    that takes longer than a frame's share (``deferred``: the Choices and Take-down tabs, a
    calculation a row) catches up in a posted event of low priority, so the odds and the
    headline of an edit are painted first and the deeper view follows in the next turn of the
    event loop. Subclasses implement ``refresh``.
    """

    deferred = False

    def __init_subclass__(cls, **kwargs: object) -> None:
        """Refuse, when its class is made, a view that does not say how it redraws: an
        abstract method cannot do it here (Qt's metaclass is not ABCMeta). A base of views
        (``base``) leaves it to its own subclasses."""
        super().__init_subclass__(**kwargs)
        if cls.refresh is ShownLater.refresh and not vars(cls).get("base", False):
            raise TypeError(f"{cls.__name__} must redraw itself in refresh()")

    def __init__(self, parent: QWidget | None = None, name: str = "") -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self._stale = False
        self._posted = False

    @property
    def stale(self) -> bool:
        return self._stale

    def changed(self) -> None:
        self._stale = True
        if not seen_now(self, self.catch_up):
            return
        if not self.deferred:
            self.catch_up()
        elif not self._posted:
            self._posted = True
            QCoreApplication.postEvent(
                self, QEvent(CATCH_UP_EVENT), Qt.EventPriority.LowEventPriority.value
            )

    def catch_up(self) -> None:
        """Refresh now if out of date (tests, ``showEvent`` and the posted event)."""
        if self._stale:
            self._stale = False
            self.refresh()

    def refresh(self) -> None:
        """Redraw from the content as it is now: each view's own (``__init_subclass__`` makes
        every view say it)."""

    def event(self, event: QEvent) -> bool:
        if event.type() == CATCH_UP_EVENT:
            self._posted = False
            self.catch_up()
            return True
        return super().event(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.catch_up()


@dataclass(frozen=True, slots=True)
class Shown:
    """What the results pane shows now, as its tabs read it: the fight (None: a refusal or
    nothing), its calculation and this program's readings of it, its first headline figure, and
    the view of the target picked."""

    fight: Fight | None = None
    outcome: Any = None
    notes: tuple[Note, ...] = ()
    headline: Figure | None = None
    view: OutcomeView | None = None


class TabView(ShownLater):
    """A results tab's view: it follows what the pane shows (``follow``), and works it out
    again, when on screen, only if what it draws of it (``drawn``) changed."""

    base = True

    def __init__(self, parent: QWidget | None, name: str) -> None:
        super().__init__(parent, name)
        self.shown = Shown()
        self._drawn = self.drawn(self.shown)

    def drawn(self, shown: Shown) -> object:
        """What of ``shown`` this view draws (an outcome by its identity: comparing two is a
        calculation's cost)."""
        return shown.fight, id(shown.outcome)

    def follow(self, shown: Shown) -> None:
        drawn = self.drawn(shown)
        if drawn != self._drawn:
            self.shown, self._drawn = shown, drawn
            self.changed()
