"""``ElidedLabel``: a line that fits is whole; one that does not ends in an ellipsis, never cut
mid-glyph, and its tooltip holds the whole text."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.common.elided import ElidedLabel

LONG = "Matron Ilse Vorne the Unyielding of the Ashveil Sisterhood"


def test_a_text_that_fits_is_whole_without_a_tooltip(qtbot: QtBot) -> None:
    label = ElidedLabel("Matron Ilse Vorne")
    qtbot.addWidget(label)
    width = QFontMetrics(label.font()).horizontalAdvance("Matron Ilse Vorne")
    label.resize(width, 20)  # exactly as wide as its room
    assert label.shown_text() == "Matron Ilse Vorne"
    assert not label.is_elided() and label.toolTip() == ""


def test_a_long_text_is_elided_at_its_end_and_tooltipped_whole(qtbot: QtBot) -> None:
    label = ElidedLabel("")
    qtbot.addWidget(label)
    label.resize(120, 20)
    label.setText(f"<b>{LONG}</b>")
    shown = label.shown_text()
    assert shown.endswith("…") and f"<b>{LONG}".startswith(shown.removesuffix("…"))
    assert QFontMetrics(label.font()).horizontalAdvance(shown) <= 120
    assert LONG in label.toolTip() and "&lt;b&gt;" in label.toolTip(), "plain text, not markup"
    label.set_extra_tooltip("In every fight: Charging: yes (N6)")
    assert "\nIn every fight: Charging: yes (N6)" in label.toolTip(), "after the whole text"
