"""The walk over every text of the window: each fits its widget or is elided with the
whole text in its tooltip, never cut mid-glyph.

``unfitting_texts(window)`` looks at every visible label, button, group box title, tab, header
section and empty line edit's placeholder, measures its text in its font as Qt lays it out, and
names each that neither fits its widget nor is elided with its whole text in the tooltip.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtGui import Qt as QtGuiNamespace
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDockWidget,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QStyle,
    QStyleOptionFrame,
    QStyleOptionGroupBox,
    QTabBar,
    QWidget,
)

from gangfight_gui.gui.common.elided import ElidedComboBox, ElidedLabel

SLACK = 2
"""Pixels of rounding between Qt's layout of a text and our measure of it."""


def _plain(text: str) -> str:
    """Rich text (a tooltip, a label's markup) as the words it shows, on one line."""
    if QtGuiNamespace.mightBeRichText(text):
        document = QTextDocument()
        document.setHtml(text)
        text = document.toPlainText()
    return " ".join(text.split())


def _without_mnemonic(text: str) -> str:
    return re.sub(r"&(.)", r"\1", text)


def _in_tooltip(text: str, tip: str) -> bool:
    """Whether ``tip`` holds the whole of ``text`` (as words: a tooltip may wrap)."""
    return bool(text) and _plain(text) in _plain(tip)


def _out_of_sight(widget: QWidget) -> bool:
    """Inside a dock parked behind another dock's tab: Qt keeps it "visible" out of sight."""
    parent: QWidget | None = widget
    while parent is not None:
        if isinstance(parent, QDockWidget) and parent.visibleRegion().isEmpty():
            return True
        parent = parent.parentWidget()
    return False


def _name(widget: QWidget) -> str:
    chain = []
    parent: QWidget | None = widget
    while parent is not None and len(chain) < 4:
        if parent.objectName():
            chain.append(parent.objectName())
        parent = parent.parentWidget()
    return f"{type(widget).__name__} in {'/'.join(chain) or '?'}"


def _label_fits(label: QLabel) -> bool:
    text = _shown_label_text(label)
    rect = label.contentsRect().adjusted(
        label.margin(), label.margin(), -label.margin(), -label.margin()
    )
    if label.indent() > 0:
        rect.setLeft(rect.left() + label.indent())
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and QtGuiNamespace.mightBeRichText(text)
    )
    if rich:
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(text)
        if label.wordWrap():
            document.setTextWidth(rect.width())
        size = document.size()
        return (
            document.idealWidth() <= rect.width() + SLACK and size.height() <= rect.height() + SLACK
        )
    metrics = label.fontMetrics()
    flags = int(Qt.TextFlag.TextWordWrap) if label.wordWrap() else 0
    bound = metrics.boundingRect(QRect(0, 0, max(1, rect.width()), 100_000), flags, text)
    widest_word = max((metrics.horizontalAdvance(w) for w in text.split()), default=0)
    return (
        bound.width() <= rect.width() + SLACK
        and bound.height() <= rect.height() + SLACK
        and widest_word <= rect.width() + SLACK
    )


def _shown_label_text(label: QLabel) -> str:
    """A label's text as painted: a label with a buddy shows "&Name" as "Name"."""
    text = label.text()
    return _without_mnemonic(text) if label.buddy() is not None else text


def _label_problem(label: QLabel) -> str | None:
    text = _shown_label_text(label)
    if not text.strip() or not label.pixmap().isNull():
        return None
    if isinstance(label, ElidedLabel):
        if label.is_elided() and not _in_tooltip(text, label.toolTip()):
            return f"{_name(label)}: {text!r} elided without the whole in its tooltip"
        return None
    if _label_fits(label) or _in_tooltip(text, label.toolTip()):
        return None
    return f"{_name(label)}: {_plain(text)!r} cut in {label.contentsRect().size().toTuple()}"


def _button_problem(button: QAbstractButton) -> str | None:
    text = _without_mnemonic(button.text())
    if not text.strip():
        return None
    if button.sizeHint().width() <= button.width() + SLACK:
        return None
    if _in_tooltip(text, button.toolTip()):
        return None
    return f"{_name(button)}: {text!r} needs {button.sizeHint().width()} px, has {button.width()}"


def _group_problem(box: QGroupBox) -> str | None:
    title = _without_mnemonic(box.title())
    if not title.strip():
        return None
    option = QStyleOptionGroupBox()
    box.initStyleOption(option)
    room = box.style().subControlRect(
        QStyle.ComplexControl.CC_GroupBox, option, QStyle.SubControl.SC_GroupBoxLabel, box
    )
    need = box.fontMetrics().horizontalAdvance(title)
    if need <= min(room.width(), box.width()) + SLACK or _in_tooltip(title, box.toolTip()):
        return None
    return f"{_name(box)}: title {title!r} cut"


def _tab_problems(bar: QTabBar) -> list[str]:
    problems = []
    metrics = bar.fontMetrics()
    space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
    for index in range(bar.count()):
        if not bar.isTabVisible(index):
            continue
        text = _without_mnemonic(bar.tabText(index))
        if not text.strip():
            continue
        rect = bar.tabRect(index)
        if not bar.rect().contains(rect) and bar.rect().intersects(rect):
            problems.append(f"{_name(bar)}: tab {text!r} runs past the bar's edge")
            continue
        room = rect.width() - space
        for side in (QTabBar.ButtonPosition.LeftSide, QTabBar.ButtonPosition.RightSide):
            button = bar.tabButton(index, side)
            if button is not None and button.isVisible():
                room -= button.width() + 4
        if not bar.tabIcon(index).isNull():
            room -= bar.iconSize().width() + 4
        if metrics.horizontalAdvance(text) <= room + SLACK:
            continue
        if bar.elideMode() != Qt.TextElideMode.ElideNone and _in_tooltip(
            text, bar.tabToolTip(index)
        ):
            continue
        problems.append(f"{_name(bar)}: tab {text!r} cut ({room} px)")
    return problems


def _header_problems(header: QHeaderView) -> list[str]:
    model = header.model()
    if model is None:
        return []
    problems = []
    metrics: QFontMetrics = header.fontMetrics()
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    wraps = bool(int(header.defaultAlignment()) & int(Qt.TextFlag.TextWordWrap))
    horizontal = header.orientation() == Qt.Orientation.Horizontal
    for section in range(header.count()):
        if header.isSectionHidden(section) or header.sectionSize(section) <= 0:
            continue
        text = model.headerData(section, header.orientation(), Qt.ItemDataRole.DisplayRole)
        if not isinstance(text, str) or not text.strip():
            if text is None or isinstance(text, str):
                continue
            text = str(text)
        width = (header.sectionSize(section) if horizontal else header.width()) - 2 * margin
        height = (header.height() if horizontal else header.sectionSize(section)) - 2 * margin
        if header.isSortIndicatorShown() and header.sortIndicatorSection() == section:
            width -= header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize)
        flags = int(Qt.TextFlag.TextWordWrap) if wraps else 0
        bound = metrics.boundingRect(QRect(0, 0, max(1, width), 100_000), flags, text)
        widest_word = max((metrics.horizontalAdvance(w) for w in text.split()), default=0)
        if (
            bound.width() <= width + SLACK
            and bound.height() <= height + SLACK + margin
            and widest_word <= width + SLACK
        ):
            continue
        tip = model.headerData(section, header.orientation(), Qt.ItemDataRole.ToolTipRole)
        if isinstance(tip, str) and _in_tooltip(text, tip):
            continue
        problems.append(f"{_name(header)}: heading {text!r} cut ({width}×{height} px)")
    return problems


def _combo_problem(combo: ElidedComboBox) -> str | None:
    text = combo.currentText().strip()
    if not text or not combo.is_elided() or _in_tooltip(text, combo.toolTip()):
        return None
    return f"{_name(combo)}: {text!r} elided without the whole in its tooltip"


LINE_EDIT_MARGIN = 2
"""Pixels a line edit keeps clear each side of its text (``QLineEditPrivate::horizontalMargin``)."""


def _placeholder_problem(line: QLineEdit) -> str | None:
    """An empty box's placeholder (a hint of what to type) cut short, its whole not in the tip."""
    text = line.placeholderText()
    if line.text() or not text.strip():
        return None
    option = QStyleOptionFrame()
    line.initStyleOption(option)
    contents = line.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, line)
    room = contents.marginsRemoved(line.textMargins()).width() - 2 * LINE_EDIT_MARGIN
    if line.fontMetrics().horizontalAdvance(text) <= room + SLACK:
        return None
    if _in_tooltip(text, line.toolTip()):
        return None
    return f"{_name(line)}: placeholder {text!r} cut ({room} px)"


def unfitting_texts(root: QWidget) -> list[str]:
    """Every text shown in ``root`` (and its floating docks) that neither fits its widget nor
    is elided with the whole in its tooltip."""
    QApplication.processEvents()
    problems: list[str] = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or _out_of_sight(widget):
            continue
        if isinstance(widget, QLabel):
            found = _label_problem(widget)
        elif isinstance(widget, QAbstractButton):
            found = _button_problem(widget)
        elif isinstance(widget, QGroupBox):
            found = _group_problem(widget)
        elif isinstance(widget, ElidedComboBox):
            found = _combo_problem(widget)
        elif isinstance(widget, QLineEdit):
            found = _placeholder_problem(widget)
        elif isinstance(widget, QTabBar):
            problems.extend(_tab_problems(widget))
            continue
        elif isinstance(widget, QHeaderView):
            problems.extend(_header_problems(widget))
            continue
        else:
            continue
        if found is not None:
            problems.append(found)
    return problems


def sideways_scrolling(root: QWidget) -> list[str]:
    """Every panel or table in view that scrolls sideways (once the Necromunda fighter
    table, Compare's pinned column, the At the table results)."""
    from PySide6.QtWidgets import QAbstractScrollArea

    found = []
    for area in root.findChildren(QAbstractScrollArea):
        if not area.isVisible() or _out_of_sight(area):
            continue
        bar = area.horizontalScrollBar()
        if bar.isVisible() and bar.maximum() > 0:
            found.append(f"{_name(area)} scrolls sideways by {bar.maximum()} px")
    return found


def wholly_in_view(widget: QWidget) -> bool:
    """Whether every pixel of ``widget`` is on screen: inside each ancestor up to its window
    (a scroll area's viewport included), so nothing of it is below the fold."""
    if not widget.isVisible() or _out_of_sight(widget):
        return False
    rect = widget.rect()
    child: QWidget = widget
    parent = widget.parentWidget()
    while parent is not None and not child.isWindow():
        rect = rect.translated(child.pos())
        if not parent.rect().contains(rect):
            return False
        child, parent = parent, parent.parentWidget()
    return True
