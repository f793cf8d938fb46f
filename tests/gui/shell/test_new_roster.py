"""File › New Roster opens both sides of a fight at once: the new roster in front,
and, where no roster of its game is open yet, a copy of the game's sample as the other side."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.shell import new_roster_dialog
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.gui.shell.new_roster_dialog import NewRoster, NewRosterDialog
from gangfight_gui.rules.game import game_title
from tests.every_game import BUILT_IN


def _answer_as_shown(game: str, tick: bool | None = None) -> Callable[..., NewRoster | None]:
    """The real dialog, as the window asks it, answered with ``game`` (and the other side's
    box left as offered, or set to ``tick``)."""

    def ask(
        parent: object,
        games: Sequence[str],
        current: str,
        opponent_of: Callable[[str], str | None],
    ) -> NewRoster | None:
        dialog = NewRosterDialog(games, current, opponent_of)
        try:
            dialog.game_combo.setCurrentIndex(list(games).index(game))
            if tick is not None:
                dialog.opponent_box.setChecked(tick)
            return dialog.answer()
        finally:
            dialog.deleteLater()

    return ask


@pytest.mark.parametrize("game", BUILT_IN)
def test_a_new_roster_comes_with_the_other_side(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    monkeypatch.setattr(new_roster_dialog, "ask", _answer_as_shown(game))
    window.file_actions.new_action.trigger()
    documents = window.tabs.documents()
    assert len(documents) == 2
    front = window.tabs.current_document()
    assert front is not None and front.roster.name == f"New {game_title(game)} roster"
    (other,) = [d for d in documents if d is not front]
    assert other.roster.game == game and other.path is None  # an untitled copy of a sample
    assert other.roster.models


@pytest.mark.parametrize("game", BUILT_IN)
def test_the_other_side_is_offered_only_while_the_game_has_no_roster_open(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    monkeypatch.setattr(new_roster_dialog, "ask", _answer_as_shown(game))
    window.file_actions.new_action.trigger()
    window.file_actions.new_action.trigger()  # the game's rosters are open: a roster alone
    assert len(window.tabs.documents()) == 3


def test_unticked_the_new_roster_opens_alone(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(new_roster_dialog, "ask", _answer_as_shown("necromunda", tick=False))
    window.file_actions.new_action.trigger()
    assert [d.roster.game for d in window.tabs.documents()] == ["necromunda"]


def test_the_dialog_names_the_sample_and_hides_the_box_where_none_is_offered(
    qtbot: QtBot,
) -> None:
    offered = {"gangfight": "Human Veterans", "warstrike": None}
    dialog = NewRosterDialog(["gangfight", "warstrike"], "warstrike", offered.get)
    qtbot.addWidget(dialog)
    assert dialog.opponent_box.isHidden()
    assert dialog.answer() == NewRoster("warstrike", False)
    dialog.game_combo.setCurrentIndex(0)
    assert not dialog.opponent_box.isHidden() and dialog.opponent_box.isChecked()
    assert "Human Veterans" in dialog.opponent_box.text()
    assert dialog.answer() == NewRoster("gangfight", True)
