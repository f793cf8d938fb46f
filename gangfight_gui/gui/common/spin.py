"""A spin box that refuses a number out of range instead of changing it."""

from __future__ import annotations

from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QSpinBox, QWidget


class StrictSpinBox(QSpinBox):
    """A spin box that lets a number beyond its range be typed, so it can be refused.

    Qt's spin box drops the keystroke that would leave the range: typing DEF 99 where 40 is
    the most shows 9, and 9 is saved. Here "99" stays in the box until the edit ends, and
    ``typed_value`` hands it on for the model to refuse with its reason. What was
    typed is kept apart, since Return makes Qt put the last good value back in the box first.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._typed_text = ""
        self.lineEdit().textEdited.connect(self._on_line_edit_text_edited)

    def _on_line_edit_text_edited(self, text: str) -> None:
        self._typed_text = text

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        state, text, pos = super().validate(text, pos)
        if state is QValidator.State.Invalid and self._typed(text) is not None:
            return QValidator.State.Intermediate, text, pos
        return state, text, pos

    def _typed(self, text: str) -> int | None:
        bare = text.removeprefix(self.prefix()).removesuffix(self.suffix()).strip()
        try:
            return int(bare)
        except ValueError:
            return None

    def typed_value(self) -> int:
        """The number typed, in range or not; the spin box's value if none was typed."""
        typed = self.typed_out_of_range()
        if typed is not None:
            return typed
        self.interpretText()
        return self.value()

    def typed_out_of_range(self) -> int | None:
        """The number typed since the last check if it lies outside the range, else None."""
        typed = self._typed(self._typed_text)
        if typed is not None and not self.minimum() <= typed <= self.maximum():
            return typed
        return None

    def forget_typed(self) -> None:
        self._typed_text = ""
