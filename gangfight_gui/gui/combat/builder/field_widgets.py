"""One control per kind of field (``FieldSpec.kind``) for every game's circumstances and numbers."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSignalBlocker, QSize, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QLineEdit,
    QMenu,
    QSizePolicy,
    QToolButton,
    QToolTip,
    QWidget,
)

from gangfight_gui.gui.combat.results.style import set_items
from gangfight_gui.gui.common import kind_editors as editors
from gangfight_gui.gui.common.elided import ElidedComboBox
from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.gui.common.spin import StrictSpinBox
from gangfight_gui.rules.game import FieldSpec, Limits
from gangfight_gui.rules.kinds import AUTO

READING_MARK = " *"
READING_NOTE = "* not in the game's text: this program's reading (hover for the ruling)"
UNBOUNDED = 999
"""The bound of a spin box whose field gives none (far above any count a fight takes)."""
DECIMAL_STEP = 0.5
SPIN_CHARACTERS = 4


def label_text(spec: FieldSpec) -> str:
    """The field's label, with ``*`` when its ruling is this program's reading."""
    return spec.label + (READING_MARK if spec.reading else "")


def field_tip(spec: FieldSpec, limits: Limits | None = None, extra: str = "") -> str:
    """What the field is, its bounds now, its ruling (F1 finds it) and whether it is this
    program's reading: plain text for the tooltip."""
    parts = [f"{spec.label}: {spec.help}" if spec.help else spec.label]
    low, high = _bounds(spec, limits)
    bounded = spec.minimum is not None or spec.maximum is not None or limits is not None
    if spec.kind.number and bounded and not spec.kind.options(spec):  # a menu names its values
        if low is not None and high is not None:
            parts.append(f"From {low:g} to {high:g}{spec.unit}")
        elif low is not None:
            parts.append(f"At least {low:g}{spec.unit}")
    if limits is not None and limits.hint:
        parts.append(limits.hint)
    if extra:
        parts.append(extra)
    if spec.ruling:
        parts.append(f"Ruling {spec.ruling}")
    if spec.reading:
        parts.append("* Not in the game's text: this program's reading, see the rulings page.")
    return "\n".join(parts)


def _bounds(spec: FieldSpec, limits: Limits | None) -> tuple[float | None, float | None]:
    given = limits or Limits()
    low = spec.minimum if given.minimum is None else given.minimum
    return low, spec.maximum if given.maximum is None else given.maximum


def choice_items(spec: FieldSpec, limits: Limits | None) -> list[tuple[str, str]]:
    """(value, label) of each choice open now."""
    values = list(spec.kind.options(spec))
    labels: Sequence[str] = ()
    if limits is not None and limits.choices is not None:
        values = list(limits.choices)
    if limits is not None and limits.choice_labels:
        labels = limits.choice_labels
    if len(labels) == len(values):
        return list(zip(values, labels, strict=True))
    return [(value, spec.label_of(value)) for value in values]


class _Field:
    """What every field control shares: its spec, its signal of the player's edits (``edited``,
    carrying the value) and the tooltip kept in step. A control is touched only where what it
    shows changes: Qt repaints a spin box on every ``setValue``."""

    edited = Signal(object)
    spec: FieldSpec

    def _set_tip(self, widget: QWidget, limits: Limits | None, extra: str = "") -> None:
        tip = tooltip(field_tip(self.spec, limits, extra))
        if widget.toolTip() != tip:
            widget.setToolTip(tip)


class BoolField(QCheckBox, _Field):
    """A ``bool`` field.

    Signals:
        edited(object): the player ticked or unticked it; carries the bool.
    """

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(label_text(spec), parent)
        self.spec = spec
        self.toggled.connect(self.edited.emit)

    def show_value(self, value: object, limits: Limits | None = None, extra: str = "") -> None:
        with QSignalBlocker(self):
            if self.isChecked() != bool(value):
                self.setChecked(bool(value))
        self._set_tip(self, limits, extra)

    def value(self) -> object:
        return self.isChecked()


class ChoiceField(ElidedComboBox, _Field):
    """A ``choice`` field: the choices open now, by their labels.

    Signals:
        edited(object): the player picked a choice; carries its value.
    """

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self._items: list[tuple[str, str]] = []
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(8)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.activated.connect(self._on_activated)

    def show_value(self, value: object, limits: Limits | None = None, extra: str = "") -> None:
        self._items = items = choice_items(self.spec, limits)
        row = next((i for i, (v, _label) in enumerate(items) if v == str(value)), -1)
        set_items(self, [label for _value, label in items], row)
        self._set_tip(self, limits, "\n".join(t for t in (self.currentText(), extra) if t))

    def sizeHint(self) -> QSize:
        """Wide enough for its longest choice, so none shows elided where there is room; it
        still shrinks to its minimum (elided, the whole in its tooltip) when squeezed."""
        hint = super().sizeHint()
        metrics = self.fontMetrics()
        widest = max((metrics.horizontalAdvance(label) for _v, label in self._items), default=0)
        room = metrics.horizontalAdvance("x" * self.minimumContentsLength())
        return QSize(hint.width() + max(0, widest - room), hint.height())

    def value(self) -> object:
        row = self.currentIndex()
        return self._items[row][0] if 0 <= row < len(self._items) else None

    def values(self) -> list[str]:
        """The choices listed, in order."""
        return [value for value, _label in self._items]

    def _on_activated(self, row: int) -> None:
        if 0 <= row < len(self._items):
            self.edited.emit(self._items[row][0])


class IntField(StrictSpinBox, _Field):
    """A whole-number field; none or auto, where the kind takes it, is the value below the
    range, shown as the spec's blank or "auto".

    Signals:
        edited(object): the player changed the number; carries it (None, "auto" or an int).
        refused(str): a number typed out of range was refused; carries the reason.
    """

    refused = Signal(str)

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self._special = AUTO if spec.kind.automatic else spec.blank if spec.kind.optional else ""
        self._bounds: tuple[int, int] | None = None
        # A typed number counts when the edit ends, so "12" is never first taken as 1.
        self.setKeyboardTracking(False)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setSpecialValueText(self._special)
        self.setSuffix(spec.unit)
        digits = len(str(spec.maximum)) if spec.maximum is not None else SPIN_CHARACTERS
        if spec.minimum is not None and spec.minimum < 0:
            digits = max(digits, len(str(spec.minimum)))
        width = self.fontMetrics().horizontalAdvance("0" * digits + spec.unit) + 30
        special = self.fontMetrics().horizontalAdvance(self._special) + 30
        self.setMinimumWidth(max(width, special))
        self.setMaximumWidth(max(width, special) + 12)
        self.valueChanged.connect(lambda number: self.edited.emit(self.to_value(number)))
        self.editingFinished.connect(self._on_editing_finished)

    def _range(self, limits: Limits | None) -> tuple[int, int]:
        low, high = _bounds(self.spec, limits)
        first = -UNBOUNDED if low is None else int(low)
        last = UNBOUNDED if high is None else int(high)
        if self.spec.exclusive_minimum:
            first += 1
        return (first - 1 if self._special else first), max(first, last)

    def show_value(self, value: object, limits: Limits | None = None, extra: str = "") -> None:
        bounds = self._range(limits)
        shown = bounds[0] if value is None or value == AUTO else value
        with QSignalBlocker(self):
            if bounds != self._bounds:
                self._bounds = bounds
                self.setRange(*bounds)
            if isinstance(shown, int) and self.value() != shown:
                self.setValue(shown)
        self._set_tip(self, limits, extra)

    def to_value(self, number: int) -> object:
        if self._special and number == self.minimum():
            return AUTO if self.spec.kind.automatic else None
        return number

    def _on_editing_finished(self) -> None:
        """Refuse a number typed beyond the range, saying why; the number in use stays."""
        typed = self.typed_out_of_range()
        self.forget_typed()
        if typed is None:
            return
        low = self.minimum() + (1 if self._special else 0)
        message = f"{self.spec.label} {typed} refused: it must be from {low} to {self.maximum()}"
        self.refused.emit(message)
        QToolTip.showText(self.mapToGlobal(self.rect().bottomLeft()), message, self)


class NumberField(QDoubleSpinBox, _Field):
    """A decimal field (inches); none, where the kind takes it, is the value below the range.

    Signals:
        edited(object): the player changed the number; carries a float or None.
    """

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self._optional = spec.kind.optional
        self._bounds: tuple[float, float] | None = None
        self.setKeyboardTracking(False)
        self.setDecimals(1)
        self.setSingleStep(DECIMAL_STEP)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setSuffix(spec.unit)
        if self._optional:
            self.setSpecialValueText(spec.blank)
        self.setMaximumWidth(self.fontMetrics().horizontalAdvance("000.0" + spec.unit) + 34)
        self.valueChanged.connect(self._on_value_changed)

    def _range(self, limits: Limits | None) -> tuple[float, float]:
        low, high = _bounds(self.spec, limits)
        first = 0.0 if low is None else float(low)
        last = float(UNBOUNDED) if high is None else float(high)
        return (first - DECIMAL_STEP if self._optional else first), last

    def show_value(self, value: object, limits: Limits | None = None, extra: str = "") -> None:
        bounds = self._range(limits)
        shown = float(bounds[0] if value is None else value)  # type: ignore[arg-type]
        with QSignalBlocker(self):
            if bounds != self._bounds:
                self._bounds = bounds
                self.setRange(*bounds)
            if self.value() != shown:
                self.setValue(shown)
        self._set_tip(self, limits, extra)

    def _on_value_changed(self, number: float) -> None:
        self.edited.emit(None if self._optional and number == self.minimum() else number)


class ListField(QToolButton, _Field):
    """A ``text_list`` field: a menu ticking each item open now, and "as the rules choose"
    for the game's default (None).

    Signals:
        edited(object): the player changed the list; carries a list of texts, or None.
    """

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self._value: list[str] | None = None
        self._items: tuple[str, ...] = ()
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._menu = QMenu(self)
        self.setMenu(self._menu)
        self._default: QAction | None = None

    def show_value(self, value: object, limits: Limits | None = None, extra: str = "") -> None:
        items = tuple(limits.choices) if limits is not None and limits.choices else ()
        chosen = [str(v) for v in value] if isinstance(value, list | tuple) else None
        if items != self._items:
            self._items = items
            self._menu.clear()
            self._default = self._menu.addAction("As the rules choose")
            self._default.setCheckable(True)
            self._default.triggered.connect(lambda: self.edited.emit(None))
            self._menu.addSeparator()
            for item in items:
                action = self._menu.addAction(item)
                action.setCheckable(True)
                action.triggered.connect(lambda _on, name=item: self._on_item_triggered(name))
        self._value = chosen
        for action in self._menu.actions():
            with QSignalBlocker(action):
                if action is self._default:
                    action.setChecked(chosen is None)
                elif action.isCheckable():
                    action.setChecked(chosen is not None and action.text() in chosen)
        text = "As the rules choose" if chosen is None else (" + ".join(chosen) or "None")
        if self.text() != text:
            self.setText(text)
        self._set_tip(self, limits, "\n".join(t for t in (f"Now: {text}", extra) if t))

    def value(self) -> object:
        return self._value

    def _on_item_triggered(self, name: str) -> None:
        chosen = list(self._value or [])
        if name in chosen:
            chosen.remove(name)
        else:
            chosen.append(name)
        self.edited.emit([item for item in self._items if item in chosen])


class TextField(QLineEdit, _Field):
    """A ``text`` field (no game's circumstance is one today; kept for completeness of the
    kinds).

    Signals:
        edited(object): the player finished typing; carries the text.
    """

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        if spec.maximum is not None:
            self.setMaxLength(spec.maximum)
        self.editingFinished.connect(lambda: self.edited.emit(self.text()))

    def show_value(self, value: object, limits: Limits | None = None, extra: str = "") -> None:
        text = "" if value is None else str(value)
        with QSignalBlocker(self):
            if self.text() != text:
                self.setText(text)
        self._set_tip(self, limits, extra)


FieldControl = BoolField | ChoiceField | IntField | NumberField | ListField | TextField


CONTROLS: dict[type[editors.Editor], Callable[[FieldSpec, QWidget], FieldControl]] = {
    editors.TickEditor: BoolField,
    editors.ChoiceEditor: ChoiceField,
    editors.WordEditor: ChoiceField,
    editors.SpinEditor: IntField,
    editors.DecimalEditor: NumberField,
    editors.ListEditor: ListField,
    editors.LineEditor: TextField,
}
"""The builder's control for each editor of the window's table (``editor_of``): a kind edited
like another elsewhere is edited like it here."""


def field_control(
    spec: FieldSpec,
    parent: QWidget,
    on_edited: Callable[[object], object] | None = None,
    on_refused: Callable[[str], object] | None = None,
    *,
    name: str = "",
    label: str = "",
) -> FieldControl:
    """The control for ``spec``'s kind, its edits and refusals given to the callbacks; ``label``
    names a control under a grid's heading (a check box there shows no text of its own)."""
    control = CONTROLS[type(editors.editor_of(spec))](spec, parent)
    control.setObjectName(name or f"field_{spec.key.replace('.', '_')}")
    control.setAccessibleName(label or spec.label)
    if label and isinstance(control, BoolField):
        control.setText("")
    if on_edited is not None:
        control.edited.connect(on_edited)
    if on_refused is not None and isinstance(control, IntField):
        control.refused.connect(on_refused)
    return control
