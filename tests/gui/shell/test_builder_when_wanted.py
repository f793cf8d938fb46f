"""A game's combat builder is made when a roster of its game opens, or when anything asks for
it: until then its place shows the line it would show, so a window with no roster starts
without it (docs/performance.md). Each test checks what the player sees once it is made."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.builder.builder import CombatBuilder
from gangfight_gui.gui.shell.combat_docks import CombatPage
from gangfight_gui.gui.shell.main_window import MainWindow
from tests.gui.combat.builder.helpers import GAMES, choose, samples
from tests.gui.roster_helpers import close_quietly, make_window
from tests.helpers.example_game import example_on_path

ROSTERS = Path(__file__).resolve().parents[3] / "rosters"
ORCS, HUMANS = ROSTERS / "orc_braves.json", ROSTERS / "human_veterans.json"
EMPTY_LINE = "Open or create a Gangfight roster to set up a fight."


@contextmanager
def shown_window(qtbot: QtBot) -> Iterator[MainWindow]:
    window = make_window(qtbot)
    try:
        qtbot.waitUntil(lambda: "gangfight" in window.combat.pages)  # the first game's page
        yield window
    finally:
        close_quietly(window)


def _line(page: CombatPage) -> QLabel:
    shown = page.builder_area.widget()
    label = shown.findChild(QLabel, "builder_empty_label")
    assert isinstance(label, QLabel)
    return label


def test_a_window_without_a_roster_shows_the_builders_line_in_its_place(qtbot: QtBot) -> None:
    with shown_window(qtbot) as window:
        page = window.combat.pages["gangfight"]
        assert not page.made
        qtbot.waitUntil(lambda: _line(page).isVisible())
        assert _line(page).text() == EMPTY_LINE
        assert "gangfight" not in window.combat.fight_states()  # nothing set up to remember


@pytest.mark.parametrize("game", GAMES)
def test_opening_a_games_samples_makes_its_builder_with_their_fight(
    qtbot: QtBot, request: pytest.FixtureRequest, game: str
) -> None:
    path = request.getfixturevalue("example_game") if game == "pitfight" else None
    with example_on_path(path) if path else nullcontext(), shown_window(qtbot) as window:
        window.open_paths(samples(game))
        page = window.combat.pages[game]
        assert page.made
        builder = page.builder
        assert page.builder_area.widget() is builder
        qtbot.waitUntil(builder.isVisible)
        assert builder.fight() is not None
        qtbot.waitUntil(lambda: page.results.fight == builder.fight())  # its odds shown
        assert not builder.empty_label.isVisible()
        if game != "gangfight":  # the first game's page, shown at start, is left as it was
            assert not window.combat.pages["gangfight"].made
        window.combat.recompute_now()  # an unmade page is passed over, made ones worked out
        assert page.results.fight == builder.fight()
        lines = window.findChildren(QWidget, "empty_combat_builder")  # the line, deleted
        assert len(lines) == (0 if game == "gangfight" else 1)


def test_asking_for_the_builder_makes_it_as_the_line_stood(qtbot: QtBot) -> None:
    with shown_window(qtbot) as window:
        page = window.combat.pages["gangfight"]
        width = page.builder_area.minimumWidth()
        window.combat.swap_action.trigger()  # the Combat menu's Swap asks for the builder
        assert page.made
        builder = page.builder
        qtbot.waitUntil(lambda: builder.empty_label.isVisible())
        assert builder.empty_label.text() == EMPTY_LINE
        assert not builder.who_box.isVisible()
        # The line stood as the builder lays it out: the dock keeps its least width.
        assert page.builder_area.minimumWidth() == width


def test_a_fight_remembered_before_the_builder_is_made_is_set_up_when_it_is(
    qtbot: QtBot,
) -> None:
    with shown_window(qtbot) as first:
        first.open_paths([ORCS, HUMANS])
        choose(first.combat.builder.attacker_picker, "Orc Braves", "Orc Warboss")
        state = first.combat.fight_states()["gangfight"]
    assert state["attacker"] == ["Orc Braves", "Orc Warboss", 2]
    with shown_window(qtbot) as window:
        window.combat.set_fight_states({"gangfight": state})
        page = window.combat.pages["gangfight"]
        assert not page.made
        assert window.combat.fight_states()["gangfight"] == state  # kept to be saved
        window.open_paths([ORCS, HUMANS])
        builder: CombatBuilder = window.combat.builder
        assert builder.fight_state()["attacker"] == state["attacker"]
        assert builder.attacker_picker.currentText().endswith("Orc Warboss")


def test_while_rosters_are_read_the_first_games_page_waits_for_their_game(qtbot: QtBot) -> None:
    window = MainWindow(start_session=False)
    try:
        necromunda = samples("necromunda")
        window.open_after_first_paint(necromunda)
        with qtbot.waitExposed(window):
            window.show()
        qtbot.waitUntil(lambda: len(window.documents()) == len(necromunda))
        assert list(window.combat.pages) == ["necromunda"]  # Gangfight's never made
        assert window.combat.builder_dock.windowTitle() == "Combat builder: Necromunda"
    finally:
        close_quietly(window)


def test_rosters_that_cannot_be_read_leave_the_first_games_page(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = MainWindow(start_session=False)
    try:
        window.show_opening([tmp_path / "gone.json"])
        QApplication.processEvents()  # the docks' first turn: the page held while they are read
        assert not window.combat.pages
        window.end_opening()  # none could be read
        assert list(window.combat.pages) == ["gangfight"]
        assert window.combat.builder_dock.windowTitle() == "Combat builder: Gangfight"
    finally:
        close_quietly(window)
