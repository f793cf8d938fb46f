"""``gangfight_gui.gui.testing.check_pane``, the window's half of a game's own checks: every
game's fight drawn whole in the results pane, and a game whose view has no figure refused."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.testing import check_pane
from gangfight_gui.rules.game import AnyGame, OutcomeView
from tests.gui.combat.results.fights import REPO, fight_of


def test_every_games_fight_is_drawn_whole(qtbot: QtBot, game: AnyGame) -> None:
    check_pane(game, fight_of(game.key).scenario)


def test_several_targets_each_drawn_in_its_tab(qtbot: QtBot) -> None:
    monsters, humans = REPO / "rosters/monsters.json", REPO / "rosters/human_veterans.json"
    fight = fight_of(
        "gangfight", 0, (0, 1, 2), kind="trample", attacker_file=monsters, target_file=humans
    )
    check_pane(fight.game, fight.scenario)


def test_a_view_without_figures_fails(qtbot: QtBot, game: AnyGame) -> None:
    class Blank(type(game)):  # type: ignore[misc]
        def views(self, outcome: Any) -> tuple[OutcomeView, ...]:
            return tuple(replace(view, figures=()) for view in super().views(outcome))

    with pytest.raises(AssertionError, match="shows"):
        check_pane(Blank(), fight_of(game.key).scenario)
