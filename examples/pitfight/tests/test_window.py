"""Pitfight in Gangfight GUI's results pane (``gangfight_gui.gui.testing``): the example fight's
views drawn whole. Needs pytest-qt, as the program's own window tests do."""

from __future__ import annotations

import json
from pathlib import Path

from pytestqt.qtbot import QtBot

from gangfight_gui.gui.testing import check_pane
from gangfight_gui.rules.game import find_game

FIGHT = Path(__file__).resolve().parent.parent / "pit_fight.json"


def test_the_example_fight_is_drawn_in_the_window(qtbot: QtBot) -> None:
    check_pane(find_game("pitfight"), json.loads(FIGHT.read_text(encoding="utf-8")))
