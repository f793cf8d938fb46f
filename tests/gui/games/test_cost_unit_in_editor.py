"""A Necromunda gang's total reads in credits, a WarStrike army's in points (``Game.cost_unit``),
and so do their limits."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.roster.editor import RosterEditor
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
        editor = window.tabs.current_editor()
        assert isinstance(editor, RosterEditor)
        properties = editor.properties
        limit = "" if roster.points_limit is None else f" / {roster.points_limit:,}"
        assert properties.total_label.text() == f"{roster.total_cost:,}{limit} {unit}"
        # The limit beside it counts in the same unit, and 0 still reads as no limit.
        assert properties.limit_spin.suffix() == f" {unit}"
        assert unit in properties.limit_spin.toolTip()
        properties.limit_spin.setValue(0)
        assert properties.limit_spin.text() == "No limit"
    finally:
        close_quietly(window)
