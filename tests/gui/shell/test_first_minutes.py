"""With both samples of a game open, the headline answer in at most four
user actions (pick the attacker, pick the target, one circumstance, read) with no tab switch;
from an empty window in at most eight, the samples included.

Each action is one a player makes with the mouse (a click, or a pick in a list), counted as it
is made; "read" is reading the headline strip above the builder, which must then be in view and
hold the fight's headline odds.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.results.reading import read_fight
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.gui.shell.samples_dialog import SamplesDialog
from tests.gui.combat.builder.helpers import (
    change_first_circumstance,
    choose,
    edit,
)
from tests.gui.roster_helpers import close_quietly, make_window
from tests.gui.shell.window_views import GAMES, game_samples, open_game, settle

CIRCUMSTANCE = {"gangfight": "target_prone", "necromunda": "charging"}
"""The circumstance a player of each game asks about first (WarStrike: its first, the ground);
each a tick: "my fighter charges his fighter"."""


class Player:
    """Makes the actions a player makes, and counts them."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.actions: list[str] = []

    def act(self, name: str, do: Callable[[], object]) -> None:
        do()
        settle()
        self.actions.append(name)
        self.assert_no_tab_switch()

    def assert_no_tab_switch(self) -> None:
        combat = self.window.combat
        assert not combat.builder_dock.visibleRegion().isEmpty(), "the builder went out of view"

    def fight_of_two(self, game: str) -> None:
        """Pick each side's second entry (not the defaults), set one circumstance, read."""
        window = self.window
        builder = window.combat.page(game).builder
        mine, theirs = window.documents()[0].roster, window.documents()[1].roster
        attacker = mine.models[1].name
        target = theirs.models[1].name
        self.act("pick the attacker", lambda: choose(builder.attacker_picker, mine.name, attacker))
        self.act("pick the target", lambda: choose(builder.target_picker, theirs.name, target))
        key = CIRCUMSTANCE.get(game)
        if key is None:
            self.act("one circumstance", lambda: change_first_circumstance(builder))
        else:
            self.act("one circumstance", lambda: edit(builder, key, True))
        self.act("read the headline", lambda: None)
        fight = builder.fight()
        assert fight is not None, builder.refusal()
        assert fight.attacker is not None and fight.attacker.name == attacker
        assert fight.targets[0].name == target
        if key is not None:
            assert fight.scenario[key] is True
        strip = window.combat.current.headline
        assert strip.isVisible() and not strip.visibleRegion().isEmpty()
        headline = read_fight(fight).headline
        assert headline and strip.figures == headline[: len(strip.figures)]
        assert strip.shown_figures() == strip.figures  # every one of them in view
        assert strip.title == fight.title


@pytest.mark.parametrize("game", GAMES)
def test_the_answer_in_four_actions_with_both_samples_open(qtbot: QtBot, game: str) -> None:
    window = make_window(qtbot)
    try:
        window.resize(1366, 768)
        window.open_paths(game_samples(game))
        window.tabs.setCurrentIndex(0)
        settle()
        player = Player(window)
        player.fight_of_two(game)
        assert len(player.actions) <= 4, player.actions
    finally:
        close_quietly(window)


@pytest.mark.parametrize("game", GAMES)
def test_the_answer_in_eight_actions_from_an_empty_window(qtbot: QtBot, game: str) -> None:
    window = make_window(qtbot)
    try:
        window.resize(1280, 720)
        settle()
        player = Player(window)
        opened: list[str] = []

        def pick_the_games_fight() -> None:
            dialog = QApplication.activeModalWidget()
            assert isinstance(dialog, SamplesDialog)
            title = window.combat.page(game).game.title
            button: QPushButton = dialog.fight_buttons[title]
            button.click()
            player.actions.append(f"open the {title} fight")
            opened.append(title)

        QTimer.singleShot(0, pick_the_games_fight)
        welcome = window.welcome.buttons[2]
        assert "sample" in welcome.text().lower()
        player.act("Open sample…", lambda: qtbot.mouseClick(welcome, Qt.MouseButton.LeftButton))
        assert opened, "the samples dialog did not offer the game's fight"
        assert len(window.documents()) >= 2
        assert window.combat.current_game() == game
        player.fight_of_two(game)
        assert len(player.actions) <= 8, player.actions
    finally:
        close_quietly(window)


def test_the_necromunda_title_names_the_charge_and_the_reaction(qtbot: QtBot) -> None:
    """The Necromunda results title once left out charging and the Reaction."""
    window = make_window(qtbot)
    try:
        open_game(window, "necromunda", (1366, 768))
        builder = window.combat.page("necromunda").builder
        edit(builder, "charging", True)
        edit(builder, "reaction.enabled", True)
        settle()
        window.combat.recompute_now()
        title = window.combat.results.title.text()
        assert " charges " in title and "Reaction attacks" in title, title
        assert window.combat.current.headline.title == title
    finally:
        close_quietly(window)


def test_the_odds_say_why_any_injury_leaves_out_wounded(qtbot: QtBot) -> None:
    """Once "Any injury" (30.9%) left out the 42% "Wounded" bar without saying so."""
    window = make_window(qtbot)
    try:
        open_game(window, "necromunda", (1366, 768))
        window.combat.show_results("odds")
        settle()
        caption = window.combat.results.odds_view.chart_help
        assert caption.isVisible()
        assert "Any injury counts the last three: Wounded is not an injury" in caption.text()
        labels = [f.label for f in window.combat.current.headline.figures]
        assert "Any injury" in labels
    finally:
        close_quietly(window)
