"""The screenshot shows the window settled, as a player sees it a moment after opening a roster.

A big roster's problems are laid out a batch at a time (``validation_panel``), after the first
paint; a grab taken at once showed their list empty.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.shell.screenshot import take_screenshot
from gangfight_gui.roster.files import save_roster
from gangfight_gui.rules.gangfight.sizes import Size
from tests.gangfight_rosters import ModelSpec, Roster
from tests.gui.roster_helpers import close_quietly, make_window

MODELS = 300


def test_a_big_rosters_problems_are_in_the_picture(qtbot: QtBot, tmp_path: Path) -> None:
    roster = Roster(
        name="Wrong bases",
        models=tuple(
            ModelSpec(name=f"Model {number}", size=Size.SMALL, base_mm=40.0)  # R7: too large
            for number in range(MODELS)
        ),
    )
    path, png = tmp_path / "gang.json", tmp_path / "window.png"
    save_roster(roster, path)
    window = make_window(qtbot)
    try:
        take_screenshot(window, png, [path], (1366, 768))
        editor = window.tabs.current_editor()
        assert editor is not None
        problems = editor.problems.list
        assert problems.count() == MODELS
        where = problems.viewport().mapTo(window, QPoint(0, 0))
        viewport = problems.viewport().rect().translated(where)
    finally:
        close_quietly(window)
    picture = QImage(str(png))
    inked = sum(
        1
        for x in range(viewport.left(), viewport.right(), 2)
        for y in range(viewport.top(), viewport.bottom(), 2)
        if QColor(picture.pixel(x, y)).lightness() < 100
    )
    assert inked > 200, "the problems list is blank in the picture"
