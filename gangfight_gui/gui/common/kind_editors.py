"""The editor of each kind of field (``FieldSpec.kind``): the one table every panel asks, so no
panel asks which kind a field is.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.common.spin import StrictSpinBox
from gangfight_gui.rules import kinds
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.kinds import AUTO, longest_text, unit_text

UNBOUNDED = 999_999
"""A spin box needs ends: a field without one (a Necromunda S) stops here, far past any use."""

Slot = Callable[[], None]


@dataclass(frozen=True, slots=True)
class Use:
    """What a panel asks of the widgets it makes, whatever their kind."""

    special: str | None = None
    """The text of a number's value below its range, standing for none; None: the kind's own
    ("auto", or the field's blank, where it takes one)."""
    ends: tuple[int, int] = (-UNBOUNDED, UNBOUNDED)
    """A number's range where its field gives none."""
    label: str = ""
    """The text of a widget that carries its own label (a check box)."""
    few: int = 0
    """The most choices shown as radio buttons, all in view (more: a drop-down)."""


PLAIN = Use()


class RadioChoice(QWidget):
    """A choice of a few as radio buttons, every one in view."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.group = QButtonGroup(self)
        for index, choice in enumerate(spec.choices):
            button = QRadioButton(spec.label_of(choice), self)
            self.group.addButton(button, index)
            layout.addWidget(button)


class Editor(ABC):
    """How one kind of field is edited: the widget made (as ``use`` asks), a value shown in it
    and read back."""

    own_label: ClassVar[bool] = False
    """The widget shows the field's label itself (a check box)."""

    @abstractmethod
    def make(self, spec: FieldSpec, parent: QWidget, use: Use = PLAIN) -> QWidget: ...

    @abstractmethod
    def show(self, widget: QWidget, spec: FieldSpec, value: object) -> None: ...

    @abstractmethod
    def read(self, widget: QWidget, spec: FieldSpec) -> object: ...

    @abstractmethod
    def on_change(self, widget: QWidget, slot: Slot) -> None:
        """Call ``slot`` on every change the player makes."""
        ...

    def on_done(self, widget: QWidget, slot: Slot) -> None:
        """Call ``slot`` when the player has finished an edit (a number typed, a line left)."""
        self.on_change(widget, slot)


class TickEditor(Editor):
    own_label = True

    def make(self, spec: FieldSpec, parent: QWidget, use: Use = PLAIN) -> QWidget:
        return QCheckBox(use.label, parent)

    def show(self, widget: QWidget, spec: FieldSpec, value: object) -> None:
        assert isinstance(widget, QCheckBox)
        widget.setChecked(bool(value))

    def read(self, widget: QWidget, spec: FieldSpec) -> object:
        assert isinstance(widget, QCheckBox)
        return widget.isChecked()

    def on_change(self, widget: QWidget, slot: Slot) -> None:
        assert isinstance(widget, QCheckBox)
        widget.toggled.connect(lambda _on: slot())


class ChoiceEditor(Editor):
    def make(self, spec: FieldSpec, parent: QWidget, use: Use = PLAIN) -> QWidget:
        if len(spec.choices) <= use.few:
            return RadioChoice(spec, parent)
        combo = QComboBox(parent)
        for choice in spec.choices:
            combo.addItem(spec.label_of(choice), choice)
        return combo

    def show(self, widget: QWidget, spec: FieldSpec, value: object) -> None:
        if isinstance(widget, RadioChoice):
            index = spec.choices.index(value) if value in spec.choices else 0
            button = widget.group.button(index)
            if button is not None:
                button.setChecked(True)
        else:
            assert isinstance(widget, QComboBox)
            widget.setCurrentIndex(max(0, widget.findData(value)))

    def read(self, widget: QWidget, spec: FieldSpec) -> object:
        if isinstance(widget, RadioChoice):
            return spec.choices[max(0, widget.group.checkedId())]
        assert isinstance(widget, QComboBox)
        return widget.currentData()

    def on_change(self, widget: QWidget, slot: Slot) -> None:
        if isinstance(widget, RadioChoice):
            widget.group.idClicked.connect(lambda _id: slot())
        else:
            assert isinstance(widget, QComboBox)
            widget.currentIndexChanged.connect(lambda _row: slot())

    def on_done(self, widget: QWidget, slot: Slot) -> None:
        if isinstance(widget, QComboBox):
            widget.activated.connect(lambda _row: slot())
        else:
            self.on_change(widget, slot)


def _special(spec: FieldSpec, use: Use) -> str:
    if use.special is not None:
        return use.special
    return AUTO if spec.kind.automatic else spec.blank if spec.kind.optional else ""


def _none(spec: FieldSpec) -> object:
    """The value the text below the range stands for: "auto" where the kind takes it."""
    return AUTO if spec.kind.automatic else None


class SpinEditor(Editor):
    """A whole number: a spin box over the field's range; the value one below it, shown as the
    special text, stands for none (or "auto"). A number typed beyond the range stays typed for
    the owner to refuse (``StrictSpinBox``)."""

    def _box(self, parent: QWidget) -> StrictSpinBox | QDoubleSpinBox:
        return StrictSpinBox(parent)

    def make(self, spec: FieldSpec, parent: QWidget, use: Use = PLAIN) -> QWidget:
        box = self._box(parent)
        text = _special(spec, use)
        low = use.ends[0] if spec.minimum is None else spec.minimum
        last = use.ends[1] if spec.maximum is None else spec.maximum
        # A minimum no value takes (a base of 0 mm) is itself the special value, else one below.
        if text:
            low -= 0 if spec.exclusive_minimum else 1
        elif spec.exclusive_minimum and isinstance(box, StrictSpinBox):
            low += 1
        box.setRange(low, max(low, last))
        box.setSpecialValueText(text)
        box.setSuffix(unit_text(spec))
        box.setAccelerated(True)
        return box

    def show(self, widget: QWidget, spec: FieldSpec, value: object) -> None:
        if isinstance(widget, StrictSpinBox):
            widget.setValue(value if isinstance(value, int) else widget.minimum())
            widget.forget_typed()
        else:
            assert isinstance(widget, QDoubleSpinBox)
            widget.setValue(float(value) if isinstance(value, int | float) else widget.minimum())

    def read(self, widget: QWidget, spec: FieldSpec) -> object:
        assert isinstance(widget, StrictSpinBox | QDoubleSpinBox)
        widget.interpretText()
        number = widget.value()
        special = widget.specialValueText() and number <= widget.minimum()
        return _none(spec) if special else number

    def on_change(self, widget: QWidget, slot: Slot) -> None:
        assert isinstance(widget, StrictSpinBox | QDoubleSpinBox)
        widget.valueChanged.connect(lambda _value: slot())

    def on_done(self, widget: QWidget, slot: Slot) -> None:
        assert isinstance(widget, QAbstractSpinBox)
        widget.setKeyboardTracking(False)
        widget.editingFinished.connect(slot)


class DecimalEditor(SpinEditor):
    """A decimal number (inches): the same, to a tenth."""

    def _box(self, parent: QWidget) -> StrictSpinBox | QDoubleSpinBox:
        box = QDoubleSpinBox(parent)
        box.setDecimals(1)
        return box


class LineEditor(Editor):
    """Text: a line as long as the field takes."""

    def make(self, spec: FieldSpec, parent: QWidget, use: Use = PLAIN) -> QWidget:
        line = QLineEdit(parent)
        line.setMaxLength(longest_text(spec))
        return line

    def show(self, widget: QWidget, spec: FieldSpec, value: object) -> None:
        assert isinstance(widget, QLineEdit)
        widget.setText("" if value is None else spec.kind.show(spec, value))

    def read(self, widget: QWidget, spec: FieldSpec) -> object:
        assert isinstance(widget, QLineEdit)
        return widget.text()

    def on_change(self, widget: QWidget, slot: Slot) -> None:
        assert isinstance(widget, QLineEdit)
        widget.textEdited.connect(lambda _text: slot())

    def on_done(self, widget: QWidget, slot: Slot) -> None:
        assert isinstance(widget, QLineEdit)
        widget.editingFinished.connect(slot)


class ListEditor(LineEditor):
    """A list of texts: one line, the items separated by commas (read back as typed)."""

    def make(self, spec: FieldSpec, parent: QWidget, use: Use = PLAIN) -> QWidget:
        line = QLineEdit(parent)
        line.setPlaceholderText("separated by commas")
        return line


def _typed_length(spec: FieldSpec) -> int:
    """The characters of a word-or-number's longest value: a word with two digits added
    ("S+10") where it takes them, or its largest number (two digits where it has no maximum)."""
    kind = spec.kind
    shift = 3 if isinstance(kind, kinds.WordOrWhole) and kind.offsets else 0
    words = max(map(len, kind.options(spec)), default=0) + shift
    return max(words, len(str(spec.maximum)) if spec.maximum is not None else 2)


class WordEditor(Editor):
    """A word or a whole number ("auto", "S+1", 4): a box to type in, listing the values a
    menu offers (``Kind.options``); what is typed is read as the kind parses it."""

    def make(self, spec: FieldSpec, parent: QWidget, use: Use = PLAIN) -> QWidget:
        combo = QComboBox(parent)
        combo.setEditable(True)
        combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        combo.addItems(list(spec.kind.options(spec)))
        # Room to type its longest value, not its arrow alone, in a table's narrow cell.
        combo.setMinimumContentsLength(_typed_length(spec))
        return combo

    def show(self, widget: QWidget, spec: FieldSpec, value: object) -> None:
        """The value's text, selected: typing replaces it, as in a number's box."""
        assert isinstance(widget, QComboBox)
        widget.setEditText(spec.kind.show(spec, value))
        line = widget.lineEdit()
        if line is not None:
            line.selectAll()

    def read(self, widget: QWidget, spec: FieldSpec) -> object:
        assert isinstance(widget, QComboBox)
        return spec.kind.parse(spec, widget.currentText())

    def on_change(self, widget: QWidget, slot: Slot) -> None:
        assert isinstance(widget, QComboBox)
        widget.currentTextChanged.connect(lambda _text: slot())

    def on_done(self, widget: QWidget, slot: Slot) -> None:
        assert isinstance(widget, QComboBox)
        widget.activated.connect(lambda _row: slot())
        line = widget.lineEdit()
        if line is not None:
            line.editingFinished.connect(slot)


# A new kind is one class in rules/kinds.py and one line here.
EDITORS: dict[type[kinds.Kind], Editor] = {
    kinds.YesNo: TickEditor(),
    kinds.Choice: ChoiceEditor(),
    kinds.WordOrWhole: WordEditor(),
    kinds.Whole: SpinEditor(),
    kinds.Number: DecimalEditor(),
    kinds.TextList: ListEditor(),
    kinds.Text: LineEditor(),
}
"""The editor of each kind; a subclass (an optional whole number) takes its nearest base's."""


def editor_of(spec: FieldSpec) -> Editor:
    """The editor of ``spec``'s kind."""
    for base in type(spec.kind).__mro__:
        if base in EDITORS:
            return EDITORS[base]
    raise LookupError(f"no editor for the kind {spec.kind!r}")
