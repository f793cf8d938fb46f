"""A box laid out in one call holds its parts in order, within the margins and spacing given, and
keeps the style's where none are given."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.common.named_widgets import NO_MARGINS, lay_out


def test_a_box_takes_the_margins_and_spacing_given_with_its_parts(qtbot: QtBot) -> None:
    holder = QWidget()
    qtbot.addWidget(holder)
    first, second = QLabel("first", holder), QLabel("second", holder)
    box = lay_out(QVBoxLayout(holder), first, (second, 2), margins=(1, 2, 3, 4), spacing=5)
    margins = box.contentsMargins()
    assert (margins.left(), margins.top(), margins.right(), margins.bottom()) == (1, 2, 3, 4)
    assert box.spacing() == 5
    assert [box.itemAt(i).widget() for i in range(box.count())] == [first, second]
    assert box.stretch(1) == 2


def test_a_box_given_no_margins_or_spacing_keeps_the_styles(qtbot: QtBot) -> None:
    plain, snug, other = QWidget(), QWidget(), QWidget()
    for widget in (plain, snug, other):
        qtbot.addWidget(widget)
    styled = QVBoxLayout(other)
    box = lay_out(QVBoxLayout(plain))
    assert box.contentsMargins() == styled.contentsMargins()
    assert box.spacing() == styled.spacing()
    none = lay_out(QVBoxLayout(snug), margins=NO_MARGINS).contentsMargins()
    assert (none.left(), none.top(), none.right(), none.bottom()) == (0, 0, 0, 0)
