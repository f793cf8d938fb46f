"""The walk's reading of colours as painted: every text, die face and check box of a window
against what is behind it, by WCAG's contrast ratio (4.5:1 for text, 3:1 for large text, die
faces and a check box's frame).

Measured on the window's pixels, not its palette, so a style sheet, a painted panel or a
palette set on one label counts as the player sees it: in a widget's rectangle the commonest
colour is its background, and the pixel farthest from it is its ink (the core of a glyph's stem
is the text's own colour; anti-aliasing only ever lowers the ratio).
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QModelIndex, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from gangfight_gui.gui.combat.roll.dice_view import DIE, DiceView
from tests.gui.text_fit import _name, _out_of_sight

TEXT = 4.5
LARGE = 3.0
"""Large text (18 pt, or 14 pt bold), die faces and a control's frame."""
CELLS = 60
"""The cells of a table or list read, at most (the first rows show what every row does)."""


def luminance(color: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(color.redF())
        + 0.7152 * channel(color.greenF())
        + 0.0722 * channel(color.blueF())
    )


def ratio(one: QColor, other: QColor) -> float:
    """WCAG's contrast ratio of two colours, 1 to 21."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


class Pixels:
    """A window's picture as 32-bit pixels, read a rectangle at a time."""

    def __init__(self, image: QImage) -> None:
        self.image = image.convertToFormat(QImage.Format.Format_RGB32)
        self.line = self.image.bytesPerLine()
        self.bits = bytes(self.image.constBits())  # type: ignore[call-overload]

    def ink_on(self, rect: QRect) -> tuple[float, QColor, QColor]:
        """In ``rect``: the ratio of its ink to its background, and the two colours."""
        rect = rect.intersected(self.image.rect())
        counts: Counter[int] = Counter()
        for y in range(rect.top(), rect.bottom() + 1):
            start = y * self.line + 4 * rect.left()
            counts.update(memoryview(self.bits[start : start + 4 * rect.width()]).cast("I"))
        if not counts:
            return 21.0, QColor(), QColor()
        background = QColor.fromRgb(counts.most_common(1)[0][0])
        best, ink = 1.0, background
        for rgb in counts:
            color = QColor.fromRgb(rgb)
            found = ratio(color, background)
            if found > best:
                best, ink = found, color
        return best, ink, background


def _large(widget: QWidget) -> bool:
    font = widget.font()
    size = font.pointSizeF()
    return size >= 18 or (size >= 14 and font.bold())


def _text_rect(widget: QWidget) -> QRect | None:
    """Where a widget's own text is painted (a check box's label beside its box)."""
    if isinstance(widget, QLabel):
        if not widget.text().strip() or not widget.pixmap().isNull():
            return None
        return widget.contentsRect()
    if isinstance(widget, QAbstractButton):
        if not widget.text().strip():
            return None
        if isinstance(widget, (QCheckBox, QRadioButton)):
            option = QStyleOptionButton()
            widget.initStyleOption(option)  # type: ignore[attr-defined]
            element = (
                QStyle.SubElement.SE_CheckBoxContents
                if isinstance(widget, QCheckBox)
                else QStyle.SubElement.SE_RadioButtonContents
            )
            return widget.style().subElementRect(element, option, widget)
        return widget.rect()
    return None


def _in_window(widget: QWidget, rect: QRect, root: QWidget) -> QRect:
    shown = widget.visibleRegion().boundingRect().intersected(rect)
    return QRect(widget.mapTo(root, shown.topLeft()), shown.size())


def _cells(view: QAbstractItemView) -> list[tuple[QModelIndex, QRect]]:
    """The cells with text in sight in ``view`` (at most ``CELLS``), each with its rectangle."""
    model = view.model()
    if model is None:
        return []
    room = view.viewport().rect()
    found = []
    try:
        columns = model.columnCount()
    except TypeError:  # a list model's count is private in PySide: one column
        columns = 1
    for row in range(min(model.rowCount(), CELLS)):
        for column in range(columns):
            index = model.index(row, column)
            rect = view.visualRect(index).intersected(room)
            if rect.height() >= view.fontMetrics().height() and str(index.data() or "").strip():
                found.append((index, rect))
    return found[:CELLS]


def _read_though_greyed(widget: QWidget) -> bool:
    """A label greyed with nothing out of use beside it: a hint drawn greyed, still to be read
    (not the label of a control out of use)."""
    if not isinstance(widget, QLabel) or widget.buddy() is not None:
        return False
    parent = widget.parentWidget()
    controls = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit)
    siblings = parent.findChildren(QWidget) if parent is not None else []
    return not any(isinstance(w, controls) and not w.isEnabled() for w in siblings)


def faint_texts(root: QWidget) -> list[str]:
    """Every text, die face and check box shown in ``root`` whose ink is below its ratio."""
    QApplication.processEvents()
    image = root.grab().toImage()
    scale = image.devicePixelRatio()
    pixels = Pixels(image)
    problems: list[str] = []

    def check(widget: QWidget, rect: QRect, least: float, what: str) -> None:
        place = _in_window(widget, rect, root)
        if place.height() < min(rect.height(), widget.fontMetrics().height()):
            return  # scrolled out of sight but for a sliver: no text is read there
        if scale != 1:
            place = QRect(
                int(place.x() * scale),
                int(place.y() * scale),
                int(place.width() * scale),
                int(place.height() * scale),
            )
        found, ink, background = pixels.ink_on(place)
        if found < least:
            problems.append(
                f"{_name(widget)}: {what} {ink.name()} on {background.name()}, "
                f"{found:.2f}:1 (needs {least}:1)"
            )

    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or _out_of_sight(widget):
            continue
        if not widget.isEnabled() and not _read_though_greyed(widget):
            continue  # a control out of use, or its label: WCAG asks nothing of them
        if widget.window() is not root.window():
            continue
        if isinstance(widget, QAbstractItemView):
            for index, rect in _cells(widget):
                text = " ".join(str(index.data()).split())[:40]
                check(widget.viewport(), rect, TEXT, f"cell {text!r}")
            continue
        if isinstance(widget, DiceView):
            for rect in widget.slots(float(widget.width()))[: len(widget.dice)]:
                face = QRect(int(rect.left()) + 3, int(rect.top()) + 3, int(DIE) - 6, int(DIE) - 6)
                check(widget, face, LARGE, "a die's pips")
            continue
        if isinstance(widget, QCheckBox):
            option = QStyleOptionButton()
            widget.initStyleOption(option)
            box = widget.style().subElementRect(
                QStyle.SubElement.SE_CheckBoxIndicator, option, widget
            )
            check(widget, box.adjusted(-2, -2, 2, 2), LARGE, "its box")
        rect = _text_rect(widget)
        if rect is None:
            continue
        text = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else ""
        check(widget, rect, LARGE if _large(widget) else TEXT, repr(" ".join(text.split())[:40]))
    return problems
