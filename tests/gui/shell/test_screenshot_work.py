"""``--screenshot`` does the work its picture shows: no settings written to the folder thrown
away with it, and the results laid out and rolled only where they show (at 1366 pixels they are
a tab behind the builder's, only their headline in view). The pictures are the same as before
(``bench_startup.py`` times the rest).
"""

from __future__ import annotations

from pathlib import Path
from unittest import mock

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from gangfight_gui.gui.combat.roll.panel import RollPanel
from gangfight_gui.gui.common.on_screen import on_screen
from gangfight_gui.gui.shell import screenshot, settings_store
from gangfight_gui.gui.shell.main_window import MainWindow
from tests.conftest import ROSTERS
from tests.gui.roster_helpers import close_quietly

ORCS, HUMANS = ROSTERS / "orc_braves.json", ROSTERS / "human_veterans.json"
NARROW, WIDE = (1366, 768), (2200, 1100)


def test_a_screenshot_writes_no_settings(window: MainWindow, tmp_path: Path) -> None:
    with mock.patch.object(settings_store, "save_settings") as save:
        screenshot.take_screenshot(window, tmp_path / "window.png", [ORCS, HUMANS], NARROW)
    save.assert_not_called()
    # The rosters opened as in the window: the recent files hold them, in memory.
    assert window.settings.settings.recent_files[:2] == (HUMANS, ORCS)


def test_results_behind_the_builders_tab_are_not_laid_out_for_the_picture(
    window: MainWindow, tmp_path: Path
) -> None:
    screenshot.take_screenshot(window, tmp_path / "window.png", [ORCS, HUMANS], NARROW)
    results = window.combat.results
    assert not on_screen(results)
    headline = results.headline_strip()
    assert headline.title.startswith("Melee attack: Orc Brave")
    assert headline.figures  # the picture's odds, in the headline
    assert results.findChild(RollPanel) is None  # not rolled: nobody sees it
    assert results.findChild(QWidget, "results_title") is None


def test_results_in_view_are_laid_out_and_rolled_with_the_pictures_seed(
    window: MainWindow, tmp_path: Path
) -> None:
    screenshot.take_screenshot(window, tmp_path / "window.png", [ORCS, HUMANS], WIDE)
    results = window.combat.results
    assert on_screen(results)
    panel = results.findChild(RollPanel)
    assert panel is not None and panel.roll is not None
    assert panel.text().startswith(f"Roll with seed {screenshot.DEMO_SEED}\n")


@pytest.mark.parametrize(
    ("size", "rosters"),
    [(NARROW, []), (NARROW, [ORCS, HUMANS]), (WIDE, [ORCS, HUMANS])],
    ids=["no roster", "samples 1366", "samples 2200"],
)
def test_the_picture_has_the_pixels_grab_paints(
    tmp_path: Path, size: tuple[int, int], rosters: list[Path]
) -> None:
    # Offscreen, the picture is the window's painted buffer (screenshot.picture): the same
    # pixels as the whole window painted again by grab. The window is made as --screenshot
    # makes it, first shown at the picture's size.
    window = MainWindow(start_session=False)
    try:
        png = tmp_path / "window.png"
        screenshot.take_screenshot(window, png, rosters, size)
        painted = window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    finally:
        close_quietly(window)
    saved = QImage(str(png)).convertToFormat(QImage.Format.Format_RGB32)
    assert saved.size() == painted.size()
    assert saved == painted
