"""The headline strip: the fight's few headline odds, small enough to stay beside the builder."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from gangfight_gui.gui.combat.results.static_text import Painted, Type
from gangfight_gui.gui.combat.results.style import error_color
from gangfight_gui.gui.combat.results.tones import paint_tone
from gangfight_gui.gui.common.elided import fitted
from gangfight_gui.gui.common.plain_text import tooltip

if TYPE_CHECKING:  # the strip is made, empty, before any figure exists
    from gangfight_gui.rules.game import Figure

PAD = 6
GAP = 18
GAUGE = 4
BIG = 1.6
"""The values' type against the widget's font: the tiles' size, read at a glance."""
MOST = 4
"""The headline's first figures shown at most (the game orders them by importance)."""
IDLE = "Set up a fight to see its odds."
"""What the strip and the results pane say before a fight is set up."""
TITLE_LINES = 3


class HeadlineStrip(Painted):
    """The headline figures of the fight shown, or its refusal, in one band that the builder's
    dock keeps in view (at 1366×768 the results tab may be behind the builder). Figures that do
    not fit the width are left out whole, never cut; the tooltip lists them all."""

    def __init__(self, parent: QWidget | None = None) -> None:
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        super().__init__(parent, "headline_strip", policy)
        self._small = Type(self, 0.85)
        self._bold = Type(self, BIG, bold=True)
        self._heading = Type(self, bold=True)
        self.title = ""
        self.figures: tuple[Figure, ...] = ()
        self.message = IDLE
        self.refused = False
        self.setAccessibleName("Headline odds")
        self._describe()

    def show_figures(self, figures: Sequence[Figure], title: str = "") -> None:
        """The fight's headline ``figures`` under its ``title`` (who fights whom, how)."""
        figures = tuple(figures[:MOST])
        if figures == self.figures and title == self.title and not self.message:
            return
        self.figures, self.title, self.message, self.refused = figures, title, "", False
        self._describe()

    def shown_title(self) -> str:
        """The title as painted, its lines joined: whole, or its last line elided (whole in the
        tooltip)."""
        return " ".join(self.title_lines())

    def title_lines(self, width: int | None = None) -> list[str]:
        """The title broken at spaces to the strip's width (or ``width``), at most
        ``TITLE_LINES`` lines, the last elided if the title runs past them."""
        room = max(0, (self.width() if width is None else width) - 2 * PAD)
        return list(self._heading.lines(self.title, room, TITLE_LINES))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if len(self.title_lines(event.oldSize().width())) != len(self.title_lines()):
            self.updateGeometry()  # the title takes more lines, or fewer

    def show_message(self, text: str, *, refusal: bool = False) -> None:
        """Why there are no odds: a refusal of the rules (in their words) or nothing set up."""
        if (text, refusal) == (self.message, self.refused) and not self.figures:
            return
        self.figures, self.title, self.message, self.refused = (), "", text, refusal
        self._describe()

    def shown_figures(self) -> tuple[Figure, ...]:
        """The figures that fit the width, in order (the first always, elided if it must)."""
        room = self.width() - 2 * PAD
        shown: list[Figure] = []
        used = 0
        for figure in self.figures:
            need = self._width_of(figure) + (GAP if shown else 0)
            if shown and used + need > room:
                break
            shown.append(figure)
            used += need
        return tuple(shown)

    def _width_of(self, figure: Figure) -> int:
        return max(self._small.width(figure.label), self._bold.width(figure.text))

    def _describe(self) -> None:
        if self.figures:
            lines = [
                f"{f.label}: {f.text}" + (f" ({f.help})" if f.help else "") for f in self.figures
            ]
            text = "\n".join([self.title, *lines] if self.title else lines)
        else:
            text = self.message
        self.setToolTip(tooltip(text))
        self.setAccessibleDescription(text)
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        height = (
            self._heading.metrics.height() * max(1, len(self.title_lines()))
            + self._small.metrics.height()
            + self._bold.metrics.height()
            + GAUGE
            + 2 * PAD
            + 2
        )
        return QSize(320, height)

    def minimumSizeHint(self) -> QSize:
        return QSize(120, self.sizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        palette = self.palette()
        painter.setBackground(palette.color(QPalette.ColorRole.Base))  # not fillRect: its
        painter.eraseRect(self.rect())  # overloads make PySide6 build QGradient's type (1 ms)
        self.paint_frame(painter)
        room = self.width() - 2 * PAD
        left = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if not self.figures:
            painter.setFont(self.font())
            painter.setPen(
                error_color(palette) if self.refused else palette.color(QPalette.ColorRole.Text)
            )
            metrics = self.fontMetrics()
            lines = self.height() - 2 * PAD
            flags = left | int(Qt.TextFlag.TextWordWrap)
            shown = self.message
            if metrics.boundingRect(QRect(0, 0, room, 10_000), flags, shown).height() > lines:
                shown = metrics.elidedText(shown, Qt.TextElideMode.ElideRight, room * 2 - 20)
            painter.drawText(QRect(PAD, PAD, room, lines), flags, shown)
            painter.end()
            return
        small, bold = self._small.metrics, self._bold.metrics
        painter.setFont(self._heading.font)
        painter.setPen(palette.color(QPalette.ColorRole.Text))
        heading = self._heading.metrics.height()
        top_of = PAD
        for line in self.title_lines() or [""]:
            painter.drawText(QRect(PAD, top_of, room, heading), left, line)
            top_of += heading
        top_of += 2
        places = []
        x = PAD
        for figure in self.shown_figures():
            width = min(self._width_of(figure), self.width() - PAD - x)
            places.append((figure, x, width))
            x += width + GAP
        # A font and a pen a pass, not a figure: switching them is most of a paint's cost.
        painter.setFont(self._small.font)
        painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
        for figure, x, width in places:
            self._small.draw(
                painter,
                QRectF(x, top_of, width, small.height()),
                left,
                fitted(small, figure.label, width),
            )
        painter.setFont(self._bold.font)
        painter.setPen(palette.color(QPalette.ColorRole.Text))
        for figure, x, width in places:
            self._bold.draw(
                painter,
                QRectF(x, top_of + small.height(), width, bold.height()),
                left,
                figure.text,
            )
        for figure, x, width in places:
            if figure.share > 0:
                top = top_of + small.height() + bold.height()
                filled = QRectF(x, top, max(2.0, width * figure.share), GAUGE)
                paint_tone(painter, filled, figure.tone, palette)
        painter.end()
