"""The walk: every view of the window, its battle and its dialogs, for the three games
and the example game, under a light and a dark palette, at 1366×768 and 1280×720. It fails on a
text that neither fits nor is elided with the whole in its tooltip, on a text, die face or check
box below WCAG's contrast (4.5:1, 3:1 for large text, die faces and a box's frame), and on a
window that grows past its screen."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QLabel,
    QStyleFactory,
    QWidget,
)
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.common.look import dress
from gangfight_gui.gui.night.crew_panel import CrewPanel
from gangfight_gui.gui.night.new_battle import NewBattleDialog, SideChoice
from gangfight_gui.gui.night.state_dialog import StateDialog
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.gui.shell.new_roster_dialog import NewRosterDialog
from gangfight_gui.gui.shell.preferences_dialog import PreferencesDialog
from gangfight_gui.roster.night.battle import EntryRef, SideSource, side_of, start_battle
from gangfight_gui.rules.game import playable_games
from tests.gui.combat.results.test_painted import dark_palette
from tests.gui.contrast import faint_texts, ratio
from tests.gui.roster_helpers import close_quietly, make_window
from tests.gui.shell.window_views import SIZES, each_view, game_samples, open_game, settle
from tests.gui.text_fit import unfitting_texts
from tests.helpers.example_game import ROSTER as PIT_CREW
from tests.helpers.example_game import example_on_path

GAMES = ("gangfight", "necromunda", "warstrike", "pitfight")


def desktop_dark() -> QPalette:
    """A dark desktop's palette: the tests' dark scheme with the text of Fusion's own dark
    scheme (240 grey, on which a default button's blue reads 4.7:1)."""
    palette = dark_palette()
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
        palette.setColor(role, QColor("#f0f0f0"))
    palette.setColor(QPalette.ColorRole.ButtonText, QColor("#f0f0f0"))
    return palette


@pytest.fixture(params=[False, True], ids=["light", "dark"])
def scheme(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[bool]:
    """The application dressed as the program dresses it (``look.dress``), under a light
    palette or a player's dark desktop; its style and palette as they were after."""
    palette = QPalette(qapp.palette())
    name = qapp.style().name()
    dark: bool = request.param
    qapp.setStyle(QStyleFactory.create("fusion"))
    if dark:
        qapp.setPalette(desktop_dark())
    dress(qapp)
    yield dark
    qapp.setStyle(QStyleFactory.create(name or "fusion"))
    qapp.setPalette(palette)


@pytest.fixture(params=GAMES)
def walked(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, list[Path]]]:
    """A game and its two sample rosters (the example game on the path, its crew twice)."""
    game: str = request.param
    if game != "pitfight":
        yield game, game_samples(game)
        return
    copies = [tmp_path / "pit_crew.json", tmp_path / "pit_rivals.json"]
    for copy in copies:
        shutil.copyfile(PIT_CREW, copy)
    with example_on_path(request.getfixturevalue("example_game")):
        yield game, copies


def problems_of(root: QWidget, view: str) -> list[str]:
    return [f"{view}: {found}" for found in (*unfitting_texts(root), *faint_texts(root))]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_view_dialog_and_battle_reads_whole_and_clear(
    qtbot: QtBot, walked: tuple[str, list[Path]], scheme: bool, size: tuple[int, int]
) -> None:
    game, samples = walked
    window = make_window(qtbot)
    try:
        found: list[str] = []
        open_game(window, game, size, samples)
        for view in each_view(window, qtbot):
            assert window.size().toTuple() == size, f"{view}: the window grew itself"
            found += problems_of(window, view)
        for view in battle_views(window):
            assert window.size().toTuple() == size, f"{view}: the window grew past the screen"
            found += problems_of(window, view)
        for view, dialog in dialogs(window):
            try:
                dialog.show()
                qtbot.waitExposed(dialog)
                assert dialog.width() <= size[0] and dialog.height() <= size[1], view
                found += problems_of(dialog, view)
            finally:
                dialog.hide()
                dialog.deleteLater()
        assert found == [], "\n".join(found)
    finally:
        close_quietly(window)


def battle_views(window: MainWindow) -> Iterator[str]:
    """A battle begun from the two rosters, in front; then its first fight in the builder."""
    first, second = window.documents()[:2]
    battle = start_battle(side_of(first.roster), side_of(second.roster))
    assert window.battle.begin(battle)
    settle()
    window.combat.recompute_now()
    settle()
    yield "battle"
    window.battle.view.pick(EntryRef(0, 0), EntryRef(1, 0))
    window.battle.view.fight_button.click()
    settle()
    window.combat.recompute_now()
    settle()
    yield "battle's fight in the builder"
    window.battle.dock.raise_()
    settle()
    yield "battle after the fight"


def dialogs(window: MainWindow) -> Iterator[tuple[str, QDialog]]:
    """The dialogs a player meets in an evening, each as it opens (Preferences with a refusal)."""
    preferences = PreferencesDialog(playable_games(), {}, window)
    yield "preferences", preferences
    refusing = PreferencesDialog(playable_games(), {}, window)
    for problem in refusing.problems.values():
        problem.setText("These rules together are refused: the counts add up to 8, not 6")
        problem.show()
    yield "preferences refusing", refusing
    first, second = window.documents()[:2]
    choices = [
        SideChoice("Mine", first.roster, SideSource("roster", str(first.path))),
        SideChoice("Theirs", second.roster, SideSource("roster", str(second.path))),
    ]
    yield "new battle", NewBattleDialog(choices, window)
    others = [(choices[1].label, second.roster)]
    yield "tonight's crew", CrewPanel(first.roster, first.path, window, others=others)
    battle = window.battle.battle
    assert battle is not None
    yield "a state set by hand", StateDialog(battle, EntryRef(1, 0), window)
    keys = [game.key for game in playable_games()]
    yield "new roster", NewRosterDialog(keys, first.roster.game, lambda _game: None, window)


def test_the_walk_finds_faint_text() -> None:
    """The contrast reading itself: grey on grey is named, black on white is not."""
    panel = QWidget()
    row = QHBoxLayout(panel)
    faint = QLabel("Seriously injured")
    faint.setStyleSheet("color: #777777; background: #555555;")
    clear = QLabel("Out of action")
    clear.setStyleSheet("color: #000000; background: #ffffff;")
    for label in (faint, clear):
        row.addWidget(label)
    panel.resize(400, 40)
    panel.show()
    try:
        found = faint_texts(panel)
        assert len(found) == 1 and "'Seriously injured'" in found[0], found
    finally:
        panel.close()
        panel.deleteLater()
    assert round(ratio(QColor("#777777"), QColor("#ffffff")), 2) == 4.48  # WCAG's own example
