"""A Necromunda gang's total reads in credits, a WarStrike army's in points (``Game.cost_unit``),
and so do their limits."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.roster.game_editor import GameRosterEditor
from gangfight_gui.roster.game_roster import GameRoster
from tests.conftest import ROSTERS
from tests.gui.roster_helpers import close_quietly, make_window


@pytest.mark.parametrize(
    ("file", "unit"),
    [("necromunda_slagworks_rivet_crew.json", "credits"), ("warstrike_salt_reavers.json", "pts")],
)
def test_the_editors_total_names_its_games_unit(qtbot: QtBot, file: str, unit: str) -> None:
    window = make_window(qtbot)
    try:
        (document,) = window.open_paths([ROSTERS / file])
        roster = document.roster
        assert isinstance(roster, GameRoster)
        editor = window.tabs.current_editor_widget()
        assert isinstance(editor, GameRosterEditor)
        assert editor.total_label.text() == f"{roster.total_cost} {unit}"
        # The limit beside it counts in the same unit, and "none" still reads as no limit.
        assert editor.limit_spin.suffix() == f" {unit}"
        assert unit in editor.limit_spin.toolTip()
        editor.limit_spin.setValue(-1)
        assert editor.limit_spin.text() == "none"
    finally:
        close_quietly(window)
