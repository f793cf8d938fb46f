"""A resolved roll of any game, step by step: each throw's dice drawn as faces, then its result.

It renders the engine's ``Step``s (``rules/engine/steps.py``), the one model of a roll that the
CLI's text and the copy-as-text share: a successful die is filled, a die rolled for another die
(an exploding 6) follows it, a named face (an injury die's "out of action") shows its name.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.rules.engine.steps import Die, Step, steps_text

SUCCESS = QColor("#2e7d32")
FAILURE = QColor("#9e9e9e")


class DiceStrip(QWidget):
    """The dice of one step as small faces in a row (wrapping is not needed: a throw is short)."""

    def __init__(self, dice: tuple[Die, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.dice = dice
        self.setToolTip(
            ", ".join((d.label or str(d.face)) + (" (counts)" if d.success else "") for d in dice)
        )
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def _face_width(self, die: Die) -> int:
        metrics = self.fontMetrics()
        text = die.label or str(die.face)
        return max(metrics.height() + 6, metrics.horizontalAdvance(text) + 10)

    def sizeHint(self) -> QSize:
        width = sum(self._face_width(d) + 4 for d in self.dice)
        return QSize(width, self.fontMetrics().height() + 8)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.fontMetrics().height() + 8)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        height = self.fontMetrics().height() + 6
        x = 1.0
        for die in self.dice:
            width = self._face_width(die)
            rect = QRectF(x, 1, width, height)
            color = SUCCESS if die.success else FAILURE
            if die.chained_from is not None:
                painter.setPen(QPen(color, 1, Qt.PenStyle.DashLine))
            else:
                painter.setPen(QPen(color, 1.5))
            painter.setBrush(color if die.success else QColor("#ffffff"))
            painter.drawRoundedRect(rect, 4, 4)
            painter.setPen(QColor("#ffffff") if die.success else QColor("#212121"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, die.label or str(die.face))
            x += width + 4
        painter.end()


class StepsView(QScrollArea):
    """The steps of one roll, one row each, in a scroll area that never grows the window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("steps_view")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._steps: tuple[Step, ...] = ()
        self._heading = ""
        self._message = ""
        self._rows: list[tuple[QLabel, QLabel]] = []
        self.show_steps(())

    def show_steps(self, steps: tuple[Step, ...], heading: str = "") -> None:
        self._steps = tuple(steps)
        self._heading = heading
        self._message = ""
        self._build()

    def show_message(self, message: str) -> None:
        self._steps = ()
        self._message = message
        self._build()

    def text(self) -> str:
        """The roll as plain text, the same as ``gangfight roll`` prints."""
        if not self._steps:
            return ""
        body = steps_text(self._steps)
        return f"{self._heading}\n{body}" if self._heading else body

    def row_texts(self) -> list[tuple[str, str]]:
        """(heading, result) of each row as shown."""
        return [(head.text(), result.text()) for head, result in self._rows]

    def _build(self) -> None:
        inner = QWidget(self)
        layout = QVBoxLayout(inner)
        layout.setContentsMargins(4, 4, 4, 4)
        self._rows = []
        if self._message or not self._steps:
            empty = QLabel(self._message or "Press Roll to roll this fight once.", inner)
            empty.setTextFormat(Qt.TextFormat.PlainText)
            empty.setWordWrap(True)
            layout.addWidget(empty)
        if self._heading and self._steps:
            heading = QLabel(self._heading, inner)
            heading.setTextFormat(Qt.TextFormat.PlainText)
            layout.addWidget(heading)
        for step in self._steps:
            row = QHBoxLayout()
            row.setContentsMargins(16 * step.depth, 0, 0, 0)
            title = f"{step.group}: {step.title}" if step.group else step.title
            if step.need:
                title += f" ({step.need})"
            head = QLabel(title, inner)
            head.setTextFormat(Qt.TextFormat.PlainText)
            head.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            result = QLabel(step.result, inner)
            result.setTextFormat(Qt.TextFormat.PlainText)
            result.setWordWrap(True)
            result.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            if step.notes:
                result.setToolTip("\n".join(step.notes))
            row.addWidget(head, 2)
            if step.dice:
                row.addWidget(DiceStrip(step.dice, inner), 3)
            row.addWidget(result, 2)
            layout.addLayout(row)
            self._rows.append((head, result))
        layout.addStretch(1)
        old = self.takeWidget()
        if old is not None:
            old.deleteLater()
        self.setWidget(inner)
